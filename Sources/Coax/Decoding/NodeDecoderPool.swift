/// Decoders of a run that finished their value and that nothing else references, kept for the
/// next value: an array of 5,000 models then allocates a handful of decoders, not 5,000.
///
/// A decoder is only taken back when the caller holds the sole reference to it, so a decoder
/// (or a container of it) that `init(from:)` kept stays untouched. Pooled decoders reference
/// the context that owns the pool, so the run empties the pool when it ends (``drain()``).
final class NodeDecoderPool {
    private static let capacity = 32
    private let storage: UnsafeMutablePointer<NodeDecoder>
    private var count = 0

    init() {
        storage = .allocate(capacity: NodeDecoderPool.capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// A pooled decoder, if any.
    func take() -> NodeDecoder? {
        guard count > 0 else { return nil }
        count -= 1
        return (storage + count).move()
    }

    /// Keeps `decoder` for reuse when nothing else references it.
    func giveBack(_ decoder: inout NodeDecoder) {
        guard count < NodeDecoderPool.capacity, isKnownUniquelyReferenced(&decoder) else { return }
        decoder.detach()
        (storage + count).initialize(to: decoder)
        count += 1
    }

    /// Releases every pooled decoder.
    func drain() {
        storage.deinitialize(count: count)
        count = 0
    }
}
