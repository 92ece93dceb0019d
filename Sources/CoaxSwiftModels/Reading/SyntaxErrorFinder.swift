import SwiftSyntax

/// The first syntax error of a parsed tree, in source order: an unexpected run of code, a token
/// the parser expected and did not find, or a token the lexer rejected.
///
/// swift-syntax's own diagnostic generator (`ParseDiagnosticsGenerator`) is not used: on some
/// mangled sources it builds a Fix-It without a change and traps on its precondition, which ended
/// the whole process where a model file that does not parse must give an error (found by the
/// `model-reader` fuzz target). Walking the tree for the parser's own marks — missing tokens and
/// unexpected nodes, which every recovered error leaves — cannot trap, and names the same place.
///
/// ```swift
/// let tree = Parser.parse(source: "struct A: Decodable {\n    let y: = 3\n}\n")
/// SyntaxErrorFinder.firstError(in: tree)?.message   // "expected a type in struct 'A'"
/// ```
///
/// - Complexity: O(n) in the tree's nodes; it stops descending once an error is found.
final class SyntaxErrorFinder: SyntaxAnyVisitor {
    /// An error: where it is (a UTF-8 offset in the source) and what it is.
    struct SyntaxError: Equatable {
        var position: AbsolutePosition
        var message: String
    }

    private var found: SyntaxError?

    private init() {
        super.init(viewMode: .all)
    }

    /// The first error in `node`, or nil when it parsed without one.
    static func firstError(in node: some SyntaxProtocol) -> SyntaxError? {
        let finder = SyntaxErrorFinder()
        finder.walk(node)
        return finder.found
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if let unexpected = node.as(UnexpectedNodesSyntax.self) {
            found = SyntaxError(
                position: unexpected.positionAfterSkippingLeadingTrivia,
                message: "unexpected code '\(Self.excerpt(unexpected.trimmedDescription))'"
                    + Self.context(of: node))
            return .skipChildren
        }
        guard let token = node.as(TokenSyntax.self) else { return .visitChildren }
        if token.presence == .missing {
            found = SyntaxError(
                position: token.positionAfterSkippingLeadingTrivia,
                message: "expected \(Self.expectation(of: token))" + Self.context(of: node))
        } else if let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error {
            found = SyntaxError(
                position: token.position.advanced(by: Int(diagnostic.byteOffset)),
                message: Self.message(for: diagnostic.kind))
        }
        return .skipChildren
    }

    /// What a missing token stands for: the node the parser put in place of what it needed
    /// (a type, an expression), else the token's own text or kind.
    private static func expectation(of token: TokenSyntax) -> String {
        switch token.parent?.kind {
        case .missingType: return "a type"
        case .missingExpr: return "an expression"
        case .missingPattern: return "a pattern"
        case .missingDecl: return "a declaration"
        case .missingStmt: return "a statement"
        default: break
        }
        switch token.tokenKind {
        case .identifier: return "a name"
        case .integerLiteral, .floatLiteral: return "a number"
        case .stringSegment: return "text"
        case .semicolon: return "';' or a line break between statements"
        default: return token.text.isEmpty ? "a token" : "'\(token.text)'"
        }
    }

    /// ` in struct 'Product'`: the declaration the error is inside, so a message about a brace
    /// says whose.
    private static func context(of node: Syntax) -> String {
        var ancestor = node.parent
        while let current = ancestor {
            // Structs, classes, enums, actors and protocols are declaration groups with a name;
            // an extension names the type it extends.
            if let group = current.asProtocol(DeclGroupSyntax.self) {
                if let named = current.asProtocol(NamedDeclSyntax.self) {
                    return " in \(group.introducer.text) '\(named.name.text)'"
                }
                if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
                    return " in extension of '\(excerpt(extensionDecl.extendedType.trimmedDescription))'"
                }
            }
            ancestor = current.parent
        }
        return ""
    }

    /// The lexer's complaint in words: `invalidEscapeSequenceInStringLiteral` reads
    /// "invalid escape sequence in string literal".
    private static func message(for kind: TokenDiagnostic.Kind) -> String {
        switch kind {
        case .invalidUtf8: return "invalid UTF-8 in source"
        case .nulCharacter: return "NUL character in source"
        case .unicodeCurlyQuote: return "curly quote in source; Swift strings use '\"'"
        case .nonBreakingSpace: return "non-breaking space (U+00A0) in source"
        default: break
        }
        var words = ""
        for character in String(describing: kind) {
            if character.isUppercase {
                words += " " + character.lowercased()
            } else {
                words.append(character)
            }
        }
        return words
    }

    /// Unexpected code is quoted in the message; a long run is cut, so that one message stays one
    /// line's worth.
    private static func excerpt(_ text: String) -> String {
        let firstLine = text.prefix { $0 != "\n" && $0 != "\r" }
        let limit = 40
        guard firstLine.count > limit || firstLine.count < text.count else { return text }
        return String(firstLine.prefix(limit)) + "…"
    }
}
