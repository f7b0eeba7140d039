import Foundation
import TerminalSession
import SpacePresentation
import Synchronization

/// A download's progress on standard error: bar, percent, bytes and rate, redrawn at most ten
/// times a second; only on a terminal and only for files over 1 MB.
public final class ProgressBar: Sendable {
    private struct State {
        public var lastDraw: UInt64 = 0
        public var drawn = false
    }

    private let console: Console
    private let started = DispatchTime.now().uptimeNanoseconds
    private let state = Mutex(State())
    /// Smaller downloads draw nothing.
    public static let threshold = 1_000_000

    public init(console: Console) { self.console = console }

    /// Reports bytes received of the expected total.
    public func update(received: Int, expected: Int?) {
        guard console.terminal.stderrIsTTY, let expected, expected > Self.threshold else { return }
        // The clock is read under the lock, so a later call never sees an earlier `lastDraw` ahead of it.
        let drawnAt: UInt64? = state.withLock { state in
            let now = DispatchTime.now().uptimeNanoseconds
            guard received >= expected || now - min(now, state.lastDraw) > 100_000_000 else { return nil }
            state.lastDraw = now
            state.drawn = true
            return now
        }
        guard let drawnAt else { return }
        let seconds = Double(drawnAt > started ? drawnAt - started : 0) / 1e9
        console.stderr.write(
            "\r\u{1B}[2K"
                + Self.line(received: received, expected: expected, seconds: seconds, width: console.terminal.width))
    }

    /// Erases the bar.
    public func finish() {
        if state.withLock({ $0.drawn }) { console.stderr.write("\r\u{1B}[2K") }
    }

    /// `[#######.......]  45%  4.5 MB of 10.0 MB  2.1 MB/s`, fitted to the width.
    public static func line(received: Int, expected: Int, seconds: Double, width: Int) -> String {
        let fraction = min(1, Double(received) / Double(max(1, expected)))
        let rate = seconds > 0 ? ByteText.size(Int(Double(received) / seconds)) + "/s" : ""
        let text =
            String(format: "%3d%%", Int(fraction * 100))
            + "  \(ByteText.size(received)) of \(ByteText.size(expected))  \(rate)"
        let barWidth = max(0, min(30, width - text.count - 4))
        guard barWidth >= 5 else { return text }
        let filled = Int(fraction * Double(barWidth))
        return "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: barWidth - filled) + "] "
            + text
    }
}
