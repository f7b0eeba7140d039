import Foundation
import Testing
@testable import SpaceImaging

/// A big baseline JPEG is decoded on two cores (`JPEGPipeline`); the corpus's files, made to take
/// that path whatever their size, give the very bytes of the one-core path, at every scale, and a
/// file cut short or damaged anywhere in its scan fails the same way, with no thread left behind.
@Suite struct SharedDecodeTests {
    static let shared = DecodeLimits(sharedFromPixels: 0)
    static let alone = DecodeLimits(sharedFromPixels: .max)

    static let jpegs: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Corpus.directory.path)) ?? []
        return files.filter { $0.hasSuffix(".jpg") }.sorted()
    }()

    @Test(arguments: jpegs)
    func twoCoresGiveTheBytesOfOne(_ file: String) throws {
        let bytes = try Corpus.bytes(file)
        for reduction in [1, 2, 4, 8] {
            let one = try JPEGDecoder.decode(bytes, reduction: reduction, limits: Self.alone)
            let two = try JPEGDecoder.decode(bytes, reduction: reduction, limits: Self.shared)
            #expect(one == two, "\(file) at 1/\(reduction)")
        }
    }

    /// Several shared decodes at once from Swift tasks (as the browser preloads days), more than
    /// there are cores: each has its own thread, so none waits for a worker that never comes.
    @Test(.timeLimit(.minutes(1))) func manyAtOnceFromTasksAllFinish() async throws {
        let bytes = try Corpus.bytes("baseline-420.jpg")
        let one = try JPEGDecoder.decode(bytes, limits: Self.alone)
        let results = await withTaskGroup(of: PixelImage?.self) { group in
            for _ in 0..<12 { group.addTask { try? JPEGDecoder.decode(bytes, limits: Self.shared) } }
            var all: [PixelImage?] = []
            for await image in group { all.append(image) }
            return all
        }
        #expect(results.count == 12 && results.allSatisfy { $0 == one })
    }

    @Test func theCorpusHasBaselineAndProgressiveFiles() {
        #expect(
            Self.jpegs.count >= 20 && Self.jpegs.contains { $0.hasPrefix("progressive") }
                && Self.jpegs.contains { $0.contains("restart") },
            "\(Self.jpegs)")
    }

    @Test func aDamagedOrCutScanFailsAsOnOneCore() throws {
        for file in Self.jpegs.filter({ $0.hasPrefix("baseline") }).prefix(6) {
            let bytes = try Corpus.bytes(file)
            for fraction in [0.3, 0.6, 0.9] {
                let cut = Array(bytes.prefix(Int(Double(bytes.count) * fraction)))
                var damaged = bytes
                let at = Int(Double(bytes.count) * fraction)
                for i in at..<min(at + 40, damaged.count - 2) { damaged[i] = 0xFF ^ UInt8(truncatingIfNeeded: i) }
                for sample in [cut, damaged] {
                    let one = Result { try JPEGDecoder.decode(sample, limits: Self.alone) }
                    let two = Result { try JPEGDecoder.decode(sample, limits: Self.shared) }
                    switch (one, two) {
                    case (.success(let a), .success(let b)): #expect(a == b, "\(file) at \(fraction)")
                    case (.failure(let a), .failure(let b)): #expect("\(a)" == "\(b)", "\(file) at \(fraction)")
                    default: Issue.record("\(file) at \(fraction): one core \(one), two \(two)")
                    }
                }
            }
        }
    }
}
