import Foundation
import APODFeature

/// Runs the effects the state asks for, against the services: requests (the network, a large
/// file) in tasks of their own whose answers come back through `post`, a newer day cancelling the
/// day still on its way (a held arrow asks for many; only the last matters); the rest (favorites,
/// the opener, the last day shown) at once. An effect in, events out: tested with fake services.
final class EffectRunner {
    let services: any BrowserServices
    let failure: @Sendable (any Error) -> BrowserFailure
    let post: @Sendable (BrowserEvent) -> Void
    /// The day request in flight.
    private(set) var dayRequest: Task<Void, Never>?
    /// The archive's sync, while it runs.
    private(set) var syncTask: Task<Void, Never>?

    init(
        services: any BrowserServices, failure: @escaping @Sendable (any Error) -> BrowserFailure,
        post: @escaping @Sendable (BrowserEvent) -> Void
    ) {
        self.services = services
        self.failure = BrowserFailure.keeping(failure)
        self.post = post
    }

    func run(_ effects: [BrowserEffect]) {
        for effect in effects {
            let (services, post, failure) = (self.services, self.post, self.failure)
            switch effect {
            case .request(let request):
                let task = Task.detached {
                    let result: Result<BrowserAnswer, BrowserFailure>
                    do { result = .success(try await EffectRunner.answer(request, services: services)) } catch {
                        result = .failure(failure(error))
                    }
                    post(.answered(request, result))
                }
                switch request {
                case .latest, .day, .random:
                    dayRequest?.cancel()
                    dayRequest = task
                default: break
                }
            case .download(let picture), .setWallpaper(let picture):
                // A picture's time (fetched whole, or composed for each screen): off the loop.
                let setsWallpaper = effect == .setWallpaper(picture)
                Task.detached {
                    let result: Result<String, BrowserFailure>
                    do {
                        result = .success(
                            setsWallpaper
                                ? try await services.setWallpaper(picture) : try await services.download(picture))
                    } catch { result = .failure(failure(error)) }
                    post(.done(result))
                }
            case .setFavorite(let picture, let on):
                let result: Result<Bool, BrowserFailure>
                do { try services.setFavorite(picture, on); result = .success(on) } catch {
                    result = .failure(failure(error))
                }
                post(.favoriteSet(picture, result))
            case .open(let picture):
                let result: Result<String, BrowserFailure>
                do { result = .success(try services.open(picture)) } catch { result = .failure(failure(error)) }
                post(.done(result))
            case .shown(let picture):
                services.shown(picture)
            case .keepCommandHistory(let lines):
                services.keepCommandHistory(lines)
            case .seenThrough(let date):
                services.seenThrough(date)
            case .syncArchive:
                syncTask?.cancel()
                syncTask = Task.detached {
                    let result: Result<SyncReport, BrowserFailure>
                    do {
                        result = .success(try await services.syncArchive { post(.syncProgress($0)) })
                    } catch { result = .failure(failure(error)) }
                    post(.synced(result))
                }
            case .cancelSync:
                syncTask?.cancel()
            default:
                break
            }
        }
    }

    /// What the services answer to a request, off the loop (the favorites' whole file too, so a
    /// large one never holds up a key); each request asks the one service it names.
    static func answer(_ request: BrowserRequest, services: any BrowserServices) async throws -> BrowserAnswer {
        switch request {
        case .latest:
            let answer = try await services.latest()
            return .day(answer.picture, notice: answer.notice, source: answer.source)
        case .day(let date):
            let answer = try await services.day(date)
            return .day(answer.picture, notice: answer.notice, source: answer.source)
        case .random:
            return .day(try await services.random())
        case .range(let start, let end):
            let answer = try await services.range(from: start, through: end)
            return .pictures(answer.pictures, unloaded: answer.unloaded)
        case .sameDay(let monthDay):
            return .pictures(try await services.sameDayOfEveryYear(month: monthDay.month, day: monthDay.day))
        case .favorites:
            return .pictures(try services.favorites())
        case .search(_, let words, let page):
            return .page(try await services.search(words, page: page, pageSize: BrowserState.listPageSize))
        case .archive(_, let words, let limit):
            return .archive(try await services.archiveSearch(words, limit: limit))
        case .asset(let id):
            let (item, files) = try await services.asset(id)
            return .asset(item, files)
        case .roster(_, let sort, let filter, let page, let refresh):
            let answer = try await services.roster(
                sort: sort, filter: filter, page: page, pageSize: BrowserState.listPageSize, refresh: refresh)
            return .roster(answer.page, cachedAgo: answer.cachedAgo)
        case .astronaut(let id):
            return .astronaut(try await services.astronaut(id))
        }
    }
}
