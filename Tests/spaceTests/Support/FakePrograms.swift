import Foundation
import SpaceTestSupport

/// Stand-ins for desktop programs (chafa, xdg-open, gsettings, feh, plasma-apply-wallpaperimage)
/// in a temporary folder put first on PATH; each records its arguments, one call per line. The
/// folder is marked, so `SpaceRunner` names it in `SPACE_DESKTOP_PROGRAMS` too: `space` then looks
/// for desktop programs there only. "xdg-open" is the opener on every platform (macOS's `open`
/// beside it records its calls under the same name), so a test of the opener runs on a Mac too.
struct FakePrograms {
    let folder: URL
    let log: URL

    /// What some stand-ins print besides recording their call.
    static let answers: [String: String] = [
        "chafa": "echo \"[chafa drew $*]\"\n",
        // systemd's answer for a timer that `enable` turned on (the stand-in enables every one).
        "systemctl": "[ \"$2\" = is-enabled ] && echo enabled\n",
        // NetworkManager on a phone's hotspot: connected, metered by its guess.
        "nmcli": "printf 'GENERAL.STATE:100 (connected)\\nGENERAL.METERED:yes (guessed)\\n'\n",
        // sway's outputs, when a test gives them.
        "swaymsg": "[ \"$1\" = -t ] && [ -n \"$FAKE_SWAY_OUTPUTS\" ] && printf '%s' \"$FAKE_SWAY_OUTPUTS\"\n",
    ]

    /// The file that marks a folder of stand-ins.
    static let marker = ".desktop-stand-ins"

    /// `linking` names real programs (found on this PATH) to link into the folder, for `only`.
    init(_ names: [String], linking: [String] = []) throws {
        folder = try TestDirectory.make()
        log = folder.appendingPathComponent("calls.log")
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in linking {
            // pyenv's shims are scripts that need pyenv on the PATH: skip them for the real program.
            let found = searchPath.split(separator: ":").filter { !$0.contains("/shims") }.map { "\($0)/\(name)" }
                .first { FileManager.default.isExecutableFile(atPath: $0) }
            if let found {
                try FileManager.default.createSymbolicLink(
                    atPath: folder.appendingPathComponent(name).path, withDestinationPath: found)
            }
        }
        try Data().write(to: folder.appendingPathComponent(Self.marker))
        for name in names {
            let drawn = Self.answers[name] ?? ""
            let script = "#!/bin/sh\necho \"\(name) $*\" >> '\(log.path)'\n\(drawn)exit 0\n"
            for fileName in name == "xdg-open" ? ["xdg-open", "open"] : [name] {
                let file = folder.appendingPathComponent(fileName)
                try StandInProgram.write(script, to: file)
            }
        }
    }

    /// PATH with the fakes first.
    var path: String { folder.path + ":/usr/bin:/bin" }
    /// PATH with the fakes and the linked programs only (no chafa, whatever the machine has).
    var only: String { folder.path }

    /// The recorded calls.
    var calls: [String] {
        (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
    }
}

extension SpaceRunner {
    /// Runs `space` on a pseudo-terminal (python's pty module), so stdout and stderr are a TTY;
    /// returns what the terminal showed (both streams) and the exit status.
    /// `pixels` sets the terminal's size in pixels too (columns, rows, width, height), as
    /// terminals that draw graphics report it.
    func runInTerminal(
        _ arguments: [String], env: [String: String] = [:],
        pixels: (columns: Int, rows: Int, width: Int, height: Int)? = nil
    ) throws -> Result {
        var environment = self.environment.merging(env) { _, new in new }
        environment["SPACE_BINARY"] = Self.binary.path
        if let pixels {
            environment["SPACE_PTY_SIZE"] = "\(pixels.columns),\(pixels.rows),\(pixels.width),\(pixels.height)"
        }
        let (data, status) = try Self.runPython(Self.terminalScript, arguments, environment: environment)
        return Result(stdout: String(decoding: data, as: UTF8.self), stderr: "", status: status)
    }

    /// `runInTerminal`, and the most memory `space` held (its peak resident set, in bytes), as the
    /// kernel counted it.
    func runInTerminalMeasured(
        _ arguments: [String], env: [String: String] = [:],
        pixels: (columns: Int, rows: Int, width: Int, height: Int)? = nil
    ) throws -> (result: Result, peakBytes: Int) {
        let file = Scratch.root.appendingPathComponent("maxrss-\(UUID().uuidString)")
        let result = try runInTerminal(
            arguments, env: env.merging(["SPACE_MAXRSS_FILE": file.path]) { _, new in new }, pixels: pixels)
        let kilobytes = Int(
            try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))
        return (result, (kilobytes ?? 0) * 1024)
    }

    /// Runs a python script (`python3 -c`) with the arguments and environment, in `folder` when
    /// given; returns what it printed on stdout and its exit status.
    static func runPython(
        _ script: String, _ arguments: [String], environment: [String: String], in folder: URL? = nil
    ) throws -> (Data, Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        process.environment = environment
        if let folder { process.currentDirectoryURL = folder }
        process.standardInput = FileHandle.nullDevice
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (data, process.terminationStatus)
    }

    /// Runs SPACE_BINARY on a new pseudo-terminal (its size set first from SPACE_PTY_SIZE) and
    /// copies what it shows to stdout.
    private static let terminalScript = """
        import fcntl, os, pty, resource, struct, sys, termios
        binary = os.environ["SPACE_BINARY"]
        pid, fd = pty.fork()
        if pid == 0:
            size = os.environ.get("SPACE_PTY_SIZE")
            if size:
                columns, rows, width, height = map(int, size.split(","))
                fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, width, height))
            os.execv(binary, [binary] + sys.argv[1:])
        while True:
            try:
                data = os.read(fd, 65536)
            except OSError:
                break
            if not data:
                break
            sys.stdout.buffer.write(data)
        sys.stdout.flush()
        _, status = os.waitpid(pid, 0)
        if os.environ.get("SPACE_MAXRSS_FILE"):
            with open(os.environ["SPACE_MAXRSS_FILE"], "w") as f:
                f.write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))
        sys.exit(os.waitstatus_to_exitcode(status))
        """
}
