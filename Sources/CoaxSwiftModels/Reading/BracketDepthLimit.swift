/// A bound on how deep square brackets nest in a model source, checked before swift-syntax parses
/// it.
///
/// swift-syntax's parser looks ahead at every `[` to tell an array type from a dictionary type,
/// an inline array or a literal, and the lookaheads nest: each further level doubles the time
/// (24 balanced levels, `[[…[Int]…]]`, took over two minutes; the `model-reader` fuzz target
/// found a 144-byte source that did not finish). Real models nest collections three or four deep,
/// so a source deeper than ``maximumDepth`` is refused with an error at the bracket that goes too
/// deep, never handed to the parser.
///
/// ```swift
/// BracketDepthLimit.firstTooDeep(in: "let x: [[Int]]")   // nil
/// BracketDepthLimit.firstTooDeep(in: String(repeating: "[", count: 13))?.column   // 13
/// ```
///
/// Brackets in comments and string literals are not counted.
///
/// - Complexity: O(n) in the source's UTF-8 bytes.
enum BracketDepthLimit {
    /// The deepest nesting read: far above what a model declares, and below where the parser's
    /// time grows noticeably (twelve levels parse in a fraction of a second).
    static let maximumDepth = 12

    /// Where a `[` opens a level deeper than ``maximumDepth``: its line and its column in UTF-8
    /// bytes, both from 1, as swift-syntax counts them.
    struct Place: Equatable {
        var line: Int
        var column: Int
    }

    /// The first `[` outside comments and strings that opens a level deeper than
    /// ``maximumDepth``, or nil.
    static func firstTooDeep(in source: String) -> Place? {
        var scanner = Scanner(bytes: Array(source.utf8))
        return scanner.firstTooDeep()
    }

    /// Walks the bytes once, keeping the line and column, skipping comments and strings well
    /// enough for counting brackets (an approximation of Swift's lexer that never reads past the
    /// end: a construct it misjudges can at worst count a bracket too many or too few).
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func firstTooDeep() -> Place? {
            var depth = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "["):
                    depth += 1
                    if depth > maximumDepth {
                        return Place(line: line, column: index - lineStart + 1)
                    }
                    index += 1
                case UInt8(ascii: "]"):
                    depth = max(0, depth - 1)
                    index += 1
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                    skipLineComment()
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                    skipBlockComment()
                case UInt8(ascii: "\""):
                    skipString()
                default:
                    advance()
                }
            }
            return nil
        }

        private func peek(_ offset: Int) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        /// Moves past one byte, counting lines at `\n`, `\r\n` and a lone `\r` as Swift does.
        private mutating func advance() {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && peek(0) != UInt8(ascii: "\n")) {
                line += 1
                lineStart = index
            }
        }

        private mutating func skipLineComment() {
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
                index += 1
            }
        }

        /// Block comments nest in Swift.
        private mutating func skipBlockComment() {
            var depth = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    advance()
                }
            }
        }

        /// A `"…"` string ends at an unescaped quote or the line's end; a `"""` one at `"""`.
        private mutating func skipString() {
            let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            index += multiline ? 3 : 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") {
                    index += 1
                    if index < bytes.count { advance() }
                } else if byte == UInt8(ascii: "\"") {
                    if !multiline {
                        index += 1
                        return
                    }
                    if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
                        index += 3
                        return
                    }
                    index += 1
                } else if !multiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    return
                } else {
                    advance()
                }
            }
        }
    }
}
