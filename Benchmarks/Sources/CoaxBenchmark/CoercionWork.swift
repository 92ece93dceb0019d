import Coax
import CoaxInspector
import Foundation

/// The work the coercion contenders time: every scalar of a parsed document (keys excluded)
/// through the coercions people ask for most, plain, explained, or as the inspector's report.
enum CoercionWork {
    /// The plain coercions (the fast path behind `Coercion`, `Extractor`, models and drift).
    static func plain(_ document: JSONDocument) throws {
        var checksum = 0
        forEachScalar(in: document) { node in
            checksum &+= plainChecksum(Coercion(node))
        }
        guard checksum != 0 else { throw CoercionWorkError.noResult }
    }

    /// The same coercions with their reasons (`Coercion.explained`), each reason read.
    static func explained(_ document: JSONDocument) throws {
        var checksum = 0
        forEachScalar(in: document) { node in
            let explained = Coercion(node).explained
            checksum &+= explained.bool.why.utf8.count
            checksum &+= explained.integer.why.utf8.count
            checksum &+= explained.decimal.why.utf8.count
            checksum &+= explained.string.why.utf8.count
            checksum &+= explained.unixDate.why.utf8.count
        }
        guard checksum != 0 else { throw CoercionWorkError.noResult }
    }

    /// Every coercion of every scalar with its reason: the inspector's coercion panel for a
    /// selection (the report of every coercion, as rows), once per value.
    static func report(_ document: JSONDocument) throws {
        var checksum = 0
        let reporter = CoercionReporter()
        forEachScalar(in: document) { node in
            for section in reporter.report(for: node).sections {
                for row in section.rows { checksum &+= row.reason.utf8.count }
            }
        }
        guard checksum != 0 else { throw CoercionWorkError.noResult }
    }

    /// Every array of a parsed document as typed arrays (numbers, strings, decimals), plain.
    static func arrays(_ document: JSONDocument) throws {
        var checksum = 0
        forEachArray(in: document) { node in
            let coercion = Coercion(node)
            checksum &+= coercion.array(of: .numbers)?.count ?? 0
            checksum &+= coercion.array(of: .strings)?.count ?? 0
            checksum &+= coercion.array(of: .decimals)?.count ?? 0
        }
        guard checksum != 0 else { throw CoercionWorkError.noResult }
    }

    /// The same typed arrays with their reasons.
    static func explainedArrays(_ document: JSONDocument) throws {
        var checksum = 0
        forEachArray(in: document) { node in
            let explained = Coercion(node).explained
            checksum &+= explained.array(of: .numbers).why.utf8.count
            checksum &+= explained.array(of: .strings).why.utf8.count
            checksum &+= explained.array(of: .decimals).why.utf8.count
        }
        guard checksum != 0 else { throw CoercionWorkError.noResult }
    }

    /// The plain coercions of inputs like the rule table's (messy text, huge literals, Unicode
    /// digits, containers), over and over: the rules' edge cases rather than a document's common
    /// values.
    static func ruleInputs() throws {
        // A missing value (nil) reads like null; the rest are the edge cases below.
        let values: [JSONValue?] = try [nil] + (JSONDocument(parsing: Self.edgeCases).root.jsonValue.array ?? [])
        var checksum = 0
        for _ in 0..<20_000 {
            for value in values {
                checksum &+= plainChecksum(Coercion(value))
            }
        }
        guard checksum != 0 else { throw CoercionWorkError.noResult }
    }

    /// Inputs the rules treat specially: text around and inside numbers, grouping, exponents,
    /// signs, Unicode digits and spaces, literals beyond 64 bits, Booleans, null and containers.
    private static let edgeCases = #"""
        [true, false, null, 0, 1, -1, 8, 5.94, -0.5, 1e3, 2.5E-3, 1415162234, 1415162234123,
         18446744073709551616, -9223372036854775809, 123456789012345678901234567890.5, 1e400,
         "", " ", "potato", "8.45", " 42 ", "the 21.5 slices", "$1,049.45", "map$24.53take", "+3",
         "-0", "0x1F", "1e5", "١٢٣", "12 345", "NaN", "Infinity", "true", "null", "9.99.9",
         [], ["4", "bar", "9.24"], [1, [2]], {}, {"type": "member"}]
        """#

    /// The plain coercions people ask for most (bool, integer, decimal, string, Unix date), each
    /// read, folded into a number so that none of them can be optimized away.
    @inline(__always)
    private static func plainChecksum<Value>(_ coercion: Coercion<Value>) -> Int {
        var checksum = coercion.bool ? 1 : 0
        checksum &+= Int(truncatingIfNeeded: coercion.integer)
        checksum &+= coercion.decimal == nil ? 0 : 1
        checksum &+= coercion.string?.utf8.count ?? 0
        checksum &+= coercion.unixDate == nil ? 0 : 1
        return checksum
    }

    private static func forEachArray(in document: JSONDocument, _ body: (JSONNode) -> Void) {
        forEachValue(in: document.root) { if $0.kind == .array { body($0) } }
    }

    private static func forEachScalar(in document: JSONDocument, _ body: (JSONNode) -> Void) {
        forEachValue(in: document.root) { if !$0.isContainer { body($0) } }
    }

    /// Every value under `node`, itself first, in document order; keys are not values.
    private static func forEachValue(in node: JSONNode, _ body: (JSONNode) -> Void) {
        body(node)
        if let elements = node.elements {
            for element in elements { forEachValue(in: element, body) }
        } else if let members = node.members {
            for member in members { forEachValue(in: member.value, body) }
        }
    }
}

/// A contender's work produced nothing: the measurement would be meaningless.
enum CoercionWorkError: Error {
    case noResult
}
