import CoaxSamples

/// Makes random models from the features `coax decode` supports, the same for the same seed:
/// structs, final and open classes, String- and Int-raw enums, nested types, typealiases, the
/// generic `Box<T>`, `Optional`/`Array`/`Set`/`Dictionary` nested, every scalar, `CodingKeys`
/// with and without raw values over a subset of the properties, `let x = 1` constants,
/// `var x: T = v` defaults, computed and static properties.
struct RandomModelGenerator {
    private var random: SeededRandomNumberGenerator
    private var model = GeneratedModel(records: [], enums: [], typealiases: [], roots: [])
    private var nameCounter = 0

    private static let words = [
        "id", "name", "price", "count", "title", "status", "owner", "items", "tags", "total", "created", "score",
        "rate", "link", "token", "note", "size", "level", "flag", "code", "amount", "parent", "summary", "ratio",
        "limit", "offset", "image", "stock", "region", "rank",
    ]

    init(seed: UInt64) {
        random = SeededRandomNumberGenerator(seed: seed, stream: 22)
    }

    /// A model of `recordCount` top-level records with their enums, aliases and roots.
    mutating func model(recordCount: Int) -> GeneratedModel {
        for _ in 0..<3 { model.enums.append(makeEnum(name: freshName("Kind"))) }
        model.typealiases.append((name: freshName("Tags"), type: .array(.scalar(.string))))
        model.typealiases.append((name: freshName("Counts"), type: .dictionary(intKeys: false, .scalar(.int))))
        // One record holds every scalar, so that every scalar's breaks are in every corpus.
        let scalars = freshName("Scalars")
        model.records.append(
            GeneratedRecord(
                name: scalars, kind: .structure, conformance: .direct,
                properties: GeneratedScalar.allCases.map {
                    GeneratedProperty(
                        name: $0.rawValue.lowercased() + "Value", type: .scalar($0), role: .stored(isVariable: false))
                }, codingKeys: nil))
        model.roots.append(.named(scalars))
        for _ in 0..<recordCount {
            let name = freshName("Record")
            var nested: [String] = []
            if random.chance(percent: 40) {
                let inner = makeEnum(name: name + "." + freshName("Mode"))
                model.enums.append(inner)
                nested.append(inner.name)
            }
            if random.chance(percent: 40) {
                let inner = makeRecord(name: name + "." + freshName("Part"), available: nested, depthLimit: 1)
                model.records.append(inner)
                nested.append(inner.name)
            }
            var record = makeRecord(name: name, available: nested, depthLimit: 3)
            record.nested = nested
            model.records.append(record)
            model.roots.append(.named(name))
            if let part = nested.first(where: { $0.contains(".Part") }), random.chance(percent: 50) {
                model.roots.append(.named(part))
            }
            switch random.below(4) {
            case 0: model.roots.append(.array(.named(name)))
            case 1: model.roots.append(.dictionary(intKeys: false, .named(name)))
            case 2: model.roots.append(.box(.named(name)))
            default: break
            }
        }
        return model
    }

    private mutating func freshName(_ stem: String) -> String {
        nameCounter += 1
        return stem + String(nameCounter)
    }

    private mutating func makeEnum(name: String) -> GeneratedEnum {
        let integerRaw = random.chance(percent: 40)
        var cases: [(name: String, rawValue: String)] = []
        var next = 0
        for index in 0..<random.between(2...4) {
            let caseName = ["alpha", "beta", "gamma", "delta"][index]
            if integerRaw {
                if random.chance(percent: 40) { next += random.between(1...20) }
                cases.append((caseName, String(next)))
                next += 1
            } else {
                let raw = random.chance(percent: 50) ? caseName : caseName.capitalized + "Event"
                cases.append((caseName, "\"\(raw)\""))
            }
        }
        return GeneratedEnum(name: name, integerRaw: integerRaw, cases: cases)
    }

    private mutating func makeRecord(name: String, available nested: [String], depthLimit: Int) -> GeneratedRecord {
        var used: Set<String> = []
        var properties: [GeneratedProperty] = []
        for _ in 0..<random.between(3...7) {
            let propertyName = uniqueName(&used)
            properties.append(
                GeneratedProperty(
                    name: propertyName, type: makeType(depth: 0, limit: depthLimit, nested: nested),
                    role: .stored(isVariable: random.chance(percent: 30))))
        }
        if random.chance(percent: 50) {
            let (type, literal) = defaultable()
            properties.insert(
                GeneratedProperty(name: uniqueName(&used), type: type, role: .defaulted(literal: literal)),
                at: random.below(properties.count + 1))
        }
        if random.chance(percent: 40) {
            properties.insert(
                GeneratedProperty(name: uniqueName(&used), type: .scalar(.int), role: .constant(literal: "1")),
                at: random.below(properties.count + 1))
        }
        if random.chance(percent: 30) {
            properties.append(GeneratedProperty(name: uniqueName(&used), type: .scalar(.string), role: .computed))
        }
        if random.chance(percent: 30) {
            properties.append(
                GeneratedProperty(name: uniqueName(&used), type: .scalar(.int), role: .staticProperty(literal: "7")))
        }
        let kind: GeneratedRecord.Kind = [.structure, .structure, .finalClass, .openClass][random.below(4)]
        // An extension can only be written at file scope, so nested records conform directly.
        let conformances: [GeneratedRecord.Conformance] =
            name.contains(".") ? [.direct, .viaTypealias] : [.direct, .viaExtension, .viaTypealias]
        let conformance = kind == .structure ? conformances[random.below(conformances.count)] : .direct
        var record = GeneratedRecord(
            name: name, kind: kind, conformance: conformance, properties: properties, codingKeys: nil)
        if random.chance(percent: 40) {
            var keys: [(property: String, rawValue: String?)] = []
            for property in properties {
                switch property.role {
                case .stored:
                    break
                case .defaulted:
                    // Leaving a defaulted property out of CodingKeys is what makes it optional.
                    if random.chance(percent: 50) { continue }
                case .constant, .computed, .staticProperty:
                    continue
                }
                let raw: String? =
                    switch random.below(4) {
                    case 0: property.name.uppercased()
                    case 1: "x-" + property.name
                    default: nil
                    }
                keys.append((property.name, raw))
            }
            record.codingKeys = keys
        }
        return record
    }

    private mutating func uniqueName(_ used: inout Set<String>) -> String {
        while true {
            let first = Self.words[random.below(Self.words.count)]
            let name =
                random.chance(percent: 50) ? first + Self.words[random.below(Self.words.count)].capitalized : first
            if used.insert(name).inserted { return name }
        }
    }

    private mutating func defaultable() -> (GeneratedType, String) {
        switch random.below(5) {
        case 0: (.scalar(.int), "1")
        case 1: (.scalar(.string), "\"none\"")
        case 2: (.scalar(.bool), "false")
        case 3: (.optional(.scalar(.double)), "nil")
        default: (.array(.scalar(.int)), "[]")
        }
    }

    private mutating func makeType(depth: Int, limit: Int, nested: [String]) -> GeneratedType {
        let roll = depth >= limit ? random.below(58) : random.below(100)
        switch roll {
        case 0..<50: return .scalar(GeneratedScalar.allCases[random.below(GeneratedScalar.allCases.count)])
        case 50..<58: return .named(model.enums[random.below(model.enums.count)].name)
        case 58..<68:
            var wrapped = makeType(depth: depth + 1, limit: limit, nested: nested)
            if case .optional(let inner) = wrapped { wrapped = inner }
            return .optional(wrapped)
        case 68..<78: return .array(makeType(depth: depth + 1, limit: limit, nested: nested))
        case 78..<82:
            let element: GeneratedType =
                random.chance(percent: 70)
                ? .scalar([.string, .int, .uint16, .double][random.below(4)])
                : .named(model.enums[random.below(model.enums.count)].name)
            return .set(element)
        case 82..<88:
            return .dictionary(
                intKeys: random.chance(percent: 40), makeType(depth: depth + 1, limit: limit, nested: nested))
        case 88..<94:
            let topLevel = model.records.filter { !$0.name.contains(".") }.map(\.name)
            let choices = topLevel + nested
            guard !choices.isEmpty else { return .scalar(.string) }
            return .named(choices[random.below(choices.count)])
        case 94..<97: return .box(makeType(depth: depth + 1, limit: limit, nested: nested))
        default:
            let alias = model.typealiases[random.below(model.typealiases.count)]
            return .alias(alias.name, alias.type)
        }
    }
}
