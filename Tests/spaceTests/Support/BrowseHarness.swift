import Foundation

/// Runs `space browse` on a pseudo-terminal of a given size, types keys, resizes, stops and
/// signals it, and reads the screen with a small terminal model of its own (cursor moves, erase,
/// the alternate screen, cursor and mouse modes; picture sequences skipped). Reports the screen at
/// each snapshot, and after the end the exit status and the terminal's modes: echo and line
/// editing back, the alternate screen left, the cursor shown, the mouse off.
struct BrowseHarness {
    /// One step of a session.
    enum Step {
        /// Waits (at most 10 s) until the screen shows the text.
        case waitFor(String)
        /// Waits at most `seconds` until the screen shows the text (a sync of the whole archive).
        case waitLong(String, seconds: Int)
        /// Types bytes.
        case keys(String)
        /// Waits a while.
        case pause(milliseconds: Int)
        /// Records the screen under a name.
        case snapshot(String)
        /// Resizes the terminal (and sends SIGWINCH), then reads the screen for `settle` ms.
        case resize(columns: Int, rows: Int, settle: Int = 400)
        /// Types each character alone, `every` ms apart (a held key).
        case typeSlowly(String, every: Int)
        /// Records the paths the fake server has seen so far under a name.
        case serverPaths(String)
        /// Types `prefix`, `repeated` `times` times, then `suffix`, in writes of 64 KiB (made by
        /// the harness: a megabyte does not fit in the environment).
        case flood(prefix: String, repeated: String, times: Int, suffix: String)
        /// Sends a signal to the process.
        case signal(Int32)
        /// Waits until the process stops (after Ctrl-Z), then continues it.
        case continueAfterStop
        /// Waits at most `milliseconds` for the browser to end; the report says whether it did.
        case exits(within: Int)
        /// Records every request the fake server saw so far as `path?query` (the query sorted).
        case serverRequests(String)

        var json: [String: Any] {
            switch self {
            case .waitFor(let text): return ["wait": text]
            case .waitLong(let text, let seconds): return ["wait": text, "within": seconds]
            case .keys(let text): return ["keys": text]
            case .pause(let ms): return ["sleep": ms]
            case .snapshot(let name): return ["snapshot": name]
            case .resize(let columns, let rows, let settle): return ["resize": [columns, rows], "settle": settle]
            case .typeSlowly(let text, let every): return ["slowly": text, "every": every]
            case .serverPaths(let name): return ["paths": name]
            case .flood(let prefix, let repeated, let times, let suffix):
                return ["flood": [prefix, repeated, times, suffix]]
            case .signal(let number): return ["signal": Int(number)]
            case .continueAfterStop: return ["cont": true]
            case .exits(let milliseconds): return ["exits": milliseconds]
            case .serverRequests(let name): return ["requests": name]
            }
        }
    }

    /// What the session showed and left.
    struct Report {
        var status: Int
        var snapshots: [String: String]
        var waitedFor: [String]
        var timedOut: [String]
        var echo: Bool
        var lineEditing: Bool
        var alternateScreen: Bool
        var cursorVisible: Bool
        var mouse: Bool
        var stoppedAndContinued: Bool
        var output: String
        /// The paths the fake server had seen at each `serverPaths` step.
        var paths: [String: [String]] = [:]
        /// For each `exits` step, whether the browser had ended in time.
        var exitedInTime: [Bool] = []
        /// What each `serverRequests` step recorded.
        var requests: [String: [String]] = [:]
    }

    static func run(
        _ space: SpaceRunner, arguments: [String] = ["browse"], columns: Int = 100, rows: Int = 40,
        env: [String: String] = [:],
        binary: URL? = nil, steps: [Step]
    ) throws -> Report {
        var environment = space.environment.merging(env) { _, new in new }
        // The optimized build people run (a debug build hides faults the optimizer exposes).
        environment["SPACE_BINARY"] = try (binary ?? ReleaseBinary.url()).path
        environment["BROWSE_STEPS"] = String(
            decoding: try JSONSerialization.data(withJSONObject: steps.map(\.json)), as: UTF8.self)
        environment["BROWSE_SIZE"] = "\(columns),\(rows)"
        environment["TERM"] = env["TERM"] ?? "xterm-256color"
        let (data, _) = try SpaceRunner.runPython(script, arguments, environment: environment)
        guard let report = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CocoaError(.coderReadCorrupt)
        }
        return Report(
            status: report["status"] as? Int ?? -1, snapshots: report["snapshots"] as? [String: String] ?? [:],
            waitedFor: report["waited"] as? [String] ?? [], timedOut: report["timed_out"] as? [String] ?? [],
            echo: report["echo"] as? Bool ?? false, lineEditing: report["icanon"] as? Bool ?? false,
            alternateScreen: report["alt"] as? Bool ?? true, cursorVisible: report["cursor"] as? Bool ?? false,
            mouse: report["mouse"] as? Bool ?? true, stoppedAndContinued: report["stopped"] as? Bool ?? false,
            output: String(decoding: Data(base64Encoded: report["output"] as? String ?? "") ?? Data(), as: UTF8.self),
            paths: report["paths"] as? [String: [String]] ?? [:], exitedInTime: report["exited"] as? [Bool] ?? [],
            requests: report["requests"] as? [String: [String]] ?? [:])
    }

    private static let script = #"""
        import base64, codecs, fcntl, json, os, pty, select, signal, struct, subprocess, sys, termios, time, unicodedata
        columns, rows = map(int, os.environ["BROWSE_SIZE"].split(","))
        steps = json.loads(os.environ["BROWSE_STEPS"])
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        def child_setup():
            os.setsid()
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)
        proc = subprocess.Popen([os.environ["SPACE_BINARY"]] + sys.argv[1:], stdin=slave, stdout=slave, stderr=slave,
                                preexec_fn=child_setup, close_fds=True)

        """# + "\n" + screenModel + "\n" + #"""

            report = {"snapshots": {}, "waited": [], "timed_out": [], "stopped": False}
            for step in steps:
                if "wait" in step:
                    deadline = time.time() + step.get("within", 10)
                    while step["wait"] not in screen.text() and time.time() < deadline and proc.poll() is None: pump(0.05)
                    (report["waited"] if step["wait"] in screen.text() else report["timed_out"]).append(step["wait"])
                elif "keys" in step:
                    os.write(master, step["keys"].encode()); pump(0.15)
                elif "sleep" in step: pump(step["sleep"] / 1000)
                elif "snapshot" in step: pump(0.1); report["snapshots"][step["snapshot"]] = screen.text()
                elif "resize" in step:
                    cols, rws = step["resize"]
                    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rws, cols, 0, 0))
                    screen.resize(cols, rws)
                    try: os.killpg(proc.pid, signal.SIGWINCH)
                    except OSError: pass
                    pump(step.get("settle", 400) / 1000)
                elif "flood" in step:
                    prefix, repeated, times, suffix = step["flood"]
                    data = (prefix + repeated * times + suffix).encode()
                    for start in range(0, len(data), 65536):
                        os.write(master, data[start:start + 65536]); pump(0.001)
                    pump(0.15)
                elif "paths" in step:
                    import urllib.request
                    base = "/".join(os.environ["SPACE_APOD_URL"].split("/")[:3])
                    seen = json.loads(urllib.request.urlopen(base + "/_fake/log", timeout=5).read())
                    report.setdefault("paths", {})[step["paths"]] = [r["path"] for r in seen["requests"]]
                elif "slowly" in step:
                    for ch in step["slowly"]:
                        os.write(master, ch.encode()); pump(step["every"] / 1000)
                elif "signal" in step:
                    try: os.kill(proc.pid, step["signal"])
                    except OSError: pass
                    pump(0.3)
                elif "requests" in step:
                    import urllib.request
                    base = "/".join(os.environ["SPACE_APOD_URL"].split("/")[:3])
                    seen = json.loads(urllib.request.urlopen(base + "/_fake/log", timeout=5).read())
                    report.setdefault("requests", {})[step["requests"]] = [
                        r["path"] + ("?" + "&".join(k + "=" + v for k, v in sorted(r["query"].items())) if r["query"] else "")
                        for r in seen["requests"]]
                elif "exits" in step:
                    deadline = time.time() + step["exits"] / 1000
                    while proc.poll() is None and time.time() < deadline: pump(0.02)
                    report.setdefault("exited", []).append(proc.poll() is not None)
                elif "cont" in step:
                    deadline = time.time() + 5
                    stopped = False
                    while time.time() < deadline:
                        pump(0.05)
                        state = subprocess.run(["/bin/ps", "-o", "stat=", "-p", str(proc.pid)],
                                               capture_output=True, text=True).stdout.strip()
                        if state.startswith("T"): stopped = True; break
                    report["stopped"] = stopped
                    report["snapshots"]["stopped"] = screen.text()
                    report["alt_while_stopped"] = screen.alt
                    os.killpg(proc.pid, signal.SIGCONT); pump(0.5)
            deadline = time.time() + 10
            while proc.poll() is None and time.time() < deadline: pump(0.05)
            if proc.poll() is None:
                proc.kill(); proc.wait()
            pump(0.2)
            attrs = termios.tcgetattr(slave)
            report["status"] = proc.returncode if proc.returncode >= 0 else 128 - proc.returncode
            report["echo"] = bool(attrs[3] & termios.ECHO)
            report["icanon"] = bool(attrs[3] & termios.ICANON)
            report["alt"] = screen.alt; report["cursor"] = screen.cursor; report["mouse"] = screen.mouse
            report["output"] = base64.b64encode(output).decode()
            sys.stdout.write(json.dumps(report))
            """#

    /// A small terminal model: cursor moves, erase, the alternate screen, cursor and mouse
    /// modes; picture sequences (APC, DCS, OSC) skipped; and `pump`, which feeds it what the
    /// pty's `master` gives (UTF-8 decoded across reads). Shared by the harnesses.
    static let screenModel = #"""
        class Screen:
            def __init__(self, cols, rows):
                self.cols, self.rows = cols, rows
                self.main = self.blank(); self.altbuf = self.blank()
                self.alt = False; self.r = 0; self.c = 0; self.saved = (0, 0)
                self.cursor = True; self.mouse = False; self.pending = ""
            def blank(self):
                return [[" "] * self.cols for _ in range(self.rows)]
            def buf(self):
                return self.altbuf if self.alt else self.main
            def resize(self, cols, rows):
                for name in ("main", "altbuf"):
                    old = getattr(self, name)
                    new = [[" "] * cols for _ in range(rows)]
                    for r in range(min(rows, len(old))):
                        for c in range(min(cols, len(old[r]))): new[r][c] = old[r][c]
                    setattr(self, name, new)
                self.cols, self.rows = cols, rows
                self.r = min(self.r, rows - 1); self.c = min(self.c, cols - 1)
            def put(self, ch):
                w = 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
                if unicodedata.combining(ch): return
                if self.c + w > self.cols:
                    self.c = 0; self.newline()
                b = self.buf()
                b[self.r][self.c] = ch
                if w == 2 and self.c + 1 < self.cols: b[self.r][self.c + 1] = ""
                self.c += w
            def newline(self):
                self.r += 1
                if self.r >= self.rows:
                    b = self.buf(); b.pop(0); b.append([" "] * self.cols); self.r = self.rows - 1
            def text(self):
                return "\n".join("".join(row).rstrip() for row in self.buf())
            def feed(self, data):
                s = self.pending + data; self.pending = ""; i = 0; n = len(s)
                while i < n:
                    ch = s[i]
                    if ch == "\x1b":
                        if i + 1 >= n: self.pending = s[i:]; return
                        nx = s[i + 1]
                        if nx == "[":
                            j = i + 2
                            while j < n and not ("\x40" <= s[j] <= "\x7e"): j += 1
                            if j >= n: self.pending = s[i:]; return
                            self.csi(s[i + 2:j], s[j]); i = j + 1; continue
                        if nx in "_P]":
                            end = s.find("\x1b\\", i + 2); bel = s.find("\x07", i + 2) if nx == "]" else -1
                            cands = [e for e in (end, bel) if e >= 0]
                            if not cands: self.pending = s[i:]; return
                            e = min(cands); i = e + (2 if e == end else 1); continue
                        if nx == "7": self.saved = (self.r, self.c)
                        elif nx == "8": self.r, self.c = self.saved
                        i += 2; continue
                    if ch == "\r": self.c = 0
                    elif ch == "\n": self.newline()
                    elif ch == "\b": self.c = max(0, self.c - 1)
                    elif ch == "\x07" or ord(ch) < 0x20: pass
                    else: self.put(ch)
                    i += 1
            def csi(self, params, final):
                private = params.startswith("?")
                nums = [int(p) if p.isdigit() else 0 for p in params.lstrip("?<>").split(";")] if params.lstrip("?<>") else []
                p1 = nums[0] if nums else 0
                b = self.buf()
                if final in "Hf":
                    self.r = max(0, min(self.rows - 1, (nums[0] if nums and nums[0] else 1) - 1))
                    self.c = max(0, min(self.cols - 1, (nums[1] if len(nums) > 1 and nums[1] else 1) - 1))
                elif final == "J" and p1 == 2:
                    for r in range(self.rows): b[r] = [" "] * self.cols
                elif final == "K":
                    for c in range(self.c, self.cols): b[self.r][c] = " "
                elif final == "X":
                    for c in range(self.c, min(self.cols, self.c + max(1, p1))): b[self.r][c] = " "
                elif final == "A": self.r = max(0, self.r - max(1, p1))
                elif final == "B": self.r = min(self.rows - 1, self.r + max(1, p1))
                elif final == "C": self.c = min(self.cols - 1, self.c + max(1, p1))
                elif final == "D": self.c = max(0, self.c - max(1, p1))
                elif final in "hl" and private:
                    on = final == "h"
                    for p in nums:
                        if p == 1049:
                            self.alt = on
                            if on: self.altbuf = self.blank()
                        elif p == 25: self.cursor = on
                        elif p in (1000, 1006): self.mouse = on
        screen = Screen(columns, rows)
        output = b""
        decoder = codecs.getincrementaldecoder("utf-8")("replace")
        def pump(timeout):
            global output
            end = time.time() + timeout
            while True:
                left = end - time.time()
                if left <= 0: return
                r, _, _ = select.select([master], [], [], left)
                if not r: return
                try: data = os.read(master, 65536)
                except OSError: return
                if not data: return
                output += data
                screen.feed(decoder.decode(data))
        """#
}
