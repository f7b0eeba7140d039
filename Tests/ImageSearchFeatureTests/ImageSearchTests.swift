import Foundation
import SpaceNetworkingTesting
import Testing
import SpaceNetworking
@testable import ImageSearchFeature

func fixture(_ name: String) throws -> Data {
    try Data(contentsOf: Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent(name))
}

func library(_ stub: StubTransport) -> ImageLibrary {
    ImageLibrary(
        client: APIClient(transport: stub, timeout: 5, sleep: { _ in }, random: { 0.5 }),
        baseURL: URL(string: "https://images.test")!)
}

@Suite struct SearchPageDecodingTests {
    @Test func pageWithANextLink() throws {
        let page = try JSONDecoder().decode(SearchPage.self, from: try fixture("search-page1-next.json"))
        #expect(page.totalHits == 1022)
        #expect(page.hasNext)
        #expect(page.items.map(\.nasaID) == ["PIA15415", "GSFC_20171208_Archive_e001465"])
        #expect(page.items[0].day == "2012-03-08")
        #expect(page.items[0].thumbnailURL == "https://images-assets.nasa.gov/image/PIA15415/PIA15415~thumb.jpg")
        #expect(page.items[1].keywords.isEmpty)
        #expect(page.items[1].photographer == "NASA/ESA")
    }

    @Test func lastPageWithoutLinksAndItemWithoutLinks() throws {
        let page = try JSONDecoder().decode(SearchPage.self, from: try fixture("search-last-page-no-links.json"))
        #expect(!page.hasNext)
        #expect(page.items[0].thumbnailURL == nil)
        #expect(page.items[0].center == nil)
    }

    @Test func zeroHits() throws {
        let page = try JSONDecoder().decode(SearchPage.self, from: try fixture("search-zero-hits.json"))
        #expect(page.items.isEmpty && page.totalHits == 0 && !page.hasNext)
    }

    @Test func commaJoinedKeywordsAreSplitAndCaptionsAreNotThePreview() throws {
        let item = try JSONDecoder().decode(
            SearchPage.self, from: try fixture("search-video-captions-comma-keywords.json")
        ).items[0]
        #expect(item.keywords == ["Apollo 11", "Moon", "Armstrong", "Aldrin"])
        #expect(item.thumbnailURL?.hasSuffix("~thumb.jpg") == true)
        #expect(item.nasaID == "Apollo 11 Overview")
    }

    @Test func renditionsOf2025() throws {
        let item = try JSONDecoder().decode(SearchPage.self, from: try fixture("search-2025-renditions.json")).items[0]
        #expect(item.thumbnailURL?.hasSuffix("~thumb.jpg") == true)
        #expect(item.keywords == ["Artemis II", "SLS"])
    }

    @Test func assetManifestGroupedByKindAndUpgraded() throws {
        let manifest = try JSONDecoder().decode(AssetManifest.self, from: try fixture("asset-manifest.json"))
        #expect(manifest.files.map(\.kind) == [.original, .large, .medium, .small, .thumbnail, .metadata])
        #expect(manifest.files.allSatisfy { $0.url.hasPrefix("https://") })
    }

    @Test(arguments: [
        ("a/b/x~orig.mp4", AssetFile.Kind.video), ("a/x.srt", .captions), ("a/x.vtt", .captions),
        ("a/x~128k.mp3", .audio),
        ("a/x~thumb.jpg", .thumbnail), ("a/x~large.png", .large), ("a/metadata.json", .metadata), ("a/x.zip", .other),
    ])
    func fileKinds(name: String, kind: AssetFile.Kind) {
        #expect(AssetFile(url: "http://images-assets.nasa.gov/" + name).kind == kind)
    }
}

@Suite struct SearchQueryTests {
    @Test func validation() {
        #expect(throws: SearchQuery.Problem.nothingToSearch) { try SearchQuery(text: "  ").validate() }
        #expect(throws: Never.self) { try SearchQuery(text: "", media: .video).validate() }
        #expect(throws: SearchQuery.Problem.yearsReversed(start: 2000, end: 1999)) {
            try SearchQuery(text: "x", yearStart: 2000, yearEnd: 1999).validate()
        }
        #expect(throws: SearchQuery.Problem.beyondReach(page: 101, pageSize: 100, lastPage: 100)) {
            try SearchQuery(text: "x", page: 101, pageSize: 100).validate()
        }
        #expect(throws: Never.self) { try SearchQuery(text: "x", page: 100, pageSize: 100).validate() }
        #expect(throws: SearchQuery.Problem.pageSizeOutOfRange(101)) {
            try SearchQuery(text: "x", pageSize: 101).validate()
        }
        #expect(throws: SearchQuery.Problem.pageBeforeFirst(0)) { try SearchQuery(text: "x", page: 0).validate() }
    }

    @Test func lastPageIsClampedToTheTenThousandWindow() {
        #expect(SearchQuery(text: "x").lastPage(totalHits: 1022) == 11)
        #expect(SearchQuery(text: "x").lastPage(totalHits: 204_660) == 100)
        #expect(SearchQuery(text: "x", pageSize: 30).lastPage(totalHits: 204_660) == 333)
        #expect(SearchQuery(text: "x").lastPage(totalHits: 0) == 1)
    }
}

@Suite struct ImageLibraryTests {
    @Test func searchSendsEncodedFiltersAndNoKey() async throws {
        let stub = StubTransport()
        await stub.enqueue(json: String(decoding: try fixture("search-zero-hits.json"), as: UTF8.self))
        _ = try await library(stub).search(
            SearchQuery(text: "apollo 11 & co", page: 2, pageSize: 10, media: .video, yearStart: 969, center: "JPL"))
        let url = try #require(await stub.requests.first?.url.absoluteString)
        #expect(
            url
                == "https://images.test/search?q=apollo%2011%20%26%20co&media_type=video&year_start=0969&center=JPL&page=2&page_size=10"
        )
        #expect(!url.contains("api_key"))
    }

    @Test func firstNAcrossPagesKeepsOrder() async throws {
        let stub = StubTransport()
        func page(_ ids: [String], total: Int) -> String {
            let items = ids.map { #"{"href":"h","data":[{"nasa_id":"\#($0)","title":"t","media_type":"image"}]}"# }
                .joined(separator: ",")
            return #"{"collection":{"items":[\#(items)],"metadata":{"total_hits":\#(total)}}}"#
        }
        // Pages 2 and 3 are asked at once, in either order: each answer goes to its own page.
        func onPage(_ number: Int) -> @Sendable (HTTPRequest) -> Bool {
            { request in
                URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?.contains(
                    URLQueryItem(name: "page", value: String(number))) == true
            }
        }
        await stub.enqueue(json: page((0..<100).map { "a\($0)" }, total: 250), when: onPage(1))
        await stub.enqueue(json: page((100..<200).map { "a\($0)" }, total: 250), when: onPage(2))
        await stub.enqueue(json: page((200..<250).map { "a\($0)" }, total: 250), when: onPage(3))
        let result = try await library(stub).searchFirst(230, query: SearchQuery(text: "x"))
        #expect(result.items.map(\.nasaID) == (0..<230).map { "a\($0)" })
        #expect(result.totalHits == 250)
        #expect(await stub.requests.count == 3)
    }

    @Test func unknownAssetIsOneSentence() async throws {
        let stub = StubTransport()
        await stub.enqueue(
            .response(HTTPResponse(status: 404, body: try fixture("asset-404.json"))), pathSuffix: "/asset/nope")
        await stub.enqueue(
            json: String(decoding: try fixture("search-zero-hits.json"), as: UTF8.self), pathSuffix: "/search")
        let error = await #expect(throws: SpaceError.self) { try await library(stub).asset(id: "nope") }
        #expect(error?.kind == .notFound)
        #expect(error?.message == "No item with NASA ID nope.")
    }

    @Test func assetIDsWithSpacesAreEncoded() async throws {
        let stub = StubTransport()
        await stub.enqueue(
            json: String(decoding: try fixture("asset-manifest.json"), as: UTF8.self),
            pathSuffix: "/asset/Apollo 11 Overview")
        await stub.enqueue(
            json: String(decoding: try fixture("search-video-captions-comma-keywords.json"), as: UTF8.self),
            pathSuffix: "/search")
        let (item, files) = try await library(stub).asset(id: "Apollo 11 Overview")
        #expect(item?.title == "Apollo 11 Overview")
        #expect(files.count == 6)
        let urls = await stub.requests.map(\.url.absoluteString)
        #expect(urls.contains("https://images.test/asset/Apollo%2011%20Overview"))
    }
}
