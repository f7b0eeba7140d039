import Foundation
import Testing

@testable import SpaceImaging

/// Four invalid files from jpeg-decoder's crash suite that libjpeg refuses ("Invalid component ID 3
/// in SOS" twice, "Unsupported marker type 0xf7", "two SOI markers") were drawn as rectangles; made
/// here from a clean corpus file the same way, each is refused in one sentence, as libjpeg does.
@Suite struct JPEGMarkerRefusalTests {
    func refused(_ file: [UInt8], _ reason: String) {
        #expect(throws: ImageDecodingError.corrupt(format: "JPEG", reason: reason)) { try JPEGDecoder.decode(file) }
        #expect(throws: ImageDecodingError.self, "the preview too") {
            try JPEGDecoder.decode(file, reduction: 8)
        }
    }

    @Test func aSecondStartOfImageIsRefused() throws {
        let file = try Corpus.bytes("baseline-420.jpg")
        let (segments, _) = JPEGToleranceTests.segments(file)
        let after = try #require(segments.first).range.upperBound
        refused(Array(file[..<after]) + [0xFF, 0xD8] + Array(file[after...]), "it has a second start-of-image marker")
    }

    @Test func anUnknownMarkerIsRefused() throws {
        let file = try Corpus.bytes("baseline-420.jpg")
        let (_, scan) = JPEGToleranceTests.segments(file)
        // Before the scan, and where a restart marker belongs (after the scan's data).
        refused(
            Array(file[..<scan]) + [0xFF, 0xF7, 0x00, 0x04, 0x00, 0x00] + Array(file[scan...]),
            "it has an unknown marker 0xF7")
        let end = file.count - 2  // EOI
        refused(Array(file[..<end]) + [0xFF, 0xF7, 0x00, 0x02] + Array(file[end...]), "it has an unknown marker 0xF7")
    }

    @Test func aScanAgainstTheFramesOrderIsRefusedAsLibjpegRefusesIt() throws {
        var file = try Corpus.bytes("baseline-420.jpg")
        let (_, scan) = JPEGToleranceTests.segments(file)
        #expect(file[scan + 4] == 3, "a scan of the three components")
        // The frame lists 1, 2, 3; the scan 1, 3, 2: libjpeg finds 3 in the frame's third place,
        // which it then counts as taken by the scan's second, and cannot place 2.
        let second = scan + 7, third = scan + 9
        (file[second], file[third]) = (file[third], file[second])
        (file[second + 1], file[third + 1]) = (file[third + 1], file[second + 1])
        refused(file, "a scan names its components out of the frame's order")
    }

    @Test func aScanHeaderLongerThanItsComponentsIsRefused() throws {
        var file = try Corpus.bytes("baseline-420.jpg")
        let (_, scan) = JPEGToleranceTests.segments(file)
        let length = Int(file[scan + 2]) << 8 | Int(file[scan + 3])
        // One byte more in the header than its count of components takes (libjpeg: "Bogus marker length").
        file[scan + 3] = UInt8((length + 1) & 0xFF)
        file.insert(0, at: scan + 2 + length)
        refused(file, "a scan header is malformed")
    }
}
