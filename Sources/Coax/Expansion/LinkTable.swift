/// The top-level `links` object of a links-format document, read into entries.
///
/// Keys are `"parent.child"`; values are a template string (the related collection is then
/// named `child`) or an object with `href` (the template) and `type` (the collection).
/// Malformed entries are reported and left out.
struct LinkTable {
    struct Entry {
        /// The key as written, `parent.child`.
        let key: String
        let parent: String
        let child: String
        let template: LinkTemplate
        /// The top-level collection holding the related resources.
        let collection: String
        let path: JSONPath
    }

    private(set) var entries: [Entry] = []
    /// Entry positions by key.
    private var positions: [String: Int] = [:]
    /// Entry positions by parent, in table order.
    private var byParent: [String: [Int]] = [:]
    /// Parent collections in the order the table first names them.
    private(set) var parents: [String] = []

    /// An empty table.
    init() {}

    init<Node: JSONReadable>(_ table: Node, log: inout WarningLog) {
        let tablePath = JSONPath.root.appending(key: "links")
        guard let members = table.members else { return }
        for (key, value) in members {
            let path = tablePath.appending(key: key)
            guard let (parent, child) = LinkTable.split(key) else {
                log.add(.malformedLinkKey(key), at: path)
                continue
            }
            let templateText: String
            var collection = child
            if let text = value.string {
                templateText = text
            } else if value.kind == .object, let text = value["href"]?.string {
                templateText = text
                if let type = value["type"] {
                    if let name = type.string {
                        collection = name
                    } else {
                        log.add(.misfit(.linkType(fallback: child), type.kind), at: path.appending(key: "type"))
                    }
                }
            } else if value.kind == .object {
                let href = value["href"]
                log.add(.invalidLinkHref(href?.kind), at: href == nil ? path : path.appending(key: "href"))
                continue
            } else {
                log.add(.invalidLinkTemplate(value.kind), at: path)
                continue
            }
            let template = LinkTemplate(templateText)
            if template.placeholderCount == 0 {
                log.add(.templateWithoutPlaceholder(templateText), at: path)
            }
            let entry = Entry(
                key: key, parent: parent, child: child, template: template, collection: collection, path: path)
            if let existing = positions[key] {
                log.add(.duplicateLinkKey(key), at: path)
                entries[existing] = entry
            } else {
                positions[key] = entries.count
                if byParent[parent] == nil { parents.append(parent) }
                byParent[parent, default: []].append(entries.count)
                entries.append(entry)
            }
        }
    }

    func entry(forKey key: String) -> Entry? {
        positions[key].map { entries[$0] }
    }

    func entries(forParent parent: String) -> [Entry] {
        (byParent[parent] ?? []).map { entries[$0] }
    }

    func isParent(_ name: String) -> Bool {
        byParent[name] != nil
    }

    /// `parent.child` split at its only dot, or nil when the key has no dot, several, or an
    /// empty side.
    private static func split(_ key: String) -> (String, String)? {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        return (String(parts[0]), String(parts[1]))
    }
}
