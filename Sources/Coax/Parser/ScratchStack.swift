/// A growable stack of trivial values for the parser's bookkeeping, without the copy-on-write
/// checks of `Array` on every push (measurable at a hundred million pushes).
final class ScratchStack<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = capacity
        base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
    }

    @inline(__always)
    func push(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always)
    func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return base[count]
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        base[index]
    }

    /// Forgets every element from `newCount` on.
    @inline(__always)
    func truncate(to newCount: Int) {
        count = min(count, newCount)
    }

    /// The storage and its capacity, for code that pushes and pops in place (`coax_walk`) and
    /// then reports the new count with ``setCount(_:)``. Valid until the next push through the
    /// stack, which may move it.
    var storage: (base: UnsafeMutablePointer<Element>, capacity: Int) { (base, capacity) }

    /// Sets the count after pushes and pops in ``storage``: the elements below `newCount` (at most
    /// the capacity) must have been written.
    @inline(__always)
    func setCount(_ newCount: Int) {
        precondition(newCount <= capacity)
        count = newCount
    }

    /// The elements from `start` on, valid until the next push.
    func elements(from start: Int) -> UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base + start, count: count - start)
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
