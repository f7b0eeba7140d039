import Foundation
import Testing
@testable import APODFeature

/// Records of the retired API, as favorites, the picture archive and old caches hold them.
@Suite struct APODPictureTests {
    let decoder = JSONDecoder()

    @Test func prettyPrintedImage() throws {
        let picture = try decoder.decode(APODPicture.self, from: try Fixture.data("image-pretty.json"))
        #expect(picture.date.description == "2021-02-02")
        #expect(picture.mediaType == .image)
        #expect(picture.copyright == "Frank Kuszaj")
        #expect(picture.hdurl == "https://apod.nasa.gov/apod/image/2102/MeteorStreak_Kuszaj_5341.jpg")
        #expect(picture.thumbnailURL == nil)
        #expect(picture.apodPage == "https://apod.nasa.gov/apod/ap210202.html")
    }

    @Test func compactBodyWithEscapesNewlinesAndHTTPLinks() throws {
        let picture = try decoder.decode(APODPicture.self, from: try Fixture.data("image-compact-copyright-newlines.json"))
        #expect(picture.copyright == "Lin Zixuan (Tsinghua U.)")
        #expect(picture.explanation.contains("Stéphane's"))
        #expect(picture.title == "Journey to the Center of the Galaxy \r\nCredit:")
        #expect(picture.url == "https://apod.nasa.gov/apod/image/2402/trails.jpg")
        #expect(picture.hdurl == "https://apod.nasa.gov/apod/image/2402/trails_big.jpg")
    }

    @Test func videoWithThumbnail() throws {
        let picture = try decoder.decode(APODPicture.self, from: try Fixture.data("video-thumbs.json"))
        #expect(picture.mediaType == .video)
        #expect(picture.hdurl == nil)
        #expect(picture.copyright == nil)
        #expect(picture.thumbnailURL == "https://img.youtube.com/vi/PpyPgkpsMXo/0.jpg")
    }

    @Test func emptyThumbnailAndExplanation() throws {
        let picture = try decoder.decode(APODPicture.self, from: try Fixture.data("video-empty-thumbnail-empty-explanation.json"))
        #expect(picture.thumbnailURL == nil)
        #expect(picture.explanation == "")
    }

    @Test func otherDayHasNoURL() throws {
        let picture = try decoder.decode(APODPicture.self, from: try Fixture.data("other-no-url.json"))
        #expect(picture.mediaType == .other)
        #expect(picture.url == nil)
        #expect(picture.apodPage == "https://apod.nasa.gov/apod/ap181007.html")
    }

    @Test func storedRecordReadsBackTheSame() throws {
        let original = try decoder.decode(APODPicture.self, from: try Fixture.data("image-compact-copyright-newlines.json"))
        let again = try decoder.decode(APODPicture.self, from: try JSONEncoder().encode(original))
        #expect(again == original)
    }

    @Test(arguments: [#"{"title":"no date"}"#, #"{"date":"yesterday"}"#, "[]", "null"])
    func unreadableBodiesThrow(body: String) {
        #expect(throws: (any Error).self) { try JSONDecoder().decode(APODPicture.self, from: Data(body.utf8)) }
    }
}
