import TerminalText
import TerminalSession
import SpaceLocalization

/// The keys in force: `KeyTable`'s bindings with the person's own keys (the keys file) put in.
/// The reducer asks it what a key does, and the `?` box, `space help browse` and `space help keys`
/// print it, so what help says is what the keys do.
public struct KeyMap: Sendable {
    /// The bindings in force, in the table's order; a binding whose keys changed says them anew.
    public private(set) var bindings: [KeyTable.Binding]
    /// Each screen's keys (its own, then those of every screen).
    private var actions: [ScreenID: [Key: KeyAction]] = [:]

    /// The table as it is, with no keys of the person's own.
    public static var standard: KeyMap { KeyMap(bindings: KeyTable.bindings) }

    init(bindings: [KeyTable.Binding]) {
        self.bindings = bindings
        index()
    }

    /// What `key` does on `screen`: the screen's own bindings first, then those of every screen.
    public func action(for key: Key, on screen: ScreenID) -> KeyAction? {
        actions[screen]?[KeyTable.pattern(key)]
    }

    /// The bindings of one screen, then the global ones.
    public func bindings(for screen: ScreenID) -> [KeyTable.Binding] {
        bindings.filter { $0.screen == screen } + bindings.filter { $0.screen == nil }
    }

    /// The screens `action` works on (every one for an action of every screen).
    public func screens(of action: KeyAction) -> [ScreenID] {
        let scopes = bindings.filter { $0.actions.values.contains(action) }.map(\.screen)
        if scopes.contains(where: { $0 == nil }) { return ScreenID.allCases }
        return ScreenID.allCases.filter { scopes.contains($0) }
    }

    /// The keys that do `action` on some screen, in listing order (mouse events left out).
    public func keys(of action: KeyAction) -> [Key] {
        let keys = Set(bindings.flatMap { binding in binding.actions.filter { $0.value == action }.map(\.key) })
        return keys.filter { $0.name != nil }.sorted { $0.listingOrder < $1.listingOrder }
    }

    /// Gives `action` exactly `keys` wherever it works: its own keys there are taken away, and
    /// `keys` are taken from whatever else they did on those screens (on a screen of its own, a
    /// key of every screen stays for the others and is shadowed there). Mouse events and Ctrl-C
    /// never change.
    public mutating func bind(_ action: KeyAction, to keys: [Key]) {
        let screens = Set(screens(of: action))
        let everywhere = screens.count == ScreenID.allCases.count
        var placed = false
        for index in bindings.indices {
            var binding = bindings[index]
            let before = binding.actions
            let overlaps = binding.screen.map { screens.contains($0) } ?? everywhere
            binding.actions = binding.actions.filter { key, value in
                guard key.name != nil, key != .control("c") else { return true }
                if value == action { return false }
                return !(overlaps && keys.contains(key))
            }
            if !placed, before.values.contains(action) {
                for key in keys { binding.actions[key] = action }
                placed = true
            }
            if binding.actions != before { binding.keys = Self.label(binding.actions) }
            bindings[index] = binding
        }
        index()
    }

    /// Keys as help writes them: each action's keys joined by `/`, actions two spaces apart.
    static func label(_ actions: [Key: KeyAction]) -> String {
        let byAction = Dictionary(grouping: actions.filter { $0.key.symbol != nil }, by: \.value)
        let words = byAction.sorted { $0.key.rank < $1.key.rank }.map { _, pairs in
            pairs.map(\.key).sorted { $0.listingOrder < $1.listingOrder }.compactMap(\.symbol).joined(separator: "/")
        }
        let mouse = actions.keys.contains { $0.symbol == nil } ? ["mouse"] : []
        let text = (words + mouse).joined(separator: "  ")
        return text.isEmpty ? "-" : text
    }

    private mutating func index() {
        func merged(_ scope: ScreenID?) -> [Key: KeyAction] {
            bindings.filter { $0.screen == scope }.reduce(into: [:]) { map, binding in
                map.merge(binding.actions) { first, _ in first }
            }
        }
        let everywhere = merged(nil)
        actions = Dictionary(
            uniqueKeysWithValues: ScreenID.allCases.map { ($0, merged($0).merging(everywhere) { own, _ in own }) })
    }

    /// The whole table as text, screen by screen (for `space help browse`).
    public func text(width: Int = 80) -> [String] {
        var lines: [String] = []
        for screen in ScreenID.allCases {
            let own = bindings.filter { $0.screen == screen }
            guard !own.isEmpty else { continue }
            lines.append(tr("{screen} screen:", ["screen": screen.title]))
            lines += own.flatMap { KeyTable.wrapped($0, width: width) }
        }
        lines.append(tr("Everywhere:"))
        lines += bindings.filter { $0.screen == nil }.flatMap { KeyTable.wrapped($0, width: width) }
        return lines
    }
}
