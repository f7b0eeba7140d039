import SpaceImaging
import SpaceLocalization

extension ImageDecodingError {
    /// Why a picture could not be drawn, as one sentence in the person's language.
    public var sentence: String {
        switch self {
        case .truncated(let format):
            return tr("The {format} file is cut short.", ["format": format])
        case .corrupt(let format, let reason):
            return tr("The {format} file is damaged ({reason}).", ["format": format, "reason": reason])
        case .unsupported(let format, let feature):
            return tr(
                "The {format} file uses {feature}, which space cannot draw.", ["format": format, "feature": feature])
        case .tooLarge(let format, let width, let height, let budget):
            return tr(
                "The {format} picture is {width}×{height} pixels, more than the {megapixels} megapixels space will decode.",
                [
                    "format": format, "width": String(width), "height": String(height),
                    "megapixels": String(budget / 1_000_000),
                ])
        case .unknownFormat:
            return tr("The file is not a PNG, JPEG or GIF picture.")
        }
    }
}
