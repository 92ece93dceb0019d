import Foundation
import Testing

@testable import Coax

/// A document makes its line index, counts and caches on the first request; whichever thread
/// asks first, and however many ask at once, every answer is the one the document gives alone.
@Suite struct DocumentCachesTests {
    private static let records = [
        #"{"id": 1, "tags": ["a", "b"], "id": 2}"#,
        #"{"nested": {"deep": [[1], [2, {"x": null}]]}, "text": "line"}"#,
    ]

    /// What one thread reads of `document`: counts, lines, the line of its last byte and
    /// duplicate keys.
    private struct Answers: Equatable {
        var values: Int
        var depth: Int
        var lines: Int
        var line: Int
        var repeatedKeys: [String]

        init(_ document: JSONDocument) {
            values = document.valueCount
            depth = document.maximumDepth
            lines = document.lineCount
            line = document.location(ofByte: max(0, document.byteCount - 1)).line
            repeatedKeys = document.root.entries?.filter(\.isDuplicateKey).map(\.key) ?? []
        }
    }

    @Test func recordsOfACollectionAnswerAsTheSameTextParsedAlone() throws {
        let collection = JSONCollection(parsing: Self.records.joined(separator: "\n") + "\n")
        #expect(collection.itemCount == 2)
        for (number, text) in Self.records.enumerated() {
            let record = try #require(collection.document(at: number))
            // Locations are in the input: the record numbered n (from 0) starts on line n + 1.
            var expected = Answers(try JSONDocument(parsing: text))
            expected.line += number
            #expect(Answers(record) == expected, "record \(number + 1)")
        }
    }

    @Test func manyThreadsAskingAFreshDocumentAtOnceAgree() throws {
        let text = Self.records.joined(separator: "\n") + "\n"
        for round in 0..<20 {
            let collection = JSONCollection(parsing: text)
            let record = try #require(collection.document(at: 0))
            let expected = Answers(try JSONDocument(parsing: Self.records[0]))
            let answers = LockedValue<[Answers]>([])
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                let answer = Answers(record)
                answers.withLock { $0.append(answer) }
            }
            #expect(answers.withLock { $0 } == Array(repeating: expected, count: 8), "round \(round)")
        }
    }
}
