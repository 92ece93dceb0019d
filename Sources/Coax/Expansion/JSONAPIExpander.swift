#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
/// Everything is read from the tape by index; strings are made only for names that need
/// hashing (ids, new types and names) and for warnings.
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
    private var names = InternedStrings()
    private var types = InternedStrings()
    private var nameCache = NameCache()
    private var typeCache = NameCache()
    private var layoutNames: LayoutNames
    private var index = ResourceIndex(capacity: 0)
    private var linkageTotal = 0
    private var primary = JSONAPIPlan.PrimaryData.absent
    /// Include tree children by (include node, relationship name), looked up once each: -2 not
    /// yet asked, -1 not included. A table when it is small, else a dictionary.
    private var includeChildren: [Int32] = []
    private var includeChildrenByPair: [Int: Int32] = [:]
    private static let includeTableLimit = 1 << 20
    /// Include tree nodes below which some linkage was not followed: for a cycle, or for the
    /// depth or work limit. A deeper include path that matched nothing is reported as cut there.
    private var includeNodesCutByCycle: Set<Int32> = []
    private var includeNodesCutByLimit: Set<Int32> = []
    /// Included values the expansion places nowhere, kept under `included` as written.
    private var leftOverIncluded: [Int32] = []
    /// Whether `included` is not an array, and so is written as it is when anything of it is kept.
    private var includedIsNotArray = false

    init(root: JSONNode, include: IncludeList?, depthLimit: Int, workLimit: Int?) {
        self.document = root.document
        self.root = root
        self.layoutNames = LayoutNames(document: root.document)
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
        keepUnplacedResources()
        var lastData: Int?
        var lastIncluded: Int?
        for (position, member) in topLevel.enumerated() {
            if member.key == "data" { lastData = position }
            if member.key == "included" { lastIncluded = position }
        }
        var members: [JSONAPIPlan.TopLevelMember] = []
        for (position, member) in topLevel.enumerated() {
            switch member.key {
            case "data":
                if position == lastData { members.append(.data) }
            case "included":
                guard position == lastIncluded, !leftOverIncluded.isEmpty else { break }
                members.append(
                    includedIsNotArray ? .asIs(keyIndex: member.keyIndex) : .leftOverIncluded(leftOverIncluded))
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
                if !ExpansionFormat.isExtensionOrAtMember(key) {
                    log.add(.unknownTopLevelMember(key), at: path)
                }
            }
        }
    }

    // MARK: Indexing

    private mutating func indexResources() {
        let data = root["data"]
        let included = root["included"]
        let expected = (data?.count ?? 0) + (included?.count ?? 0) + 1
        resources.reserveCapacity(expected)
        index = ResourceIndex(capacity: expected)
        if let data {
            switch data.kind {
            case .null:
                primary = .null
            case .object:
                primary = .single(addResource(data.index, origin: .primary(index: nil)))
            case .array:
                var entries: [JSONAPIPlan.PrimaryEntry] = []
                for (position, element) in document.elements(ofArrayAt: data.index).enumerated() {
                    if document.reader.kind(at: element) == .objectOpen {
                        entries.append(.resource(addResource(element, origin: .primary(index: position))))
                    } else {
                        let path = JSONPath.root.appending(key: "data").appending(index: position)
                        log.add(.misfit(.resource, document.kind(at: element)), at: path)
                        entries.append(.asIs(element))
                    }
                }
                primary = .many(entries)
            default:
                log.add(.misfit(.primaryData, data.kind), at: JSONPath.root.appending(key: "data"))
                primary = .asIs(data.index)
            }
        }
        guard let included else { return }
        guard included.kind == .array else {
            // Not lost: an object is taken as the one included resource (and written back as it
            // is if nothing links to it); any other value is written back as it is.
            log.add(.misfit(.included, included.kind), at: JSONPath.root.appending(key: "included"))
            includedIsNotArray = true
            if included.kind == .object {
                addResource(included.index, origin: .included(index: nil))
            } else {
                leftOverIncluded.append(Int32(included.index))
            }
            return
        }
        for (position, element) in document.elements(ofArrayAt: included.index).enumerated() {
            if document.reader.kind(at: element) == .objectOpen {
                addResource(element, origin: .included(index: position))
            } else {
                let path = JSONPath.root.appending(key: "included").appending(index: position)
                log.add(.misfit(.includedValue, document.kind(at: element)), at: path)
                leftOverIncluded.append(Int32(element))
            }
        }
    }

    /// Reads the identity of the resource object at a tape index, reports what is wrong with
    /// it, and indexes it.
    @discardableResult
    private mutating func addResource(_ node: Int, origin: ResourceOrigin) -> Int {
        // Paths are built only when a warning needs one; a large document then builds none.
        func path() -> JSONPath { origin.path }
        let identity = ResourceIdentity(document, node)
        var type: Int32?
        if identity.type >= 0 {
            if document.reader.kind(at: identity.type) == .string {
                type = typeCache.id(of: identity.type, in: document, interned: &types)
            } else {
                log.add(.misfit(.type, document.kind(at: identity.type)), at: path().appending(key: "type"))
            }
        } else {
            log.add(.missingType, at: path())
        }
        let id = identity.id >= 0 ? readID(identity.id, type: type, at: { path().appending(key: "id") }) : nil
        let lid = identity.lid >= 0 ? readLID(identity.lid, type: type, at: { path().appending(key: "lid") }) : nil
        let position = resources.count
        var resource = JSONAPIResource(node: node, origin: origin)
        if type != nil {
            if id == nil, lid == nil, origin.isIncluded {
                log.add(.unidentifiedIncludedResource, at: path())
            }
            if let id, index(id, &resource, at: position, typeAt: identity.type) {
                resource.isIndexed = true
            }
            if let lid, index(lid, &resource, at: position, typeAt: identity.type) {
                resource.isIndexed = true
            }
        }
        resources.append(resource)
        return position
    }

    /// Indexes a resource (to be at `position`) by `key`; false, with a warning, when another
    /// resource has the key. An included duplicate whose content differs from the first is kept
    /// under `included` in the output, so that its members are not lost.
    private mutating func index(
        _ key: ResourceKey, _ resource: inout JSONAPIResource, at position: Int, typeAt typeIndex: Int
    ) -> Bool {
        guard let first = index[key] else {
            index.insert(key, position: Int32(position))
            return true
        }
        let description = describe(typeAt: typeIndex, key.text, isLocal: key.isLocal)
        let firstPath = resources[Int(first)].origin.path
        if resource.origin.isIncluded, !hasSameContent(Int(resource.node), Int(resources[Int(first)].node)) {
            resource.differsFromItsOriginal = true
            log.add(
                .differingDuplicateResource(identifier: description, firstPath: firstPath), at: resource.origin.path)
        } else {
            log.add(.duplicateResource(identifier: description, firstPath: firstPath), at: resource.origin.path)
        }
        return false
    }

    /// Whether the values at two tape indices are the same JSON: the same members in the same
    /// order, strings with the same characters however they are escaped, numbers with the same
    /// literal; spacing aside. That is what an owned value of the document keeps, so a document
    /// and its value expand alike.
    ///
    /// Two subtrees with the same kinds slot by slot have the same shape: the opening and
    /// closing slots nest as the brackets do.
    private func hasSameContent(_ first: Int, _ second: Int) -> Bool {
        let reader = document.reader
        let count = reader.subtreeEnd(of: first) - first
        guard reader.subtreeEnd(of: second) - second == count else { return false }
        for offset in 0..<count {
            let one = first + offset
            let other = second + offset
            let kind = reader.kind(at: one)
            guard reader.kind(at: other) == kind else { return false }
            switch kind {
            case .string, .key:
                guard sameString(reader, one, other) else { return false }
            case .number:
                guard sameBytes(reader.numberLiteral(at: one), reader.numberLiteral(at: other)) else { return false }
            default:
                continue
            }
        }
        return true
    }

    private func sameString(_ reader: TapeReader, _ one: Int, _ other: Int) -> Bool {
        if !reader.hasEscapes(at: one), !reader.hasEscapes(at: other) {
            return sameBytes(reader.rawString(at: one), reader.rawString(at: other))
        }
        return reader.decodedString(at: one).utf8.elementsEqual(reader.decodedString(at: other).utf8)
    }

    private func sameBytes(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard one.count == other.count else { return false }
        guard let oneBase = one.baseAddress, let otherBase = other.baseAddress else { return true }
        return memcmp(oneBase, otherBase, one.count) == 0
    }

    /// The key an id (at a tape index) is found by, with the resource's type, reporting numeric
    /// and unusable ids. Decimal ids become numbers straight from the source bytes.
    private mutating func readID(
        _ value: Int, type: Int32?, isLocal: Bool = false, at path: () -> JSONPath
    ) -> ResourceKey? {
        let reader = document.reader
        switch reader.kind(at: value) {
        case .string:
            if !reader.hasEscapes(at: value), let number = ResourceKey.decimal(reader.rawString(at: value)) {
                return type.map { .number(type: $0, value: number, isLocal: isLocal) }
            }
            let text = document.decodedString(at: value)
            return type.map { ResourceKey(type: $0, text: text, isLocal: isLocal) }
        case .number:
            let literal = document.numberLiteral(at: value) ?? ""
            log.add(.numericID(literal), at: path())
            return type.map { ResourceKey(type: $0, text: literal, isLocal: isLocal) }
        default:
            log.add(.misfit(.id, document.kind(at: value)), at: path())
            return nil
        }
    }

    /// The key a local id (at a tape index) is found by, reporting a `lid` that is not a string.
    private mutating func readLID(_ value: Int, type: Int32?, at path: () -> JSONPath) -> ResourceKey? {
        guard document.reader.kind(at: value) == .string else {
            log.add(.misfit(.lid, document.kind(at: value)), at: path())
            return nil
        }
        return type.map { ResourceKey(type: $0, text: document.decodedString(at: value), isLocal: true) }
    }

    /// `people/9`, or `people/lid:temp-1` for a local id: how warnings name a resource, with
    /// the type as written at `typeIndex`.
    private func describe(typeAt typeIndex: Int, _ value: String, isLocal: Bool) -> String {
        let type = document.decodedString(at: typeIndex)
        return isLocal ? "\(type)/lid:\(value)" : "\(type)/\(value)"
    }

    // MARK: Relationships

    private mutating func readRelationships() {
        let document = self.document
        for position in resources.indices {
            let node = Int(resources[position].node)
            guard let value = document.lastMember(named: .relationships, ofObjectAt: node) else { continue }
            let origin = resources[position].origin
            func path() -> JSONPath { origin.path.appending(key: "relationships") }
            guard document.reader.kind(at: value) == .objectOpen else {
                log.add(.misfit(.relationships, document.kind(at: value)), at: path())
                resources[position].relationshipsAsIs = true
                continue
            }
            let start = relationships.count
            var cost = 1
            for keyIndex in document.memberKeys(ofObjectAt: value) {
                let name = nameCache.id(of: keyIndex, in: document, interned: &names)
                let relationship = readRelationship(
                    keyIndex, name: name, at: { path().appending(key: document.decodedString(at: keyIndex)) })
                cost += relationship.linkages.count
                relationships.append(relationship)
            }
            linkageTotal += cost - 1
            resources[position].relationshipStart = Int32(start)
            resources[position].relationshipCount = Int32(relationships.count - start)
            resources[position].cost = Int32(clamping: cost)
        }
    }

    private mutating func readRelationship(
        _ keyIndex: Int, name: Int32, at path: () -> JSONPath
    ) -> JSONAPIRelationship {
        let node = keyIndex + 1
        func relationship(_ content: JSONAPIRelationship.Content, extras: Bool = false) -> JSONAPIRelationship {
            JSONAPIRelationship(
                keyIndex: Int32(keyIndex), name: name, content: content, identifiersCarryExtras: extras)
        }
        guard document.reader.kind(at: node) == .objectOpen else {
            log.add(.misfit(.relationship, document.kind(at: node)), at: path())
            return relationship(.asIs(Int32(node)))
        }
        guard let data = document.lastMember(named: .data, ofObjectAt: node) else {
            var members = document.memberKeys(ofObjectAt: node)
            guard members.next() != nil else {
                // `{}`: nothing to expand, but not dropped either.
                log.add(.relationshipEmpty, at: path())
                return relationship(.asIs(Int32(node)))
            }
            return relationship(.absent)
        }
        func dataPath() -> JSONPath { path().appending(key: "data") }
        var unresolved: [String] = []
        var extras = false
        let content: JSONAPIRelationship.Content
        switch document.reader.kind(at: data) {
        case .null:
            content = .null
        case .objectOpen:
            linkages.append(readLinkage(data, at: dataPath, unresolved: &unresolved, extras: &extras))
            content = .toOne(Int32(linkages.count - 1))
        case .arrayOpen:
            let start = linkages.count
            for (position, element) in document.elements(ofArrayAt: data).enumerated() {
                linkages.append(
                    readLinkage(
                        element, at: { dataPath().appending(index: position) }, unresolved: &unresolved,
                        extras: &extras))
            }
            content = .toMany(start: Int32(start), count: Int32(linkages.count - start))
        default:
            log.add(.misfit(.linkage, document.kind(at: data)), at: dataPath())
            content = .asIs(Int32(data))
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
        guard identity.type >= 0, document.reader.kind(at: identity.type) == .string else {
            log.add(.identifierInvalid, at: path())
            return JSONAPILinkage(node: Int32(node), target: -1)
        }
        if identity.hasOtherMembers {
            extras = true
        }
        let type = typeCache.id(of: identity.type, in: document, interned: &types)
        let byID = identity.id >= 0 ? readID(identity.id, type: type, at: { path().appending(key: "id") }) : nil
        let byLID = identity.lid >= 0 ? readLID(identity.lid, type: type, at: { path().appending(key: "lid") }) : nil
        guard byID != nil || byLID != nil else {
            log.add(.identifierInvalid, at: path())
            return JSONAPILinkage(node: Int32(node), target: -1)
        }
        if let target = byID.flatMap({ index[$0] }) ?? byLID.flatMap({ index[$0] }) {
            return JSONAPILinkage(node: Int32(node), target: target)
        }
        if let key = byID ?? byLID {
            unresolved.append(describe(typeAt: identity.type, key.text, isLocal: key.isLocal))
        }
        return JSONAPILinkage(node: Int32(node), target: -1)
    }

    // MARK: Expansion

    /// Breadth-first expansion into a flat list of copies; no recursion.
    ///
    /// Copies are made level by level (all copies of depth d, then of depth d + 1), so a copy's
    /// depth is the level being processed and is not stored.
    private mutating func expand() -> [ResourceCopy] {
        let limit = workLimitOption ?? (4 * (resources.count + linkageTotal) + 10_000)
        var copies: [ResourceCopy] = []
        // Reserved up front so that the array never exists twice while growing; pages not
        // written cost no memory.
        copies.reserveCapacity(min(limit, 4 * (resources.count + linkageTotal) + 10_000, Int(Int32.max)))
        for position in primaryResources {
            copies.append(ResourceCopy(resource: Int32(position), parent: -1, linkage: -1))
        }
        // The include tree node of each copy, when there is an include list.
        var includeNodes: [Int32] = []
        if let include {
            includeNodes = Array(repeating: Int32(IncludeTree.root), count: copies.count)
            if include.nodeCount <= JSONAPIExpander.includeTableLimit / max(1, names.count) {
                includeChildren = Array(repeating: -2, count: include.nodeCount * names.count)
            }
        }
        let hasInclude = include != nil
        var used = copies.reduce(0) { $0 + Int(resources[Int($1.resource)].cost) }
        var depthStops = 0
        var workStops = 0
        var cursor = 0
        var depth = 0
        var levelEnd = copies.count
        while cursor < copies.count {
            if cursor == levelEnd {
                depth += 1
                levelEnd = copies.count
            }
            let position = Int(copies[cursor].resource)
            copies[cursor].firstChild = Int32(copies.count)
            buildLayout(for: position)
            let parentCursor = Int32(cursor)
            let includeNode = hasInclude ? Int(includeNodes[cursor]) : -1
            for relationshipIndex in resources[position].relationships {
                let relationship = relationships[relationshipIndex]
                var childInclude: Int32 = -1
                if hasInclude {
                    childInclude = includeChild(of: includeNode, named: relationship.name)
                    // A relationship the include list does not name is not expanded.
                    guard childInclude >= 0 else { continue }
                }
                // A relationship left out for its name is not expanded either.
                guard relationship.isWritten else { continue }
                for linkageIndex in relationship.linkages {
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
                    if cycle {
                        if hasInclude { includeNodesCutByCycle.insert(childInclude) }
                        continue
                    }
                    guard depth < depthLimit else {
                        depthStops += 1
                        if hasInclude { includeNodesCutByLimit.insert(childInclude) }
                        continue
                    }
                    let cost = Int(resources[Int(target)].cost)
                    guard used + cost <= limit, copies.count < Int(Int32.max) else {
                        workStops += 1
                        if hasInclude { includeNodesCutByLimit.insert(childInclude) }
                        continue
                    }
                    used += cost
                    copies.append(ResourceCopy(resource: target, parent: parentCursor, linkage: Int32(linkageIndex)))
                    if hasInclude { includeNodes.append(childInclude) }
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
    private mutating func includeChild(of node: Int, named name: Int32) -> Int32 {
        let slot = node * names.count + Int(name)
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
        let origin = resources[position].origin
        // Built only for a warning.
        var path: JSONPath { origin.path }
        var layout = ResourceLayout()
        let members = ResourceIdentity(document, Int(resources[position].node))
        // The shared instance is borrowed (swapped out, not copied) so its storage is reused.
        var names = LayoutNames(document: document)
        swap(&names, &layoutNames)
        defer { swap(&names, &layoutNames) }
        names.reset(for: members)
        if members.attributes >= 0 {
            if document.reader.kind(at: members.attributes) == .objectOpen {
                for keyIndex in document.memberKeys(ofObjectAt: members.attributes) {
                    if names.isHeadName(keyIndex) {
                        let key = document.decodedString(at: keyIndex)
                        log.add(.nameClash(key), at: path.appending(key: "attributes").appending(key: key))
                        layout.attributeClashes = true
                    } else {
                        names.add(keyIndex)
                    }
                }
                names.commit()
            } else {
                let kind = document.kind(at: members.attributes)
                log.add(.misfit(.attributes, kind), at: path.appending(key: "attributes"))
                names.addAttributesMember()
            }
        }
        // The resource's other members: extension members, @-members, fields beside `attributes`.
        // A repeated JSON:API member (a second `type`, `attributes`, …) is reported: the last wins.
        for keyIndex in document.memberKeys(ofObjectAt: Int(resources[position].node)) {
            let name = MemberName.of(keyIndex, in: document)
            guard name == .other || name == .data else {
                if !members.isChosen(keyIndex, named: name) {
                    let key = document.decodedString(at: keyIndex)
                    log.add(.duplicateResourceMember(key), at: path.appending(key: key))
                }
                continue
            }
            if names.contains(keyIndex) {
                let key = document.decodedString(at: keyIndex)
                log.add(.nameClash(key), at: path.appending(key: key))
            } else {
                layout.otherMembers.append(Int32(keyIndex))
                names.add(keyIndex)
            }
        }
        names.commit()
        var keepsMembers = false
        for relationshipIndex in resources[position].relationships {
            let relationship = relationships[relationshipIndex]
            keepsMembers = keepsMembers || JSONAPIExpander.keepsMembers(relationship, in: document)
            if case .absent = relationship.content { continue }
            let keyIndex = Int(relationship.keyIndex)
            if names.contains(keyIndex) {
                let name = document.decodedString(at: keyIndex)
                log.add(.nameClash(name), at: path.appending(key: "relationships").appending(key: name))
            } else {
                relationships[relationshipIndex].isWritten = true
                names.add(keyIndex)
            }
        }
        names.commit()
        if members.links >= 0, names.contains("links") {
            log.add(.nameClash("links"), at: path.appending(key: "links"))
            layout.writesLinks = false
        }
        if members.meta >= 0, names.contains("meta") {
            log.add(.nameClash("meta"), at: path.appending(key: "meta"))
            layout.writesMeta = false
        }
        var tail = ResourceLayout.Tail.none
        if resources[position].relationshipsAsIs {
            tail = .asIs
        } else if keepsMembers {
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
    private static func keepsMembers(_ relationship: JSONAPIRelationship, in document: JSONDocument) -> Bool {
        var members = document.memberKeys(ofObjectAt: relationship.node)
        if relationship.identifiersCarryExtras { return members.next() != nil }
        return members.contains { MemberName.of($0, in: document) != .data }
    }

    // MARK: Reports

    /// Include paths that matched no relationship: a typo, unless the expansion never got there
    /// because a cycle or a limit stopped it at the path's parent, which is what is said then.
    private mutating func reportUnmatchedIncludePaths() {
        for unmatched in include?.unmatchedPaths ?? [] {
            let parent = Int32(unmatched.parentNode)
            if includeNodesCutByCycle.contains(parent) {
                log.add(.includePathCutByCycle(unmatched.path, at: unmatched.parentPath), at: .root)
            } else if includeNodesCutByLimit.contains(parent) {
                log.add(.includePathCutByLimit(unmatched.path, at: unmatched.parentPath), at: .root)
            } else {
                log.add(.unmatchedIncludePath(unmatched.path), at: .root)
            }
        }
    }

    /// Included resources that the expansion places nowhere — no chain of linkages from the
    /// primary data reaches them (JSON:API allows this with sparse fieldsets), or they repeat
    /// another resource with different text, or nothing can link to them — are kept under
    /// `included` as written, so that nothing is lost. Only a byte-for-byte repeat of a resource
    /// is left out (its duplicate warning says so).
    private mutating func keepUnplacedResources() {
        var reached = [Bool](repeating: false, count: resources.count)
        var queue = primaryResources
        for position in queue { reached[position] = true }
        var cursor = 0
        while cursor < queue.count {
            for relationshipIndex in resources[queue[cursor]].relationships {
                for linkageIndex in relationships[relationshipIndex].linkages {
                    let target = Int(linkages[linkageIndex].target)
                    if target >= 0, !reached[target] {
                        reached[target] = true
                        queue.append(target)
                    }
                }
            }
            cursor += 1
        }
        var kept: [Int32] = []
        for (position, resource) in resources.enumerated() where resource.origin.isIncluded {
            if resource.isIndexed {
                guard !reached[position] else { continue }
                log.add(.unlinkedIncludedResource(identifier(of: resource)), at: resource.origin.path)
            } else if isRepeat(resource) {
                continue
            }
            kept.append(resource.node)
        }
        // In the order of `included`: the values that are not objects were found first.
        leftOverIncluded = (leftOverIncluded + kept).sorted()
    }

    /// Whether a resource that is not indexed is a byte-for-byte repeat of an indexed one.
    private func isRepeat(_ resource: JSONAPIResource) -> Bool {
        guard !resource.differsFromItsOriginal else { return false }
        // Not indexed and not differing: either a repeat, or a resource nothing can link to (no
        // type, no id or lid), which has its own warning and is kept.
        let identity = ResourceIdentity(document, Int(resource.node))
        let hasType = identity.type >= 0 && document.reader.kind(at: identity.type) == .string
        let hasKey =
            (identity.id >= 0 && [.string, .number].contains(document.reader.kind(at: identity.id)))
            || (identity.lid >= 0 && document.reader.kind(at: identity.lid) == .string)
        return hasType && hasKey
    }

    /// How warnings name an indexed resource: by (type, id), else by (type, lid).
    private func identifier(of resource: JSONAPIResource) -> String {
        let identity = ResourceIdentity(document, Int(resource.node))
        if identity.id >= 0, let id = document.string(at: identity.id) ?? document.numberLiteral(at: identity.id) {
            return describe(typeAt: identity.type, id, isLocal: false)
        }
        if identity.lid >= 0, let lid = document.string(at: identity.lid) {
            return describe(typeAt: identity.type, lid, isLocal: true)
        }
        return document.string(at: identity.type) ?? "(no type)"
    }
}
