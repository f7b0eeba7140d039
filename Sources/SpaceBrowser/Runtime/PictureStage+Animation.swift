import Foundation
import TerminalGraphics

/// Animations on the screen. kitty (and its placeholders) gets every frame with the picture and
/// plays it itself. Sixel and half blocks are drawn frame by frame: once a picture is placed, its
/// frames are encoded for its cells off the loop, once; then each of the loop's ticks writes the
/// frame that is due, if any (a write of text made before, nothing decoded or encoded). A picture
/// that leaves the screen, is covered, or is placed again (a resize) stops playing with it.
extension PictureStage {
    /// An animation being drawn frame by frame.
    struct Playing {
        var frames: [PicturePreview.FrameText]
        let cells: CellRect
        /// The frame on the screen.
        var index: Int
        /// When the next frame is due, on the monotonic clock (nanoseconds).
        var due: UInt64
        /// Passes left after this one; nil for ever.
        var passesLeft: Int?
    }

    /// The most bytes the frames of the decoded pictures kept may take together; past it the
    /// least recently used are kept as stills.
    static let animationBytesKept = 64 << 20
    /// The most bytes one picture's frames may take when decoded for the browser.
    static let animationBudget = 24 << 20

    /// After `key` was placed in `cells`: its frames encoded off the loop, where the terminal does
    /// not play them itself.
    func startFrames(
        _ key: PictureKey, _ picture: PicturePreview.Decoded, in cells: CellRect, _ placement: PicturePlacement
    ) {
        guard picture.animation != nil, !drawing.drawsFramesItself else { return }
        encoding[key]?.cancel()
        let (post, work) = (post, work)
        encoding[key] = Task.detached {
            guard let frames = try? await work.run({ _ in placement.frames(of: picture, in: cells) }),
                !Task.isCancelled
            else { return }
            post(.frames(key, cells, frames, picture.animation?.plays))
        }
    }

    /// A picture's frames are ready: it plays, if it is still where they were made for.
    func framesReady(
        _ key: PictureKey, _ cells: CellRect, _ frames: [PicturePreview.FrameText], plays: Int?, now: UInt64
    ) {
        encoding[key] = nil
        guard placed[key]?.cells == cells, frames.count > 1 else { return }
        playing[key] = Playing(
            frames: frames, cells: cells, index: 0, due: now + UInt64(frames[0].milliseconds) * 1_000_000,
            passesLeft: plays.map { $0 - 1 })
    }

    /// Stops animated pictures where they are, or plays them on: frames drawn here are no longer
    /// written; the terminal that plays its own is told (kitty's `s=1` stops, `s=3` plays).
    func pause(_ paused: Bool) -> String {
        guard paused != self.paused else { return "" }
        self.paused = paused
        return placed.compactMap { key, place in
            decoded[key]?.picture.animation?.isAnimated == true ? animationControl(place.id) : nil
        }.joined()
    }

    /// What stops or plays the animation of picture `id`, where the terminal plays it itself.
    func animationControl(_ id: UInt32) -> String? {
        let command = "\u{1B}_Ga=a,i=\(id),s=\(paused ? 1 : 3),q=2\u{1B}\\"
        switch drawing {
        case .kitty: return command
        case .kittyPlaceholders(let tmux): return tmux ? KittyPlaceholders.passthrough(command) : command
        case .blocks, .sixel, .iTerm: return nil
        }
    }

    /// The frames due at `now`, to write; a picture behind by more than a second (the process was
    /// stopped) starts its timing again rather than racing through what it missed.
    func framesDue(now: UInt64) -> String {
        guard !paused else { return "" }
        var output = ""
        for (key, var play) in playing where now >= play.due {
            if now - play.due > 1_000_000_000 { play.due = now }
            var finished = false
            let shown = play.index
            while now >= play.due {
                if play.index + 1 == play.frames.count {
                    if let left = play.passesLeft {
                        if left <= 0 { finished = true; break }
                        play.passesLeft = left - 1
                    }
                    play.index = 0
                } else {
                    play.index += 1
                }
                play.due += UInt64(play.frames[play.index].milliseconds) * 1_000_000
            }
            if play.index != shown || !finished { output += play.frames[play.index].text }
            playing[key] = finished ? nil : play
        }
        return output
    }

    /// Stops the animations of pictures no longer placed (and their encoding).
    func stopFrames() {
        for key in playing.keys where placed[key] == nil { playing[key] = nil }
        for (key, task) in encoding where placed[key] == nil {
            task.cancel()
            encoding[key] = nil
        }
    }

    /// Keeps the frames of the most recently used decoded pictures within `animationBytesKept`:
    /// past it, the oldest not on the screen are kept as stills.
    func boundFrames() {
        var total = decoded.values.reduce(0) { $0 + $1.picture.animationBytes }
        for key in decodedOrder where total > Self.animationBytesKept {
            guard let entry = decoded[key], entry.picture.animation != nil, placed[key] == nil else { continue }
            total -= entry.picture.animationBytes
            decoded[key] = (entry.picture.still, entry.fit)
        }
    }
}
