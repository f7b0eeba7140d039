import Foundation

/// A program run inside a real tmux whose outer terminal is Ghostty's own terminal core
/// (`pyghostty`'s libghostty-vt), fed every byte tmux writes and answering as a terminal does.
/// Reports, after the picture shows and after each step of keys: the kitty images the outer
/// terminal stored and their placements, the placeholder cells on its screen decoded by kitty's
/// rules (row and column marks from kitty's own `rowcolumn-diacritics.txt`, as `kittytgp` ships
/// it; a cell without marks continues the one on its left), and the screen's text.
struct PlaceholderHarness {
    struct Placement: Equatable {
        var imageID: UInt32
        var columns: Int
        var rows: Int
        var virtual: Bool
        var stored: Bool
    }

    struct Snapshot {
        var name: String
        var placements: [Placement]
        /// By image id: for each row of the picture, the columns its cells show.
        var cells: [UInt32: [Int: [Int]]]
        var text: String
    }

    /// The python that has `pyghostty` and `kittytgp`: `SPACE_TEST_PYTHON`, the one `.ci/run`
    /// prepares in `.build/terminal-python`, or `python3` on the PATH.
    static func python() -> String? {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String?] = [
            environment["SPACE_TEST_PYTHON"],
            ReleaseBinary.packageRoot.appendingPathComponent(".build/terminal-python/bin/python3").path,
        ]
        candidates += (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { "\($0)/python3" }
        for candidate in candidates.compactMap({ $0 }) where FileManager.default.isExecutableFile(atPath: candidate) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: candidate)
            process.arguments = ["-c", "import pyghostty, kittytgp"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { continue }
            process.waitUntilExit()
            if process.terminationStatus == 0 { return candidate }
        }
        return nil
    }

    static let missing =
        "This test needs Ghostty's terminal core: python3 -m venv .build/terminal-python && .build/terminal-python/bin/pip install pyghostty kittytgp (and tmux)."

    /// Runs `command` (a shell command line) in tmux at `columns`×`rows` with `allow-passthrough`
    /// set to `passthrough`, then the steps of keys (each read for `wait` seconds).
    static func run(
        _ space: SpaceRunner, python: String, command: String, passthrough: String = "on", columns: Int = 100,
        rows: Int = 40,
        ready: String = "", keys: [(name: String, keys: String, wait: Double)] = []
    ) throws -> [Snapshot] {
        var environment = space.environment
        environment["PH_READY"] = ready
        environment["PH_SIZE"] = "\(columns),\(rows)"
        environment["PH_PASSTHROUGH"] = passthrough
        environment["PH_COMMAND"] = command
        environment["PH_KEYS"] = String(
            decoding: try JSONSerialization.data(
                withJSONObject: keys.map { ["name": $0.name, "keys": $0.keys, "wait": $0.wait] }), as: UTF8.self)
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
        guard let report = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let steps = report["steps"] as? [[String: Any]]
        else {
            throw CocoaError(.coderReadCorrupt)
        }
        return steps.map { step in
            let placements = (step["placements"] as? [[String: Any]] ?? []).map {
                Placement(
                    imageID: UInt32(($0["image_id"] as? Int) ?? 0), columns: $0["columns"] as? Int ?? 0,
                    rows: $0["rows"] as? Int ?? 0,
                    virtual: $0["virtual"] as? Bool ?? false, stored: $0["width"] != nil)
            }
            var cells: [UInt32: [Int: [Int]]] = [:]
            for (id, rows) in step["cells"] as? [String: [String: [Any]]] ?? [:] {
                for (row, columns) in rows {
                    cells[UInt32(id) ?? 0, default: [:]][Int(row) ?? -1] = columns.compactMap { $0 as? Int }
                }
            }
            return Snapshot(
                name: step["name"] as? String ?? "", placements: placements, cells: cells,
                text: step["text"] as? String ?? "")
        }
    }

    private static let script = #"""
        import fcntl, json, os, pty, select, shutil, struct, subprocess, sys, tempfile, termios, time
        import pyghostty
        from pyghostty._ffi import ffi, lib

        cols, rows = map(int, os.environ.get("PH_SIZE", "100,40").split(","))
        passthrough = os.environ.get("PH_PASSTHROUGH", "on")
        command = os.environ["PH_COMMAND"]
        keys = json.loads(os.environ.get("PH_KEYS", "[]"))
        import kittytgp
        # kitty's own table, as kittytgp ships it: the marks for row and column 0, 1, 2, ...
        with open(os.path.join(os.path.dirname(kittytgp.__file__), "rowcolumn_diacritics.txt")) as f:
            diacritics = [int(line.split(";")[0], 16) for line in f if line.strip() and not line.startswith("#")]
        index_of = {cp: i for i, cp in enumerate(diacritics)}
        work = tempfile.mkdtemp(prefix="space-tmux-")
        conf = os.path.join(work, "tmux.conf")
        with open(conf, "w") as f:
            f.write("set -g allow-passthrough %s\nset -g status off\nset -g escape-time 10\n" % passthrough)
        socket = os.path.join(work, "tmux.sock")

        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, cols * 10, rows * 20))
        def child_setup():
            os.setsid()
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)
        env = dict(os.environ)
        env.update({"TERM": "xterm-256color", "TERM_PROGRAM": "ghostty"})
        env.pop("TMUX", None)
        proc = subprocess.Popen(["tmux", "-S", socket, "-f", conf, "new-session", "-x", str(cols), "-y", str(rows), command],
                                stdin=slave, stdout=slave, stderr=slave, preexec_fn=child_setup, close_fds=True, env=env)
        term = pyghostty.Terminal(cols=cols, rows=rows)
        term.resize(cols, rows, 10, 20)
        def reply(data):
            os.write(master, data)
        term.on_reply(reply)

        def pump(timeout):
            end = time.time() + timeout
            while True:
                left = end - time.time()
                if left <= 0: return
                r, _, _ = select.select([master], [], [], left)
                if not r: return
                try: data = os.read(master, 65536)
                except OSError: return
                if not data: return
                term.feed(data)

        def placements():
            g = ffi.new("GhosttyKittyGraphics*")
            if lib.ghostty_terminal_get(term._t[0], lib.GHOSTTY_TERMINAL_DATA_KITTY_GRAPHICS, g) != 0: return []
            it = ffi.new("GhosttyKittyGraphicsPlacementIterator*")
            lib.ghostty_kitty_graphics_placement_iterator_new(ffi.NULL, it)
            lib.ghostty_kitty_graphics_get(g[0], lib.GHOSTTY_KITTY_GRAPHICS_DATA_PLACEMENT_ITERATOR, it)
            found = []
            while lib.ghostty_kitty_graphics_placement_next(it[0]):
                values = {}
                for name in ["IMAGE_ID", "COLUMNS", "ROWS"]:
                    v = ffi.new("uint32_t*")
                    lib.ghostty_kitty_graphics_placement_get(it[0], getattr(lib, "GHOSTTY_KITTY_GRAPHICS_PLACEMENT_DATA_" + name), v)
                    values[name.lower()] = v[0]
                b = ffi.new("bool*")
                lib.ghostty_kitty_graphics_placement_get(it[0], lib.GHOSTTY_KITTY_GRAPHICS_PLACEMENT_DATA_IS_VIRTUAL, b)
                values["virtual"] = bool(b[0])
                image = lib.ghostty_kitty_graphics_image(g[0], values["image_id"])
                if image != ffi.NULL:
                    w = ffi.new("uint32_t*"); h = ffi.new("uint32_t*")
                    lib.ghostty_kitty_graphics_image_get(image, lib.GHOSTTY_KITTY_IMAGE_DATA_WIDTH, w)
                    lib.ghostty_kitty_graphics_image_get(image, lib.GHOSTTY_KITTY_IMAGE_DATA_HEIGHT, h)
                    values["width"], values["height"] = w[0], h[0]
                found.append(values)
            lib.ghostty_kitty_graphics_placement_iterator_free(it[0])
            return found

        def placeholder_cells():
            """Runs of placeholder cells by image id: {id: {row: [columns...]}} decoded by kitty's rules."""
            runs = {}
            buf = ffi.new("uint32_t[16]"); n = ffi.new("size_t*")
            for y in range(rows):
                prev = None
                for x in range(cols):
                    ref = term.ref(x, y)
                    if lib.ghostty_grid_ref_graphemes(ref, buf, 16, n) != 0 or n[0] == 0 or buf[0] != 0x10EEEE:
                        prev = None; continue
                    marks = [index_of.get(buf[i]) for i in range(1, n[0])]
                    fg = term.style(x, y)["fg"]
                    low = fg[1] if fg and fg[0] == "palette" else (fg[1][0] << 16 | fg[1][1] << 8 | fg[1][2]) if fg else 0
                    r = marks[0] if len(marks) > 0 else (prev[0] if prev else None)
                    c = marks[1] if len(marks) > 1 else (prev[1] + 1 if prev else None)
                    high = marks[2] if len(marks) > 2 else (prev[2] if prev else 0)
                    image = (high << 24) | low
                    runs.setdefault(str(image), {}).setdefault(str(r), []).append(c)
                    prev = (r, c, high)
            return runs

        report = {"steps": []}
        ready = os.environ.get("PH_READY", "")
        deadline = time.time() + 15
        while time.time() < deadline and not placements() and not (ready and ready in term.text()): pump(0.1)
        pump(0.5)
        def snap(name):
            report["steps"].append({"name": name, "placements": placements(), "cells": placeholder_cells(), "text": term.text()})
        snap("first")
        for step in keys:
            if "keys" in step:
                os.write(master, step["keys"].encode()); pump(step.get("wait", 1.0))
                snap(step.get("name", "after"))
        subprocess.run(["tmux", "-S", socket, "kill-server"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try: proc.wait(timeout=5)
        except subprocess.TimeoutExpired: proc.kill()
        shutil.rmtree(work, ignore_errors=True)
        print(json.dumps(report))
        """#
}
