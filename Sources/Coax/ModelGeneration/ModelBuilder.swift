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
        guard let only = kinds.first else {
            return Choice(type: "String", isOptional: true, notes: ["Always null here: String is a guess."])
        }
        var choice = Choice(type: "", isOptional: false, notes: [])
        if kinds.count > 1, !isUnixSeconds(member) {
            // No one Swift type reads a number and a string (or an object and an array) with plain
            // JSONDecoder: an enum with a case per kind seen reads each as it comes.
            choice.type = kindEnum(for: member, typeBase: typeBase, typeNames: &typeNames, nested: &nested)
            choice.notes.append("Its kinds differ: one case per kind seen.")
            return choice
        }
        choice.type = type(
            of: only, for: member, typeBase: typeBase, typeNames: &typeNames, nested: &nested, notes: &choice.notes)
        return choice
    }

    /// The Swift type of the values of `kind` at `member`: a nested struct or a map for objects,
    /// an array of the elements' type, or a scalar type (``scalarType(_:typeBase:typeNames:nested:notes:)``).
    private mutating func type(
        of kind: JSONKind, for member: DriftMember, typeBase: String, typeNames: inout Set<String>,
        nested: inout [ModelStruct], notes: inout [String]
    ) -> String {
        switch kind {
        case .object where groups[member.pattern]?.isMap == true:
            // A map keyed by data: one value type for every key.
            guard
                let value = innerChoice(
                    of: member, step: .mapValue, typeBase: typeBase, typeNames: &typeNames, nested: &nested)
            else { return Self.guessed("[String: String]", for: "value", notes: &notes) }
            notes.append("A map keyed by data (ids, dates…): one value type for every key.")
            notes += value.notes
            return "[String: \(value.type)]"
        case .object:
            let name = SwiftIdentifier.unique(Self.available(typeBase), in: &typeNames)
            nested.append(structure(named: name, for: member.pattern, ancestors: typeNames))
            return name
        case .array:
            guard
                let element = innerChoice(
                    of: member, step: .element, typeBase: typeBase, typeNames: &typeNames, nested: &nested)
            else { return Self.guessed("[String]", for: "element", notes: &notes) }
            if let severity = element.values.severity {
                notes.append("Elements drift (\(severity.title.lowercased())): \(element.values.kindSummary).")
            }
            notes += element.notes
            return "[\(element.type)]"
        case .null:
            return "String"
        case .bool, .number, .string:
            return scalarType(member, typeBase: typeBase, typeNames: &typeNames, nested: &nested, notes: &notes)
        }
    }

    /// `type` for a container that is always empty, noting that its `inner` type (its values' or
    /// elements') is a guess.
    private static func guessed(_ type: String, for inner: String, notes: inout [String]) -> String {
        notes.append("Always empty here: the \(inner) type is a guess.")
        return type
    }

    /// An enum named after `typeBase` with one case per kind the values of `member` have, in
    /// the order its `init(from:)` tries them: strings, Booleans, numbers, objects, arrays. Plain
    /// `JSONDecoder` reads a value only as its own kind, so for it the order does not matter; a
    /// lenient decoder, which reads any scalar as text without loss, then keeps every scalar as
    /// written rather than converting it.
    private mutating func kindEnum(
        for member: DriftMember, typeBase: String, typeNames: inout Set<String>, nested: inout [ModelStruct]
    ) -> String {
        let name = SwiftIdentifier.unique(Self.available(typeBase + "Value"), in: &typeNames)
        var model = ModelStruct(name: name)
        var cases: [ModelStruct.KindCase] = []
        for kind in [JSONKind.string, .bool, .number, .object, .array] where member.count(of: kind) > 0 {
            var notes: [String] = []
            let type: String
            switch kind {
            case .bool: type = "Bool"
            case .number: type = numberType(member)
            case .string: type = "String"
            default:
                type = self.type(
                    of: kind, for: member, typeBase: typeBase, typeNames: &typeNames, nested: &model.nested,
                    notes: &notes)
            }
            cases.append(ModelStruct.KindCase(name: "\(kind)", type: type, notes: notes))
        }
        model.kindCases = cases
        model.notes.append("The kinds seen here, one case each, tried in this order.")
        nested.append(model)
        return name
    }

    /// Whether the member is a time in Unix seconds, as numbers or as text holding them: the
    /// name says it is a time and every value is plausible (the generated date strategy reads both).
    private func isUnixSeconds(_ member: DriftMember) -> Bool {
        DriftNaming.isTimeLike(member.key) && member.count(of: .number) > 0
            && member.valueKinds.allSatisfy { $0 == .number || $0 == .string }
            && member.tally(.unixDate)?.readsAll == true && member.plausibleUnixSecondsCount == member.valueCount
    }

    /// `Int` for integer literals; `Decimal` for money and two-digit fractions, `Double` otherwise.
    private func numberType(_ member: DriftMember) -> String {
        guard member.fractionLiteralCount > 0 else { return "Int" }
        let twoDigitFractions = member.fractionDigitCounts == 1 << 2
        return DriftNaming.isMoneyLike(member.key) || twoDigitFractions ? "Decimal" : "Double"
    }

    /// The Swift type of a member holding numbers, strings and Booleans: `Date`, `UUID` and
    /// `URL` for strings that all have that form (``DriftStringForms``), an enum for strings
    /// that are an enumeration (`DriftEnumRule`).
    private mutating func scalarType(
        _ member: DriftMember, typeBase: String, typeNames: inout Set<String>, nested: inout [ModelStruct],
        notes: inout [String]
    ) -> String {
        if isUnixSeconds(member) {
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
        // One kind, read as plain JSONDecoder reads it: no coercion between kinds.
        switch member.valueKinds.first {
        case .bool: return "Bool"
        case .number:
            // An integer past Int's range is read exactly by Decimal.
            if member.fractionLiteralCount == 0, member.tally(.integer)?.readsAll == false { return "Decimal" }
            return numberType(member)
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
