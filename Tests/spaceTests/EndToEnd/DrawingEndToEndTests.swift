import Foundation
import Testing

/// `--show` under a pseudo-terminal with `space`'s own renderers: no chafa on the PATH, a real
/// JPEG from the fake server (one colour, RGB 21, 62, 152).
@Suite struct DrawingEndToEndTests {
    func space(_ extra: [String: String] = [:]) throws -> (SpaceRunner, FakeServer) {
        let server = try FakeServer(config: ["local_pictures": true])
        let noChafa = try FakePrograms([], linking: ["python3"])
        let space = try SpaceRunner(
            server: server,
            extra: ["PATH": noChafa.only, "COLUMNS": "40", "LINES": "14"].merging(extra) { _, new in new })
        return (space, server)
    }

    @Test func blocksInTrueColourWhenNothingElseIsThere() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let shown = try space.runInTerminal(
            ["apod", "2024-01-06", "--show"], env: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
        #expect(shown.status == 0)
        #expect(
            shown.stdout.contains("\u{1B}[38;2;21;62;152;48;2;21;62;152m▀"),
            "the picture's colour above and below: \(shown.stdout.prefix(300))")
        #expect(!shown.stdout.contains("Install chafa"))
        #expect(shown.stdout.contains("Synthetic picture of 2024-01-06"), "the details follow the picture")
        // A 2:1 picture (64×32) in 40×10 cells of 1:2 fills all 40 columns and 10 rows.
        let rows = shown.stdout.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n").filter {
            $0.contains("▀")
        }
        #expect(rows.count == 10)
        #expect(rows.allSatisfy { $0.filter { $0 == "▀" }.count == 40 })
        let drawn = try #require(try server.log().requests.last { $0.path.hasPrefix("/pictures/") })
        #expect(drawn.query["w"] == "128", "blocks need few pixels: the smallest rendition the resizer makes")
    }

    @Test func twoHundredFiftySixAndSixteenColours() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let palette = try space.runInTerminal(["apod", "2024-01-06", "--show"], env: ["TERM": "xterm-256color"])
        #expect(palette.stdout.contains("\u{1B}[38;5;"), "256 colours without COLORTERM")
        #expect(!palette.stdout.contains("38;2;"))
        let sixteen = try space.runInTerminal(["apod", "2024-01-06", "--show"], env: ["TERM": "xterm"])
        #expect(sixteen.stdout.contains("▀"))
        #expect(!sixteen.stdout.contains("38;5;") && !sixteen.stdout.contains("38;2;"), "16 colours for a plain xterm")
    }

    @Test func aPictureNeverExceedsTheWindowTheTerminalReports() throws {
        // COLUMNS and LINES say 1000, the window is 100×30: the picture is fitted to the window.
        let (space, server) = try space(["COLUMNS": "1000", "LINES": "1000"])
        defer { withExtendedLifetime(server) {} }
        let shown = try space.runInTerminal(
            ["apod", "2024-01-06", "--show"], env: ["TERM": "xterm-kitty"], pixels: (100, 30, 1000, 600))
        #expect(shown.status == 0)
        let header = try #require(
            shown.stdout.range(of: "\u{1B}_Ga=T,q=2,f=24,").map { shown.stdout[$0.upperBound...].prefix(60) })
        let columns = header.split(separator: ",").first { $0.hasPrefix("c=") }.flatMap { Int($0.dropFirst(2)) }
        #expect((columns ?? 1000) <= 100, "\(header)")
    }

    @Test func kittyGraphicsForAJPEG() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let shown = try space.runInTerminal(["apod", "2024-01-06", "--show"], env: ["TERM": "xterm-kitty"])
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("\u{1B}_Ga=T,q=2,f=24,"), "raw RGB pixels: kitty gets JPEG pictures too")
    }

    @Test func sixelWhenAsked() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let shown = try space.runInTerminal(
            ["apod", "2024-01-06", "--show", "--renderer", "sixel"], env: ["TERM": "xterm-256color"])
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("\u{1B}P0;1;0q\"1;1;"), "a sixel sequence with its raster size")
        #expect(shown.stdout.contains("#0;2;8;24;59"), "the palette holds the picture's colour (in percent)")
        let configured = try space.runInTerminal(
            ["apod", "2024-01-06", "--show"], env: ["TERM": "xterm-256color", "SPACE_RENDERER": "sixel"])
        #expect(configured.stdout.contains("\u{1B}P0;1;0q"), "the renderer setting")
        let flagWins = try space.runInTerminal(
            ["apod", "2024-01-06", "--show", "--renderer", "blocks"],
            env: ["TERM": "xterm-256color", "SPACE_RENDERER": "sixel"])
        #expect(flagWins.stdout.contains("▀") && !flagWins.stdout.contains("\u{1B}P0;1;0q"))
    }

    @Test func insideTmuxBlocksAndNeverThroughAPipeOrForADumbTerminal() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let tmux = try space.runInTerminal(
            ["apod", "2024-01-06", "--show"], env: ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"])
        #expect(tmux.stdout.contains("▀") && !tmux.stdout.contains("\u{1B}_G"))
        let piped = try space.run(
            ["apod", "2024-01-06", "--show"], env: ["TERM": "xterm-kitty", "COLORTERM": "truecolor"])
        #expect(piped.status == 0)
        #expect(!piped.stdout.contains("\u{1B}"), "a pipe gets no escape sequence")
        #expect(piped.stderr == "The picture is not drawn because the output is not a terminal.\n")
        let dumb = try space.runInTerminal(["apod", "2024-01-06", "--show"], env: ["TERM": "dumb", "COLUMNS": "200"])
        #expect(dumb.stdout.contains("The picture is not drawn because TERM=dumb."), "\(dumb.stdout)")
        #expect(!dumb.stdout.contains("▀"))
    }

    @Test func statusNamesTheRendererInUse() throws {
        let (space, server) = try space(["COLUMNS": "120"])
        defer { withExtendedLifetime(server) {} }
        let kitty = try space.runInTerminal(["status"], env: ["TERM": "xterm-kitty"])
        #expect(kitty.stdout.contains("Pictures:   \u{1B}[0mkitty graphics (renderer auto)"))
        let blocks = try space.runInTerminal(
            ["status"], env: ["TERM": "xterm-256color", "COLORTERM": "truecolor", "SPACE_RENDERER": "blocks"])
        #expect(blocks.stdout.contains("Pictures:   \u{1B}[0mUnicode half blocks in 24-bit colour (renderer blocks)"))
        let piped = try space.run(["status", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(piped.stdout.utf8)) as? [String: Any])
        let terminal = try #require(object["terminal"] as? [String: Any])
        #expect(terminal["pictures"] is NSNull, "nothing is drawn through a pipe")
        #expect(terminal["renderer_setting"] as? String == "auto")
    }

    @Test func chafaChosenButMissingAndABadSetting() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let missing = try space.runInTerminal(
            ["apod", "2024-01-06", "--show", "--renderer", "chafa"], env: ["TERM": "xterm-256color", "COLUMNS": "200"])
        #expect(missing.status == 1)
        #expect(
            missing.stdout.contains("The chafa renderer was chosen, but chafa is not installed."), "\(missing.stdout)")
        let bad = try space.run(["apod", "2024-01-06", "--show", "--renderer", "pixels"])
        #expect(bad.status == 64)
        let variable = try space.runInTerminal(
            ["apod", "2024-01-06", "--show"],
            env: ["TERM": "xterm-256color", "COLUMNS": "200", "SPACE_RENDERER": "bad"])
        #expect(variable.status == 64)
        #expect(
            variable.stdout.contains(
                "SPACE_RENDERER must be auto, kitty, iterm, sixel, blocks or chafa; got 'bad'."))
        #expect(!variable.stdout.contains("Usage:"), "the command was typed right; only the variable is wrong")
        let setting = try space.run(["config", "set", "renderer", "pixels"])
        #expect(setting.status == 64)
        #expect(
            setting.stderr.hasPrefix(
                "Error: renderer must be auto, kitty, iterm, sixel, blocks or chafa; got 'pixels'."))
    }

    @Test func aDamagedPictureIsOneSentenceAndExit65() throws {
        let server = try FakeServer(config: ["local_pictures": true, "picture_truncate": 200])
        let noChafa = try FakePrograms([], linking: ["python3"])
        let space = try SpaceRunner(server: server, extra: ["PATH": noChafa.only, "COLUMNS": "200", "LINES": "14"])
        let shown = try space.runInTerminal(["apod", "2024-01-06", "--show"], env: ["TERM": "xterm-256color"])
        #expect(shown.status == 65)
        #expect(
            shown.stdout.contains("Cannot draw the picture of 2024-01-06: the JPEG file is cut short."),
            "\(shown.stdout)")
    }
}

/// Pictures in lists: the APOD album, search results and the roster with their thumbnails.
@Suite struct ListDrawingEndToEndTests {
    @Test func aShortTerminalGetsSmallerTilesSoEachRowStaysWhole() throws {
        // 10 rows: a row of tiles (pictures, date, title) must fit in 9, so the pictures get 7.
        let server = try FakeServer(config: ["local_pictures": true])
        let noChafa = try FakePrograms([], linking: ["python3"])
        let space = try SpaceRunner(
            server: server, now: "2024-01-08T15:00:00Z",
            extra: [
                "PATH": noChafa.only, "COLUMNS": "80", "LINES": "10", "TERM": "xterm-256color",
                "COLORTERM": "truecolor",
            ])
        let album = try space.runInTerminal(["apod", "--last", "3", "--show"])
        #expect(album.status == 0)
        let lines = album.stdout.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
        let pictureRows = lines.filter {
            $0.contains("▀")
                || $0.trimmingCharacters(in: .whitespaces).isEmpty == false && $0.contains("\u{1B}[")
                    && !$0.contains("2024-") && !$0.contains("Synthetic")
        }.count
        #expect(pictureRows <= 7, "\(pictureRows) rows of pictures")
        #expect(lines.contains { $0.contains("2024-01-06") } && lines.contains { $0.contains("Synthetic picture") })
    }

    @Test func anAlbumOfTheLastDaysWithDatesAndTitles() throws {
        let server = try FakeServer(config: ["local_pictures": true, "picture_missing": ["synthetic_240105"]])
        let noChafa = try FakePrograms([], linking: ["python3"])
        let space = try SpaceRunner(
            server: server, now: "2024-01-08T15:00:00Z",
            extra: [
                "PATH": noChafa.only, "COLUMNS": "80", "LINES": "40", "TERM": "xterm-256color",
                "COLORTERM": "truecolor",
            ])
        let album = try space.runInTerminal(["apod", "--last", "4", "--show"])
        #expect(album.status == 0)
        let lines = album.stdout.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
        // 80 columns hold three tiles of 24 (two spaces between): 2024-01-05 to 07, then 08.
        let dates = lines.filter { $0.contains("2024-01-0") }
        #expect(
            dates.first?.contains("2024-01-05") == true && dates.first?.contains("2024-01-06") == true
                && dates.first?.contains("2024-01-07") == true)
        #expect(dates.contains { $0.hasPrefix("2024-01-08") })
        #expect(lines.contains { $0.contains("Synthetic picture of 20…") }, "titles cut to the tile")
        #expect(
            album.stdout.contains("1 picture could not be drawn; its place is left blank."),
            "one notice for the missing picture")
        let drawn = try server.log().requests.filter { $0.path.hasPrefix("/pictures/") }
        #expect(drawn.count == 6, "three thumbnails, and the three links of the missing picture tried in turn")
        #expect(
            drawn.filter { !$0.path.contains("240105") }.allSatisfy { $0.query["w"] == "128" },
            "small copies from the resizer")
        #expect(try server.log().max_in_flight <= 4, "at most four thumbnails in flight")
        let piped = try space.run(["apod", "--last", "4", "--show"])
        #expect(piped.stdout.contains("2024-01-08") && !piped.stdout.contains("\u{1B}"), "a pipe gets the list")
        #expect(piped.stderr.contains("The pictures are not drawn because the output is not a terminal."))
        let both = try space.run(["apod", "--last", "4", "--show", "--download", "/tmp"])
        #expect(both.status == 64)
        withExtendedLifetime(server) {}
    }

    @Test func inKittyTheAlbumIsDrawnInKittyGraphics() throws {
        let server = try FakeServer(config: ["local_pictures": true])
        let noChafa = try FakePrograms([], linking: ["python3"])
        let space = try SpaceRunner(
            server: server, now: "2024-01-08T15:00:00Z",
            extra: ["PATH": noChafa.only, "COLUMNS": "80", "LINES": "40", "TERM": "xterm-kitty"])
        let album = try space.runInTerminal(["apod", "--last", "4", "--show"])
        #expect(album.status == 0)
        #expect(
            album.stdout.components(separatedBy: "\u{1B}_Ga=T,q=2,C=1,f=24,").count - 1 == 4,
            "four pictures placed without moving the cursor")
        #expect(album.stdout.contains("\u{1B}[26C"), "the next tile is 24 columns and a gap to the right")
        #expect(album.stdout.contains("2024-01-05") && album.stdout.contains("Synthetic picture of 20…"))
        #expect(!album.stdout.contains("▀"))
        let results = try space.runInTerminal(["search", "nebula", "--show", "--page-size", "2"])
        #expect(results.stdout.components(separatedBy: "\u{1B}_Ga=T,q=2,C=1,").count - 1 == 2, "a picture per result")
        #expect(results.stdout.contains("\u{1B}[14C1. Synthetic nebula result 0"), "the text beside the picture")
        withExtendedLifetime(server) {}
    }

    @Test func withSixelAndTheCellSizeTheAlbumIsDrawnInSixel() throws {
        let server = try FakeServer(config: ["local_pictures": true, "picture_size": [800, 400]])
        let noChafa = try FakePrograms([], linking: ["python3"])
        let space = try SpaceRunner(
            server: server, now: "2024-01-08T15:00:00Z",
            extra: ["PATH": noChafa.only, "TERM": "foot"])
        // 80×40 cells of 10×20 pixels, as a terminal that draws graphics reports them.
        let album = try space.runInTerminal(["apod", "--last", "3", "--show"], pixels: (80, 40, 800, 800))
        #expect(album.status == 0)
        #expect(
            album.stdout.components(separatedBy: "\u{1B}7\u{1B}P0;1;0q").count - 1 == 3,
            "each picture between saving and restoring the cursor")
        // A 2:1 picture fitted to 24×8 cells of 10×20 pixels: 240×120 pixels.
        #expect(album.stdout.contains("\"1;1;240;120#"))
        #expect(album.stdout.contains("2024-01-06"))
        let one = try space.runInTerminal(["apod", "2024-01-06", "--show"], pixels: (80, 40, 800, 800))
        #expect(
            one.stdout.contains("\"1;1;800;400#"),
            "the whole width at the reported cell size: 80 × 10 pixels, half as tall")
        withExtendedLifetime(server) {}
    }

    @Test func searchResultsAndTheRosterWithTheirPictures() throws {
        let server = try FakeServer(config: ["local_pictures": true])
        let noChafa = try FakePrograms([], linking: ["python3"])
        let space = try SpaceRunner(
            server: server, extra: ["PATH": noChafa.only, "COLUMNS": "80", "LINES": "40", "TERM": "xterm-256color"])
        let search = try space.runInTerminal(["search", "nebula", "--show", "--page-size", "3"])
        #expect(search.status == 0)
        let lines = search.stdout.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
        #expect(
            lines.contains { $0.contains("▀") && $0.hasSuffix("1. Synthetic nebula result 0") },
            "the picture beside the title")
        #expect(lines.contains { $0.contains("Page 1 of") })
        let roster = try space.runInTerminal(["astronauts", "--show", "--limit", "2"])
        #expect(roster.status == 0)
        #expect(roster.stdout.contains("space astronaut 1"))
        #expect(roster.stdout.contains("▀"))
        withExtendedLifetime(server) {}
    }
}
