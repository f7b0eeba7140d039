import SpaceCommandLine
import Testing
@testable import space

/// The real command table, as the parser and help read it.
@Suite struct CommandTableTests {
    @Test func everyCommandDeclaresEachOptionNameOnce() {
        func walk(_ command: space.CommandSpec, _ path: String) {
            let names = (command.options + GlobalOptions.all).map(\.name)
            #expect(Set(names).count == names.count, "\(path) declares an option twice: \(names)")
            for sub in command.subcommands { walk(sub, path + " " + sub.name) }
        }
        walk(CommandTable.root, "space")
    }
}
