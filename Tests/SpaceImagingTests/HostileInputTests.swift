import Foundation
import Testing
import ImageFuzzing
@testable import SpaceImaging

/// Hostile pictures end in a sentence, never a crash, a hang or a machine's worth of memory.
@Suite struct HostileInputTests {
    static let pictures = [
        "baseline-420.jpg", "progressive-420-restart.jpg", "baseline-422.jpg", "rgb-8-interlaced.png",
        "palette-4.png", "rgba-16.png", "interlaced.gif", "local.gif", "cmyk-adobe.jpg", "gray-alpha-8.png",
    ]

    @Test(arguments: pictures)
    func everyCutOfAFileIsRefusedAsCutShort(_ name: String) throws {
        let file = try Corpus.bytes(name)
        // A PNG whose picture data is whole may lose its IEND chunk and still be drawn.
        let iend = (0..<(file.count - 4)).first { file[$0..<($0 + 4)] == Array("IEND".utf8)[...] }.map { $0 - 4 }
        let end = name.hasSuffix(".png") ? try #require(iend) : file.count - 2
        for length in stride(from: 0, to: end, by: max(1, end / 97)) {
            #expect(throws: ImageDecodingError.self, "\(name) cut to \(length) bytes") {
                try ImageDecoder.decode(Array(file[..<length]))
            }
        }
    }

    @Test func sizesBeyondTheBudgetAreRefusedBeforeAnyMemoryIsTaken() throws {
        // A PNG header that declares 100,000 × 100,000 pixels.
        let png = try Corpus.png("rgb-8.png", declaring: 100_000, by: 100_000)
        #expect(
            throws: ImageDecodingError.tooLarge(format: "PNG", width: 100_000, height: 100_000, budget: 120_000_000)
        ) { try PNGDecoder.decode(png) }
        #expect(
            ImageDecodingError.tooLarge(format: "PNG", width: 100_000, height: 100_000, budget: 120_000_000).description
                == "The PNG picture is 100000×100000 pixels, more than the 120 megapixels space will decode.")
        // A JPEG frame of 65,535 × 65,535.
        var jpeg = try Corpus.bytes("baseline-444.jpg")
        let sof = try #require((0..<(jpeg.count - 1)).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg.replaceSubrange((sof + 5)..<(sof + 9), with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(throws: ImageDecodingError.self) { try JPEGDecoder.decode(jpeg) }
        // A GIF screen of 65,535 × 65,535 with a tiny frame: the canvas would be 17 GB.
        var gif = try Corpus.bytes("global.gif")
        gif.replaceSubrange(6..<10, with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(throws: ImageDecodingError.tooLarge(format: "GIF", width: 65535, height: 65535, budget: 120_000_000)) {
            try GIFDecoder.decode(gif)
        }
    }

    @Test func aDecompressionBombStopsAtThePicturesSize() throws {
        // 1×1 RGB (4 bytes inflated) whose stream holds 64 KB of zeros.
        var stream: [UInt8] = [0x78, 0x01]
        let zeros = [UInt8](repeating: 0, count: 65_536)
        for offset in stride(from: 0, to: zeros.count, by: 65_535) {
            let length = min(65_535, zeros.count - offset)
            let last: UInt8 = offset + length == zeros.count ? 1 : 0
            stream += [
                last, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF),
            ]
            stream += zeros[offset..<(offset + length)]
        }
        stream += [0, 0, 0, 1]
        #expect(throws: Inflate.Failure.tooLong) { try Inflate.zlib(stream, expected: 4) }
        #expect(throws: Inflate.Failure.truncated) { try Inflate.zlib(Array(stream.prefix(1000)), expected: 65_536) }
        var good: [UInt8] = [0x78, 0x01, 1, 4, 0, 0xFB, 0xFF, 1, 2, 3, 4]
        let adler = [UInt8](arrayLiteral: 1, 2, 3, 4).withUnsafeBufferPointer { Checksums.adler32($0) }
        good += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
        #expect(try Inflate.zlib(good, expected: 4) == [1, 2, 3, 4])
        good[good.count - 1] ^= 1
        #expect(throws: Inflate.Failure.corrupt("its Adler-32 checksum does not match")) {
            try Inflate.zlib(good, expected: 4)
        }
    }

    @Test func lzwAbuseIsRefused() throws {
        // A code that is not yet in the table (the first code after a clear must be a literal).
        #expect(throws: ImageDecodingError.self) {
            try LZW.decode([0x04 | 0x07 << 3, 0xFF, 0xFF], minimumCodeSize: 2, count: 16)
        }
        // A stream far longer than the frame stops at the frame's pixels.
        let long = [UInt8](repeating: 0, count: 10_000)
        #expect(try LZW.decode(long, minimumCodeSize: 8, count: 4).count == 4)
        // A stream that stops early is a cut file.
        #expect(throws: ImageDecodingError.truncated(format: "GIF")) {
            try LZW.decode([0x00], minimumCodeSize: 2, count: 100)
        }
    }

    @Test func damagedJPEGsSayWhatIsWrong() throws {
        #expect(ImageDecodingError.truncated(format: "JPEG").description == "The JPEG file is cut short.")
        var twelveBit = try Corpus.bytes("grayscale.jpg")
        let sof = try #require((0..<(twelveBit.count - 1)).first { twelveBit[$0] == 0xFF && twelveBit[$0 + 1] == 0xC0 })
        twelveBit[sof + 4] = 12
        #expect(throws: ImageDecodingError.unsupported(format: "JPEG", feature: "12-bit samples")) {
            try JPEGDecoder.decode(twelveBit)
        }
        twelveBit[sof + 1] = 0xC9
        #expect(throws: ImageDecodingError.unsupported(format: "JPEG", feature: "arithmetic coding")) {
            try JPEGDecoder.decode(twelveBit)
        }
        #expect(throws: ImageDecodingError.unknownFormat) { try ImageDecoder.decode(Array("<html>".utf8)) }
    }

    /// A seeded sample of `Scripts/fuzz`: mutated corpus files decode or are refused, never crash.
    @Test func aSeededSampleOfMutatedPictures() throws {
        let folder = Corpus.directory
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            ["jpg", "png", "gif"].contains(($0 as NSString).pathExtension)
        }.sorted()
        let fuzzer = ImageFuzzer(seeds: try names.map { try Corpus.bytes($0) })
        let seed = UInt64(ProcessInfo.processInfo.environment["FUZZ_SEED"] ?? "") ?? 20_261_122
        let outcome = fuzzer.run(seed: seed, count: 3000)
        #expect(outcome.decoded + outcome.refused == 6000)
        #expect(outcome.decoded > 300 && outcome.refused > 300, "mutations reach both ends: \(outcome)")
    }
}

/// A very wide strip is reduced as much as its width asks: memory follows the output, whatever
/// the picture's shape.
@Suite struct WideStripTests {
    /// A gray 8-bit PNG of `width` × `height`, its data in stored (uncompressed) deflate blocks.
    static func strip(width: Int, height: Int) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity((width + 1) * height)
        for row in 0..<height {
            raw.append(0)
            raw += (0..<width).map { UInt8(truncatingIfNeeded: $0 &+ row) }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, raw.count - offset)
            let final: UInt8 = offset + count == raw.count ? 1 : 0
            zlib += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[offset..<(offset + count)]
            offset += count
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        let adler = b << 16 | a
        zlib += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let length = UInt32(body.count)
            let typed = Array(type.utf8) + body
            let crc = typed.withUnsafeBufferPointer { Checksums.crc32($0) }
            return [
                UInt8(length >> 24), UInt8((length >> 16) & 0xFF), UInt8((length >> 8) & 0xFF), UInt8(length & 0xFF),
            ] + typed
                + [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)]
        }
        let w = UInt32(width), h = UInt32(height)
        let header: [UInt8] = [
            UInt8(w >> 24), UInt8((w >> 16) & 0xFF), UInt8((w >> 8) & 0xFF), UInt8(w & 0xFF),
            UInt8(h >> 24), UInt8((h >> 16) & 0xFF), UInt8((h >> 8) & 0xFF), UInt8(h & 0xFF), 8, 0, 0, 0, 0,
        ]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib)
            + chunk("IEND", [])
    }

    @Test func aWideStripIsReducedByItsWidth() throws {
        let file = Self.strip(width: 200_000, height: 12)
        let image = try PNGDecoder.decode(file, fitting: (1000, 800))
        #expect(
            image.width <= 2000 && image.width >= 1000,
            "reduced by the width's ratio, still covering the fit: \(image.width)×\(image.height)")
        #expect(image.height >= 1)
        let tall = try PNGDecoder.decode(Self.strip(width: 12, height: 20_000), fitting: (1000, 800))
        #expect(tall.height <= 1600 && tall.height >= 800, "a tall strip by its height: \(tall.width)×\(tall.height)")
    }
}
