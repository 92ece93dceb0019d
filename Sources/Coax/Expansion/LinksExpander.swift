/// Works out the expansion of a URL-template links document (see `docs/expansion.md`).
///
/// One pass over each parent collection; related resources come from collections indexed by
/// id on first use, so the work is proportional to the document plus the output. The result
/// is a ``ComposedValue`` whose leaves are subtrees of the input: only the rewritten resources
/// are composed, and a related resource linked many times is one reference each time.
struct LinksExpander {
    private let document: JSONDocument
    private let root: JSONNode
    private var log = WarningLog()
    private let table: LinkTable
    /// Collections indexed so far: the ones consumed as related resources.
    private var collections: [String: SideLoadedCollection] = [:]
    /// The consumed collections in the order they were first needed, for reporting.
    private var consumedOrder: [String] = []
    /// Collections that are missing or not arrays, each reported once.
    private var unusable: Set<String> = []

    init(root: JSONNode) {
        self.document = root.document
        self.root = root
        var log = WarningLog()
        if let links = root["links"] {
            table = LinkTable(links, log: &log)
        } else {
            table = LinkTable()
        }
        self.log = log
    }

    mutating func run() -> (output: ComposedValue, warnings: [ExpansionWarning]) {
        let members = root.entries.map { Array($0) } ?? []
        // Parents first: which collections are consumed is known only once every link is resolved.
        var rewritten: [Int: ComposedValue] = [:]
        for (position, member) in members.enumerated() {
            let key = member.key
            guard table.isParent(key) else { continue }
            let path = JSONPath.root.appending(key: key)
            guard let elements = member.value.elements else {
                log.add(.misfit(.parentCollection(key), member.value.kind), at: path)
                continue
            }
            var output: [ComposedValue] = []
            output.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                output.append(rewrite(element, parent: key, at: path.appending(index: index)))
            }
            rewritten[position] = .array(output)
        }
        for parent in table.parents where root[parent] == nil {
            if let first = table.entries(forParent: parent).first {
                log.add(.missingCollection(parent), at: first.path)
            }
        }
        var output: [ComposedMember] = []
        for (position, member) in members.enumerated() {
            let key = member.key
            if key == "links" { continue }
            if let value = rewritten[position] {
                output.append(ComposedMember(key: .source(member.keyIndex), value: value))
            } else if !table.isParent(key), collections[key] != nil {
                continue
            } else {
                output.append(ComposedMember(key: .source(member.keyIndex), value: .source(member.value.index)))
            }
        }
        reportUnlinkedResources()
        return (.object(output), log.warnings)
    }

    /// The text an id is compared by: a string as it is, a number by its literal.
    static func idText(_ id: JSONNode) -> String? {
        id.string ?? id.numberLiteral
    }

    // MARK: Resources

    private mutating func rewrite(_ resource: JSONNode, parent: String, at path: JSONPath) -> ComposedValue {
        guard let entries = resource.entries else {
            log.add(.misfit(.resource, resource.kind), at: path)
            return .source(resource.index)
        }
        if let ownLinks = resource["links"] {
            if ownLinks.kind == .object {
                return expandOwnLinks(ownLinks, of: resource, entries: entries, parent: parent, at: path)
            }
            log.add(.misfit(.resourceLinks, ownLinks.kind), at: path.appending(key: "links"))
        }
        return addTemplateLinks(to: resource, entries: entries, parent: parent, at: path)
    }

    /// A resource without its own links gains `child: {"href": URL}` for each template of its
    /// parent, filled from its own fields; a member of that name is replaced where its last
    /// occurrence stood, other occurrences left out.
    private mutating func addTemplateLinks(
        to resource: JSONNode, entries: JSONNode.Entries, parent: String, at path: JSONPath
    ) -> ComposedValue {
        var members = entries.indices.map { keyIndex in
            ComposedMember(key: .source(keyIndex), value: .source(keyIndex + 1))
        }
        for entry in table.entries(forParent: parent) {
            let url = entry.template.filled { name in
                fieldText(for: name, in: resource, parent: parent, at: path)
            }
            let link = ComposedValue.object([ComposedMember(key: .text("href"), value: .string(url))])
            let named = members.indices.filter { isNamed(members[$0].key, entry.child) }
            guard let last = named.last else {
                members.append(ComposedMember(key: .text(entry.child), value: link))
                continue
            }
            log.add(.memberReplaced(entry.child), at: path.appending(key: entry.child))
            members[last].value = link
            for position in named.dropLast().reversed() {
                members.remove(at: position)
            }
        }
        return .object(members)
    }

    private func isNamed(_ key: ComposedMember.Key, _ name: String) -> Bool {
        switch key {
        case .source(let keyIndex): document.key(at: keyIndex, equals: name)
        case .text(let text): text == name
        }
    }

    /// A resource with its own `links` object: each entry becomes the linked resource(s), put
    /// where `links` was; entries without a template stay in a smaller `links`.
    private mutating func expandOwnLinks(
        _ ownLinks: JSONNode, of resource: JSONNode, entries: JSONNode.Entries, parent: String, at path: JSONPath
    ) -> ComposedValue {
        let linksPath = path.appending(key: "links")
        var expansions: [ComposedMember] = []
        var leftOver: [ComposedMember] = []
        var expandedKeys: Set<String> = []
        for member in ownLinks.entries ?? JSONNode.Entries(children: .init()) {
            let child = member.key
            guard let entry = table.entry(forKey: "\(parent).\(child)") else {
                log.add(.unknownLinkKey("\(parent).\(child)"), at: linksPath.appending(key: child))
                leftOver.append(ComposedMember(key: .source(member.keyIndex), value: .source(member.value.index)))
                continue
            }
            let expanded = expandLinkedIDs(
                member.value, entry: entry, of: resource, at: linksPath.appending(key: child))
            expansions.append(ComposedMember(key: .source(member.keyIndex), value: expanded))
            expandedKeys.insert(child)
        }
        if !leftOver.isEmpty {
            expansions.append(ComposedMember(key: .text("links"), value: .object(leftOver)))
            expandedKeys.insert("links")
        }
        // `resource["links"]` is the last member so named, so the expansions go where it stood.
        var linksPosition = -1
        for keyIndex in entries.indices where document.key(at: keyIndex, is: "links") {
            linksPosition = keyIndex
        }
        var output: [ComposedMember] = []
        for keyIndex in entries.indices {
            if document.key(at: keyIndex, is: "links") {
                if keyIndex == linksPosition { output.append(contentsOf: expansions) }
                continue
            }
            let key = document.decodedString(at: keyIndex)
            if expandedKeys.contains(key) {
                log.add(.memberReplaced(key), at: path.appending(key: key))
            } else {
                output.append(ComposedMember(key: .source(keyIndex), value: .source(keyIndex + 1)))
            }
        }
        return .object(output)
    }

    private mutating func expandLinkedIDs(
        _ value: JSONNode, entry: LinkTable.Entry, of resource: JSONNode, at path: JSONPath
    ) -> ComposedValue {
        if let elements = value.elements {
            var output: [ComposedValue] = []
            for (index, element) in elements.enumerated() {
                if let text = LinksExpander.idText(element) {
                    let elementPath = path.appending(index: index)
                    output.append(linkedResource(id: element, text: text, entry: entry, of: resource, at: elementPath))
                } else {
                    log.add(.invalidLinkedID(element.kind), at: path.appending(index: index))
                    output.append(.source(element.index))
                }
            }
            return .array(output)
        }
        if let text = LinksExpander.idText(value) {
            return linkedResource(id: value, text: text, entry: entry, of: resource, at: path)
        }
        if value.kind != .null {
            log.add(.invalidLinkedID(value.kind), at: path)
        }
        return .source(value.index)
    }

    /// The related resource with the id, with its `href`, or `{"id", "href"}` when the
    /// collection has no such resource.
    private mutating func linkedResource(
        id: JSONNode, text: String, entry: LinkTable.Entry, of resource: JSONNode, at path: JSONPath
    ) -> ComposedValue {
        let url: String
        if entry.template.placeholderCount == 1 {
            url = entry.template.filled { _ in text }
        } else {
            url = entry.template.filled { name in
                name == entry.key ? text : fieldText(for: name, in: resource, parent: entry.parent, at: path)
            }
        }
        guard let collection = collection(named: entry.collection, for: entry),
            let found = collection.resource(withID: text)
        else {
            log.add(.missingLinkedResource(id: text, collection: entry.collection), at: path)
            return .object([
                ComposedMember(key: .text("id"), value: .source(id.index)),
                ComposedMember(key: .text("href"), value: .string(url)),
            ])
        }
        if found.hasHref {
            let hrefPath = JSONPath([.key(entry.collection), .index(found.position), .key("href")])
            log.add(.memberReplaced("href"), at: hrefPath)
        }
        return .linkedResource(object: found.node, href: url)
    }

    // MARK: Templates

    /// The text for a `{parent.field}` placeholder, from the resource's own field.
    private mutating func fieldText(
        for name: Substring, in resource: JSONNode, parent: String, at path: JSONPath
    ) -> String? {
        let placeholder = "{\(name)}"
        let field: Substring
        if let dot = name.firstIndex(of: ".") {
            guard name[..<dot] == parent else {
                log.add(.foreignPlaceholder(placeholder: placeholder, collection: parent), at: path)
                return nil
            }
            field = name[name.index(after: dot)...]
        } else {
            field = name
        }
        guard let value = resource[String(field)] else {
            log.add(.missingPlaceholderField(placeholder: placeholder, field: String(field)), at: path)
            return nil
        }
        guard let text = LinksExpander.idText(value) else {
            let fieldPath = path.appending(key: String(field))
            log.add(.placeholderFieldNotText(placeholder: placeholder, kind: value.kind), at: fieldPath)
            return nil
        }
        return text
    }

    // MARK: Collections

    private mutating func collection(named name: String, for entry: LinkTable.Entry) -> SideLoadedCollection? {
        if let known = collections[name] { return known }
        if unusable.contains(name) { return nil }
        guard let value = root[name] else {
            unusable.insert(name)
            log.add(.missingCollection(name), at: entry.path)
            return nil
        }
        guard let elements = value.elements else {
            unusable.insert(name)
            log.add(.misfit(.relatedCollection(name), value.kind), at: JSONPath.root.appending(key: name))
            return nil
        }
        let collection = SideLoadedCollection(name: name, elements: Array(elements), log: &log)
        collections[name] = collection
        consumedOrder.append(name)
        return collection
    }

    /// Resources of consumed collections that no link reached are not in the output: say so.
    private mutating func reportUnlinkedResources() {
        for name in consumedOrder where !table.isParent(name) {
            guard let collection = collections[name] else { continue }
            for (position, id) in collection.unlinkedResources {
                let resourcePath = JSONPath.root.appending(key: name).appending(index: position)
                log.add(.unlinkedResource("\(name)/\(id)"), at: resourcePath)
            }
        }
    }
}
