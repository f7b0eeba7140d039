import Foundation
import SpaceNetworking
import TerminalText
import SpaceLocalization
import SpaceSupport

/// The wallpaper's part of `space status`: the desktop it sets, the screen it is composed for,
/// what the settings add, and what the last run did.
extension StatusView {
    /// The screen a wallpaper is composed for, and what the settings make of it.
    static func wallpaperRows(_ report: StatusReport) -> [(String, String?)] {
        let screen =
            report.wallpaperScreen.map {
                tr("{size} ({source})", ["size": "\($0.width)×\($0.height)", "source": $0.source])
            }
            ?? tr("not known: the picture is set as it is (space config set screen-size WIDTHxHEIGHT)")
        let choices = report.wallpaperChoices
        var made: [String] = []
        made.append(choices.fromFavorites ? tr("one of your favorites each day") : tr("the day's picture"))
        if choices.caption { made.append(tr("with its caption")) }
        if choices.lockScreen { made.append(tr("the lock screen too")) }
        if choices.metered {
            made.append(
                tr("fetched at the screen's size: the network is metered ({source})", ["source": choices.meteredSource])
            )
        }
        return [
            (msgid("Screen", comment: "a row label in space status: the screen a wallpaper is composed for"), screen),
            (
                msgid("Sets", comment: "a row label in space status: what --wallpaper sets, by the settings"),
                made.joined(separator: ", ")
            ),
        ]
    }

    /// The desktop `--wallpaper` sets and why, or what to install.
    static func desktopRows(_ report: StatusReport) -> [(String, String?)] {
        guard let desktop = report.wallpaperDesktop else { return [] }
        let words = desktop.name.map { $0 + " (" + desktop.why + ")" } ?? desktop.why
        return [(msgid("Desktop", comment: "a row label in space status: the desktop whose wallpaper is set"), words)]
    }

    /// The last wallpaper run in words: when, and what it did.
    static func lastRunWords(_ run: WallpaperRun, age: TimeInterval) -> String {
        let what: String
        switch run.outcome {
        case .set:
            what = run.date.map { tr("the picture of {date} was set", ["date": $0]) } ?? tr("the picture was set")
        case .kept:
            // A video day without a still (no reason recorded), or a picture that would look bad.
            what =
                run.reason.map {
                    tr(
                        "{date} was not set ({reason}), so the wallpaper stayed as it was",
                        ["date": run.date ?? "?", "reason": Sanitizer.line($0)])
                } ?? tr("{date} is a video, so the wallpaper stayed as it was", ["date": run.date ?? "?"])
        case .failed: what = tr("failed: {reason}", ["reason": Sanitizer.line(run.reason ?? "?")])
        }
        return AgeText.ago(age) + ", " + what
    }
}
