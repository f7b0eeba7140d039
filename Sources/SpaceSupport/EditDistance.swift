import Foundation

/// "Did you mean" suggestions by optimal-string-alignment edit distance.
public enum EditDistance {
    /// The number of insertions, deletions, substitutions and adjacent swaps between two words.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    /// The closest candidate, when it is close enough to be a likely typo or a unique prefix.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        // No name is near a long word, and the distance costs length × length: pasted junk gets no suggestion.
        guard !word.isEmpty, word.count <= 64 else { return nil }
        let prefixed = candidates.filter { $0.hasPrefix(word.lowercased()) }
        if prefixed.count == 1 { return prefixed[0] }
        let limit = max(1, min(3, word.count / 3 + 1))
        let scored = candidates.map { ($0, distance(word, $0)) }.filter { $0.1 <= limit }
        return scored.min { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }?.0
    }
}
