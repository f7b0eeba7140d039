import Foundation
import TerminalSession
import SpaceCommandLine
import Testing

/// The completion scripts (bash, fish, zsh) and the manual page, from the command table.
@Suite struct CompletionsEndToEndTests {
    @Test func bashCompletesValuesFoldersAndArgumentsNeverAnOptionInTheirPlace() throws {
        let space = try SpaceRunner()
        let script = space.home.appendingPathComponent("space.bash")
        try Data(try space.run(["completions", "bash"]).stdout.utf8).write(to: script)
        let folder = space.home.appendingPathComponent("work")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("pics"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("pages"), withIntermediateDirectories: true)
        let cases: [(words: [String], expected: String)] = [
            (["space", "cache", "clear", ""], "apod images astronauts"),
            (
                ["space", "config", "get", ""],
                "ll2-token timeout color cache-size renderer animate caption wallpaper-from metered lock-screen theme screen-size language"
            ),
            (["space", "apod", "--media", ""], "image video other all"),
            (["space", "apod", "--date", ""], ""),
            (["space", "completions", ""], "bash zsh fish"),
            (["space", "apod", "--download", "p"], "pics pages"),
            (["space", "apod", "--d"], "--date --download --daily"),
            // config set: the keys, then the values of the key given (never the keys again).
            (
                ["space", "config", "set", ""],
                "ll2-token timeout color cache-size renderer animate caption wallpaper-from metered lock-screen theme screen-size language"
            ),
            (["space", "config", "set", "color", ""], "auto always never"),
            (["space", "config", "set", "language", ""], "en es pt-BR"),
            (["space", "config", "set", "renderer", "s"], "sixel"),
            (["space", "config", "set", "timeout", ""], ""),
        ]
        for (words, expected) in cases {
            let line =
                "cd '\(folder.path)'; source '\(script.path)'; COMP_WORDS=(\(words.map { "'\($0)'" }.joined(separator: " "))); "
                + "COMP_CWORD=\(words.count - 1); _space; echo \"${COMPREPLY[*]}\""
            let result = try space.run(shell: line)
            #expect(result.stdout == expected + "\n", "\(words): \(result.stdout)")
        }
        let help = try space.run(
            shell: "source '\(script.path)'; COMP_WORDS=(space help ''); COMP_CWORD=2; _space; echo \"${COMPREPLY[*]}\""
        )
        #expect(help.stdout.contains("globals") && help.stdout.contains("keys") && help.stdout.contains("favorites"))
    }

    @Test func fishAndZshScriptsParseAndCompleteTheSameArguments() throws {
        let space = try SpaceRunner()
        let fishScript = space.home.appendingPathComponent("space.fish")
        let zshScript = space.home.appendingPathComponent("_space")
        try Data(try space.run(["completions", "fish"]).stdout.utf8).write(to: fishScript)
        try Data(try space.run(["completions", "zsh"]).stdout.utf8).write(to: zshScript)
        // .ci/run installs zsh and fish; each script is run by its own shell.
        for (name, arguments) in [("fish", ["-n", fishScript.path]), ("zsh", ["-n", zshScript.path])] {
            let shell = try #require(TestPlatform.program(name), "\(name) is on PATH (.ci/run installs it)")
            let parse = Process()
            parse.executableURL = URL(fileURLWithPath: shell)
            parse.arguments = arguments
            try parse.run()
            parse.waitUntilExit()
            #expect(parse.terminationStatus == 0, "\(shell) parses its script")
        }
        func fish(_ line: String) throws -> [String] {
            let result = try space.run(shell: "fish -c \"source '\(fishScript.path)'; complete -C '\(line)'\"")
            return result.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        #expect(try fish("space cache clear ") == ["apod", "astronauts", "images"])
        #expect(try fish("space apod --media ").sorted() == ["all", "image", "other", "video"])
        #expect(try fish("space completions ").sorted() == ["bash", "fish", "zsh"])
        #expect(try fish("space config set color ").sorted() == ["always", "auto", "never"])
        #expect(
            try fish("space config set ").contains("renderer") && !fish("space config set color ").contains("renderer"))
        let zsh = try String(contentsOf: zshScript, encoding: .utf8)
        #expect(
            zsh.contains("'*:argument:(apod images astronauts)'") && zsh.contains("--download=[")
                && zsh.contains(":folder:_files -/"))
        #expect(zsh.contains("'2:value:->value'") && zsh.contains("color) compadd -- auto always never ;;"))
    }

    @Test func theManualPageCoversTheCommandTableAndIsValidRoff() throws {
        let space = try SpaceRunner()
        let page = try space.run(["help", "--man"])
        #expect(page.status == 0)
        #expect(page.stdout.hasPrefix(".TH SPACE 1 "))
        for command in [
            "apod", "favorites add", "search", "asset", "astronauts", "astronaut", "cache clear", "config set",
            "status", "completions",
        ] {
            #expect(
                page.stdout.contains(".SS \"space \(command.replacingOccurrences(of: "-", with: "\\-"))\""),
                "\(command)")
        }
        for part in [
            ".SH GLOBAL OPTIONS", "\\-\\-offline", ".SH EXIT STATUS", "\\fB74\\fR", ".SH ENVIRONMENT", "SPACE_APOD_URL",
            ".SH FILES", "favorites.json",
        ] {
            #expect(page.stdout.contains(part), "\(part)")
        }
        let file = space.home.appendingPathComponent("space.1")
        try Data(page.stdout.utf8).write(to: file)
        let groff = try space.run(shell: "groff -man -Tutf8 -ww -z '\(file.path)'")
        #expect(groff.status == 0 && groff.stderr.isEmpty, "groff finds nothing to warn about: \(groff.stderr)")
    }
}
