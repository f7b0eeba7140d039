import Foundation
import APODFeature
import APODSearch

/// The archive search engine alone, for `Benchmarks/run` (a query's time in process, without a
/// process start or a cache around it) and for measuring an index of a real archive:
///
///     searchtool query INDEX QUERIES ROUNDS   each query ROUNDS times; prints each one's median, in ms
///     searchtool build OUT FILE.json...       an index of records (JSON arrays); prints days, bytes, seconds
let arguments = CommandLine.arguments.dropFirst()

func fail(_ text: String) -> Never {
    FileHandle.standardError.write(Data((text + "\n").utf8))
    exit(2)
}

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

switch arguments.first {
case "query":
    let parts = Array(arguments.dropFirst())
    guard parts.count == 3, let rounds = Int(parts[2]), rounds > 0 else {
        fail("usage: searchtool query INDEX QUERIES ROUNDS")
    }
    let index: ArchiveIndex
    do { index = try ArchiveIndex(contentsOf: URL(fileURLWithPath: parts[0])) } catch { fail("not an index: \(error)") }
    guard let text = try? String(contentsOfFile: parts[1], encoding: .utf8) else { fail("cannot read \(parts[1])") }
    var medians: [Double] = []
    for line in text.split(separator: "\n") where !line.isEmpty {
        guard let query = try? ArchiveQuery(parsing: String(line)) else { fail("cannot parse \(line)") }
        var times: [Double] = []
        var total = 0
        for _ in 0..<rounds {
            times.append(milliseconds { total = index.search(query, limit: 20).total })
        }
        times.sort()
        medians.append(times[times.count / 2])
        FileHandle.standardError.write(Data("\(line)\t\(total)\t\(times[times.count / 2])\n".utf8))
    }
    print(medians.map { String(format: "%.4f", $0) }.joined(separator: "\n"))
case "build":
    let parts = Array(arguments.dropFirst())
    guard parts.count >= 2 else { fail("usage: searchtool build OUT FILE.json...") }
    var seconds = 0.0
    let builder = IndexBuilder()
    var seen = Set<APODDate>()
    var pictures: [APODPicture] = []
    for path in parts.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path),
            let list = try? JSONDecoder().decode([APODPicture].self, from: data)
        else { fail("cannot read \(path)") }
        pictures += list.filter { seen.insert($0.date).inserted }
    }
    var bytes: [UInt8] = []
    seconds =
        milliseconds {
            for picture in pictures { builder.add(picture) }
            bytes = builder.finish(meta: IndexMeta())
        } / 1000
    guard FileManager.default.createFile(atPath: parts[0], contents: Data(bytes)) else {
        fail("cannot write \(parts[0])")
    }
    print("days \(builder.count) bytes \(bytes.count) seconds \(String(format: "%.3f", seconds))")
default:
    fail("usage: searchtool query INDEX QUERIES ROUNDS | searchtool build OUT FILE.json...")
}
