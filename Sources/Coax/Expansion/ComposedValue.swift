/// A value of a links-format expansion: a subtree of the input written as it is, or structure
/// the expansion builds around such subtrees. Only rewritten resources are composed; everything
/// inside them that is not rewritten stays a reference to the input.
enum ComposedValue: Sendable {
    /// The value at a tape index of the input, written as it is.
    case source(Int)
    case string(String)
    case object([ComposedMember])
    case array([ComposedValue])
    /// A related resource: the members of the object at this tape index, with `href` set to
    /// the URL (in place of the last `href` it has, others left out, or else added last).
    case linkedResource(object: Int, href: String)
}

/// A member of a composed object.
struct ComposedMember: Sendable {
    enum Key: Sendable {
        /// The key at a tape index of the input.
        case source(Int)
        case text(String)
    }

    let key: Key
    var value: ComposedValue
}

extension ComposedValue {
    /// Writes the value without recursion: composed containers are walked with an explicit
    /// stack, source subtrees copied from the tape.
    func write(_ document: JSONDocument, into emitter: inout JSONEmitter) {
        enum Container {
            case object([ComposedMember], next: Int)
            case array([ComposedValue], next: Int)
        }
        var stack: [Container] = []
        // Writes a value; a composed container is opened and pushed, to be filled by the loop.
        func start(_ value: ComposedValue, _ emitter: inout JSONEmitter) {
            switch value {
            case .source(let index):
                emitter.value(document, index)
            case .string(let text):
                emitter.string(text)
            case .object(let members):
                emitter.beginObject()
                stack.append(.object(members, next: 0))
            case .array(let elements):
                emitter.beginArray()
                stack.append(.array(elements, next: 0))
            case .linkedResource(let object, let href):
                ComposedValue.writeLinkedResource(object, href: href, document, into: &emitter)
            }
        }
        start(self, &emitter)
        while let top = stack.popLast() {
            if emitter.failed { return }
            switch top {
            case .object(let members, let next):
                guard next < members.count else {
                    emitter.endObject()
                    continue
                }
                stack.append(.object(members, next: next + 1))
                switch members[next].key {
                case .source(let keyIndex): emitter.key(document, keyIndex)
                case .text(let text): emitter.key(text)
                }
                start(members[next].value, &emitter)
            case .array(let elements, let next):
                guard next < elements.count else {
                    emitter.endArray()
                    continue
                }
                stack.append(.array(elements, next: next + 1))
                start(elements[next], &emitter)
            }
        }
    }

    private static func writeLinkedResource(
        _ object: Int, href: String, _ document: JSONDocument, into emitter: inout JSONEmitter
    ) {
        let entries = JSONNode(document: document, index: object).entries
        var lastHref = -1
        for keyIndex in entries?.indices ?? JSONNode.Entries(children: .init()).indices
        where document.key(at: keyIndex, is: "href") {
            lastHref = keyIndex
        }
        emitter.beginObject()
        for keyIndex in entries?.indices ?? JSONNode.Entries(children: .init()).indices {
            if keyIndex == lastHref {
                emitter.key(document, keyIndex)
                emitter.string(href)
            } else if lastHref < 0 || !document.key(at: keyIndex, is: "href") {
                emitter.key(document, keyIndex)
                emitter.value(document, keyIndex + 1)
            }
        }
        if lastHref < 0 {
            emitter.key("href")
            emitter.string(href)
        }
        emitter.endObject()
    }
}
