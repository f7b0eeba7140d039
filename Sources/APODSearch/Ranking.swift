import Foundation

/// BM25 over three fields (BM25F): a word's count in each field is weighted and normalised by
/// the field's length, then saturated once: `idf · t·(k1+1)/(t+k1)` with
/// `t = Σ weight_f · tf_f / (1 − b + b·len_f/avglen_f)` and `idf = ln(1 + (N − n + 0.5)/(n + 0.5))`.
/// A word in a title outranks the same word deep in an explanation.
public enum Ranking {
    public static let k1: Float = 1.2
    public static let b: Float = 0.75
    /// Title, credit, text: the title well above the credit, the credit above the text.
    public static let weights: [Float] = [10, 2, 1]

    public static func idf(documents: Int, containing: Int) -> Float {
        let n = Float(containing), total = Float(documents)
        return Float(log(1 + Double((total - n + 0.5) / (n + 0.5))))
    }

    /// The score of one term in one day, from its counts per field and the day's normalisation.
    @inline(__always)
    public static func score(idf: Float, counts: (Float, Float, Float), norms: (Float, Float, Float)) -> Float {
        let t = weights[0] * counts.0 / norms.0 + weights[1] * counts.1 / norms.1 + weights[2] * counts.2 / norms.2
        return idf * t * (k1 + 1) / (t + k1)
    }
}
