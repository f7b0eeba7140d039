import Foundation
import SpaceLocalization
import TerminalText
import APODSearch
import SpaceNetworking

/// Opening the index for a command: a damaged index, or one that could not be written back,
/// is said once, in a notice.
enum SearchIndexOpening {
    static func open(_ store: ArchiveSearchStore, notices: inout [String]) throws -> ArchiveSearchStore.Opened {
        let opened: ArchiveSearchStore.Opened
        do {
            opened = try store.open()
        } catch {
            throw SpaceError(
                .ioError, tr("The search index could not be written: {reason}", ["reason": error.localizedDescription]),
                hint: tr("Check the cache folder (space status), or run space cache clear apod."))
        }
        if let damage = opened.rebuilt {
            let why: String
            switch damage {
            case .otherVersion: why = tr("it was made by another version of space")
            case .damaged(let reason): why = tr("it was damaged ({reason})", ["reason": reason])
            case .notAnIndex, .missing: why = tr("it was not an index")
            }
            notices.append(tr("The search index was rebuilt from the cache: {why}.", ["why": why]))
        }
        if let reason = opened.notSaved {
            notices.append(
                tr(
                    "The search index could not be saved, so it was built for this search alone: {reason}",
                    ["reason": Sanitizer.line(reason)]))
        }
        return opened
    }
}
