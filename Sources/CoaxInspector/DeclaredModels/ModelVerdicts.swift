import Coax

/// The verdicts of the user's models on the documents checked so far: which documents fail,
/// where (the failing value, or for `keyNotFound` the object), the failures grouped as
/// `coax decode`'s text report groups them, and what the status line counts. The inspector marks
/// the failing values from it, jumps between them and lists the groups.
///
/// Documents are checked in order, in slices (``check(documentsIn:of:)``), so a collection that is
/// still loading or followed is checked as it grows; the verdicts cover ``checkedCount`` documents.
///
/// ```swift
/// var verdicts = ModelVerdicts(setup: setup)
/// verdicts.check(document: try JSONDocument(parsing: #"{"price": "12.90"}"#), number: 0, source: nil)
/// verdicts.failedCount                          // 1
/// verdicts.failure(ofDocument: 0)?.valueIndex   // the tape index of "12.90"
/// ```
///
/// - Complexity: checking is O(size of the document); the lookups for a row, the counts and a
///   jump are O(1) or O(log failing documents), so drawing a screen costs what the screen shows.
struct ModelVerdicts: Sendable {
    /// A document that fails to decode.
    struct Failure: Sendable, Hashable {
        /// The first error, as `JSONDecoder` reports it.
        var failure: DecodeFailure
        /// The tape index of the failing value (for `keyNotFound`, the object); the root's (0)
        /// when the failure has no place in the document (no value at `--at`).
        var valueIndex: Int
        /// The type the document was decoded as, as written.
        var typeText: String
        /// The route the document was checked under, as written; nil without routes.
        var route: String?
        /// What ``LenientDecoder`` gives for the same document.
        var lenient: DecodeVerdict?
        /// The group of ``report`` it belongs to.
        var group: Int
    }

    /// The most documents kept per group for the list (the count goes on).
    static let listedDocumentsPerGroup = 200
    /// The most documents that decode kept for checking suggested changes on.
    static let keptDecodedDocuments = 2_000
    /// The most failing documents kept for checking suggested changes on.
    static let keptFailingDocuments = 2_000

    /// What the documents are checked against.
    let setup: ModelCheckSetup
    /// The documents checked: `0..<checkedCount`.
    private(set) var checkedCount = 0
    /// Failing documents by number.
    private(set) var failures: [Int: Failure] = [:]
    /// The numbers of failing documents, ascending.
    private(set) var failingDocuments: [Int] = []
    /// Documents that decode.
    private(set) var decodedCount = 0
    /// Documents without a verdict (the decode reaches what is not simulated), with what it reaches.
    private var notSimulated: [Int: String] = [:]
    /// Documents left out: no route covers them, or their status or body is not checked.
    private var uncovered: Set<Int> = []
    /// The failures grouped as `coax decode` groups them.
    private(set) var report = DecodeReport()
    /// Each group's documents, in order, up to ``listedDocumentsPerGroup``.
    private(set) var groupDocuments: [[Int]] = []
    /// Documents to check suggested changes on: failing ones and ones that decode, each up to a bound.
    private(set) var suggestionDocuments: [Int] = []
    private var keptDecodedCount = 0
    /// The changes to the models found for the failures, once looked for.
    var suggestions: ModelSuggestions?
    /// How many failing documents ``suggestions`` was found on.
    var suggestionsFailedCount = 0

    /// Starts with nothing checked.
    ///
    /// - Parameter setup: the models, types and options.
    init(setup: ModelCheckSetup) {
        self.setup = setup
    }

    /// Documents that fail.
    var failedCount: Int { failingDocuments.count }

    /// Documents without a verdict.
    var unknownCount: Int { notSimulated.count }

    /// Documents left out: no route covers them, or their status or body is not checked.
    var uncoveredCount: Int { uncovered.count }

    /// What the decode of a document without a verdict reaches (`Money.init(from:)`).
    func notSimulatedReason(ofDocument number: Int) -> String? { notSimulated[number] }

    /// Whether a document was left out (no route covers it, or its status or body).
    func isUncovered(document number: Int) -> Bool { uncovered.contains(number) }

    /// Whether the suggestions are out of date: failures were found since they were looked for.
    var needsSuggestions: Bool { failedCount > 0 && (suggestions == nil || suggestionsFailedCount != failedCount) }

    /// Checks the document numbered `number` (the next one: numbers come in order).
    ///
    /// - Parameters:
    ///   - document: the document.
    ///   - number: its number in the collection, from 0 (0 for one document).
    ///   - source: where it came from, which chooses the route; nil for one document.
    mutating func check(document: JSONDocument, number: Int, source: DocumentSource?) {
        checkedCount = max(checkedCount, number + 1)
        guard let target = setup.target(for: source) else {
            uncovered.insert(number)
            return
        }
        let route = target.routeText
        let group =
            target.route?.endpoint ?? source?.exchange.map { "\($0.method) \(Self.path(of: $0.url))" }
            ?? source?.inputName ?? "#\(number + 1)"
        let (verdict, lenient) = report.add(
            document: number, source: group, route: route, checker: target.checker, in: document)
        switch verdict {
        case .decoded:
            decodedCount += 1
            if keptDecodedCount < Self.keptDecodedDocuments {
                keptDecodedCount += 1
                suggestionDocuments.append(number)
            }
        case .notSimulated(let reason):
            notSimulated[number] = reason
        case .failed(let failure):
            let position = report.groupPosition(of: failure, route: route) ?? 0
            while groupDocuments.count <= position { groupDocuments.append([]) }
            if groupDocuments[position].count < Self.listedDocumentsPerGroup {
                groupDocuments[position].append(number)
            }
            let valueIndex = failure.path?.value(in: document.root)?.index ?? 0
            failures[number] = Failure(
                failure: failure, valueIndex: valueIndex, typeText: target.typeText, route: route, lenient: lenient,
                group: position)
            failingDocuments.append(number)
            if failedCount <= Self.keptFailingDocuments { suggestionDocuments.append(number) }
        }
    }

    /// Checks the documents numbered `range` of `collection` (those it has).
    ///
    /// - Parameters:
    ///   - range: the documents, starting at ``checkedCount``.
    ///   - collection: the collection they are in.
    ///   - readsSources: whether each document's source chooses its route and names its group;
    ///     false for one document shown as it is (checked as ``check(document:number:source:)``
    ///     with no source).
    mutating func check(documentsIn range: Range<Int>, of collection: JSONCollection, readsSources: Bool = true) {
        for number in range {
            guard let document = collection.document(at: number) else { break }
            check(
                document: document, number: number,
                source: readsSources ? collection.source(ofDocument: number) : nil)
        }
    }

    /// Looks for the changes that decode the failing documents (and those kept that decode),
    /// checking them on those documents.
    ///
    /// - Parameter documents: the documents by number (`collection.document(at:)`).
    mutating func suggest(documents: (Int) -> JSONDocument?) {
        var items: [ModelSuggester.Item] = []
        for number in suggestionDocuments {
            guard let document = documents(number) else { continue }
            let target =
                failures[number].flatMap { failure in setup.targets.first { $0.typeText == failure.typeText } }
                ?? setup.targets.first
            guard let target else { continue }
            items.append(ModelSuggester.Item(document: document, type: target.checker.type, path: target.checker.path))
        }
        suggestions = ModelSuggester(models: setup.models, strategies: setup.strategies).suggest(for: items)
        suggestionsFailedCount = failedCount
    }

    // MARK: Looking up

    /// The failure of a document, if it fails.
    func failure(ofDocument number: Int) -> Failure? {
        failures[number]
    }

    /// Whether the row of the value at `index` of `document` carries the mark: the failing value
    /// itself, or the root of a document that fails (so that a collapsed document shows it).
    func isMarked(document: Int, index: Int) -> Bool {
        guard let failure = failures[document] else { return false }
        return index == 0 || failure.valueIndex == index
    }

    /// Whether the value at `index` of `document` is where its document fails.
    func isFailingValue(document: Int, index: Int) -> Bool {
        guard let failure = failures[document] else { return false }
        return failure.valueIndex == index
    }

    /// The failing value after the one at `index` of `document` (document 0, index -1: the first):
    /// each failing document has one.
    func next(afterDocument document: Int, index: Int) -> (document: Int, index: Int)? {
        if let value = failures[document]?.valueIndex, value > index {
            return (document, value)
        }
        let position = Self.firstPosition(in: failingDocuments) { $0 > document }
        guard position < failingDocuments.count else { return nil }
        let target = failingDocuments[position]
        return (target, failures[target]?.valueIndex ?? 0)
    }

    /// The failing value before the one at `index` of `document` (`Int.max` for both: the last).
    func previous(beforeDocument document: Int, index: Int) -> (document: Int, index: Int)? {
        if let value = failures[document]?.valueIndex, value < index {
            return (document, value)
        }
        let position = Self.firstPosition(in: failingDocuments) { $0 >= document } - 1
        guard position >= 0 else { return nil }
        let target = failingDocuments[position]
        return (target, failures[target]?.valueIndex ?? 0)
    }

    /// The position of a failing document among them all, from 0.
    func ordinal(ofDocument document: Int) -> Int? {
        let position = Self.firstPosition(in: failingDocuments) { $0 >= document }
        return position < failingDocuments.count && failingDocuments[position] == document ? position : nil
    }

    /// The changes suggested for the place a failure is at.
    func changes(for failure: Failure) -> [ModelSuggestion] {
        guard let suggestions, report.groups.indices.contains(failure.group),
            let site = report.groups[failure.group].site
        else { return [] }
        return suggestions.changes.filter { $0.matches(site) }
    }

    /// Where in the models a failure is: `Product.price`, or the enum for a value it lacks.
    func modelPlace(of failure: Failure) -> String? {
        guard report.groups.indices.contains(failure.group), let site = report.groups[failure.group].site else {
            return nil
        }
        return site.propertyName.map { "\(site.typeName).\($0)" } ?? site.typeName
    }

    /// The first position in ascending `numbers` whose number passes `test` (a boundary).
    private static func firstPosition(in numbers: [Int], where test: (Int) -> Bool) -> Int {
        var low = 0
        var high = numbers.count
        while low < high {
            let middle = (low + high) / 2
            if test(numbers[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    private static func path(of url: String) -> String {
        let target = HTTPExchange.pathAndQuery(of: url)
        return String(target.prefix { $0 != "?" && $0 != "#" })
    }
}
