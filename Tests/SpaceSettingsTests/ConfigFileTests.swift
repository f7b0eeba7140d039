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
