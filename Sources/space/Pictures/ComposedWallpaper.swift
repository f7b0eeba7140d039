import Foundation
import SpaceImaging
import SpaceLocalization
import SpacePictures
import SpacePresentation
import SpaceSupport
import TerminalText

/// The wallpaper composed at the screen's size (`WallpaperComposition`): the whole picture, its
/// aspect kept, on its own colours, with its caption when asked, saved as
/// `DATE-title-WIDTHxHEIGHT.jpg` (`…-captioned.jpg` with the caption) beside the picture: a new
/// name for each day, size and caption, so no desktop shows a cached one.
enum ComposedWallpaper {
    /// The composed file for `picture` (a file that decodes), or nil when the screen's size is not
    /// known (the picture is set as it is then).
    static func make(from picture: URL, screen: ScreenSize?, caption: Caption? = nil) throws -> URL? {
        guard let screen else { return nil }
        let bytes = [UInt8](try Data(contentsOf: picture))
        guard let image = try? ImageDecoder.decode(bytes, fitting: (screen.width, screen.height)) else { return nil }
        var composed = WallpaperComposition.compose(image, width: screen.width, height: screen.height).image
        caption?.draw(on: &composed)
        let name =
            picture.deletingPathExtension().lastPathComponent + "-\(screen.width)x\(screen.height)"
            + (caption == nil ? "" : "-captioned") + ".jpg"
        let file = picture.deletingLastPathComponent().appendingPathComponent(name, isDirectory: false)
        try AtomicFile.write(Data(JPEGEncoder.encode(composed, quality: 92)), to: file, mode: 0o644, durable: true)
        return file
    }

    /// The caption of an APOD: its title, its date and credit (in the person's language), and the
    /// first sentence of its explanation.
    static func caption(_ words: PictureSubject.Words, date: String?) -> Caption {
        var detail = date ?? ""
        if let credit = words.credit.map({ Sanitizer.line($0) }), !credit.isEmpty {
            detail += (detail.isEmpty ? "" : " · ") + tr("Credit: {credit}", ["credit": credit])
        }
        return Caption(
            title: Sanitizer.line(words.title), detail: detail, sentence: firstSentence(words.explanation))
    }

    /// The explanation's first sentence: up to the first `.`, `!` or `?` followed by a space and
    /// a capital letter, at least 20 characters in (so "M. 31" and "e.g. the" do not end it);
    /// the whole text when no such end comes.
    static func firstSentence(_ text: String) -> String? {
        let flat = Sanitizer.line(text).trimmingCharacters(in: .whitespaces)
        guard !flat.isEmpty else { return nil }
        let characters = Array(flat)
        var index = 20
        while index + 2 < characters.count {
            if ".!?".contains(characters[index]) && characters[index + 1] == " " && characters[index + 2].isUppercase {
                return String(characters[...index])
            }
            index += 1
        }
        return flat
    }
}
