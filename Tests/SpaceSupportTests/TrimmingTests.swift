import Testing
@testable import SpaceSupport

@Suite struct TrimmingTests {
    @Test(arguments: [
        ("abc", "abc"), (" abc\n", "abc"), ("\u{3000}é b\u{A0}", "é b"), ("\t\n ", ""), ("", ""), ("a", "a"),
        ("é", "é"), ("a \n", "a"), ("\n a", "a"), ("\u{2028}x", "x"),
    ])
    func trimmedRemovesWhiteSpaceAtTheEndsOnly(_ text: String, expected: String) {
        #expect(text.trimmed == expected)
    }

    @Test(arguments: [
        ("a b", "a b", true), ("a  b", "a b", false), (" a", "a", false), ("a ", "a", false), ("a\tb", "a b", false),
        ("a\nb", "a b", false), ("é  b", "é b", false), ("é b", "é b", false), ("a\u{A0}b", "a b", false),
        ("", "", true),
        ("Credit: NASA, ESA", "Credit: NASA, ESA", true),
    ])
    func foldedSpaceKeepsOneSpaceBetweenWords(_ text: String, expected: String, plainASCII: Bool) {
        #expect(text.foldedSpace == expected)
        #expect(text.isFoldedASCII == plainASCII)
    }
}
