import Foundation
import SpaceNetworking

/// The `space` executable: runs the command line against the real world and exits with its code.
@main
struct SpaceMain {
    static func main() async {
        signal(SIGPIPE, SIG_IGN)
        // Interrupted (Ctrl-C, or a TERM from a supervisor): the temporary files of writes in
        // progress go with the process, and the spinner's line is cleared.
        let handlers = [(SIGINT, Int32(130)), (SIGTERM, Int32(143))].map { number, code -> any DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                TemporaryFiles.removeAll()
                let dumb = ProcessInfo.processInfo.environment["TERM"] == "dumb"
                if isatty(STDERR_FILENO) == 1 && !dumb { _ = "\r\u{1B}[2K".withCString { Foundation.write(STDERR_FILENO, $0, strlen($0)) } }
                exit(code)
            }
            source.resume()
            return source
        }
        defer { withExtendedLifetime(handlers) {} }
        let cli = SpaceCLI(
            environment: ProcessInfo.processInfo.environment,
            stdout: FileDescriptorOutput(descriptor: STDOUT_FILENO),
            stderr: FileDescriptorOutput(descriptor: STDERR_FILENO),
            transport: URLSessionTransport()
        )
        exit(await cli.run(Array(CommandLine.arguments.dropFirst())))
    }
}
