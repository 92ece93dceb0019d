/// A URL template of the links format, split into literal text and `{…}` placeholders.
///
/// A `{` without a closing `}` is literal text; placeholders do not nest.
struct LinkTemplate: Sendable, Hashable {
    enum Piece: Sendable, Hashable {
        case text(Substring)
        /// The name between the braces, e.g. `posts.author` for `{posts.author}`.
        case placeholder(Substring)
    }

    let text: String
    let pieces: [Piece]

    init(_ text: String) {
        self.text = text
        var pieces: [Piece] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"),
            let close = rest[open...].firstIndex(of: "}")
        {
            if open > rest.startIndex { pieces.append(.text(rest[rest.startIndex..<open])) }
            pieces.append(.placeholder(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.text(rest)) }
        self.pieces = pieces
    }

    var placeholderCount: Int {
        pieces.reduce(0) { count, piece in
            if case .placeholder = piece { return count + 1 }
            return count
        }
    }

    /// The template with each placeholder replaced by `value(name)`; a placeholder for which
    /// `value` returns nil stays as written, braces included.
    func filled(_ value: (Substring) -> String?) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for piece in pieces {
            switch piece {
            case .text(let literal):
                result += literal
            case .placeholder(let name):
                if let replacement = value(name) {
                    result += replacement
                } else {
                    result += "{"
                    result += name
                    result += "}"
                }
            }
        }
        return result
    }
}
