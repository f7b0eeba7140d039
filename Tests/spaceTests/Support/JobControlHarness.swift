import Foundation

/// `space browse` started from a real interactive shell (bash or zsh) on a pseudo-terminal, so
/// job control is in the loop: Ctrl-Z stops the job and the shell takes the terminal back with
/// its own modes; `fg` continues it. Each round records what the screen showed while stopped,
/// whether the browser was raw again after `fg` (no echo, no line editing), and whether a key
/// then acted (the day before, the day after, in turn).
struct JobControlHarness {
    /// One round of Ctrl-Z and `fg`.
    struct Round {
        var stopped: Bool
        var alternateWhileStopped: Bool
        var cursorWhileStopped: Bool
        var mouseWhileStopped: Bool
        var rawAfterFg: Bool
        var keyActed: Bool
    }

    struct Report {
        var rounds: [Round]
        var quit: Bool
        var cookedAfterQuit: Bool
        var screen: String
        /// Whether the shell said the job was stopped by a signal (SIGSTOP), not by Ctrl-Z.
        var stoppedBySignal: Bool
    }

    static func run(
        _ space: SpaceRunner, shell: String, rounds: Int, columns: Int = 100, rows: Int = 40
    ) throws -> Report {
        var environment = space.environment
        environment["SPACE_BINARY"] = try ReleaseBinary.url().path
        environment["JOB_SHELL"] = shell
        environment["JOB_ROUNDS"] = String(rounds)
        environment["BROWSE_SIZE"] = "\(columns),\(rows)"
        environment["TERM"] = "xterm-256color"
        environment["PS1"] = "$ "
        let (data, _) = try SpaceRunner.runPython(script, [], environment: environment)
        guard let report = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CocoaError(.coderReadCorrupt)
        }
        let rounds = (report["rounds"] as? [[String: Bool]] ?? []).map {
            Round(
                stopped: $0["stopped"] ?? false, alternateWhileStopped: $0["alt"] ?? true,
                cursorWhileStopped: $0["cursor"] ?? false,
                mouseWhileStopped: $0["mouse"] ?? true, rawAfterFg: $0["raw"] ?? false, keyActed: $0["acted"] ?? false)
        }
        return Report(
            rounds: rounds, quit: report["quit"] as? Bool ?? false, cookedAfterQuit: report["cooked"] as? Bool ?? false,
            screen: report["screen"] as? String ?? "", stoppedBySignal: report["signal"] as? Bool ?? true)
    }

    private static let script = #"""
        import codecs, fcntl, json, os, pty, re, select, shlex, signal, struct, subprocess, sys, termios, time, unicodedata
        columns, rows = map(int, os.environ["BROWSE_SIZE"].split(","))
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        def child_setup():
            os.setsid()
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)
        shell = os.environ["JOB_SHELL"]
        argv = [shell, "--norc", "--noprofile", "-i"] if shell.endswith("bash") else [shell, "-f", "-i"]
        proc = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, preexec_fn=child_setup, close_fds=True)
        """# + "\n" + BrowseHarness.screenModel + "\n" + #"""
            def wait(pred, timeout=10):
                end = time.time() + timeout
                while time.time() < end:
                    if pred(): return True
                    pump(0.05)
                return pred()
            def stops(): return output.count(b"Stopped") + output.count(b"suspended")
            def raw():
                attrs = termios.tcgetattr(slave)
                return not (attrs[3] & termios.ECHO) and not (attrs[3] & termios.ICANON)
            wait(lambda: b"$ " in output, 5)
            os.write(master, (shlex.quote(os.environ["SPACE_BINARY"]) + " browse\r").encode())
            report = {"rounds": []}
            started = wait(lambda: screen.alt and "Synthetic picture of 2024-02-08" in screen.text())
            for i in range(int(os.environ["JOB_ROUNDS"]) if started else 0):
                before = stops()
                os.write(master, b"\x1a")
                stopped = wait(lambda: stops() > before and not screen.alt, 5)
                pump(0.2)
                round = {"stopped": stopped, "alt": screen.alt, "cursor": screen.cursor, "mouse": screen.mouse}
                os.write(master, b"fg\r")
                wait(lambda: screen.alt and "1 Day" in screen.text(), 5)
                pump(0.3)
                round["raw"] = raw()
                day = "2024-02-07" if i % 2 == 0 else "2024-02-08"
                os.write(master, b"h" if i % 2 == 0 else b"l")
                round["acted"] = wait(lambda: ("Synthetic picture of " + day) in screen.text(), 5)
                report["rounds"].append(round)
            os.write(master, b"q")
            report["quit"] = wait(lambda: not screen.alt, 5)
            pump(0.3)
            os.write(master, b"stty -a\r")
            wait(lambda: b"icanon" in output.split(b"stty -a")[-1], 5)
            settings = output.split(b"stty -a")[-1].decode("utf-8", "replace")
            report["cooked"] = re.search(r"(?<![-\w])icanon\b", settings) is not None and re.search(r"(?<![-\w])echo\b", settings) is not None
            report["screen"] = screen.text()
            # zsh says "suspended (signal)" and bash "Stopped (signal)" for SIGSTOP; a plain
            # "suspended" or "Stopped" for Ctrl-Z's own SIGTSTP.
            report["signal"] = b"(signal)" in output
            os.write(master, b"exit\r")
            try: proc.wait(timeout=5)
            except subprocess.TimeoutExpired: proc.kill(); proc.wait()
            sys.stdout.write(json.dumps(report))
            """#
}
