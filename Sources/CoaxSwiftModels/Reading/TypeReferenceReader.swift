import Coax
import SwiftSyntax

/// Turns a written Swift type into a ``DeclaredTypeReference``: the sugared and spelled-out forms
/// of `Optional`, `Array` and `Dictionary` become one case each, and `Swift.` / `Foundation.`
/// module prefixes are dropped. Anything else (tuples, functions, `some P`) keeps its source text
/// as a name, which resolves to nothing and so is reported as not simulated.
///
/// ```swift
/// TypeReferenceReader.reference(TypeSyntax("Swift.Optional<[String: Int]>"))
/// // .optional(.dictionary(key: .named("String"), value: .named("Int")))
/// ```
enum TypeReferenceReader {
    static func reference(_ type: TypeSyntax) -> DeclaredTypeReference {
        if let optional = type.as(OptionalTypeSyntax.self) {
            return .optional(reference(optional.wrappedType))
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return .optional(reference(unwrapped.wrappedType))
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            return .array(reference(array.element))
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return .dictionary(key: reference(dictionary.key), value: reference(dictionary.value))
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return reference(attributed.baseType)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return named(identifier.name.text, arguments: identifier.genericArgumentClause)
        }
        if let member = type.as(MemberTypeSyntax.self), let base = qualifiedName(member.baseType) {
            let name = ["Swift", "Foundation"].contains(base) ? member.name.text : "\(base).\(member.name.text)"
            return named(name, arguments: member.genericArgumentClause)
        }
        return .named(type.trimmedDescription)
    }

    /// The dotted name of a type written without generic arguments (`Order.Line`), or nil.
    private static func qualifiedName(_ type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            return identifier.name.text
        }
        if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil,
            let base = qualifiedName(member.baseType)
        {
            return "\(base).\(member.name.text)"
        }
        return nil
    }

    private static func named(
        _ rawName: String, arguments clause: GenericArgumentClauseSyntax?
    ) -> DeclaredTypeReference {
        let name = rawName.trimmingBackticks
        let arguments: [DeclaredTypeReference] =
            clause?.arguments.map { argument in
                switch argument.argument {
                case .type(let type): reference(type)
                case .expr(let expression): .named(expression.trimmedDescription)
                }
            } ?? []
        switch (name, arguments.count) {
        case ("Optional", 1): return .optional(arguments[0])
        case ("Array", 1): return .array(arguments[0])
        case ("Dictionary", 2): return .dictionary(key: arguments[0], value: arguments[1])
        default: return .named(name, arguments: arguments)
        }
    }
}

extension String {
    /// The identifier without the backticks that escape a keyword (`` `default` `` → `default`).
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
