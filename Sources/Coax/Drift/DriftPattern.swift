/// Where a set of values sits: a path whose array positions are wildcards, so that the `id` of
/// every post is one pattern, `$.posts[*].id`.
///
/// A pattern starts at the document root (`$`) or, in a JSON:API document, at every resource of
/// one type, wherever it appears (`data` or `included`): `type:articles.attributes.title`.
///
/// Where the objects of a group are a tagged union, the pattern of each variant's members has a
/// `Step.variant(_:)` step after the group's own steps. Its ``description`` leaves variants
/// out (`$.events[*].payload.size` for the push events' sizes and for every other event's);
/// reports name them in headings and in a `variant` field.
///
/// ```swift
/// let pattern = DriftPattern(root: .document, steps: [.key("posts"), .element, .key("id")])
/// pattern.description          // "$.posts[*].id"
/// DriftPattern(root: .resource(type: "articles"), steps: [.key("attributes")]).description
/// // "type:articles.attributes"
/// ```
public struct DriftPattern: Sendable, Hashable {
    /// Where a pattern starts.
    package enum Root: Sendable, Hashable {
        /// The document's root value, `$`.
        case document
        /// Every JSON:API resource object of one `type`, in `data` and in `included`.
        case resource(type: String)
    }

    /// One step down from the root.
    package enum Step: Sendable, Hashable {
        /// The member with this key.
        case key(String)
        /// Every element of an array, `[*]`.
        case element
        /// One position of an array, `[3]`: only where a model's root path names one.
        case index(Int)
        /// Every value of a map, `{*}`: an object keyed by data (ids, dates), whose values are
        /// compared with each other as an array's elements are (see `DriftMapRule`).
        case mapValue
        /// The objects of the group whose discriminator has one value: one variant of a tagged
        /// union.
        case variant(DriftVariant)
    }

    /// Where the pattern starts.
    package var root: Root
    /// The steps from the root.
    package var steps: [Step]

    /// Creates a pattern.
    ///
    /// ```swift
    /// DriftPattern(root: .document, steps: [.key("products"), .element])   // $.products[*]
    /// ```
    ///
    /// - Parameters:
    ///   - root: where the pattern starts (the document, or a JSON:API resource type).
    ///   - steps: keys, `[*]`, resource types and variants, in order.
    package init(root: Root = .document, steps: [Step] = []) {
        self.root = root
        self.steps = steps
    }

    /// The pattern of one concrete path: keys stay keys, indices stay indices.
    ///
    /// ```swift
    /// DriftPattern(path: ["posts", 0]).description   // "$.posts[0]"
    /// ```
    ///
    /// - Parameter path: a concrete path; its indices stay indices (they are not `[*]`).
    public init(path: JSONPath) {
        root = .document
        steps = path.components.map { component in
            switch component {
            case .key(let key): .key(key)
            case .index(let index): .index(index)
            }
        }
    }

    /// The pattern one step further down.
    ///
    /// ```swift
    /// DriftPattern().appending(.key("posts")).appending(.element).description   // "$.posts[*]"
    /// ```
    ///
    /// - Parameter step: a key, `[*]`, a resource type or a variant.
    /// - Returns: A new pattern; this one is unchanged.
    package func appending(_ step: Step) -> DriftPattern {
        DriftPattern(root: root, steps: steps + [step])
    }

    /// The pattern one step up, nil at the root.
    ///
    /// ```swift
    /// DriftPattern(steps: [.key("posts"), .element]).parent?.description   // "$.posts"
    /// ```
    package var parent: DriftPattern? {
        steps.isEmpty ? nil : DriftPattern(root: root, steps: Array(steps.dropLast()))
    }

    /// The variants on the way, outermost first: empty unless the pattern lies inside a tagged
    /// union.
    ///
    /// ```swift
    /// let push = DriftVariant(by: "type", value: .string("PushEvent"))
    /// DriftPattern(steps: [.key("events"), .element, .variant(push), .key("payload")]).variants   // [push]
    /// ```
    package var variants: [DriftVariant] {
        steps.compactMap { step in
            if case .variant(let variant) = step { return variant }
            return nil
        }
    }

    /// The same pattern without its variant steps: where the values are in every document,
    /// whatever their variant.
    ///
    /// ```swift
    /// let push = DriftVariant(by: "type", value: .string("PushEvent"))
    /// DriftPattern(steps: [.element, .variant(push), .key("id")]).withoutVariants.description   // "$[*].id"
    /// ```
    package var withoutVariants: DriftPattern {
        DriftPattern(
            root: root,
            steps: steps.filter { step in
                if case .variant = step { return false }
                return true
            })
    }

    /// The key of the last step, when it is a member.
    ///
    /// ```swift
    /// DriftPattern(steps: [.key("posts"), .element, .key("id")]).lastKey   // "id"
    /// ```
    package var lastKey: String? {
        if case .key(let key)? = steps.last { return key }
        return nil
    }

    /// Whether the concrete path `path` matches the pattern (any index matches `[*]`). Resource
    /// patterns never match a plain path: they depend on the resource's `type`. Variant steps
    /// are not compared (a path cannot tell them): `path` matches every variant's pattern.
    ///
    /// ```swift
    /// let pattern = DriftPattern(steps: [.key("posts"), .element, .key("id")])
    /// pattern.matches(["posts", 3, "id"])   // true
    /// ```
    ///
    /// - Parameter path: a concrete path from the document's root.
    /// - Returns: `true` when every step agrees, keys exactly and any index for `[*]`.
    public func matches(_ path: JSONPath) -> Bool {
        let steps = withoutVariants.steps
        guard root == .document, path.components.count == steps.count else { return false }
        for (component, step) in zip(path.components, steps) {
            switch (component, step) {
            case (.key(let key), .key(let expected)) where key == expected: continue
            case (.index, .element): continue
            case (.key, .mapValue): continue
            case (.index(let index), .index(let expected)) where index == expected: continue
            default: return false
            }
        }
        return true
    }
}

extension DriftPattern {
    /// Reads a pattern as written after `--map`, `--record`, `--no-union` or `--enum`: a JSONPath
    /// query of member names and wildcards (`$.events`, `$.events[*].prices`, `$.events.*`),
    /// where `{*}` may stand for the values of a map as drift reports spell them.
    ///
    /// ```swift
    /// try DriftPattern(parsing: "$.events{*}.prices").description   // "$.events[*].prices"
    /// ```
    ///
    /// - Parameter text: a query starting with `$`, names and wildcards only.
    /// - Throws: ``JSONPathParseError`` when the query is not valid or uses other selectors.
    public init(parsing text: String) throws(JSONPathParseError) {
        // `{*}` is how reports spell the values of a map; as a query it is `[*]`.
        let query = text.split(separator: "{*}", omittingEmptySubsequences: false).joined(separator: "[*]")
        self.init(steps: try Self.steps(ofQuery: query) { Self.unsupported(text, at: $0) })
    }

    /// The steps of a query made of member names and wildcards only: how patterns and
    /// discriminators given on the command line are read.
    ///
    /// - Parameters:
    ///   - query: a JSONPath query starting with `$`.
    ///   - unsupported: the error for a segment at a scalar offset that is not one name or `[*]`.
    /// - Returns: `.key` for each name, `.element` for each wildcard.
    /// - Throws: ``JSONPathParseError`` when the query is not valid, or `unsupported`'s error.
    static func steps(
        ofQuery query: String, unsupported: (Int) -> JSONPathParseError
    ) throws(JSONPathParseError) -> [Step] {
        var parser = QueryParser(query)
        let parsed = try parser.parseQuery()
        var steps: [Step] = []
        for segment in parsed.segments {
            guard !segment.isDescendant, segment.selectors.count == 1 else { throw unsupported(segment.offset) }
            switch segment.selectors[0] {
            case .name(let name): steps.append(.key(name.text))
            case .wildcard: steps.append(.element)
            default: throw unsupported(segment.offset)
            }
        }
        return steps
    }

    static func unsupported(_ text: String, at offset: Int) -> JSONPathParseError {
        JSONPathParseError(
            text: text, offset: offset,
            reason: .invalid("a pattern of objects is names and wildcards ([*], .*, {*}) only"))
    }

    /// Whether this pattern and `other` name the same values, variants aside and any wildcard
    /// (`[*]`, `{*}`) matching any other: how patterns given on the command line are matched.
    ///
    /// ```swift
    /// DriftPattern(steps: [.key("events"), .mapValue]).isSameValues(as: try DriftPattern(parsing: "$.events[*]"))   // true
    /// ```
    ///
    /// - Parameter other: a pattern, typically parsed from the command line.
    /// - Returns: `true` when both have the same root and the same steps up to wildcards.
    package func isSameValues(as other: DriftPattern) -> Bool {
        let mine = withoutVariants.steps
        let theirs = other.withoutVariants.steps
        guard root == other.root, mine.count == theirs.count else { return false }
        for (left, right) in zip(mine, theirs) {
            switch (left, right) {
            case (.element, .element), (.element, .mapValue), (.mapValue, .element), (.mapValue, .mapValue): continue
            default: if left != right { return false }
            }
        }
        return true
    }
}

extension DriftPattern: CustomStringConvertible {
    /// The short spelling: `$.posts[*].comments[*].id`, keys that are not simple names quoted
    /// (`$["key.with.dots"][*]`), resource roots as `type:articles` (or `type:"odd type"`).
    /// Control characters in keys are escaped, so the text is safe for a terminal.
    ///
    /// ```swift
    /// DriftPattern(steps: [.key("a b"), .element]).description   // "$[\"a b\"][*]"
    /// ```
    public var description: String {
        var text: String
        switch root {
        case .document:
            text = "$"
        case .resource(let type):
            text = "type:" + JSONPathFormatter.bareOrDoubleQuoted(type)
        }
        for step in steps {
            switch step {
            case .key(let key):
                text += JSONPathFormatter.shortFormStep(key)
            case .element:
                text += "[*]"
            case .index(let index):
                text += "[\(index)]"
            case .mapValue:
                text += "{*}"
            case .variant:
                continue
            }
        }
        return text
    }
}
