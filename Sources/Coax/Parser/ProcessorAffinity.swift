import CCoaxBlocks

/// The processors this process may run on, as its affinity mask says (`taskset` sets it).
///
/// A document is parsed on two threads only when there are two processors to run them: pinned to
/// one, the second thread would take turns with the first and add the joining of the two tapes,
/// more work for the same wall time.
///
/// ```swift
/// ProcessorAffinity.count   // → 2 on a two-core machine, 1 under `taskset -c 0`
/// ```
enum ProcessorAffinity {
    /// How many processors the process could run on when it first asked (1 when the system does
    /// not say): read once, since options are made for every record of a collection.
    static let count = Int(coax_available_processors())
}
