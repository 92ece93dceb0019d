import Coax
import Foundation
import SwiftParser
import SwiftSyntax

/// Parses a type as `--type` takes it (`Product`, `Page<Product>`, `[Product]`,
/// `[String: Product]`, `Order.Line?`) with swift-syntax, and checks that every name in it is
/// declared in the models or is a type the simulation knows.
///
/// ```swift
/// try TypeExpressionParser.parse("[String: Page<Product>]")
/// // .dictionary(key: .named("String"), value: .named("Page", arguments: [.named("Product")]))
/// ```
public enum TypeExpressionParser {
    /// The reference `text` spells.
    ///
    /// - Parameter text: the type as written, `Page<Product>`.
    /// - Returns: the reference, with its names as written (not resolved against any models).
    /// - Throws: ``SwiftModelReadError`` (without a file position) when `text` is not one type.
    public static func parse(_ text: String) throws(SwiftModelReadError) -> DeclaredTypeReference {
        if BracketDepthLimit.firstTooDeep(in: text) != nil {
            throw SwiftModelReadError(
                position: nil, message: "'\(text)' is not read: \(SwiftModelReader.tooDeepMessage)")
        }
        var parser = Parser(text)
        let type = TypeSyntax.parse(from: &parser)
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty {
            throw SwiftModelReadError(position: nil, message: "the type is empty")
        }
        if let error = SyntaxErrorFinder.firstError(in: type) {
            throw SwiftModelReadError(position: nil, message: "'\(text)' is not a type: \(error.message)")
        }
        // The type parser stops at the end of a type; what follows is not part of any.
        guard type.trimmedDescription == trimmed else {
            throw SwiftModelReadError(position: nil, message: "'\(text)' is not one Swift type")
        }
        return TypeReferenceReader.reference(type)
    }

    /// The reference `text` spells, with its names resolved against `models` and checked.
    ///
    /// ```swift
    /// try TypeExpressionParser.parse("Line", in: models)   // .named("Order.Line") when only that is declared
    /// ```
    ///
    /// - Parameters:
    ///   - text: the type as written, `Page<Product>`.
    ///   - models: the declared models its names are resolved against.
    /// - Returns: the reference, with each declared name qualified as declared (`Order.Line`).
    /// - Throws: ``SwiftModelReadError`` when the text is not a type, or names a type that is
    ///   neither declared in `models` nor one Coax knows, or gives a generic type the wrong
    ///   number of arguments.
    public static func parse(
        _ text: String, in models: DeclaredModelSet
    ) throws(SwiftModelReadError)
        -> DeclaredTypeReference
    {
        let reference = try parse(text)
        return try resolve(reference, in: models, text: text)
    }

    private static func resolve(
        _ reference: DeclaredTypeReference, in models: DeclaredModelSet, text: String
    ) throws(SwiftModelReadError) -> DeclaredTypeReference {
        switch reference {
        case .optional(let wrapped): return .optional(try resolve(wrapped, in: models, text: text))
        case .array(let element): return .array(try resolve(element, in: models, text: text))
        case .dictionary(let key, let value):
            return .dictionary(
                key: try resolve(key, in: models, text: text), value: try resolve(value, in: models, text: text))
        case .named(let name, let written):
            var arguments: [DeclaredTypeReference] = []
            for argument in written { arguments.append(try resolve(argument, in: models, text: text)) }
            let nested = models.types.first(where: { $0.name.hasSuffix(".\(name)") })?.name
            let alias: String? = models.typealiases[name] != nil ? name : nil
            let qualified = models.type(named: name)?.name ?? alias ?? nested
            if let qualified, let type = models.type(named: qualified) {
                guard type.genericParameters.count == arguments.count else {
                    throw SwiftModelReadError(
                        position: nil,
                        message:
                            "'\(type.name)' takes \(type.genericParameters.count) generic argument(s), '\(text)' gives \(arguments.count)"
                    )
                }
                return .named(qualified, arguments: arguments)
            }
            if let qualified { return .named(qualified, arguments: arguments) }
            guard DeclaredModelSet.builtinTypeNames.contains(name) else {
                throw SwiftModelReadError(
                    position: nil, message: "the type '\(name)' in '\(text)' is declared in none of the model files")
            }
            return .named(name, arguments: arguments)
        }
    }
}
