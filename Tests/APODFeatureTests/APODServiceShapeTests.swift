import Foundation
import Testing
@testable import APODFeature

/// The service's recorded bodies (and synthetic ones for what no recording shows) mapped to our fields.
@Suite struct APODServiceShapeTests {
    @Test func aRecorded2026VideoHasItsMP4AndItsStill() throws {
        let picture = try Fixture.picture("apod-basic-260913-video.json")
        #expect(picture.date.description == "2026-09-13")
        #expect(picture.mediaType == .video)
        #expect(
            picture.url
                == "https://assets.science.nasa.gov/content/dam/science/cds/apod/apod/2026/september/NoctilucentNeowise_Girotti.mp4"
        )
        #expect(
            picture.thumbnailURL
                == "https://assets.science.nasa.gov/dynamicimage/assets/science/cds/apod/apod/2026/september/Comet_snapshot.png?w=1080&h=1350&fit=clip&crop=faces%2Cfocalpoint"
        )
        #expect(picture.hdurl == nil)
        #expect(picture.title == "Comet NEOWISE Rising Over the Adriatic Sea")
        #expect(
            picture.explanation.hasPrefix(
                "This sight was worth getting out of bed early. Just over four years ago, Comet C/2020 F3 (NEOWISE) rose"
            ))
        #expect(picture.explanation.hasSuffix("from a nucleus spanning about five kilometers across."))
        #expect(!picture.explanation.contains("moving") && !picture.explanation.contains("Tomorrow"))
        #expect(
            !picture.explanation.contains("\u{A0}") && !picture.explanation.contains("  ")
                && !picture.explanation.contains("<"))
        #expect(picture.explanation.contains("rising over the Adriatic Sea. The featured time-lapse video"))
        #expect(picture.copyright == "Paolo Girotti")
        #expect(picture.alt == "Comet in the sky low to the horizon above the clouds.")
        #expect(
            picture.apodPage
                == "https://science.nasa.gov/image-article/apod-2026-september-13-comet-neowise-rising-over-the-adriatic-sea/"
        )
    }

    @Test func aRecorded2026ImageIsShownAtScreenSizeAndSavedInFull() throws {
        let picture = try Fixture.picture("apod-basic-261002-image.json")
        #expect(picture.mediaType == .image)
        let base =
            "https://assets.science.nasa.gov/dynamicimage/assets/science/cds/apod/apod/2026/october/sharpless_catalog.png"
        #expect(picture.hdurl == base + "?w=4455&h=5592&fit=clip&crop=faces%2Cfocalpoint")
        #expect(picture.url == base + "?w=1632&h=2048&fit=clip&crop=faces%2Cfocalpoint")
        #expect(picture.thumbnailURL == nil)
        #expect(
            picture.explanation.hasPrefix(
                "What does it take to image hundreds of nebulas? Today\u{2019}s image contains"))
        #expect(picture.explanation.hasSuffix("Which object is your favorite?"))
        #expect(picture.copyright == "Bing Xin")
        #expect(picture.alt?.hasPrefix("313 separate images of nebulae") == true)
    }

    @Test func aRecordedMigratedPostClosesUpAfterLinksOnly() throws {
        let picture = try Fixture.picture("apod-basic-150603-migrated.json")
        #expect(picture.title == "Flyby Image of Saturn's Sponge Moon Hyperion")
        #expect(picture.explanation.contains("zooming past Saturn's moon Hyperion, once again, earlier this week."))
        #expect(picture.explanation.contains("very low surface gravity. Therefore"))
        #expect(picture.explanation.contains("featured above , raw"), "a space in the prose itself is the author's")
        #expect(picture.explanation.hasSuffix("Saturn's Dione in about two weeks."))
        #expect(!picture.explanation.contains("Retrospective"))
        #expect(picture.copyright == "NASA, JPL-Caltech, SSI")
        #expect(picture.alt == nil, "the migrated boilerplate is no alt text")
        #expect(picture.url == picture.hdurl, "1024 px is not shrunk")
        #expect(
            picture.hdurl
                == "https://assets.science.nasa.gov/content/dam/science/cds/apod/apod/2015/june/hyperion02_cassini_1024.jpg?w=1024&h=1024&fit=clip&crop=faces%2Cfocalpoint"
        )
    }

    @Test func aRecordedFilteredListAndADeepPage() throws {
        let range = try Fixture.pictures("apod-basic-range-150603-150604.json")
        #expect(range.map(\.date.description) == ["2015-06-04", "2015-06-03"])
        #expect(range[0].copyright == "Bob Franke")
        #expect(range[0].explanation.contains("constellation Lynx. The two brightest"))
        #expect(range[0].explanation.hasSuffix("the halo of our Milky Way galaxy."))
        let page = try Fixture.pictures("apod-basic-page-151018-151019.json")
        #expect(page.map(\.date.description) == ["2015-10-19", "2015-10-18"])
        #expect(page[0].copyright == "Carlos Fairbairn")
        #expect(!page[0].explanation.contains("Follow APOD"))
        #expect(page[1].copyright == "Craig Lindsay, Wikipedia")
        #expect(page[1].explanation.hasSuffix("Canada during the summer of 2012."))
    }

    @Test func syntheticIframeEmbedWithAProtocolRelativeSource() throws {
        let picture = try Fixture.picture("synthetic-iframe-protocol-relative.json")
        #expect(picture.mediaType == .video)
        #expect(picture.url == "https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0&showinfo=0")
        #expect(APODLinks.youTubeWatch(picture.url!) == "https://www.youtube.com/watch?v=dQw4w9WgXcQ")
        #expect(picture.title == "Synthetic: A YouTube Embed", "entities decoded, the migrated date prefix removed")
        #expect(picture.copyright == "A. Filmmaker")
        #expect(picture.alt == nil)
        #expect(picture.thumbnailURL?.contains("synthetic_still.jpg") == true)
    }

    @Test func syntheticNullMediaTypeIsDecidedFromThePage() throws {
        let video = try Fixture.picture("synthetic-media-type-null-video.json")
        #expect(video.mediaType == .video)
        #expect(video.url == "https://player.vimeo.com/video/123456?title=0&byline=0")
        #expect(video.thumbnailURL == nil && video.copyright == nil && video.alt == nil)
        #expect(video.explanation == "A migrated post without a media type.")
        let image = try Fixture.picture("synthetic-media-type-null-image.json")
        #expect(image.mediaType == .image)
        #expect(image.title == "Rocket Engine Fireplace")
        #expect(image.explanation == "Fire & ice: a rocket\u{2019}s glow!")
        #expect(
            image.copyright == "NASA, Processing: J. Doe",
            "the credit is read when copyright is empty; inner labels stay")
    }

    @Test func theArchivePlaceholderIsNeverADaysPicture() throws {
        let picture = try Fixture.picture("synthetic-news-thumbnail.json")
        #expect(picture.mediaType == .other)
        #expect(picture.url == nil && picture.hdurl == nil && picture.thumbnailURL == nil)
        #expect(picture.copyright == nil && picture.alt == nil)
    }

    @Test func escapedSlashesReadTheSame() throws {
        let picture = try #require(try Fixture.pictures("synthetic-escaped-slashes.json").first)
        #expect(picture.apodPage == "https://science.nasa.gov/image-article/apod-2026-september-14-synthetic/")
        #expect(picture.url?.contains("?w=2048&h=1365&") == true)
        #expect(picture.copyright == "Jo Bloggs")
    }

    @Test func ourRecordReadsBackTheSame() throws {
        for name in [
            "apod-basic-260913-video.json", "apod-basic-261002-image.json", "apod-basic-150603-migrated.json",
            "synthetic-iframe-protocol-relative.json", "synthetic-news-thumbnail.json",
        ] {
            let original = try Fixture.picture(name)
            let record = try JSONEncoder().encode(original)
            #expect(try JSONDecoder().decode(APODPicture.self, from: record) == original, "\(name)")
            #expect(!String(decoding: record, as: UTF8.self).contains("basic_html"), "a record holds no page")
            #expect(
                try JSONDecoder().decode(APODPicture.self, from: original.record) == original,
                "\(name): the cache's record")
            let written = try JSONSerialization.jsonObject(with: original.record) as? [String: String]
            let encoded = try JSONSerialization.jsonObject(with: record) as? [String: String]
            #expect(written == encoded, "the hand-written record has the fields Encodable writes")
        }
    }
}

@Suite struct APODLegacyRecordTests {
    @Test func recordsOfTheRetiredAPIStillLoad() throws {
        let picture = try Fixture.picture("image-pretty.json")
        #expect(picture.mediaType == .image)
        #expect(picture.copyright == "Frank Kuszaj")
        #expect(picture.alt == nil && picture.page == nil)
        #expect(picture.apodPage == "https://apod.nasa.gov/apod/ap210202.html")
        #expect(!picture.isLegacyPlaceholder)
    }

    @Test func thePlaceholderIsRecognisedAndNeverServedFromTheArchive() throws {
        let placeholder = try Fixture.picture("legacy-placeholder.json")
        #expect(placeholder.isLegacyPlaceholder)
        let archive = PictureArchive(dataFolder: try temporaryFolder())
        try archive.store(placeholder)
        #expect(archive.picture(on: placeholder.date) == nil, "a stored placeholder counts as missing")
        let real = try Fixture.picture("image-pretty.json")
        try archive.store(real)
        #expect(archive.picture(on: real.date) == real)
    }

    @Test func favoritesKeepAPlaceholderUntilItIsReplaced() throws {
        let store = FavoritesStore(folder: try temporaryFolder(), now: { instant("2026-11-22T12:00:00Z") })
        try store.add([try Fixture.picture("legacy-placeholder.json"), try Fixture.picture("image-pretty.json")])
        #expect(try store.all().count == 2, "nothing saved is dropped")
        var fixed = try Fixture.picture("apod-basic-261002-image.json")
        fixed.date = APODDate("2026-10-03")!
        try store.add([fixed])
        #expect(try store.favorite(on: APODDate("2026-10-03")!) == fixed)
        #expect(try store.all().count == 2)
    }
}

@Suite struct HTMLTextTests {
    @Test(arguments: [
        ("a &amp; b &lt;c&gt; &quot;d&quot; &#039;e&#039; &#8211; &#x2019;", "a & b <c> \"d\" 'e' \u{2013} \u{2019}"),
        ("<p>one</p><p>two</p>", "one two"),
        ("x<br>y<br/>z<br />w", "x y z w"),
        ("a\u{A0}b&nbsp;c  \n\t d", "a b c d"),
        ("<a href=\"x\">NASA</a> , <a>ESA</a> .", "NASA, ESA."),
        ("<a>Saturn</a> 's moon", "Saturn's moon"),
        ("<a>Saturn</a> is, and this , stays", "Saturn is, and this , stays"),
        ("AT&T &unknown; & done", "AT&T &unknown; & done"),
        ("<b>bold</b><i>italic</i>", "bolditalic"),
        ("5 < 6 and 7 > 3", "5 < 6 and 7 > 3"),
        ("  \u{1F680} caf\u{E9} \u{5B87}\u{5B99} ", "\u{1F680} caf\u{E9} \u{5B87}\u{5B99}"),
    ])
    func plainText(html: String, text: String) {
        #expect(HTMLText.plain(html) == text)
    }

    @Test func theExplanationLabelAndTrailerGo() {
        #expect(APODText.explanation("<strong>Explanation:\u{A0}</strong>Body.<br><br>Notice") == "Body.")
        #expect(APODText.explanation("<b>Explanation</b>: Body. <BR />\n<BR />x") == "Body.")
        #expect(APODText.explanation("No label. <strong>Tomorrow's picture:</strong> x") == "No label.")
        #expect(APODText.explanation("Body.<br>one break stays") == "Body. one break stays")
    }

    @Test func creditLabels() {
        #expect(
            APODText.credit("<b> Image Credit &amp; <a href=\"x\">Copyright</a>: </b> <a>Bob Franke</a>")
                == "Bob Franke")
        #expect(APODText.credit("<b> Video Credit &amp; Copyright: </b> A, B") == "A, B")
        #expect(APODText.credit("Illustration Credit: ESA; <em>Text</em>: X") == "ESA; Text: X")
        #expect(APODText.credit("Credits: A") == "A")
        #expect(APODText.credit("Credit Suisse Observatory") == "Credit Suisse Observatory", "no colon, no label")
        #expect(APODText.credit("  ") == nil)
    }

    @Test func theResizerIsAskedForAtMostTheEdgeAndNeverMore() {
        #expect(
            APODLinks.resized("https://a.test/p.jpg?w=6000&h=4000&fit=clip", longestEdge: 2048)
                == "https://a.test/p.jpg?w=2048&h=1365&fit=clip")
        #expect(
            APODLinks.resized("https://a.test/p.jpg?fit=clip&h=5000&w=1000", longestEdge: 1000)
                == "https://a.test/p.jpg?fit=clip&h=1000&w=200")
        #expect(
            APODLinks.resized("https://a.test/p.jpg?w=800&h=600", longestEdge: 2048)
                == "https://a.test/p.jpg?w=800&h=600")
        #expect(APODLinks.resized("https://a.test/p.jpg?w=594", longestEdge: 100) == "https://a.test/p.jpg?w=594")
    }

    @Test func videoLinksNeedAHost() {
        #expect(APODLinks.video(inPage: "<iframe src='///Users/jtbonnel/Desktop/apodT/ap261004.html'></iframe>") == nil)
        #expect(
            APODLinks.video(inPage: "<iframe data-src=\"x\" src=\"http://www.youtube.com/embed/a\">")
                == "https://www.youtube.com/embed/a")
        #expect(APODLinks.video(inPage: "<p>no media</p>") == nil)
        #expect(APODLinks.youTubeWatch("https://player.vimeo.com/video/1") == nil)
    }
}

/// Migrated posts carry the site's notices of the day after their explanation, in the recorded
/// archive: "New: APOD now available in Arabic from Syria" (2021-03-10) and the like. They are
/// not the explanation, and are left out; so is the old site's script (`digg_url`).
@Suite struct PlainNoticeTests {
    @Test func everyNoticeShapeOfTheRecordedArchiveIsLeftOut() throws {
        let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
            .appendingPathComponent("apod-basic-archive-sample.json")
        let posts = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
        // The notices of the recording, each after its post's last sentence.
        let notices = [
            "New: APOD now available in Arabic from Syria", "Explore Your Universe: Random APOD Generator",
            "Growing Gallery: Comet Tsuchinsan-ATLAS in 2024", "Now Available: APOD 2015 Wall Calendars",
            "Gallery: Notable images of the recent Total Solar Eclipse submitted to APOD",
            "Today: Total solar eclipse visible in parts of South America", "digg_url",
        ]
        var cut = 0
        for post in posts {
            let raw = try #require(post["explanation"] as? String)
            let text = APODText.explanation(raw)
            for notice in notices { #expect(!text.contains(notice), "\(post["date"] ?? "?"): \(text.suffix(80))") }
            if notices.contains(where: raw.contains) {
                cut += 1
                #expect(text.last == "." || text.last == "?", "\(post["date"] ?? "?") ends with its sentence")
            }
            #expect(!text.hasSuffix(" "))
        }
        #expect(cut >= 9, "the nine posts with a notice or the script lost it")
        #expect(
            APODText.explanation("Pleiades.   New: APOD now available in Arabic from Syria") == "Pleiades.")
        // A gap before a sentence, or before a label that is a sentence's, stays (as one space).
        #expect(APODText.explanation("One.   Two: three. Four five.") == "One. Two: three. Four five.")
        #expect(APODText.explanation("One   Two: three") == "One Two: three")
    }
}
