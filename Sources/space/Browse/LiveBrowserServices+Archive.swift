import Foundation
import SpaceSupport
import SpaceLocalization
import APODFeature
import APODSearch
import SpaceBrowser

/// The browser's search of the APOD archive: the same index, query language and snippets as
/// `space apod search`, from the cache, never the network.
extension LiveBrowserServices {
    /// The widest snippet asked for (a row cuts it at its own width; the window around the best
    /// match is chosen for about a row of a wide terminal).
    static let snippetWidth = 90

    func archiveIsSynced() -> Bool { ArchiveSearchStore(cache: context.responseCache).syncedThrough != nil }

    func archiveSearch(_ words: String, limit: Int) async throws -> ArchiveAnswer {
        let store = ArchiveSearchStore(cache: context.responseCache)
        guard store.syncedThrough != nil else { return .notSynced }
        let query: ArchiveQuery
        do {
            query = try ArchiveQuery(parsing: words)
        } catch {
            throw BrowserFailure(APODSearchCommand.words(for: error))
        }
        var notices: [String] = []
        let index: ArchiveIndex
        do { index = try SearchIndexOpening.open(store, notices: &notices).index } catch { throw Self.failure(error) }
        let outcome = index.search(query, limit: limit)
        let pictures = store.pictures(on: outcome.hits.map(\.day.date))
        let hits = outcome.hits.map { hit in
            let picture = pictures[hit.day.date]
            let snippet = picture.map {
                Snippet.make(Snippet.source(of: $0), terms: query.wanted, width: Self.snippetWidth)
            }
            return ArchiveHit(
                date: hit.day.date, title: hit.day.title, mediaType: hit.day.mediaType,
                snippet: snippet.map(Self.pieces) ?? [], picture: picture)
        }
        return .hits(total: outcome.total, hits)
    }

    /// A snippet as runs of text, the matched words (UTF-8 byte ranges of its text) marked.
    static func pieces(_ snippet: Snippet) -> [SnippetPiece] {
        let bytes = Array(snippet.text.utf8)
        var pieces: [SnippetPiece] = []
        var at = 0
        for match in snippet.matches.sorted(by: { $0.lowerBound < $1.lowerBound })
        where match.lowerBound >= at && match.upperBound <= bytes.count {
            if match.lowerBound > at {
                pieces.append(SnippetPiece(String(decoding: bytes[at..<match.lowerBound], as: UTF8.self)))
            }
            pieces.append(SnippetPiece(String(decoding: bytes[match], as: UTF8.self), marked: true))
            at = match.upperBound
        }
        if at < bytes.count { pieces.append(SnippetPiece(String(decoding: bytes[at...], as: UTF8.self))) }
        return pieces
    }
}

extension LiveBrowserServices {
    func newestSeen() -> APODDate? { context.apodArchive.newestSeen(at: context.now())?.date }
    func seenAhead() -> [APODDate] { context.apodArchive.newestSeen(at: context.now())?.ahead ?? [] }
    func seenThrough(_ date: APODDate) { _ = try? context.apodArchive.recordSeen(through: date, at: context.now()) }

    /// `browse-state.json` in the data folder: where the browser was left.
    private var resumeFile: URL { context.files.data.appendingPathComponent("browse-state.json", isDirectory: false) }

    func resumePoint() -> ResumePoint.Reading {
        ResumePoint.read(LocalFile.readOwn(resumeFile, limit: 64 * 1024))
    }

    /// Kept atomically; a failure to keep it is not the browser's (it only opens on today).
    func keepResumePoint(_ point: ResumePoint) {
        try? AtomicFile.createFolder(context.files.data)
        _ = try? AtomicFile.write(point.data, to: resumeFile, mode: 0o600, durable: false)
    }
}
