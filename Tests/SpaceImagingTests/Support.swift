import Foundation
@testable import SpaceImaging

/// The committed corpus: small files made by reference encoders, each with the reference decoder's
/// output beside it (`NAME.rgb` or `NAME.rgba`: raw pixels; the size is in `corpus.json`).
enum Corpus {
    static let directory = Bundle.module.url(forResource: "Corpus", withExtension: nil)!

    /// A corpus PNG whose IHDR declares `width` × `height`, its CRC mended so only the size is wrong.
    static func png(_ name: String, declaring width: UInt32, by height: UInt32) throws -> [UInt8] {
        var png = try bytes(name)
        let size = [width, height].flatMap { value in (0..<4).map { UInt8((value >> (24 - 8 * $0)) & 0xFF) } }
        png.replaceSubrange(16..<24, with: size)
        png.withUnsafeMutableBufferPointer { bytes in
            let crc = Checksums.crc32(UnsafeBufferPointer(rebasing: bytes[12..<29]))
            bytes[29] = UInt8(crc >> 24); bytes[30] = UInt8((crc >> 16) & 0xFF); bytes[31] = UInt8((crc >> 8) & 0xFF);
            bytes[32] = UInt8(crc & 0xFF)
        }
        return png
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name, isDirectory: false)))
    }
}
