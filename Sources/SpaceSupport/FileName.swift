import Foundation

/// Safe file names: no path separators, no leading dots, no control characters, and at most 200
/// bytes of UTF-8 (file systems allow 255; a temporary name adds about 30), cut between characters.
public enum FileName {
    /// `"M31: The Andromeda Galaxy!"` → `m31-the-andromeda-galaxy`.
    public static func slug(_ text: String) -> String {
        var output = ""
        var dash = false
        for scalar in text.lowercased().unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII {
                output.unicodeScalars.append(scalar)
                dash = false
            } else if !dash && !output.isEmpty {
                output.append("-")
                dash = true
            }
        }
        while output.hasSuffix("-") { output.removeLast() }
        return String(output.prefix(80))
    }

    /// Any text made safe as one file name (the extension is added after, within the limit).
    public static func clean(_ text: String) -> String {
        var output = String(
            text.unicodeScalars.map { scalar -> Character in
                if scalar == "/" || scalar == "\\" || scalar.properties.generalCategory == .control
                    || scalar.value == 0x7F
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
                {
                    return "_"
                }
                return Character(scalar)
            })
        while output.hasPrefix(".") || output.hasPrefix("-") { output.removeFirst() }
        return output.isEmpty ? "picture" : output
    }

    /// The most bytes a name may have.
    static let maxBytes = 200

    /// The final name: the stem cleaned and cut so that stem and extension fit in `maxBytes`.
    public static func make(stem: String, fileExtension: String) -> String {
        let room = maxBytes - fileExtension.utf8.count - 1
        var cut = ""
        var used = 0
        for character in clean(stem) {
            let size = character.utf8.count
            guard used + size <= room else { break }
            cut.append(character)
            used += size
        }
        return cut + "." + fileExtension
    }
}
