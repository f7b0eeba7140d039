import Foundation
import SpaceNetworking

/// The `space` executable: runs the command line against the real world and exits with its code.
@main
struct SpaceMain {
    static func main() async {
        signal(SIGPIPE, SIG_IGN)
        // Ctrl-C, SIGTERM, SIGHUP and Ctrl-\ end the run at once; Ctrl-Z stops it cleanly.
        Interrupts.install()
        let cli = SpaceCLI(
            environment: ProcessInfo.processInfo.environment,
            stdout: FileDescriptorOutput(descriptor: STDOUT_FILENO),
            stderr: FileDescriptorOutput(descriptor: STDERR_FILENO),
            transport: URLSessionTransport()
        )
        let code = await cli.run(Array(CommandLine.arguments.dropFirst()))
        // A terminal's late answer to a question is read, not left for the shell to print.
        TerminalQuery.finish()
        exit(code)
    }
}
