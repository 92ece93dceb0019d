/// Expands a URL-template links document (see `docs/expansion.md`).
///
/// One pass over each parent collection; related resources come from collections indexed by
/// id on first use, so the work is proportional to the document plus the output.
struct LinksExpander<Node: JSONReadable> {
    private let root: Node
    private var log = WarningLog()
    private let table: LinkTable
    /// Collections indexed so far: the ones consumed as related resources.
    private var collections: [String: SideLoadedCollection<Node>] = [:]
    /// The consumed collections in the order they were first needed, for reporting.
    private var consumedOrder: [String] = []
    /// Collections that are missing or not arrays, each reported once.
    private var unusable: Set<String> = []

    init(root: Node) {
        self.root = root
        var log = WarningLog()
        if let links = root["links"] {
            table = LinkTable(links, log: &log)
        } else {
            table = LinkTable()
        }
        self.log = log
    }

    mutating func run() -> Expansion {
        let members = root.memberList
        // Parents first: which collections are consumed is known only once every link is resolved.
        var rewritten: [Int: JSONValue] = [:]
        for (position, member) in members.enumerated() where table.isParent(member.key) {
            let path = JSONPath.root.appending(key: member.key)
            guard let elements = member.value.elements else {
                log.add(.parentCollectionNotArray(member.key, member.value.kind), at: path)
                continue
            }
            var output: [JSONValue] = []
            output.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                output.append(rewrite(element, parent: member.key, at: path.appending(index: index)))
            }
            rewritten[position] = .array(output)
        }
        for parent in table.parents where root[parent] == nil {
            if let first = table.entries(forParent: parent).first {
                log.add(.missingCollection(parent), at: first.path)
            }
        }
        var output = JSONObject()
        for (position, member) in members.enumerated() {
            if member.key == "links" { continue }
            if let value = rewritten[position] {
                output.append(key: member.key, value: value)
            } else if !table.isParent(member.key), collections[member.key] != nil {
                continue
            } else {
                output.append(key: member.key, value: member.value.jsonValue)
            }
        }
        reportUnlinkedResources()
        return Expansion(value: .object(output), format: .links, warnings: log.warnings)
    }

    /// The text an id is compared by: a string as it is, a number by its literal.
    static func idText(_ id: Node) -> String? {
        id.string ?? id.number?.literal
    }

    // MARK: Resources

    private mutating func rewrite(_ resource: Node, parent: String, at path: JSONPath) -> JSONValue {
        guard let members = resource.members else {
            log.add(.resourceNotObject(resource.kind), at: path)
            return resource.jsonValue
        }
        if let ownLinks = resource["links"] {
            if ownLinks.kind == .object {
                return expandOwnLinks(ownLinks, of: resource, members: members, parent: parent, at: path)
            }
            log.add(.resourceLinksNotObject(ownLinks.kind), at: path.appending(key: "links"))
        }
        return addTemplateLinks(to: resource, parent: parent, at: path)
    }

    /// A resource without its own links gains `child: {"href": URL}` for each template of its
    /// parent, filled from its own fields.
    private mutating func addTemplateLinks(to resource: Node, parent: String, at path: JSONPath) -> JSONValue {
        var object = resource.jsonValue.object ?? JSONObject()
        for entry in table.entries(forParent: parent) {
            let url = entry.template.filled { name in
                fieldText(for: name, in: resource, parent: parent, at: path)
            }
            if object[entry.child] != nil {
                log.add(.memberReplaced(entry.child), at: path.appending(key: entry.child))
            }
            object[entry.child] = .object(["href": .string(url)])
        }
        return .object(object)
    }

    /// A resource with its own `links` object: each entry becomes the linked resource(s), put
    /// where `links` was; entries without a template stay in a smaller `links`.
    private mutating func expandOwnLinks(
        _ ownLinks: Node, of resource: Node, members: Node.Members, parent: String, at path: JSONPath
    ) -> JSONValue {
        let linksPath = path.appending(key: "links")
        var expansions: [JSONObject.Member] = []
        var leftOver = JSONObject()
        for (child, value) in ownLinks.memberList {
            guard let entry = table.entry(forKey: "\(parent).\(child)") else {
                log.add(.unknownLinkKey("\(parent).\(child)"), at: linksPath.appending(key: child))
                leftOver.append(key: child, value: value.jsonValue)
                continue
            }
            let expanded = expandLinkedIDs(value, entry: entry, of: resource, at: linksPath.appending(key: child))
            expansions.append(.init(key: child, value: expanded))
        }
        if !leftOver.isEmpty {
            expansions.append(.init(key: "links", value: .object(leftOver)))
        }
        let expandedKeys = Set(expansions.map(\.key))
        // `resource["links"]` is the last member so named, so the expansions go where it stood.
        var linksPosition = 0
        for (position, member) in members.enumerated() where member.key == "links" {
            linksPosition = position
        }
        var output = JSONObject()
        for (position, member) in members.enumerated() {
            if member.key == "links" {
                if position == linksPosition {
                    for expansion in expansions { output.append(key: expansion.key, value: expansion.value) }
                }
            } else if expandedKeys.contains(member.key) {
                log.add(.memberReplaced(member.key), at: path.appending(key: member.key))
            } else {
                output.append(key: member.key, value: member.value.jsonValue)
            }
        }
        return .object(output)
    }

    private mutating func expandLinkedIDs(
        _ value: Node, entry: LinkTable.Entry, of resource: Node, at path: JSONPath
    ) -> JSONValue {
        if let elements = value.elements {
            var output: [JSONValue] = []
            for (index, element) in elements.enumerated() {
                if let text = LinksExpander.idText(element) {
                    let elementPath = path.appending(index: index)
                    output.append(linkedResource(id: element, text: text, entry: entry, of: resource, at: elementPath))
                } else {
                    log.add(.invalidLinkedID(element.kind), at: path.appending(index: index))
                    output.append(element.jsonValue)
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
        return value.jsonValue
    }

    /// The related resource with the id, copied with its `href`, or `{"id", "href"}` when the
    /// collection has no such resource.
    private mutating func linkedResource(
        id: Node, text: String, entry: LinkTable.Entry, of resource: Node, at path: JSONPath
    ) -> JSONValue {
        let url: String
        if entry.template.placeholderCount == 1 {
            url = entry.template.filled { _ in text }
        } else {
            url = entry.template.filled { name in
                name == entry.key ? text : fieldText(for: name, in: resource, parent: entry.parent, at: path)
            }
        }
        guard let collection = collection(named: entry.collection, for: entry),
            let (found, position) = collection.resource(withID: text)
        else {
            log.add(.missingLinkedResource(id: text, collection: entry.collection), at: path)
            return .object(["id": id.jsonValue, "href": .string(url)])
        }
        var object = found
        if object["href"] != nil {
            let hrefPath = JSONPath([.key(entry.collection), .index(position), .key("href")])
            log.add(.memberReplaced("href"), at: hrefPath)
        }
        object["href"] = .string(url)
        return .object(object)
    }

    // MARK: Templates

    /// The text for a `{parent.field}` placeholder, from the resource's own field.
    private mutating func fieldText(
        for name: Substring, in resource: Node, parent: String, at path: JSONPath
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

    private mutating func collection(named name: String, for entry: LinkTable.Entry) -> SideLoadedCollection<Node>? {
        if let known = collections[name] { return known }
        if unusable.contains(name) { return nil }
        guard let value = root[name] else {
            unusable.insert(name)
            log.add(.missingCollection(name), at: entry.path)
            return nil
        }
        guard let elements = value.elements else {
            unusable.insert(name)
            log.add(.relatedCollectionNotArray(name, value.kind), at: JSONPath.root.appending(key: name))
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
