/// How a drift analysis treats tagged unions.
///
/// By default every group of objects (the elements of an array, objects nested in them, the
/// documents of a collection) is looked at for a discriminator: a member whose string or small
/// integer values split the objects into variants of different shapes. ``discriminators`` names
/// them by hand; ``findsVariants`` turns the search off.
///
/// ```swift
/// var options = DriftOptions()
/// options.discriminators = [try DriftDiscriminator(parsing: "$.events[*].kind")]
/// options.findsVariants = false
/// let report = DriftAnalyzer(options: options).analyze(document)
/// ```
public struct DriftOptions: Sendable, Hashable {
    /// Whether groups of objects are searched for a discriminator (default true).
    public var findsVariants: Bool
    /// Discriminators named by hand; they apply whether or not ``findsVariants`` is set.
    public var discriminators: [DriftDiscriminator]
    /// Groups of objects never split into variants (`--no-union`), whatever the search finds.
    package var plainGroups: [DriftPattern] = []
    /// Objects taken as maps whatever their keys (`--map`): their values are one pattern, `{*}`.
    package var mapPatterns: [DriftPattern] = []
    /// Objects taken as records whatever their keys (`--record`): each key is a member.
    package var recordPatterns: [DriftPattern] = []
    /// Strings asked to be an enumeration (`--enum`) in schemas and models, whatever
    /// `DriftEnumRule` says.
    package var enumPatterns: [DriftPattern] = []

    /// Creates options.
    ///
    /// ```swift
    /// DriftOptions(findsVariants: false).discriminators.isEmpty   // → true
    /// ```
    ///
    /// - Parameters:
    ///   - findsVariants: whether groups are searched for a discriminator.
    ///   - discriminators: discriminators named by hand, applied even when `findsVariants` is false.
    public init(findsVariants: Bool = true, discriminators: [DriftDiscriminator] = []) {
        self.findsVariants = findsVariants
        self.discriminators = discriminators
    }
}

/// A discriminator named by hand: a key, for every group of objects that has it (`type`), or the
/// pattern of one group's member (`$.events[*].type`; `$.type` for the documents of a
/// collection).
///
/// ```swift
/// try DriftDiscriminator(parsing: "type").key                 // "type"
/// try DriftDiscriminator(parsing: "$.events[*].kind").objects?.description   // "$.events[*]"
/// ```
public struct DriftDiscriminator: Sendable, Hashable {
    /// The discriminator's key.
    public var key: String
    /// The group it applies to, or nil for every group whose objects have ``key``.
    public var objects: DriftPattern?

    /// Creates a discriminator.
    ///
    /// ```swift
    /// DriftDiscriminator(key: "object").objects   // → nil: every group with an "object" member
    /// ```
    ///
    /// - Parameters:
    ///   - key: the discriminator's key.
    ///   - objects: the one group it applies to; nil for every group whose objects have `key`.
    public init(key: String, objects: DriftPattern? = nil) {
        self.key = key
        self.objects = objects
    }

    /// Reads a discriminator as written after `--by`: text starting with `$` is a JSONPath
    /// query naming a member of one group with `[*]` for array elements (`$.events[*].type`,
    /// `$['data'][*]['kind']`); other text is a key.
    ///
    /// - Throws: ``JSONPathParseError`` when the query is not valid, or does not end with a
    ///   member name after names and `[*]` only.
    ///
    /// ```swift
    /// try DriftDiscriminator(parsing: "$.items[*].kind").key   // "kind"
    /// ```
    ///
    /// - Parameter text: a key, or a query starting with `$` that ends with the key.
    package init(parsing text: String) throws(JSONPathParseError) {
        guard text.hasPrefix("$") else {
            self.init(key: text)
            return
        }
        let steps = try DriftPattern.steps(ofQuery: text) { Self.unsupported(text, at: $0) }
        guard case .key(let key)? = steps.last else {
            throw Self.unsupported(text, at: text.unicodeScalars.count)
        }
        self.init(key: key, objects: DriftPattern(steps: Array(steps.dropLast())))
    }

    /// Reads a discriminator as written after `--union`: the objects' pattern, `=`, and the
    /// member (`$.events[*]=kind`).
    ///
    /// ```swift
    /// try DriftDiscriminator(parsingUnion: "$.events[*]=kind").description   // "$.events[*].kind"
    /// ```
    ///
    /// - Parameter text: `PATH=MEMBER`.
    /// - Throws: ``JSONPathParseError`` when there is no `=`, no member, or the path is not a
    ///   pattern of names and wildcards.
    package init(parsingUnion text: String) throws(JSONPathParseError) {
        guard let equals = text.lastIndex(of: "="), text.index(after: equals) < text.endIndex else {
            throw JSONPathParseError(
                text: text, offset: text.unicodeScalars.count, reason: .invalid("expected PATH=MEMBER"))
        }
        let objects = try DriftPattern(parsing: String(text[..<equals]))
        self.init(key: String(text[text.index(after: equals)...]), objects: objects)
    }

    private static func unsupported(_ text: String, at offset: Int) -> JSONPathParseError {
        JSONPathParseError(
            text: text, offset: offset,
            reason: .invalid(
                "a discriminator is a member of a group of objects: names and [*] only, ending with a name"))
    }
}

extension DriftDiscriminator: CustomStringConvertible {
    /// The key, or the member's pattern (`$.events[*].type`).
    ///
    /// ```swift
    /// DriftDiscriminator(key: "type").description   // "type"
    /// ```
    public var description: String {
        guard let objects else { return key }
        return objects.appending(.key(key)).description
    }
}
