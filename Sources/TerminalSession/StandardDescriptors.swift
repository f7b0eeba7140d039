import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input, output and error, open before anything else is: a descriptor among 0–2 that
/// was closed (`space cache 1>&- 2>&-`) is opened on `/dev/null`, as most Unix tools do, so that
/// no descriptor this run opens later (the signal pipe, a cache file) takes its number and
/// receives what was meant for the terminal.
public enum StandardDescriptors {
    /// Opens `/dev/null` on each of 0, 1 and 2 that is closed; called first thing in `main`.
    public static func ensureOpen() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // open(2) takes the lowest free number: this one, as the ones below it are open.
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0 && opened != descriptor {
                _ = dup2(opened, descriptor)
                _ = close(opened)
            }
        }
    }
}
