import Foundation
import SpaceLocalization
import TerminalSession
import AstronautsFeature

extension BrowserState {
    /// A key while the `:` line is open: Enter runs it, Esc closes it, ↑ and ↓ go through the
    /// commands typed before, Tab completes; the rest edits the line.
    mutating func pressInCommandLine(_ open: CommandPrompt, _ key: Key) -> [BrowserEffect] {
        var prompt = open
        prompt.choices = []
        switch key {
        case .escape:
            overlay = nil
            return []
        case .enter:
            overlay = nil
            let text = prompt.line.text.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { return [] }
            var effects: [BrowserEffect] = []
            if commandHistory.last != text {
                commandHistory.append(text)
                commandHistory.removeFirst(max(0, commandHistory.count - Self.historyLimit))
                effects.append(.keepCommandHistory(commandHistory))
            }
            switch BrowserCommand.parse(text) {
            case .success(let command): return effects + run(command)
            case .failure(let failure):
                notice = failure.message
                return effects
            }
        case .up:
            guard !commandHistory.isEmpty else { break }
            if prompt.recalled == nil { prompt.draft = prompt.line.text }
            let index = max(0, (prompt.recalled ?? commandHistory.count) - 1)
            prompt.recalled = index
            prompt.line = LineEditor(commandHistory[index], limit: prompt.line.limit)
        case .down:
            guard let recalled = prompt.recalled else { break }
            if recalled + 1 < commandHistory.count {
                prompt.recalled = recalled + 1
                prompt.line = LineEditor(commandHistory[recalled + 1], limit: prompt.line.limit)
            } else {
                prompt.recalled = nil
                prompt.line = LineEditor(prompt.draft, limit: prompt.line.limit)
            }
        case .tab:
            let (text, choices) = BrowserCommand.complete(prompt.line.text)
            prompt.line = LineEditor(text, limit: prompt.line.limit)
            prompt.choices = choices
        default:
            _ = prompt.line.apply(key)
        }
        overlay = .command(prompt)
        return []
    }

    /// What a command does: the same as its keys would.
    mutating func run(_ command: BrowserCommand) -> [BrowserEffect] {
        switch command {
        case .apod(let words):
            return goToDate(words)
        case .search(let words):
            let effects = show(.search)
            return effects + runSearch(words)
        case .astronauts(let words):
            let words = words.trimmingCharacters(in: .whitespaces)
            let effects = show(.astronauts)
            guard words != roster.filter else { return effects }
            roster.filter = words
            return reloadRoster()
        case .astronaut(let id):
            let effects = show(.astronauts)
            return effects + [.request(.astronaut(id))]
        case .favorites:
            return show(.favorites)
        case .sync:
            return show(.search) + startSync()
        case .open:
            guard let picture = day.picture else {
                notice = tr("No day is shown yet to open.")
                return []
            }
            return [.open(picture)]
        case .wallpaper:
            guard let picture = day.picture else {
                notice = tr("No day is shown yet to set as the wallpaper.")
                return []
            }
            note(
                tr("Setting the picture of {date} as the wallpaper…", ["date": picture.date.description]), on: nil,
                inProgress: true)
            return [.setWallpaper(picture)]
        case .help:
            overlay = .help
            return []
        case .quit:
            quitting = true
            return []
        }
    }

    /// An astronaut asked for by id: shown in full on the Astronauts screen, or the sentence why not.
    mutating func astronautLoaded(_ id: Int, _ result: Result<Astronaut, BrowserFailure>) {
        switch result {
        case .success(let astronaut):
            guard astronaut.id == id else {
                note(tr("Astronaut {id} was not found.", ["id": id]), on: .astronauts)
                return
            }
            screen = .astronauts
            roster.list.open = astronaut
        case .failure(let failure):
            note(failure.message, on: .astronauts)
        }
    }

    /// `g` and `:apod`: the day a date names (nothing: the latest), on the Day screen.
    mutating func goToDate(_ text: String) -> [BrowserEffect] {
        // Nothing typed: back to today, as `space browse --fresh` starts.
        if text.trimmingCharacters(in: .whitespaces).isEmpty {
            screen = .day
            day.openedFrom = nil
            return ask(.latest)
        }
        switch GoToDate.resolve(text, today: today, latest: day.latest) {
        case .success(let date):
            screen = .day
            if date != day.picture?.date { day.pictureWithheld = day.picture != nil }
            return ask(.day(date))
        case .failure(let failure):
            notice = failure.message
            return []
        }
    }
}
