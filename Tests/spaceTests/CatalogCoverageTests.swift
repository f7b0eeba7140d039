import Foundation
import SpaceCommandLine
import SpaceLocalization
import SpaceBrowser
import Testing
@testable import space

/// Every sentence that passes through the catalog is in it: the command table's words (summaries,
/// discussions, option help, key tables) and every `tr("…")` written in the sources.
@Suite struct CatalogCoverageTests {
    /// The help texts of the command table.
    static func tableSentences() -> [String] {
        var sentences: [String] = []
        func walk(_ command: space.CommandSpec) {
            sentences.append(command.summary)
            if let discussion = command.discussion { sentences.append(discussion) }
            if let table = command.table { sentences.append(table.title) }
            sentences += command.options.map(\.help)
            command.subcommands.forEach(walk)
        }
        walk(CommandTable.root)
        sentences += GlobalOptions.all.map(\.help)
        return sentences
    }

    /// The msgids written as `tr("…"` or `msgid("…"` in the sources.
    static func sourceSentences() throws -> [String] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources")
        var found: [String] = []
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            ?? []
        for file in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            // `tr(` or `msgid(` then the literal, on the same line or the next (the formatter breaks
            // long calls).
            for marker in ["tr(", "msgid("] {
                var rest = text[...]
                while let call = rest.range(of: marker) {
                    var index = call.upperBound
                    while index < rest.endIndex, rest[index] == " " || rest[index] == "\n" {
                        index = rest.index(after: index)
                    }
                    let before = rest[..<call.lowerBound].last
                    let isCall = !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
                    guard isCall, index < rest.endIndex, rest[index] == "\"" else {
                        rest = rest[call.upperBound...]
                        continue
                    }
                    index = rest.index(after: index)
                    var literal = ""
                    while index < rest.endIndex, rest[index] != "\"" {
                        if rest[index] == "\\" {
                            index = rest.index(after: index)
                            if index < rest.endIndex { literal.append(rest[index] == "n" ? "\n" : rest[index]) }
                        } else {
                            literal.append(rest[index])
                        }
                        index = rest.index(after: index)
                    }
                    found.append(literal)
                    rest = rest[index...]
                }
            }
        }
        return found
    }

    @Test func everySentenceUsedIsInTheCatalog() throws {
        let catalog = Set(Catalog.english)
        let used = Set(Self.tableSentences() + (try Self.sourceSentences()))
        let missing = used.subtracting(catalog).sorted()
        // For whoever adds sentences: SPACE_PRINT_MISSING=FILE writes the missing ones there.
        if let path = ProcessInfo.processInfo.environment["SPACE_PRINT_MISSING"], !path.isEmpty {
            let data = try JSONSerialization.data(withJSONObject: missing, options: [.prettyPrinted])
            try data.write(to: URL(fileURLWithPath: path))
        }
        #expect(missing.isEmpty, "\(missing.count) sentences are not in the catalog, such as: \(missing.prefix(3))")
        #expect(Self.tableSentences().count > 100, "the walk finds the table's sentences")
    }

    @Test func everyEntryOfTheCatalogIsUsed() throws {
        let used = Set(Self.tableSentences() + (try Self.sourceSentences()))
        let unused = Catalog.english.filter { !used.contains($0) }
        if let path = ProcessInfo.processInfo.environment["SPACE_PRINT_UNUSED"], !path.isEmpty {
            let data = try JSONSerialization.data(withJSONObject: unused, options: [.prettyPrinted])
            try data.write(to: URL(fileURLWithPath: path))
        }
        #expect(unused.isEmpty, "\(unused.count) entries of the catalog are used nowhere, such as: \(unused.prefix(3))")
    }
}
