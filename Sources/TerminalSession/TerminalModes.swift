import Foundation
import Synchronization
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal modes this run changed and must give back on every way out: the input modes a
/// terminal query switched off (echo, line editing), the colours of a picture or text cut short,
/// the spinner's line. Process-wide, like the terminal itself: a signal arrives for the process.
public enum TerminalModes {
    private struct Raw: Sendable {
        var saved: termios
        var raw: termios
    }

    private static let raw = Mutex<Raw?>(nil)

    /// A full-screen program's screen modes: what enters them (alternate screen, hidden cursor,
    /// mouse) and what leaves them; and how many times the process was continued after a stop
    /// (the program redraws everything when it changes).
    private struct FullScreen: Sendable {
        var enter: String
        var leave: String
    }

    private static let fullScreen = Mutex<FullScreen?>(nil)
    private static let resumes = Mutex(0)
    /// Set when this run stopped itself and took the terminal back: the SIGCONT that continued
    /// it is then already answered.
    private static let continueAnswered = Mutex(false)

    /// Remembers the screen modes a full-screen program set, so every way out leaves them.
    public static func enterFullScreen(enter: String, leave: String) {
        fullScreen.withLock { $0 = FullScreen(enter: enter, leave: leave) }
    }

    /// Forgets them (the program left them itself).
    public static func leaveFullScreen() {
        fullScreen.withLock { $0 = nil }
    }

    /// How many times the process was continued after a stop.
    public static var resumeCount: Int { resumes.withLock { $0 } }

    /// Switches standard input to `mode` (from `saved`), remembering both so a signal can undo it.
    public static func enterRaw(saved: termios, mode: termios) -> Bool {
        raw.withLock { current in
            var mode = mode
            guard tcsetattr(STDIN_FILENO, TCSANOW, &mode) == 0 else { return false }
            current = Raw(saved: saved, raw: mode)
            return true
        }
    }

    /// Puts standard input back as it was before `enterRaw`.
    public static func leaveRaw() {
        raw.withLock { current in
            guard var saved = current?.saved else { return }
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &saved)
            current = nil
        }
    }

    /// Before the process ends on a signal: input modes back, an unfinished picture closed and
    /// its colours reset, the spinner's line erased. Writes directly (the caller holds the gate).
    public static func restoreForExit(_ output: OutputGate.State) {
        leaveScreenModes()
        restoreInput()
        if isatty(STDOUT_FILENO) == 1 {
            // ESC \ ends an unfinished sixel (DCS) or kitty (APC) string, and cancels a half-written
            // colour sequence; SGR 0 resets the colours.
            if output.stdoutMidWrite {
                OutputGate.writeDirectly("\u{1B}\\\u{1B}[0m\n", to: STDOUT_FILENO)
            } else if output.stdoutHadEscapes {
                OutputGate.writeDirectly("\u{1B}[0m", to: STDOUT_FILENO)
            }
        }
        eraseSpinnerLine()
    }

    /// Before a stop (Ctrl-Z): input modes back and the spinner's line erased; the raw modes are
    /// kept for `resume`.
    public static func restoreForSuspend() {
        leaveScreenModes()
        restoreInput()
        eraseSpinnerLine()
    }

    /// After `fg`: the input modes of a query still in progress, the full screen's modes, and a
    /// count the full-screen program watches to redraw everything. `expectingContinue`: the
    /// SIGCONT that continued the process is answered by this call.
    public static func resume(expectingContinue: Bool = false) {
        raw.withLock { current in
            guard var mode = current?.raw else { return }
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &mode)
        }
        if let enter = fullScreen.withLock({ $0?.enter }) { OutputGate.writeDirectly(enter, to: STDOUT_FILENO) }
        if expectingContinue { continueAnswered.withLock { $0 = true } }
        resumes.withLock { $0 += 1 }
    }

    /// SIGCONT: the process was continued. After a stop this run made itself, `resume` already
    /// took the terminal back. Otherwise (a SIGSTOP from outside, which cannot be caught) the
    /// shell may have put its own modes on the terminal and drawn over the screen: while this
    /// run holds raw mode or the full screen, both are taken back and the screen is redrawn.
    public static func continued() {
        if continueAnswered.withLock({ answered in
            defer { answered = false }; return answered
        }) {
            return
        }
        let holding = raw.withLock { $0 != nil } || fullScreen.withLock { $0 != nil }
        guard holding else { return }
        OutputGate.hold { resume() }
    }

    /// Leaves a full-screen program's modes (written directly: the caller holds the gate).
    private static func leaveScreenModes() {
        if let leave = fullScreen.withLock({ $0?.leave }) { OutputGate.writeDirectly(leave, to: STDOUT_FILENO) }
    }

    private static func restoreInput() {
        raw.withLock { current in
            guard var saved = current?.saved else { return }
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &saved)
        }
    }

    private static func eraseSpinnerLine() {
        guard isatty(STDERR_FILENO) == 1, ProcessInfo.processInfo.environment["TERM"] != "dumb" else { return }
        OutputGate.writeDirectly("\r\u{1B}[2K", to: STDERR_FILENO)
    }
}
