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
        let picture = try decoder.decode(
            APODPicture.self, from: try Fixture.data("image-compact-copyright-newlines.json"))
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
        let picture = try decoder.decode(
            APODPicture.self, from: try Fixture.data("video-empty-thumbnail-empty-explanation.json"))
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
        let original = try decoder.decode(
            APODPicture.self, from: try Fixture.data("image-compact-copyright-newlines.json"))
        let again = try decoder.decode(APODPicture.self, from: try JSONEncoder().encode(original))
        #expect(again == original)
    }

    @Test(arguments: [#"{"title":"no date"}"#, #"{"date":"yesterday"}"#, "[]", "null"])
    func unreadableBodiesThrow(body: String) {
        #expect(throws: (any Error).self) { try JSONDecoder().decode(APODPicture.self, from: Data(body.utf8)) }
    }
}

/// The day a post's page names, and which of two posts under one date is that day's own.
@Suite struct APODOwnPostTests {
    func picture(_ date: String, page: String?) -> APODPicture {
        APODPicture(
            date: APODDate(date)!, title: page ?? "none", explanation: "", mediaType: .image, url: nil, hdurl: nil,
            thumbnailURL: nil, copyright: nil, page: page)
    }

    @Test func thePageNamesItsDay() {
        #expect(
            picture("2007-07-16", page: "https://science.nasa.gov/image-article/apod-2007-july-13-m51/").pageDate
                == APODDate("2007-07-13"))
        #expect(
            picture("1998-06-05", page: "https://science.nasa.gov/image-article/apod-1998-june-05-x/").pageDate
                == APODDate("1998-06-05"))
        #expect(picture("2015-06-03", page: "https://science.nasa.gov/image-article/something-else/").pageDate == nil)
        #expect(picture("2015-06-03", page: nil).pageDate == nil)
        #expect(
            picture("2015-06-03", page: "https://science.nasa.gov/image-article/apod-2015-smarch-3-x/").pageDate == nil)
    }

    @Test func ofTwoPostsUnderOneDateTheOneWhosePageNamesItIsKept() {
        let stray = picture("2007-07-16", page: "https://science.nasa.gov/image-article/apod-2007-july-13-stray/")
        let own = picture("2007-07-16", page: "https://science.nasa.gov/image-article/apod-2007-july-16-own/")
        let other = picture("2007-07-15", page: "https://science.nasa.gov/image-article/apod-2007-july-15-x/")
        let (kept, strays) = APODPicture.ownPosts([stray, own, other])
        #expect(kept == [own, other])
        #expect(strays == [stray])
        // A lone post is kept whatever its page says; of two that name nothing, the first.
        #expect(APODPicture.ownPosts([stray]).kept == [stray])
        let a = picture("2007-07-16", page: nil), b = picture("2007-07-16", page: "https://x.test/")
        #expect(APODPicture.ownPosts([a, b]).kept == [a])
    }
}
