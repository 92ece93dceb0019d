import CoaxSamples
import Testing

@testable import Coax

/// The expansion's byte writer: copying a subtree from the source writes exactly what
/// ``JSONWriter`` writes for the decoded value, in every layout and at any depth.
@Suite struct JSONEmitterTests {
    static let layouts: [Int?] = [nil, 2, 4, 0]

    /// The bytes the emitter writes for the document's root, copied from the tape.
    static func copied(_ document: JSONDocument, indent: Int?) -> [UInt8] {
        var emitter = JSONEmitter(indent: indent, capacity: 64)
        emitter.value(document, 0)
        return emitter.bytes
    }

    @Test(arguments: 0..<60)
    func aCopiedSubtreeIsWhatTheWriterWritesForItsValue(seed: Int) throws {
        let value = RandomJSONGenerator.value(seed: UInt64(seed))
        var text = EscapingTextWriter(seed: UInt64(seed))
        text.write(value)
        let document = try JSONDocument(parsing: text.text)
        let decoded = JSONValue(document.root)
        for indent in JSONEmitterTests.layouts {
            let expected = JSONWriter(indent: indent).bytes(for: decoded)
            let difference = ByteDifference.between(JSONEmitterTests.copied(document, indent: indent), expected)
            #expect(difference == nil, "indent \(String(describing: indent))")
        }
    }

    @Test func escapesAreWrittenAsTheDecodedTextIsWritten() throws {
        let text = #"{"a\/b": "caf\u00E9 \ud83d\ude00 \ud800 \u001F \/ \"q\" \\ \b\f\n\r\t \u007f", "k\u0041": 1.50}"#
        let document = try JSONDocument(parsing: text)
        let written = String(decoding: JSONEmitterTests.copied(document, indent: nil), as: UTF8.self)
        #expect(written == #"{"a/b":"café 😀 \#u{FFFD} \u001f / \"q\" \\ \b\f\n\r\t \u007f","kA":1.50}"#)
    }

    @Test func rawCharactersThatJSONAllowsButTerminalsDoNotAreEscaped() throws {
        let document = try JSONDocument(parsing: "[\"a\u{7F}b\u{85}c\u{2028}d\u{2029}\u{9F}é\", \"\u{7F}\"]")
        let written = String(decoding: JSONEmitterTests.copied(document, indent: nil), as: UTF8.self)
        #expect(written == #"["a\u007fb\u0085c\u2028d\u2029\u009fé","\u007f"]"#)
    }

    @Test func longStringsAndLongLinesCrossTheBufferAndAreFlushedInOrder() throws {
        let long = String(repeating: "word é ", count: 5_000)
        let document = try JSONDocument(parsing: JSONWriter.compact.string(for: ["a": .string(long), "b": [1, 2]]))
        var chunks: [[UInt8]] = []
        var emitter = JSONEmitter(indent: 2, capacity: 4_096) { chunk in
            chunks.append(Array(chunk))
            return true
        }
        emitter.value(document, 0)
        emitter.finish()
        #expect(chunks.count > 1)
        #expect(
            ByteDifference.between(Array(chunks.joined()), JSONWriter.pretty.bytes(for: JSONValue(document.root)))
                == nil)
    }

    /// `JSONWriter.write(_:to:)` (what `coax get` and the printed document stream) gives the
    /// bytes of `bytes(for:)`, for a whole document and for a value inside it.
    @Test(arguments: 0..<20)
    func writingInChunksGivesTheWritersBytes(seed: Int) throws {
        let value = RandomJSONGenerator.value(seed: UInt64(seed))
        let document = try JSONDocument(parsing: JSONWriter.compact.string(for: value))
        var nodes = [document.root]
        if let inner = document.root.elements?.first ?? document.root.members?.first?.value { nodes.append(inner) }
        for node in nodes {
            for writer in [JSONWriter.compact, .pretty] {
                var chunks: [[UInt8]] = []
                let written = writer.write(node, chunkSize: 4_096) { chunk in
                    chunks.append(Array(chunk))
                    return true
                }
                #expect(written)
                #expect(ByteDifference.between(Array(chunks.joined()), writer.bytes(for: node)) == nil)
            }
        }
    }

    /// A string longer than a sink's buffer goes to the sink as it is: with every request of the
    /// budget failing after the buffer's own, the output is still whole and the writer's.
    @Test(arguments: [nil, 2] as [Int?])
    func aStringLongerThanTheBufferNeedsNoLargerBuffer(indent: Int?) throws {
        let long = String(repeating: "abcdefgh", count: 100_000)
        let value: JSONValue = ["a": .string(long), "b": [.string(long + "é\u{2028}" + long), 1]]
        let document = try JSONDocument(parsing: JSONWriter.compact.string(for: value))
        var chunks: [[UInt8]] = []
        var emitter = JSONEmitter(indent: indent, capacity: 4_096) { chunk in
            chunks.append(Array(chunk))
            return true
        }
        MemoryBudget.failAllocation(number: 1)
        emitter.value(document, 0)
        emitter.finish()
        MemoryBudget.failAllocation(number: nil)
        let outOfMemory = emitter.isOutOfMemory
        let failed = emitter.failed
        #expect(!outOfMemory)
        #expect(!failed)
        let expected = JSONWriter(indent: indent).bytes(for: JSONValue(document.root))
        #expect(ByteDifference.between(Array(chunks.joined()), expected) == nil)
    }

    /// A buffer without a sink that cannot grow gives the output up — out of memory, failed, no
    /// buffer to take — and does not crash; the bytes written after are dropped.
    @Test func aBufferThatCannotGrowGivesUpTheOutput() throws {
        let document = try JSONDocument(
            parsing: JSONWriter.compact.string(for: ["a": .string(String(repeating: "x", count: 100_000)), "b": [1]]))
        var emitter = JSONEmitter(indent: 2, capacity: 4_096)
        MemoryBudget.failAllocation(number: 1)
        emitter.value(document, 0)
        MemoryBudget.failAllocation(number: nil)
        emitter.beginArray()
        emitter.string("after")
        emitter.endArray()
        let outOfMemory = emitter.isOutOfMemory
        let failed = emitter.failed
        #expect(outOfMemory)
        #expect(failed)
        #expect(emitter.takeBuffer(padding: 64) == nil)
    }

    @Test func aSinkThatFailsStopsTheOutput() throws {
        let document = try JSONDocument(
            parsing: JSONWriter.compact.string(for: .array(Array(repeating: "x", count: 5_000))))
        var calls = 0
        var emitter = JSONEmitter(indent: nil, capacity: 4_096) { _ in
            calls += 1
            return false
        }
        emitter.value(document, 0)
        emitter.finish()
        let failed = emitter.failed
        #expect(failed)
        #expect(calls == 1)
    }

    @Test(arguments: [nil, 2, 3] as [Int?])
    func aMemberRunLandsIndentedForWhereItIsWritten(indent: Int?) throws {
        let document = try JSONDocument(
            parsing: #"{"type": "people", "tags": [1, {"x": []}], "meta": {"a": {"b": 2}}}"#)
        let keys = Array(document.memberKeys(ofObjectAt: 0))
        var arena = JSONEmitter(indent: indent, capacity: 64)
        let run = arena.memberRun { emitter in
            for key in keys {
                emitter.key(document, key)
                emitter.value(document, key + 1)
            }
        }
        // Written three objects deep, once from the run and once member by member.
        func nested(_ body: (inout JSONEmitter) -> Void) -> [UInt8] {
            var emitter = JSONEmitter(indent: indent, capacity: 64)
            emitter.beginArray()
            emitter.beginObject()
            emitter.key("first")
            emitter.beginObject()
            emitter.key("x")
            emitter.null()
            body(&emitter)
            emitter.endObject()
            emitter.endObject()
            emitter.endArray()
            return emitter.bytes
        }
        let fromRun = nested { $0.appendMemberRun(run, from: arena) }
        let direct = nested { emitter in
            for key in keys {
                emitter.key(document, key)
                emitter.value(document, key + 1)
            }
        }
        #expect(ByteDifference.between(fromRun, direct) == nil)
        let parsed = try JSONDocument(parsing: fromRun)
        #expect(ByteDifference.between(fromRun, JSONWriter(indent: indent).bytes(for: JSONValue(parsed.root))) == nil)
    }
}
