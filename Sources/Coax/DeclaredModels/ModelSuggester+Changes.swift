import Foundation

extension ModelSuggester {
    /// The declared type's name without generic arguments (`Page<Product>` → `Page`).
    static func baseName(_ typeName: String) -> String {
        typeName.firstIndex(of: "<").map { String(typeName[..<$0]) } ?? typeName
    }

    func apply(
        _ suggestion: ModelSuggestion, key: SiteKey, to models: inout DeclaredModelSet,
        strategies: inout DecodeStrategies
    ) {
        guard let edit = suggestion.edit else { return }
        Self.apply(edit, to: &models, strategies: &strategies)
    }

    static func apply(_ edit: ModelEdit, to models: inout DeclaredModelSet, strategies: inout DecodeStrategies) {
        switch edit {
        case .propertyType(let typeName, let property, let type):
            guard let typeIndex = models.types.firstIndex(where: { $0.name == typeName }),
                let propertyIndex = models.types[typeIndex].properties.firstIndex(where: { $0.name == property })
            else { return }
            models.types[typeIndex].properties[propertyIndex].type = type
        case .enumCases(let typeName, let cases):
            guard let typeIndex = models.types.firstIndex(where: { $0.name == typeName }) else { return }
            models.types[typeIndex].cases += cases
        case .dates(let dates):
            strategies.dates = dates
        }
    }

    /// The models with the lenient marker replaced by the type it wraps. Helper markers stay: the
    /// simulation decodes them as the helpers' declarations do.
    static func withoutMarkers(_ models: DeclaredModelSet) -> DeclaredModelSet {
        var models = models
        for typeIndex in models.types.indices {
            for propertyIndex in models.types[typeIndex].properties.indices {
                models.types[typeIndex].properties[propertyIndex].type =
                    models.types[typeIndex].properties[propertyIndex].type.map(unmarked)
            }
        }
        return models
    }

    static func unmarked(_ reference: DeclaredTypeReference) -> DeclaredTypeReference {
        unmarked(reference, namingHelpers: false)
    }

    /// The type as the user writes it: the lenient marker replaced by the type it wraps, and
    /// each helper marker by the helper's Swift name.
    ///
    /// - Parameter enclosing: the type whose property this is; its nested types are named as a
    ///   declaration inside it writes them (`Category` in `Product`, not `Product.Category`), so
    ///   the text is what the model file holds.
    static func written(_ reference: DeclaredTypeReference, in enclosing: String) -> DeclaredTypeReference {
        unmarked(reference, namingHelpers: true, enclosing: enclosing + ".")
    }

    private static func unmarked(
        _ reference: DeclaredTypeReference, namingHelpers: Bool, enclosing: String? = nil
    ) -> DeclaredTypeReference {
        let inner = { (reference: DeclaredTypeReference) in
            unmarked(reference, namingHelpers: namingHelpers, enclosing: enclosing)
        }
        switch reference {
        case .named(DeclaredTypeReference.lenientMarker, let arguments) where arguments.count == 1:
            return inner(arguments[0])
        case .named(let name, let arguments):
            var shown = namingHelpers ? SuggestedHelperType(marker: name)?.swiftName ?? name : name
            if let enclosing, shown.hasPrefix(enclosing), shown.count > enclosing.count {
                shown.removeFirst(enclosing.count)
            }
            return .named(shown, arguments: arguments.map(inner))
        case .optional(let wrapped): return .optional(inner(wrapped))
        case .array(let element): return .array(inner(element))
        case .dictionary(let key, let value): return .dictionary(key: inner(key), value: inner(value))
        }
    }

    /// The helpers a type uses.
    static func helpers(in reference: DeclaredTypeReference) -> [SuggestedHelperType] {
        switch reference {
        case .named(let name, let arguments):
            return (SuggestedHelperType(marker: name).map { [$0] } ?? []) + arguments.flatMap(helpers(in:))
        case .optional(let wrapped): return helpers(in: wrapped)
        case .array(let element): return helpers(in: element)
        case .dictionary(let key, let value): return helpers(in: key) + helpers(in: value)
        }
    }

    /// `reference` with the type at `slot` replaced by `transform`'s answer; nil when the slot
    /// cannot be followed in the written type (through a typealias) or `transform` gives nil.
    static func replacing(
        _ reference: DeclaredTypeReference, slot: ArraySlice<DecodeSite.Slot>,
        _ transform: (DeclaredTypeReference) -> DeclaredTypeReference?
    ) -> DeclaredTypeReference? {
        guard let step = slot.first else { return transform(reference) }
        let rest = slot.dropFirst()
        switch (step, reference) {
        case (_, .named(DeclaredTypeReference.lenientMarker, let arguments)) where arguments.count == 1:
            return replacing(arguments[0], slot: slot, transform).map {
                .named(DeclaredTypeReference.lenientMarker, arguments: [$0])
            }
        case (.wrapped, .optional(let wrapped)): return replacing(wrapped, slot: rest, transform).map { .optional($0) }
        case (.element, .array(let element)): return replacing(element, slot: rest, transform).map { .array($0) }
        case (.element, .named("Set", let arguments)) where arguments.count == 1:
            return replacing(arguments[0], slot: rest, transform).map { .named("Set", arguments: [$0]) }
        case (.value, .dictionary(let key, let value)):
            return replacing(value, slot: rest, transform).map { .dictionary(key: key, value: $0) }
        default: return nil
        }
    }

    /// The type at `slot` of `reference`, or nil.
    static func type(
        at slot: ArraySlice<DecodeSite.Slot>, in reference: DeclaredTypeReference
    ) -> DeclaredTypeReference? {
        var found: DeclaredTypeReference?
        _ = replacing(reference, slot: slot) { leaf in
            found = leaf
            return leaf
        }
        return found
    }

    static let numericNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Decimal",
    ]

    /// The change for the documents that fail at one place, or nil when none is known.
    ///
    /// - Parameter strategyHelps: whether another date strategy makes fewer documents fail in
    ///   all (a strategy that reads these dates may break the others); when it does not, dates
    ///   in several forms are kept as `String`.
    static func change(
        for key: SiteKey, examples: [(item: Item, decode: SimulatedDecode, failure: DecodeFailure)],
        models: DeclaredModelSet, strategies: DecodeStrategies,
        strategyHelps: (DecodeStrategies.Dates) -> Bool = { _ in true }
    ) -> ModelSuggestion? {
        let site = key.site
        guard let first = examples.first else { return nil }
        if site.propertyName == nil {
            return enumCases(site.typeName, examples.compactMap { $0.decode.invalidRawValue }, models: models)
        }
        guard let propertyName = site.propertyName, let declared = models.type(named: baseName(site.typeName)),
            let property = declared.properties.first(where: { $0.name == propertyName }),
            let written = property.type, let leaf = type(at: site.slot[...], in: written)
        else { return nil }
        if case .named(let name, []) = leaf, declared.genericParameters.contains(name) { return nil }
        let values = examples.compactMap { example in
            example.decode.valueIndex.map { JSONNode(document: example.item.document, index: $0) }
        }
        let leafName: String? = {
            if case .named(let name, _) = unmarked(leaf) { return name }
            return nil
        }()
        var lenient = false
        // A date the strategy does not read is fixed by another strategy, for a type mismatch
        // (a number for `.iso8601`) as for corrupted data (text in another format).
        func dateStrategyChange() -> ModelSuggestion? {
            guard let dates = dateStrategy(for: values, current: strategies.dates) else { return nil }
            return ModelSuggestion(
                typeName: declared.name, propertyName: propertyName,
                before: "decoder.dateDecodingStrategy = \(strategies.dates.swiftSource)",
                after: "decoder.dateDecodingStrategy = \(dates.swiftSource)", needsLenientDecoder: false,
                edit: .dates(dates))
        }
        let newLeaf: DeclaredTypeReference
        if leafName == "Date", key.kind == .typeMismatch || key.kind == .dataCorrupted {
            if let dates = dateStrategy(for: values, current: strategies.dates), strategyHelps(dates) {
                return ModelSuggestion(
                    typeName: declared.name, propertyName: propertyName,
                    before: "decoder.dateDecodingStrategy = \(strategies.dates.swiftSource)",
                    after: "decoder.dateDecodingStrategy = \(dates.swiftSource)", needsLenientDecoder: false,
                    edit: .dates(dates))
            }
            // Dates in forms no one strategy reads (ISO 8601 beside "2024-06-11 10:15:00") are
            // kept as the text they are.
            guard values.allSatisfy({ $0.kind == .string }) else { return nil }
            newLeaf = .named("String")
        } else {
            switch key.kind {
            case .keyNotFound, .valueNotFound:
                if case .optional = leaf { return nil }
                newLeaf = .optional(leaf)
            case .typeMismatch:
                guard let leafName, numericNames.contains(leafName) || ["Bool", "String"].contains(leafName) else {
                    return nil
                }
                if case .named(let marker, _) = leaf,
                    marker == DeclaredTypeReference.lenientMarker || SuggestedHelperType(marker: marker) != nil
                {
                    return nil
                }
                if let helper = helper(for: leafName, values: values) {
                    newLeaf = helper
                } else {
                    lenient = true
                    let target: DeclaredTypeReference =
                        ["Double", "Float"].contains(leafName) ? .named("Decimal") : leaf
                    newLeaf = .named(DeclaredTypeReference.lenientMarker, arguments: [target])
                }
            case .dataCorrupted:
                guard let leafName, let widened = widened(leafName, values: values, failure: first.failure) else {
                    return nil
                }
                newLeaf = .named(widened)
            }
        }
        guard let newType = replacing(written, slot: site.slot[...], { _ in newLeaf }) else { return nil }
        let keyword = property.isVariable ? "var" : "let"
        return ModelSuggestion(
            typeName: declared.name, propertyName: propertyName,
            before: "\(keyword) \(propertyName): \(Self.written(written, in: declared.name))",
            after: "\(keyword) \(propertyName): \(Self.written(newType, in: declared.name))",
            needsLenientDecoder: lenient,
            edit: .propertyType(typeName: declared.name, property: propertyName, type: newType))
    }

    /// The helper that reads both the values that failed and those of the declared type with
    /// plain `JSONDecoder`: numeric text beside numbers, 0 and 1 beside Bools; nil when the values
    /// are of other kinds.
    static func helper(for leafName: String, values: [JSONNode]) -> DeclaredTypeReference? {
        guard !values.isEmpty else { return nil }
        if leafName == "Bool", values.allSatisfy({ $0.kind == .number }) {
            return .named(SuggestedHelperType.boolOrNumber.marker)
        }
        let readsText = ["Double", "Float"].contains(leafName) || IntegerWidth.all[leafName] != nil
        if readsText, values.allSatisfy({ $0.kind == .string }) {
            return .named(SuggestedHelperType.numberOrText.marker, arguments: [.named(leafName)])
        }
        return nil
    }

    /// A wider type for numbers a type cannot hold, or `String` for text a URL, UUID or Data
    /// cannot be made from.
    static func widened(_ name: String, values: [JSONNode], failure: DecodeFailure) -> String? {
        switch name {
        case "URL", "UUID", "Data": return "String"
        case "Float": return "Double"
        case "Double": return "Decimal"
        case "Decimal": return nil
        default:
            guard numericNames.contains(name) else { return nil }
            let literals = values.compactMap(\.numberLiteral)
            if literals.contains(where: { $0.contains(".") || $0.contains("e") || $0.contains("E") }) {
                return "Double"
            }
            if literals.allSatisfy({ Int64($0) != nil }) { return name == "Int64" || name == "Int" ? "Decimal" : "Int" }
            return "Decimal"
        }
    }

    /// The date strategy that reads every value, trying the common ones.
    static func dateStrategy(for values: [JSONNode], current: DecodeStrategies.Dates) -> DecodeStrategies.Dates? {
        guard !values.isEmpty else { return nil }
        var candidates: [DecodeStrategies.Dates] = []
        if values.allSatisfy({ $0.kind == .number }) {
            let large = values.contains { ($0.number?.doubleValue ?? 0) > 100_000_000_000 }
            candidates = large ? [.millisecondsSince1970] : [.secondsSince1970]
        } else if values.allSatisfy({ $0.kind == .string }) {
            candidates = [
                .iso8601, .formatted("yyyy-MM-dd'T'HH:mm:ss.SSSZ"), .formatted(DateFormats.rfc1123Format),
                .formatted("yyyy-MM-dd"), .formatted("yyyy-MM-dd HH:mm:ss"),
            ]
        }
        return candidates.first { candidate in
            candidate != current
                && values.allSatisfy { value in
                    let checker = DeclaredModelChecker(
                        models: DeclaredModelSet(types: []), type: .named("Date"),
                        strategies: DecodeStrategies(dates: candidate))
                    return checker.verdict(for: value).isDecoded == true
                }
        }
    }

    /// New cases for the raw values an enum lacks, named after its other cases.
    static func enumCases(
        _ typeName: String, _ rawValues: [DeclaredEnumCase.RawValue], models: DeclaredModelSet
    ) -> ModelSuggestion? {
        guard let declared = models.type(named: typeName), !rawValues.isEmpty else { return nil }
        var unique: [DeclaredEnumCase.RawValue] = []
        for value in rawValues where !unique.contains(value) { unique.append(value) }
        var names = Set(declared.cases.map(\.name))
        let cases = unique.map { value -> DeclaredEnumCase in
            var name = caseName(for: value, existing: declared.cases)
            while names.contains(name) { name += "_" }
            names.insert(name)
            return DeclaredEnumCase(name: name, rawValue: value)
        }
        let text = cases.map { enumCase -> String in
            switch enumCase.rawValue {
            case .string(let text): "case \(enumCase.name) = \(JSONWriter.compact.string(for: .string(text)))"
            case .integer(let text), .floatingPoint(let text): "case \(enumCase.name) = \(text)"
            case nil: "case \(enumCase.name)"
            }
        }
        return ModelSuggestion(
            typeName: declared.name, propertyName: nil, before: "", after: text.joined(separator: "; "),
            needsLenientDecoder: false, edit: .enumCases(typeName: declared.name, cases: cases))
    }

    /// A case name for a raw value: the suffix or prefix the other cases' raw values share and
    /// their names lack is dropped (`GollumEvent` beside `case push = "PushEvent"` → `gollum`),
    /// then the words are joined in lower camel case.
    static func caseName(for value: DeclaredEnumCase.RawValue, existing: [DeclaredEnumCase]) -> String {
        guard case .string(var text) = value else {
            switch value {
            case .integer(let text), .floatingPoint(let text):
                return "value"
                    + text.replacingOccurrences(of: "-", with: "minus").replacingOccurrences(of: ".", with: "_")
            default: return "value"
            }
        }
        let raws: [(name: String, raw: String)] = existing.compactMap { enumCase in
            if case .string(let raw) = enumCase.rawValue { return (enumCase.name, raw) }
            return nil
        }
        if let suffix = sharedAffix(raws.map(\.raw), suffix: true), !suffix.isEmpty,
            raws.allSatisfy({ !$0.name.lowercased().hasSuffix(suffix.lowercased()) }), text.hasSuffix(suffix),
            text.count > suffix.count
        {
            text = String(text.dropLast(suffix.count))
        }
        if let prefix = sharedAffix(raws.map(\.raw), suffix: false), !prefix.isEmpty,
            raws.allSatisfy({ !$0.name.lowercased().hasPrefix(prefix.lowercased()) }), text.hasPrefix(prefix),
            text.count > prefix.count
        {
            text = String(text.dropFirst(prefix.count))
        }
        let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard let head = words.first else { return "unknown" }
        var name = lowerFirst(head) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let first = name.first, first.isNumber { name = "_" + name }
        return swiftKeywords.contains(name) ? "`\(name)`" : name
    }

    /// `GollumEvent` → `gollumEvent`, `URLSet` → `urlSet`, `ID` → `id`.
    static func lowerFirst(_ word: String) -> String {
        let characters = Array(word)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        if upper == 0 { return word }
        if upper == characters.count { return word.lowercased() }
        let lowered = upper == 1 ? 1 : upper - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// The longest prefix (or suffix) shared by at least two texts and all of them; nil for fewer
    /// than two.
    static func sharedAffix(_ texts: [String], suffix: Bool) -> String? {
        guard texts.count >= 2 else { return nil }
        let arrays = texts.map { suffix ? Array($0.reversed()) : Array($0) }
        var length = 0
        while let character = arrays[0].dropFirst(length).first,
            arrays.allSatisfy({ $0.count > length && $0[length] == character })
        {
            length += 1
        }
        let shared = arrays[0].prefix(length)
        return String(suffix ? shared.reversed() : Array(shared))
    }

    static let swiftKeywords: Set<String> = [
        "default", "case", "class", "struct", "enum", "func", "let", "var", "if", "else", "for", "in", "while",
        "return",
        "switch", "import", "init", "self", "Self", "true", "false", "nil", "public", "private", "internal", "static",
        "protocol", "extension", "operator", "repeat", "guard", "defer", "do", "catch", "throw", "throws", "try",
        "where",
        "as", "is", "super", "typealias", "break", "continue", "fallthrough", "subscript", "deinit", "inout", "any",
    ]
}

extension DecodeStrategies.Dates {
    /// The strategy as Swift source writes it: `.iso8601`, `.formatted(formatter)`.
    var swiftSource: String {
        switch self {
        case .deferredToDate: ".deferredToDate"
        case .iso8601: ".iso8601"
        case .secondsSince1970: ".secondsSince1970"
        case .millisecondsSince1970: ".millisecondsSince1970"
        case .formatted(let format): ".formatted(formatter) // dateFormat = \"\(format)\""
        }
    }
}

extension ModelSuggestion {
    init(
        typeName: String, propertyName: String?, before: String, after: String, needsLenientDecoder: Bool,
        edit: ModelEdit
    ) {
        self.init(
            typeName: typeName, propertyName: propertyName, before: before, after: after,
            needsLenientDecoder: needsLenientDecoder)
        self.edit = edit
    }
}
