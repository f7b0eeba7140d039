import Synchronization
/// The last of some values handed over by concurrent work (the last picture a stream printed).
final class LastValue<Value: Sendable>: Sendable {
    private let slot = Mutex<Value?>(nil)
    var value: Value? { slot.withLock { $0 } }
    func set(_ value: Value) { slot.withLock { $0 = value } }
}
