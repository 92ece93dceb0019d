/// Expands a JSON:API 1.1 compound document (see `docs/expansion.md`).
///
/// 1. Index every resource object of `data` and `included` by (type, id) and (type, lid).
/// 2. Read each resource's relationships once, resolving linkages through the index.
/// 3. Expand breadth-first from the primary resources into a flat list of copies, with no
///    recursion: cycles are cut by walking the (depth-bounded) parent chain, depth by the
///    include list or the depth limit, total size by the work limit.
/// 4. Build the output from the last copy to the first, each child value moved into its parent.
struct JSONAPIExpander<Node: JSONReadable> {
    private let root: Node
    /// The root's members in order, read once.
    private let topLevel: [(key: String, value: Node)]
    private var include: IncludeTree?
    private let depthLimit: Int
    private let workLimitOption: Int?
    private var log = WarningLog()
    private var resources: [JSONAPIResource<Node>] = []
    private var index: [ResourceKey: Int] = [:]
    private var templates: [ResourceTemplate?] = []
    private var linkageTotal = 0

    private enum PrimaryEntry {
        case resource(Int)
        case asIs(Node)
    }

    private enum PrimaryData {
        case absent
        case null
        case single(Int)
        case many([PrimaryEntry])
        case asIs(Node)
    }

    private var primary = PrimaryData.absent

    init(root: Node, include: IncludeList?, depthLimit: Int, workLimit: Int?) {
        self.root = root
        topLevel = root.memberList
        self.include = include.map(IncludeTree.init)
        self.depthLimit = depthLimit
        self.workLimitOption = workLimit
    }

    mutating func run() -> Expansion {
        checkTopLevelMembers()
        indexResources()
        readRelationships()
        let copies = expand()
        let data = assemble(copies)
        reportUnmatchedIncludePaths()
        reportUnreachableResources()
        var output = JSONObject()
        let lastData = lastPosition(of: "data")
        for (position, member) in topLevel.enumerated() {
            switch member.key {
            case "data":
                if position == lastData { output.append(key: "data", value: data) }
            case "included":
                continue
            default:
                output.append(key: member.key, value: member.value.jsonValue)
            }
        }
        return Expansion(value: .object(output), format: .jsonAPI, warnings: log.warnings)
    }

    // MARK: Top level

    private func lastPosition(of key: String) -> Int? {
        var last: Int?
        for (position, member) in topLevel.enumerated() where member.key == key {
            last = position
        }
        return last
    }

    private mutating func checkTopLevelMembers() {
        var seen: Set<String> = []
        for (key, _) in topLevel {
            let path = JSONPath.root.appending(key: key)
            switch key {
            case "data", "included":
                if !seen.insert(key).inserted { log.add(.duplicateTopLevelMember(key), at: path) }
            case "meta", "links", "jsonapi", "errors":
                continue
            default:
                // Extension members (`ext:name`) and @-members are allowed by JSON:API 1.1.
                if !key.contains(":") && !key.hasPrefix("@") {
                    log.add(.unknownTopLevelMember(key), at: path)
                }
            }
        }
    }

    // MARK: Indexing

    private mutating func indexResources() {
        if let data = root["data"] {
            switch data.kind {
            case .null:
                primary = .null
            case .object:
                primary = .single(addResource(data, origin: .primary(index: nil)))
            case .array:
                var entries: [PrimaryEntry] = []
                for (position, element) in data.elementList.enumerated() {
                    if element.kind == .object {
                        entries.append(.resource(addResource(element, origin: .primary(index: position))))
                    } else {
                        let path = JSONPath.root.appending(key: "data").appending(index: position)
                        log.add(.resourceNotObject(element.kind), at: path)
                        entries.append(.asIs(element))
                    }
                }
                primary = .many(entries)
            default:
                log.add(.primaryDataInvalid(data.kind), at: JSONPath.root.appending(key: "data"))
                primary = .asIs(data)
            }
        }
        guard let included = root["included"] else { return }
        guard let elements = included.elements else {
            log.add(.includedNotArray(included.kind), at: JSONPath.root.appending(key: "included"))
            return
        }
        for (position, element) in elements.enumerated() {
            if element.kind == .object {
                addResource(element, origin: .included(index: position))
            } else {
                let path = JSONPath.root.appending(key: "included").appending(index: position)
                log.add(.sideLoadedResourceNotObject(element.kind), at: path)
            }
        }
    }

    /// Reads a resource's identity, reports what is wrong with it, and indexes it.
    @discardableResult
    private mutating func addResource(_ node: Node, origin: ResourceOrigin) -> Int {
        // Paths are built only when a warning needs one; a large document then builds none.
        let path = { origin.path }
        var type: String?
        if let value = node["type"] {
            if let text = value.string {
                type = text
            } else {
                log.add(.typeNotString(value.kind), at: path().appending(key: "type"))
            }
        } else {
            log.add(.missingType, at: path())
        }
        let id = node["id"].flatMap { readID($0, at: { path().appending(key: "id") }) }
        var lid: String?
        if let value = node["lid"] {
            if let text = value.string {
                lid = text
            } else {
                log.add(.lidNotString(value.kind), at: path().appending(key: "lid"))
            }
        }
        let position = resources.count
        var keys: [ResourceKey] = []
        if let type {
            if let id { keys.append(ResourceKey(type: type, value: id, isLocal: false)) }
            if let lid { keys.append(ResourceKey(type: type, value: lid, isLocal: true)) }
            if keys.isEmpty, origin.isIncluded {
                log.add(.unidentifiedIncludedResource, at: path())
            }
        }
        var indexed = false
        for key in keys {
            if let first = index[key] {
                log.add(
                    .duplicateResource(identifier: key.description, firstPath: resources[first].origin.path),
                    at: path())
            } else {
                index[key] = position
                indexed = true
            }
        }
        var resource = JSONAPIResource(node: node, origin: origin, key: keys.first)
        resource.isIndexed = indexed
        resources.append(resource)
        templates.append(nil)
        return position
    }

    /// The text an id is compared by, reporting numeric and unusable ids.
    private mutating func readID(_ value: Node, at path: () -> JSONPath) -> String? {
        if let text = value.string { return text }
        if let number = value.number {
            log.add(.numericID(number.literal), at: path())
            return number.literal
        }
        log.add(.idNotText(value.kind), at: path())
        return nil
    }

    // MARK: Relationships

    private mutating func readRelationships() {
        for position in resources.indices {
            let node = resources[position].node
            guard let relationships = node["relationships"] else { continue }
            let origin = resources[position].origin
            let path = { origin.path.appending(key: "relationships") }
            guard let members = relationships.members else {
                log.add(.relationshipsNotObject(relationships.kind), at: path())
                resources[position].relationshipsAsIs = true
                continue
            }
            var read: [JSONAPIRelationship<Node>] = []
            var cost = 1
            for (name, value) in members {
                let relationship = readRelationship(name: name, value, at: { path().appending(key: name) })
                cost += relationship.linkageCount
                read.append(relationship)
            }
            linkageTotal += cost - 1
            resources[position].relationships = read
            resources[position].cost = cost
        }
    }

    private mutating func readRelationship(
        name: String, _ node: Node, at path: () -> JSONPath
    ) -> JSONAPIRelationship<Node> {
        guard node.kind == .object else {
            log.add(.relationshipNotObject(node.kind), at: path())
            return JSONAPIRelationship(name: name, node: node, content: .asIs(node), identifiersCarryExtras: false)
        }
        guard let data = node["data"] else {
            return JSONAPIRelationship(name: name, node: node, content: .absent, identifiersCarryExtras: false)
        }
        func dataPath() -> JSONPath { path().appending(key: "data") }
        var unresolved: [String] = []
        var extras = false
        let content: JSONAPIRelationship<Node>.Content
        switch data.kind {
        case .null:
            content = .toOne(nil)
        case .object:
            content = .toOne(readLinkage(data, at: dataPath, unresolved: &unresolved, extras: &extras))
        case .array:
            var linkages: [JSONAPILinkage<Node>] = []
            for (position, element) in data.elementList.enumerated() {
                linkages.append(
                    readLinkage(
                        element, at: { dataPath().appending(index: position) }, unresolved: &unresolved,
                        extras: &extras))
            }
            content = .toMany(linkages)
        default:
            log.add(.linkageInvalid(data.kind), at: dataPath())
            content = .asIs(data)
        }
        if !unresolved.isEmpty {
            log.add(.unresolvedLinkages(unresolved), at: dataPath())
        }
        return JSONAPIRelationship(name: name, node: node, content: content, identifiersCarryExtras: extras)
    }

    /// Resolves one resource identifier by (type, id), then by (type, lid).
    private mutating func readLinkage(
        _ node: Node, at path: () -> JSONPath, unresolved: inout [String], extras: inout Bool
    ) -> JSONAPILinkage<Node> {
        guard let members = node.members, let type = node["type"]?.string else {
            log.add(.identifierInvalid, at: path())
            return JSONAPILinkage(node: node, target: nil)
        }
        if members.contains(where: { $0.key != "type" && $0.key != "id" && $0.key != "lid" }) {
            extras = true
        }
        let id = node["id"].flatMap { readID($0, at: { path().appending(key: "id") }) }
        var lid: String?
        if let value = node["lid"] {
            if let text = value.string {
                lid = text
            } else {
                log.add(.lidNotString(value.kind), at: path().appending(key: "lid"))
            }
        }
        guard id != nil || lid != nil else {
            log.add(.identifierInvalid, at: path())
            return JSONAPILinkage(node: node, target: nil)
        }
        let byID = id.map { ResourceKey(type: type, value: $0, isLocal: false) }
        let byLID = lid.map { ResourceKey(type: type, value: $0, isLocal: true) }
        if let target = byID.flatMap({ index[$0] }) ?? byLID.flatMap({ index[$0] }) {
            return JSONAPILinkage(node: node, target: target)
        }
        if let key = byID ?? byLID {
            unresolved.append(key.description)
        }
        return JSONAPILinkage(node: node, target: nil)
    }

    // MARK: Expansion

    /// Breadth-first expansion into a flat list of copies; no recursion.
    private mutating func expand() -> [ResourceCopy<Node>] {
        var copies: [ResourceCopy<Node>] = []
        let includeRoot = include == nil ? nil : IncludeTree.root
        for position in primaryResources {
            copies.append(ResourceCopy(resource: position, parent: -1, depth: 0, includeNode: includeRoot))
        }
        let limit = workLimitOption ?? (4 * (resources.count + linkageTotal) + 10_000)
        var used = copies.reduce(0) { $0 + resources[$1.resource].cost }
        var depthStops = 0
        var workStops = 0
        var cursor = 0
        while cursor < copies.count {
            let copy = copies[cursor]
            let resource = resources[copy.resource]
            buildTemplate(for: copy.resource)
            let keeps = templates[copy.resource]?.keeps ?? []
            var outputs: [ResourceCopy<Node>.Output] = []
            outputs.reserveCapacity(resource.relationships.count)
            for (offset, relationship) in resource.relationships.enumerated() {
                var follows = true
                var childInclude: Int?
                if let node = copy.includeNode {
                    childInclude = include?.child(of: node, named: relationship.name)
                    follows = childInclude != nil
                }
                // A relationship left out for its name is not expanded either.
                guard offset < keeps.count, keeps[offset] else {
                    outputs.append(.absent)
                    continue
                }
                // What one linkage becomes: a new copy when everything allows it.
                func slot(_ linkage: JSONAPILinkage<Node>) -> ResourceCopy<Node>.Slot {
                    guard follows, let target = linkage.target else { return .identifier(linkage.node) }
                    var ancestor = cursor
                    while ancestor >= 0 {
                        if copies[ancestor].resource == target { return .identifier(linkage.node) }
                        ancestor = copies[ancestor].parent
                    }
                    guard copy.depth < depthLimit else {
                        depthStops += 1
                        return .identifier(linkage.node)
                    }
                    let cost = resources[target].cost
                    guard used + cost <= limit else {
                        workStops += 1
                        return .identifier(linkage.node)
                    }
                    used += cost
                    let child = ResourceCopy<Node>(
                        resource: target, parent: cursor, depth: copy.depth + 1, includeNode: childInclude)
                    copies.append(child)
                    return .copy(copies.count - 1)
                }
                switch relationship.content {
                case .absent:
                    outputs.append(.absent)
                case .asIs(let node):
                    outputs.append(.asIs(node))
                case .toOne(nil):
                    outputs.append(.null)
                case .toOne(let linkage?):
                    outputs.append(.one(slot(linkage)))
                case .toMany(let linkages):
                    outputs.append(.many(linkages.map(slot)))
                }
            }
            copies[cursor].outputs = outputs
            cursor += 1
        }
        if depthStops > 0 {
            log.add(.depthLimitReached(depth: depthLimit, count: depthStops), at: .root)
        }
        if workStops > 0 {
            log.add(.workLimitReached(limit: limit, count: workStops), at: .root)
        }
        return copies
    }

    private var primaryResources: [Int] {
        switch primary {
        case .absent, .null, .asIs: []
        case .single(let position): [position]
        case .many(let entries):
            entries.compactMap { entry in
                if case .resource(let position) = entry { return position }
                return nil
            }
        }
    }

    /// Converts a resource's fixed members once, reporting name clashes once.
    private mutating func buildTemplate(for position: Int) {
        guard templates[position] == nil else { return }
        let resource = resources[position]
        let node = resource.node
        let path = resource.origin.path
        var template = ResourceTemplate()
        var taken: Set<String> = []
        for key in ["type", "id", "lid"] {
            if let value = node[key] {
                template.head.append(.init(key: key, value: value.jsonValue))
                taken.insert(key)
            }
        }
        if let attributes = node["attributes"] {
            if let members = attributes.members {
                var names: Set<String> = []
                for (key, value) in members {
                    if taken.contains(key) {
                        log.add(.nameClash(key), at: path.appending(key: "attributes").appending(key: key))
                    } else {
                        template.head.append(.init(key: key, value: value.jsonValue))
                        names.insert(key)
                    }
                }
                taken.formUnion(names)
            } else {
                log.add(.attributesNotObject(attributes.kind), at: path.appending(key: "attributes"))
                template.head.append(.init(key: "attributes", value: attributes.jsonValue))
                taken.insert("attributes")
            }
        }
        var relationshipNames: Set<String> = []
        for relationship in resource.relationships {
            if case .absent = relationship.content {
                template.keeps.append(false)
            } else if taken.contains(relationship.name) {
                let clash = path.appending(key: "relationships").appending(key: relationship.name)
                log.add(.nameClash(relationship.name), at: clash)
                template.keeps.append(false)
            } else {
                template.keeps.append(true)
                relationshipNames.insert(relationship.name)
            }
        }
        taken.formUnion(relationshipNames)
        var tail: [(String, JSONValue)] = []
        for key in ["links", "meta"] {
            if let value = node[key] { tail.append((key, value.jsonValue)) }
        }
        if resource.relationshipsAsIs, let value = node["relationships"] {
            tail.append(("relationships", value.jsonValue))
        } else {
            var kept = JSONObject()
            for relationship in resource.relationships {
                if let members = relationship.keptMembers {
                    kept.append(key: relationship.name, value: .object(members))
                }
            }
            if !kept.isEmpty { tail.append(("relationships", .object(kept))) }
        }
        for (key, value) in tail {
            if taken.contains(key) {
                log.add(.nameClash(key), at: path.appending(key: key))
            } else {
                template.tail.append(.init(key: key, value: value))
                taken.insert(key)
            }
        }
        templates[position] = template
    }

    // MARK: Output

    /// Builds every copy's object from the last copy to the first, moving each child into its
    /// parent, and returns the new `data`.
    private mutating func assemble(_ copies: [ResourceCopy<Node>]) -> JSONValue {
        var copies = copies
        var values = [JSONValue?](repeating: nil, count: copies.count)
        func take(_ slot: ResourceCopy<Node>.Slot) -> JSONValue {
            switch slot {
            case .copy(let position):
                let value = values[position] ?? .null
                values[position] = nil
                return value
            case .identifier(let node):
                return node.jsonValue
            }
        }
        for position in copies.indices.reversed() {
            let copy = copies[position]
            let resource = resources[copy.resource]
            let template = templates[copy.resource] ?? ResourceTemplate()
            var members = template.head
            members.reserveCapacity(template.head.count + copy.outputs.count + template.tail.count)
            for (offset, output) in copy.outputs.enumerated() where template.keeps[offset] {
                let name = resource.relationships[offset].name
                switch output {
                case .absent:
                    continue
                case .asIs(let node):
                    members.append(.init(key: name, value: node.jsonValue))
                case .null:
                    members.append(.init(key: name, value: .null))
                case .one(let slot):
                    members.append(.init(key: name, value: take(slot)))
                case .many(let slots):
                    members.append(.init(key: name, value: .array(slots.map(take))))
                }
            }
            members.append(contentsOf: template.tail)
            values[position] = .object(JSONObject(members))
            copies[position].outputs = []
        }
        var next = 0
        func nextPrimary() -> JSONValue {
            defer { next += 1 }
            return take(.copy(next))
        }
        switch primary {
        case .absent, .null:
            return .null
        case .asIs(let node):
            return node.jsonValue
        case .single:
            return nextPrimary()
        case .many(let entries):
            return .array(
                entries.map { entry in
                    switch entry {
                    case .resource: nextPrimary()
                    case .asIs(let node): node.jsonValue
                    }
                })
        }
    }

    // MARK: Reports

    private mutating func reportUnmatchedIncludePaths() {
        for path in include?.unmatchedPaths ?? [] {
            log.add(.unmatchedIncludePath(path), at: .root)
        }
    }

    /// Included resources that no chain of linkages from the primary data reaches are not in the
    /// output (JSON:API calls this full linkage): report each.
    private mutating func reportUnreachableResources() {
        var reached = [Bool](repeating: false, count: resources.count)
        var queue = primaryResources
        for position in queue { reached[position] = true }
        var cursor = 0
        while cursor < queue.count {
            for relationship in resources[queue[cursor]].relationships {
                let targets: [Int]
                switch relationship.content {
                case .absent, .asIs, .toOne(nil): targets = []
                case .toOne(let linkage?): targets = linkage.target.map { [$0] } ?? []
                case .toMany(let linkages): targets = linkages.compactMap(\.target)
                }
                for target in targets where !reached[target] {
                    reached[target] = true
                    queue.append(target)
                }
            }
            cursor += 1
        }
        for (position, resource) in resources.enumerated()
        where resource.origin.isIncluded && resource.isIndexed && !reached[position] {
            log.add(.unlinkedResource(resource.identifier), at: resource.origin.path)
        }
    }
}
