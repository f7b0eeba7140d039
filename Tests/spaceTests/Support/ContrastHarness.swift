import Foundation

/// `space browse` on Ghostty's own terminal core (`pyghostty`) with a given background and
/// foreground, answering the browser's questions as that terminal does (OSC 11 with its
/// background). After each step of keys, every cell with text (not a picture's half blocks) is measured: its colours as the
/// terminal draws them (xterm's palette for the palette colours, the terminal's own for the
/// default ones, reverse swapped, faint as half the way to the background), and the contrast ratio
/// of its text against its background (WCAG's). Reports the lowest, and the cells below 4.5:1.
enum ContrastHarness {
    struct Measure {
        var name: String
        var lowest: Double
        /// "row,column 'c' fg/bg ratio" of each cell below 4.5:1 (at most 20).
        var below: [String]
        var text: String
    }

    static func run(
        _ space: SpaceRunner, python: String, background: [Int], foreground: [Int], columns: Int = 100,
        rows: Int = 30, env: [String: String] = [:], steps: [(name: String, keys: String, wait: Double)]
    ) throws -> [Measure] {
        var environment = space.environment.merging(env) { _, new in new }
        environment["SPACE_BINARY"] = try ReleaseBinary.url().path
        environment["CH_SIZE"] = "\(columns),\(rows)"
        environment["CH_BG"] = background.map(String.init).joined(separator: ",")
        environment["CH_FG"] = foreground.map(String.init).joined(separator: ",")
        environment["CH_STEPS"] = String(
            decoding: try JSONSerialization.data(
                withJSONObject: steps.map { ["name": $0.name, "keys": $0.keys, "wait": $0.wait] }), as: UTF8.self)
        environment["TERM"] = env["TERM"] ?? "xterm-256color"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script]
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard let report = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw CocoaError(.coderReadCorrupt)
        }
        return report.map {
            Measure(
                name: $0["name"] as? String ?? "", lowest: $0["lowest"] as? Double ?? 0,
                below: $0["below"] as? [String] ?? [], text: $0["text"] as? String ?? "")
        }
    }

    private static let script = #"""
        import fcntl, json, os, pty, select, struct, subprocess, sys, termios, time
        import pyghostty
        columns, rows = map(int, os.environ["CH_SIZE"].split(","))
        bg = tuple(map(int, os.environ["CH_BG"].split(",")))
        fg = tuple(map(int, os.environ["CH_FG"].split(",")))
        steps = json.loads(os.environ["CH_STEPS"])
        # xterm's default palette: what a terminal without a theme of its own draws.
        palette = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
                   (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
                   (255, 0, 255), (0, 255, 255), (255, 255, 255)]
        term = pyghostty.Terminal(cols=columns, rows=rows, fg=fg, bg=bg)
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        def reply(data):
            os.write(master, data)
        term.on_reply(reply)
        def setup():
            os.setsid()
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)
        proc = subprocess.Popen([os.environ["SPACE_BINARY"], "browse"], stdin=slave, stdout=slave, stderr=slave,
                                preexec_fn=setup, close_fds=True)
        def pump(seconds):
            end = time.time() + seconds
            while time.time() < end:
                ready, _, _ = select.select([master], [], [], max(0, min(0.05, end - time.time())))
                if ready:
                    try: data = os.read(master, 65536)
                    except OSError: return
                    if not data: return
                    term.feed(data)
        def rgb(color, default):
            if color is None: return default
            kind, value = color
            if kind == "rgb": return value
            if value < 16: return palette[value]
            if value < 232:
                v = value - 16; steps_ = [0, 95, 135, 175, 215, 255]
                return (steps_[v // 36], steps_[(v // 6) % 6], steps_[v % 6])
            g = 8 + (value - 232) * 10
            return (g, g, g)
        def lum(c):
            def ch(x):
                x = x / 255
                return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4
            r, g_, b = c
            return 0.2126 * ch(r) + 0.7152 * ch(g_) + 0.0722 * ch(b)
        def ratio(a, b):
            la, lb = lum(a), lum(b)
            return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
        def measure(name):
            lines = term.text().split("\n")
            lowest, below = 21.0, []
            for y in range(rows):
                line = lines[y] if y < len(lines) else ""
                for x in range(min(columns, len(line))):
                    ch = line[x]
                    # Spaces, and the half blocks a picture is drawn with: not text.
                    if ch.isspace() or 0x2580 <= ord(ch) <= 0x259F: continue
                    st = term.style(x, y)
                    f, b = rgb(st["fg"], fg), rgb(st["bg"], bg)
                    if st["inverse"]: f, b = b, f
                    if st["faint"]: f = tuple((a + c) // 2 for a, c in zip(f, b))
                    r = ratio(f, b)
                    lowest = min(lowest, r)
                    if r < 4.5 and len(below) < 20: below.append("%d,%d %r %s/%s %.2f" % (y, x, ch, f, b, r))
            return {"name": name, "lowest": lowest, "below": below, "text": term.text()}
        report = []
        pump(3)
        for step in steps:
            if step["keys"]: os.write(master, step["keys"].encode())
            pump(step["wait"])
            report.append(measure(step["name"]))
        os.write(master, b"q")
        pump(1)
        if proc.poll() is None: proc.kill()
        print(json.dumps(report))
        """#
}
