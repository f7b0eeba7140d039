import Foundation
import TerminalSession
import SpaceNetworking

/// The `space` executable: runs the command line against the real world and exits with its code.
@main
struct SpaceMain {
    static func main() async {
        // A closed 0, 1 or 2 is /dev/null before any descriptor of ours can take its number.
        StandardDescriptors.ensureOpen()
        signal(SIGPIPE, SIG_IGN)
        // Ctrl-C, SIGTERM, SIGHUP and Ctrl-\ end the run at once; Ctrl-Z stops it cleanly.
        Interrupts.install()
        let environment = ProcessInfo.processInfo.environment
        // libcurl on Linux, which sleeps while it waits; URLSession elsewhere (SPACE_TRANSPORT).
        let transport = TransportChoice.make(environment: environment)
        let cli = SpaceCLI(
            environment: environment,
            stdout: FileDescriptorOutput(descriptor: STDOUT_FILENO),
            stderr: FileDescriptorOutput(descriptor: STDERR_FILENO),
            transport: transport.transport,
            transportNotice: transport.notice
        )
        let code = await cli.run(Array(CommandLine.arguments.dropFirst()))
        // A terminal's late answer to a question is read, not left for the shell to print.
        TerminalQuery.finish()
        exit(code)
    }
}
