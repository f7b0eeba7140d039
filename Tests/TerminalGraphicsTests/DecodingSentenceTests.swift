import SpaceImaging
import SpaceLocalization
import Testing
import TerminalGraphics

/// The decoders return a typed reason and know no language; the layer that shows pictures words
/// it for the person, in their language.
@Suite struct DecodingSentenceTests {
    @Test func aReasonIsWordedInThePersonsLanguageAndTheDecoderStaysEnglish() {
        let cut = ImageDecodingError.truncated(format: "JPEG")
        #expect(cut.description == "The JPEG file is cut short.")
        #expect(cut.sentence == "The JPEG file is cut short.")
        Localization.speaking(.spanish) {
            #expect(cut.sentence != cut.description)
            #expect(cut.sentence.contains("JPEG"))
            #expect(cut.description == "The JPEG file is cut short.", "a developer's text, never translated")
        }
        let large = ImageDecodingError.tooLarge(format: "PNG", width: 100_000, height: 100_000, budget: 120_000_000)
        #expect(large.sentence == large.description)
        Localization.speaking(.brazilianPortuguese) {
            #expect(large.sentence.contains("100000×100000") && large.sentence.contains("120"))
            #expect(large.sentence != large.description)
        }
    }
}
