import Coax

extension GeneratedModel {
    /// The model as one Swift source file.
    var source: String {
        var lines = [
            "import Foundation", "",
            "typealias APIModel = Decodable", "",
            "struct Box<T: Decodable>: Decodable {", "    let value: T", "    let label: String?", "}", "",
        ]
        for alias in typealiases { lines.append("typealias \(alias.name) = \(alias.type.swift)") }
        lines.append("")
        let nestedNames = Set(records.flatMap(\.nested))
        for enumeration in enums where !nestedNames.contains(enumeration.name) {
            lines += enumSource(enumeration, indent: "")
        }
        for record in records where !nestedNames.contains(record.name) {
            lines += recordSource(record, indent: "")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func enumSource(_ enumeration: GeneratedEnum, indent: String) -> [String] {
        let simpleName = String(enumeration.name.split(separator: ".").last ?? "")
        var lines = ["\(indent)enum \(simpleName): \(enumeration.integerRaw ? "Int" : "String"), Decodable, Hashable {"]
        var nextInteger = 0
        for enumCase in enumeration.cases {
            let implicit =
                enumeration.integerRaw
                ? enumCase.rawValue == String(nextInteger) : enumCase.rawValue == "\"\(enumCase.name)\""
            lines.append("\(indent)    case \(enumCase.name)" + (implicit ? "" : " = \(enumCase.rawValue)"))
            nextInteger = (Int(enumCase.rawValue) ?? 0) + 1
        }
        return lines + ["\(indent)}", ""]
    }

    private func recordSource(_ record: GeneratedRecord, indent: String) -> [String] {
        let simpleName = String(record.name.split(separator: ".").last ?? "")
        let keyword =
            switch record.kind {
            case .structure: "struct"
            case .finalClass: "final class"
            case .openClass: "class"
            }
        let conformance =
            switch record.conformance {
            case .direct: ": Decodable"
            case .viaTypealias: ": APIModel"
            case .viaExtension: ""
            }
        var lines = ["\(indent)\(keyword) \(simpleName)\(conformance) {"]
        for property in record.properties {
            let line =
                switch property.role {
                case .stored(let isVariable): "\(isVariable ? "var" : "let") \(property.name): \(property.type.swift)"
                case .defaulted(let literal): "var \(property.name): \(property.type.swift) = \(literal)"
                case .constant(let literal): "let \(property.name) = \(literal)"
                case .computed: "var \(property.name): \(property.type.swift) { fatalError(\"not stored\") }"
                case .staticProperty(let literal): "static let \(property.name): \(property.type.swift) = \(literal)"
                }
            lines.append(indent + "    " + line)
        }
        if let codingKeys = record.codingKeys {
            lines.append("\(indent)    enum CodingKeys: String, CodingKey {")
            for key in codingKeys {
                let raw = key.rawValue.map { " = \(GeneratedModel.quoted($0))" } ?? ""
                lines.append("\(indent)        case \(key.property)\(raw)")
            }
            lines.append("\(indent)    }")
        }
        for nestedName in record.nested {
            if let enumeration = enumeration(named: nestedName) {
                lines += enumSource(enumeration, indent: indent + "    ")
            }
            if let nestedRecord = self.record(named: nestedName) {
                lines += recordSource(nestedRecord, indent: indent + "    ")
            }
        }
        lines += ["\(indent)}", ""]
        if record.conformance == .viaExtension { lines += ["\(indent)extension \(record.name): Decodable {}", ""] }
        return lines
    }

    static func quoted(_ text: String) -> String { "\"" + text + "\"" }

    /// What a model reader should make of ``source``.
    var declaredModels: DeclaredModelSet {
        var types = [
            DeclaredType(
                name: "Box", kind: .structure, genericParameters: ["T"],
                properties: [
                    DeclaredProperty(name: "value", type: .named("T")),
                    DeclaredProperty(name: "label", type: .optional(.named("String"))),
                ], isDecodable: true)
        ]
        for enumeration in enums {
            types.append(
                DeclaredType(
                    name: enumeration.name, kind: .enumeration,
                    rawType: .named(enumeration.integerRaw ? "Int" : "String"),
                    cases: enumeration.cases.map { enumCase in
                        DeclaredEnumCase(
                            name: enumCase.name,
                            rawValue: enumeration.integerRaw
                                ? .integer(enumCase.rawValue)
                                : .string(String(enumCase.rawValue.dropFirst().dropLast())))
                    }, isDecodable: true))
        }
        for record in records {
            let properties = record.properties.compactMap { property -> DeclaredProperty? in
                switch property.role {
                case .stored(let isVariable):
                    DeclaredProperty(name: property.name, type: property.type.reference, isVariable: isVariable)
                case .defaulted:
                    DeclaredProperty(name: property.name, type: property.type.reference, isVariable: true)
                // `let x = 1`: its type is the literal's, as Swift infers it.
                case .constant:
                    DeclaredProperty(name: property.name, type: property.type.reference, isInitializedConstant: true)
                case .computed, .staticProperty: nil
                }
            }
            types.append(
                DeclaredType(
                    name: record.name, kind: record.kind == .structure ? .structure : .classType,
                    properties: properties,
                    codingKeys: record.codingKeys?.map {
                        DeclaredCodingKey(propertyName: $0.property, stringValue: $0.rawValue ?? $0.property)
                    }, isDecodable: true))
        }
        var aliases: [String: DeclaredTypeReference] = ["APIModel": .named("Decodable")]
        for alias in typealiases { aliases[alias.name] = alias.type.reference }
        return DeclaredModelSet(types: types, typealiases: aliases)
    }
}
