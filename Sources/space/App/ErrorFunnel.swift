import Foundation
import TerminalSession
import SpaceCommandLine
import TerminalText
import SpaceSupport
import SpaceNetworking

/// The one place where an error becomes words on stderr and an exit code.
struct ErrorFunnel {
    let console: Console
    let root: CommandSpec
    /// Whether to add each error's technical detail (`--verbose`).
    var verbose: Bool

    /// Reports the error and returns the exit code.
    func report(_ error: any Error) -> Int32 {
        let style = console.errorStyle
        // A file that could not be read or written (from SpaceSupport) is reported like any
        // other failure, with exit 74.
        if let file = error as? FileError { return report(SpaceError(.ioError, file.message, hint: file.hint)) }
        switch error {
        case let usage as UsageError:
            var text = style.red("Error:") + Self.afterLabel(console.wrappedForStderr("Error: " + Sanitizer.line(usage.message))) + "\n"
            if let path = usage.path {
                let command = resolve(path)
                text += console.wrappedForStderr("Usage: " + command.usage(path: path)) + "\n"
                text += "See 'space \((path + ["--help"]).joined(separator: " "))'.\n"
            } else {
                text += "See 'space --help'.\n"
            }
            console.stderr.write(text)
            return ExitCode.usage
        case let failure as SpaceError:
            var text = style.red("Error:") + Self.afterLabel(console.wrappedForStderr("Error: " + Sanitizer.line(failure.message))) + "\n"
            if let hint = failure.nextStep { text += console.wrappedForStderr(Sanitizer.line(hint)) + "\n" }
            if verbose, let detail = failure.detail { text += style.dim("Detail: " + Sanitizer.line(detail)) + "\n" }
            console.stderr.write(text)
            return ExitCode.of(failure.kind)
        case is CancellationError:
            console.stderr.write(style.red("Error:") + " Cancelled.\n")
            return 130
        default:
            console.stderr.write(style.red("Error:") + " " + Sanitizer.line(error.localizedDescription) + "\n")
            return ExitCode.failure
        }
    }

    /// The text after the "Error:" label (the label is styled on its own).
    private static func afterLabel(_ wrapped: String) -> Substring { wrapped.dropFirst("Error:".count) }

    private func resolve(_ path: [String]) -> CommandSpec {
        var command = root
        for word in path { command = command.subcommand(named: word) ?? command }
        return command
    }
}
