/// GIF's variable-length LZW. The table holds at most 4096 codes and the output at most `count`
/// indices (codes past that are ignored, as browsers do); the output grows as codes arrive, so a
/// frame that declares more pixels than its stream holds takes no memory for them, and a stream
/// that ends early is a cut file.
enum LZW {
    static func decode(_ stream: [UInt8], minimumCodeSize: Int, count: Int) throws(ImageDecodingError) -> [UInt8] {
        let clear = 1 << minimumCodeSize
        let end = clear + 1
        var prefix = [UInt16](repeating: 0, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        var first = [UInt8](repeating: 0, count: 4096)
        var lengths = [Int](repeating: 0, count: 4096)
        for i in 0..<clear {
            suffix[i] = UInt8(truncatingIfNeeded: i); first[i] = UInt8(truncatingIfNeeded: i); lengths[i] = 1
        }
        var output = [UInt8]()
        output.reserveCapacity(min(count, stream.count * 8 + 4096))
        var written = 0
        var codeSize = minimumCodeSize + 1
        var next = clear + 2
        var previous = -1
        var bitBuffer = 0, bitCount = 0, position = 0
        var sawAnyCode = false
        decoding: while written < count {
            while bitCount < codeSize {
                guard position < stream.count else { break decoding }
                bitBuffer |= Int(stream[position]) << bitCount
                position += 1
                bitCount += 8
            }
            let code = bitBuffer & ((1 << codeSize) - 1)
            bitBuffer >>= codeSize
            bitCount -= codeSize
            sawAnyCode = true
            if code == clear {
                codeSize = minimumCodeSize + 1
                next = clear + 2
                previous = -1
                continue
            }
            if code == end { break }
            var emit: Int
            if previous < 0 {
                guard code < clear else {
                    throw .corrupt(format: GIFDecoder.format, reason: "its LZW stream starts with an unknown code")
                }
                emit = code
            } else if code < next {
                emit = code
                if next < 4096 {
                    prefix[next] = UInt16(previous); suffix[next] = first[code]; first[next] = first[previous]
                    lengths[next] = lengths[previous] + 1
                    next += 1
                }
            } else if code == next && next < 4096 {
                prefix[next] = UInt16(previous); suffix[next] = first[previous]; first[next] = first[previous]
                lengths[next] = lengths[previous] + 1
                next += 1
                emit = code
            } else {
                throw .corrupt(format: GIFDecoder.format, reason: "its LZW stream names a code not yet defined")
            }
            // Write the string backwards from its last byte, clipped to the frame.
            let length = lengths[emit]
            let kept = min(length, count - written)
            output.append(contentsOf: repeatElement(0, count: kept))
            var at = written + length - 1
            var walk = emit
            while true {
                if at < written + kept { output[at] = suffix[walk] }
                if lengths[walk] == 1 { break }
                walk = Int(prefix[walk])
                at -= 1
            }
            written += kept
            previous = code
            if next == 1 << codeSize && codeSize < 12 { codeSize += 1 }
        }
        guard sawAnyCode, written == count else { throw .truncated(format: GIFDecoder.format) }
        return output
    }
}
