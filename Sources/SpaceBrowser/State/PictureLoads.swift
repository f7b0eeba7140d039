import APODFeature
import TerminalGraphics

/// The pictures' work, kept once, in the state: which are decoded for their slot (the cells they
/// fit and their pixels), which are on their way, which failed and why, which days are being
/// loaded ahead. The reducer decides from it what to fetch, reuse, cancel and load ahead
/// (`BrowserState+Pictures`); the picture stage holds the pixels and carries those effects out.
public struct PictureLoads: Sendable {
    /// A picture decoded for its slot: the cells it fits there and its pixels, which say whether
    /// it can be drawn in another size of the same slot.
    public struct Ready: Sendable, Equatable {
        public var fit: CellFit
        public var width: Int
        public var height: Int
        /// It has frames of its own (an animated GIF).
        public var animated: Bool

        public init(fit: CellFit, width: Int, height: Int, animated: Bool = false) {
            self.fit = fit
            self.width = width
            self.height = height
            self.animated = animated
        }
    }

    /// Pictures decoded and kept by the stage, by key.
    public internal(set) var ready: [PictureKey: Ready] = [:]
    /// Pictures being fetched and decoded.
    public internal(set) var fetching: Set<PictureKey> = []
    /// Pictures that could not be drawn, and why: not asked for again (the most recent 256).
    public internal(set) var failed: [PictureKey: String] = [:]
    /// Days next to the one shown being loaded ahead.
    public internal(set) var preloading: Set<APODDate> = []
    /// The picture of a day loaded ahead being fetched, for the slot the Day screen gives it, and
    /// whether it is the second (its shape, once measured, gave it another slot).
    public internal(set) var fetchingAhead: [APODDate: (slot: PictureSlot, again: Bool)] = [:]
    /// Days loaded ahead already, or on their way: not loaded again (forgotten past 64).
    public internal(set) var preloaded: Set<APODDate> = []
    /// How pictures are drawn, and a terminal cell's pixels when the terminal says: what a
    /// decoded picture's fit in a slot is measured with.
    public var drawing: DrawingProtocol = .blocks(.trueColor)
    public var cell: (width: Int, height: Int)?

    public init() {}

    /// The box a slot's picture is decoded for.
    public func box(_ rect: CellRect) -> PicturePreview.Box {
        PicturePreview.Box(columns: rect.columns, rows: rect.rows, cellWidth: cell?.width, cellHeight: cell?.height)
    }

    /// Whether the picture named `name` comes with a day loaded ahead.
    func isPreloading(_ name: PictureName) -> Bool {
        preloading.contains { .day($0) == name }
    }

    /// The same picture decoded for another size of its slot with the pixels this slot needs (the
    /// largest such), and its fit here.
    func standIn(for slot: PictureSlot) -> (key: PictureKey, ready: Ready)? {
        let box = box(slot.rect)
        let candidates = ready.filter { key, entry in
            key.name == slot.name && key != slot.key
                && PicturePreview.canStandIn(width: entry.width, height: entry.height, as: drawing, in: box)
        }
        guard
            let best = candidates.max(by: {
                ($0.value.width, $0.key.description) < ($1.value.width, $1.key.description)
            })
        else { return nil }
        let fit = PicturePreview.fit(width: best.value.width, height: best.value.height, as: drawing, in: box)
        return (best.key, Ready(fit: fit, width: best.value.width, height: best.value.height))
    }
}
