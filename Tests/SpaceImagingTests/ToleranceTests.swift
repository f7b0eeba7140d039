import Foundation
import Testing
@testable import SpaceImaging

/// Real files that every other decoder draws: drawn, the same pixels as the clean file's.
@Suite struct JPEGToleranceTests {
    /// The file's segments before its first scan, and where the scan starts.
    static func segments(_ file: [UInt8]) -> (segments: [(marker: UInt8, range: Range<Int>)], scan: Int) {
        var result: [(UInt8, Range<Int>)] = []
        var i = 2
        while i + 4 <= file.count, file[i] == 0xFF {
            let marker = file[i + 1]
            let length = Int(file[i + 2]) << 8 | Int(file[i + 3])
            if marker == 0xDA { return (result, i) }
            result.append((marker, i..<(i + 2 + length)))
            i += 2 + length
        }
        return (result, i)
    }

    @Test func bytesThatAreNotAMarkerAfterTheScanAreSkipped() throws {
        let file = try Corpus.bytes("baseline-420.jpg")
        let clean = try JPEGDecoder.decode(file)
        #expect(Array(file.suffix(2)) == [0xFF, 0xD9])
        let garbage =
            [UInt8](repeating: 0, count: 64) + [0xFF, 0x00, 0x7F, 0xFF] + [UInt8](repeating: 0, count: 64) + [
                0xFF, 0x00, 0x00, 0x10,
            ]
        let padded = Array(file.dropLast(2)) + garbage + [0xFF, 0xD9]
        #expect(try JPEGDecoder.decode(padded) == clean)
    }

    @Test func aMotionJPEGFrameWithoutHuffmanTablesUsesTheStandardOnes() throws {
        let file = try Corpus.bytes("baseline-420.jpg")
        let clean = try JPEGDecoder.decode(file)
        let (segments, _) = Self.segments(file)
        let tables = segments.filter { $0.marker == 0xC4 }
        #expect(!tables.isEmpty, "the encoder's tables are the standard ones; without them the picture is the same")
        var stripped = file
        for table in tables.reversed() { stripped.removeSubrange(table.range) }
        #expect(try JPEGDecoder.decode(stripped) == clean)
    }

    @Test func aCommentShorterThanItsLengthIsSkipped() throws {
        let file = try Corpus.bytes("baseline-420.jpg")
        let clean = try JPEGDecoder.decode(file)
        for length: [UInt8] in [[0x00, 0x00], [0x00, 0x01]] {
            let odd = [0xFF, 0xD8, 0xFF, 0xFE] + length + Array(file.dropFirst(2))
            #expect(try JPEGDecoder.decode(odd) == clean)
        }
        let app = [0xFF, 0xD8, 0xFF, 0xE5, 0x00, 0x01] + Array(file.dropFirst(2))
        #expect(try JPEGDecoder.decode(app) == clean)
    }

    @Test func aScanCutShortStaysARefusal() throws {
        let file = try Corpus.bytes("baseline-420.jpg")
        let (_, scan) = Self.segments(file)
        #expect(throws: ImageDecodingError.self) { try JPEGDecoder.decode(Array(file.prefix(scan + 40))) }
    }
}

/// PNG and GIF files other decoders draw.
@Suite struct PNGAndGIFToleranceTests {
    static func chunk(_ type: String, _ body: [UInt8], breakCRC: Bool = false) -> [UInt8] {
        let length = UInt32(body.count)
        let typed = Array(type.utf8) + body
        var crc = typed.withUnsafeBufferPointer { Checksums.crc32($0) }
        if breakCRC { crc ^= 0xDEAD_BEEF }
        return [UInt8(length >> 24), UInt8((length >> 16) & 0xFF), UInt8((length >> 8) & 0xFF), UInt8(length & 0xFF)]
            + typed
            + [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)]
    }

    /// A PNG from its header fields, raw (filtered) rows and extra chunks before the data.
    static func png(
        width: UInt32, height: UInt32, depth: UInt8, colorType: UInt8, rows: [UInt8], extra: [UInt8] = []
    ) -> [UInt8] {
        let header: [UInt8] = [0, 0, 0, UInt8(width), 0, 0, 0, UInt8(height), depth, colorType, 0, 0, 0]
        var zlib: [UInt8] = [
            0x78, 0x01, 1, UInt8(rows.count & 0xFF), UInt8(rows.count >> 8), UInt8(~rows.count & 0xFF),
            UInt8((~rows.count >> 8) & 0xFF),
        ]
        zlib += rows
        let adler = rows.withUnsafeBufferPointer { Checksums.adler32($0) }
        zlib += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + extra + chunk("IDAT", zlib)
            + chunk("IEND", [])
    }

    @Test func aBadCRCInAnAncillaryChunkDropsTheChunkOnly() throws {
        let rows: [UInt8] = [0, 10, 20, 30, 0, 40, 50, 60]
        let clean = try PNGDecoder.decode(Self.png(width: 3, height: 2, depth: 8, colorType: 0, rows: rows))
        let odd = Self.png(
            width: 3, height: 2, depth: 8, colorType: 0, rows: rows,
            extra: Self.chunk("iCCP", Array("profile\0\0xyz".utf8), breakCRC: true))
        #expect(try PNGDecoder.decode(odd) == clean)
        var critical = Self.png(width: 3, height: 2, depth: 8, colorType: 0, rows: rows)
        critical[critical.count - 16] ^= 0xFF  // inside IDAT's CRC
        #expect(throws: ImageDecodingError.self) { try PNGDecoder.decode(critical) }
    }

    @Test func aGrayKeyWiderThanTheBitDepthIsMasked() throws {
        // 1-bit gray, 8 pixels 10101010; the key 0x00FF masks to 1: the 1s are transparent.
        let file = Self.png(
            width: 8, height: 1, depth: 1, colorType: 0, rows: [0, 0b1010_1010],
            extra: Self.chunk("tRNS", [0x00, 0xFF]))
        let image = try PNGDecoder.decode(file)
        #expect(image.channels == 4)
        let alphas: [UInt8] = (0..<8).map { image.pixels[$0 * 4 + 3] }
        let expected: [UInt8] = [0, 255, 0, 255, 0, 255, 0, 255]
        #expect(alphas == expected)
    }

    @Test func pictureDataSplitByAnotherChunkIsRefused() throws {
        let good = Self.png(width: 1, height: 1, depth: 8, colorType: 0, rows: [0, 7])
        // Cut the IDAT in two with a tEXt between.
        let idat = try #require((0..<(good.count - 4)).first { Array(good[$0..<($0 + 4)]) == Array("IDAT".utf8) }) - 4
        let length = Int(good[idat + 3])
        let body = Array(good[(idat + 8)..<(idat + 8 + length)])
        let split =
            Array(good[..<idat]) + Self.chunk("IDAT", Array(body.prefix(4))) + Self.chunk("tEXt", Array("a\0b".utf8))
            + Self.chunk("IDAT", Array(body.dropFirst(4))) + Self.chunk("IEND", [])
        #expect(throws: ImageDecodingError.self) { try PNGDecoder.decode(split) }
    }

    @Test func aGIFWithCodeSizeOneAndNoColourTableIsDrawnInGray() throws {
        // 1×1, no global or local colour table, LZW minimum code size 1: clear (2), index 1, end (3).
        let codes: UInt8 = 2 | 1 << 2 | 3 << 4
        var gif: [UInt8] = Array("GIF89a".utf8)
        gif += [1, 0, 1, 0, 0, 0, 0]
        gif += [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0]
        gif += [1, 1, codes, 0, 0x3B]
        let image = try ImageDecoder.decode(gif)
        #expect(image.width == 1 && image.height == 1)
        #expect(Array(image.pixels.prefix(3)) == [1, 1, 1], "index 1 of a gray ramp")
    }
}

/// A GIF whose LZW codes start at 12 bits (minimum code size 11, the largest GIF allows): drawn.
@Suite struct GIFWideCodeTests {
    @Test func aGIFWithCodeSizeElevenIsDrawn() throws {
        // 1×1, a global table of two colours; codes of 12 bits, least significant bit first:
        // clear (2048), index 1, end (2049). Pillow draws these bytes as (200, 150, 100).
        var bits = 0
        var count = 0
        var packed: [UInt8] = []
        for code in [2048, 1, 2049] {
            bits |= code << count
            count += 12
            while count >= 8 {
                packed.append(UInt8(bits & 0xFF))
                bits >>= 8
                count -= 8
            }
        }
        if count > 0 { packed.append(UInt8(bits & 0xFF)) }
        var gif: [UInt8] = Array("GIF89a".utf8)
        gif += [1, 0, 1, 0, 0x80, 0, 0]
        gif += [10, 20, 30, 200, 150, 100]
        gif += [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0]
        gif += [11, UInt8(packed.count)] + packed + [0, 0x3B]
        let image = try ImageDecoder.decode(gif)
        #expect(image.width == 1 && image.height == 1)
        #expect(Array(image.pixels.prefix(3)) == [200, 150, 100], "colour 1 of the table")
    }
}

/// Invalid files every reference refuses: refused in one sentence.
@Suite struct JPEGRefusalTests {
    @Test func aScanNamingAComponentTheFrameDoesNotHaveIsRefused() throws {
        var file = try Corpus.bytes("baseline-420.jpg")
        let (_, scan) = JPEGToleranceTests.segments(file)
        #expect(file[scan + 1] == 0xDA)
        // The scan's first component selector (after the marker, the length and the count).
        file[scan + 5] = 99
        #expect(
            throws: ImageDecodingError.corrupt(
                format: "JPEG", reason: "a scan names a component the frame does not have")
        ) { try JPEGDecoder.decode(file) }
    }

    @Test func aRefinementScanThatSkipsABitIsRefused() throws {
        var file = try Corpus.bytes("progressive-420.jpg")
        // Find the scans; make a refinement scan's Ah two above its Al.
        var i = 2
        var changed = false
        while i + 4 <= file.count, !changed {
            guard file[i] == 0xFF else { i += 1; continue }
            let marker = file[i + 1]
            if marker == 0xD8 || marker == 0xFF || marker == 0 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = Int(file[i + 2]) << 8 | Int(file[i + 3])
            if marker == 0xDA {
                let count = Int(file[i + 4])
                let approximation = i + 4 + 1 + count * 2 + 2
                if file[approximation] >> 4 != 0 {
                    file[approximation] = ((file[approximation] & 15) + 2) << 4 | (file[approximation] & 15)
                    changed = true
                }
            }
            i += 2 + length
        }
        #expect(changed, "the file has a refinement scan")
        #expect(throws: ImageDecodingError.self) { try JPEGDecoder.decode(file) }
    }
}
