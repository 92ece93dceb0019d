/// Compact JSON text for people to read: reasons, the coercion panel, `coax coerce` and the rule
/// table. It is safe for a terminal and bounded when asked; documents themselves are written by
/// ``JSONWriter``.
///
/// Numbers keep their literal; strings are escaped as ``PrintableText`` escapes text for people,
/// in its JSON style (controls, bidirectional marks and the like as `\uXXXX`, still valid JSON). With a
/// limit, writing stops after about that many characters and ends with `…`, so that previewing a
/// 1,000,000-element array costs as much as previewing a short one. Nesting is walked with an
/// explicit stack, so depth cannot exhaust the call stack.
enum JSONPreview {
    /// Compact JSON for `value`, cut after `limit` characters with `…`.
    static func compact<Value: JSONReadable>(_ value: Value, limit: Int = .max) -> String {
        var writer = Writer<Value>(limit: limit)
        writer.write(value)
        return writer.text
    }

    /// A JSON string literal for `text`, escaped, never cut.
    static func string<S: StringProtocol>(_ text: S) -> String {
        ReasonText.quoted(text, limit: .max)
    }

    private struct Writer<Value: JSONReadable> {
        enum Frame {
            case array(Value.Elements.Iterator, isFirst: Bool)
            case object(Value.Members.Iterator, isFirst: Bool)
        }

        let limit: Int
        var text = ""
        var count = 0
        var isCut = false

        init(limit: Int) {
            self.limit = limit
        }

        mutating func write(_ root: Value) {
            var stack: [Frame] = []
            var next: Value? = root
            while !isCut {
                if let value = next {
                    next = nil
                    switch value.kind {
                    case .array:
                        open("[", "]", value.elements.map { .array($0.makeIterator(), isFirst: true) }, on: &stack)
                    case .object:
                        open("{", "}", value.members.map { .object($0.makeIterator(), isFirst: true) }, on: &stack)
                    default:
                        writeScalar(value)
                    }
                    continue
                }
                guard let frame = stack.popLast() else { break }
                switch frame {
                case .array(var iterator, let isFirst):
                    if let element = iterator.next() {
                        if !isFirst { emit(",") }
                        stack.append(.array(iterator, isFirst: false))
                        next = element
                    } else {
                        emit("]")
                    }
                case .object(var iterator, let isFirst):
                    if let member = iterator.next() {
                        if !isFirst { emit(",") }
                        emitString(member.key)
                        emit(":")
                        stack.append(.object(iterator, isFirst: false))
                        next = member.value
                    } else {
                        emit("}")
                    }
                }
            }
        }

        /// Writes a container's opening bracket and pushes `frame` to write its children; without
        /// a frame (a container with no children) writes both brackets.
        private mutating func open(_ opener: String, _ closer: String, _ frame: Frame?, on stack: inout [Frame]) {
            guard let frame else { return emit(opener + closer) }
            emit(opener)
            stack.append(frame)
        }

        private mutating func writeScalar(_ value: Value) {
            switch value.kind {
            case .null: emit("null")
            case .bool: emit(value.bool == true ? "true" : "false")
            case .number:
                let literal = value.number?.literal ?? "null"
                if count + literal.utf8.count <= limit {
                    emit(literal)
                } else {
                    // Character by character, so that a literal longer than the limit shows its
                    // first digits before the `…` rather than nothing at all.
                    for character in literal { emit(String(character)) }
                }
            case .string: emitString(value.string ?? "")
            case .array, .object: break
            }
        }

        private mutating func emitString(_ string: String) {
            emit("\"")
            for scalar in string.unicodeScalars {
                guard !isCut else { return }
                var piece = ""
                ReasonText.appendEscaped(scalar, to: &piece)
                emit(piece)
            }
            emit("\"")
        }

        private mutating func emit(_ piece: String) {
            guard !isCut else { return }
            let length = piece.unicodeScalars.count
            if count + length > limit {
                text += "…"
                isCut = true
                return
            }
            text += piece
            count += length
        }
    }
}
