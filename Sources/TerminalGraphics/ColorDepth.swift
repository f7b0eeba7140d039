/// How many colours a terminal can show in text cells.
public enum ColorDepth: String, Sendable, Equatable {
    /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
    case trueColor = "24-bit"
    /// The xterm 256-colour palette.
    case palette256 = "256-colour"
    /// The 16 ANSI colours.
    case ansi16 = "16-colour"

    /// What the environment says: `COLORTERM` for 24-bit, a `TERM` ending in 256color for 256,
    /// 16 otherwise.
    public static func detect(_ environment: [String: String]) -> ColorDepth {
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if (environment["TERM"] ?? "").contains("256color") { return .palette256 }
        return .ansi16
    }

    /// The SGR parameters that set the foreground (or background) to this colour.
    func parameters(_ r: UInt8, _ g: UInt8, _ b: UInt8, background: Bool) -> String {
        switch self {
        case .trueColor:
            return "\(background ? 48 : 38);2;\(r);\(g);\(b)"
        case .palette256:
            return "\(background ? 48 : 38);5;\(XtermPalette.index256(r, g, b))"
        case .ansi16:
            let index = XtermPalette.index16(r, g, b)
            let base = background ? (index < 8 ? 40 : 100) : (index < 8 ? 30 : 90)
            return String(base + index % 8)
        }
    }
}

/// The xterm palettes: the 6×6×6 cube and grey ramp of the 256 colours, and the 16 ANSI colours
/// as xterm draws them.
enum XtermPalette {
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    static let ansi: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
        (255, 255, 255),
    ]

    private static func nearestLevel(_ v: Int) -> Int {
        v < 48 ? 0 : (v < 115 ? 1 : (v - 35) / 40)
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        // Weighted by how the eye sees red, green and blue differences.
        let dr = a.0 - b.0, dg = a.1 - b.1, db = a.2 - b.2
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }

    /// The nearest of the 240 cube and grey colours (the first 16 vary between terminals).
    static func index256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        let c = (Int(r), Int(g), Int(b))
        let (lr, lg, lb) = (nearestLevel(c.0), nearestLevel(c.1), nearestLevel(c.2))
        let cube = (cubeLevels[lr], cubeLevels[lg], cubeLevels[lb])
        let grayStep = max(0, min(23, ((c.0 + c.1 + c.2) / 3 - 3) / 10))
        let grayValue = 8 + grayStep * 10
        if distance(c, (grayValue, grayValue, grayValue)) < distance(c, cube) { return 232 + grayStep }
        return 16 + 36 * lr + 6 * lg + lb
    }

    static func index16(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        let c = (Int(r), Int(g), Int(b))
        var best = 0, bestDistance = Int.max
        for (i, color) in ansi.enumerated() {
            let d = distance(c, color)
            if d < bestDistance { best = i; bestDistance = d }
        }
        return best
    }
}
