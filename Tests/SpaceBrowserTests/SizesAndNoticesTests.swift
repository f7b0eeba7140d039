import Foundation
import TerminalSession
import Testing
import APODFeature
@testable import ImageSearchFeature
import TerminalGraphics
@testable import SpaceBrowser

/// The browser as values: every size drawn without a trap, keys typed ahead, notices that stay
/// true, the line editor, pastes.
@Suite struct SizesAndNoticesTests {
    let size = BrowserStateTests.size

    func started() -> BrowserState { BrowserStateTests().started() }

    /// Every screen and overlay worth drawing, as states.
    func states() -> [BrowserState] {
        var states: [BrowserState] = []
        var state = started()
        states.append(state)
        _ = state.update(.key(.character("2")), size: size)
        let days = (0..<30).map { BrowserStateTests.picture(APODDate("2023-12-10")!.adding(days: $0).description) }
        _ = state.update(
            .answered(.range(APODDate("2023-12-10")!, APODDate("2024-01-08")!), .success(.pictures(days))), size: size)
        _ = state.update(.key(.end), size: size)
        states.append(state)
        var help = state
        _ = help.update(.key(.character("?")), size: size)
        states.append(help)
        var prompt = started()
        _ = prompt.update(.key(.character("g")), size: size)
        _ = prompt.update(.key(.paste("2024-01-01 and a long line")), size: size)
        states.append(prompt)
        var failed = started()
        _ = failed.update(.key(.character("h")), size: size)
        _ = failed.update(
            .answered(
                .day(APODDate("2024-01-07")!), .failure(BrowserFailure("A long reason why it failed, said whole."))),
            size: size)
        states.append(failed)
        var search = started()
        _ = search.update(.key(.character("4")), size: size)
        states.append(search)
        // More screens: the archive's rows (marked words), not synced, the same day
        // of every year, a long notice.
        var archive = search
        _ = archive.update(.key(.character("/")), size: size)
        for character in "nebula" { _ = archive.update(.key(.character(character)), size: size) }
        _ = archive.update(.key(.enter), size: size)
        let hits = (0..<30).map { ListsAndPromptsTests.hit(APODDate("2001-01-01")!.adding(days: $0 * 40).description) }
        _ = archive.update(
            .answered(
                .archive(1, "nebula", limit: BrowserState.archiveLimit), .success(.archive(.hits(total: 30, hits)))),
            size: size)
        states.append(archive)
        var notSynced = search
        _ = notSynced.update(.key(.character("s")), size: size)
        _ = notSynced.update(
            .answered(.archive(0, "", limit: BrowserState.archiveLimit), .success(.archive(.notSynced))), size: size)
        notSynced.search.archiveSynced = false
        states.append(notSynced)
        var years = started()
        _ = years.update(.key(.character("y")), size: size)
        _ = years.update(
            .answered(
                .sameDay(AlbumState.MonthDay(month: 1, day: 8)),
                .success(.pictures((1996...2024).map { BrowserStateTests.picture("\($0)-01-08") }))), size: size)
        _ = years.update(.key(.character("m")), size: size)
        states.append(years)
        var unseen = BrowserState(today: BrowserStateTests.today, now: BrowserStateTests.now)
        unseen.seenBefore = APODDate("2023-12-20")!
        _ = unseen.start()
        _ = unseen.update(
            .answered(.latest, .success(.day(BrowserStateTests.picture("2024-01-08")))), size: size)
        states.append(unseen)
        return states
    }

    @Test func noSizeTraps() {
        var sizes: [(Int, Int)] = []
        for width in [1, 2, 3, 4, 5, 8, 19, 20, 21, 39, 40, 59, 60, 79, 80, 99, 100, 101, 199, 200, 400] {
            for height in [1, 2, 3, 4, 5, 6, 7, 9, 12, 13, 23, 24, 40, 60, 200] { sizes.append((width, height)) }
        }
        for state in states() {
            for (width, height) in sizes {
                let frame = BrowserView.frame(
                    state, width: width, height: height,
                    ready: [
                        PictureKey(.day(APODDate("2024-01-08")!), columns: 55, rows: 38): CellFit(columns: 55, rows: 20)
                    ]
                )
                #expect(frame.buffer.width == max(1, width) && frame.buffer.height == max(1, height))
                if width < BrowserView.minimumSize.width || height < BrowserView.minimumSize.height {
                    #expect(
                        frame.buffer.line(0).hasPrefix(String("20×6".prefix(width))),
                        "one line says so at \(width)×\(height)")
                }
            }
        }
        // At 19×5 the whole notice is there, wrapped over the rows (it was cut to "Too small: make the").
        let small = BrowserView.frame(states()[0], width: 19, height: 5, ready: [:])
        let text = (0..<5).map { small.buffer.line($0).trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(text.contains("20×6 at least: the window is too small."), "\(text)")
    }

    /// A long notice (a desktop that cannot be set, and where the file is) is shown from its first
    /// word: at 80×24 whole over the rows it needs; on a screen too short for it, its beginning, cut
    /// with "…" (it was its last three rows, the sentence's start lost).
    @Test func aLongNoticeKeepsItsBeginning() {
        var state = started()
        let words = (1...60).map { "word\($0)" }.joined(separator: " ")
        state.notice = "Begins here: " + words + " /tmp/the/path/at/the/end.jpg"
        let rows = { (frame: Frame, height: Int) in
            (0..<height).map { frame.buffer.line($0).trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        }
        let whole = rows(BrowserView.frame(state, width: 80, height: 24, ready: [:]), 24)
        #expect(
            whole.contains("Begins here: word1 ") && whole.contains("word60 /tmp/the/path/at/the/end.jpg"), "\(whole)")
        let short = BrowserView.frame(state, width: 80, height: 8, ready: [:])
        let cut = rows(short, 8)
        #expect(cut.contains("Begins here: word1 ") && cut.contains("…") && !cut.contains("end.jpg"), "\(cut)")
        #expect(short.buffer.line(7).contains("2024-01-08"), "the place keeps the last row")
    }

    @Test func keysTypedAheadStepFromTheDayAskedFor() {
        var state = started()
        var asked: [BrowserEffect] = []
        for _ in 0..<5 { asked += state.update(.key(.character("h")), size: size) }
        #expect(asked.last == .request(.day(APODDate("2024-01-03")!)), "five presses, five days back: \(asked)")
        // A late answer for a day passed over is not shown.
        _ = state.update(
            .answered(.day(APODDate("2024-01-05")!), .success(.day(BrowserStateTests.picture("2024-01-05")))),
            size: size)
        #expect(state.day.picture?.date.description == "2024-01-08")
        #expect(StatusLine.place(state) == "2024-01-03", "the status line shows the day asked for while it loads")
    }

    @Test func aFailedDayIsADayToStepFrom() {
        var state = started()
        _ = state.update(.key(.character("g")), size: size)
        for character in "2023-06-15" { _ = state.update(.key(.character(character)), size: size) }
        #expect(state.update(.key(.enter), size: size) == [.request(.day(APODDate("2023-06-15")!))])
        _ = state.update(
            .answered(
                .day(APODDate("2023-06-15")!),
                .failure(BrowserFailure("NASA APOD is unavailable right now (HTTP 500)."))), size: size)
        #expect(state.day.picture == nil && state.day.failure != nil)
        let frame = BrowserView.frame(state, width: 100, height: 40, ready: [:])
        #expect(frame.buffer.line(2).contains("2023-06-15"))
        #expect(state.update(.key(.character("h")), size: size) == [.request(.day(APODDate("2023-06-14")!))])
    }

    @Test func noticesEndWithTheNextKeyTheirAnswerOrTime() {
        var state = started()
        _ = state.update(.key(.character("l")), size: size)
        #expect(state.notice == "This is the latest picture.")
        _ = state.update(.key(.character("j")), size: size)
        #expect(state.notice == nil, "the next key is the next action")
        _ = state.update(.key(.character("l")), size: size)
        _ = state.update(.tick(Notice.lifetime + 1), size: size)
        #expect(state.notice == nil, "gone after a few seconds")
        _ = state.update(.key(.character("5")), size: size)
        _ = state.update(.key(.character("R")), size: size)
        #expect(state.notice == "Asking Launch Library 2 again…")
        _ = state.update(.key(.character("j")), size: size)
        #expect(state.notice != nil, "work under way stays until its answer")
        _ = state.update(
            .answered(
                .roster(state.roster.list.generation, .asc, "", page: 1, refresh: true),
                .failure(BrowserFailure("No answer."))), size: size)
        #expect(state.notice == "No answer.")
        _ = state.update(.key(.character("1")), size: size)
        #expect(state.notice == nil, "the roster's failure is not the Day screen's")
    }

    @Test func aLongNoticeIsShownWholeAboveTheStatusLine() {
        var state = started()
        let link = "https://apod.nasa.gov/apod/image/2401/a_very_long_file_name_of_a_picture_that_is_large_4096.jpg"
        _ = state.update(
            .done(.failure(BrowserFailure("No program to open links was found; open \(link) yourself."))), size: size)
        let frame = BrowserView.frame(state, width: 80, height: 24, ready: [:])
        let bottom = (19..<24).map { frame.buffer.line($0).trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(
            bottom.replacingOccurrences(of: " ", with: "").contains(link.replacingOccurrences(of: " ", with: "")),
            "the link whole: \(bottom)")
        #expect(frame.buffer.line(23).hasSuffix("2024-01-08 · image "), "the place keeps the last line")
    }

    @Test func theEndOfTheExplanationAndBackUpAtOnce() {
        var state = started()
        var long = BrowserStateTests.picture("2024-01-08")
        long.explanation = String(repeating: "Many words of explanation. ", count: 200)
        _ = state.update(.answered(.latest, .success(.day(long))), size: size)
        // The loop reports how far the explanation scrolls once the frame is drawn.
        let drawn = BrowserView.frame(state, width: size.width, height: size.height, ready: [:])
        _ = state.update(.laidOut(BrowserView.limits(state, from: drawn)), size: size)
        _ = state.update(.key(.end), size: size)
        let end = state.day.scroll
        #expect(end > 0)
        _ = state.update(.key(.up), size: size)
        #expect(state.day.scroll == end - 1, "a key back up moves at once")
        let frame = BrowserView.frame(state, width: 100, height: 40, ready: [:])
        #expect(!(0..<40).contains { frame.buffer.line($0).contains("↓ more") }, "at the end, no more")
    }

    @Test func theLineEditorEditsLikeAShell() {
        var line = LineEditor("nebula crab")
        _ = line.apply(.control("w"))
        #expect(line.text == "nebula ")
        _ = line.apply(.home)
        _ = line.apply(.character("M"))
        #expect(line.text == "Mnebula " && line.cursor == 1)
        _ = line.apply(.delete)
        _ = line.apply(.end)
        _ = line.apply(.paste("pillars\nof creation"))
        #expect(line.text == "Mebula pillars of creation")
        _ = line.apply(.left)
        _ = line.apply(.control("u"))
        #expect(line.text == "n" && line.cursor == 0)
        let took = line.apply(.enter)
        #expect(!took, "Enter is the prompt's")
    }

    @Test func aBracketedPasteIsOnePasteNeverKeys() {
        var decoder = KeyDecoder()
        let bytes = Array("\u{1B}[200~q?1\u{1B}[201~j".utf8)
        #expect(decoder.feed(Array(bytes[0..<4])) == [])
        #expect(decoder.feed(Array(bytes[4...])) == [.paste("q?1"), .character("j")])
        var state = started()
        let effects = state.update(.key(.paste("q")), size: size)
        #expect(effects == [] && !state.quitting, "a paste outside a prompt does nothing")
    }
}

/// A record's picture beside its text or above it, whichever draws it larger.
@Suite struct DetailLayoutTests {
    func area(_ areas: DetailView.Areas, aspect: Double) -> Int {
        let fit = CellFit.fit(
            width: Int(aspect * 1000), height: 1000, maxColumns: areas.picture.columns, maxRows: areas.picture.rows)
        return fit.columns * fit.rows
    }

    @Test(arguments: [(100, 40), (80, 24), (200, 60), (60, 40)]) func theLargerPictureWinsAndTheTextKeepsItsRoom(
        size: (Int, Int)
    ) {
        for aspect in [0.5, 0.75, 1.0, 1.5, 2.0, 3.0] {
            let chosen = DetailView.Areas(width: size.0, height: size.1, aspect: aspect)
            #expect(
                chosen.text.rows >= min(DetailView.Areas.textRows, size.1 - 4) && chosen.text.columns >= 20,
                "\(size) at \(aspect): the text keeps room: \(chosen.text)")
            #expect(
                chosen.picture.row + chosen.picture.rows <= size.1 - 1
                    && chosen.text.row + chosen.text.rows <= size.1 - 1, "nothing on the status line")
        }
        let wide = DetailView.Areas(width: 100, height: 40, aspect: 2.0)
        #expect(
            wide.picture.columns == 100 && wide.text.row > wide.picture.row,
            "a landscape picture at 100×40 goes above: \(wide.picture)")
        #expect(area(wide, aspect: 2.0) > 55 * 14, "and is larger than beside (55 columns)")
        let tall = DetailView.Areas(width: 100, height: 40, aspect: 0.7)
        #expect(tall.text.column > 0, "a portrait goes beside")
    }
}

/// Emoji clusters where the terminal may count their parts: one code point of the same width.
@Suite struct ClusterTests {
    @Test func aClusterIsItsFirstCodePointWhereTheTerminalMayCountItsParts() {
        var buffer = CellBuffer(width: 20, height: 1)
        buffer.write("a👨‍👩‍👧b🇫🇷c👍🏽dé", row: 0, column: 0)
        let simple = FrameWriter.update(from: nil, to: buffer, clusters: false)
        #expect(simple.contains("a👨b") && simple.contains("👍d") && simple.contains("dé"), "\(simple)")
        #expect(!simple.contains("\u{200D}") && !simple.contains("\u{1F3FD}"))
        let whole = FrameWriter.update(from: nil, to: buffer, clusters: true)
        #expect(whole.contains("👨‍👩‍👧"))
    }
}
