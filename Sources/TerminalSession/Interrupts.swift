import Foundation
import SpaceSupport
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How `space` stops when a person or a supervisor asks it to: Ctrl-C (SIGINT), SIGTERM, SIGHUP
/// and Ctrl-\ (SIGQUIT) end the run at once, whatever it is doing; Ctrl-Z (SIGTSTP) gives the
/// terminal back, stops, and takes it again on `fg`.
///
/// The signal handler does the one thing a handler may safely do: it writes the signal's number
/// to a pipe. A thread of our own, started before any command runs and never blocking these
/// signals, reads the pipe and does the rest in ordinary code. This depends neither on which
/// thread the kernel picks nor on anything staying alive in an optimized build: the pipe and the
/// thread live as long as the process (a `DispatchSource` released early drops the signal).
///
/// Ending a run: the output gate closes (nothing more is printed), temporary files of writes in
/// progress are removed, the terminal gets its modes, colours and line back, and the signal is
/// raised again with its default action, so the shell sees the process killed by it (`$?` 130,
/// 143, 129, 131) and a script's loop stops too. A second signal during that cleanup ends the
/// process at once (the default actions are back before the cleanup starts).
public enum Interrupts {
    /// The signals that end a run: every signal whose default action ends the process and that
    /// a program may catch (the crash signals are `CrashRestore`'s): Ctrl-C, SIGTERM, SIGHUP,
    /// Ctrl-\, and the ones a supervisor or a limit sends (`timeout -s ALRM`, `ulimit -t` sends
    /// SIGXCPU, a stray `kill -USR1`), real-time signals included.
    public static let endingSignals: [Int32] = {
        var numbers: [Int32] = [
            SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS,
        ]
        #if canImport(Glibc)
            numbers += [SIGPWR, SIGSTKFLT, SIGIO]
            numbers += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
        #elseif canImport(Darwin)
            numbers += [SIGEMT]  // Darwin's SIGIO and SIGINFO are ignored by default; it has no real-time signals
        #endif
        return numbers.filter { $0 > 0 && $0 < 128 }
    }()

    /// Signals whose default action also leaves a core file (none is left in the person's folder).
    private static let coreSignals: Set<Int32> = {
        #if canImport(Darwin)
            return [SIGQUIT, SIGXCPU, SIGXFSZ, SIGSYS, SIGEMT]
        #else
            return [SIGQUIT, SIGXCPU, SIGXFSZ, SIGSYS]
        #endif
    }()

    /// The self-pipe: the handler writes to `ends.write`, the watcher reads `ends.read`.
    private static let ends: (read: Int32, write: Int32) = {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return (-1, -1) }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(descriptors[1], F_SETFL, fcntl(descriptors[1], F_GETFL) | O_NONBLOCK)
        return (descriptors[0], descriptors[1])
    }()

    /// Installs the handlers and starts the watcher; called once, first thing in `main`.
    public static func install() {
        let pipeEnds = ends  // made before any handler can run, so the handler only reads it
        guard pipeEnds.read >= 0 else { return }
        // A plain thread (Foundation's `Thread` would set up its run-time machinery in every run,
        // `space --version` included); it reads the pipe's end it is handed, forever.
        #if os(Linux)
            var watcher = pthread_t()
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
            _ = pthread_create(
                &watcher, &attributes,
                { argument in
                    Interrupts.watch(Int32(truncatingIfNeeded: Int(bitPattern: argument)))
                    return nil
                }, UnsafeMutableRawPointer(bitPattern: Int(pipeEnds.read)))
            pthread_attr_destroy(&attributes)
        #else
            let watcher = Thread { watch(pipeEnds.read) }
            watcher.name = "space.signals"
            watcher.start()
        #endif
        for number in endingSignals + [SIGTSTP, SIGCONT] { catchSignal(number) }
    }

    /// The handler: the signal's number into the pipe, nothing else (errno kept as it was).
    private static let handler: @convention(c) (Int32) -> Void = { number in
        let saved = errno
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(Interrupts.ends.write, &byte, 1)
        errno = saved
    }

    private static func catchSignal(_ number: Int32) {
        install(handler, for: number, flags: SA_RESTART)
    }

    /// Installs a C handler for a signal, with nothing blocked while it runs; `previous` gets the
    /// handler that was there.
    public static func install(
        _ handler: @convention(c) (Int32) -> Void, for number: Int32, flags: Int32,
        previous: UnsafeMutablePointer<sigaction>? = nil
    ) {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        sigaction(number, &action, previous)
    }

    /// The watcher thread: waits for signal numbers and acts on each.
    private static func watch(_ descriptor: Int32) {
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in endingSignals + [SIGTSTP, SIGCONT] { sigaddset(&unblocked, number) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        while true {
            var byte: UInt8 = 0
            let count = read(descriptor, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return }
            let number = Int32(byte)
            if number == SIGTSTP {
                suspend()
            } else if number == SIGCONT {
                TerminalModes.continued()
            } else {
                end(by: number)
            }
        }
    }

    /// Stops the run for good: output closed, temporaries removed, terminal restored, then the
    /// signal again with its default action.
    private static func end(by number: Int32) -> Never {
        for ending in endingSignals { signal(ending, SIG_DFL) }
        OutputGate.close { TerminalModes.restoreForExit($0) }
        TemporaryFiles.removeAll()
        if coreSignals.contains(number) {
            // Ctrl-\ means "quit now", not "leave a core file in the user's folder".
            LibC.refuseCoreFiles()
        }
        raiseWithDefaultAction(number)
        _exit(128 + number)
    }

    /// Ctrl-Z: the terminal as the shell left it, stop, and on `fg` the modes this run had.
    /// Writers wait at the gate while the process is stopped and its terminal restored.
    ///
    /// The stop is synchronous: the signal is raised in the calling thread, which the kernel
    /// stops before `raise` returns, so nothing after it runs until the shell continues the
    /// process (`kill(0, SIGSTOP)` from one thread reaches that thread later, and a terminal taken
    /// back before the stop is left cooked by the shell). A full-screen program calls this itself
    /// with SIGSTOP when Ctrl-Z arrives as a byte in raw mode (a SIGTSTP the process raises in an
    /// orphaned process group is discarded by the kernel).
    public static func suspend(with stop: Int32 = SIGTSTP) {
        OutputGate.hold {
            TerminalModes.restoreForSuspend()
            raiseWithDefaultAction(stop)
            // Continued (`fg`): catch the next Ctrl-Z again and take the terminal back.
            catchSignal(SIGTSTP)
            TerminalModes.resume(expectingContinue: true)
        }
    }

    /// Raises `number` in this thread (where it is not blocked) with its default action.
    private static func raiseWithDefaultAction(_ number: Int32) {
        if number != SIGSTOP && number != SIGKILL { signal(number, SIG_DFL) }
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, number)
        pthread_sigmask(SIG_UNBLOCK, &only, nil)
        raise(number)
    }
}
