/// Tells whether a group of objects is a tagged union, from a sample of its objects: which
/// member, if any, has string (or small integer) values that partition the objects by shape.
///
/// **Shape** is which members an object has, down to ``shapeDepth`` levels of nested objects
/// (`payload.size`, `payload.issue.title`): GitHub events all have `type`, `actor` and
/// `payload`, but what is in `payload` depends on `type`. Arrays are not entered.
///
/// **The test.** Each candidate (a member present in nearly every object, whose values are short
/// strings or small integers, with at least two values seen twice or more) splits the sample into
/// variants. Whether an object has a member is then predicted from the *other* objects of its
/// variant, by the share of them that have it (leave-one-out: an object alone in its variant is
/// predicted from the whole group, so a member whose values are all distinct, such as `id`,
/// explains nothing). A candidate is a discriminator when its variants remove at least half of the
/// prediction errors that the whole group makes, and at least ``minimumGain`` of them; the one
/// removing the most wins (ties: fewer variants, then the member met first). Members present in all
/// objects but one or two (or in one or two only) carry no evidence either way and are left out of
/// the count.
///
/// ```swift
/// // 3 PushEvents with payload.size, 3 IssuesEvents with payload.issue, 3 WatchEvents with neither:
/// DriftUnionDetector.choose(samples, keys: [], findsVariants: true)?.key   // "type"
/// ```
enum DriftUnionDetector {
    /// Levels of nested objects that make an object's shape.
    static let shapeDepth = 4
    /// The most variants a union found by itself may have.
    static let maximumVariants = 64
    /// Member paths looked at per group; members of a map keyed by data (a new key per object)
    /// would otherwise grow without bound.
    static let maximumPaths = 4_096
    /// Members looked at per object (per nesting level).
    static let maximumMembers = 1_000
    /// Prediction errors a discriminator must remove.
    static let minimumGain = 3.0
    /// The share of the group's prediction errors it must remove.
    static let minimumShare = 0.5
    /// The share of objects a candidate must be present in: every one.
    static let minimumPresence = 1.0
    /// Strings longer than this (in bytes) are not discriminator values.
    static let longestValue = 64

    /// The discriminator for objects at tape indices of their documents: a key of `keys` (named
    /// by hand) present in at least half of them, else (when `findsVariants`) the member the test
    /// above finds; nil when the group is not a union.
    static func choose(
        _ objects: [(document: JSONDocument, index: Int)], keys: [String], findsVariants: Bool
    ) -> (key: String, isChosen: Bool)? {
        guard !objects.isEmpty, findsVariants || !keys.isEmpty else { return nil }
        // The members of the objects themselves first: most groups have no candidate at all,
        // and need no look at their shapes.
        var members = MemberSample()
        for object in objects { members.add(object.document, object.index) }
        for key in keys where members.presence(of: key) * 2 >= objects.count {
            return (key, true)
        }
        guard findsVariants else { return nil }
        let candidates = members.viableCandidates()
        guard !candidates.isEmpty else { return nil }
        var shapes = ShapeSample()
        for object in objects { shapes.add(object.document, object.index) }
        return shapes.bestDiscriminator(among: candidates).map { ($0, false) }
    }

    /// A member that may be a discriminator: its key, and a variant number per object.
    struct Candidate {
        let key: String
        let variants: [Int]
        let variantCount: Int
    }

    /// The direct members of a sample of objects: who has which key, and the candidate values.
    private struct MemberSample {
        struct Member {
            let key: String
            /// A value id per object (-1: absent), while the member can be a discriminator.
            var values: [Int32]
            var eligible = true
            /// Objects that have the member, whatever its values.
            var present = 0
            var lastObject = -1
        }

        private var members: [Member] = []
        private var memberIndex: [String: Int] = [:]
        private var valueIDs: [DriftVariantValue: Int32] = [:]
        private var objectCount = 0

        func presence(of key: String) -> Int {
            memberIndex[key].map { members[$0].present } ?? 0
        }

        mutating func add(_ document: JSONDocument, _ index: Int) {
            let object = objectCount
            objectCount += 1
            let reader = document.reader
            var seen = 0
            for keyIndex in reader.memberKeys(ofObjectAt: index) {
                seen += 1
                if seen > DriftUnionDetector.maximumMembers { break }
                let key = reader.decodedString(at: keyIndex)
                let position: Int
                if let known = memberIndex[key] {
                    position = known
                } else {
                    guard members.count < DriftUnionDetector.maximumPaths else { continue }
                    position = members.count
                    memberIndex[key] = position
                    members.append(Member(key: key, values: [Int32](repeating: -1, count: object)))
                }
                if members[position].lastObject != object {
                    members[position].lastObject = object
                    members[position].present += 1
                }
                guard members[position].eligible else { continue }
                guard let value = DriftUnionDetector.candidateValue(reader, keyIndex + 1) else {
                    members[position].eligible = false
                    continue
                }
                let id: Int32
                if let known = valueIDs[value] {
                    id = known
                } else {
                    id = Int32(valueIDs.count)
                    valueIDs[value] = id
                }
                // A repeated key: the last value counts, as lookups by key do.
                if members[position].values.count > object {
                    members[position].values[object] = id
                } else {
                    members[position].values.append(id)
                }
            }
            for position in members.indices where members[position].values.count <= object {
                members[position].values.append(-1)
            }
        }

        /// Members present in nearly every object, with two to ``maximumVariants`` values (at
        /// most one per two objects), at least two of them seen twice or more.
        func viableCandidates() -> [Candidate] {
            guard objectCount >= 4 else { return [] }
            var found: [Candidate] = []
            for member in members where member.eligible {
                guard Double(member.present) >= DriftUnionDetector.minimumPresence * Double(objectCount) else {
                    continue
                }
                var variantOf: [Int32: Int] = [:]
                var variants: [Int] = []
                variants.reserveCapacity(objectCount)
                for value in member.values {
                    if let known = variantOf[value] {
                        variants.append(known)
                    } else {
                        variantOf[value] = variantOf.count
                        variants.append(variantOf.count - 1)
                    }
                }
                let count = variantOf.count
                guard count >= 2, count <= DriftUnionDetector.maximumVariants, count * 2 <= objectCount else {
                    continue
                }
                var sizes = [Int](repeating: 0, count: count)
                for variant in variants { sizes[variant] += 1 }
                guard sizes.count(where: { $0 >= 2 }) >= 2 else { continue }
                found.append(Candidate(key: member.key, variants: variants, variantCount: count))
            }
            return found
        }
    }

    /// A tag: a short string that is a name (not an id, a number, a date, a link, an address or
    /// free text), or a Boolean; nil for anything else. Numbers are never tags: a count such as
    /// `retweet_count` repeats its values and may follow the shapes, and still names nothing.
    fileprivate static func candidateValue(_ reader: TapeReader, _ index: Int) -> DriftVariantValue? {
        switch reader.kind(at: index) {
        case .string:
            let raw = reader.rawString(at: index)
            guard raw.count <= longestValue, isTag(raw) else { return nil }
            return .string(reader.decodedString(at: index))
        case .true:
            return .bool(true)
        case .false:
            return .bool(false)
        default:
            return nil
        }
    }

    /// Whether text can name a variant: not empty, at most two spaces, not all digits, not a UUID,
    /// not starting like a date (`2024-`), holding no `@`, `/` or `:` (addresses, links, times).
    static func isTag(_ raw: some Collection<UInt8>) -> Bool {
        guard !raw.isEmpty else { return false }
        var spaces = 0
        var digits = 0
        for byte in raw {
            switch byte {
            case UInt8(ascii: " "): spaces += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "@"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "\\"): return false
            default: break
            }
        }
        guard spaces <= 2, digits < raw.count, !DriftMapRule.isUUID(raw) else { return false }
        let start = Array(raw.prefix(5))
        let isDateLike = start.count == 5 && start[..<4].allSatisfy { $0 >= 0x30 && $0 <= 0x39 } && start[4] == 0x2D
        return !isDateLike
    }

    /// The shapes of a sample of objects: the member paths each has.
    private struct ShapeSample {
        struct PathKey: Hashable {
            let parent: Int32
            let key: String
        }

        private var pathIDs: [PathKey: Int32] = [:]
        /// The paths each object has, sorted, without repeats.
        private(set) var shapes: [[Int32]] = []

        mutating func add(_ document: JSONDocument, _ index: Int) {
            var paths: [Int32] = []
            let reader = document.reader
            var pending: [(index: Int, parent: Int32, depth: Int)] = [(index, -1, 1)]
            while let (container, parent, depth) = pending.popLast() {
                var members = 0
                for member in reader.memberKeys(ofObjectAt: container) {
                    members += 1
                    if members > DriftUnionDetector.maximumMembers { break }
                    let path = pathID(parent: parent, key: reader.decodedString(at: member))
                    guard path >= 0 else { continue }
                    paths.append(path)
                    if depth < DriftUnionDetector.shapeDepth, reader.kind(at: member + 1) == .objectOpen {
                        pending.append((member + 1, path, depth + 1))
                    }
                }
            }
            paths.sort()
            var unique: [Int32] = []
            unique.reserveCapacity(paths.count)
            for path in paths where unique.last != path { unique.append(path) }
            shapes.append(unique)
        }

        private mutating func pathID(parent: Int32, key: String) -> Int32 {
            let pathKey = PathKey(parent: parent, key: key)
            if let known = pathIDs[pathKey] { return known }
            guard pathIDs.count < DriftUnionDetector.maximumPaths else { return -1 }
            let id = Int32(pathIDs.count)
            pathIDs[pathKey] = id
            return id
        }

        /// The candidate that explains the most of the sample's shapes, if any explains enough.
        func bestDiscriminator(among candidates: [Candidate]) -> String? {
            let count = shapes.count
            // Paths that vary: present in at least two objects and absent from at least two.
            var presence: [Int32: Int] = [:]
            for shape in shapes {
                for path in shape { presence[path, default: 0] += 1 }
            }
            let varying = presence.filter { $0.value >= 2 && count - $0.value >= 2 }.keys.sorted()
            guard !varying.isEmpty else { return nil }
            var column: [Int32: Int] = [:]
            for (position, path) in varying.enumerated() { column[path] = position }
            let totals = varying.map { presence[$0] ?? 0 }

            var best: (key: String, gain: Double, variants: Int)?
            for candidate in candidates {
                let ownPath = pathIDs[PathKey(parent: -1, key: candidate.key)] ?? -1
                guard
                    let gain = Self.gain(
                        of: candidate, ownPath: ownPath, shapes: shapes, column: column, totals: totals,
                        varying: varying)
                else { continue }
                if let current = best,
                    gain < current.gain || (gain == current.gain && candidate.variantCount >= current.variants)
                {
                    continue
                }
                best = (candidate.key, gain, candidate.variantCount)
            }
            return best?.key
        }

        /// The prediction errors a candidate's variants remove; nil when it is no discriminator.
        private static func gain(
            of candidate: Candidate, ownPath: Int32, shapes: [[Int32]], column: [Int32: Int], totals: [Int],
            varying: [Int32]
        ) -> Double? {
            let count = shapes.count
            let variants = candidate.variantCount
            var sizes = [Int](repeating: 0, count: variants)
            for variant in candidate.variants { sizes[variant] += 1 }
            let width = varying.count
            var cells = [Int](repeating: 0, count: variants * width)
            for (object, shape) in shapes.enumerated() {
                let row = candidate.variants[object] * width
                for path in shape {
                    if let position = column[path] { cells[row + position] += 1 }
                }
            }
            var before = 0.0
            var after = 0.0
            for position in 0..<width where varying[position] != ownPath {
                let total = totals[position]
                before += errors(present: total, of: count)
                for variant in 0..<variants {
                    let size = sizes[variant]
                    let inVariant = cells[variant * width + position]
                    if size == 1 {
                        // Alone: predicted from the whole group, as before the split.
                        after += miss(bitIsSet: inVariant == 1, present: total, of: count)
                    } else {
                        after += errors(present: inVariant, of: size)
                    }
                }
            }
            let gain = before - after
            guard before > 0, gain >= DriftUnionDetector.minimumGain, gain >= DriftUnionDetector.minimumShare * before
            else { return nil }
            return gain
        }

        /// Leave-one-out errors of predicting "has the member" in a cell of `size` objects (two or
        /// more) of which `present` have it: each object's bit is guessed from the share of the
        /// others that have it, and the expected number of wrong guesses is summed. (Guessing by
        /// the others' majority instead made a member that half of a variant has count as wrong
        /// for every object of it, twice the errors of the same member over the whole group, and
        /// hid a real tag beside such a member.)
        private static func errors(present: Int, of size: Int) -> Double {
            2 * Double(present) * Double(size - present) / Double(size - 1)
        }

        /// The expected error of guessing one object's bit from the other objects of its cell
        /// (`size` of them in all, two or more, `present` having the member).
        private static func miss(bitIsSet: Bool, present: Int, of size: Int) -> Double {
            let othersPresent = Double(bitIsSet ? present - 1 : present)
            let share = othersPresent / Double(size - 1)
            return bitIsSet ? 1 - share : share
        }
    }
}
