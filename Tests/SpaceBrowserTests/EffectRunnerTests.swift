import Foundation
import Synchronization
import Testing
import APODFeature
import AstronautsFeature
import ImageSearchFeature
@testable import SpaceBrowser

/// Services that answer from memory; `held` is a day whose answer never comes until its request is
/// cancelled (no clock: the request waits on a stream that is never fed).
final class FakeServices: BrowserServices, @unchecked Sendable {
    let held: APODDate
    let favoriteFails: Bool
    /// Every day answered as offline: the last picture kept stands in for it.
    let offline: Bool
    let log = Mutex<[String]>([])
    private let never = AsyncStream<Void>.makeStream()

    init(held: APODDate = APODDate("1999-01-01")!, favoriteFails: Bool = false, offline: Bool = false) {
        self.held = held
        self.favoriteFails = favoriteFails
        self.offline = offline
    }

    func note(_ line: String) { log.withLock { $0.append(line) } }
    func today() -> APODDate { APODDate("2024-01-08")! }
    func latest() async throws -> DayAnswer { DayAnswer(picture: BrowserStateTests.picture("2024-01-08")) }
    func day(_ date: APODDate) async throws -> DayAnswer {
        if date == held {
            for await _ in never.stream {}
            note("cancelled \(date)")
            throw CancellationError()
        }
        if offline {
            return DayAnswer(
                picture: BrowserStateTests.picture("2024-01-08"), notice: "We are not connected to the internet.",
                source: "offline · from the pictures kept")
        }
        return DayAnswer(picture: BrowserStateTests.picture(date.description), notice: "from memory")
    }
    func random() async throws -> APODPicture { BrowserStateTests.picture("2001-01-01") }
    func range(from start: APODDate, through end: APODDate) async throws -> RangeAnswer {
        RangeAnswer(
            pictures: [BrowserStateTests.picture(start.description), BrowserStateTests.picture(end.description)],
            unloaded: start == end ? nil : "Could not load 1 day: \(start.adding(days: 1)).")
    }
    func favorites() throws -> [APODPicture] { throw BrowserFailure("The favorites file cannot be read.") }
    func setFavorite(_ picture: APODPicture, _ on: Bool) throws {
        if favoriteFails { throw CocoaError(.fileWriteNoPermission) }
        note("favorite \(picture.date) \(on)")
    }
    func shown(_ picture: APODPicture) { note("shown \(picture.date)") }
    func open(_ picture: APODPicture) throws -> String { "https://apod.test/\(picture.date)" }
    func download(_ picture: APODPicture) async throws -> String { "/tmp/\(picture.date).jpg" }
    func search(_ words: String, page: Int, pageSize: Int) async throws -> SearchPage {
        throw BrowserFailure("no search here")
    }
    func asset(_ id: String) async throws -> (SearchItem?, [AssetFile]) { (nil, []) }
    func roster(
        sort: AstronautsQuery.Sort, filter: String, page: Int, pageSize: Int, refresh: Bool
    ) async throws -> RosterAnswer {
        throw BrowserFailure("no roster here")
    }
}

/// The browser's effects without a terminal: an effect in, the events that answer it out.
@Suite struct EffectRunnerTests {
    func runner(_ services: FakeServices) -> (EffectRunner, AsyncStream<BrowserEvent>) {
        let (events, sink) = AsyncStream.makeStream(of: BrowserEvent.self)
        let runner = EffectRunner(services: services, failure: { BrowserFailure("worded: \($0)") }) { sink.yield($0) }
        return (runner, events)
    }

    @Test func aRequestIsAnsweredByItsEvent() async {
        let (runner, events) = runner(FakeServices())
        runner.run([.request(.day(APODDate("2020-02-02")!))])
        var iterator = events.makeAsyncIterator()
        guard case .answered(.day(let date), .success(.day(let picture, let notice, _)))? = await iterator.next() else {
            Issue.record("no day")
            return
        }
        #expect(date.description == "2020-02-02" && picture.date == date && notice == "from memory")
        runner.run([.request(.range(APODDate("2020-01-01")!, APODDate("2020-01-30")!))])
        guard case .answered(.range, .success(.pictures(let days, let unloaded)))? = await iterator.next() else {
            Issue.record("no range")
            return
        }
        #expect(days.map(\.date.description) == ["2020-01-01", "2020-01-30"])
        #expect(unloaded == "Could not load 1 day: 2020-01-02.", "the days that failed travel with the answer")
        runner.run([.request(.favorites)])
        guard case .answered(.favorites, .failure(let failure))? = await iterator.next() else {
            Issue.record("no favorites")
            return
        }
        #expect(failure.message == "The favorites file cannot be read.", "the services' own failure, as it is")
    }

    /// Every request comes back as itself, with an answer of the kind it asked for or why there is
    /// none: what is in flight (counted by request) can never be left waiting, and no answer is
    /// taken for another's.
    @Test func everyRequestComesBackAsItselfWithItsKindOfAnswer() async {
        let day = APODDate("2020-02-02")!
        let requests: [BrowserRequest] = [
            .latest, .day(day), .random, .range(day, day.adding(days: 3)),
            .sameDay(AlbumState.MonthDay(month: 2, day: 2)),
            .favorites, .search(3, "nebula", page: 2), .archive(4, "nebula", limit: BrowserState.archiveLimit),
            .archive(4, "nebula", limit: 1000), .asset("PIA123"), .roster(5, .asc, "", page: 1, refresh: false),
            .astronaut(12),
        ]
        var answeredSome = 0
        for request in requests {
            let (runner, events) = runner(FakeServices())
            runner.run([.request(request)])
            var iterator = events.makeAsyncIterator()
            guard case .answered(let back, let result)? = await iterator.next() else {
                Issue.record("\(request) is not answered")
                continue
            }
            #expect(back == request, "\(request) comes back as \(back)")
            if case .success(let answer) = result {
                answeredSome += 1
                #expect(Self.fits(answer, request), "\(request) is answered with \(answer)")
            }
        }
        #expect(answeredSome >= 6, "the fake services answer most of them")
    }

    /// The kind of answer each kind of request asks for.
    static func fits(_ answer: BrowserAnswer, _ request: BrowserRequest) -> Bool {
        switch request {
        case .latest, .day, .random: return answer.day != nil
        case .range, .sameDay, .favorites: return answer.pictures != nil
        case .search: return answer.page != nil
        case .archive: return answer.archive != nil
        case .asset: return answer.asset != nil
        case .roster: return answer.roster != nil
        case .astronaut: return answer.astronaut != nil
        }
    }

    /// An answer of another kind than the one asked for is refused, never shown as if it were.
    @Test func anAnswerOfAnotherKindIsRefused() {
        var state = BrowserStateTests().started()
        let asked = state.update(.key(.character("h")), size: BrowserStateTests.size)
        #expect(asked == [.request(.day(APODDate("2024-01-07")!))] && state.loading == 1)
        _ = state.update(
            .answered(.day(APODDate("2024-01-07")!), .success(.pictures([BrowserStateTests.picture("2024-01-07")]))),
            size: BrowserStateTests.size)
        #expect(state.day.picture == nil && state.day.failure == "The answer was not the one asked for.")
        #expect(state.loading == 0, "refused, it still ends its request")
    }

    @Test func aNewerDayCancelsTheDayStillOnItsWay() async {
        let services = FakeServices()
        let (runner, events) = runner(services)
        runner.run([.request(.day(services.held))])
        runner.run([.request(.day(APODDate("2020-02-03")!))])
        var answered: [String] = []
        for await event in events {
            if case .answered(.day(let date), let result) = event {
                let shown = (try? result.get()) != nil
                answered.append(date.description + (shown ? " shown" : " failed"))
            }
            if answered.count == 2 { break }
        }
        #expect(Set(answered) == ["2020-02-03 shown", "1999-01-01 failed"])
        #expect(services.log.withLock { $0 } == ["cancelled 1999-01-01"])
    }

    @Test func effectsThatNeedNoWaitAreDoneAtOnceTheirFailuresWorded() async {
        let services = FakeServices()
        let (runner, events) = runner(services)
        let picture = BrowserStateTests.picture("2024-01-05")
        runner.run([.setFavorite(picture, true), .shown(picture), .open(picture)])
        #expect(services.log.withLock { $0 } == ["favorite 2024-01-05 true", "shown 2024-01-05"])
        var iterator = events.makeAsyncIterator()
        guard case .favoriteSet(_, .success(true))? = await iterator.next(),
            case .done(.success(let opened))? = await iterator.next()
        else {
            Issue.record("not answered at once")
            return
        }
        #expect(opened == "https://apod.test/2024-01-05")
        let (failing, failures) = self.runner(FakeServices(favoriteFails: true))
        failing.run([.setFavorite(picture, false)])
        var failed = failures.makeAsyncIterator()
        guard case .favoriteSet(_, .failure(let failure))? = await failed.next() else {
            Issue.record("no failure")
            return
        }
        #expect(failure.message.hasPrefix("worded: "), "an error of the system is worded by the loop's words")
    }
}
