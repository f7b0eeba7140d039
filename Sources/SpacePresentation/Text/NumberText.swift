import Foundation

/// Numbers as people read them, independent of the host locale.
public enum NumberText {
    /// `1022` → `1,022`.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var output = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { output.append(",") }
            output.append(character)
        }
        return (value < 0 ? "-" : "") + output
    }
}
