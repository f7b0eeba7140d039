import Foundation
import Testing
import SpaceNetworking
import TerminalText
import SpaceLocalization
@testable import SpacePresentation

/// The views of `space cache` and `space config list`: their totals, pipe lines and JSON.
@Suite struct ReportViewTests {
    let pipe = DocumentLayout(width: 80, style: TextStyle(enabled: false), terminal: false)
    let screen = DocumentLayout(width: 80, style: TextStyle(enabled: false), terminal: true)

    @Test func theCacheViewTotalsEverythingAndPipesNumbers() {
        let report = CacheView.Report(
            path: "/c", maxBytes: 200_000_000,
            services: [.init(name: "apod", entries: 3, bytes: 3_000), .init(name: "images", entries: 0, bytes: 0)],
            pictures: .init(name: "pictures", entries: 2, bytes: 10_000),
            temporary: .init(name: "temporary", entries: 0, bytes: 0),
            index: (days: 40, bytes: 5_000))
        #expect(report.entries == 5)
        #expect(report.bytes == 18_000)
        #expect(
            pipe.lines(CacheView.document(report)) == [
                "apod\t3\t3000", "images\t0\t0", "pictures\t2\t10000", "search-index\t40\t5000",
            ])
        let table = screen.lines(CacheView.document(report)).joined(separator: "\n")
        #expect(table.contains("apod index (days)") && table.contains("total") && !table.contains("unfinished writes"))
        let json = String(decoding: CacheView.json(report).serializedBytes(), as: UTF8.self)
        #expect(
            json.contains("\"search_index\"") && json.contains("\"entries\": 5") && json.contains("\"bytes\": 18000"))
    }

    @Test func theConfigViewShowsUnsetValuesAsADashOnScreenAndEmptyInAPipe() {
        let settings = [
            ConfigView.Setting(key: "timeout", value: "30", source: .configFile),
            ConfigView.Setting(key: "ll2-token", value: nil, source: .defaultValue),
        ]
        #expect(
            pipe.lines(ConfigView.document(path: "/p/config.json", settings)) == [
                "timeout\t30\tconfig file", "ll2-token\t\tdefault",
            ])
        let table = screen.lines(ConfigView.document(path: "/p/config.json", settings))
        #expect(table.first == "Config: /p/config.json")
        #expect(table.contains { $0.hasPrefix("ll2-token") && $0.contains(" - ") })
        let json = String(decoding: ConfigView.json(path: "/p/config.json", settings).serializedBytes(), as: UTF8.self)
        #expect(json.contains("\"value\": null"))
    }
}

/// The status report keeps the services' credentials in English words; the view translates them.
@Suite struct StatusCredentialWordsTests {
    @Test func theViewTranslatesWhatTheReportKeepsInEnglish() {
        #expect(StatusView.credentialWords("none needed") == tr("none needed"))
        #expect(StatusView.credentialWords("abcd…wxyz") == "abcd…wxyz", "a masked key as it is")
    }
}
