import Foundation
import SpaceImaging
import SpaceLocalization
import SpaceDesktop
import SpacePictures
import SpacePresentation
import SpaceSupport
import TerminalText

/// The wallpaper composed at the screen's size (`WallpaperComposition`): the whole picture, its
/// aspect kept, on its own colours, with its caption when asked (or nothing, when the picture would
/// make a poor wallpaper: `WallpaperSuitability`), saved as
/// `DATE-title-WIDTHxHEIGHT.jpg` (`…-captioned.jpg` with the caption) beside the picture: a new
/// name for each day, size and caption, so no desktop shows a cached one.
enum ComposedWallpaper {
    /// What becomes of a picture on the screen.
    enum Outcome: Equatable {
        /// The composed file.
        case composed(URL)
        /// Why the picture would make a poor wallpaper (nothing was made).
        case unsuitable(String)
        /// The screen's size is not known, or the file is not one that decodes: set as it is.
        case asItIs
    }

    /// The composed file for `picture`, unless it would make a poor wallpaper on the screen (and
    /// `force` is not given). Without the screen's size (a white page is still found) the picture
    /// is set as it is, unless it is to be captioned: then it is composed at its own size (at most 3840 pixels along its longest
    /// edge), so the caption still fits a screen that shows it whole.
    static func make(
        from picture: URL, screen: ScreenSize?, caption: Caption? = nil, force: Bool = false
    ) throws
        -> Outcome
    {
        let bytes = [UInt8](try Data(contentsOf: picture))
        // Decoded as finely as what is made of it needs: the screen, a caption at the picture's own
        // size (at most 3840), or only the look for a white page.
        let fitting = screen.map { ($0.width, $0.height) } ?? (caption == nil ? (1024, 1024) : (3840, 3840))
        guard let image = try? ImageDecoder.decode(bytes, fitting: fitting) else {
            return .asItIs
        }
        let size = screen.map { (width: $0.width, height: $0.height) } ?? ownSize(image)
        if !force, let problem = WallpaperSuitability.problem(image, width: size.width, height: size.height) {
            switch problem {
            case .tooSmall(let width, let height):
                return .unsuitable(
                    tr(
                        "its picture is {width}×{height} pixels, far too small for a {screen} screen",
                        ["width": String(width), "height": String(height), "screen": "\(size.width)×\(size.height)"]))
            case .mostlyWhite:
                return .unsuitable(tr("its picture is mostly a white page (text, a chart or a drawing)"))
            }
        }
        guard screen != nil || caption != nil else { return .asItIs }
        // The whole picture stays in sight: above the caption's band when there is one.
        let band = caption.map { size.height - $0.layout(width: size.width, height: size.height).bandTop } ?? 0
        var composed = WallpaperComposition.compose(
            image, width: size.width, height: size.height, reserveBottom: band
        ).image
        caption?.draw(on: &composed)
        let name =
            picture.deletingPathExtension().lastPathComponent + "-\(size.width)x\(size.height)"
            + (caption == nil ? "" : "-captioned") + ".jpg"
        let file = picture.deletingLastPathComponent().appendingPathComponent(name, isDirectory: false)
        try AtomicFile.write(Data(JPEGEncoder.encode(composed, quality: 92)), to: file, mode: 0o644, durable: true)
        return .composed(file)
    }

    /// Where the desktop takes a picture per screen (macOS, sway, Hyprland, XFCE) and its screens
    /// differ in size: a file composed for each screen whose size is not the largest's, by screen
    /// name (those of the largest's size show its file, composed first).
    static func perScreen(from picture: URL, screens: [ScreenSize.Output], caption: Caption?) throws -> [String: URL] {
        guard let largest = screens.max(by: { $0.width * $0.height < $1.width * $1.height }) else { return [:] }
        var files: [String: URL] = [:]
        var made: [String: URL] = [:]
        for output in screens where output.width != largest.width || output.height != largest.height {
            let size = "\(output.width)x\(output.height)"
            if made[size] == nil {
                let screen = ScreenSize(width: output.width, height: output.height, source: output.name)
                if case .composed(let file) = try make(from: picture, screen: screen, caption: caption, force: true) {
                    made[size] = file
                }
            }
            files[output.name] = made[size]
        }
        return files
    }

    /// A picture's own size, at most 3840 pixels along its longest edge.
    static func ownSize(_ image: PixelImage) -> (width: Int, height: Int) {
        let scale = min(1, 3840 / Double(max(image.width, image.height, 1)))
        return (max(16, Int(Double(image.width) * scale)), max(16, Int(Double(image.height) * scale)))
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
