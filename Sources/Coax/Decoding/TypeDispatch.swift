/// How the lenient decoder reads a type, decided once per type and run (see ``TypeDispatchTable``).
enum TypeDispatch {
    /// A scalar read with the coercion rules.
    case scalar(any LenientScalar.Type)
    /// An array or string-keyed dictionary, read element by element.
    case collection(any LenientCollection.Type)
    /// Another type the decoder reads itself (optionals).
    case special(any LenientDecodable.Type)
    /// Any other `Decodable`, read through its `init(from:)`.
    case model

    init<T>(_ type: T.Type) {
        if let scalar = type as? any LenientScalar.Type {
            self = .scalar(scalar)
        } else if let collection = type as? any LenientCollection.Type {
            self = .collection(collection)
        } else if let special = type as? any LenientDecodable.Type {
            self = .special(special)
        } else {
            self = .model
        }
    }
}

/// The dispatch decisions of one decoding run, in a small open-addressed table keyed by the
/// type's metadata address: a decision costs a dynamic conformance check (a few hundred
/// instructions in the runtime's caches), a table hit a load and a comparison or two.
///
/// A run meets few types; once the table is full, further types are checked every time.
final class TypeDispatchTable {
    private struct Slot {
        var type: ObjectIdentifier?
        var decision: TypeDispatch
    }

    private static let slotCount = 64
    // Raw memory rather than an array: no copy-on-write or exclusivity checks on the hot path.
    private let slots: UnsafeMutablePointer<Slot>

    init() {
        slots = .allocate(capacity: TypeDispatchTable.slotCount)
        slots.initialize(repeating: Slot(type: nil, decision: .model), count: TypeDispatchTable.slotCount)
    }

    deinit {
        slots.deinitialize(count: TypeDispatchTable.slotCount)
        slots.deallocate()
    }

    /// How `T` is read.
    func decision<T>(for type: T.Type) -> TypeDispatch {
        let identifier = ObjectIdentifier(type)
        let address = UInt(bitPattern: identifier)
        var position = Int((address >> 4 ^ address >> 11) % UInt(TypeDispatchTable.slotCount))
        // Linear probing: the first slot is usually the one.
        for _ in 0..<TypeDispatchTable.slotCount {
            let slot = slots + position
            guard let occupant = slot.pointee.type else {
                let decision = TypeDispatch(type)
                slot.pointee = Slot(type: identifier, decision: decision)
                return decision
            }
            if occupant == identifier { return slot.pointee.decision }
            position = (position + 1) % TypeDispatchTable.slotCount
        }
        return TypeDispatch(type)
    }
}
