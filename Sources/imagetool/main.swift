import Foundation
import ImageFuzzing
import SpaceImaging
import TerminalGraphics

/// A developer's tool for the picture code, used by `Benchmarks/run` and `Scripts/fuzz`; it is not
/// installed with `space`.
///   imagetool decode FILE [REDUCTION]             decode (a JPEG at 1/REDUCTION), print the size
///   imagetool ppm FILE OUT [REDUCTION]            decode and write a PPM (transparency on black)
///   imagetool encode PPM OUT [QUALITY]            a binary PPM to a baseline JPEG (as cjpeg)
///   imagetool preview FILE COLUMNS ROWS RENDERER  draw as `space --show` would (blocks, sixel, kitty)
///   imagetool fuzz ITERATIONS SEED FOLDER [FIRST] mutate the pictures in FOLDER and decode each
///   imagetool idle                                do nothing (the baseline of memory measurements)
let arguments = CommandLine.arguments
func fail(_ text: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data((text + "\n").utf8))
    exit(status)
}
/// The file's bytes, read straight into one array (no second copy, which the memory case counts).
func read(_ path: String) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    var status = stat()
    guard descriptor >= 0, fstat(descriptor, &status) == 0 else { fail("cannot read \(path)") }
    defer { close(descriptor) }
    let size = Int(status.st_size)
    return [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
        var done = 0
        while done < size {
            let got = Foundation.read(descriptor, buffer.baseAddress! + done, size - done)
            if got <= 0 { break }
            done += got
        }
        count = done
    }
}
guard arguments.count >= 2 else { fail("usage: imagetool decode|ppm|encode|preview|fuzz|idle …") }
do {
    switch (arguments[1], arguments.count) {
    case ("idle", _):
        break
    case ("decode", 3...):
        let bytes = read(arguments[2])
        let reduction = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1
        let image =
            reduction == 1 ? try ImageDecoder.decode(bytes) : try JPEGDecoder.decode(bytes, reduction: reduction)
        print("\(image.width)x\(image.height)x\(image.channels)")
    case ("encode", 4...):
        // A binary PPM (P6, maxval 255) to a baseline JPEG at QUALITY (default 90): cjpeg's job.
        let bytes = read(arguments[2])
        guard let image = ppm(bytes) else { fail("\(arguments[2]) is not a binary PPM with maxval 255") }
        let quality = arguments.count > 4 ? Int(arguments[4]) ?? 90 : 90
        try Data(JPEGEncoder.encode(image, quality: quality)).write(to: URL(fileURLWithPath: arguments[3]))
    case ("ppm", 4...):
        let bytes = read(arguments[2])
        let reduction = arguments.count > 4 ? Int(arguments[4]) ?? 1 : 1
        let image =
            (reduction == 1 ? try ImageDecoder.decode(bytes) : try JPEGDecoder.decode(bytes, reduction: reduction))
            .flattened()
        var out = Data("P6\n\(image.width) \(image.height)\n255\n".utf8)
        out.append(contentsOf: image.pixels)
        try out.write(to: URL(fileURLWithPath: arguments[3]))
    case ("preview", 6...):
        guard let columns = Int(arguments[3]), let rows = Int(arguments[4]) else {
            fail("COLUMNS and ROWS are numbers")
        }
        let drawing: DrawingProtocol
        switch arguments[5] {
        case "blocks": drawing = .blocks(.trueColor)
        case "sixel": drawing = .sixel
        case "kitty": drawing = .kitty
        default: fail("RENDERER is blocks, sixel or kitty")
        }
        var text = try PicturePreview.render(read(arguments[2]), as: drawing, in: .init(columns: columns, rows: rows))
            .text
        text.withUTF8 { bytes in
            var done = 0
            while done < bytes.count {
                let wrote = write(1, bytes.baseAddress! + done, bytes.count - done)
                if wrote <= 0 { break }
                done += wrote
            }
        }
    case ("fuzz", 5...):
        guard let iterations = Int(arguments[2]), let seed = UInt64(arguments[3]) else {
            fail("ITERATIONS and SEED are numbers")
        }
        let folder = URL(fileURLWithPath: arguments[4])
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { ["jpg", "png", "gif"].contains(($0 as NSString).pathExtension) }.sorted()
        guard !names.isEmpty else { fail("no .jpg, .png or .gif files in \(folder.path)") }
        let fuzzer = ImageFuzzer(seeds: names.map { read(folder.appendingPathComponent($0).path) })
        let first = arguments.count > 5 ? Int(arguments[5]) ?? 0 : 0
        // The case being decoded, in a file, so that a crash names it (Scripts/fuzz reads it).
        let progress = ProcessInfo.processInfo.environment["FUZZ_PROGRESS"]
        let descriptor = progress.map { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) } ?? -1
        let outcome = fuzzer.run(seed: seed, first: first, count: iterations) { index in
            if descriptor >= 0 {
                let text = Array(String(format: "%012d\n", index).utf8)
                _ = pwrite(descriptor, text, text.count, 0)
            }
        }
        print(
            "\(iterations) cases from seed \(seed): \(outcome.decoded) decodes gave pixels, \(outcome.refused) were refused with a sentence"
        )
    default:
        fail("usage: imagetool decode|ppm|encode|preview|fuzz|idle …")
    }
} catch let error as ImageDecodingError {
    fail(error.description, status: 65)
}

/// A binary PPM's pixels (P6, maxval 255, comments skipped); nil for anything else.
func ppm(_ bytes: [UInt8]) -> PixelImage? {
    var position = 0
    func token() -> String? {
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "#") {
                while position < bytes.count && bytes[position] != 0x0A { position += 1 }
            } else if [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) {
                position += 1
            } else {
                break
            }
        }
        let start = position
        while position < bytes.count && ![0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        return start < position ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
    }
    guard token() == "P6", let width = token().flatMap(Int.init), let height = token().flatMap(Int.init),
        token() == "255", width > 0, height > 0
    else { return nil }
    position += 1
    guard bytes.count - position >= width * height * 3 else { return nil }
    return PixelImage(
        width: width, height: height, channels: 3, pixels: Array(bytes[position..<(position + width * height * 3)]))
}
