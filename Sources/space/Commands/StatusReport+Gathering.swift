import Foundation
import SpaceLocalization
import SpaceSettings
import SpaceDesktop
import SpacePictures
import TerminalSession
import TerminalGraphics
import SpacePresentation
import TerminalText
import SpaceSupport
import APODFeature
import AstronautsFeature
import ImageSearchFeature
import SpaceNetworking

extension StatusReport {
    /// Probes the services and looks at the files.
    static func gather(_ context: AppContext) async throws -> StatusReport {
        var client = context.client()
        client.cache = nil
        client.retryPolicy = .none
        let apod = APODFetcher(
            client: client, baseURL: try context.baseURL(.apodURL, default: APODService.defaultURL))
        let images = ImageLibrary(
            client: client, baseURL: try context.baseURL(.imagesURL, default: ImageLibrary.defaultURL))
        let token = try context.launchLibraryToken()
        let roster = AstronautRoster(
            client: client,
            collectionURL: try context.baseURL(.astronautsURL, default: AstronautRoster.defaultURL),
            token: token)
        let remembered = context.rateLimitMemory.load()
        let redactor = client.redactor

        async let apodReport = probe(
            APODService.name, url: redactor.redact(url: apod.baseURL),
            credentialLabel: msgid("Key", comment: "a row label in space status: the API key a service is asked with"),
            credential: "none needed"
        ) {
            let response = try await apod.probe()
            return response.rateLimit
        }
        async let imagesReport = probe(
            msgid("NASA Image Library"), url: redactor.redact(url: images.baseURL),
            credentialLabel: msgid("Key", comment: "a row label in space status: the API key a service is asked with"),
            credential: "none needed"
        ) {
            _ = try await images.probe()
            return nil
        }
        async let rosterReport = probe(
            msgid("Launch Library 2"), url: redactor.redact(url: roster.collectionURL),
            credentialLabel: msgid(
                "Token", comment: "a row label in space status: the access token sent to Launch Library 2"),
            credential: token.map(Redactor.mask) ?? "none (free tier)"
        ) {
            let throttle = try await roster.throttle().value
            return RateLimitStatus(limit: throttle.limit, remaining: max(0, throttle.limit - throttle.used))
        }
        var services = await [apodReport, imagesReport, rosterReport]
        if !services[0].answered, let seen = remembered["NASA APOD"] {
            services[0].remaining = seen.status.remaining
            services[0].limit = seen.status.limit
            services[0].rateLimitWords = StatusReport.words(seen.status).map {
                "\($0) (seen \(AgeText.ago(context.now().timeIntervalSince(seen.seenAt))))"
            }
        }
        let settings = try? ConfigFile(url: context.files.configFile).load().count
        var report = StatusReport(
            services: services,
            config: measure(context.files.config), settings: settings,
            data: measure(context.files.data), favorites: try? context.favorites.count(),
            cache: {
                let totals = CacheCommand.totals(context.responseCache)
                return StatusReport.Folder(path: context.files.cache.path, files: totals.entries, bytes: totals.bytes)
            }(),
            terminal: context.console.terminal,
            pictures: ((try? TerminalPicture.renderer(nil, context: context.pictures)) ?? nil).map { renderer in
                // Inside tmux, why the pictures are half blocks when they are.
                guard case .drawn(.blocks) = renderer, !(context.environment["TMUX"] ?? "").isEmpty,
                    let reason = TmuxProbe.graphics(environment: context.environment).reason
                else { return (renderer.name, renderer.description) }
                return (renderer.name, renderer.description + " (" + reason + ")")
            },
            rendererSetting: context.settings.renderer.value,
            proxies: proxies(context.environment, redactor: redactor),
            transport: context.transport.name,
            notice: context.ignoredNASAKeyNotice
        )
        report.dailyWallpaper = DailyWallpaper.here(context).isOn
        let desktop = context.desktopSession()
        report.wallpaperDesktop = desktop.status
        let printer = context.printer
        report.wallpaperScreen = await desktop.screenSize(setting: context.settings.wallpaper.screenSize) {
            printer.notice($0)
        }.map {
            ($0.width, $0.height, $0.source)
        }
        let wallpaper = context.settings.wallpaper
        let metered = MeteredNetwork.detect(setting: context.settings.meteredSetting, environment: context.environment)
        report.wallpaperChoices = StatusReport.WallpaperChoices(
            caption: wallpaper.caption, fromFavorites: wallpaper.from == .favorites, lockScreen: wallpaper.lockScreen,
            metered: metered.metered, meteredSource: metered.source)
        report.lastWallpaperRun = WallpaperRun.last(in: context.files.data).map {
            ($0, max(0, context.now().timeIntervalSince($0.at)))
        }
        report.language = context.settings.languageChoice(context.environment)
        return report
    }

    private static func probe(
        _ name: String, url: String, credentialLabel: String, credential: String?,
        _ request: @Sendable () async throws -> RateLimitStatus?
    ) async -> StatusReport.Service {
        let clock = ContinuousClock()
        let started = clock.now
        var service = StatusReport.Service(
            name: name, url: url, answered: false, credentialLabel: credentialLabel, credential: credential)
        do {
            let limit = try await request()
            let elapsed = clock.now - started
            service.answered = true
            service.milliseconds = Int(
                elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
            service.remaining = limit?.remaining
            service.limit = limit?.limit
            service.rateLimitWords = limit.flatMap(StatusReport.words)
        } catch let error as SpaceError {
            service.problem = error.message
            if error.kind == .rateLimited { service.remaining = 0 }
        } catch {
            service.problem = error.localizedDescription
        }
        return service
    }

    /// Files and bytes below a folder.
    static func measure(_ folder: URL) -> StatusReport.Folder {
        let usage = DiskFiles.usage(under: folder)
        return StatusReport.Folder(path: folder.path, files: usage.files, bytes: usage.bytes)
    }

    /// The proxy variables in effect, with any user name and password redacted.
    static func proxies(_ environment: [String: String], redactor: Redactor) -> [(String, String)] {
        let names = [
            "https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY", "no_proxy", "NO_PROXY",
        ]
        return names.compactMap { name in
            guard let value = environment[name], !value.isEmpty else { return nil }
            // `user:password@host:port` without a scheme is as common as with one.
            let withScheme = value.contains("://") ? value : "http://" + value
            var shown = URL(string: withScheme).map(redactor.redact(url:)) ?? "REDACTED"
            if !value.contains("://"), shown.hasPrefix("http://") { shown.removeFirst("http://".count) }
            return (name, Sanitizer.line(shown))
        }
    }
}
