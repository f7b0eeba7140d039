import Foundation
import Synchronization
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal while `space browse` owns it: raw input (keys arrive as bytes, Ctrl-C and Ctrl-Z
/// included), the alternate screen, no cursor, the mouse if wanted. Every way out gives it back
/// as it was: a normal end (`leave`), a signal or a stop (through `TerminalModes`, which the
/// signal watcher consults).
public struct FullScreenTerminal {
    /// Whether mouse reports are asked for.
    public let mouse: Bool

    /// A terminal to take, with or without the mouse.
    public init(mouse: Bool) { self.mouse = mouse }

    /// Alternate screen, no cursor, cleared, bracketed paste (a paste is text for a prompt, never
    /// keys), and the mouse when wanted.
    public var enterSequence: String {
        "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[?2004h" + (mouse ? "\u{1B}[?1000h\u{1B}[?1006h" : "")
    }
    /// Mouse off, bracketed paste off, styles reset, the alternate screen cleared (tmux leaves its
    /// rows on the shell's screen after a pane grew, as vim and less do not), cursor shown, main
    /// screen back.
    public var leaveSequence: String {
        (mouse ? "\u{1B}[?1006l\u{1B}[?1000l" : "")
            + "\u{1B}[?2004l\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[?25h\u{1B}[?1049l"
    }

    /// Takes the terminal: false when standard input is not a terminal that can be set.
    public func enter() -> Bool {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return false }
        var raw = saved
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        CrashRestore.arm(leaveSequence: leaveSequence, inputModes: saved)
        guard TerminalModes.enterRaw(saved: saved, mode: raw) else { CrashRestore.disarm(); return false }
        TerminalModes.enterFullScreen(enter: enterSequence, leave: leaveSequence)
        OutputGate.writeDirectly(enterSequence, to: STDOUT_FILENO)
        return true
    }

    /// Gives the terminal back, after the answer to its question when that is still on its way
    /// (a quick `q`, a terminal at the end of ssh): an answer that came later would be typed into
    /// the shell.
    public func leave() {
        TerminalQuery.readLateAnswer()
        OutputGate.writeDirectly(leaveSequence, to: STDOUT_FILENO)
        TerminalModes.leaveFullScreen()
        TerminalModes.leaveRaw()
        CrashRestore.disarm()
    }

    /// Ctrl-Z typed (it arrives as a byte in raw mode): the terminal as the shell had it, stop
    /// (this thread stops before the call returns), and on `fg` take it back; the caller redraws
    /// everything when it returns. The stop is SIGTSTP's, as a Ctrl-Z in cooked mode would be (the
    /// shell says "suspended", not "suspended (signal)", as for vim and htop); only in an orphaned
    /// process group, where the kernel discards SIGTSTP, is it SIGSTOP.
    public func suspend() {
        Interrupts.suspend(with: Self.processGroupIsOrphaned() ? SIGSTOP : SIGTSTP)
    }

    /// Whether no process of this session outside our process group is our parent: then nobody
    /// can continue a stopped job of ours, and the kernel discards a SIGTSTP (POSIX's orphaned
    /// process group, judged from our own parent, which is the shell that runs us as a job).
    static func processGroupIsOrphaned() -> Bool {
        let parent = getppid()
        guard parent > 1 else { return true }
        return getpgid(parent) == getpgrp() || getsid(parent) != getsid(0)
    }

    /// Asks the terminal, in one round trip, whether it draws synchronized frames (mode 2026) and
    /// sixel (DA1), and its background colour (OSC 11), waiting at most `milliseconds` for its
    /// answers. Synchronized frames are never trusted inside tmux or screen, whose answers describe
    /// themselves rather than the terminal outside (tmux 3.7 flickers). Keys typed meanwhile come
    /// back for the key reader.
    public func ask(
        environment: [String: String], milliseconds: Int = 300
    ) -> (synchronized: Bool, sixel: Bool, background: TerminalBackground?, typed: [UInt8]) {
        let term = environment["TERM"] ?? ""
        let multiplexed = !(environment["TMUX"] ?? "").isEmpty || term.hasPrefix("tmux") || term.hasPrefix("screen")
        OutputGate.writeDirectly(TerminalReplies.questions, to: STDOUT_FILENO)
        let askedAt = DispatchTime.now().uptimeNanoseconds
        let deadline = askedAt + UInt64(milliseconds) * 1_000_000
        var bytes: [UInt8] = []
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        var buffer = [UInt8](repeating: 0, count: 256)
        while bytes.count < 4096 {
            if let replies = TerminalReplies.parse(bytes) {
                return (replies.synchronizedOutput && !multiplexed, replies.sixel, replies.background, replies.rest)
            }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline, poll(&descriptor, 1, Int32((deadline - now) / 1_000_000 + 1)) > 0 else { break }
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        // No answer in time: whatever came is the person's typing (a half answer decodes to nothing).
        // The key reader tells when the answer comes; until then, leaving waits for it.
        TerminalQuery.expectAnswer(askedAt: askedAt)
        return (false, false, nil, bytes)
    }

    /// The screen's size now.
    public static func size() -> (width: Int, height: Int)? {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return nil
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }
}

/// Reads keys on a thread of its own: waits for bytes at most 40 ms at a time (so a lone Esc is
/// told from the start of a sequence by the time that passes), decodes them, and hands keys and
/// ticks to the browser's loop.
public final class KeyReaderThread: Sendable {
    private let stopped = Mutex(false)
    /// Signalled when the thread has ended, so input is no longer read by it.
    private let ended = DispatchSemaphore(value: 0)

    /// A reader, not started.
    public init() {}

    /// Starts reading (after `typed`, bytes read before); `deliver` gets keys, or an empty list on a tick.
    public func start(typed: [UInt8] = [], deliver: @escaping @Sendable ([Key]) -> Void) {
        let thread = Thread { [self] in
            defer { ended.signal() }
            var decoder = KeyDecoder()
            if !typed.isEmpty { deliver(decoder.feed(typed)) }
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            // Large reads: a megabyte of input (a paste, a runaway answer) is a few batches of
            // keys, each drawn once, not thousands.
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while !stopped.withLock({ $0 }) {
                let ready = poll(&descriptor, 1, 40)
                if ready > 0 {
                    let count = read(STDIN_FILENO, &buffer, buffer.count)
                    if count <= 0 {
                        if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                        deliver([.control("c")])  // input closed: as good as quitting
                        return
                    }
                    deliver(decoder.feed(Array(buffer[0..<count])))
                    if decoder.takeDeviceAttributesSeen() { TerminalQuery.answerArrived() }
                } else {
                    deliver(decoder.hasPending ? decoder.timeout() : [])
                }
            }
        }
        thread.name = "space.keys"
        thread.start()
    }

    /// Stops at the next tick, and waits (a moment at most) until the thread has ended, so what
    /// comes after, such as a late answer read before leaving, is not read by it too.
    public func stop() {
        stopped.withLock { $0 = true }
        _ = ended.wait(timeout: .now() + 0.2)
    }
}
