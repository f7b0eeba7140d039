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

    /// In English, for developers (`imagetool`, the fuzzer); what a person reads is worded by the
    /// layer that shows pictures (`sentence`, in TerminalGraphics), in their language.
    public var description: String {
        switch self {
        case .truncated(let format): return "The \(format) file is cut short."
        case .corrupt(let format, let reason): return "The \(format) file is damaged (\(reason))."
        case .unsupported(let format, let feature):
            return "The \(format) file uses \(feature), which space cannot draw."
        case .tooLarge(let format, let width, let height, let budget):
            return
                "The \(format) picture is \(width)×\(height) pixels, more than the \(budget / 1_000_000) megapixels space will decode."
        case .unknownFormat: return "The file is not a PNG, JPEG or GIF picture."
        }
    }
}
