import SpaceLocalization
/// Why bytes could not be turned into pixels; `description` is one sentence for a person.
public enum ImageDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file ends before the picture does.
    case truncated(format: String)
    /// The bytes break the format's rules.
    case corrupt(format: String, reason: String)
    /// A valid feature this decoder does not handle (12-bit JPEG, arithmetic coding…).
    case unsupported(format: String, feature: String)
    /// The picture declares more pixels than the budget allows.
    case tooLarge(format: String, width: Int, height: Int, budget: Int)
    /// Not a PNG, JPEG or GIF file.
    case unknownFormat

    public var description: String {
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
