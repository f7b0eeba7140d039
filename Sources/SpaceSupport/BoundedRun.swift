import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a small helper program (`tmux show-options`, `kitty --version`) whose answer is a line or
/// two, with everything bounded: at most `limit` bytes of its output are read, it gets at most
/// `seconds`, and then it is killed with every process it started (it runs in a process group of
/// its own). A helper that prints without end or hangs costs its bound, never more, and leaves
/// nothing running.
public enum BoundedRun {
    /// What the program printed, and how it ended.
    public struct Outcome: Sendable, Equatable {
        public var output: [UInt8]
        /// Its exit code; nil when it was killed (time or output past the bound) or its end not seen.
        public var status: Int32?
        /// Whether it was stopped for printing more than the limit.
        public var overflowed: Bool
        /// Whether it was stopped at the deadline.
        public var timedOut: Bool
    }

    /// Runs `program` (a path) with `arguments`; nil when it cannot be started.
    public static func run(
        _ program: String, _ arguments: [String], environment: [String: String], limit: Int = 16_384,
        seconds: Double = 1
    ) -> Outcome? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        defer { close(ends[0]) }
        guard let pid = spawn(program, arguments, environment: environment, output: ends[1], closing: ends[0]) else {
            close(ends[1])
            return nil
        }
        close(ends[1])
        var outcome = Outcome(output: [], status: nil, overflowed: false, timedOut: false)
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1_000_000_000)
        var buffer = [UInt8](repeating: 0, count: 4096)
        var descriptor = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else {
                outcome.timedOut = true
                break
            }
            let ready = poll(&descriptor, 1, Int32((deadline - now) / 1_000_000 + 1))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = read(ends[0], &buffer, min(buffer.count, limit + 1 - outcome.output.count))
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }  // the end of its output
            outcome.output += buffer[0..<count]
            if outcome.output.count > limit {
                outcome.output.removeLast(outcome.output.count - limit)
                outcome.overflowed = true
                break
            }
        }
        if outcome.timedOut || outcome.overflowed {
            kill(-pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
            return outcome
        }
        // Its output ended: its exit follows at once, or it is killed at the deadline too.
        while true {
            var status: Int32 = 0
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid {
                outcome.status = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : nil
                return outcome
            }
            if waited < 0 && errno != EINTR { return outcome }  // reaped elsewhere: status not known
            if DispatchTime.now().uptimeNanoseconds >= deadline {
                kill(-pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                outcome.timedOut = true
                return outcome
            }
            usleep(2000)
        }
    }

    /// posix_spawn into a new process group: standard input from /dev/null, output to `output`,
    /// errors to /dev/null, signals at their defaults and none blocked.
    private static func spawn(
        _ program: String, _ arguments: [String], environment: [String: String], output: Int32, closing: Int32
    ) -> pid_t? {
        var (actions, attributes) = LibC.spawnParts()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, output)
        posix_spawn_file_actions_addclose(&actions, closing)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU] {
            sigaddset(&defaults, number)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        // ETXTBSY: the file was just written and another thread's child still holds it open for
        // writing between its fork and its exec; that passes in a moment.
        for attempt in 0..<20 {
            let result = posix_spawn(&pid, program, &actions, &attributes, argv, envp)
            if result == 0 { return pid }
            guard result == ETXTBSY, attempt < 19 else { return nil }
            usleep(5000)
        }
        return nil
    }
}
