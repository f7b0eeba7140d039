import SpaceCommandLine
import SpaceSettings
import Testing

@testable import space

/// The settings' reference in `space help config` and the manual page: a key and its variable are
/// what a person types, so they are never cut (`wallpaper-f…` and `SPACE_WALLPAPER_FR…` were).
@Suite struct SettingsReferenceTests {
    @Test(arguments: [76, 96, 40])
    func everyKeyAndVariableIsWhole(width: Int) {
        let lines = ConfigCommand.settingLines(width: width)
        #expect(!lines.joined().contains("…"))
        for key in ConfigFile.keys where !key.retired {
            #expect(
                lines.contains { $0.hasPrefix(key.name + " ") && $0.contains(" " + key.variable) },
                "\(key.name) and \(key.variable) at \(width) columns")
        }
        #expect(lines.allSatisfy { $0.count <= width }, "no line is wider than \(width)")
    }

    @Test func theManualPageIsPlainWhereTroffNeedsIt() {
        let page = ManPage(root: CommandTable.root, version: Release.version, date: Release.date).roff()
        #expect(!page.contains("\\[u2026]"), "an ellipsis troff's ASCII device cannot draw")
        #expect(page.contains("SPACE_WALLPAPER_FROM"))
    }
}
