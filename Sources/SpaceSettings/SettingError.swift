/// A setting's name or value that cannot be used, in one sentence; the command line shows it as a
/// usage error (with its usage line, and a "did you mean" for a name), so the settings file knows
/// nothing of the command line's grammar.
public struct SettingError: Error, Sendable, Equatable {
    /// The sentence.
    public var message: String
    /// The closest setting's name, when a name was not one.
    public var suggestion: String?

    public init(_ message: String, suggestion: String? = nil) {
        self.message = message
        self.suggestion = suggestion
    }
}
