import Foundation
import Testing
@testable import SpaceSupport

@Suite struct FileNameTests {
    @Test func slugsAreLowercaseWordsJoinedByDashes() {
        #expect(FileName.slug("M31: The Andromeda Galaxy!") == "m31-the-andromeda-galaxy")
        #expect(FileName.slug("  ...  ") == "")
        #expect(FileName.slug("Étoile filante — 2024") == "toile-filante-2024")
    }

    @Test func namesHaveNoSeparatorsLeadingDotsOrControls() {
        #expect(FileName.make(stem: "../../etc/passwd", fileExtension: "jpg") == "_.._etc_passwd.jpg")
        #expect(FileName.make(stem: ".hidden", fileExtension: "png") == "hidden.png")
        #expect(FileName.make(stem: "a\u{1B}[31mb\u{0}c\u{202E}d", fileExtension: "jpg") == "a_[31mb_c_d.jpg")
        #expect(FileName.make(stem: "", fileExtension: "jpg") == "picture.jpg")
        let long = FileName.make(stem: String(repeating: "x", count: 500), fileExtension: "jpg")
        #expect(long.utf8.count == 200 && long.hasSuffix(".jpg"))
        let wide = FileName.make(stem: String(repeating: "\u{1D54A}", count: 100), fileExtension: "jpg")
        #expect(
            wide.utf8.count <= 200 && wide.hasSuffix(".jpg") && wide.utf8.count > 190,
            "cut by bytes, between characters")
    }
}
