import Foundation
import SpaceLocalization
import SpaceCommandLine
import SpaceSupport
import SpaceNetworking
import APODFeature
import SpacePresentation

/// `space apod --wallpaper --from favorites`: one of your favorite pictures instead of today's,
/// a different one each day, all of them in turn (also the `wallpaper-from` setting, which the
/// daily run follows).
extension APODCommand {
    static let from = Option.choice(
        "from", of: WallpaperSource.self, shownDefault: "today",
        help:
            "With --wallpaper: today's picture, or one of your favorites, a different one each day (also the wallpaper-from setting)."
    )

    /// Where the wallpaper's picture comes from.
    enum WallpaperSource: String, CaseIterable, Sendable {
        case today, favorites
    }

    /// Whether this run takes its wallpaper from the favorites: `--from`, else the setting when
    /// no day is asked for.
    static func fromFavorites(_ invocation: Invocation, mode: Mode, wallpaper: Bool) throws -> Bool {
        let given = invocation[from]
        if given != nil && !wallpaper {
            throw UsageError(
                tr("--from goes with --wallpaper: space apod --wallpaper --from favorites."), path: invocation.path)
        }
        guard case .latest = mode else {
            if given == .favorites {
                throw UsageError(
                    tr("--from favorites picks the day itself; leave the date out."), path: invocation.path)
            }
            return false
        }
        if let given { return given == .favorites }
        return wallpaper && invocation.context.settings.wallpaper.from == .favorites
    }

    /// The favorite for `day` among `favorites` in date order (as the favorites file gives them):
    /// the one at the day's number past the first day modulo their count, so consecutive days go
    /// through them all in turn; with its place (0-based).
    static func favorite(for day: APODDate, among favorites: [APODPicture]) -> (place: Int, picture: APODPicture)? {
        guard !favorites.isEmpty else { return nil }
        let place = APODDate.first.days(to: day) % favorites.count
        return (place, favorites[place])
    }

    /// Sets today's favorite as the wallpaper (from the favorites file: no network for the record).
    static func wallpaperFromFavorites(pictures: PictureRequest, context: AppContext) async throws -> CommandOutput {
        let all = try context.favorites.all()
        // Pictures only: a video day has no picture of its own to show.
        let favorites = all.filter { $0.mediaType == .image }
        guard let (place, picture) = favorite(for: APODDate.today(at: context.now()), among: favorites) else {
            throw SpaceError(
                .notFound,
                all.isEmpty
                    ? tr(
                        "You have no favorites to take a wallpaper from yet: star a day with space favorites add DATE, or f in space browse."
                    )
                    : tr(
                        "{count, plural, one {Your one favorite is a video, which has no picture of its own to show} other {None of your # favorites is a picture (videos have none of their own to show)}}; star a picture to take wallpapers from.",
                        ["count": all.count]))
        }
        context.printer.notice(
            tr(
                "Today's favorite: {date}, {number} of {count}.",
                [
                    "date": picture.date.description,
                    "number": place + 1,
                    "count": favorites.count,
                ]))
        return CommandOutput(json: APODView.json(picture), document: APODView.document(picture))
            .with(picture: .apod(picture), request: pictures)
    }
}
