import Testing
@testable import SpaceImaging

/// A wallpaper of exactly the screen's size: the whole picture, aspect kept within a pixel,
/// centred, enlarged at most 1.5 times, on its own colours darkened.
@Suite struct WallpaperCompositionTests {
    /// A picture of one colour with a white frame, so its placement can be found.
    static func picture(width: Int, height: Int) -> PixelImage {
        var pixels = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                let frame = x == 0 || y == 0 || x == width - 1 || y == height - 1
                pixels += frame ? [255, 255, 255] : [30, 90, 200]
            }
        }
        return PixelImage(width: width, height: height, channels: 3, pixels: pixels)
    }

    func expectWhole(_ picture: PixelImage, on width: Int, _ height: Int, placed expected: (Int, Int)) {
        let (image, placement) = WallpaperComposition.compose(picture, width: width, height: height)
        #expect(image.width == width && image.height == height && image.channels == 3)
        #expect(placement.width == expected.0 && placement.height == expected.1, "\(placement)")
        #expect(placement.x == (width - placement.width) / 2 && placement.y == (height - placement.height) / 2)
        // The aspect within a pixel.
        let aspect = Double(picture.width) / Double(picture.height)
        #expect(abs(Double(placement.height) * aspect - Double(placement.width)) <= max(1, aspect))
        // The picture's middle is its colour; outside it, the background is its colours darkened.
        let middle = image.rgba(x: width / 2, y: height / 2)
        #expect(abs(Int(middle.b) - 200) <= 12 && abs(Int(middle.r) - 30) <= 12, "\(middle)")
        if placement.x > 2 {
            let side = image.rgba(x: 1, y: height / 2)
            #expect(side.b > 20 && side.b < 140, "a dark blue, not black and not the picture: \(side)")
        }
    }

    @Test func aPortraitPictureOnALandscapeScreenIsWholeAndCentred() {
        expectWhole(Self.picture(width: 150, height: 300), on: 960, 540, placed: (225, 450))
        expectWhole(Self.picture(width: 600, height: 1200), on: 960, 540, placed: (270, 540))
    }

    @Test func aSmallPictureIsEnlargedAtMostHalfAgainAndStaysSmallerThanTheScreen() {
        expectWhole(Self.picture(width: 64, height: 32), on: 640, 400, placed: (96, 48))
    }

    @Test func aLargePictureIsShrunkToTheScreen() {
        expectWhole(Self.picture(width: 1600, height: 1200), on: 800, 450, placed: (600, 450))
        expectWhole(Self.picture(width: 1500, height: 500), on: 512, 384, placed: (512, 171))
    }

    /// Rows kept for a caption: the whole picture is fitted and centred above them.
    @Test func aCaptionsBandKeepsThePictureWholeAboveIt() {
        let (image, placement) = WallpaperComposition.compose(
            Self.picture(width: 600, height: 1200), width: 960, height: 540, reserveBottom: 100)
        #expect(image.width == 960 && image.height == 540)
        #expect(placement.height == 440 && placement.width == 220 && placement.y == 0 && placement.x == 370)
        let (_, wide) = WallpaperComposition.compose(
            Self.picture(width: 1600, height: 400), width: 960, height: 540, reserveBottom: 100)
        #expect(wide.width == 960 && wide.y + wide.height <= 440, "a wide picture is already above the band: \(wide)")
    }
}
