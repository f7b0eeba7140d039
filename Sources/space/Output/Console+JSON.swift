import SpacePresentation
import SpaceSupport
import TerminalSession

extension Console {
    /// Writes a JSON document to standard output.
    func json(_ value: JSONValue) {
        // A long array goes out a megabyte at a time, the same bytes as the whole document: a list
        // of 11,000 favorites is 45 MB, which need never be held twice.
        guard case .array(let elements) = value, elements.count > 1 else {
            var bytes = value.serializedBytes()
            bytes.append(0x0A)
            stdout.write(bytes: bytes)
            return
        }
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        bytes.reserveCapacity(1 << 20 + 65536)
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONString.newline(&bytes, indent: 1)
            element.write(into: &bytes, indent: 1)
            if bytes.count >= 1 << 20 {
                stdout.write(bytes: bytes)
                bytes.removeAll(keepingCapacity: true)
            }
        }
        bytes += "\n]\n".utf8
        stdout.write(bytes: bytes)
    }
}
