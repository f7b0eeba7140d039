import Foundation

/// Runs `space` on a pseudo-terminal and interrupts it as a person or a supervisor would: a
/// signal after a delay, or the moment the screen shows some bytes (the terminal query, the
/// start of a picture), optionally while the terminal stops reading (so a picture is cut short);
/// or Ctrl-Z, then `fg`. Reports how the process ended, what the terminal showed, and the
/// terminal's input modes afterwards.
struct SignalHarness {
    /// When and how to interrupt.
    struct Plan {
        /// The signal's name: INT, TERM, HUP, QUIT, TSTP, or WINCH (the terminal is resized to `resize`).
        var signal: String
        /// For WINCH: the new columns and rows.
        var resize: (columns: Int, rows: Int) = (80, 24)
        /// Seconds after the start (when `on` is nil).
        var after: Double = 1
        /// Send it when the terminal shows these bytes (UTF-8) instead.
        var on: String?
        /// Stop reading the terminal when sending it, for this many seconds.
        var pause: Double = 0
        /// For TSTP: seconds to stay stopped before SIGCONT.
        var stoppedFor: Double = 1
        /// Send the signal again 0.2 s after the first (during the pause).
        var twice = false
        /// Keys typed before space starts (left in the terminal's input for the shell).
        var typeAhead = ""
        /// The terminal's window, columns and rows.
        var window: (columns: Int, rows: Int) = (80, 24)
        /// Answer the terminal query (`ESC [ c`) this many seconds after it is asked, as a
        /// terminal at the far end of ssh does; nil never answers.
        var answerAfter: Double?
        /// The answer sent (with keys typed right after it, when they follow).
        var answer = "\u{1B}[?62;4;22c"
        /// Run space as a background job (`space … &`): the terminal's foreground stays the shell's.
        var background = false
    }

    /// What happened.
    struct Outcome {
        /// `signal N` or `exit N`.
        var ended: String
        /// Milliseconds from the signal to the end (from SIGCONT for TSTP).
        var milliseconds: Double
        /// Everything the terminal showed, both streams.
        var screen: String
        /// Bytes shown after the signal was sent.
        var afterSignal: String
        /// What was still waiting in the terminal's input after space ended (the typed-ahead keys).
        var leftInInput = ""
        /// Whether echo and line editing were on when the process ended.
        var echo: Bool
        var canonical: Bool
        /// For TSTP: whether the process was seen stopped, and echo/canonical while it was.
        var stopped: Bool
        var echoWhileStopped: Bool
        var canonicalWhileStopped: Bool
        /// Whether the terminal query was answered (see `Plan.answerAfter`).
        var answered = false

        /// The status a shell's `$?` shows: 128 + the signal, or the exit code.
        var shellStatus: Int {
            let parts = ended.split(separator: " ")
            guard parts.count == 2, let number = Int(parts[1]) else { return -1 }
            return parts[0] == "signal" ? 128 + number : number
        }
    }

    /// Runs the binary at `binary` with `arguments` under the runner's environment.
    static func run(
        _ binary: URL, _ arguments: [String], runner: SpaceRunner, env: [String: String] = [:], plan: Plan
    ) throws -> Outcome {
        var environment = runner.environment.merging(env) { _, new in new }
        environment["SPACE_BINARY"] = binary.path
        environment["HARNESS_SIGNAL"] = plan.signal
        environment["HARNESS_AFTER"] = String(plan.after)
        environment["HARNESS_ON"] = plan.on ?? ""
        environment["HARNESS_PAUSE"] = String(plan.pause)
        environment["HARNESS_STOPPED_FOR"] = String(plan.stoppedFor)
        environment["HARNESS_TWICE"] = plan.twice ? "1" : ""
        environment["HARNESS_TYPEAHEAD"] = plan.typeAhead
        environment["HARNESS_WINDOW"] = "\(plan.window.columns),\(plan.window.rows)"
        environment["HARNESS_RESIZE"] = "\(plan.resize.columns),\(plan.resize.rows)"
        environment["HARNESS_ANSWER_AFTER"] = plan.answerAfter.map { String($0) } ?? ""
        environment["HARNESS_ANSWER"] = plan.answer
        environment["HARNESS_BACKGROUND"] = plan.background ? "1" : ""
        let (data, _) = try SpaceRunner.runPython(script, arguments, environment: environment, in: runner.home)
        guard let report = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw HarnessError.noReport(String(decoding: data, as: UTF8.self))
        }
        func text(_ key: String) -> String {
            Data(base64Encoded: report[key] as? String ?? "").map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        return Outcome(
            ended: report["ended"] as? String ?? "", milliseconds: report["ms"] as? Double ?? -1,
            screen: text("screen"), afterSignal: text("after"), leftInInput: text("left"),
            echo: report["echo"] as? Bool ?? false, canonical: report["icanon"] as? Bool ?? false,
            stopped: report["stopped"] as? Bool ?? false,
            echoWhileStopped: report["echo_stopped"] as? Bool ?? false,
            canonicalWhileStopped: report["icanon_stopped"] as? Bool ?? false,
            answered: report["answered"] as? Bool ?? false)
    }

    enum HarnessError: Error { case noReport(String) }

    private static let script = #"""
        import base64, json, os, select, signal, struct, sys, termios, time, fcntl
        binary = os.environ["SPACE_BINARY"]
        name = os.environ["HARNESS_SIGNAL"]
        number = getattr(signal, "SIG" + name, None)
        new_columns, new_rows = map(int, os.environ["HARNESS_RESIZE"].split(","))
        after = float(os.environ["HARNESS_AFTER"]); on = os.environ["HARNESS_ON"].encode()
        pause = float(os.environ["HARNESS_PAUSE"]); stopped_for = float(os.environ["HARNESS_STOPPED_FOR"])
        twice = bool(os.environ.get("HARNESS_TWICE"))
        # Like a shell: a session of its own with the terminal as its controlling terminal, and space
        # as the foreground job in its own process group (not orphaned, so Ctrl-Z can stop it). The
        # harness keeps a descriptor of the terminal, so its modes can be read after space ends.
        top = os.fork()
        if top:
            _, st = os.waitpid(top, 0)
            sys.exit(os.waitstatus_to_exitcode(st))
        os.setsid()
        fd, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
        window_columns, window_rows = map(int, os.environ["HARNESS_WINDOW"].split(","))
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", window_rows, window_columns, 0, 0))
        signal.signal(signal.SIGTTOU, signal.SIG_IGN)
        pid = os.fork()
        background = bool(os.environ.get("HARNESS_BACKGROUND"))
        if pid == 0:
            os.setpgid(0, 0)
            if not background:
                os.tcsetpgrp(slave, os.getpid())
            signal.signal(signal.SIGTTOU, signal.SIG_DFL)
            for target in (0, 1, 2):
                os.dup2(slave, target)
            os.close(fd); os.close(slave)
            os.execv(binary, [binary] + sys.argv[1:])
        try:
            os.setpgid(pid, pid)
            if not background:
                os.tcsetpgrp(slave, pid)
        except OSError:
            pass
        typeahead = os.environ.get("HARNESS_TYPEAHEAD", "").encode()
        if typeahead:
            os.write(fd, typeahead)
        answer_after = os.environ.get("HARNESS_ANSWER_AFTER", ""); answer_after = float(answer_after) if answer_after else None
        answer = os.environ.get("HARNESS_ANSWER", "").encode()
        asked_at = None; answered_at = None
        def modes():
            attrs = termios.tcgetattr(slave)
            return bool(attrs[3] & termios.ECHO), bool(attrs[3] & termios.ICANON)
        start = time.monotonic(); screen = b""; sent_at = None; sent_len = 0; status = None; ended_at = None
        report = {"stopped": False, "echo_stopped": False, "icanon_stopped": False}
        def send():
            global sent_at, sent_len, status, ended_at
            sent_len = len(screen)
            if name == "TSTP":
                os.kill(pid, signal.SIGTSTP)
                deadline = time.monotonic() + 5
                while time.monotonic() < deadline:
                    waited, st = os.waitpid(pid, os.WUNTRACED | os.WNOHANG)
                    if waited and os.WIFSTOPPED(st):
                        report["stopped"] = True
                        report["echo_stopped"], report["icanon_stopped"] = modes()
                        break
                    if waited:
                        status, ended_at = st, time.monotonic()
                        break
                    time.sleep(0.01)
                if status is None:
                    time.sleep(stopped_for)
                    os.kill(pid, signal.SIGCONT)
            elif name == "NONE":
                pass
            elif name == "WINCH":
                # The kernel tells the foreground job (SIGWINCH), as when a window is resized.
                fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", new_rows, new_columns, 0, 0))
            else:
                os.kill(pid, number)
            sent_at = time.monotonic()
            # Not reading the terminal for `pause` seconds (a terminal that fell behind), while
            # watching for the end.
            second = twice
            while time.monotonic() - sent_at < pause:
                if second and time.monotonic() - sent_at >= 0.2:
                    os.kill(pid, number); second = False
                waited, st = os.waitpid(pid, os.WNOHANG)
                if waited:
                    status, ended_at = st, time.monotonic()
                    break
                time.sleep(0.01)
        while True:
            if sent_at is None and not on and time.monotonic() - start >= after:
                send()
            if asked_at is None and b"\x1b[c" in screen:
                asked_at = time.monotonic()
            if answer_after is not None and asked_at is not None and answered_at is None and time.monotonic() - asked_at >= answer_after:
                os.write(fd, answer); answered_at = time.monotonic()
            ready, _, _ = select.select([fd], [], [], 0.01)
            if ready:
                try:
                    data = os.read(fd, 65536)
                except OSError:
                    data = b""
                if not data:
                    break
                screen += data
                if sent_at is None and on and on in screen:
                    send()
            waited, st = (pid, status) if status is not None else os.waitpid(pid, os.WNOHANG)
            if waited:
                status = st
                ended_at = ended_at or time.monotonic()
                # what is still buffered on the terminal
                while True:
                    ready, _, _ = select.select([fd], [], [], 0.05)
                    if not ready:
                        break
                    try:
                        data = os.read(fd, 65536)
                    except OSError:
                        break
                    if not data:
                        break
                    screen += data
                break
            if time.monotonic() - start > 60:
                os.kill(pid, signal.SIGKILL)
        ended_at = ended_at or time.monotonic()
        echo, icanon = modes() if status is not None else (False, False)
        if status is None:
            _, status = os.waitpid(pid, 0)
        report["ended"] = ("signal %d" % os.WTERMSIG(status)) if os.WIFSIGNALED(status) else ("exit %d" % os.WEXITSTATUS(status))
        report["ms"] = (ended_at - sent_at) * 1000 if sent_at else -1
        report["screen"] = base64.b64encode(screen).decode()
        report["after"] = base64.b64encode(screen[sent_len:]).decode()
        report["echo"] = echo; report["icanon"] = icanon
        # An answer due after space ended still comes, as a far terminal's does: to the shell.
        if answer_after is not None and asked_at is not None and answered_at is None:
            time.sleep(max(0, asked_at + answer_after - time.monotonic()))
            os.write(fd, answer); answered_at = time.monotonic(); time.sleep(0.1)
        report["answered"] = answered_at is not None
        left = b""
        try:
            os.tcsetpgrp(slave, os.getpgrp())   # the terminal back to the "shell", as a shell takes it
        except OSError:
            pass
        os.set_blocking(slave, False)
        try:
            # Out of line mode for the look, so a line not yet ended (a terminal's answer) counts too.
            attrs = termios.tcgetattr(slave); attrs[3] &= ~termios.ICANON; termios.tcsetattr(slave, termios.TCSANOW, attrs)
            while True:
                chunk = os.read(slave, 65536)
                if not chunk: break
                left += chunk
        except OSError:
            pass
        report["left"] = base64.b64encode(left).decode()
        print(json.dumps(report))
        """#
}
