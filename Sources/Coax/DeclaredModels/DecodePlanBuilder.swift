/// Compiles a declared type into the ``DecodeStep`` tree the simulated decode walks: typealiases
/// expanded, generic parameters substituted, strategies applied, one plan per concrete type (so
/// recursive types close on themselves).
struct DecodePlanBuilder {
    let models: DeclaredModelSet
    let strategies: DecodeStrategies
    private var objects: [String: DecodeObjectPlan] = [:]

    /// Every object plan built so far: what a ``DecodePlanOwner`` keeps and frees.
    var objectPlans: [DecodeObjectPlan] { Array(objects.values) }

    init(models: DeclaredModelSet, strategies: DecodeStrategies) {
        self.models = models
        self.strategies = strategies
    }

    /// The reference with typealiases expanded at its top (for `T?` checks), bounded against cycles.
    func expanded(
        _ reference: DeclaredTypeReference, _ substitutions: [String: DeclaredTypeReference]
    ) -> DeclaredTypeReference {
        var current = reference
        for _ in 0..<32 {
            guard case .named(let name, let arguments) = current else { return current }
            if arguments.isEmpty, let substituted = substitutions[name] {
                current = substituted
            } else if let alias = models.typealiases[name] {
                current = alias
            } else {
                return current
            }
        }
        return current
    }

    mutating func step(
        for reference: DeclaredTypeReference, substitutions: [String: DeclaredTypeReference] = [:], depth: Int = 0
    ) -> DecodeStep {
        guard depth < 64 else { return .notSimulated("\(reference): nested too deeply") }
        switch expanded(reference, substitutions) {
        case .optional(let wrapped):
            return .optional(step(for: wrapped, substitutions: substitutions, depth: depth + 1))
        case .array(let element):
            return .array(step(for: element, substitutions: substitutions, depth: depth + 1))
        case .dictionary(let key, let value):
            let valueStep = step(for: value, substitutions: substitutions, depth: depth + 1)
            switch expanded(key, substitutions) {
            case .named("String", []): return .stringDictionary(valueStep)
            case .named("Int", []): return .integerDictionary(valueStep)
            case let other: return .notSimulated("a dictionary keyed by \(other)")
            }
        case .named(let name, let arguments):
            let concrete = arguments.map { substitute($0, substitutions) }
            return named(name, arguments: concrete, depth: depth)
        }
    }

    /// The reference with generic parameters replaced by their arguments.
    private func substitute(
        _ reference: DeclaredTypeReference, _ substitutions: [String: DeclaredTypeReference]
    ) -> DeclaredTypeReference {
        switch reference {
        case .named(let name, let arguments):
            if arguments.isEmpty, let substituted = substitutions[name] { return substituted }
            return .named(name, arguments: arguments.map { substitute($0, substitutions) })
        case .optional(let wrapped): return .optional(substitute(wrapped, substitutions))
        case .array(let element): return .array(substitute(element, substitutions))
        case .dictionary(let key, let value):
            return .dictionary(key: substitute(key, substitutions), value: substitute(value, substitutions))
        }
    }

    private mutating func named(_ name: String, arguments: [DeclaredTypeReference], depth: Int) -> DecodeStep {
        if let declared = models.type(named: name) {
            return declaredStep(declared, arguments: arguments, depth: depth)
        }
        if let width = IntegerWidth.all[name], arguments.isEmpty { return .integer(width) }
        switch (name, arguments.count) {
        case ("Bool", 0): return .bool
        case ("String", 0): return .string
        case ("Float", 0): return .float
        case ("Double", 0): return .double
        case ("Decimal", 0): return .decimal
        case ("Date", 0): return .date(strategies.dates)
        case ("URL", 0): return .url
        case ("UUID", 0): return .uuid
        case ("Data", 0): return .data(strategies.data)
        case ("Set", 1): return .array(step(for: arguments[0], depth: depth + 1))
        case (DeclaredTypeReference.lenientMarker, 1): return .lenient(step(for: arguments[0], depth: depth + 1))
        case (SuggestedHelperType.numberOrText.marker, 1):
            return .numberOrText(step(for: arguments[0], depth: depth + 1))
        case (SuggestedHelperType.boolOrNumber.marker, 0): return .boolOrNumber
        default:
            let written = DeclaredTypeReference.named(name, arguments: arguments)
            return .notSimulated("\(written): declared in none of the model files")
        }
    }

    private mutating func declaredStep(
        _ declared: DeclaredType, arguments: [DeclaredTypeReference], depth: Int
    ) -> DecodeStep {
        if let reason = declared.notSimulated { return .notSimulated(reason) }
        guard declared.isDecodable else { return .notSimulated("\(declared.name): not Decodable") }
        guard declared.genericParameters.count == arguments.count else {
            return .notSimulated("\(declared.name): \(declared.genericParameters.count) generic parameter(s)")
        }
        if declared.kind == .enumeration { return enumStep(declared, depth: depth) }
        let concreteName = DeclaredTypeReference.named(declared.name, arguments: arguments).description
        if let plan = objects[concreteName] { return .object(plan) }
        let plan = DecodeObjectPlan(typeName: concreteName)
        objects[concreteName] = plan
        let substitutions = Dictionary(
            zip(declared.genericParameters, arguments).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
        var fields: [DecodeObjectPlan.Field] = []
        for property in declared.decodedProperties {
            guard let type = property.type else {
                fields.append(
                    DecodeObjectPlan.Field(
                        key: declared.keyString(for: property), keyBytes: Array(declared.keyString(for: property).utf8),
                        step: .notSimulated("\(declared.name).\(property.name): its type is not written"),
                        isIfPresent: false, propertyName: property.name))
                continue
            }
            // The synthesized initializer calls decodeIfPresent for a property whose declared
            // type is Optional once typealiases are expanded; a generic parameter is not Optional
            // at the declaration, whatever its argument.
            let isIfPresent: Bool
            if case .optional = expanded(type, [:]) { isIfPresent = true } else { isIfPresent = false }
            let key = declared.keyString(for: property)
            fields.append(
                DecodeObjectPlan.Field(
                    key: key, keyBytes: Array(key.utf8),
                    step: step(for: type, substitutions: substitutions, depth: depth + 1), isIfPresent: isIfPresent,
                    propertyName: property.name))
        }
        if strategies.keys == .convertFromSnakeCase {
            for index in fields.indices {
                fields[index].snakeKeyBytes = DecodeObjectPlan.Field.snakeKeyBytes(for: fields[index].key)
            }
        }
        plan.fields = fields
        return .object(plan)
    }

    private func enumStep(_ declared: DeclaredType, depth: Int) -> DecodeStep {
        guard case .named(let rawName, _) = declared.rawType else {
            return .notSimulated("\(declared.name): an enum without raw values")
        }
        let rawStep: DecodeStep
        if let width = IntegerWidth.all[rawName] {
            rawStep = .integer(width)
        } else if rawName == "String" {
            rawStep = .string
        } else if rawName == "Double" {
            rawStep = .double
        } else if rawName == "Float" {
            rawStep = .float
        } else {
            return .notSimulated("\(declared.name): raw type \(rawName)")
        }
        var strings: Set<String> = []
        var integers: Set<String> = []
        var floats: Set<Double> = []
        for enumCase in declared.cases {
            switch enumCase.rawValue {
            case .string(let text): strings.insert(text)
            case .integer(let text): integers.insert(text)
            case .floatingPoint(let text): if let value = Double(text) { floats.insert(value) }
            case nil: break
            }
        }
        let display = declared.name.split(separator: ".").last.map(String.init) ?? declared.name
        return .rawEnumeration(
            DecodeEnumPlan(
                typeName: declared.name, displayName: display, rawTypeName: rawName, rawStep: rawStep,
                stringValues: strings, integerValues: integers, floatingValues: floats))
    }
}
