import Foundation
import SpaceNetworking
import SpaceLocalization
import SpaceSupport
import TerminalText

/// What `space status` finds: each service probed once (concurrently, without the cache or
/// retries), the files, the terminal and the proxies.
public struct StatusReport: Sendable {
    /// One service.
    public struct Service: Sendable {
        public var name: String
        public var url: String
        public var answered: Bool
        public var milliseconds: Int?
        public var problem: String?
        public var credentialLabel: String
        public var credential: String?
        public var remaining: Int?
        public var limit: Int?
        public var rateLimitWords: String?

        public init(
            name: String, url: String, answered: Bool, milliseconds: Int? = nil, problem: String? = nil,
            credentialLabel: String,
            credential: String?, remaining: Int? = nil, limit: Int? = nil, rateLimitWords: String? = nil
        ) {
            self.name = name
            self.url = url
            self.answered = answered
            self.milliseconds = milliseconds
            self.problem = problem
            self.credentialLabel = credentialLabel
            self.credential = credential
            self.remaining = remaining
            self.limit = limit
            self.rateLimitWords = rateLimitWords
        }
    }

    /// A folder's size.
    public struct Folder: Sendable {
        public var path: String
        public var files: Int
        public var bytes: Int

        public init(path: String, files: Int, bytes: Int) {
            self.path = path
            self.files = files
            self.bytes = bytes
        }
    }

    public var services: [Service]
    public var config: Folder
    public var settings: Int?
    public var data: Folder
    public var favorites: Int?
    public var cache: Folder
    public var terminal: TerminalInfo
    /// The language messages are in, and the variable that chose it.
    public var language = LanguageChoice(language: .english, source: nil)
    /// How `--show` would draw here (nil: not at all), and the setting it comes from.
    public var pictures: (name: String, description: String)?
    public var rendererSetting: String
    public var proxies: [(String, String)]
    /// What carries the requests (`SPACE_TRANSPORT`).
    public var transport: String
    /// Said when a NASA key is still configured: it is ignored.
    public var notice: String?
    /// Whether `space apod --wallpaper --daily` installed its schedule here.
    public var dailyWallpaper = false
    /// The desktop `space apod --wallpaper` would set and why (`name` nil: none fits, `why` says
    /// what to install).
    public var wallpaperDesktop: (name: String?, why: String)?
    /// What the last `space apod --wallpaper` did, and how long ago (seconds).
    public var lastWallpaperRun: (run: WallpaperRun, age: TimeInterval)?
    /// The screen a wallpaper is composed for, and where its size was learned (nil: not known).
    public var wallpaperScreen: (width: Int, height: Int, source: String)?
    /// What the settings make of every `--wallpaper` (the daily run's too).
    public var wallpaperChoices = WallpaperChoices()

    /// The wallpaper's settings in effect, and whether the network is metered (and who says).
    public struct WallpaperChoices: Sendable, Equatable {
        public var caption = false
        public var fromFavorites = false
        public var lockScreen = false
        public var metered = false
        public var meteredSource = ""

        public init(
            caption: Bool = false, fromFavorites: Bool = false, lockScreen: Bool = false, metered: Bool = false,
            meteredSource: String = ""
        ) {
            self.caption = caption
            self.fromFavorites = fromFavorites
            self.lockScreen = lockScreen
            self.metered = metered
            self.meteredSource = meteredSource
        }
    }

    public init(
        services: [Service], config: Folder, settings: Int?, data: Folder, favorites: Int?, cache: Folder,
        terminal: TerminalInfo,
        pictures: (name: String, description: String)?, rendererSetting: String, proxies: [(String, String)],
        transport: String,
        notice: String?
    ) {
        self.services = services
        self.config = config
        self.settings = settings
        self.data = data
        self.favorites = favorites
        self.cache = cache
        self.terminal = terminal
        self.pictures = pictures
        self.rendererSetting = rendererSetting
        self.proxies = proxies
        self.transport = transport
        self.notice = notice
    }

    /// A service's rate limit in words.
    public static func words(_ status: RateLimitStatus) -> String? {
        switch (status.remaining, status.limit) {
        case let (remaining?, limit?):
            return tr("{remaining} of {limit} calls left this hour", ["remaining": remaining, "limit": limit])
        case let (remaining?, nil): return tr("{remaining} calls left this hour", ["remaining": remaining])
        default: return nil
        }
    }
}
