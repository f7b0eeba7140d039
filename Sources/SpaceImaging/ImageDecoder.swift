/// Any picture `space` can draw: the format is told by the first bytes, never by a name or a
/// server's content type.
public enum ImageDecoder {
    /// Decodes the picture; when `fitting` is given, a JPEG is decoded at the smallest reduction
    /// (1/2, 1/4, 1/8) that still covers that many pixels, so a preview never decodes all of a
    /// large picture.
    public static func decode(_ data: [UInt8], fitting target: (width: Int, height: Int)? = nil,
                              limits: DecodeLimits = .standard) throws(ImageDecodingError) -> PixelImage {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return try PNGDecoder.decode(data, fitting: target, limits: limits) }
        if data.starts(with: [0x47, 0x49, 0x46, 0x38]) { return try GIFDecoder.decode(data, fitting: target, limits: limits) }
        if data.starts(with: [0xFF, 0xD8]) {
            var reduction = 1
            if let target, let size = jpegSize(data), size.width > 0, size.height > 0 {
                // The scale at which the picture fits the target; EXIF may turn the picture, so
                // the larger of the two (upright and turned) decides.
                let upright = min(Double(target.width) / Double(size.width), Double(target.height) / Double(size.height))
                let turned = min(Double(target.width) / Double(size.height), Double(target.height) / Double(size.width))
                let scale = max(upright, turned)
                while reduction < 8, Double(reduction * 2) * scale <= 1 { reduction *= 2 }
            }
            return try JPEGDecoder.decode(data, reduction: reduction, limits: limits)
        }
        throw .unknownFormat
    }

    /// A JPEG's size from its frame header, without decoding.
    static func jpegSize(_ data: [UInt8]) -> (width: Int, height: Int)? {
        var i = 2
        while i + 9 < data.count {
            guard data[i] == 0xFF else { return nil }
            let marker = data[i + 1]
            if marker == 0xFF { i += 1; continue }
            // Markers that stand alone, with no length (TEM, RSTn, SOI, EOI), as the decoder reads them.
            if marker == 0x01 || (0xD0...0xD9).contains(marker) { i += 2; continue }
            let length = Int(data[i + 2]) << 8 | Int(data[i + 3])
            if [0xC0, 0xC1, 0xC2].contains(marker) {
                return (Int(data[i + 7]) << 8 | Int(data[i + 8]), Int(data[i + 5]) << 8 | Int(data[i + 6]))
            }
            i += 2 + length
        }
        return nil
    }
}
