import Foundation
import SpaceSupport
import Synchronization

/// A spinner on standard error for work slower than about 300 ms; drawn only when standard error
/// is a terminal that can be redrawn in place (not `TERM=dumb`), and erased when the work ends.
/// With a `progress` source, the label is redrawn with its count ("Loading 240 of 1,461 days").
public enum Spinner {
    /// Runs `work`, showing `label` with a spinner if it takes longer than `delay` seconds.
    public static func run<T: Sendable>(
        label: String, console: Console, delay: TimeInterval = 0.3, progress: (@Sendable () -> String?)? = nil,
        _ work: () async throws -> T
    ) async throws -> T {
        guard console.terminal.stderrAnimates else { return try await work() }
        let stderr = console.stderr
        let spinner = Task<Bool, Never> {
            do { try await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000)) } catch { return false }
            let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
            var index = 0
            while !Task.isCancelled {
                stderr.write("\r\u{1B}[2K" + frames[index % frames.count] + " " + (progress?() ?? label))
                index += 1
                do { try await Task.sleep(nanoseconds: 80_000_000) } catch { break }
            }
            return true
        }
        let result: Result<T, any Error>
        do { result = .success(try await work()) } catch { result = .failure(error) }
        spinner.cancel()
        if await spinner.value { stderr.write("\r\u{1B}[2K") }
        return try result.get()
    }
}

/// A count shared between the work and its spinner ("240 of 1,461").
public final class ProgressCount: Sendable {
    private let count = Mutex<Int?>(nil)
    public init() {}
    public var value: Int? { count.withLock { $0 } }
    public func set(_ value: Int) { count.withLock { $0 = value } }
    public func increment() { count.withLock { $0 = ($0 ?? 0) + 1 } }
}

/// A progress line the work sets and its spinner shows ("Loading 300 of 3,300 astronauts…").
public final class ProgressText: Sendable {
    private let line = Mutex<String?>(nil)
    public init() {}
    public var text: String? { line.withLock { $0 } }
    public func set(_ text: String) { line.withLock { $0 = text } }
}
