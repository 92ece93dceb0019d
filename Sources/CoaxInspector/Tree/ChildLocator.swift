import Coax

/// Finds a container's children by position or by tape index without walking from the first
/// child every time.
///
/// The tape links a node only to the end of its subtree, so the child before a given one, the
/// last child, or child number 500,000 are found by walking forward. For containers with more
/// than ``stride`` children the locator records every `stride`-th child's index the first time it
/// is asked (one pass over the children, cached), after which any child is at most `stride`
/// steps from a recorded one.
///
/// ```swift
/// let locator = ChildLocator(document: document)
/// locator.child(of: document.root, at: 999_999)   // tape index of the last of 1,000,000 elements
/// ```
final class ChildLocator {
    /// The distance between recorded children.
    static let stride = 256

    /// The document whose containers are located.
    let document: JSONDocument
    private var checkpoints: [Int: [Int]] = [:]

    /// Creates a locator with an empty cache.
    init(document: JSONDocument) {
        self.document = document
    }

    /// The node at a value's tape index.
    func node(_ index: Int) -> JSONNode? {
        document.node(atTapeIndex: index)
    }

    /// The tape index of a container's first child's value, nil when it has none.
    func firstChild(of container: JSONNode) -> Int? {
        guard container.isContainer, !container.isEmpty else { return nil }
        return container.index + (container.kind == .object ? 2 : 1)
    }

    /// The tape index of the value after `child` among `container`'s children; only meaningful
    /// when `child` is not the last child.
    func sibling(after child: JSONNode, in container: JSONNode) -> Int {
        child.subtreeEnd + (container.kind == .object ? 1 : 0)
    }

    /// The tape index of child number `ordinal` (from 0), nil when out of range.
    func child(of container: JSONNode, at ordinal: Int) -> Int? {
        guard ordinal >= 0, ordinal < container.count, var index = firstChild(of: container) else { return nil }
        var position = 0
        if container.count > ChildLocator.stride {
            let marks = recordedChildren(of: container)
            let mark = min(ordinal / ChildLocator.stride, marks.count - 1)
            index = marks[mark]
            position = mark * ChildLocator.stride
        }
        while position < ordinal {
            guard let current = node(index) else { return nil }
            index = sibling(after: current, in: container)
            position += 1
        }
        return index
    }

    /// The child whose subtree holds `tapeIndex` (a value or a member's key), with its position.
    ///
    /// ```swift
    /// locator.childContaining(17, in: root)   // TreeFrame(index: 12, ordinal: 3)
    /// ```
    func childContaining(_ tapeIndex: Int, in container: JSONNode) -> TreeFrame? {
        guard tapeIndex > container.index, tapeIndex < container.subtreeEnd,
            var index = firstChild(of: container)
        else { return nil }
        let keyOffset = container.kind == .object ? 1 : 0
        var position = 0
        if container.count > ChildLocator.stride {
            let marks = recordedChildren(of: container)
            // The last recorded child at or before `tapeIndex` (the first one when none is).
            let low = max(0, marks.partitioningIndex { $0 - keyOffset > tapeIndex } - 1)
            index = marks[low]
            position = low * ChildLocator.stride
        }
        while position < container.count {
            guard let current = node(index) else { return nil }
            if tapeIndex < current.subtreeEnd { return TreeFrame(index: index, ordinal: position) }
            index = sibling(after: current, in: container)
            position += 1
        }
        return nil
    }

    /// The tape indices of every `stride`-th child, recorded on first use.
    private func recordedChildren(of container: JSONNode) -> [Int] {
        if let known = checkpoints[container.index] { return known }
        var marks: [Int] = []
        marks.reserveCapacity(container.count / ChildLocator.stride + 1)
        guard var index = firstChild(of: container) else { return [] }
        for position in 0..<container.count {
            if position % ChildLocator.stride == 0 { marks.append(index) }
            guard let current = node(index) else { break }
            index = sibling(after: current, in: container)
        }
        checkpoints[container.index] = marks
        return marks
    }
}
