import Foundation
import Testing

@testable import Coax

/// Printed `DecodingError`s and coding paths lead to the value they are about. The errors are
/// made by the real `JSONDecoder` failing on SampleData, and printed as Swift prints them.
@Suite struct PrintedDecodingErrorTests {
    // MARK: Real errors on every value of SampleData

    /// A key with any text.
    struct DynamicKey: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) {
            self.stringValue = String(intValue)
            self.intValue = intValue
        }
    }

    /// Reads nothing: skips an array element.
    struct Skip: Decodable {
        init(from decoder: any Decoder) throws {}
    }

    static let stepsKey = CodingUserInfoKey(rawValue: "steps")!
    static let kindKey = CodingUserInfoKey(rawValue: "kind")!

    /// Walks to the value at the steps in `userInfo` through nested containers, then asks for
    /// something that value is not, so that the decoder fails exactly there.
    struct FailAt: Decodable {
        init(from decoder: any Decoder) throws {
            let steps = decoder.userInfo[PrintedDecodingErrorTests.stepsKey] as? [JSONPath.Component] ?? []
            let kind = decoder.userInfo[PrintedDecodingErrorTests.kindKey] as? JSONKind ?? .null
            try Self.walk(decoder, steps[...], kind: kind)
        }

        static func walk(_ decoder: any Decoder, _ steps: ArraySlice<JSONPath.Component>, kind: JSONKind) throws {
            guard let step = steps.first else {
                switch kind {
                case .string: _ = try decoder.singleValueContainer().decode(Double.self)
                case .number, .bool: _ = try decoder.singleValueContainer().decode(String.self)
                case .null: _ = try decoder.singleValueContainer().decode(Int.self)
                case .array: _ = try decoder.singleValueContainer().decode([String: Int].self)
                case .object:
                    _ = try decoder.container(keyedBy: DynamicKey.self).decode(
                        Int.self, forKey: DynamicKey(stringValue: "no such key"))
                }
                return
            }
            switch step {
            case .key(let key):
                let container = try decoder.container(keyedBy: DynamicKey.self)
                try walk(
                    try container.superDecoder(forKey: DynamicKey(stringValue: key)), steps.dropFirst(), kind: kind)
            case .index(let index):
                var container = try decoder.unkeyedContainer()
                for _ in 0..<index { _ = try container.decode(Skip.self) }
                try walk(try container.superDecoder(), steps.dropFirst(), kind: kind)
            }
        }
    }

    /// The error `JSONDecoder` throws when asked for the wrong thing at `node`.
    static func realError(at node: JSONNode, path: JSONPath, bytes: Data) throws -> DecodingError {
        let decoder = JSONDecoder()
        decoder.userInfo[stepsKey] = path.components
        decoder.userInfo[kindKey] = node.kind
        do {
            _ = try decoder.decode(FailAt.self, from: bytes)
        } catch let error as DecodingError {
            return error
        }
        throw CocoaError(.coderInvalidValue)
    }

    static func context(of error: DecodingError) -> DecodingError.Context? {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            return context
        @unknown default:
            return nil
        }
    }

    /// The coding path as a path: an index for every key with an integer value.
    static func expectedPath(_ codingPath: [any CodingKey]) -> JSONPath {
        JSONPath(codingPath.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) })
    }

    static let sampleFiles = JSONDecoderDifferentialTests.sampleFiles

    @Test(arguments: sampleFiles)
    func everyValueOfSampleDataIsFoundFromItsPrintedError(_ name: String) throws {
        let url = PackageRoot.file("SampleData/" + name)
        let bytes = try Data(contentsOf: url)
        let document = try JSONDocument(parsing: [UInt8](bytes))
        var checked = 0
        for (node, path) in Self.allPaths(document.root) {
            let error = try Self.realError(at: node, path: path, bytes: bytes)
            let context = try #require(Self.context(of: error))
            let printed = "\(error)"
            let parsed = try #require(PrintedDecodingError(printed), "\(printed)")
            #expect(parsed.form == .current)
            #expect(parsed.errorCase == DecodingErrorCase(error))
            // `a[0]` is printed the same for the key "a[0]" and for the key "a" then index 0: the
            // document decides.
            #expect(parsed.documentPath(in: document.root) == Self.expectedPath(context.codingPath), "\(printed)")
            let located = try parsed.documentPath(in: document.root).locate(in: document.root)
            #expect(located.value.index == node.index, "\(printed)")
            if case .keyNotFound(let key, _) = error {
                #expect(parsed.missingKey == key.stringValue)
            }
            // The same coding path printed as a list.
            let list = try #require(PrintedDecodingError("\(context.codingPath)"), "\(context.codingPath)")
            #expect(list.form == .codingPath)
            #expect(list.path == Self.expectedPath(context.codingPath))
            // And as older toolchains print the error.
            let older = try #require(PrintedDecodingError(Self.olderForm(error)), "\(Self.olderForm(error))")
            #expect(older.form == .older)
            #expect(older.path == Self.expectedPath(context.codingPath), "\(Self.olderForm(error))")
            #expect(older.debugDescription == context.debugDescription)
            checked += 1
        }
        #expect(checked > 5)
        print("printed DecodingError: \(name): \(checked) values found from real errors")
    }

    /// Every value with its path, in document order.
    static func allPaths(_ root: JSONNode) -> [(JSONNode, JSONPath)] {
        var result: [(JSONNode, JSONPath)] = []
        var stack: [(JSONNode, JSONPath)] = [(root, JSONPath())]
        while let (node, path) = stack.popLast() {
            result.append((node, path))
            if let members = node.members {
                var seen: Set<String> = []
                // A repeated key: decoders read the last one.
                for (key, value) in members.reversed() where seen.insert(key).inserted {
                    stack.append((value, path.appending(key: key)))
                }
            } else if let elements = node.elements {
                for (index, element) in elements.enumerated().reversed() {
                    stack.append((element, path.appending(index: index)))
                }
            }
        }
        return result
    }

    /// The error as `print` shows it on toolchains before Swift 6 (Apple platforms before 2025).
    static func olderForm(_ error: DecodingError) -> String {
        func context(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { "\($0)" }.joined(separator: ", ")
            return "Swift.DecodingError.Context(codingPath: [\(keys)], debugDescription: "
                + "\(context.debugDescription.debugDescription), underlyingError: nil)"
        }
        switch error {
        case .typeMismatch(let type, let value): return "typeMismatch(Swift.\(type), \(context(value)))"
        case .valueNotFound(let type, let value): return "valueNotFound(Swift.\(type), \(context(value)))"
        case .keyNotFound(let key, let value): return "keyNotFound(\(key), \(context(value)))"
        case .dataCorrupted(let value): return "dataCorrupted(\(context(value)))"
        @unknown default: return "\(error)"
        }
    }

    // MARK: Real errors from models

    struct Shop: Decodable {
        struct Product: Decodable { var price: Double }
        var products: [Product]
    }

    @Test func aModelsTypeMismatchLeadsToThePrice() throws {
        let bytes = try Data(contentsOf: PackageRoot.file("SampleData/type-drift.json"))
        let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode(Shop.self, from: bytes) }
        let printed = "\(error)"
        #expect(
            printed.hasPrefix("DecodingError.typeMismatch: expected value of type Double. Path: products[1].price."))
        let parsed = try #require(PrintedDecodingError(printed))
        #expect(parsed.typeName == "Double")
        #expect(parsed.path == ["products", 1, "price"])
        #expect(parsed.debugDescription == "Expected to decode Double but found a string instead.")
    }

    struct Vendors: Decodable {
        struct Product: Decodable { var vendor: Vendor }
        struct Vendor: Decodable { var country: String }
        var products: [Product]
    }

    @Test func aMissingKeyLeadsToTheObjectAndNamesTheKey() throws {
        let bytes = try Data(contentsOf: PackageRoot.file("SampleData/type-drift.json"))
        let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode(Vendors.self, from: bytes) }
        let parsed = try #require(PrintedDecodingError("\(error)"))
        #expect(parsed.errorCase == .keyNotFound)
        #expect(parsed.missingKey == "country")
        #expect(parsed.path == ["products", 0, "vendor"])
    }

    struct Stock: Decodable {
        struct Product: Decodable { var inStock: Bool }
        var products: [Product]
    }

    @Test func snakeCaseKeysAreMatchedToTheDocument() throws {
        let bytes = try Data(contentsOf: PackageRoot.file("SampleData/type-drift.json"))
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let error = try #require(throws: DecodingError.self) { try decoder.decode(Stock.self, from: bytes) }
        let parsed = try #require(PrintedDecodingError("\(error)"))
        #expect(parsed.path == ["products", 1, "inStock"])
        let document = try JSONDocument(parsing: [UInt8](bytes))
        let path = parsed.documentPath(in: document.root)
        #expect(path == ["products", 1, "in_stock"])
        #expect(try path.resolve(in: document.root).numberLiteral == "1")
    }

    // MARK: Hand-written forms

    @Test func theOlderFormFromTheIssue() throws {
        let text = #"""
            typeMismatch(Swift.Double, Swift.DecodingError.Context(codingPath: [CodingKeys(stringValue: "products", intValue: nil), _JSONKey(stringValue: "Index 1", intValue: 1), CodingKeys(stringValue: "price", intValue: nil)], debugDescription: "Expected to decode Double but found a string/data instead.", underlyingError: nil))
            """#
        let parsed = try #require(PrintedDecodingError(text))
        #expect(parsed.form == .older)
        #expect(parsed.errorCase == .typeMismatch)
        #expect(parsed.typeName == "Swift.Double")
        #expect(parsed.path == ["products", 1, "price"])
        #expect(parsed.debugDescription == "Expected to decode Double but found a string/data instead.")
    }

    @Test func olderFormsWithOptionalsPrefixesAndKeyNotFound() throws {
        let crash = #"""
            Fatal error: 'try!' expression unexpectedly raised an error: Swift.DecodingError.keyNotFound(CodingKeys(stringValue: "price", intValue: nil), Swift.DecodingError.Context(codingPath: [CodingKeys(stringValue: "products", intValue: nil), _JSONKey(stringValue: "Index 0", intValue: Optional(0))], debugDescription: "No value associated with key CodingKeys(stringValue: \"price\", intValue: nil) (\"price\").", underlyingError: nil))
            """#
        let parsed = try #require(PrintedDecodingError(crash))
        #expect(parsed.errorCase == .keyNotFound)
        #expect(parsed.missingKey == "price")
        #expect(parsed.path == ["products", 0])
        #expect(
            parsed.debugDescription
                == #"No value associated with key CodingKeys(stringValue: "price", intValue: nil) ("price")."#)
        let corrupted = try #require(
            PrintedDecodingError(
                #"dataCorrupted(Swift.DecodingError.Context(codingPath: [], debugDescription: "The given data was not valid JSON.", underlyingError: Optional(Error Domain=NSCocoaErrorDomain Code=3840 "Unexpected end of file")))"#
            ))
        #expect(corrupted.errorCase == .dataCorrupted)
        #expect(corrupted.path.isRoot)
    }

    @Test func currentFormsWithoutAPathOrADescription() throws {
        let root = try #require(
            PrintedDecodingError(
                "DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON."
            ))
        #expect(root.path.isRoot)
        #expect(root.debugDescription == "The given data was not valid JSON.")
        let decimal = try #require(
            PrintedDecodingError("DecodingError.typeMismatch: expected value of type Decimal. Path: products[0].price"))
        #expect(decimal.typeName == "Decimal")
        #expect(decimal.path == ["products", 0, "price"])
        #expect(decimal.debugDescription == nil)
        let keyed = try #require(
            PrintedDecodingError(
                "DecodingError.keyNotFound: Key '`a.b`' not found in keyed decoding container. Path: x. Debug description: d"
            ))
        #expect(keyed.missingKey == "a.b")
        let underlying = try #require(
            PrintedDecodingError(
                "DecodingError.typeMismatch: expected value of type Int. Path: x. Underlying error: Error Domain=NSCocoaErrorDomain Code=4866"
            ))
        #expect(underlying.path == ["x"])
    }

    @Test(arguments: [
        "[]", "codingPath: [CodingKeys(stringValue: \"a\", intValue: nil)]",
        "[MyApp.Model.CodingKeys(stringValue: \"a\", intValue: nil), _DictionaryCodingKey(stringValue: \"5\", intValue: 5)]",
    ])
    func codingPathLists(_ text: String) throws {
        let parsed = try #require(PrintedDecodingError(text))
        #expect(parsed.form == .codingPath)
        #expect(parsed.errorCase == nil)
    }

    @Test(arguments: ["$.a", "a.b", "/a/0", "posts[0].id", "", "DecodingError", "[1, 2]", "typeMismatch"])
    func pathsAndOtherTextAreNotPrintedErrors(_ text: String) {
        #expect(PrintedDecodingError(text) == nil)
    }

    @Test func keysThatLookLikeStepsAreRead() throws {
        let parsed = try #require(
            PrintedDecodingError(
                #"DecodingError.typeMismatch: expected value of type Int. Path: a[b.`c.d`.`e\`f`[2][3].. Debug description: x"#
            ))
        #expect(parsed.path == ["a[b", "c.d", "e`f", 2, 3, ""])
    }
}
