import Coax

/// Where the tree's drifting values are: in one document (``DriftMarks``), or in every document
/// of a collection (``CollectionDriftMarks``). Places are a document number (0 for one document)
/// and a tape index in it.
///
/// ```swift
/// let drift = DriftLocations.collection(CollectionDriftMarks(collection: orders))
/// drift.finding(document: 16, index: 2)?.pattern.description   // "$.price"
/// ```
enum DriftLocations: Sendable {
    case document(DriftMarks)
    case collection(CollectionDriftMarks)

    /// The analysis the marks come from.
    var report: DriftReport {
        switch self {
        case .document(let marks): marks.report
        case .collection(let marks): marks.report
        }
    }

    /// The number of drifting values.
    var count: Int {
        switch self {
        case .document(let marks): marks.indices.count
        case .collection(let marks): marks.count
        }
    }

    /// Whether the value at `index` of `document` drifts.
    func contains(document: Int, index: Int) -> Bool {
        offset(document: document, index: index) != nil
    }

    /// The finding the value at `index` of `document` belongs to.
    func finding(document: Int, index: Int) -> DriftMember? {
        switch self {
        case .document(let marks): document == 0 ? marks.finding(at: index) : nil
        case .collection(let marks): marks.finding(document: document, index: index)
        }
    }

    /// The drifting value's position among all of them, from 0.
    func offset(document: Int, index: Int) -> Int? {
        switch self {
        case .document(let marks): document == 0 ? marks.offset(of: index) : nil
        case .collection(let marks): marks.offset(document: document, index: index)
        }
    }

    /// The first drifting value after `index` of `document` (document 0, index -1: the first).
    func next(afterDocument document: Int, index: Int) -> (document: Int, index: Int)? {
        switch self {
        case .document(let marks): marks.next(after: document > 0 ? .max : index).map { (0, $0) }
        case .collection(let marks): marks.next(afterDocument: document, index: index)
        }
    }

    /// The last drifting value before `index` of `document` (`Int.max` for both: the last).
    func previous(beforeDocument document: Int, index: Int) -> (document: Int, index: Int)? {
        switch self {
        case .document(let marks): marks.previous(before: document > 0 ? .max : index).map { (0, $0) }
        case .collection(let marks): marks.previous(beforeDocument: document, index: index)
        }
    }
}
