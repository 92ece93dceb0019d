@testable import Coax

/// Paths and queries: every printed form of a parsed path reads back as the same path (the
/// printed normalized path holding no control), a path finds the same value in a parsed document
/// and in its owned value, and every node a query selects is found again by its normalized path
/// and by the line `coax query --paths` prints for it. Input: the path or query text on the first
/// line, a JSON document after it.
enum PathCheck {
    static func run(_ input: [UInt8]) throws(FuzzFailure) {
        let input = TextAndDocument(input)
        let root = input.document?.root
        if let path = try? JSONPath(parsing: input.text) {
            try checkPrintedForms(path)
            if let root { try checkResolution(path, in: root) }
        }
        if let pointer = try? JSONPath(pointer: input.text) {
            try checkReadsBack(pointer, pointer.pointer, "the pointer") { text throws(JSONPathParseError) in
                try JSONPath(pointer: text)
            }
        }
        if let query = try? JSONQuery(parsing: input.text), let document = input.document {
            try checkQuery(query, on: document)
        }
        if let printed = PrintedDecodingError(input.text) {
            try checkPrintedForms(printed.path)
            if let root {
                let path = printed.documentPath(in: root)
                try checkPrintedForms(path)
                try checkResolution(path, in: root)
                _ = printed.meaning(at: path.value(in: root))
            }
        }
    }

    /// The normalized path, the short form and (for paths without negative indices) the
    /// pointer read back as the path; a pointer reads digit tokens as indices.
    static func checkPrintedForms(_ path: JSONPath) throws(FuzzFailure) {
        try checkReadsBack(path, path.normalized, "the normalized path") { text throws(JSONPathParseError) in
            try JSONPath(parsing: text)
        }
        try checkReadsBack(path, path.shortForm, "the short form") { text throws(JSONPathParseError) in
            try JSONPath(parsing: text)
        }
        try checkPrintable(path.normalizedForOutput, "the normalized path for output")
        try checkReadsBack(path, path.normalizedForOutput, "the normalized path for output") {
            text throws(JSONPathParseError) in try JSONPath(parsing: text)
        }
        try expect(
            (try? JSONPath(parsing: path.description)).map(exactly) == exactly(path),
            "the description \(shown(path.description)) does not read back")
        let hasNegativeIndex = path.components.contains { if case .index(let index) = $0 { index < 0 } else { false } }
        if !hasNegativeIndex {
            let pointer = path.pointer
            let read: JSONPath
            do {
                read = try JSONPath(pointer: pointer)
            } catch {
                throw FuzzFailure("the pointer \(shown(pointer)) of \(shown(path.components)) does not parse: \(error)")
            }
            try expect(
                exactly(JSONPath(read.components.map(asPointerReadsIt)))
                    == exactly(JSONPath(path.components.map(asPointerReadsIt))),
                "the pointer \(shown(pointer)) reads back as \(shown(read.components)), not \(shown(path.components))")
        }
    }

    static func checkReadsBack(
        _ path: JSONPath, _ text: String, _ what: String,
        _ parse: (String) throws(JSONPathParseError) -> JSONPath
    ) throws(FuzzFailure) {
        let read: JSONPath
        do {
            read = try parse(text)
        } catch {
            throw FuzzFailure("\(what) \(shown(text)) of \(shown(path.components)) does not parse: \(error)")
        }
        try expect(
            exactly(read) == exactly(path),
            "\(what) \(shown(text)) reads back as \(shown(read.components)), not \(shown(path.components))")
    }

    /// A printed path holds no character JSON output escapes (C0 and C1 controls, DEL, U+2028,
    /// U+2029), so it is one line and changes nothing on a terminal.
    static func checkPrintable(_ text: String, _ what: String) throws(FuzzFailure) {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            try expect(
                !(value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029),
                "\(what) \(shown(text)) holds U+\(String(value, radix: 16, uppercase: true)) raw")
        }
    }

    /// The components with keys as scalars: `JSONPath`'s `==` compares keys as Swift strings,
    /// which equates canonically equivalent spellings (`é` and `e` + U+0301).
    static func exactly(_ path: JSONPath) -> [String] {
        path.components.map { component in
            switch component {
            case .key(let key): "k" + key.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ",")
            case .index(let index): "i\(index)"
            }
        }
    }

    /// A key spelled as an array index (`0`, `17`, at most 2^53 - 1) is an index once written as a
    /// pointer token.
    static func asPointerReadsIt(_ component: JSONPath.Component) -> JSONPath.Component {
        guard case .key(let key) = component, let first = key.utf8.first, let index = Int(key),
            key.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            first != UInt8(ascii: "0") || key.utf8.count == 1,
            index <= 9_007_199_254_740_991  // the largest index RFC 9535 allows
        else { return component }
        return .index(index)
    }

    /// The path finds the same value in the document and in its owned value; `resolve` throws
    /// exactly when there is none; the singular query of the path selects it, if anything.
    static func checkResolution(_ path: JSONPath, in root: JSONNode) throws(FuzzFailure) {
        let node = path.value(in: root)
        let value = path.value(in: root.jsonValue)
        try expect(
            node?.jsonValue == value,
            "\(shown(path.normalized)) finds \(shown(node as Any)) in the document, \(shown(value as Any)) in its value"
        )
        let resolved = try? path.resolve(in: root)
        try expect(resolved == node, "resolve and value(in:) disagree on \(shown(path.normalized))")
        let selected: JSONNodeList
        do {
            selected = try JSONQuery(path: path).evaluate(on: root, options: JSONQueryOptions(workLimit: 1_000_000))
        } catch {
            return
        }
        try expect(
            selected.count <= 1, "the singular query of \(shown(path.normalized)) selects \(selected.count) nodes")
        if let first = selected.first {
            try expect(first == node, "the query of \(shown(path.normalized)) selects another node than the path")
        }
    }

    /// A normalized path leads to its node, unless the node lies under a member whose name a
    /// later member of the same object repeats. A wildcard, descendant or filter selects the
    /// values of such shadowed members too (Coax keeps every member), but a normalized path names
    /// a member only by its name, and a name leads to the last member with it (RFC 9535 leaves
    /// repeated names open). There the path leads into the last member instead: to the node at
    /// the same place under it, or to nothing.
    ///
    /// Checked exactly: read with any member of each name, the path reaches the node; if that
    /// takes a shadowed member, the path itself leads to what it reaches through the last ones.
    static func checkLeadsTo(
        _ path: JSONPath, _ node: JSONNode, in root: JSONNode, _ described: () -> String
    ) throws(FuzzFailure) {
        let found = path.value(in: root)
        if found == node { return }
        let reached = nodesNamed(by: path, in: root)
        guard let route = reached.first(where: { $0.node == node }) else {
            throw FuzzFailure("\(described()) leads elsewhere, and no member of those names holds the node")
        }
        try expect(route.throughShadowed, "\(described()) leads elsewhere though no member on the way is shadowed")
        let throughLast = reached.first { !$0.throughShadowed }?.node
        try expect(
            found == throughLast,
            "\(described()) leads to \(shown(found as Any)), not through the last members of its names")
    }

    /// The nodes a path names when each name may take any member that has it, not only the last;
    /// with each, whether the way to it passes through a shadowed member. A node has one parent,
    /// so there are no more of them than nodes at that depth.
    static func nodesNamed(by path: JSONPath, in root: JSONNode) -> [(node: JSONNode, throughShadowed: Bool)] {
        var reached = [(node: root, throughShadowed: false)]
        for component in path.components {
            var next: [(node: JSONNode, throughShadowed: Bool)] = []
            for (node, throughShadowed) in reached {
                switch component {
                case .key(let key):
                    guard let entries = node.entries else { continue }
                    for member in entries where member.key.utf8.elementsEqual(key.utf8) {
                        next.append((member.value, throughShadowed || member.isShadowed))
                    }
                case .index(let index):
                    if let element = node[index] { next.append((element, throughShadowed)) }
                }
            }
            reached = next
        }
        return reached
    }

    /// Each selected node is where its normalized path leads; without paths, the same nodes.
    static func checkQuery(_ query: JSONQuery, on document: JSONDocument) throws(FuzzFailure) {
        let selected: JSONNodeList
        do {
            selected = try query.evaluate(on: document, options: JSONQueryOptions(workLimit: 200_000))
        } catch {
            return
        }
        if query.isSingular {
            try expect(selected.count <= 1, "the singular query \(shown(query.text)) selects \(selected.count) nodes")
        }
        for position in selected.indices.prefix(200) {
            guard let normalized = selected.normalizedPath(at: position) else {
                throw FuzzFailure("no normalized path for node \(position) of \(shown(query.text))")
            }
            let path: JSONPath
            do {
                path = try JSONPath(parsing: normalized)
            } catch {
                throw FuzzFailure("the normalized path \(shown(normalized)) does not parse: \(error)")
            }
            try checkLeadsTo(path, selected[position], in: document.root) {
                "\(shown(normalized)) (node \(position) of \(shown(query.text)))"
            }
            try expect(
                selected.path(at: position).map(exactly) == exactly(path), "path(at:) and normalizedPath(at:) disagree")
        }
        // The lines `coax query --paths` prints: one per node, each reading back as its path.
        var printed: [UInt8] = []
        _ = selected.writeLines(.paths) { chunk in
            printed += chunk
            return true
        }
        let lines = String(decoding: printed, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        try expect(lines.count == selected.count + 1, "\(selected.count) nodes printed as \(lines.count - 1) lines")
        for (position, line) in zip(selected.indices.prefix(200), lines) {
            try checkPrintable(String(line), "a printed path")
            guard let path = selected.path(at: position) else { continue }
            try checkReadsBack(path, String(line), "the printed path") { text throws(JSONPathParseError) in
                try JSONPath(parsing: text)
            }
        }
        guard
            let unnamed = try? query.evaluate(
                on: document, options: JSONQueryOptions(tracksPaths: false, workLimit: 200_000))
        else { return }
        try expect(
            Array(unnamed) == Array(selected), "\(shown(query.text)) selects other nodes when it does not track paths")
    }
}
