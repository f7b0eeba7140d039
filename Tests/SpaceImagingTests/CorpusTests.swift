import Foundation
import Testing
@testable import SpaceImaging

/// Every file of the corpus decodes to its reference decoder's pixels: PNG and GIF exactly, JPEG
/// within ±3 per channel on at least 99.9% of the pixels (libjpeg-turbo's `djpeg`, Pillow for CMYK).
@Suite struct CorpusTests {
    struct Entry: Decodable, CustomTestStringConvertible {
        let file: String
        let reference: String
        let width: Int
        let height: Int
        let channels: Int
        let compare: String
        /// Set for a reduced decode (1/2, 1/4, 1/8), compared with djpeg -scale.
        let reduction: Int?
        var testDescription: String { reduction.map { "\(file) at 1/\($0)" } ?? file }
    }

    static let entries: [Entry] = {
        let data = try! Data(contentsOf: Corpus.directory.appendingPathComponent("corpus.json", isDirectory: false))
        return try! JSONDecoder().decode([Entry].self, from: data)
    }()

    /// RGBA, whatever the channels.
    static func rgba(_ pixels: [UInt8], channels: Int) -> [UInt8] {
        guard channels == 3 else { return pixels }
        var out = [UInt8]()
        out.reserveCapacity(pixels.count / 3 * 4)
        for p in stride(from: 0, to: pixels.count, by: 3) { out += [pixels[p], pixels[p + 1], pixels[p + 2], 255] }
        return out
    }

    @Test(arguments: entries)
    func decodesLikeTheReference(_ entry: Entry) throws {
        let bytes = try Corpus.bytes(entry.file)
        let image =
            try entry.reduction.map { try JPEGDecoder.decode(bytes, reduction: $0) } ?? ImageDecoder.decode(bytes)
        #expect(image.width == entry.width)
        #expect(image.height == entry.height)
        let ours = Self.rgba(image.pixels, channels: image.channels)
        let theirs = Self.rgba(try Corpus.bytes(entry.reference), channels: entry.channels)
        #expect(ours.count == theirs.count)
        guard ours.count == theirs.count else { return }
        var bad = 0, worst = 0
        for p in 0..<(ours.count / 4) {
            var off = 0
            for c in 0..<4 { off = max(off, abs(Int(ours[p * 4 + c]) - Int(theirs[p * 4 + c]))) }
            worst = max(worst, off)
            if entry.compare == "exact" ? off != 0 : off > 3 { bad += 1 }
        }
        let pixels = ours.count / 4
        if entry.compare == "exact" {
            #expect(bad == 0, "\(bad) of \(pixels) pixels differ (worst by \(worst))")
        } else {
            #expect(
                Double(bad) <= Double(pixels) * 0.001,
                "\(bad) of \(pixels) pixels differ by more than 3 (worst by \(worst))")
        }
    }
}
