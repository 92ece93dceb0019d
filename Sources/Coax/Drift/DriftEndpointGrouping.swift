/// Groups the documents of HTTP archives by endpoint: request method plus URL path with the
/// identifiers in it replaced by placeholders, and the request body apart from each response
/// status's body.
///
/// A path segment becomes `{id}` when it looks like an identifier: a number, a UUID, or 12 or
/// more hexadecimal digits (at least one of them a digit). Other segments become `{name}` when
/// they vary across URLs that are otherwise equal (same method, same other segments) and the
/// documents behind each value have a similar shape — `/users/alice` and `/users/bob` answer
/// with the same members, `/api/orders` and `/api/users` do not. Query strings and fragments are
/// ignored.
///
/// ```swift
/// // GET /products/17, GET /products/18?fields=x, GET /products/featured
/// // → GET /products/{id} → 200 (2 documents), GET /products/featured → 200 (1)
/// ```
struct DriftEndpointGrouping {
    /// The endpoints in the order of their first document, with their documents in order.
    private(set) var endpoints: [(endpoint: DriftEndpoint, documents: [Int])] = []

    /// Documents behind one URL value, named by their number in the collection.
    private struct Request {
        let number: Int
        let exchange: HTTPExchange
        var segments: [String]
    }

    /// Groups `documents` (numbers in the collection, with their exchanges); `document` gives
    /// each one's document.
    init(documents: [(number: Int, exchange: HTTPExchange)], document: (Int) -> JSONDocument?) {
        var requests: [Request] = documents.map { number, exchange in
            let segments = Self.path(of: exchange.url).split(separator: "/", omittingEmptySubsequences: false)
                .map { Self.isIdentifier($0) ? "{id}" : String($0) }
            return Request(number: number, exchange: exchange, segments: segments)
        }
        Self.templateVaryingSegments(&requests, shape: { Self.shape(of: document($0)) })

        var order: [EndpointKey] = []
        var members: [EndpointKey: [Int]] = [:]
        var mediaTypes: [EndpointKey: String] = [:]
        for request in requests {
            let exchange = request.exchange
            let key = EndpointKey(
                method: exchange.method, path: request.segments.joined(separator: "/"), body: exchange.body,
                status: exchange.body == .response ? exchange.status : nil)
            if members[key] == nil {
                order.append(key)
                mediaTypes[key] = exchange.mimeType
            }
            members[key, default: []].append(request.number)
        }
        endpoints = order.map { key in
            let documents = members[key] ?? []
            var endpoint = DriftEndpoint(
                method: key.method, path: key.path, body: key.body, status: key.status, documentCount: documents.count)
            // The media type without its parameters (`application/json; charset=utf-8`).
            endpoint.mediaType = mediaTypes[key].flatMap { type in
                type.split(separator: ";").first.map { String($0.filter { $0 != " " }) }
            }
            return (endpoint, documents)
        }
    }

    private struct EndpointKey: Hashable {
        let method: String
        let path: String
        let body: HTTPExchange.Body
        let status: Int?
    }

    /// The URL's path: after the host, before the query and the fragment (`/` when empty).
    static func path(of url: String) -> String {
        let target = HTTPExchange.pathAndQuery(of: url)
        let path = target.prefix { $0 != "?" && $0 != "#" }
        return path.isEmpty ? "/" : String(path)
    }

    /// A number, a UUID, or 12 or more hexadecimal digits including a digit.
    static func isIdentifier(_ segment: Substring) -> Bool {
        let bytes = Array(segment.utf8)
        guard !bytes.isEmpty else { return false }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func isHex(_ byte: UInt8) -> Bool {
            isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
        }
        if bytes.allSatisfy(isDigit) { return true }
        if bytes.count == 36 {
            let dashes = [8, 13, 18, 23]
            let isUUID = bytes.enumerated().allSatisfy { offset, byte in
                dashes.contains(offset) ? byte == UInt8(ascii: "-") : isHex(byte)
            }
            if isUUID { return true }
        }
        return bytes.count >= 12 && bytes.allSatisfy(isHex) && bytes.contains(where: isDigit)
    }

    /// The top-level member names of a document (of the first object of a root array), or its
    /// kind, to tell whether two URLs answer alike.
    private static func shape(of document: JSONDocument?) -> Set<String> {
        guard let root = document?.root else { return [] }
        var object = root
        if root.kind == .array, let first = root.elements?.first(where: { $0.kind == .object }) { object = first }
        guard object.kind == .object, let entries = object.entries else { return ["<\(root.kind)>"] }
        var keys: Set<String> = []
        for entry in entries.prefix(200) { keys.insert(entry.key) }
        return keys.isEmpty ? ["<empty \(root.kind)>"] : keys
    }

    /// Replaces segments that vary across otherwise equal URLs by `{name}`, where the documents
    /// behind the values answer alike. Repeats until nothing changes (a templated segment can
    /// make other URLs equal).
    private static func templateVaryingSegments(_ requests: inout [Request], shape: (Int) -> Set<String>) {
        var shapes: [Int: Set<String>] = [:]
        func shapeOf(_ number: Int) -> Set<String> {
            if let known = shapes[number] { return known }
            let made = shape(number)
            shapes[number] = made
            return made
        }
        var changed = true
        while changed {
            changed = false
            let longest = requests.map(\.segments.count).max() ?? 0
            for position in 0..<longest {
                // Buckets of requests equal but for this segment.
                var buckets: [[String]: [Int]] = [:]
                for (offset, request) in requests.enumerated()
                where position < request.segments.count && !request.segments[position].hasPrefix("{")
                    && !request.segments[position].isEmpty
                {
                    var key = request.segments
                    key[position] = "\u{0}"
                    key.append(request.exchange.method)
                    buckets[key, default: []].append(offset)
                }
                for offsets in buckets.values {
                    var byValue: [String: [Int]] = [:]
                    for offset in offsets { byValue[requests[offset].segments[position], default: []].append(offset) }
                    guard byValue.count >= 2 else { continue }
                    // The shape of each value: its successful responses' (else all its documents').
                    let valueShapes = byValue.values.map { members -> Set<String> in
                        let successful = members.filter {
                            let exchange = requests[$0].exchange
                            return exchange.body == .response && (200..<300).contains(exchange.status)
                        }
                        return (successful.isEmpty ? members : successful).reduce(into: Set<String>()) {
                            $0.formUnion(shapeOf(requests[$1].number))
                        }
                    }
                    guard Self.allAlike(valueShapes) else { continue }
                    for offset in offsets { requests[offset].segments[position] = "{name}" }
                    changed = true
                }
            }
        }
    }

    /// Whether every two shapes share at least half of their members together.
    private static func allAlike(_ shapes: [Set<String>]) -> Bool {
        for (offset, left) in shapes.enumerated() {
            for right in shapes[(offset + 1)...] {
                let union = left.union(right).count
                guard union > 0, Double(left.intersection(right).count) / Double(union) >= 0.5 else { return false }
            }
        }
        return true
    }
}
