import Coax
import CoaxSamples

/// One way a generated document breaks the model, or does not.
enum DocumentBreak: String, CaseIterable, Sendable {
    case conforming, wrongKind, null, missingKey, unknownEnumCase, outOfRange, fraction, badDate, badUUID, badURL
    case badData, duplicateKeyBadFirst, duplicateKeyBadLast, extraMember, ignoredConstant, reorderedMembers
}

/// A generated document with the one rule it breaks, and the case JSONDecoder must report for
/// that break where the break decides it (nil where only the real decoder can say: a duplicate
/// key, an odd URL).
struct GeneratedDocument: Sendable {
    var json: GeneratedJSON
    var breaks: DocumentBreak
    /// `.decoded` expected, a failure of this case, or nil for no expectation.
    var expected: Expected?

    enum Expected: Sendable, Equatable {
        case decoded
        case fails(DecodingErrorCase)
    }
}

/// Makes documents for a generated model's root type under given strategies: conforming ones,
/// and ones that each break exactly one rule (a value of the wrong kind, a null, a missing key, an
/// unknown enum case, a number out of range or with a fraction, a bad date, UUID, URL or data, a
/// repeated key), the same for the same seed.
struct RandomDocumentGenerator {
    private let model: GeneratedModel
    private let strategies: DecodeStrategies
    private var random: SeededRandomNumberGenerator

    /// A place in a conforming document where a break can be made.
    private struct Site {
        var path: [GeneratedJSON.Step]
        var type: GeneratedType
        /// A record's member whose property must be present.
        var isRequiredMember: Bool
        var isMember: Bool
    }

    private var sites: [Site] = []
    private var objectsWithConstants: [(path: [GeneratedJSON.Step], key: String)] = []
    private var recordObjects: [[GeneratedJSON.Step]] = []

    init(model: GeneratedModel, strategies: DecodeStrategies, seed: UInt64) {
        self.model = model
        self.strategies = strategies
        random = SeededRandomNumberGenerator(seed: seed, stream: 9)
    }

    /// Two conforming documents and one per break that the root type allows.
    mutating func documents(for root: GeneratedType) -> [GeneratedDocument] {
        var documents: [GeneratedDocument] = []
        for _ in 0..<2 {
            resetSites()
            documents.append(GeneratedDocument(json: value(root, path: []), breaks: .conforming, expected: .decoded))
        }
        resetSites()
        let base = value(root, path: [])
        for kind in DocumentBreak.allCases where kind != .conforming {
            if let document = breaking(base, kind) { documents.append(document) }
        }
        return documents
    }

    private mutating func resetSites() {
        sites = []
        objectsWithConstants = []
        recordObjects = []
    }

    private mutating func pick<Element>(_ elements: [Element]) -> Element? {
        elements.isEmpty ? nil : elements[random.below(elements.count)]
    }

    private mutating func breaking(_ base: GeneratedJSON, _ kind: DocumentBreak) -> GeneratedDocument? {
        func replaced(_ site: Site, with value: GeneratedJSON) -> GeneratedJSON {
            base.changing(at: site.path[...]) { _ in [value] }
        }
        switch kind {
        case .conforming:
            return nil
        case .wrongKind:
            guard let site = pick(sites.filter { !$0.path.isEmpty }) else { return nil }
            let current = valueAt(base, site.path)
            let replacement: GeneratedJSON =
                switch current {
                case .string: .literal("12")
                case .literal("null"): .array([])
                case .literal: .string("12")
                case .array: .object([])
                case .object: .array([])
                case .none: .literal("true")
                }
            let sure = !(site.type.resolved.isDecimal || current == .literal("null"))
            return GeneratedDocument(
                json: replaced(site, with: replacement), breaks: kind, expected: sure ? .fails(.typeMismatch) : nil)
        case .null:
            // A path where an optional stands may also carry its wrapped type's site: null is fine there.
            let optionalPaths = Set(sites.filter { $0.type.resolved.isOptional }.map(\.path))
            guard let site = pick(sites.filter { !optionalPaths.contains($0.path) && !$0.path.isEmpty }) else {
                return nil
            }
            // Swift 6.3's JSONDecoder reports a null Bool member as a typeMismatch ("Expected to
            // decode Bool but found null instead."); only the real decoder is asked there.
            let expected: GeneratedDocument.Expected? =
                site.type.resolved.scalar == .bool ? nil : .fails(.valueNotFound)
            return GeneratedDocument(json: replaced(site, with: .literal("null")), breaks: kind, expected: expected)
        case .missingKey:
            guard let site = pick(sites.filter(\.isRequiredMember)) else { return nil }
            return GeneratedDocument(
                json: base.changing(at: site.path[...]) { _ in [] }, breaks: kind, expected: .fails(.keyNotFound))
        case .unknownEnumCase:
            guard
                let site = pick(
                    sites.filter { model.enumeration(named: $0.type.resolved.unwrapped.namedType ?? "") != nil }),
                let enumeration = model.enumeration(named: site.type.resolved.unwrapped.namedType ?? "")
            else { return nil }
            let unknown: GeneratedJSON = enumeration.integerRaw ? .literal("9999") : .string("OmegaEvent")
            return GeneratedDocument(
                json: replaced(site, with: unknown), breaks: kind, expected: .fails(.dataCorrupted))
        case .outOfRange:
            guard let site = pick(sites.filter { $0.type.resolved.unwrapped.scalar?.integerBounds != nil }),
                let bounds = site.type.resolved.unwrapped.scalar?.integerBounds
            else { return nil }
            let literal =
                random.chance(percent: 50) || bounds.min == "0"
                ? Self.incremented(bounds.max) : "-" + Self.incremented(String(bounds.min.dropFirst()))
            let outside = bounds.min == "0" && random.chance(percent: 50) ? "-1" : literal
            return GeneratedDocument(
                json: replaced(site, with: .literal(outside)), breaks: kind, expected: .fails(.dataCorrupted))
        case .fraction:
            guard let site = pick(sites.filter { $0.type.resolved.unwrapped.scalar?.integerBounds != nil }) else {
                return nil
            }
            return GeneratedDocument(
                json: replaced(site, with: .literal("1.5")), breaks: kind, expected: .fails(.dataCorrupted))
        case .badDate:
            guard strategies.dates == .iso8601 || strategies.dates.isFormatted,
                let site = pick(sites.filter { $0.type.resolved.unwrapped.scalar == .date })
            else { return nil }
            return GeneratedDocument(
                json: replaced(site, with: .string("29/02/2024 noon")), breaks: kind, expected: .fails(.dataCorrupted))
        case .badUUID:
            guard let site = pick(sites.filter { $0.type.resolved.unwrapped.scalar == .uuid }) else { return nil }
            return GeneratedDocument(
                json: replaced(site, with: .string("not-a-uuid")), breaks: kind, expected: .fails(.dataCorrupted))
        case .badURL:
            guard let site = pick(sites.filter { $0.type.resolved.unwrapped.scalar == .url }) else { return nil }
            return GeneratedDocument(json: replaced(site, with: .string("")), breaks: kind, expected: nil)
        case .badData:
            guard let site = pick(sites.filter { $0.type.resolved.unwrapped.scalar == .data }) else { return nil }
            let bad: GeneratedJSON = strategies.data == .base64 ? .string("@@not base64@@") : .array([.literal("300")])
            return GeneratedDocument(
                json: replaced(site, with: bad), breaks: kind,
                expected: strategies.data == .base64 ? .fails(.dataCorrupted) : nil)
        case .duplicateKeyBadFirst, .duplicateKeyBadLast:
            guard let site = pick(sites.filter { $0.isMember && !$0.type.resolved.isOptional }) else { return nil }
            let current = valueAt(base, site.path)
            let wrong: GeneratedJSON =
                current == .literal("null") || current.map(\.isString) == true ? .array([]) : .string("x")
            let json = base.duplicatingMember(at: site.path[...], with: wrong, before: kind == .duplicateKeyBadFirst)
            return GeneratedDocument(json: json, breaks: kind, expected: nil)
        case .extraMember:
            guard let path = pick(recordObjects) else { return nil }
            let json = base.changingObject(at: path[...]) { members in
                members + [
                    GeneratedJSON.Member(key: "zz_extra", value: .object([.init(key: "any", value: .array([]))]))
                ]
            }
            return GeneratedDocument(json: json, breaks: kind, expected: .decoded)
        case .ignoredConstant:
            guard let constant = pick(objectsWithConstants) else { return nil }
            let json = base.changingObject(at: constant.path[...]) { members in
                members + [GeneratedJSON.Member(key: constant.key, value: .string("not an Int"))]
            }
            return GeneratedDocument(json: json, breaks: kind, expected: .decoded)
        case .reorderedMembers:
            guard let path = pick(recordObjects) else { return nil }
            return GeneratedDocument(
                json: base.changingObject(at: path[...]) { $0.reversed() }, breaks: kind, expected: .decoded)
        }
    }

    private func valueAt(_ json: GeneratedJSON, _ path: [GeneratedJSON.Step]) -> GeneratedJSON? {
        var current = json
        for step in path {
            switch (current, step) {
            case (.object(let members), .member(let position)): current = members[position].value
            case (.array(let elements), .element(let position)): current = elements[position]
            default: return nil
            }
        }
        return current
    }

    /// A positive decimal literal plus one.
    private static func incremented(_ literal: String) -> String {
        var digits = Array(literal.utf8)
        var index = digits.count - 1
        while index >= 0 {
            if digits[index] == UInt8(ascii: "9") {
                digits[index] = UInt8(ascii: "0")
                index -= 1
            } else {
                digits[index] += 1
                return String(decoding: digits, as: UTF8.self)
            }
        }
        return "1" + String(decoding: digits, as: UTF8.self)
    }

    /// The JSON key for a key string under the key strategy: its snake-case form where
    /// `convertFromSnakeCase` turns that back into the key string.
    private func jsonKey(_ keyString: String) -> String {
        guard strategies.keys == .convertFromSnakeCase else { return keyString }
        var snake = ""
        for character in keyString {
            if character.isUppercase {
                snake += "_" + character.lowercased()
            } else {
                snake.append(character)
            }
        }
        return SnakeCase.camelCase(snake) == keyString ? snake : keyString
    }

    private mutating func value(_ type: GeneratedType, path: [GeneratedJSON.Step]) -> GeneratedJSON {
        sites.append(Site(path: path, type: type, isRequiredMember: false, isMember: false))
        switch type {
        case .alias(_, let target):
            sites.removeLast()
            return value(target, path: path)
        case .optional(let wrapped):
            if random.chance(percent: 25) { return .literal("null") }
            return value(wrapped, path: path)
        case .scalar(let scalar):
            return scalarValue(scalar)
        case .array(let element):
            return .array((0..<random.between(0...3)).map { value(element, path: path + [.element($0)]) })
        case .set(let element):
            var elements: [GeneratedJSON] = []
            for _ in 0..<random.between(0...3) {
                let candidate = value(element, path: path + [.element(elements.count)])
                if elements.contains(candidate) {
                    sites.removeLast()
                } else {
                    elements.append(candidate)
                }
            }
            return .array(elements)
        case .dictionary(let intKeys, let valueType):
            var members: [GeneratedJSON.Member] = []
            for index in 0..<random.between(0...2) {
                let key = intKeys ? String(index * 7 + 1) : "key\(index)"
                members.append(.init(key: key, value: value(valueType, path: path + [.member(index)])))
            }
            return .object(members)
        case .box(let wrapped):
            var members = [GeneratedJSON.Member(key: "value", value: .literal("null"))]
            members[0].value = value(wrapped, path: path + [.member(0)])
            sites.append(
                Site(
                    path: path + [.member(0)], type: wrapped, isRequiredMember: !wrapped.resolved.isOptional,
                    isMember: true))
            if random.chance(percent: 60) {
                members.append(
                    .init(key: "label", value: random.chance(percent: 50) ? .string("boxed") : .literal("null")))
            }
            return .object(members)
        case .named(let name):
            if let enumeration = model.enumeration(named: name) {
                let raw = enumeration.cases[random.below(enumeration.cases.count)].rawValue
                return enumeration.integerRaw ? .literal(raw) : .string(String(raw.dropFirst().dropLast()))
            }
            guard let record = model.record(named: name) else { return .literal("null") }
            return recordValue(record, path: path)
        }
    }

    private mutating func recordValue(_ record: GeneratedRecord, path: [GeneratedJSON.Step]) -> GeneratedJSON {
        recordObjects.append(path)
        var members: [GeneratedJSON.Member] = []
        for property in record.decoded {
            let optional = property.type.resolved.isOptional
            if optional && random.chance(percent: 25) { continue }
            let memberPath = path + [.member(members.count)]
            members.append(.init(key: jsonKey(record.keyString(property.name)), value: .literal("null")))
            members[members.count - 1].value = value(property.type, path: memberPath)
            sites.append(Site(path: memberPath, type: property.type, isRequiredMember: !optional, isMember: true))
        }
        for property in record.properties {
            if case .constant = property.role { objectsWithConstants.append((path, jsonKey(property.name))) }
        }
        return .object(members)
    }

    private mutating func scalarValue(_ scalar: GeneratedScalar) -> GeneratedJSON {
        if let bounds = scalar.integerBounds {
            switch random.below(6) {
            case 0: return .literal(bounds.min)
            case 1: return .literal(bounds.max)
            default: return .literal(String(random.between(0...120)))
            }
        }
        switch scalar {
        case .bool: return .literal(random.chance(percent: 50) ? "true" : "false")
        case .string: return .string(["tea", "Sencha", "ünïcödé", "", "a \"quoted\" word"][random.below(5)])
        case .float, .double: return .literal(["1.5", "-0.25", "3", "1e3"][random.below(4)])
        case .decimal: return .literal(["12.90", "0.1", "7"][random.below(3)])
        case .url: return .string("https://example.com/p/\(random.below(100))")
        case .uuid: return .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        case .data:
            return strategies.data == .base64
                ? .string("aGVsbG8=") : .array([.literal("104"), .literal("105")])
        case .date:
            switch strategies.dates {
            case .deferredToDate: return .literal("7.5")
            case .secondsSince1970: return .literal("1700000000")
            case .millisecondsSince1970: return .literal("1700000000123")
            case .iso8601: return .string("2024-02-29T12:30:00Z")
            case .formatted: return .string("2024-02-29 12:30")
            }
        default: return .literal("0")
        }
    }
}

extension GeneratedJSON {
    var isString: Bool {
        if case .string = self { return true }
        return false
    }

    /// This value with the object at `path` rewritten by `change`.
    func changingObject(at path: ArraySlice<Step>, _ change: ([Member]) -> [Member]) -> GeneratedJSON {
        guard let step = path.first else {
            if case .object(let members) = self { return .object(change(members)) }
            return self
        }
        return changing(at: [step][...]) { [$0.changingObject(at: path.dropFirst(), change)] }
    }
}

extension GeneratedType {
    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    var isDecimal: Bool { unwrapped.scalar == .decimal }

    /// The wrapped type of an optional, else the type; aliases resolved.
    var unwrapped: GeneratedType {
        if case .optional(let wrapped) = resolved { return wrapped.resolved }
        return resolved
    }

    var scalar: GeneratedScalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    var namedType: String? {
        if case .named(let name) = self { return name }
        return nil
    }
}

extension DecodeStrategies.Dates {
    var isFormatted: Bool {
        if case .formatted = self { return true }
        return false
    }
}
