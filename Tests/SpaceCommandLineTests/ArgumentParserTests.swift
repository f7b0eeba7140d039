import Foundation
import Testing
@testable import SpaceCommandLine
import SpaceSupport

/// The command table under test: a command runs a number, as the executable runs a handler.
typealias CommandSpec = SpaceCommandLine.CommandSpec<Int>

@Suite struct ArgumentParserTests {
    static let sample = CommandSpec(
        name: "space", summary: "test root",
        subcommands: [
            CommandSpec(
                name: "search", summary: "Search.",
                positionals: [PositionalSpec(name: "QUERY", optional: true, repeating: true)],
                options: [
                    OptionSpec(name: "page", value: .integer(placeholder: "N", range: 1...10_000), help: "Page."),
                    OptionSpec(name: "media", value: .choice(["image", "video", "audio"]), help: "Media."),
                    OptionSpec(name: "center", value: .text(placeholder: "NAME"), help: "Center."),
                ],
                run: 0),
            CommandSpec(
                name: "favorites", summary: "Favorites.",
                subcommands: [
                    CommandSpec(
                        name: "add", summary: "Add.",
                        positionals: [PositionalSpec(name: "DATE", optional: true, repeating: true)], run: 0),
                    CommandSpec(name: "show", summary: "Show.", positionals: [PositionalSpec(name: "DATE")], run: 0),
                ], run: 0),
        ])
    let parser = ArgumentParser(root: sample)

    @Test func spaceAndEqualsFormsAreTheSame() throws {
        let a = try parser.parse(["search", "nebula", "--page", "2", "--media=video"])
        let b = try parser.parse(["search", "--page=2", "nebula", "--media", "video"])
        #expect(a.values == b.values)
        #expect(a.positionals == ["nebula"])
        #expect(a.values["page"] == "2")
        #expect(a.values["media"] == "video")
    }

    @Test func globalOptionsWorkBeforeAndAfterTheCommand() throws {
        let before = try parser.parse(["--json", "-v", "--timeout", "3", "search", "x"])
        let after = try parser.parse(["search", "x", "--json", "--verbose", "--timeout=3"])
        #expect(before.values == after.values)
        #expect(before.path == ["search"])
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try parser.parse(["search", "--", "--page", "-v"])
        #expect(parsed.positionals == ["--page", "-v"])
        #expect(parsed.values.isEmpty)
    }

    @Test func negativeNumbersAndLoneDashArePositionals() throws {
        #expect(try parser.parse(["search", "-5", "-"]).positionals == ["-5", "-"])
        #expect(throws: UsageError.self) { try parser.parse(["search", "--page", "-1"]) }
    }

    @Test func misspelledCommandSuggestsTheClosest() {
        #expect(throws: UsageError("Unknown command 'serch'. Did you mean 'search'?")) { try parser.parse(["serch"]) }
        #expect(throws: UsageError("Unknown command 'fav'. Did you mean 'favorites'?")) { try parser.parse(["fav"]) }
        #expect(throws: UsageError("Unknown command 'zzzzzz'.")) { try parser.parse(["zzzzzz"]) }
    }

    @Test func misspelledOptionSuggestsTheClosest() {
        #expect(
            throws: UsageError("Unknown option '--pgae' for 'space search'. Did you mean '--page'?", path: ["search"])
        ) {
            try parser.parse(["search", "--pgae", "2"])
        }
        #expect(throws: UsageError("Unknown option '--bogus' for 'space search'.", path: ["search"])) {
            try parser.parse(["search", "--bogus"])
        }
    }

    @Test func enumValuesAreCheckedCaseInsensitivelyWithASuggestion() throws {
        #expect(try parser.parse(["search", "--media", "VIDEO"]).values["media"] == "video")
        #expect(
            throws: UsageError(
                "Invalid value 'imag' for --media; choose image, video or audio. Did you mean 'image'?",
                path: ["search"])
        ) {
            try parser.parse(["search", "--media", "imag"])
        }
    }

    @Test func integersAreRangeChecked() {
        #expect(throws: UsageError("--page must be a whole number from 1 to 10000; got '0'.", path: ["search"])) {
            try parser.parse(["search", "--page", "0"])
        }
        #expect(throws: UsageError("--page must be a whole number from 1 to 10000; got 'two'.", path: ["search"])) {
            try parser.parse(["search", "--page=two"])
        }
        #expect(throws: UsageError("--page needs a value (N).", path: ["search"])) {
            try parser.parse(["search", "--page"])
        }
    }

    @Test func flagsRefuseValues() {
        #expect(throws: UsageError("--json does not take a value.", path: ["search"])) {
            try parser.parse(["search", "--json=yes"])
        }
    }

    @Test func subcommandsAndTheirPositionals() throws {
        let parsed = try parser.parse(["favorites", "add", "2021-03-10", "2021-03-11"])
        #expect(parsed.path == ["favorites", "add"])
        #expect(parsed.positionals == ["2021-03-10", "2021-03-11"])
        #expect(try parser.parse(["favorites"]).path == ["favorites"])
        #expect(throws: UsageError("Missing DATE.", path: ["favorites", "show"])) {
            try parser.parse(["favorites", "show"])
        }
        #expect(throws: UsageError("Unexpected argument 'b'.", path: ["favorites", "show"])) {
            try parser.parse(["favorites", "show", "a", "b"])
        }
        #expect(
            throws: UsageError("Unknown command 'ad' for 'space favorites'. Did you mean 'add'?", path: ["favorites"])
        ) {
            try parser.parse(["favorites", "ad"])
        }
    }

    @Test func helpWinsOverEverythingElse() throws {
        let parsed = try parser.parse(["search", "--bogus", "-h"])
        #expect(parsed.wantsHelp)
        #expect(parsed.path == ["search"])
        #expect(try parser.parse(["favorites", "show", "--help"]).wantsHelp)
    }
}

@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("serch", "search", 1), ("astronuats", "astronauts", 1), ("apod", "apod", 0), ("", "abc", 3),
        ("kitten", "sitting", 3),
    ])
    func distances(a: String, b: String, expected: Int) {
        #expect(EditDistance.distance(a, b) == expected)
    }
}
