/// Chooses the structs, property names and property types of a model from a drift report of
/// the value it describes.
struct ModelBuilder {
    let report: DriftReport
    private let groups: [DriftPattern: DriftGroup]
    private let members: [DriftPattern: DriftMember]

    /// Strings asked to be enumerations (`--enum`).
    let enumPatterns: [DriftPattern]
    /// Whether some property is a `Date`: the decoder then needs a date strategy.
    private(set) var usesDates = false

    init(report: DriftReport, enumPatterns: [DriftPattern] = []) {
        self.report = report
        self.enumPatterns = enumPatterns
        groups = Dictionary(report.groups.map { ($0.pattern, $0) }, uniquingKeysWith: { first, _ in first })
        members = Dictionary(report.members.map { ($0.pattern, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A property's type, whether it is optional, and notes for its comment.
    private struct Choice {
        var type: String
        var isOptional: Bool
        var notes: [String]

        var spelled: String { isOptional ? type + "?" : type }
    }

    /// The struct named `name` for the objects at `pattern`, with its nested structs; an enum
    /// with a case per variant when the objects are a tagged union.
    mutating func structure(named name: String, for pattern: DriftPattern, ancestors: Set<String>) -> ModelStruct {
        var model = ModelStruct(name: name)
        guard let group = groups[pattern] else { return model }
        if let key = group.discriminator {
            return union(named: name, for: pattern, by: key, ancestors: ancestors)
        }
        var propertyNames: Set<String> = []
        var typeNames = ancestors.union([name])
        for member in group.members {
            guard let key = member.key else { continue }
            let name = SwiftIdentifier.unique(SwiftIdentifier.propertyName(for: key) ?? "field", in: &propertyNames)
            let typeBase = SwiftIdentifier.typeName(for: key) ?? "Field"
            var choice = self.choice(for: member, typeBase: typeBase, typeNames: &typeNames, nested: &model.nested)
            if member.isSometimesAbsent { choice.isOptional = true }
            var notes: [String] = []
            if let severity = member.severity {
                notes.append("Drift (\(severity.title.lowercased())): \(member.kindSummary).")
                notes.append(Self.sentence(member.readingSummary))
            }
            notes.append(contentsOf: choice.notes)
            model.properties.append(ModelStruct.Property(name: name, key: key, type: choice.spelled, notes: notes))
        }
        return model
    }

    /// The enum named `name` for a tagged union: a case per variant seen (most objects first),
    /// each with a nested struct of the variant's members.
    private mutating func union(
        named name: String, for pattern: DriftPattern, by key: String, ancestors: Set<String>
    ) -> ModelStruct {
        var model = ModelStruct(name: name)
        let variants = report.unions.first { $0.objects == pattern && $0.by == key }?.variants ?? []
        let values = variants.map(\.value).filter { $0 != .other }
        let present = values.filter { $0 != .missing && $0 != .null }
        let valueType: String
        if !present.isEmpty, present.allSatisfy({ if case .number = $0 { true } else { false } }),
            present.allSatisfy({ Int($0.description) != nil })
        {
            valueType = "Int"
        } else if !present.isEmpty, present.allSatisfy({ if case .bool = $0 { true } else { false } }) {
            valueType = "Bool"
        } else {
            valueType = "String"
        }
        var typeNames = ancestors.union([name])
        var caseNames: Set<String> = []
        var cases: [ModelStruct.Case] = []
        var absentCase: ModelStruct.Case?
        for value in values {
            let variantPattern = pattern.appending(.variant(DriftVariant(by: key, value: value)))
            let isAbsent = value == .missing || value == .null
            if isAbsent, absentCase != nil { continue }
            let base: String
            switch value {
            case .string(let text): base = text
            case .number(let literal): base = "value " + literal
            case .bool(let flag): base = flag ? "true value" : "false value"
            default: base = "without " + key
            }
            let caseName = SwiftIdentifier.unique(SwiftIdentifier.propertyName(for: base) ?? "variant", in: &caseNames)
            let typeName = SwiftIdentifier.unique(
                Self.available(SwiftIdentifier.typeName(for: base) ?? "Variant"), in: &typeNames)
            var variant = structure(named: typeName, for: variantPattern, ancestors: typeNames)
            let count = variants.first { $0.value == value }?.objectCount ?? 0
            variant.notes.append("Objects whose `\(key)` is \(value): \(DriftText.counted(count, "object")) seen.")
            model.nested.append(variant)
            let literal: String
            switch value {
            case .string(let text): literal = SwiftIdentifier.stringLiteral(text)
            case .number(let number): literal = valueType == "Int" ? number : SwiftIdentifier.stringLiteral(number)
            case .bool(let flag):
                literal = valueType == "Bool" ? (flag ? "true" : "false") : (flag ? "\"true\"" : "\"false\"")
            default: literal = "nil"
            }
            let made = ModelStruct.Case(name: caseName, literal: literal, type: typeName)
            if isAbsent { absentCase = made } else { cases.append(made) }
        }
        let keyName = SwiftIdentifier.propertyName(for: key) ?? "discriminator"
        model.union = ModelStruct.Union(
            key: key, keyName: keyName, valueType: valueType, cases: cases, absentCase: absentCase,
            otherCaseName: SwiftIdentifier.unique("other", in: &caseNames))
        model.notes.append(
            "A tagged union by `\(key)`: one case per value seen; `\(model.union?.otherCaseName ?? "other")` keeps any other."
        )
        return model
    }

    /// The type of the values one level inside `member` (a map's values, an array's elements),
    /// optional where any is `null`; nil when none was seen.
    private mutating func innerChoice(
        of member: DriftMember, step: DriftPattern.Step, typeBase: String, typeNames: inout Set<String>,
        nested: inout [ModelStruct]
    ) -> (type: String, notes: [String], values: DriftMember)? {
        guard let values = members[member.pattern.appending(step)] else { return nil }
        let inner = choice(
            for: values, typeBase: SwiftIdentifier.singular(typeBase), typeNames: &typeNames, nested: &nested)
        return (inner.isOptional || values.nullCount > 0 ? inner.type + "?" : inner.type, inner.notes, values)
    }

    private mutating func choice(
        for member: DriftMember, typeBase: String, typeNames: inout Set<String>, nested: inout [ModelStruct]
    ) -> Choice {
        let kinds = member.valueKinds
        guard let commonest = kinds.first else {
            return Choice(type: "String", isOptional: true, notes: ["Always null here: String is a guess."])
        }
        guard kinds.contains(.array) || kinds.contains(.object) else {
            var notes: [String] = []
            let type = scalarType(member, typeBase: typeBase, typeNames: &typeNames, nested: &nested, notes: &notes)
            return Choice(type: type, isOptional: false, notes: notes)
        }
        var choice = Choice(type: "", isOptional: false, notes: [])
        if kinds.count > 1 {
            // No coercion reads an object and a string alike: take the commonest kind and let the
            // decoder's optional policy turn the others into nil.
            choice.isOptional = true
            choice.notes.append("Only the \(commonest) values are read; the others decode as nil.")
        }
        switch commonest {
        case .object where groups[member.pattern]?.isMap == true:
            // A map keyed by data: one value type for every key.
            guard
                let value = innerChoice(
                    of: member, step: .mapValue, typeBase: typeBase, typeNames: &typeNames, nested: &nested)
            else {
                choice.type = "[String: String]"
                choice.notes.append("Always empty here: the value type is a guess.")
                return choice
            }
            choice.notes.append("A map keyed by data (ids, dates…): one value type for every key.")
            choice.notes += value.notes
            choice.type = "[String: \(value.type)]"
        case .object:
            let name = SwiftIdentifier.unique(Self.available(typeBase), in: &typeNames)
            nested.append(structure(named: name, for: member.pattern, ancestors: typeNames))
            choice.type = name
        case .array:
            guard
                let element = innerChoice(
                    of: member, step: .element, typeBase: typeBase, typeNames: &typeNames, nested: &nested)
            else {
                choice.type = "[String]"
                choice.notes.append("Always empty here: the element type is a guess.")
                return choice
            }
            if let severity = element.values.severity {
                choice.notes.append("Elements drift (\(severity.title.lowercased())): \(element.values.kindSummary).")
            }
            choice.notes += element.notes
            choice.type = "[\(element.type)]"
        default:
            choice.type = scalarType(
                member, typeBase: typeBase, typeNames: &typeNames, nested: &nested, notes: &choice.notes)
        }
        return choice
    }

    /// The Swift type of a member holding numbers, strings and Booleans: `Date`, `UUID` and
    /// `URL` for strings that all have that form (``DriftStringForms``), an enum for strings
    /// that are an enumeration (`DriftEnumRule`).
    private mutating func scalarType(
        _ member: DriftMember, typeBase: String, typeNames: inout Set<String>, nested: inout [ModelStruct],
        notes: inout [String]
    ) -> String {
        if DriftNaming.isTimeLike(member.key), member.count(of: .number) > 0,
            member.tally(.unixDate)?.readsAll == true, member.plausibleUnixSecondsCount == member.valueCount
        {
            notes.append("Unix seconds: the name and every value say this is a time.")
            usesDates = true
            return "Date"
        }
        if member.valueKinds == [.number], member.fractionLiteralCount == 0,
            member.plausibleUnixMillisecondsCount == member.valueCount
        {
            notes.append("Unix milliseconds: every value is one between 1973 and 2286.")
            usesDates = true
            return "Date"
        }
        if member.valueKinds == [.string] {
            let forms = member.stringForms
            if !forms.isDisjoint(with: .dates) {
                notes.append("Dates: every value is one; makeDecoder() reads them.")
                usesDates = true
                return "Date"
            }
            if forms.contains(.uuid) { return "UUID" }
            if forms.contains(.url) { return "URL" }
            let isAsked = enumPatterns.contains(where: member.pattern.isSameValues)
            if DriftEnumRule.isEnumeration(member, isAsked: isAsked), let values = member.stringValues {
                let name = SwiftIdentifier.unique(Self.available(typeBase), in: &typeNames)
                var caseNames: Set<String> = []
                let cases = values.map { value in
                    (SwiftIdentifier.unique(SwiftIdentifier.propertyName(for: value) ?? "value", in: &caseNames), value)
                }
                var model = ModelStruct(name: name)
                model.stringEnum = ModelStruct.StringEnum(
                    cases: cases, otherCaseName: SwiftIdentifier.unique("other", in: &caseNames))
                model.notes.append(
                    "The \(DriftText.counted(values.count, "value")) seen; `other` keeps any other.")
                nested.append(model)
                return name
            }
        }
        switch member.best {
        case .bool: return "Bool"
        case .integer: return "Int"
        case .decimal:
            let twoDigitFractions = member.fractionDigitCounts == 1 << 2
            return DriftNaming.isMoneyLike(member.key) || member.fractionLiteralCount == 0 || twoDigitFractions
                ? "Decimal" : "Double"
        default: return "String"
        }
    }

    /// A nested type name that does not hide a standard type (`Date` → `DateObject`).
    private static func available(_ base: String) -> String {
        SwiftIdentifier.reservedTypeNames.contains(base) ? base + "Object" : base
    }

    private static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst() + "."
    }
}
