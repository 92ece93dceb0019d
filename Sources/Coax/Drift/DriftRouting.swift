/// What a finished analysis knows about where values go (its pattern tries, with the unions it
/// decided), kept with its report so that the drifting values can be found again by a walk that
/// routes every object exactly as the analysis did.
///
/// Derived data: two reports that say the same are equal whatever their routing.
final class DriftRouting: Sendable, Hashable {
    /// One trie per analysis (per endpoint of an HTTP archive; one otherwise).
    let tries: [PatternTrie]
    let options: DriftOptions
    /// The analysis each document went to, when there are several; empty when there is one.
    let sectionOfDocument: [Int32]

    init(tries: [PatternTrie] = [], options: DriftOptions = DriftOptions(), sectionOfDocument: [Int32] = []) {
        self.tries = tries
        self.options = options
        self.sectionOfDocument = sectionOfDocument
    }

    static func == (lhs: DriftRouting, rhs: DriftRouting) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
