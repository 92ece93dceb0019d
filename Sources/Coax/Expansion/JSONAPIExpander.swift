/// Works out the expansion of a JSON:API 1.1 compound document (see `docs/expansion.md`).
///
/// 1. Index every resource object of `data` and `included` by (type, id) and (type, lid).
/// 2. Read each resource's relationships once, resolving linkages through the index.
/// 3. Expand breadth-first from the primary resources into a flat list of copies, with no
///    recursion: cycles are cut by walking the (depth-bounded) parent chain, depth by the
///    include list or the depth limit, total size by the work limit.
///
/// The result is a ``JSONAPIPlan``: tables of tape indices into the document and the copies,
/// from which the output is written, copying everything it does not rewrite from the source.
struct JSONAPIExpander {
    private let document: JSONDocument
    private let root: JSONNode
    private var include: IncludeTree?
    private let depthLimit: Int
    private let workLimitOption: Int?
    private var log = WarningLog()
    private var resources: [JSONAPIResource] = []
    private var relationships: [JSONAPIRelationship] = []
    private var linkages: [JSONAPILinkage] = []
    private var names = RelationshipNames()
    private var index: [ResourceKey: Int] = [:]
    private var linkageTotal = 0
    private var primary = JSONAPIPlan.PrimaryData.absent
    /// Include tree children by (include node, relationship name), looked up once each: -2 not
    /// yet asked, -1 not included. A table when it is small, else a dictionary.
    private var includeChildren: [Int32] = []
    private var includeChildrenByPair: [Int: Int32] = [:]
    private static let includeTableLimit = 1 << 20

    init(root: JSONNode, include: IncludeList?, depthLimit: Int, workLimit: Int?) {
        self.document = root.document
        self.root = root
        self.include = include.map(IncludeTree.init)
        self.depthLimit = depthLimit
        self.workLimitOption = workLimit
    }

    mutating func run() -> (plan: JSONAPIPlan, warnings: [ExpansionWarning]) {
        let topLevel = root.entries.map { Array($0) } ?? []
        checkTopLevelMembers(topLevel)
        indexResources()
        readRelationships()
        let copies = expand()
        reportUnmatchedIncludePaths()
        reportUnreachableResources()
        var lastData: Int?
        for (position, member) in topLevel.enumerated() where member.key == "data" {
            lastData = position
        }
        var members: [JSONAPIPlan.TopLevelMember] = []
        for (position, member) in topLevel.enumerated() {
            switch member.key {
            case "data":
                if position == lastData { members.append(.data) }
            case "included":
                continue
            default:
                members.append(.asIs(keyIndex: member.keyIndex))
            }
        }
        let plan = JSONAPIPlan(
            document: document, topLevel: members, primary: primary, resources: resources,
            relationships: relationships, linkages: linkages, copies: copies)
        return (plan, log.warnings)
    }

    // MARK: Top level

    private mutating func checkTopLevelMembers(_ topLevel: [JSONNode.Member]) {
        var seen: Set<String> = []
        for member in topLevel {
            let key = member.key
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
                primary = .single(addResource(data.index, origin: .primary(index: nil)))
            case .array:
                var entries: [JSONAPIPlan.PrimaryEntry] = []
                for (position, element) in document.elements(ofArrayAt: data.index).enumerated() {
                    if document.tape[element].kind == .objectOpen {
                        entries.append(.resource(addResource(element, origin: .primary(index: position))))
                    } else {
                        let path = JSONPath.root.appending(key: "data").appending(index: position)
                        log.add(.resourceNotObject(document.kind(at: element)), at: path)
                        entries.append(.asIs(element))
                    }
                }
                primary = .many(entries)
            default:
                log.add(.primaryDataInvalid(data.kind), at: JSONPath.root.appending(key: "data"))
                primary = .asIs(data.index)
            }
        }
        guard let included = root["included"] else { return }
        guard included.kind == .array else {
            log.add(.includedNotArray(included.kind), at: JSONPath.root.appending(key: "included"))
            return
        }
        resources.reserveCapacity(resources.count + included.count)
        for (position, element) in document.elements(ofArrayAt: included.index).enumerated() {
            if document.tape[element].kind == .objectOpen {
                addResource(element, origin: .included(index: position))
            } else {
                let path = JSONPath.root.appending(key: "included").appending(index: position)
                log.add(.sideLoadedResourceNotObject(document.kind(at: element)), at: path)
            }
        }
    }

    /// Reads the identity of the resource object at a tape index, reports what is wrong with
    /// it, and indexes it.
    @discardableResult
    private mutating func addResource(_ node: Int, origin: ResourceOrigin) -> Int {
        // Paths are built only when a warning needs one; a large document then builds none.
        let path = { origin.path }
        let identity = ResourceIdentity(document, node)
        var type: String?
        if identity.type >= 0 {
            if let text = document.string(at: identity.type) {
                type = text
            } else {
                log.add(.typeNotString(document.kind(at: identity.type)), at: path().appending(key: "type"))
            }
        } else {
            log.add(.missingType, at: path())
        }
        let id = identity.id >= 0 ? readID(identity.id, at: { path().appending(key: "id") }) : nil
        var lid: String?
        if identity.lid >= 0 {
            if let text = document.string(at: identity.lid) {
                lid = text
            } else {
                log.add(.lidNotString(document.kind(at: identity.lid)), at: path().appending(key: "lid"))
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
        return position
    }

    /// The text an id (at a tape index) is compared by, reporting numeric and unusable ids.
    private mutating func readID(_ value: Int, at path: () -> JSONPath) -> String? {
        if let text = document.string(at: value) { return text }
        if let literal = document.numberLiteral(at: value) {
            log.add(.numericID(literal), at: path())
            return literal
        }
        log.add(.idNotText(document.kind(at: value)), at: path())
        return nil
    }

    // MARK: Relationships

    private mutating func readRelationships() {
        var nameCache = NameCache()
        let document = self.document
        for position in resources.indices {
            guard let value = document.lastMember(named: "relationships", ofObjectAt: resources[position].node) else {
                continue
            }
            let origin = resources[position].origin
            let path = { origin.path.appending(key: "relationships") }
            guard document.tape[value].kind == .objectOpen else {
                log.add(.relationshipsNotObject(document.kind(at: value)), at: path())
                resources[position].relationshipsAsIs = true
                continue
            }
            let start = relationships.count
            var cost = 1
            for (ordinal, keyIndex) in document.memberKeys(ofObjectAt: value).enumerated() {
                let name = nameCache.name(of: keyIndex, at: ordinal, in: document, names: &names)
                let relationship = readRelationship(
                    keyIndex, name: name, at: { path().appending(key: document.decodedString(at: keyIndex)) })
                cost += relationship.linkageCount
                relationships.append(relationship)
            }
            linkageTotal += cost - 1
            resources[position].relationships = start..<relationships.count
            resources[position].cost = cost
        }
    }

    private mutating func readRelationship(
        _ keyIndex: Int, name: Int, at path: () -> JSONPath
    ) -> JSONAPIRelationship {
        let node = keyIndex + 1
        func relationship(_ content: JSONAPIRelationship.Content, extras: Bool = false) -> JSONAPIRelationship {
            JSONAPIRelationship(
                keyIndex: keyIndex, name: name, node: node, content: content, identifiersCarryExtras: extras)
        }
        guard document.tape[node].kind == .objectOpen else {
            log.add(.relationshipNotObject(document.kind(at: node)), at: path())
            return relationship(.asIs(node))
        }
        guard let data = document.lastMember(named: "data", ofObjectAt: node) else { return relationship(.absent) }
        func dataPath() -> JSONPath { path().appending(key: "data") }
        var unresolved: [String] = []
        var extras = false
        let content: JSONAPIRelationship.Content
        switch document.tape[data].kind {
        case .null:
            content = .null
        case .objectOpen:
            linkages.append(readLinkage(data, at: dataPath, unresolved: &unresolved, extras: &extras))
            content = .toOne(linkages.count - 1)
        case .arrayOpen:
            let start = linkages.count
            for (position, element) in document.elements(ofArrayAt: data).enumerated() {
                linkages.append(
                    readLinkage(
                        element, at: { dataPath().appending(index: position) }, unresolved: &unresolved,
                        extras: &extras))
            }
            content = .toMany(start..<linkages.count)
        default:
            log.add(.linkageInvalid(document.kind(at: data)), at: dataPath())
            content = .asIs(data)
        }
        if !unresolved.isEmpty {
            log.add(.unresolvedLinkages(unresolved), at: dataPath())
        }
        return relationship(content, extras: extras)
    }

    /// Resolves the resource identifier at a tape index by (type, id), then by (type, lid).
    private mutating func readLinkage(
        _ node: Int, at path: () -> JSONPath, unresolved: inout [String], extras: inout Bool
    ) -> JSONAPILinkage {
        let identity = ResourceIdentity(document, node)
        guard identity.type >= 0, let type = document.string(at: identity.type) else {
            log.add(.identifierInvalid, at: path())
            return JSONAPILinkage(node: node, target: -1)
        }
        if identity.hasOtherMembers {
            extras = true
        }
        let id = identity.id >= 0 ? readID(identity.id, at: { path().appending(key: "id") }) : nil
        var lid: String?
        if identity.lid >= 0 {
            if let text = document.string(at: identity.lid) {
                lid = text
            } else {
                log.add(.lidNotString(document.kind(at: identity.lid)), at: path().appending(key: "lid"))
            }
        }
        guard id != nil || lid != nil else {
            log.add(.identifierInvalid, at: path())
            return JSONAPILinkage(node: node, target: -1)
        }
        let byID = id.map { ResourceKey(type: type, value: $0, isLocal: false) }
        let byLID = lid.map { ResourceKey(type: type, value: $0, isLocal: true) }
        if let target = byID.flatMap({ index[$0] }) ?? byLID.flatMap({ index[$0] }) {
            return JSONAPILinkage(node: node, target: Int32(target))
        }
        if let key = byID ?? byLID {
            unresolved.append(key.description)
        }
        return JSONAPILinkage(node: node, target: -1)
    }

    // MARK: Expansion

    /// Breadth-first expansion into a flat list of copies; no recursion.
    private mutating func expand() -> [ResourceCopy] {
        var copies: [ResourceCopy] = []
        let includeRoot: Int32 = include == nil ? -1 : Int32(IncludeTree.root)
        for position in primaryResources {
            copies.append(
                ResourceCopy(resource: Int32(position), parent: -1, depth: 0, includeNode: includeRoot, linkage: -1))
        }
        if let include, include.nodeCount.multipliedReportingOverflow(by: names.count).partialValue
            <= JSONAPIExpander.includeTableLimit, include.nodeCount <= JSONAPIExpander.includeTableLimit
        {
            includeChildren = Array(repeating: -2, count: include.nodeCount * names.count)
        }
        let limit = workLimitOption ?? (4 * (resources.count + linkageTotal) + 10_000)
        var used = copies.reduce(0) { $0 + resources[Int($1.resource)].cost }
        var depthStops = 0
        var workStops = 0
        var cursor = 0
        while cursor < copies.count {
            let copy = copies[cursor]
            let position = Int(copy.resource)
            copies[cursor].firstChild = Int32(copies.count)
            buildLayout(for: position)
            let parentCursor = Int32(cursor)
            for relationshipIndex in resources[position].relationships {
                let relationship = relationships[relationshipIndex]
                var follows = true
                var childInclude: Int32 = -1
                if copy.includeNode >= 0 {
                    childInclude = includeChild(of: Int(copy.includeNode), named: relationship.name)
                    follows = childInclude >= 0
                }
                // A relationship left out for its name is not expanded either.
                guard relationship.isWritten, follows else { continue }
                let range: Range<Int>
                switch relationship.content {
                case .absent, .asIs, .null: continue
                case .toOne(let linkage): range = linkage..<(linkage + 1)
                case .toMany(let many): range = many
                }
                for linkageIndex in range {
                    let target = linkages[linkageIndex].target
                    guard target >= 0 else { continue }
                    var ancestor = parentCursor
                    var cycle = false
                    while ancestor >= 0 {
                        let above = copies[Int(ancestor)]
                        if above.resource == target {
                            cycle = true
                            break
                        }
                        ancestor = above.parent
                    }
                    if cycle { continue }
                    guard Int(copy.depth) < depthLimit else {
                        depthStops += 1
                        continue
                    }
                    let cost = resources[Int(target)].cost
                    guard used + cost <= limit, copies.count < Int(Int32.max) else {
                        workStops += 1
                        continue
                    }
                    used += cost
                    copies.append(
                        ResourceCopy(
                            resource: target, parent: parentCursor, depth: copy.depth + 1,
                            includeNode: childInclude, linkage: Int32(linkageIndex)))
                }
            }
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

    /// The include tree node for relationship `name` below `node`, -1 when it is not included;
    /// each pair is asked of the tree once (asking marks the path as matched).
    private mutating func includeChild(of node: Int, named name: Int) -> Int32 {
        let slot = node * names.count + name
        let useTable = !includeChildren.isEmpty
        if let known = useTable ? includeChildren[slot] : includeChildrenByPair[slot], known != -2 {
            return known
        }
        let child = Int32(include?.child(of: node, named: names[name]) ?? -1)
        if useTable {
            includeChildren[slot] = child
        } else {
            includeChildrenByPair[slot] = child
        }
        return child
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

    /// Finds what a resource's copies write besides their relationships, reporting name
    /// clashes once, at the resource's first copy.
    ///
    /// Names are compared as Swift compares strings (canonical equivalence), on the tape
    /// without making strings for the usual ASCII names.
    private mutating func buildLayout(for position: Int) {
        guard resources[position].layout == nil else { return }
        let resource = resources[position]
        let node = resource.node
        let path = resource.origin.path
        var layout = ResourceLayout()
        let identity = ResourceIdentity(document, node)
        layout.type = identity.type
        layout.id = identity.id
        layout.lid = identity.lid
        var names = LayoutNames(document: document, identity: identity)
        if let attributes = document.lastMember(named: "attributes", ofObjectAt: node) {
            layout.attributes = attributes
            if document.tape[attributes].kind == .objectOpen {
                var attributeKeys: [Int] = []
                for keyIndex in document.memberKeys(ofObjectAt: attributes) {
                    if names.isHeadName(keyIndex) {
                        let key = document.decodedString(at: keyIndex)
                        log.add(.nameClash(key), at: path.appending(key: "attributes").appending(key: key))
                        layout.attributeClashes = true
                    } else {
                        attributeKeys.append(keyIndex)
                    }
                }
                names.add(attributeKeys)
            } else {
                log.add(.attributesNotObject(document.kind(at: attributes)), at: path.appending(key: "attributes"))
                names.addAttributesMember()
            }
        }
        var relationshipKeys: [Int] = []
        for relationshipIndex in resource.relationships {
            let relationship = relationships[relationshipIndex]
            if case .absent = relationship.content { continue }
            if names.contains(relationship.keyIndex) {
                let name = document.decodedString(at: relationship.keyIndex)
                let clash = path.appending(key: "relationships").appending(key: name)
                log.add(.nameClash(name), at: clash)
            } else {
                relationships[relationshipIndex].isWritten = true
                relationshipKeys.append(relationship.keyIndex)
            }
        }
        names.add(relationshipKeys)
        if let value = document.lastMember(named: "links", ofObjectAt: node) {
            if names.contains("links") {
                log.add(.nameClash("links"), at: path.appending(key: "links"))
            } else {
                layout.links = value
            }
        }
        if let value = document.lastMember(named: "meta", ofObjectAt: node) {
            if names.contains("meta") {
                log.add(.nameClash("meta"), at: path.appending(key: "meta"))
            } else {
                layout.meta = value
            }
        }
        var tail = ResourceLayout.Tail.none
        if resource.relationshipsAsIs, let value = document.lastMember(named: "relationships", ofObjectAt: node) {
            tail = .asIs(value)
        } else if resource.relationships.contains(where: { keepsMembers(relationships[$0]) }) {
            tail = .kept
        }
        if case .none = tail {
        } else if names.contains("relationships") {
            log.add(.nameClash("relationships"), at: path.appending(key: "relationships"))
        } else {
            layout.relationships = tail
        }
        resources[position].layout = layout
    }

    /// Whether a relationship object holds anything the expanded member cannot show: a member
    /// besides `data`, or `data` itself when its identifiers carry extras.
    private func keepsMembers(_ relationship: JSONAPIRelationship) -> Bool {
        var members = document.memberKeys(ofObjectAt: relationship.node)
        if relationship.identifiersCarryExtras { return members.next() != nil }
        return members.contains { !document.key(at: $0, is: "data") }
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
            for relationshipIndex in resources[queue[cursor]].relationships {
                let range: Range<Int>
                switch relationships[relationshipIndex].content {
                case .absent, .asIs, .null: continue
                case .toOne(let linkage): range = linkage..<(linkage + 1)
                case .toMany(let many): range = many
                }
                for linkageIndex in range {
                    let target = Int(linkages[linkageIndex].target)
                    if target >= 0, !reached[target] {
                        reached[target] = true
                        queue.append(target)
                    }
                }
            }
            cursor += 1
        }
        for (position, resource) in resources.enumerated()
        where resource.origin.isIncluded && resource.isIndexed && !reached[position] {
            log.add(.unlinkedResource(identifier(of: resource)), at: resource.origin.path)
        }
    }

    /// How warnings name a resource: `people/9`, or the type alone when it has no id.
    private func identifier(of resource: JSONAPIResource) -> String {
        resource.key?.description
            ?? (document.lastMember(named: "type", ofObjectAt: resource.node).flatMap(document.string(at:))
                ?? "(no type)")
    }
}
