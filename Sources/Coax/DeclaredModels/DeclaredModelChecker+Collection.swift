extension DeclaredModelChecker {
    /// The verdict for every document of `collection`, in order, as the documents arrive (bad
    /// records, which are not JSON, get none).
    ///
    /// ```swift
    /// let collection = JSONCollection.open(paths: ["orders.jsonl"])
    /// let failing = checker.verdicts(in: collection).filter { $0.verdict.isDecoded == false }
    /// failing.first?.index   // 411: the 412th document
    /// ```
    ///
    /// - Parameter collection: the documents to check, opened from their files.
    /// - Returns: Each document's index in `collection` with its verdict, in document order.
    /// - Complexity: O(size of the collection); waits until it is loaded.
    public func verdicts(in collection: JSONCollection) -> [(index: Int, verdict: DecodeVerdict)] {
        var verdicts: [(index: Int, verdict: DecodeVerdict)] = []
        for case .document(let index) in collection.items {
            guard let document = collection.document(at: index) else { continue }
            verdicts.append((index, verdict(for: document)))
        }
        return verdicts
    }
}
