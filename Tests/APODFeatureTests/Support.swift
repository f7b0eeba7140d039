import Foundation
import SpaceTestSupport
import SpaceNetworkingTesting
import Synchronization
import SpaceNetworking
@testable import APODFeature

enum Fixture {
    static func data(_ name: String) throws -> Data {
        try Data(
            contentsOf: Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent(name))
    }
    static func text(_ name: String) throws -> String { String(decoding: try data(name), as: UTF8.self) }
    static func picture(_ name: String) throws -> APODPicture {
        try JSONDecoder().decode(APODPicture.self, from: try data(name))
    }
    static func pictures(_ name: String) throws -> [APODPicture] {
        try JSONDecoder().decode([APODPicture].self, from: try data(name))
    }
}

func instant(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

/// A fetcher on the stub, at 2024-02-08 15:00 UTC, drawing random days from `days` in turn.
func makeFetcher(_ stub: StubTransport, days: [String] = []) -> APODFetcher {
    let client = APIClient(
        transport: stub, timeout: 5, sleep: { _ in }, random: { 0.5 }, now: { instant("2024-02-08T15:00:00Z") })
    var fetcher = APODFetcher(client: client, baseURL: URL(string: "https://apod.test/wp-json/wp/v2/apod-basic")!)
    let sequence = DaySequence(days.map { APODDate($0)!.dayNumber })
    fetcher.randomDay = { range in sequence.next() ?? range.lowerBound }
    return fetcher
}

/// Day numbers handed out in order, for reproducible random picks.
final class DaySequence: Sendable {
    private let state: Mutex<[Int]>
    init(_ numbers: [Int]) { state = Mutex(numbers) }
    func next() -> Int? { state.withLock { $0.isEmpty ? nil : $0.removeFirst() } }
}

func temporaryFolder() throws -> URL {
    let url = Scratch.root.appendingPathComponent("apod-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

extension HTTPRequest {
    func query(_ name: String) -> String? {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == name }?.value
    }
    var queryNames: Set<String> {
        Set(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.map(\.name) ?? [])
    }
}

func picture(_ date: String, _ media: APODPicture.MediaType = .image) -> APODPicture {
    APODPicture(
        date: APODDate(date)!, title: "T \(date)", explanation: "E", mediaType: media,
        url: "https://x.test/\(date).jpg",
        hdurl: nil, thumbnailURL: nil, copyright: nil)
}

/// A small post in the service's shape.
func postJSON(_ date: APODDate, _ media: String = "image") -> String {
    let link = "https://science.nasa.gov/image-article/apod-\(date)/"
    let still =
        "https://assets.science.nasa.gov/dynamicimage/assets/science/cds/apod/apod/\(date.compact).jpg?w=4000&h=2000&fit=clip"
    let page = media == "video" ? #"<iframe src=\"//www.youtube.com/embed/v\#(date.compact)\"></iframe>"# : ""
    return
        #"{"date":"\#(date)","post_id":1,"title":"t \#(date)","permalink":"\#(link)","media_type":"\#(media)","explanation":"<strong>Explanation:</strong> e","credit":"","copyright":"","alt":"","url":"\#(link)","hdurl":"\#(still)","basic_html":"\#(page)","basic_html_url":""}"#
}

/// A list of posts, newest first, as the service sends it.
func listJSON(_ dates: [APODDate], media: (APODDate) -> String = { _ in "image" }) -> String {
    "[" + dates.sorted(by: >).map { postJSON($0, media($0)) }.joined(separator: ",") + "]"
}
