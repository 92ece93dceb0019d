@testable import Coax

extension JSONDocument {
    /// A copy of the tape, taken while the document is alive: a document of a collection may own
    /// its tape (a record parsed again on demand), so `collection[i].tape` outlives nothing.
    var tapeSlots: [TapeEntry] { Array(tape) }
}
