import Foundation
import SpaceLocalization
import TerminalText
import Synchronization
import SpaceNetworking

/// Runs one of the desktop's programs (chafa, xdg-open, gsettings, …) to completion: no input,
/// its error output read for the one-sentence failure, its output returned or thrown away.
public enum ExternalProgram: Sendable {
    /// Runs `program` and returns what it printed (nothing unless `keepOutput`); a failure to start
    /// or a non-zero exit is a `SpaceError` saying what could not be done.
    @discardableResult
    public static func run(
        _ program: String, _ arguments: [String], environment: [String: String], what: String, keepOutput: Bool = false
    ) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let output = Pipe(), errors = Pipe()
        process.standardOutput = keepOutput ? output : FileHandle.nullDevice
        process.standardError = errors
        do { try process.run() } catch {
            throw SpaceError(
                .failure,
                tr("Could not run {program}: {reason}", ["program": program, "reason": error.localizedDescription]))
        }
        // Both pipes are drained at once, so a program that writes a lot to one cannot block on the other.
        let problem = Mutex(Data())
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            problem.withLock { $0 = data }
            group.leave()
        }
        let printed = keepOutput ? output.fileHandleForReading.readDataToEndOfFile() : Data()
        group.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let name = URL(fileURLWithPath: program).lastPathComponent
            let text = problem.withLock { String(decoding: $0, as: UTF8.self) }
            // Its own full stop is dropped: the sentence ends with ours ("…does not exist..").
            let reason =
                text.split(separator: "\n").first.map { line in
                    ": " + String(Sanitizer.line(String(line)).reversed().drop { ". ".contains($0) }.reversed())
                } ?? ""
            throw SpaceError(
                .failure,
                tr(
                    "{program} could not {what} (exit {code}){reason}.",
                    ["program": name, "what": what, "code": String(process.terminationStatus), "reason": reason]))
        }
        return printed
    }
}
