import Foundation
import Testing
@testable import SpaceImaging

/// Every table a JPEG's frame or scans refer to must be defined, as libjpeg requires ("Quantization
/// table 0x02 was not defined"); otherwise the file is refused in one sentence, never drawn.
@Suite struct JPEGTableTests {
    /// The offset of the first marker `code` (FF code).
    func marker(_ code: UInt8, in file: [UInt8]) throws -> Int {
        try #require((0..<(file.count - 1)).first { file[$0] == 0xFF && file[$0 + 1] == code })
    }

    @Test func aComponentWhoseQuantizationTableWasNeverDefinedIsRefused() throws {
        var file = try Corpus.bytes("baseline-420.jpg")
        let sof = try marker(0xC0, in: file)
        // SOF0: FF C0, length (2), precision, height (2), width (2), count, then id, sampling, table.
        let chroma = sof + 10 + 3 + 2  // the second component's table
        file[chroma] = 2
        #expect(throws: ImageDecodingError.corrupt(format: "JPEG", reason: "quantization table 2 was not defined")) {
            try JPEGDecoder.decode(file)
        }
        for reduction in [2, 4, 8] {
            #expect(throws: ImageDecodingError.self, "at 1/\(reduction) too") {
                try JPEGDecoder.decode(file, reduction: reduction)
            }
        }
    }

    @Test func aTableDefinedAfterTheFrameButBeforeTheScanIsFine() throws {
        // Move the DQT segment after SOF0: legal, and libjpeg reads it.
        let file = try Corpus.bytes("baseline-444.jpg")
        let dqt = try marker(0xDB, in: file), sof = try marker(0xC0, in: file)
        guard dqt < sof else { return }
        let dqtLength = Int(file[dqt + 2]) << 8 | Int(file[dqt + 3])
        let sofLength = Int(file[sof + 2]) << 8 | Int(file[sof + 3])
        let dqtSegment = Array(file[dqt..<(dqt + 2 + dqtLength)])
        var moved = Array(file[..<dqt]) + Array(file[(dqt + 2 + dqtLength)..<(sof + 2 + sofLength)])
        moved += dqtSegment + Array(file[(sof + 2 + sofLength)...])
        #expect(try JPEGDecoder.decode(moved) == JPEGDecoder.decode(file))
    }

    @Test func aScanThatNamesOneComponentTwiceIsRefused() throws {
        var file = try Corpus.bytes("baseline-444.jpg")
        let sos = try marker(0xDA, in: file)
        // SOS: FF DA, length (2), count, then id and tables per component.
        file[sos + 7] = file[sos + 5]
        #expect(throws: ImageDecodingError.self) { try JPEGDecoder.decode(file) }
    }
}

/// Sampling factors: every whole ratio libjpeg reads is decoded (the corpus holds one file of each,
/// compared at every reduction); a fractional one is refused as libjpeg refuses it.
@Suite struct JPEGSamplingTests {
    @Test func fractionalSamplingIsRefusedInOneSentence() throws {
        var file = try Corpus.bytes("baseline-420.jpg")
        let sof = try #require((0..<(file.count - 1)).first { file[$0] == 0xFF && file[$0 + 1] == 0xC0 })
        // Luma is 2x2; the second component becomes 3x1, so luma's 2 no longer divides the largest, 3.
        file[sof + 10 + 3 + 1] = 0x31
        #expect(throws: ImageDecodingError.unsupported(format: "JPEG", feature: "fractional sampling (2x2,3x1,1x1)")) {
            try JPEGDecoder.decode(file)
        }
    }

    @Test(arguments: [1, 2, 4, 8])
    func threeByThreeLumaDecodesAtEveryReduction(reduction: Int) throws {
        // The file that smashed the stack at 1/4: a 6×6 chroma block in a 4×8 buffer.
        let file = try Corpus.bytes("sampling-3x3-1x1-1x1.jpg")
        let image = try JPEGDecoder.decode(file, reduction: reduction)
        #expect(image.width == (40 + reduction - 1) / reduction && image.height == (28 + reduction - 1) / reduction)
    }
}

/// The work of a decode is bounded by the picture, not by how many scans or tables a file repeats.
@Suite struct JPEGWorkBoundTests {
    /// The file cut into segments: everything before the first SOS, each scan (SOS with its
    /// entropy-coded data), and the rest (EOI).
    func scans(of file: [UInt8]) throws -> (head: [UInt8], scans: [[UInt8]], tail: [UInt8]) {
        var starts: [Int] = []
        var i = 2
        while i + 1 < file.count {
            if file[i] == 0xFF && file[i + 1] == 0xDA { starts.append(i) }
            i += 1
        }
        let eoi = try #require((0..<(file.count - 1)).last { file[$0] == 0xFF && file[$0 + 1] == 0xD9 })
        let first = try #require(starts.first)
        let bounds = starts + [eoi]
        return (
            Array(file[..<first]), (0..<starts.count).map { Array(file[bounds[$0]..<bounds[$0 + 1]]) },
            Array(file[eoi...])
        )
    }

    @Test func aBaselineFileWithASecondScanIsRefused() throws {
        let file = try Corpus.bytes("baseline-444.jpg")
        let parts = try scans(of: file)
        let doubled = parts.head + parts.scans[0] + parts.scans[0] + parts.tail
        #expect(
            throws: ImageDecodingError.corrupt(
                format: "JPEG", reason: "a baseline file sends one component in two scans")
        ) { try JPEGDecoder.decode(doubled) }
        #expect(throws: ImageDecodingError.self, "in a preview too") { try JPEGDecoder.decode(doubled, reduction: 8) }
    }

    @Test func aProgressiveFileRepeatingAScanHundredsOfTimesIsRefused() throws {
        let file = try Corpus.bytes("progressive-420.jpg")
        let parts = try scans(of: file)
        let repeated =
            parts.head + parts.scans.flatMap { $0 } + Array(repeating: parts.scans[0], count: 100).flatMap { $0 }
            + parts.tail
        #expect(
            throws: ImageDecodingError.corrupt(
                format: "JPEG", reason: "its scans go over the picture more than 64 times")
        ) { try JPEGDecoder.decode(repeated) }
        #expect(try JPEGDecoder.decode(file).width == 53, "the file itself is fine")
    }

    @Test func tablesRedefinedTenThousandTimesAreReadNotBuilt() throws {
        let file = try Corpus.bytes("baseline-444.jpg")
        let parts = try scans(of: file)
        // A DHT segment that defines DC table 3 (never used): 16 counts and one value.
        let table: [UInt8] = [0xFF, 0xC4, 0x00, 0x14, 0x03, 1] + [UInt8](repeating: 0, count: 15) + [0]
        let flooded =
            parts.head + Array(repeating: table, count: 10_000).flatMap { $0 } + parts.scans.flatMap { $0 } + parts.tail
        #expect(try JPEGDecoder.decode(flooded) == JPEGDecoder.decode(file))
    }
}

/// A strip a million pixels long is refused whatever its pixel count, in every format.
@Suite struct SideLimitTests {
    @Test func aSideOverAMillionPixelsIsRefused() throws {
        let png = try Corpus.png("rgb-8.png", declaring: 1, by: 120_000_000)
        #expect(
            throws: ImageDecodingError.unsupported(
                format: "PNG", feature: "a side of 120000000 pixels (at most 1000000)")
        ) { try PNGDecoder.decode(png) }
    }
}
