import Foundation
import SpaceLocalization
import TerminalSession
import TerminalText
import SpacePresentation

/// What a command returns: its JSON, and its document for a person. The printer chooses, and
/// only the one chosen is built (11,000 favorites need no table under `--json`).
struct CommandOutput: Sendable {
    /// Builds the JSON document for `--json` (nil: the command has none, and prints its document).
    let json: (@Sendable () -> JSONValue)?
    /// Builds what a person sees, laid out by the printer for a terminal or a pipe.
    let document: @Sendable () -> Document
    /// What went wrong after the output was printed (a service that did not answer, days that
    /// did not load): the run ends with it once the output is out.
    var failure: (any Error)?
    /// Notices for standard error once the output is out (what to run next).
    var notices: [String] = []
    /// Notices that go with the document only, where the JSON says the same (an empty list).
    var remarks: [String] = []
    /// Warnings for standard error, after the notices.
    var warnings: [String] = []
    /// The picture that goes with the output, and what to do with it (`--show`, `--open`,
    /// `--download`, `--wallpaper`): the edge draws it beside the document, or prints a saved path
    /// instead of the document.
    var picture: PictureOutput?

    /// An output with a JSON form.
    init(
        json: @escaping @autoclosure @Sendable () -> JSONValue,
        document: @escaping @autoclosure @Sendable () -> Document,
        failure: (any Error)? = nil, notices: [String] = [], remarks: [String] = []
    ) {
        self.json = json
        self.document = document
        self.failure = failure
        self.notices = notices
        self.remarks = remarks
    }

    /// An output that is the same under `--json` (help, a completion script).
    init(document: @escaping @autoclosure @Sendable () -> Document) {
        self.json = nil
        self.document = document
    }

    /// Nothing more to print (a command that streamed its results, or said all on stderr).
    static let none = CommandOutput(document: .empty)
}

/// A picture to draw, open, save or set as the wallpaper with a command's output.
struct PictureOutput: Sendable {
    /// What the picture is, and its links.
    var subject: PictureSubject
    /// What the picture options ask for.
    var request: PictureRequest
}

extension CommandOutput {
    /// The same output, with its picture.
    func with(picture subject: PictureSubject, request: PictureRequest) -> CommandOutput {
        var output = self
        output.picture = PictureOutput(subject: subject, request: request)
        return output
    }
}

/// The one place that decides JSON, terminal or pipe, colour, wrapping and width: commands
/// return values, and everything for standard output goes through here; notices and warnings
/// for standard error too.
struct Printer: Sendable {
    /// Where it goes, and what the terminal is like.
    let console: Console
    /// Whether `--json` was given.
    let json: Bool

    /// How documents are laid out on this output now.
    var layout: DocumentLayout {
        DocumentLayout(width: console.terminal.width, style: console.style, terminal: console.terminal.stdoutIsTTY)
    }

    /// The lines a document takes on this output.
    func lines(_ document: Document) -> [String] { layout.lines(document) }

    /// Prints a command's output: its JSON under `--json` (when it has one), else its document
    /// and the remarks that go with it.
    func print(_ output: CommandOutput) {
        if json, let value = output.json {
            console.json(Localization.speaking(.english) { value() })
        } else {
            print(document(output))
            for remark in output.remarks { notice(remark) }
        }
    }

    /// The output's document, built in the person's language for a terminal; a command's results
    /// in a pipe are for scripts, and are never translated (nor their numbers regrouped).
    func document(_ output: CommandOutput) -> Document {
        // Help and completion scripts (no JSON form) are for people wherever they go.
        console.terminal.stdoutIsTTY || output.json == nil
            ? output.document() : Localization.speaking(.english) { output.document() }
    }

    /// Prints what is said once the output is out: the notices, then the warnings.
    func printAsides(_ output: CommandOutput) {
        for notice in output.notices { self.notice(notice) }
        for warning in output.warnings { self.warning(warning) }
    }

    /// Prints a document.
    func print(_ document: Document) {
        guard !document.isEmpty else { return }
        console.stdout.write(layout.text(document))
    }

    /// Prints one JSON document (a part of a longer run, such as a saved file's record).
    func print(json value: JSONValue) { console.json(value) }

    /// A JSON array written element by element as results arrive.
    func jsonStream() -> JSONArrayStream { JSONArrayStream(output: console.stdout) }

    /// A notice on standard error.
    func notice(_ text: String) { console.notice(text) }

    /// A warning on standard error.
    func warning(_ text: String) { console.warning(text) }

    /// A line of `--verbose` tracing on standard error, dimmed and cleaned.
    func trace(_ text: String) { console.notice(console.errorStyle.dim(Sanitizer.line(text))) }

    /// The same printer for a terminal measured again (after a picture was fetched).
    func remeasured(environment: [String: String]) -> Printer {
        var console = console
        console.terminal = console.terminal.remeasured(environment: environment)
        return Printer(console: console, json: json)
    }
}
