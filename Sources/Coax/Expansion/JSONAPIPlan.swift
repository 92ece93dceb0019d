/// A worked-out JSON:API expansion: the document, what its top level becomes, and the copies of
/// resources the breadth-first expansion made, each a few integers.
///
/// Nothing of the output exists until it is written: ``write(into:)`` walks the copies
/// depth-first with an explicit stack (no recursion), copying every member it does not rewrite
/// (attributes, `links`, `meta`, identifier objects, other top-level members) straight from the
/// document's tape. A resource linked from many places is written many times — from one
/// rendered run of its members once it is written more than once (``ResourceRuns``) — and never
/// held in several copies.
struct JSONAPIPlan: Sendable {
    enum PrimaryEntry: Sendable {
        /// A resource object: a position in the resource table.
        case resource(Int)
        /// Not a resource object: the value at this tape index, as it is.
        case asIs(Int)
    }

    enum PrimaryData: Sendable {
        case absent
        case null
        case single(Int)
        case many([PrimaryEntry])
        case asIs(Int)
    }

    enum TopLevelMember: Sendable {
        /// The expanded primary data, named `data`.
        case data
        /// `included`, holding the included values the expansion placed nowhere (tape indices),
        /// as written.
        case leftOverIncluded([Int32])
        /// A member kept as it is: the tape index of its key (its value follows it).
        case asIs(keyIndex: Int)
    }

    let document: JSONDocument
    let topLevel: [TopLevelMember]
    let primary: PrimaryData
    let resources: [JSONAPIResource]
    let relationships: [JSONAPIRelationship]
    let linkages: [JSONAPILinkage]
    /// In breadth-first order; the primary resources' copies come first, in order.
    let copies: [ResourceCopy]

    /// How many bytes of rendered resources (``ResourceRuns``) writing keeps at most.
    static let runBudget = 64 << 20

    /// Writes the expanded document.
    func write(into emitter: inout JSONEmitter) {
        var runs = ResourceRuns(self, indent: emitter.indent, budget: JSONAPIPlan.runBudget)
        emitter.beginObject()
        for member in topLevel {
            if emitter.failed { return }
            switch member {
            case .asIs(let keyIndex):
                emitter.key(document, keyIndex)
                emitter.value(document, keyIndex + 1)
            case .data:
                emitter.key("data")
                writePrimaryData(into: &emitter, runs: &runs)
            case .leftOverIncluded(let nodes):
                emitter.key("included")
                emitter.beginArray()
                for node in nodes { emitter.value(document, Int(node)) }
                emitter.endArray()
            }
        }
        emitter.endObject()
    }

    private func writePrimaryData(into emitter: inout JSONEmitter, runs: inout ResourceRuns) {
        switch primary {
        case .absent, .null:
            emitter.null()
        case .asIs(let index):
            emitter.value(document, index)
        case .single:
            writeCopy(0, into: &emitter, runs: &runs)
        case .many(let entries):
            emitter.beginArray()
            var next = 0
            for entry in entries {
                if emitter.failed { return }
                switch entry {
                case .resource:
                    writeCopy(next, into: &emitter, runs: &runs)
                    next += 1
                case .asIs(let index):
                    emitter.value(document, index)
                }
            }
            emitter.endArray()
        }
    }

    // MARK: Copies

    /// Where the writing of one copy stands.
    struct Frame {
        let copy: Int
        let resource: Int
        /// The next relationship (an index into the relationship table) to write.
        var relationship: Int
        let relationshipEnd: Int
        /// Inside a to-many array: the next linkage to write; else `linkageEnd`.
        var linkage = 0
        var linkageEnd = 0
        /// The next of this copy's expanded children, and the end of them.
        var nextChild: Int
        let childEnd: Int
    }

    /// Writes a copy and, depth-first, the copies it expands into.
    private func writeCopy(_ first: Int, into emitter: inout JSONEmitter, runs: inout ResourceRuns) {
        var stack = runs.takeStack()
        defer { runs.returnStack(stack) }
        guard let opened = open(first, into: &emitter, runs: &runs) else { return }
        stack.append(opened)
        while let top = stack.indices.last {
            if emitter.failed { return }
            var frame = stack[top]
            if frame.linkage < frame.linkageEnd {
                let linkage = frame.linkage
                frame.linkage += 1
                if let child = take(linkage, in: &frame) {
                    stack[top] = frame
                    if let opened = open(child, into: &emitter, runs: &runs) { stack.append(opened) }
                } else {
                    emitter.value(document, Int(linkages[linkage].node))
                    stack[top] = frame
                }
                continue
            }
            if frame.linkageEnd > 0 {
                // The to-many array just finished.
                emitter.endArray()
                frame.linkageEnd = 0
                frame.linkage = 0
                stack[top] = frame
                continue
            }
            guard frame.relationship < frame.relationshipEnd else {
                runs.writeTail(of: frame.resource, self, into: &emitter)
                emitter.endObject()
                stack.removeLast()
                continue
            }
            let relationship = relationships[frame.relationship]
            frame.relationship += 1
            guard relationship.isWritten else {
                stack[top] = frame
                continue
            }
            writeMemberStart(of: relationship, into: &emitter)
            switch relationship.content {
            case .absent, .asIs, .null:
                break
            case .toOne(let linkage):
                if let child = take(Int(linkage), in: &frame) {
                    stack[top] = frame
                    if let opened = open(child, into: &emitter, runs: &runs) { stack.append(opened) }
                    continue
                }
                emitter.value(document, Int(linkages[Int(linkage)].node))
            case .toMany(let start, let count):
                emitter.beginArray()
                if count == 0 {
                    emitter.endArray()
                } else {
                    frame.linkage = Int(start)
                    frame.linkageEnd = Int(start + count)
                }
            }
            stack[top] = frame
        }
    }

    /// The copy made for `linkage` by the frame's copy, if the expansion made one: the copies
    /// it made are in the order of their linkages.
    private func take(_ linkage: Int, in frame: inout Frame) -> Int? {
        guard frame.nextChild < frame.childEnd, Int(copies[frame.nextChild].linkage) == linkage else { return nil }
        frame.nextChild += 1
        return frame.nextChild - 1
    }

    /// Opens a copy's object and writes what comes before its relationships; nil when it wrote
    /// the whole copy (one that expands none of its linkages).
    private func open(_ copy: Int, into emitter: inout JSONEmitter, runs: inout ResourceRuns) -> Frame? {
        let resourcePosition = Int(copies[copy].resource)
        let resource = resources[resourcePosition]
        let firstChild = Int(copies[copy].firstChild)
        let childEnd = copy + 1 < copies.count ? Int(copies[copy + 1].firstChild) : copies.count
        emitter.beginObject()
        if firstChild == childEnd {
            if !runs.writeLeaf(of: resourcePosition, self, into: &emitter) {
                writeLeafMembers(of: resourcePosition, into: &emitter)
            }
            emitter.endObject()
            return nil
        }
        runs.writeHead(of: resourcePosition, self, into: &emitter)
        return Frame(
            copy: copy, resource: resourcePosition, relationship: resource.relationships.lowerBound,
            relationshipEnd: resource.relationships.upperBound, nextChild: firstChild, childEnd: childEnd)
    }

    /// Every member of a copy that expands none of its linkages: each written relationship holds
    /// its identifier objects as written.
    func writeLeafMembers(of resourcePosition: Int, into emitter: inout JSONEmitter) {
        writeHead(of: resourcePosition, into: &emitter)
        for relationshipIndex in resources[resourcePosition].relationships {
            let relationship = relationships[relationshipIndex]
            guard relationship.isWritten else { continue }
            writeMemberStart(of: relationship, into: &emitter)
            switch relationship.content {
            case .absent, .asIs, .null:
                continue
            case .toOne(let linkage):
                emitter.value(document, Int(linkages[Int(linkage)].node))
            case .toMany(let start, let count):
                emitter.beginArray()
                for linkage in Int(start)..<Int(start + count) {
                    emitter.value(document, Int(linkages[linkage].node))
                }
                emitter.endArray()
            }
        }
        writeTail(of: resourcePosition, into: &emitter)
    }

    /// Writes a written relationship's member as far as it does not depend on expansion: the
    /// whole member when it holds no linkage (its value as written, or null), only the key when it
    /// holds one (the caller writes the linkage, expanded or not), nothing when it has no `data`.
    private func writeMemberStart(of relationship: JSONAPIRelationship, into emitter: inout JSONEmitter) {
        let keyIndex = Int(relationship.keyIndex)
        switch relationship.content {
        case .absent:
            return
        case .asIs(let index):
            emitter.key(document, keyIndex)
            emitter.value(document, Int(index))
        case .null:
            emitter.key(document, keyIndex)
            emitter.null()
        case .toOne, .toMany:
            emitter.key(document, keyIndex)
        }
    }

    /// `type`, `id` and `lid`, those the resource has, then its attributes and other members.
    func writeHead(of resourcePosition: Int, into emitter: inout JSONEmitter) {
        let layout = resources[resourcePosition].layout ?? ResourceLayout()
        let members = ResourceIdentity(document, Int(resources[resourcePosition].node))
        if members.type >= 0 {
            emitter.key("type")
            emitter.value(document, members.type)
        }
        if members.id >= 0 {
            emitter.key("id")
            emitter.value(document, members.id)
        }
        if members.lid >= 0 {
            emitter.key("lid")
            emitter.value(document, members.lid)
        }
        guard members.attributes >= 0 else { return writeOtherMembers(layout, into: &emitter) }
        guard document.reader.kind(at: members.attributes) == .objectOpen else {
            emitter.key("attributes")
            emitter.value(document, members.attributes)
            return writeOtherMembers(layout, into: &emitter)
        }
        for keyIndex in document.memberKeys(ofObjectAt: members.attributes) {
            if layout.attributeClashes, isHeadName(keyIndex, of: members) { continue }
            emitter.key(document, keyIndex)
            emitter.value(document, keyIndex + 1)
        }
        writeOtherMembers(layout, into: &emitter)
    }

    /// The resource's other members (extension members, @-members, fields beside `attributes`).
    private func writeOtherMembers(_ layout: ResourceLayout, into emitter: inout JSONEmitter) {
        for keyIndex in layout.otherMembers {
            emitter.key(document, Int(keyIndex))
            emitter.value(document, Int(keyIndex) + 1)
        }
    }

    /// Whether an attribute's name is one of `type`, `id` and `lid` that the resource has.
    private func isHeadName(_ keyIndex: Int, of members: ResourceIdentity) -> Bool {
        switch MemberName.of(keyIndex, in: document) {
        case .type: members.type >= 0
        case .id: members.id >= 0
        case .lid: members.lid >= 0
        default: false
        }
    }

    /// `links`, `meta` and `relationships`, those the layout writes.
    func writeTail(of resourcePosition: Int, into emitter: inout JSONEmitter) {
        let resource = resources[resourcePosition]
        let layout = resource.layout ?? ResourceLayout()
        let members = ResourceIdentity(document, Int(resource.node))
        if layout.writesLinks, members.links >= 0 {
            emitter.key("links")
            emitter.value(document, members.links)
        }
        if layout.writesMeta, members.meta >= 0 {
            emitter.key("meta")
            emitter.value(document, members.meta)
        }
        switch layout.relationships {
        case .none:
            break
        case .asIs:
            emitter.key("relationships")
            emitter.value(document, members.relationships)
        case .kept:
            emitter.key("relationships")
            emitter.beginObject()
            for relationshipIndex in resource.relationships {
                writeKeptMembers(of: relationships[relationshipIndex], into: &emitter)
            }
            emitter.endObject()
        }
    }

    /// A relationship object's members that its expanded member cannot show: all but `data`,
    /// and `data` too when its identifiers carry extras; nothing when there are none.
    private func writeKeptMembers(of relationship: JSONAPIRelationship, into emitter: inout JSONEmitter) {
        var opened = false
        for keyIndex in document.memberKeys(ofObjectAt: relationship.node) {
            if !relationship.identifiersCarryExtras, MemberName.of(keyIndex, in: document) == .data { continue }
            if !opened {
                emitter.key(document, Int(relationship.keyIndex))
                emitter.beginObject()
                opened = true
            }
            emitter.key(document, keyIndex)
            emitter.value(document, keyIndex + 1)
        }
        if opened { emitter.endObject() }
    }
}
