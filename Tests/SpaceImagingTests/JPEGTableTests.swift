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
        let chroma = sof + 10 + 3 + 2   // the second component's table
        file[chroma] = 2
        #expect(throws: ImageDecodingError.corrupt(format: "JPEG", reason: "quantization table 2 was not defined")) { try JPEGDecoder.decode(file) }
        for reduction in [2, 4, 8] {
            #expect(throws: ImageDecodingError.self, "at 1/\(reduction) too") { try JPEGDecoder.decode(file, reduction: reduction) }
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
        #expect(throws: ImageDecodingError.unsupported(format: "JPEG", feature: "fractional sampling (2x2,3x1,1x1)")) { try JPEGDecoder.decode(file) }
    }

    @Test(arguments: [1, 2, 4, 8])
    func threeByThreeLumaDecodesAtEveryReduction(reduction: Int) throws {
        // The file that smashed the stack at 1/4: a 6×6 chroma block in a 4×8 buffer.
        let file = try Corpus.bytes("sampling-3x3-1x1-1x1.jpg")
        let image = try JPEGDecoder.decode(file, reduction: reduction)
        #expect(image.width == (40 + reduction - 1) / reduction && image.height == (28 + reduction - 1) / reduction)
    }
}
