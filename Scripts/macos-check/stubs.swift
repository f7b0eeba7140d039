// Stand-ins for what the checked files use of Foundation, Dispatch and Synchronization: enough to
// type-check the C library calls around them, nothing more.
public typealias TimeInterval = Double
public struct ObjCBool: ExpressibleByBooleanLiteral { public var boolValue: Bool; public init(booleanLiteral v: Bool) { boolValue = v } }
public struct URL: Hashable, Sendable {
    public var path: String
    public init(fileURLWithPath p: String, isDirectory: Bool = false) { path = p }
    public func deletingLastPathComponent() -> URL { self }
    public func appendingPathComponent(_ c: String, isDirectory: Bool = false) -> URL { self }
    public var lastPathComponent: String { path }
    public var absoluteString: String { path }
}
public struct Data: Equatable, Sendable, RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
    var storage: [UInt8] = []
    public init() {}
    public init(count: Int) { storage = .init(repeating: 0, count: count) }
    public init<S: Sequence>(_ s: S) where S.Element == UInt8 { storage = Array(s) }
    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }
    public subscript(i: Int) -> UInt8 { get { storage[i] } set { storage[i] = newValue } }
    public var count: Int { get { storage.count } set { } }
    public mutating func replaceSubrange<C: Collection>(_ r: Range<Int>, with c: C) where C.Element == UInt8 {}
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { fatalError() }
    public mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R { fatalError() }
}
public struct Date: Sendable, Comparable {
    public var timeIntervalSince1970: Double
    public init(timeIntervalSince1970 t: Double) { timeIntervalSince1970 = t }
    public init() { timeIntervalSince1970 = 0 }
    public func timeIntervalSince(_ d: Date) -> Double { 0 }
    public static func < (a: Date, b: Date) -> Bool { false }
}
public struct FileAttributeKey: Hashable, Sendable { public static let type = FileAttributeKey(); public static let modificationDate = FileAttributeKey(); public static let posixPermissions = FileAttributeKey() }
public struct FileAttributeType: Equatable, Sendable { public static let typeRegular = FileAttributeType() }
public final class FileManager: @unchecked Sendable {
    public static let `default` = FileManager()
    public func removeItem(atPath: String) throws {}
    public func contentsOfDirectory(atPath: String) throws -> [String] { [] }
    public func attributesOfItem(atPath: String) throws -> [FileAttributeKey: Any] { [:] }
    public func fileExists(atPath: String) -> Bool { false }
    public func fileExists(atPath: String, isDirectory: UnsafeMutablePointer<ObjCBool>?) -> Bool { false }
    public func createDirectory(at: URL, withIntermediateDirectories: Bool, attributes: [FileAttributeKey: Any]? = nil) throws {}
    public func isExecutableFile(atPath: String) -> Bool { false }
}
public final class ProcessInfo: @unchecked Sendable { public static let processInfo = ProcessInfo(); public var environment: [String: String] { [:] }; public var activeProcessorCount: Int { 1 } }
public struct DispatchTime { public static func now() -> DispatchTime { DispatchTime() }; public var uptimeNanoseconds: UInt64 { 0 }
    public static func + (a: DispatchTime, b: Double) -> DispatchTime { a } }
public enum DispatchTimeoutResult { case success, timedOut }
public final class DispatchSemaphore: @unchecked Sendable { public init(value: Int) {}; public func wait() {}; public func wait(timeout: DispatchTime) -> DispatchTimeoutResult { .success }; @discardableResult public func signal() -> Int { 0 } }
public final class DispatchQueue: @unchecked Sendable { public static func global() -> DispatchQueue { DispatchQueue() }
    public func async(execute: @escaping @Sendable () -> Void) {}
    public static func concurrentPerform(iterations: Int, execute: (Int) -> Void) {} }
public final class Thread: @unchecked Sendable {
    public init(block: @escaping @Sendable () -> Void) {}
    public var name: String?
    public func start() {}
    public class func detachNewThread(_ block: @escaping @Sendable () -> Void) {}
}
public final class Mutex<Value>: @unchecked Sendable {
    public init(_ v: Value) {}
    public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R { fatalError() }
}
public enum AtomicOrdering { case relaxed, acquiring, releasing, sequentiallyConsistent, acquiringAndReleasing }
public final class Atomic<Value>: @unchecked Sendable {
    public init(_ v: Value) {}
    public func load(ordering: AtomicOrdering) -> Value { fatalError() }
    public func store(_ v: Value, ordering: AtomicOrdering) {}
}
public struct CharacterSet: Sendable { public static let whitespaces = CharacterSet(); public static let whitespacesAndNewlines = CharacterSet() }
extension StringProtocol {
    public func trimmingCharacters(in: CharacterSet) -> String { "" }
    public func range(of: String) -> Range<String.Index>? { nil }
    public func replacingOccurrences(of: String, with: String) -> String { "" }
    public func components(separatedBy: String) -> [String] { [] }
}
// Foundation's string searching (on Linux and macOS alike; the standard library's own needs a newer macOS).
extension StringProtocol {
    public func contains<T: StringProtocol>(_ other: T) -> Bool { false }
    public func hasPrefix<T: StringProtocol>(_ other: T) -> Bool { false }
}
// The main actor's `run`, as the AppKit code hops to the main thread with it (the concurrency module
// is not rebuilt for macOS here).
public enum MainActor {
    public static func run<T>(resultType: T.Type = T.self, body: () throws -> T) async rethrows -> T { try body() }
}
