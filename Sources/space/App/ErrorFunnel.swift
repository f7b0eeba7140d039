import Foundation
import SpaceLocalization
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
            var text = labelled(Sanitizer.line(usage.message))
            if let path = usage.path {
                let command = resolve(path)
                text += console.wrappedForStderr(tr("Usage:") + " " + command.usage(path: path)) + "\n"
                text +=
                    tr("See '{command}'.", ["command": "space " + (path + ["--help"]).joined(separator: " ")]) + "\n"
            } else {
                text += tr("See '{command}'.", ["command": "space --help"]) + "\n"
            }
            console.stderr.write(text)
            return ExitCode.usage
        case let failure as SpaceError:
            var text = labelled(Sanitizer.line(failure.message))
            if let hint = failure.nextStep { text += console.wrappedForStderr(Sanitizer.line(hint)) + "\n" }
            if verbose, let detail = failure.detail {
                text += style.dim(tr("Detail:") + " " + Sanitizer.line(detail)) + "\n"
            }
            console.stderr.write(text)
            return ExitCode.of(failure.kind)
        case is CancellationError:
            console.stderr.write(style.red(tr("Error:")) + " " + tr("Cancelled.") + "\n")
            return 130
        default:
            console.stderr.write(style.red(tr("Error:")) + " " + Sanitizer.line(error.localizedDescription) + "\n")
            return ExitCode.failure
        }
    }

    /// "Error: " and the message, wrapped to the terminal, the label in red.
    private func labelled(_ message: String) -> String {
        let label = tr("Error:")
        let wrapped = console.wrappedForStderr(label + " " + message)
        return console.errorStyle.red(label) + wrapped.dropFirst(label.count) + "\n"
    }

    private func resolve(_ path: [String]) -> CommandSpec {
        var command = root
        for word in path { command = command.subcommand(named: word) ?? command }
        return command
    }
}
