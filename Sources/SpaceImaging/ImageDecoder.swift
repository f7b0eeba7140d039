/// Any picture `space` can draw: the format is told by the first bytes, never by a name or a
/// server's content type.
public enum ImageDecoder {
    /// Decodes the picture; when `fitting` is given, a JPEG is decoded at the smallest reduction
    /// (1/2, 1/4, 1/8) that still covers that many pixels, so a preview never decodes all of a
    /// large picture.
    public static func decode(
        _ data: [UInt8], fitting target: (width: Int, height: Int)? = nil,
        limits: DecodeLimits = .standard
    ) throws(ImageDecodingError) -> PixelImage {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return try PNGDecoder.decode(data, fitting: target, limits: limits)
        }
        if data.starts(with: [0x47, 0x49, 0x46, 0x38]) {
            return try GIFDecoder.decode(data, fitting: target, limits: limits)
        }
        if data.starts(with: [0xFF, 0xD8]) {
            var reduction = 1
            if let target, let frame = jpegFrame(data) {
                reduction = jpegReduction(frame.width, frame.height, fitting: target)
                // A progressive file keeps its coefficients (2 bytes a sample, luma alone) until
                // its last scan: past the budget, a preview is decoded at 1/8, which keeps DCs only.
                if frame.progressive, reduction < 8, frame.width * frame.height * 2 > limits.maxCoefficientBytes {
                    reduction = 8
                }
            }
            return try JPEGDecoder.decode(data, reduction: reduction, limits: limits)
        }
        throw .unknownFormat
    }

    /// The JPEG reduction (1, 2, 4 or 8) at which a picture of that size still covers the target.
    static func jpegReduction(_ width: Int, _ height: Int, fitting target: (width: Int, height: Int)) -> Int {
        guard width > 0, height > 0 else { return 1 }
        // The scale at which the picture fits the target; EXIF may turn the picture, so the
        // larger of the two (upright and turned) decides.
        let upright = min(Double(target.width) / Double(width), Double(target.height) / Double(height))
        let turned = min(Double(target.width) / Double(height), Double(target.height) / Double(width))
        let scale = max(upright, turned)
        var reduction = 1
        while reduction < 8, Double(reduction * 2) * scale <= 1 { reduction *= 2 }
        return reduction
    }

    /// A picture's size in pixels from its header (JPEG frame, PNG IHDR, GIF screen), without
    /// decoding it; nil for anything else or a header cut short.
    public static func size(of data: [UInt8]) -> (width: Int, height: Int)? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            guard data.count >= 24, data[12..<16].elementsEqual(Array("IHDR".utf8)) else { return nil }
            func word(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            return (word(16), word(20))
        }
        if data.starts(with: [0x47, 0x49, 0x46, 0x38]) {
            guard data.count >= 10 else { return nil }
            return (Int(data[6]) | Int(data[7]) << 8, Int(data[8]) | Int(data[9]) << 8)
        }
        if data.starts(with: [0xFF, 0xD8]) { return jpegSize(data) }
        return nil
    }

    /// A JPEG's size from its frame header, without decoding.
    static func jpegSize(_ data: [UInt8]) -> (width: Int, height: Int)? {
        jpegFrame(data).map { ($0.width, $0.height) }
    }

    /// A JPEG's size and whether it is progressive, from its frame header, without decoding.
    static func jpegFrame(_ data: [UInt8]) -> (width: Int, height: Int, progressive: Bool)? {
        var i = 2
        while i + 9 < data.count {
            guard data[i] == 0xFF else { return nil }
            let marker = data[i + 1]
            if marker == 0xFF { i += 1; continue }
            // Markers that stand alone, with no length (TEM, RSTn, SOI, EOI), as the decoder reads them.
            if marker == 0x01 || (0xD0...0xD9).contains(marker) { i += 2; continue }
            let length = Int(data[i + 2]) << 8 | Int(data[i + 3])
            if [0xC0, 0xC1, 0xC2].contains(marker) {
                return (
                    Int(data[i + 7]) << 8 | Int(data[i + 8]), Int(data[i + 5]) << 8 | Int(data[i + 6]), marker == 0xC2
                )
            }
            i += 2 + length
        }
        return nil
    }

    /// About how many bytes a preview's decode of this picture for `target` holds at once, read
    /// from its header alone: what list pictures reserve from the budget they share. Meant to be
    /// on the high side: the file and a copy of its compressed data; the reduced picture and its
    /// working rows; a progressive JPEG's coefficients as if every component were full size; a
    /// picture whose size cannot be read counts as eight times its file.
    public static func workingSetEstimate(_ data: [UInt8], fitting target: (width: Int, height: Int)) -> Int {
        let file = 2 * data.count
        let target = (width: max(1, target.width), height: max(1, target.height))
        func covering(_ width: Int, _ height: Int, reduction: Int) -> Int {
            ((width + reduction - 1) / reduction) * ((height + reduction - 1) / reduction)
        }
        if data.starts(with: [0xFF, 0xD8]), let frame = jpegFrame(data), frame.width > 0, frame.height > 0 {
            let budget = DecodeLimits.standard.maxCoefficientBytes
            var reduction = jpegReduction(frame.width, frame.height, fitting: target)
            if frame.progressive, reduction < 8, frame.width * frame.height * 2 > budget { reduction = 8 }
            // At most the coefficient budget: past it, a 1/8 decode keeps DCs only (see decode).
            let coefficients =
                frame.progressive ? min(frame.width * frame.height * (reduction == 8 ? 1 : 3), budget) : 0
            return file + covering(frame.width, frame.height, reduction: reduction) * 8 + coefficients
        }
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]), data.count >= 24 {
            let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) },
                height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
            // Streamed row by row when at least twice the target each way (see PNGDecoder.decode).
            let reduction = max(1, min(width / target.width, height / target.height))
            if reduction > 1 {
                return file + covering(width, height, reduction: reduction) * 32 + width * 48
            }
            return file + width * height * 12
        }
        if data.starts(with: [0x47, 0x49, 0x46]), data.count >= 10 {
            let width = Int(data[6]) | Int(data[7]) << 8, height = Int(data[8]) | Int(data[9]) << 8
            let reduction = max(1, min(width / target.width, height / target.height))
            return file + covering(width, height, reduction: reduction) * 16 + data.count * 8
        }
        return file + data.count * 8
    }
}
