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

/// `space config get/set/unset` and `space cache clear`, shaped in their views.
@Suite struct SettingViewTests {
    let pipe = DocumentLayout(width: 80, style: TextStyle(enabled: false), terminal: false)
    let screen = DocumentLayout(width: 80, style: TextStyle(enabled: false), terminal: true)

    @Test func configGetIsTypedInJSONBareInAPipeAndSourcedOnATerminal() {
        let timeout = ConfigView.Setting(key: "timeout", value: "30", source: .configFile)
        let piped = ConfigView.value(timeout, secret: false, terminal: false)
        #expect(pipe.lines(piped.document) == ["30"], "x=$(space config get timeout) gets the bare value")
        #expect(
            String(decoding: piped.json.serializedBytes(), as: UTF8.self).contains("\"value\": 30"), "a number in JSON")
        #expect(
            screen.lines(ConfigView.value(timeout, secret: false, terminal: true).document) == ["30  (config file)"])
        let token = ConfigView.Setting(
            key: "ll2-token", value: "ab…yz", source: .environment(variable: "SPACE_LL2_TOKEN"))
        let secret = String(
            decoding: ConfigView.value(token, secret: true, terminal: false).json.serializedBytes(), as: UTF8.self)
        #expect(secret.contains("\"value\": \"ab…yz\"") && secret.contains("environment (SPACE_LL2_TOKEN)"))
        let stored = String(
            decoding: ConfigView.stored(key: "timeout", value: "30", path: "/c.json").serializedBytes(), as: UTF8.self)
        #expect(stored.contains("\"path\": \"/c.json\""))
        let retired = String(
            decoding: ConfigView.stored(key: "api-key", value: nil, path: nil).serializedBytes(), as: UTF8.self)
        #expect(retired.contains("\"stored\": false") && retired.contains("\"value\": null"))
        let removed = String(
            decoding: ConfigView.removed(key: "timeout", removed: true, path: "/c.json").serializedBytes(),
            as: UTF8.self)
        #expect(removed.contains("\"removed\": true"))
    }

    @Test func cacheClearSaysWhatWasRemoved() {
        let all = CacheView.cleared(service: nil, entries: 3, bytes: 2_500_000)
        #expect(pipe.lines(all.document) == ["Removed 3 entries (2.5 MB) from the cache."])
        let one = CacheView.cleared(service: "apod", entries: 1, bytes: 10)
        #expect(
            pipe.lines(one.document).first?.hasPrefix("Removed 1 entry (") == true
                && pipe.lines(one.document).first?.hasSuffix("from the apod cache.") == true)
        let json = String(decoding: all.json.serializedBytes(), as: UTF8.self)
        #expect(
            json.contains("\"service\": null") && json.contains("\"removed_entries\": 3")
                && json.contains("\"removed_bytes\": 2500000"))
    }
}
