/// Where the documents of an HTTP archive came from, with identifiers in the URL's path
/// replaced by placeholders: one request method, one templated path, and either the request body
/// or the response body with one status. Documents of one endpoint are analysed together, apart
/// from every other endpoint's.
///
/// ```swift
/// let report = DriftAnalyzer().analyze(try JSONCollection.load(path: "capture.har"))
/// report.endpoints.first?.description   // "GET /products/{id} → 200"
/// ```
package struct DriftEndpoint: Sendable, Hashable {
    /// The request method, such as `GET`.
    package var method: String
    /// The URL's path with identifiers templated (`/products/{id}`), without the query.
    package var path: String
    /// Whether the documents are request bodies or response bodies.
    package var body: HTTPExchange.Body
    /// The response status of response bodies (0 when the archive recorded none); nil for
    /// request bodies.
    package var status: Int?
    /// How many documents came from it.
    package var documentCount: Int
    /// For documents from files rather than an HTTP archive, the files (in input order) whose
    /// roots differ from every other group's (`DriftSourceGrouping`); empty for an endpoint.
    package var files: [String] = []
    /// The media type of the first body, as the archive recorded it (`application/json`,
    /// without parameters), if it did.
    package var mediaType: String?

    /// Creates an endpoint.
    ///
    /// - Parameters:
    ///   - method: the request method, such as `GET`.
    ///   - path: the URL's path with identifiers templated (`/products/{id}`), without the query.
    ///   - body: whether the documents are request bodies or response bodies.
    ///   - status: the response status of response bodies (0 when the archive recorded none); nil for request bodies.
    ///   - documentCount: how many documents came from it.
    package init(method: String, path: String, body: HTTPExchange.Body, status: Int?, documentCount: Int) {
        self.method = method
        self.path = path
        self.body = body
        self.status = status
        self.documentCount = documentCount
    }
}

extension DriftEndpoint {
    /// The group of documents read from `files` (see ``files``).
    ///
    /// ```swift
    /// DriftEndpoint(files: ["a.json", "b.json"], documentCount: 2).label   // "a.json and 1 more (2 files)"
    /// ```
    ///
    /// - Parameters:
    ///   - files: the files, in input order.
    ///   - documentCount: how many documents they hold.
    package init(files: [String], documentCount: Int) {
        self.init(method: "", path: "", body: .response, status: nil, documentCount: documentCount)
        self.files = files
    }
}

extension DriftEndpoint: CustomStringConvertible {
    /// `GET /products/{id} → 200`, or `POST /orders (request)`; escaped for terminals.
    ///
    /// ```swift
    /// DriftEndpoint(method: "POST", path: "/orders", body: .request, status: nil, documentCount: 3).description
    /// // "POST /orders (request)"
    /// ```
    package var description: String { PrintableText.escaped(label) }

    /// As ``description``, not escaped: for JSON output.
    ///
    /// ```swift
    /// endpoint.label   // "GET /products/{id} → 200"
    /// ```
    package var label: String {
        if let first = files.first {
            return files.count == 1 ? first : "\(first) and \(files.count - 1) more (\(files.count) files)"
        }
        return switch body {
        case .request: "\(method) \(path) (request)"
        case .response: "\(method) \(path) → \(status ?? 0)"
        }
    }
}
