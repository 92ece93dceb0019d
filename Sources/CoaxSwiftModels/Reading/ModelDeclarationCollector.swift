import Coax
import SwiftSyntax

/// Walks parsed Swift files and gathers what the synthesized `Decodable` conformances depend on:
/// type declarations (nested ones by qualified name), extensions that add conformances or a
/// hand-written `init(from:)`, typealiases, protocols and `CodingKeys` enums. Names are resolved
/// once every file is read, as the compiler resolves them: the innermost enclosing scope first.
struct ModelDeclarationCollector {
    /// A type declaration as read, before names are resolved.
    private struct Gathered {
        var type: DeclaredType
        var scope: [String]
        var inherited: [String]
        var hasDecoderInitializer: Bool
        var hasAssociatedValues: Bool
    }

    private var gathered: [Gathered] = []
    /// Extended type as written, the scope the extension is in, and what it adds.
    private var extensions: [(name: String, scope: [String], inherited: [String], hasDecoderInitializer: Bool)] = []
    /// `CodingKeys` found inside a type or an extension of it: the owner's simple name and the
    /// scope the enum is in (which ends with the owner).
    private var codingKeys: [(owner: String, scope: [String], keys: [DeclaredCodingKey])] = []
    private var typealiases: [(name: String, scope: [String], reference: DeclaredTypeReference, members: [String])] = []
    private var protocols: [String: [String]] = [:]

    static let knownAttributes: Set<String> = [
        "available", "objc", "nonobjc", "MainActor", "preconcurrency", "usableFromInline", "inlinable",
        "discardableResult", "frozen", "_spi", "backDeployed", "unchecked", "Sendable", "retroactive",
        "IBOutlet", "IBInspectable", "NSManaged", "NSCopying", "GKInspectable", "exclusivity",
        "transient", "ObservationIgnored", "ObservationTracked",
    ]

    mutating func collect(_ file: SourceFileSyntax, converter: SourceLocationConverter) {
        for item in file.statements {
            if let declaration = item.item.as(DeclSyntax.self) {
                collect(declaration, scope: [], converter: converter)
            }
        }
    }

    private mutating func collect(_ declaration: DeclSyntax, scope: [String], converter: SourceLocationConverter) {
        if let structure = declaration.as(StructDeclSyntax.self) {
            collectType(
                name: structure.name.text, kind: .structure, generics: structure.genericParameterClause,
                inheritance: structure.inheritanceClause, members: structure.memberBlock, node: Syntax(structure),
                scope: scope, converter: converter)
        } else if let classDeclaration = declaration.as(ClassDeclSyntax.self) {
            collectType(
                name: classDeclaration.name.text, kind: .classType, generics: classDeclaration.genericParameterClause,
                inheritance: classDeclaration.inheritanceClause, members: classDeclaration.memberBlock,
                node: Syntax(classDeclaration), scope: scope, converter: converter)
        } else if let enumeration = declaration.as(EnumDeclSyntax.self) {
            collectType(
                name: enumeration.name.text, kind: .enumeration, generics: enumeration.genericParameterClause,
                inheritance: enumeration.inheritanceClause, members: enumeration.memberBlock,
                node: Syntax(enumeration), scope: scope, converter: converter)
        } else if let actor = declaration.as(ActorDeclSyntax.self) {
            // Actors are not decoded here, but the types nested in them are.
            let inner = scope + [actor.name.text.trimmingBackticks]
            for member in actor.memberBlock.members { collect(member.decl, scope: inner, converter: converter) }
        } else if let extensionDeclaration = declaration.as(ExtensionDeclSyntax.self) {
            collectExtension(extensionDeclaration, scope: scope, converter: converter)
        } else if let alias = declaration.as(TypeAliasDeclSyntax.self) {
            let value = alias.initializer.value
            let members =
                value.as(CompositionTypeSyntax.self)?.elements.map { $0.type.trimmedDescription }
                ?? [value.trimmedDescription]
            typealiases.append(
                (
                    (scope + [alias.name.text.trimmingBackticks]).joined(separator: "."), scope,
                    TypeReferenceReader.reference(value), members
                ))
        } else if let protocolDeclaration = declaration.as(ProtocolDeclSyntax.self) {
            let name = (scope + [protocolDeclaration.name.text.trimmingBackticks]).joined(separator: ".")
            protocols[name] = Self.inheritedNames(protocolDeclaration.inheritanceClause)
        } else if let conditional = declaration.as(IfConfigDeclSyntax.self) {
            for clause in conditional.clauses {
                guard case .decls(let members) = clause.elements else { continue }
                for member in members { collect(member.decl, scope: scope, converter: converter) }
            }
        }
    }

    private static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        guard let clause else { return [] }
        return clause.inheritedTypes.flatMap { inherited -> [String] in
            let type = inherited.type.as(AttributedTypeSyntax.self)?.baseType ?? inherited.type
            if let composition = type.as(CompositionTypeSyntax.self) {
                return composition.elements.map { $0.type.trimmedDescription }
            }
            return [type.trimmedDescription]
        }
    }

    private static func position(_ node: Syntax, _ converter: SourceLocationConverter) -> DeclaredSourcePosition {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return DeclaredSourcePosition(file: location.file, line: location.line, column: location.column)
    }

    // swift-format-ignore: ParameterCount
    private mutating func collectType(
        name rawName: String, kind: DeclaredType.Kind, generics: GenericParameterClauseSyntax?,
        inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax, node: Syntax, scope: [String],
        converter: SourceLocationConverter
    ) {
        let name = rawName.trimmingBackticks
        let inner = scope + [name]
        if name == "CodingKeys", kind == .enumeration, let owner = scope.last {
            codingKeys.append((owner, scope, Self.codingKeys(members)))
            return
        }
        var type = DeclaredType(
            name: inner.joined(separator: "."), kind: kind,
            genericParameters: generics?.parameters.map { $0.name.text } ?? [], isDecodable: false,
            position: Self.position(node, converter))
        var hasDecoderInitializer = false
        var hasAssociatedValues = false
        var nextInteger = 0
        let inherited = Self.inheritedNames(inheritance)
        if kind == .enumeration, let first = inherited.first, Self.rawTypes.contains(first) {
            type.rawType = .named(first)
        }
        for member in members.members {
            let declaration = member.decl
            if let variable = declaration.as(VariableDeclSyntax.self) {
                type.properties += Self.storedProperties(variable, converter)
            } else if let initializer = declaration.as(InitializerDeclSyntax.self),
                Self.isDecoderInitializer(initializer)
            {
                hasDecoderInitializer = true
            } else if let caseDeclaration = declaration.as(EnumCaseDeclSyntax.self) {
                for element in caseDeclaration.elements {
                    if element.parameterClause != nil { hasAssociatedValues = true }
                    type.cases.append(Self.enumCase(element, rawType: type.rawType, next: &nextInteger))
                }
            } else {
                collect(declaration, scope: inner, converter: converter)
            }
        }
        gathered.append(
            Gathered(
                type: type, scope: scope, inherited: inherited, hasDecoderInitializer: hasDecoderInitializer,
                hasAssociatedValues: hasAssociatedValues))
    }

    private mutating func collectExtension(
        _ declaration: ExtensionDeclSyntax, scope: [String], converter: SourceLocationConverter
    ) {
        let written: String
        switch TypeReferenceReader.reference(declaration.extendedType) {
        case .named(let name, _): written = name
        default: return
        }
        var hasDecoderInitializer = false
        let inner = scope + written.split(separator: ".").map(String.init)
        for member in declaration.memberBlock.members {
            if let initializer = member.decl.as(InitializerDeclSyntax.self), Self.isDecoderInitializer(initializer) {
                hasDecoderInitializer = true
            } else if !member.decl.is(VariableDeclSyntax.self) {
                // Extensions hold no stored properties; nested types and CodingKeys count.
                collect(member.decl, scope: inner, converter: converter)
            }
        }
        extensions.append((written, scope, Self.inheritedNames(declaration.inheritanceClause), hasDecoderInitializer))
    }

    /// The raw types a `RawRepresentable` enum's synthesized `Decodable` reads.
    static let rawTypes: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
        "Float",
    ]

    private static func isDecoderInitializer(_ initializer: InitializerDeclSyntax) -> Bool {
        let parameters = initializer.signature.parameterClause.parameters
        return parameters.count == 1 && parameters.first?.firstName.text == "from"
    }

    private static func codingKeys(_ members: MemberBlockSyntax) -> [DeclaredCodingKey] {
        members.members.flatMap { member -> [DeclaredCodingKey] in
            guard let caseDeclaration = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
            return caseDeclaration.elements.map { element in
                let name = element.name.text.trimmingBackticks
                let raw = element.rawValue.flatMap { stringLiteral($0.value) }
                return DeclaredCodingKey(propertyName: name, stringValue: raw ?? name)
            }
        }
    }

    private static func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += unescaped(plain.content.text)
        }
        return text
    }

    /// The common escapes of a Swift string literal segment.
    private static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let escaped = iterator.next() else {
                result.append(character)
                continue
            }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            default: result.append(escaped)
            }
        }
        return result
    }

    private static func enumCase(
        _ element: EnumCaseElementSyntax, rawType: DeclaredTypeReference?, next: inout Int
    ) -> DeclaredEnumCase {
        let name = element.name.text.trimmingBackticks
        guard case .named(let raw, _) = rawType else { return DeclaredEnumCase(name: name, rawValue: nil) }
        let written = element.rawValue?.value
        switch raw {
        case "String":
            return DeclaredEnumCase(name: name, rawValue: .string(written.flatMap(stringLiteral) ?? name))
        case "Double", "Float":
            let literal = written.map { $0.trimmedDescription.replacingOccurrences(of: "_", with: "") }
            if let literal, let value = Int(literal) { next = value + 1 }
            let text = literal ?? String(next)
            if literal == nil { next += 1 }
            return DeclaredEnumCase(name: name, rawValue: .floatingPoint(text))
        default:
            if let written, let value = Int(written.trimmedDescription.replacingOccurrences(of: "_", with: "")) {
                next = value
            }
            defer { next += 1 }
            return DeclaredEnumCase(name: name, rawValue: .integer(String(next)))
        }
    }

    private static func storedProperties(
        _ variable: VariableDeclSyntax, _ converter: SourceLocationConverter
    )
        -> [DeclaredProperty]
    {
        let modifiers = Set(variable.modifiers.map(\.name.text))
        if modifiers.contains("static") || modifiers.contains("class") { return [] }
        let isLet = variable.bindingSpecifier.text == "let"
        let wrapper = variable.attributes.compactMap { element -> String? in
            guard case .attribute(let attribute) = element else { return nil }
            let name = attribute.attributeName.trimmedDescription
            return knownAttributes.contains(name) ? nil : "@\(name)"
        }.first
        let bindings = Array(variable.bindings)
        var properties: [DeclaredProperty] = []
        for (index, binding) in bindings.enumerated() {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            if let accessors = binding.accessorBlock, isComputed(accessors) { continue }
            var type = binding.typeAnnotation.map { TypeReferenceReader.reference($0.type) }
            if type == nil, binding.initializer == nil {
                // `let a, b: Int`: the annotation of a later binding covers the earlier ones.
                type = bindings[(index + 1)...].lazy.compactMap { $0.typeAnnotation }.first.map {
                    TypeReferenceReader.reference($0.type)
                }
            }
            if type == nil, let value = binding.initializer?.value { type = literalType(value) }
            properties.append(
                DeclaredProperty(
                    name: pattern.identifier.text.trimmingBackticks, type: type,
                    isInitializedConstant: isLet && binding.initializer != nil, propertyWrapper: wrapper,
                    position: position(Syntax(binding), converter), isVariable: !isLet))
        }
        return properties
    }

    private static func isComputed(_ accessors: AccessorBlockSyntax) -> Bool {
        switch accessors.accessors {
        case .getter: return true
        case .accessors(let list):
            return list.contains { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }
        }
    }

    /// The type Swift infers for a literal initial value (`var count = 0` is an `Int`).
    private static func literalType(_ value: ExprSyntax) -> DeclaredTypeReference? {
        if value.is(IntegerLiteralExprSyntax.self) { return .named("Int") }
        if value.is(FloatLiteralExprSyntax.self) { return .named("Double") }
        if value.is(StringLiteralExprSyntax.self) { return .named("String") }
        if value.is(BooleanLiteralExprSyntax.self) { return .named("Bool") }
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return literalType(prefix.expression)
        }
        return nil
    }

    // MARK: Resolving

    /// The set, with every name resolved to a qualified one.
    func modelSet() -> DeclaredModelSet {
        let typeNames = Set(gathered.map(\.type.name))
        let aliasNames = Set(typealiases.map(\.name))
        func resolve(_ name: String, in scope: [String]) -> String? {
            for depth in stride(from: scope.count, through: 0, by: -1) {
                let candidate = (scope.prefix(depth) + [name]).joined(separator: ".")
                if typeNames.contains(candidate) || aliasNames.contains(candidate) || protocols[candidate] != nil {
                    return candidate
                }
            }
            return nil
        }
        func resolved(
            _ reference: DeclaredTypeReference, in scope: [String], generics: [String]
        ) -> DeclaredTypeReference {
            switch reference {
            case .named(let name, let arguments):
                let arguments = arguments.map { resolved($0, in: scope, generics: generics) }
                if arguments.isEmpty, generics.contains(name) { return reference }
                return .named(resolve(name, in: scope) ?? name, arguments: arguments)
            case .optional(let wrapped): return .optional(resolved(wrapped, in: scope, generics: generics))
            case .array(let element): return .array(resolved(element, in: scope, generics: generics))
            case .dictionary(let key, let value):
                return .dictionary(
                    key: resolved(key, in: scope, generics: generics),
                    value: resolved(value, in: scope, generics: generics))
            }
        }
        let aliasMembers = Dictionary(
            typealiases.map { ($0.name, ($0.members, $0.scope)) }, uniquingKeysWith: { a, _ in a })
        func isDecodable(_ names: [String], in scope: [String], depth: Int = 0) -> Bool {
            guard depth < 16 else { return false }
            return names.contains { written in
                let name = written.hasPrefix("Swift.") ? String(written.dropFirst(6)) : written
                if name == "Decodable" || name == "Codable" { return true }
                guard let qualified = resolve(name, in: scope) else { return false }
                if let alias = aliasMembers[qualified] {
                    return isDecodable(alias.0, in: alias.1, depth: depth + 1)
                }
                if let inherited = protocols[qualified] {
                    return isDecodable(
                        inherited, in: Array(qualified.split(separator: ".").dropLast().map(String.init)),
                        depth: depth + 1)
                }
                return false
            }
        }

        var types: [DeclaredType] = []
        for entry in gathered {
            var type = entry.type
            let inner = type.name.split(separator: ".").map(String.init)
            var inherited = entry.inherited
            var hasDecoderInitializer = entry.hasDecoderInitializer
            for addition in extensions where resolve(addition.name, in: addition.scope) == type.name {
                inherited += addition.inherited
                hasDecoderInitializer = hasDecoderInitializer || addition.hasDecoderInitializer
            }
            type.isDecodable = isDecodable(inherited, in: entry.scope)
            type.properties = type.properties.map { property in
                var property = property
                property.type = property.type.map { resolved($0, in: inner, generics: type.genericParameters) }
                return property
            }
            if let keys = codingKeys.last(where: { $0.scope.joined(separator: ".") == type.name }) {
                type.codingKeys = keys.keys
            }
            if hasDecoderInitializer {
                type.notSimulated = "\(type.name).init(from:)"
            } else if type.kind == .enumeration, entry.hasAssociatedValues {
                type.notSimulated = "\(type.name): an enum with associated values"
            } else if type.kind == .enumeration, type.rawType == nil {
                type.notSimulated = "\(type.name): an enum without raw values"
            } else if type.kind == .classType, let base = entry.inherited.first,
                let qualified = resolve(base, in: entry.scope), typeNames.contains(qualified)
            {
                type.notSimulated = "\(type.name): a subclass of \(qualified)"
            } else if let wrapped = type.properties.first(where: { $0.isDecoded && $0.propertyWrapper != nil }) {
                type.notSimulated = "\(type.name).\(wrapped.name): \(wrapped.propertyWrapper ?? "")"
            }
            types.append(type)
        }
        var aliases: [String: DeclaredTypeReference] = [:]
        for alias in typealiases where aliases[alias.name] == nil {
            aliases[alias.name] = resolved(alias.reference, in: alias.scope, generics: [])
        }
        return DeclaredModelSet(types: types, typealiases: aliases)
    }
}
