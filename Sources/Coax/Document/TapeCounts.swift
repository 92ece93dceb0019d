/// Counts a tape's values and nesting depth, for documents whose parser did not report them
/// (the documents of a collection, which share one parse).
enum TapeCounts {
    /// The number of values (keys and closing slots are not values) and the deepest nesting.
    ///
    /// - Complexity: O(slots).
    static func count(_ tape: UnsafeMutableBufferPointer<TapeEntry>) -> (values: Int, depth: Int) {
        var values = 0
        var depth = 0
        var deepest = 0
        for entry in tape {
            switch entry.kind {
            case .key: break
            case .arrayClose, .objectClose: depth -= 1
            case .arrayOpen, .objectOpen:
                values += 1
                depth += 1
                deepest = max(deepest, depth)
            default: values += 1
            }
        }
        return (values, deepest)
    }
}
