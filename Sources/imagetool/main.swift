import Foundation
import SpaceImaging

/// A developer's tool for the picture code, used by `Benchmarks/run` and `Scripts/fuzz`:
///   imagetool decode FILE [REDUCTION]    decode (JPEG at 1/REDUCTION) and print the size
///   imagetool ppm FILE OUT               decode and write a PPM
/// It is not installed with `space`.
let arguments = CommandLine.arguments
func fail(_ text: String) -> Never {
    FileHandle.standardError.write(Data((text + "\n").utf8))
    exit(2)
}
guard arguments.count >= 3 else { fail("usage: imagetool decode FILE [REDUCTION] | ppm FILE OUT") }
guard let file = try? Data(contentsOf: URL(fileURLWithPath: arguments[2])) else { fail("cannot read \(arguments[2])") }
let bytes = [UInt8](file)
do {
    switch arguments[1] {
    case "decode":
        let reduction = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1
        let image = reduction == 1 ? try ImageDecoder.decode(bytes) : try JPEGDecoder.decode(bytes, reduction: reduction)
        print("\(image.width)x\(image.height)x\(image.channels)")
    case "ppm":
        let image = try ImageDecoder.decode(bytes).flattened()
        var out = Data("P6\n\(image.width) \(image.height)\n255\n".utf8)
        out.append(contentsOf: image.pixels)
        try out.write(to: URL(fileURLWithPath: arguments[3]))
    default:
        fail("unknown command \(arguments[1])")
    }
} catch let error as ImageDecodingError {
    fail(error.description)
}
