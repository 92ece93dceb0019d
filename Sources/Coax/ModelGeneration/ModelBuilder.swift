/// Chooses the structs, property names and property types of a model from a drift report of
/// the value it describes.
struct ModelBuilder {
    let report: DriftReport
    private let groups: [DriftPattern: DriftGroup]
    private let members: [DriftPattern: DriftMember]

    init(report: DriftReport) {
        self.report = report
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

    /// The struct named `name` for the objects at `pattern`, with its nested structs.
    mutating func structure(named name: String, for pattern: DriftPattern, ancestors: Set<String>) -> ModelStruct {
        var model = ModelStruct(name: name)
        guard let group = groups[pattern] else { return model }
        var propertyNames: Set<String> = []
        var typeNames = ancestors.union([name])
        for member in group.members {
            guard let key = member.key else { continue }
            let name = Self.unique(SwiftIdentifier.propertyName(for: key) ?? "field", in: &propertyNames)
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

    private mutating func choice(
        for member: DriftMember, typeBase: String, typeNames: inout Set<String>, nested: inout [ModelStruct]
    ) -> Choice {
        let kinds = member.valueKinds
        guard let commonest = kinds.first else {
            return Choice(type: "String", isOptional: true, notes: ["Always null here: String is a guess."])
        }
        guard kinds.contains(.array) || kinds.contains(.object) else {
            var notes: [String] = []
            return Choice(type: scalarType(member, notes: &notes), isOptional: false, notes: notes)
        }
        var choice = Choice(type: "", isOptional: false, notes: [])
        if kinds.count > 1 {
            // No coercion reads an object and a string alike: take the commonest kind and let the
            // decoder's optional policy turn the others into nil.
            choice.isOptional = true
            choice.notes.append("Only the \(commonest) values are read; the others decode as nil.")
        }
        switch commonest {
        case .object:
            let name = Self.unique(Self.available(typeBase), in: &typeNames)
            nested.append(structure(named: name, for: member.pattern, ancestors: typeNames))
            choice.type = name
        case .array:
            guard let elements = members[member.pattern.appending(.element)] else {
                choice.type = "[String]"
                choice.notes.append("Always empty here: the element type is a guess.")
                return choice
            }
            let element = self.choice(
                for: elements, typeBase: SwiftIdentifier.singular(typeBase), typeNames: &typeNames, nested: &nested)
            if let severity = elements.severity {
                choice.notes.append("Elements drift (\(severity.title.lowercased())): \(elements.kindSummary).")
            }
            choice.notes.append(contentsOf: element.notes)
            choice.type = "[\(element.isOptional || elements.nullCount > 0 ? element.type + "?" : element.type)]"
        default:
            choice.type = scalarType(member, notes: &choice.notes)
        }
        return choice
    }

    /// The Swift type of a member holding numbers, strings and Booleans.
    private func scalarType(_ member: DriftMember, notes: inout [String]) -> String {
        if DriftNaming.isTimeLike(member.key), member.count(of: .number) > 0,
            member.tally(.unixDate)?.readsAll == true, member.plausibleUnixSeconds == member.valueCount
        {
            notes.append("Unix seconds: the name and every value say this is a time.")
            return "Date"
        }
        switch member.best {
        case .bool: return "Bool"
        case .integer: return "Int"
        case .decimal:
            let twoDigitFractions = member.fractionDigitCounts == 1 << 2
            return DriftNaming.isMoneyLike(member.key) || member.fractionLiterals == 0 || twoDigitFractions
                ? "Decimal" : "Double"
        default: return "String"
        }
    }

    /// `base`, or `base` + a number when it is taken.
    private static func unique(_ base: String, in taken: inout Set<String>) -> String {
        var name = base
        var suffix = 2
        while taken.contains(name) {
            name = base + String(suffix)
            suffix += 1
        }
        taken.insert(name)
        return name
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
