import Foundation
import Testing
import TerminalText
@testable import SpacePresentation

/// One document, laid out for a terminal and for a pipe, at several widths, with and without styles.
@Suite struct DocumentLayoutTests {
    func terminal(_ width: Int, color: Bool = false) -> DocumentLayout {
        DocumentLayout(width: width, style: TextStyle(enabled: color), terminal: true)
    }
    let pipe = DocumentLayout(width: 80, style: TextStyle(enabled: false), terminal: false)

    static let table = Table(
        columns: [
            Table.Column(TableColumn(header: "#", minWidth: 1, alignRight: true)),
            Table.Column(TableColumn(header: "NAME", minWidth: 4, flexible: true)),
            Table.Column(TableColumn(header: "NOTE", minWidth: 4, flexible: true), fromWidth: 60),
        ],
        rows: [["1,234", "Vega", "bright"]], pipedColumns: [0: ["1234"]])

    @Test func linksStayWholeInPrintedOutputAndAreBrokenInAFullScreenColumn() {
        let link =
            "https://assets.science.nasa.gov/dynamicimage/assets/science/cds/apod/apod/2024/february/synthetic_240208.jpg"
        let document = Document([
            .facts([Fact("Image", link), Fact("Credit", "Someone")], labelWidth: 8),
            .listing([Fact("orig", link)], labelWidth: 6),
        ])
        let printed = terminal(40).lines(document)
        #expect(printed[0] == "Image:  " + link)
        #expect(printed.last == "orig  " + link)
        let screen = DocumentLayout(width: 40, style: TextStyle(enabled: false), terminal: true, breaksLinks: true)
            .lines(document)
        #expect(screen.allSatisfy { DisplayWidth.of($0) <= 40 }, "\(screen)")
        // The pieces, read in order under the label, are the whole link.
        let image = screen.prefix { !$0.hasPrefix("Credit") }
        #expect(image.map { $0.dropFirst(8) }.joined() == link)
        #expect(screen.contains("Credit: Someone"))
        let orig = screen.drop { !$0.hasPrefix("orig") }
        #expect(orig.map { $0.dropFirst(6) }.joined() == link)
    }

    @Test func aPipeGetsTabSeparatedRowsAndNoFooter() {
        var document = Document([.table(Self.table)])
        document.footer(["Page 1 of 3"])
        #expect(pipe.lines(document) == ["1234\tVega"])
        #expect(pipe.text(document) == "1234\tVega\n")
    }

    @Test func aTerminalGetsTheTableTheWideColumnFromItsWidthAndTheFooter() {
        var document = Document([.table(Self.table)])
        document.footer(["Page 1 of 3"])
        let narrow = terminal(40).lines(document)
        #expect(narrow.first?.contains("NOTE") == false)
        #expect(narrow.contains { $0.contains("1,234") && $0.contains("Vega") })
        #expect(Array(narrow.suffix(2)) == ["", "Page 1 of 3"])
        #expect(terminal(80).lines(document).first?.contains("NOTE") == true)
        // Styles come from the layout: the footer is dimmed only when colour is on.
        #expect(terminal(80, color: true).lines(document).last == "\u{1B}[2mPage 1 of 3\u{1B}[0m")
    }

    @Test func proseWrapsAtTheMeasureAndTablesUseTheWholeWidth() {
        let words = Array(repeating: "stars", count: 40).joined(separator: " ")
        let document = Document([.title("A title"), .paragraph(words)], measure: 30)
        let lines = terminal(120).lines(document)
        #expect(lines.dropFirst().allSatisfy { DisplayWidth.of($0) <= 30 })
        #expect(lines.count > 3)
        // A column that does not fit is dropped, unless the table is laid out wider than the screen (`--wide`).
        let columns = [
            TableColumn(header: "A", minWidth: 1), TableColumn(header: "LINK", minWidth: 50, dropPriority: 1),
        ]
        #expect(
            terminal(40).lines(Document([.table(Table(columns: columns, rows: [["x", "y"]]))])).first?.contains("LINK")
                == false)
        #expect(
            terminal(40).lines(Document([.table(Table(columns: columns, rows: [["x", "y"]], minimumWidth: 400))]))
                .first?.contains("LINK") == true)
    }

    @Test func factsLeaveOutWhatIsUnknownAndListingsNeverWrap() {
        let link = "https://example.test/" + String(repeating: "a", count: 80)
        let document = Document([
            .facts([Fact("Born", "1959"), Fact("Died", nil)], labelWidth: 8),
            .listing([Fact("orig", link)], labelWidth: 6),
        ])
        #expect(terminal(40).lines(document) == ["Born:   1959", "orig  " + link])
    }

    @Test func verbatimTextIsWrittenExactlyAndSideBlocksFollowTheMedium() {
        let document = Document([.text("#!/bin/sh\necho"), .line("after")])
        #expect(pipe.text(document) == "#!/bin/sh\necho" + "after\n")
        #expect(pipe.lines(document) == ["#!/bin/sh", "echo", "after"])
        let sided = Document([.pipeOnly([.line("piped")]), .terminalOnly([.spans([.dim("Cache: "), .plain("/tmp")])])])
        #expect(pipe.lines(sided) == ["piped"])
        #expect(terminal(80).lines(sided) == ["Cache: /tmp"])
        #expect(terminal(80).lines(.empty).isEmpty)
    }
}
