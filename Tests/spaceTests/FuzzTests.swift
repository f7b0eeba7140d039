import Foundation
import TerminalSession
import SpaceCommandLine
import TerminalText
import SpaceSupport
import Testing
import APODFeature
import AstronautsFeature
import ImageSearchFeature
import SpaceNetworking
@testable import space

/// Fuzzing of the parser and the decoders. The suite runs a bounded number of cases; the script
/// `Scripts/fuzz` runs many more with `FUZZ_ITERATIONS` and `FUZZ_SEED`.
@Suite struct FuzzTests {
    static let seed = UInt64(ProcessInfo.processInfo.environment["FUZZ_SEED"] ?? "") ?? 20_261_122
    static let iterations = Int(ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"] ?? "") ?? 100_000

    static let vocabulary: [String] = {
        var words: [String] = []
        func visit(_ command: space.CommandSpec) {
            words.append(command.name)
            for option in command.options + GlobalOptions.all {
                words.append("--" + option.name)
                if let short = option.short { words.append("-\(short)") }
                if case .choice(let choices) = option.value { words += choices }
            }
            command.subcommands.forEach(visit)
        }
        visit(CommandTable.root)
        return words + [
            "--", "-", "=", "", " ", "2024-02-30", "1995-06-15", "today", "yesterday", "-1", "0", "1e309", "NaN",
            "9999999999999999999999", "./x", "~", "..", "--json=true", "--page=", "--limit=-5", "--timeout=0",
            "\u{1B}[31m", "\u{0}", "é", "👩‍🚀", "\u{202E}evil", String(repeating: "a", count: 5000), "--media=VIDEO",
            "-vv", "-h",
        ]
    }()

    static func argumentVector(_ random: inout SeededRandom) -> [String] {
        let length = Int.random(in: 0...8, using: &random)
        return (0..<length).map { _ in
            var word = vocabulary.randomElement(using: &random)!
            if Int.random(in: 0..<4, using: &random) == 0, !word.isEmpty {
                var scalars = Array(word.unicodeScalars)
                let index = Int.random(in: 0..<scalars.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: scalars.remove(at: index)
                case 1: scalars.insert(Unicode.Scalar(UInt8.random(in: 0...127, using: &random)), at: index)
                default: scalars[index] = Unicode.Scalar(UInt8.random(in: 32...126, using: &random))
                }
                word = String(String.UnicodeScalarView(scalars))
            }
            return word
        }
    }

    @Test func theParserAnswersEveryArgumentVectorWithAResultOrOneSentence() {
        var random = SeededRandom(state: Self.seed)
        let parser = ArgumentParser(root: CommandTable.root)
        let console = Console(
            stdout: BufferOutput(), stderr: BufferOutput(),
            terminal: TerminalInfo(stdoutIsTTY: false, stderrIsTTY: false, width: 80, color: false, stderrColor: false))
        var failures = 0
        for iteration in 0..<Self.iterations {
            let arguments = Self.argumentVector(&random)
            do {
                let parsed = try parser.parse(arguments)
                // Help is rendered for one success in sixteen: it is slow in a debug build and the same for most vectors.
                if (parsed.wantsHelp || parsed.command.run == nil) && iteration % 16 == 0 {
                    _ = HelpRenderer(root: CommandTable.root, width: 80, style: TextStyle(enabled: false)).help(
                        for: parsed.command, path: parsed.path)
                }
            } catch {
                let code = ErrorFunnel(console: console, root: CommandTable.root, verbose: false).report(error)
                let sentence = Sanitizer.line(error.message)
                if code != 64 || sentence.isEmpty || sentence.contains("\n")
                    || !(sentence.hasSuffix(".") || sentence.hasSuffix("?"))
                {
                    failures += 1
                    if failures <= 5 {
                        Issue.record(
                            "seed \(Self.seed) iteration \(iteration): \(arguments) gave \(code) '\(error.message)'")
                    }
                }
            }
        }
        #expect(failures == 0)
    }

    static func fixtures(_ folder: String) -> [Data] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(folder).appendingPathComponent("Fixtures")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().compactMap {
            FileManager.default.contents(atPath: url.appendingPathComponent($0).path)
        }
    }

    static func mutate(_ data: Data, _ random: inout SeededRandom) -> Data {
        var bytes = [UInt8](data)
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            guard !bytes.isEmpty else { bytes = [UInt8.random(in: 0...255, using: &random)]; continue }
            let index = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: bytes[index] = UInt8.random(in: 0...255, using: &random)
            case 1: bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...40, using: &random)))
            case 2: bytes.insert(contentsOf: Array("{\"\":[null,1e999,-0,\"\\ud800\"]}".utf8), at: index)
            case 3: bytes = Array(bytes.prefix(index))
            case 4: bytes.insert(contentsOf: bytes[index..<min(bytes.count, index + 200)], at: index)
            default:
                bytes[index] = [UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "]"), 0, 0xFF].randomElement(
                    using: &random)!
            }
        }
        return Data(bytes)
    }

    @Test func theDecodersNeverCrashOnMutatedRecordedBodies() {
        var random = SeededRandom(state: Self.seed ^ 0xD1CE)
        let decoder = JSONDecoder()
        let decoders: [(String, [Data], (Data) -> Void)] = [
            (
                "APODFeatureTests", Self.fixtures("APODFeatureTests"),
                { data in
                    _ = try? decoder.decode(APODPicture.self, from: data)
                    _ = try? decoder.decode([APODPicture].self, from: data)
                }
            ),
            (
                "ImageSearchFeatureTests", Self.fixtures("ImageSearchFeatureTests"),
                { data in
                    _ = try? decoder.decode(SearchPage.self, from: data)
                    _ = try? decoder.decode(AssetManifest.self, from: data)
                }
            ),
            (
                "AstronautsFeatureTests", Self.fixtures("AstronautsFeatureTests"),
                { data in
                    _ = try? decoder.decode(AstronautPage.self, from: data)
                    _ = try? decoder.decode(Astronaut.self, from: data)
                    _ = try? decoder.decode(ThrottleStatus.self, from: data)
                }
            ),
        ]
        let rounds = max(1, Self.iterations / 20)
        for (name, bodies, decode) in decoders {
            #expect(!bodies.isEmpty, "recorded bodies of \(name)")
            for body in bodies { decode(body) }
            for _ in 0..<rounds {
                decode(Self.mutate(bodies.randomElement(using: &random)!, &random))
            }
        }
    }
}
