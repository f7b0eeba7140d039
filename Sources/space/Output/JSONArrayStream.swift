import Foundation
import TerminalSession
import SpacePresentation

/// A JSON array written to standard output element by element, as the elements arrive, in the
/// same layout as `Console.json(.array(…))`: a whole-archive `--json` never holds the document.
/// Used by one task: the range's in-order consumer, then the command.
final class JSONArrayStream {
    private let output: any TextOutput
    private var opened = false

    init(output: any TextOutput) { self.output = output }

    /// Writes elements (opening the array before the first).
    func append(_ values: [JSONValue]) {
        guard !values.isEmpty else { return }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * 2048)
        for value in values {
            bytes.append(opened ? UInt8(ascii: ",") : UInt8(ascii: "["))
            opened = true
            bytes += "\n  ".utf8
            value.write(into: &bytes, indent: 1)
        }
        output.write(bytes: bytes)
    }

    /// Closes the array if any element was written (the command failed: nothing, or a valid part).
    func closeIfOpened() {
        if opened { output.write("\n]\n") }
    }

    /// Closes the array (`[]` when nothing was written).
    func close() {
        output.write(opened ? "\n]\n" : "[]\n")
    }
}
