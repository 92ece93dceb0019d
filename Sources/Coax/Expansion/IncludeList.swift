/// Which relationships a JSON:API expansion follows, written as JSON:API's `include`
/// parameter: comma-separated relationship paths, each a dot-separated list of names.
///
/// `comments.author` means "expand `comments`, and in each comment expand `author`"; a path
/// implies its prefixes. The longest path is the deepest the expansion goes. An empty list
/// expands no relationship.
///
/// ```swift
/// let include = try IncludeList(parsing: "author,comments.author")
/// include.paths   // [["author"], ["comments", "author"]]
/// include.depth   // 2
/// ```
public struct IncludeList: Sendable, Hashable {
    /// The relationship paths, in the order given, each as its list of names.
    ///
    /// ```swift
    /// try IncludeList(parsing: "a.b").paths   // [["a", "b"]]
    /// ```
    public let paths: [[String]]

    /// Creates a list from paths already split into names.
    ///
    /// ```swift
    /// IncludeList(paths: [["author"], ["comments", "author"], []]).paths.count   // 2: empty paths are dropped
    /// ```
    ///
    /// - Parameter paths: relationship paths, each a list of relationship names.
    public init(paths: [[String]]) {
        self.paths = paths.filter { !$0.isEmpty }
    }

    /// Parses the `include` syntax. Spaces around names are ignored (JSON:API member names
    /// cannot start or end with one); an empty name (`a,,b`, `a..b`, `.a`) is an error. The
    /// empty string is the empty list.
    ///
    /// ```swift
    /// try IncludeList(parsing: "author, comments.author")   // two paths
    /// try IncludeList(parsing: "comments..author")          // throws .emptyName
    /// ```
    ///
    /// - Parameter text: comma-separated relationship paths, names separated by dots.
    /// - Throws: ``IncludeListError`` for an empty name.
    public init(parsing text: String) throws(IncludeListError) {
        if text.allSatisfy(\.isWhitespace) {
            self.init(paths: [])
            return
        }
        var paths: [[String]] = []
        for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
            var names: [String] = []
            for name in entry.split(separator: ".", omittingEmptySubsequences: false) {
                let trimmed = name.trimmingWhitespace()
                guard !trimmed.isEmpty else {
                    throw IncludeListError.emptyName(in: String(entry.trimmingWhitespace()))
                }
                names.append(trimmed)
            }
            paths.append(names)
        }
        self.init(paths: paths)
    }

    /// The number of names in the longest path: how many relationships deep the expansion goes.
    ///
    /// ```swift
    /// try IncludeList(parsing: "tags,comments.author").depth   // 2
    /// ```
    package var depth: Int { paths.map(\.count).max() ?? 0 }
}

extension IncludeList: CustomStringConvertible {
    /// The list in `include` syntax.
    ///
    /// ```swift
    /// IncludeList(paths: [["comments", "author"]]).description   // "comments.author"
    /// ```
    public var description: String {
        paths.map { $0.joined(separator: ".") }.joined(separator: ",")
    }
}

extension Substring {
    fileprivate func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
