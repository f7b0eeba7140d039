import Synchronization
/// The last of some values handed over by concurrent work (the last picture a stream printed).
public final class LastValue<Value: Sendable>: Sendable {
    private let slot = Mutex<Value?>(nil)
    public init() {}
    public var value: Value? { slot.withLock { $0 } }
    public func set(_ value: Value) { slot.withLock { $0 = value } }
}
