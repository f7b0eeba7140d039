import SpaceImaging
import SpaceSupport
import TerminalGraphics

/// Mutation fuzzing of the decoders: real files, changed a little at random (bits flipped, bytes
/// overwritten, runs cut, copied or inserted, size fields pushed to extremes), each decoded in
/// full and as a preview (resampled and drawn in blocks and sixel). Every case must end in pixels or an `ImageDecodingError`; a crash or a
/// hang is the finding. PNG chunk CRCs are mended in half the cases, so mutations reach inflate
/// and the filters instead of all stopping at the CRC check. Seeded: a case can be replayed.
public struct ImageFuzzer {
    public struct Outcome: Sendable, Equatable {
        public var decoded = 0
        public var refused = 0
    }

    let seeds: [[UInt8]]
    let limits: DecodeLimits

    /// Limits smaller than `space`'s, so that mutated sizes are refused quickly.
    public init(seeds: [[UInt8]], limits: DecodeLimits = DecodeLimits(maxPixels: 4_000_000, maxOutputPixels: 4_000_000))
    {
        self.seeds = seeds.filter { !$0.isEmpty }
        self.limits = limits
    }

    /// Runs cases `first..<first+count` of the run seeded by `seed`; `report` hears of each case
    /// before it is decoded (so that a crash can be traced to it).
    public func run(seed: UInt64, first: Int = 0, count: Int, report: (Int) -> Void = { _ in }) -> Outcome {
        var outcome = Outcome()
        for index in first..<(first + count) {
            report(index)
            let input = mutated(index: index, seed: seed)
            for fitting in [nil, (width: 40, height: 30)] as [(width: Int, height: Int)?] {
                // Every other case takes the two-core JPEG path whatever its size, so mutated
                // scans reach the shared ring and its threads too.
                var limits = limits
                if index % 2 == 1 { limits.sharedFromPixels = 0 }
                do {
                    let image = try ImageDecoder.decode(input, fitting: fitting, limits: limits)
                    precondition(image.pixels.count == image.width * image.height * image.channels)
                    outcome.decoded += 1
                    // The preview path too: fit, resample and encode whatever size came out.
                    if fitting != nil {
                        let fit = CellFit.fit(width: image.width, height: image.height, maxColumns: 20, maxRows: 8)
                        let small = AreaResampler.resize(image, width: fit.columns, height: fit.rows * 2)
                        precondition(!BlockRenderer.render(small, depth: .palette256).isEmpty)
                        precondition(!SixelRenderer.render(small).isEmpty)
                    }
                } catch {
                    outcome.refused += 1
                }
            }
        }
        return outcome
    }

    /// The input of case `index`.
    public func mutated(index: Int, seed: UInt64) -> [UInt8] {
        var random = SeededRandom(state: seed &+ UInt64(index) &* 0x9E37_79B9)
        var bytes = seeds[Int.random(in: 0..<seeds.count, using: &random)]
        let steps = Int.random(in: 1...4, using: &random)
        for _ in 0..<steps { mutate(&bytes, &random) }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), Bool.random(using: &random) { Self.mendPNGChecksums(&bytes) }
        return bytes
    }

    private func mutate(_ bytes: inout [UInt8], _ random: inout SeededRandom) {
        guard !bytes.isEmpty else { return }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<8, using: &random) {
        case 0: bytes[at] ^= 1 << UInt8.random(in: 0...7, using: &random)
        case 1: bytes[at] = UInt8.random(in: 0...255, using: &random)
        case 2: bytes.removeSubrange(at..<bytes.count)
        case 3:
            let length = min(bytes.count - at, Int.random(in: 1...64, using: &random))
            bytes.removeSubrange(at..<(at + length))
        case 4:
            let length = min(bytes.count - at, Int.random(in: 1...64, using: &random))
            let copy = Array(bytes[at..<(at + length)])
            bytes.insert(contentsOf: copy, at: Int.random(in: 0...bytes.count, using: &random))
        case 5:
            let junk = (0..<Int.random(in: 1...16, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random)
            }
            bytes.insert(contentsOf: junk, at: at)
        case 6:
            // A 16-bit field (a size, a length, a count) pushed to an extreme.
            guard at + 1 < bytes.count else { return }
            let extreme: [UInt8] = [[0xFF, 0xFF], [0, 0], [0, 1], [0x7F, 0xFF], [0x80, 0]][
                Int.random(in: 0..<5, using: &random)]
            bytes[at] = extreme[0]
            bytes[at + 1] = extreme[1]
        default:
            // A run of one byte repeated (0xFF runs look like JPEG markers, zeros like empty data).
            let length = min(bytes.count - at, Int.random(in: 1...32, using: &random))
            let value: UInt8 = Bool.random(using: &random) ? 0xFF : 0
            for i in at..<(at + length) { bytes[i] = value }
        }
    }

    /// Recomputes every chunk's CRC of a PNG, as far as the chunk lengths allow.
    static func mendPNGChecksums(_ bytes: inout [UInt8]) {
        var position = 8
        while position + 12 <= bytes.count {
            let length =
                Int(bytes[position]) << 24 | Int(bytes[position + 1]) << 16 | Int(bytes[position + 2]) << 8
                | Int(bytes[position + 3])
            let end = position + 8 + length
            guard length >= 0, end + 4 <= bytes.count else { return }
            let crc = bytes.withUnsafeBufferPointer {
                Checksums.crc32(UnsafeBufferPointer(rebasing: $0[(position + 4)..<end]))
            }
            bytes[end] = UInt8(crc >> 24); bytes[end + 1] = UInt8((crc >> 16) & 0xFF)
            bytes[end + 2] = UInt8((crc >> 8) & 0xFF); bytes[end + 3] = UInt8(crc & 0xFF)
            position = end + 4
        }
    }
}
