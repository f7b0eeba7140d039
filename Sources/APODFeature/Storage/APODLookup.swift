import Foundation
import SpaceLocalization
import SpaceNetworking

/// The rules for showing one picture: ask the service, roll over to yesterday when today is not
/// published yet, and when the network is gone, fall back to what was saved.
public struct APODLookup: Sendable {
    /// Talks to the service.
    public var fetcher: APODFetcher
    /// What was shown before.
    public var archive: PictureArchive
    /// The clock.
    public var now: @Sendable () -> Date

    /// Creates a lookup.
    public init(fetcher: APODFetcher, archive: PictureArchive, now: @escaping @Sendable () -> Date) {
        self.fetcher = fetcher
        self.archive = archive
        self.now = now
    }

    /// A picture to show, and a notice for stderr when it is not exactly what was asked for.
    public struct Shown: Sendable, Equatable {
        /// The picture.
        public var picture: APODPicture
        /// Why this picture and not the one asked for, if so.
        public var notice: String?
        /// Whether it came from the pictures kept on disk because the network was gone.
        public var offline = false

        /// A picture shown.
        public init(picture: APODPicture, notice: String?, offline: Bool = false) {
            self.picture = picture
            self.notice = notice
            self.offline = offline
        }
    }

    /// The message when the last picture seen stands in for the latest one.
    public static var offlineNotice: String {
        tr("We are not connected to the internet, showing you the last image we have.")
    }

    /// The latest picture; offline: today's if it was already shown, else the last one seen.
    public func latest() async throws -> Shown {
        do {
            return Shown(picture: try await fetcher.latest(), notice: nil)
        } catch let error as SpaceError where error.isUnreachable {
            if let today = archive.picture(on: APODDate.today(at: now())) {
                return Shown(picture: today, notice: nil, offline: true)
            }
            if let last = archive.lastShown(), let picture = archive.picture(on: last.date) {
                return Shown(picture: picture, notice: Self.offlineNotice, offline: true)
            }
            var failure = Self.offlineFailure(error, nothingSaved: tr("no picture has been saved yet"), hint: nil)
            if failure.transportFailure != .offline && failure.transportFailure != .timedOut {
                failure.remedy = .showAPictureOnline
            }
            throw failure
        }
    }

    /// The error when the network failed and nothing saved can stand in: what the network did,
    /// then what is missing ("We are not connected to the internet, and …").
    static func offlineFailure(_ error: SpaceError, nothingSaved: String, hint: String?) -> SpaceError {
        var failure = error
        if case .offline = error.transportFailure { return error }
        if case .timedOut = error.transportFailure {
            // The network is there but slow: the hint stays "allow more time with --timeout".
            failure.message = tr(
                "{failure}, and {missing}.", ["failure": String(error.message.dropLast()), "missing": nothingSaved])
            return failure
        } else {
            failure.message = tr("We are not connected to the internet, and {missing}.", ["missing": nothingSaved])
        }
        failure.hint = hint
        return failure
    }

    /// One day. Today (US Eastern) rolls over to yesterday when it is not published yet; a day
    /// saved earlier is shown from disk when the network is gone.
    public func day(_ date: APODDate) async throws -> Shown {
        do {
            return Shown(picture: try await fetcher.day(date), notice: nil)
        } catch let error as SpaceError where error.kind == .notFound && date == APODDate.today(at: now()) {
            let previous = date.adding(days: -1)
            let picture = try await fetcher.day(previous)
            return Shown(
                picture: picture,
                notice: tr(
                    "The picture for {date} is not published yet; showing {previous}.",
                    ["date": date.description, "previous": previous.description]))
        } catch var error as SpaceError
            where error.kind == .notFound && error.serviceCode != "rest_no_route" && date < APODDate.today(at: now())
        {
            if let nearest = await nearestDays(to: date) { error.message = nearest }
            throw error
        } catch let error as SpaceError where error.isUnreachable {
            if let saved = archive.picture(on: date) { return Shown(picture: saved, notice: nil, offline: true) }
            throw Self.offlineFailure(
                error, nothingSaved: tr("the picture of {date} was never saved", ["date": date.description]),
                hint: tr("Try again when connected."))
        }
    }

    /// Days around a past day without a picture looked at for the nearest that have one.
    static let gapReach = 12

    /// For a past day without a picture (a gap in the archive), the sentence that says so and
    /// names the nearest days with a picture on either side, from one window of the service
    /// around it (cached like any range); nil when none is within `gapReach` days or the window
    /// cannot be had, and the plain sentence stands.
    func nearestDays(to date: APODDate) async -> String? {
        let start = max(APODDate.first, date.adding(days: -Self.gapReach))
        let end = min(APODDate.today(at: now()), date.adding(days: Self.gapReach))
        guard start <= end, let found = try? await fetcher.range(from: start, through: end), found.failedDays.isEmpty
        else { return nil }
        let days = found.pictures.map(\.date)
        let before = days.last { $0 < date }, after = days.first { $0 > date }
        let named = [before, after].compactMap { $0?.description }
        guard !named.isEmpty else { return nil }
        if named.count == 1 {
            return tr(
                "There is no picture for {date}: the archive has a gap there, and the nearest day with one is {day}.",
                ["date": date.description, "day": named[0]])
        }
        return tr(
            "There is no picture for {date}: the archive has a gap there, and the nearest days with one are {before} and {after}.",
            ["date": date.description, "before": named[0], "after": named[1]])
    }
}
