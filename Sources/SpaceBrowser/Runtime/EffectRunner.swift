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
            if Self.isRequest(effect) {
                let task = Task.detached {
                    if let event = await EffectRunner.answer(effect, services: services, failure: failure) {
                        post(event)
                    }
                }
                switch effect {
                case .loadDay, .loadLatest, .loadRandom:
                    dayRequest?.cancel()
                    dayRequest = task
                default: break
                }
                continue
            }
            switch effect {
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

    /// Asks the services for what a request needs, off the loop; the event that answers it.
    static func answer(
        _ effect: BrowserEffect, services: any BrowserServices, failure: @Sendable (any Error) -> BrowserFailure
    ) async -> BrowserEvent? {
        let event: BrowserEvent
        switch effect {
        case .loadLatest:
            do {
                let answer = try await services.latest()
                event = .dayLoaded(.latest, .success((answer.picture, notice: answer.notice)), source: answer.source)
            } catch { event = .dayLoaded(.latest, .failure(failure(error))) }
        case .loadDay(let date):
            do {
                let answer = try await services.day(date)
                event = .dayLoaded(.day(date), .success((answer.picture, notice: answer.notice)), source: answer.source)
            } catch { event = .dayLoaded(.day(date), .failure(failure(error))) }
        case .loadRandom:
            do { event = .dayLoaded(.random, .success((try await services.random(), notice: nil))) } catch {
                event = .dayLoaded(.random, .failure(failure(error)))
            }
        case .loadRange(let start, let end):
            do {
                let answer = try await services.range(from: start, through: end)
                event = .rangeLoaded(start, end, .success(answer.pictures), unloaded: answer.unloaded)
            } catch { event = .rangeLoaded(start, end, .failure(failure(error))) }
        case .loadSameDay(let monthDay):
            do {
                event = .sameDayLoaded(
                    monthDay,
                    .success(try await services.sameDayOfEveryYear(month: monthDay.month, day: monthDay.day)))
            } catch { event = .sameDayLoaded(monthDay, .failure(failure(error))) }
        case .loadFavorites:
            // The whole file is read: off the loop, so a large one never holds up a key.
            do { event = .favoritesLoaded(.success(try services.favorites())) } catch {
                event = .favoritesLoaded(.failure(failure(error)))
            }
        case .download(let picture):
            do { event = .done(.success(try await services.download(picture))) } catch {
                event = .done(.failure(failure(error)))
            }
        case .setWallpaper(let picture):
            do { event = .done(.success(try await services.setWallpaper(picture))) } catch {
                event = .done(.failure(failure(error)))
            }
        case .search(let generation, let words, let page):
            do {
                event = .searchLoaded(
                    generation,
                    .success(try await services.search(words, page: page, pageSize: BrowserState.listPageSize)))
            } catch { event = .searchLoaded(generation, .failure(failure(error))) }
        case .asset(let id):
            do { event = .assetLoaded(id, .success(try await services.asset(id))) } catch {
                event = .assetLoaded(id, .failure(failure(error)))
            }
        case .archiveSearch(let generation, let words):
            do {
                event = .archiveLoaded(
                    generation, .success(try await services.archiveSearch(words, limit: BrowserState.archiveLimit)))
            } catch { event = .archiveLoaded(generation, .failure(failure(error))) }
        case .roster(let generation, let sort, let filter, let page, let refresh):
            do {
                let answer = try await services.roster(
                    sort: sort, filter: filter, page: page, pageSize: BrowserState.listPageSize, refresh: refresh)
                event = .rosterLoaded(generation, .success(answer.page), cachedAgo: answer.cachedAgo)
            } catch { event = .rosterLoaded(generation, .failure(failure(error))) }
        case .archiveMore(let generation, let words, let limit):
            do {
                event = .archiveLoaded(generation, .success(try await services.archiveSearch(words, limit: limit)))
            } catch { event = .archiveLoaded(generation, .failure(failure(error))) }
        case .loadAstronaut(let id):
            do { event = .astronautLoaded(id, .success(try await services.astronaut(id))) } catch {
                event = .astronautLoaded(id, .failure(failure(error)))
            }
        default:
            return nil
        }
        return event
    }

    /// Whether an effect waits for the network or reads a large file (and so runs in a task of its
    /// own): the work counted in flight (`BrowserEffect.work`), and a download or a wallpaper, which
    /// take a picture's time and report when done.
    static func isRequest(_ effect: BrowserEffect) -> Bool {
        switch effect {
        case .download, .setWallpaper: return true
        default: return effect.work != nil
        }
    }
}
