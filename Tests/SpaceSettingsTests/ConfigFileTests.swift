import Foundation
import SpaceLocalization
import Testing
@testable import SpaceSettings

/// The settings: their names, their values' checks, where a value comes from, and what a stored
/// value that is not valid becomes.
@Suite struct ConfigFileTests {
    func key(_ name: String) throws -> ConfigFile.Key { try ConfigFile.key(named: name) }

    @Test func aNameThatIsNotASettingSuggestsTheClosest() {
        #expect(throws: SettingError.self) { try ConfigFile.key(named: "timout") }
        do {
            _ = try ConfigFile.key(named: "timout")
        } catch {
            #expect(error.suggestion == "timeout")
            #expect(error.message.hasPrefix("There is no setting 'timout'; the settings are ll2-token, timeout"))
        }
    }

    @Test func valuesAreCheckedInOneSentenceEach() throws {
        #expect(try key("timeout").validate("30") == "30")
        #expect(throws: SettingError.self) { try key("timeout").validate("0") }
        #expect(try key("color").validate("never") == "never")
        #expect(throws: SettingError.self) { try key("color").validate("sometimes") }
        #expect(try key("cache-size").validate("0500") == "500")
        #expect(try key("language").validate("pt_BR.UTF-8") == "pt-BR")
        do {
            _ = try key("language").validate("x-pseudo")
            Issue.record("the pseudo-language is for tests, not a setting")
        } catch {
            #expect((error as? SettingError)?.message == "language must be en, es or pt-BR; got 'x-pseudo'.")
        }
        #expect(throws: SettingError.self) { try key("ll2-token").validate("has space") }
    }

    /// Every setting that takes one of a few values is checked by the one check, which names them
    /// as the person's language lists alternatives; the shell's completions are the same values.
    @Test func everyChoiceIsCheckedOnceAndNamedInTheLanguage() throws {
        let choosing = ConfigFile.keys.filter { $0.choices != nil }
        #expect(
            Set(choosing.map(\.name))
                == [
                    "color", "renderer", "animate", "caption", "wallpaper-from", "metered", "lock-screen", "theme",
                    "language",
                ])
        for key in choosing where key.name != "language" {
            let choices = try #require(key.choices)
            for choice in choices { #expect(try key.validate(choice) == choice, "\(key.name)") }
            #expect(throws: SettingError.self) { try key.validate("maybe") }
            #expect(ConfigFile.choicesByKey[key.name] == choices)
        }
        func refusal(_ name: String) throws -> String? {
            do { _ = try key(name).validate("maybe") } catch { return (error as? SettingError)?.message }
            return nil
        }
        #expect(try refusal("metered") == "metered must be auto, on or off; got 'maybe'.")
        #expect(try refusal("renderer") == "renderer must be auto, kitty, iterm, sixel, blocks or chafa; got 'maybe'.")
        let spanish = try Localization.speaking(.spanish) { (try refusal("caption"), try refusal("wallpaper-from")) }
        #expect(spanish.0 == "caption debe ser on u off; se recibió 'maybe'.")
        #expect(spanish.1 == "wallpaper-from debe ser today o favorites; se recibió 'maybe'.")
        #expect(ConfigFile.choicesByKey["language"] == ["en", "es", "pt-BR"])
    }

    @Test func storedValuesFillTheEnvironmentOnlyWhereItIsSilentAndBadOnesAreSaid() {
        let merged = ConfigFile.environment(
            ["SPACE_TIMEOUT": "5", "SPACE_COLOR": ""], with: ["timeout": "30", "color": "never", "language": "es"])
        #expect(merged["SPACE_TIMEOUT"] == "5", "the environment wins")
        #expect(merged["SPACE_COLOR"] == "never" && merged["SPACE_LANG"] == "es")
        let said = ConfigFile.invalidStored(
            ["timeout": "forever", "color": "auto"], file: URL(fileURLWithPath: "/home/a/.config/space/config.json"))
        #expect(said.count == 1)
        #expect(
            said.first?.hasPrefix("timeout in /home/a/.config/space/config.json is not valid and is not used") == true)
    }

    @Test func eachSettingSaysWhatItDoesInThePersonsLanguage() throws {
        let language = try key("language")
        #expect(ConfigFile.help(language).contains("en, es or pt-BR"))
        Localization.speaking(.spanish) {
            #expect(ConfigFile.help(language).contains("en, es o pt-BR"))
        }
        let renderer = ConfigFile.help(try key("renderer"))
        #expect(renderer.contains("kitty") && !renderer.contains("{"))
        for key in ConfigFile.keys where !key.retired { #expect(!ConfigFile.help(key).isEmpty, "\(key.name)") }
    }
}
