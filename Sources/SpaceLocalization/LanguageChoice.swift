import Foundation

/// Which language to speak, and why: the `language` setting (its variable or the settings file,
/// given by `SpaceSettings`), then the GNU order: `LANGUAGE` (a list such as `pt_BR:es`, the first
/// known language wins) > `LC_ALL` > `LC_MESSAGES` > `LANG`. Empty values are skipped. A locale of
/// `C` or `POSIX` means English and, as in gettext, `LANGUAGE` is not read then; a language we do
/// not speak means English.
public struct LanguageChoice: Sendable, Equatable {
    /// The language.
    public var language: Language
    /// Where it came from (the setting's origin, `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`), nil
    /// when nothing chose one.
    public var source: String?

    public init(language: Language, source: String?) {
        self.language = language
        self.source = source
    }

    /// The choice the setting (its value and where it came from) and the locale's variables make.
    public static func resolve(
        _ environment: [String: String], setting: (value: String, origin: String)? = nil
    ) -> LanguageChoice {
        func value(_ name: String) -> String? {
            // Spaces and tabs around the value, trimmed without Foundation's bridging (every run
            // comes here first).
            guard let raw = environment[name] else { return nil }
            let bytes = Language.trimmedBytes(raw)
            return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
        }
        if let setting {
            let bytes = Language.trimmedBytes(setting.value)
            if !bytes.isEmpty {
                let tag = String(decoding: bytes, as: UTF8.self)
                return LanguageChoice(language: Language(tag: tag) ?? .english, source: setting.origin)
            }
        }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { name in value(name).map { (name, $0) } }.first
        // Exactly `C` or `POSIX` (as gettext has it); `C.UTF-8` is a locale like another, and names no language.
        let isC = locale.map { ["c", "posix"].contains($0.1.lowercased()) } ?? false
        if !isC, let list = value("LANGUAGE") {
            for tag in list.split(separator: ":") {
                if let language = Language(tag: String(tag)) {
                    return LanguageChoice(language: language, source: "LANGUAGE")
                }
            }
        }
        guard let (name, tag) = locale else { return LanguageChoice(language: .english, source: nil) }
        return LanguageChoice(language: isC ? .english : Language(tag: tag) ?? .english, source: name)
    }
}
