import Foundation
import Testing

/// What a config file or variable holds that is wrong is said where it is: the key in the file,
/// not a variable nobody set; the value as it was written; and config commands still run to fix it.
@Suite struct ConfigMessagesEndToEndTests {
    func write(_ text: String, in space: SpaceRunner) throws {
        let file = space.home.appendingPathComponent("config/space/config.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    }

    @Test func badStoredValuesAreNamedByTheirKeyAndListedWithWarnings() throws {
        let space = try SpaceRunner()
        let file = space.home.appendingPathComponent("config/space/config.json").path
        try write(#"{"timeout": "abc", "cache-size": "-5", "renderer": "bogus"}"#, in: space)
        let apod = try space.run(["apod", "2024-01-05"])
        // A stored value is no usage error: exit 78, the key named, how to mend it, no "See 'space --help'".
        #expect(apod.status == 78)
        #expect(
            apod.stderr
                == "Error: timeout in \(file) must be a number of seconds from 0.1 to 600; got 'abc'.\nSet it again with space config set timeout SECONDS, or remove it with space config unset timeout.\n",
            "\(apod.stderr)")
        let list = try space.run(["config", "list"])
        #expect(list.status == 0, "config still runs, to repair it: \(list.stderr)")
        #expect(list.stderr.contains("Warning: cache-size in \(file) is not valid and is not used"))
        #expect(list.stderr.contains("Warning: renderer in \(file) is not valid and is not used"))
        #expect(try space.run(["config", "unset", "timeout"]).status == 0)
    }

    @Test func aNumberJSONCannotHoldIsNotValidJSONNotANonObject() throws {
        let space = try SpaceRunner()
        try write(#"{"timeout": 1e400}"#, in: space)
        let list = try space.run(["config", "list"])
        #expect(list.status == 65)
        #expect(list.stderr.contains("is not valid JSON"), "\(list.stderr)")
    }

    @Test func aTimeoutWithSpacesIsForgivenAndQuotedAsWritten() throws {
        let space = try SpaceRunner()
        let bad = try space.run(["apod", "2024-01-05"], env: ["SPACE_TIMEOUT": " 5x"])
        #expect(
            bad.stderr.hasPrefix("Error: SPACE_TIMEOUT must be a number of seconds from 0.1 to 600; got ' 5x'."),
            "\(bad.stderr)")
        let spaced = try space.run(["apod", "2024-01-05", "--offline"], env: ["SPACE_TIMEOUT": " 5 "])
        #expect(spaced.status != 64, "\(spaced.stderr)")
    }
}
