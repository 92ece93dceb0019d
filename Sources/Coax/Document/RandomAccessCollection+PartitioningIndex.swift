extension RandomAccessCollection {
    /// The index of the first element for which `belongsInSecondPart` is true, in a collection
    /// partitioned by it (false for a first stretch of elements, true for the rest): in a sorted
    /// collection, where a value would be inserted. `endIndex` when it is false everywhere.
    ///
    /// ```swift
    /// [3, 9, 9, 27].partitioningIndex { $0 > 9 }    // → 3: the first element greater than 9
    /// [3, 9, 9, 27].partitioningIndex { $0 >= 9 }   // → 1: the first element from 9 on
    /// ```
    ///
    /// - Complexity: O(log *n*) calls of `belongsInSecondPart`.
    @inlinable
    package func partitioningIndex(where belongsInSecondPart: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        // Invariant: every element before `low` is in the first part, and the second part starts
        // at most `count` elements after it.
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try belongsInSecondPart(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
