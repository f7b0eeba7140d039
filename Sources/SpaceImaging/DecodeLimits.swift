/// Bounds on what a decoder may allocate, so a hostile file cannot take the machine's memory.
public struct DecodeLimits: Sendable, Equatable {
    /// The most pixels a picture may declare (before any scaling on decode).
    public var maxPixels: Int
    /// The most pixels the decoded result may hold (after scaling).
    public var maxOutputPixels: Int

    public init(maxPixels: Int = 120_000_000, maxOutputPixels: Int = 40_000_000) {
        self.maxPixels = maxPixels
        self.maxOutputPixels = maxOutputPixels
    }

    public static let standard = DecodeLimits()

    func check(format: String, width: Int, height: Int) throws(ImageDecodingError) {
        guard width > 0, height > 0 else { throw ImageDecodingError.corrupt(format: format, reason: "its size is zero") }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || pixels > maxPixels {
            throw ImageDecodingError.tooLarge(format: format, width: width, height: height, budget: maxPixels)
        }
    }
}
