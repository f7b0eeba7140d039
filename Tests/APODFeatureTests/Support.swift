import Foundation
import SpaceNetworking
@testable import APODFeature

enum Fixture {
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent(name))
    }
    static func text(_ name: String) throws -> String { String(decoding: try data(name), as: UTF8.self) }
}

func instant(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

func makeFetcher(_ stub: StubTransport) -> APODFetcher {
    let client = APIClient(transport: stub, timeout: 5, sleep: { _ in }, random: { 0.5 }, now: { instant("2024-02-08T15:00:00Z") })
    return APODFetcher(client: client, baseURL: URL(string: "https://api.test/planetary/apod")!, apiKey: "KEY")
}

func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("apod-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

extension HTTPRequest {
    func query(_ name: String) -> String? {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == name }?.value
    }
}

func picture(_ date: String, _ media: APODPicture.MediaType = .image) -> APODPicture {
    APODPicture(date: APODDate(date)!, title: "T \(date)", explanation: "E", mediaType: media, url: "https://x.test/\(date).jpg",
                hdurl: nil, thumbnailURL: nil, copyright: nil)
}

func pictureJSON(_ date: APODDate, _ media: String = "image") -> String {
    #"{"date":"\#(date)","explanation":"e","media_type":"\#(media)","service_version":"v1","title":"t","url":"https://x.test/a.jpg"}"#
}
