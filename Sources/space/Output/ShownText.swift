/// What a command prints with its picture: lines for a person, or a JSON document. A value, so
/// `--show` can measure the lines before it decides where the picture goes.
enum ShownText {
    case lines([String])
    case json(JSONValue)

    /// Writes it to standard output.
    func print(on console: Console) {
        switch self {
        case .lines(let lines): console.lines(lines)
        case .json(let value): console.json(value)
        }
    }
}
