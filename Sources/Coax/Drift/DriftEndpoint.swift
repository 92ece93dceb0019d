/// Where the documents of an HTTP archive came from, with identifiers in the URL's path
/// replaced by placeholders: one request method, one templated path, and either the request body
/// or the response body with one status. Documents of one endpoint are analysed together, apart
/// from every other endpoint's.
///
/// ```swift
/// let report = DriftAnalyzer().analyze(try JSONCollection.load(path: "capture.har"))
/// report.endpoints.first?.description   // "GET /products/{id} → 200"
/// ```
public struct DriftEndpoint: Sendable, Hashable {
    /// The request method, such as `GET`.
    public var method: String
    /// The URL's path with identifiers templated (`/products/{id}`), without the query.
    public var path: String
    /// Whether the documents are request bodies or response bodies.
    public var body: HTTPExchange.Body
    /// The response status of response bodies (0 when the archive recorded none); nil for
    /// request bodies.
    public var status: Int?
    /// How many documents came from it.
    public var documentCount: Int
}

extension DriftEndpoint: CustomStringConvertible {
    /// `GET /products/{id} → 200`, or `POST /orders (request)`; escaped for terminals.
    ///
    /// ```swift
    /// DriftEndpoint(method: "POST", path: "/orders", body: .request, status: nil, documentCount: 3).description
    /// // "POST /orders (request)"
    /// ```
    public var description: String { PrintableText.escaped(label) }

    /// As ``description``, not escaped: for JSON output.
    ///
    /// ```swift
    /// endpoint.label   // "GET /products/{id} → 200"
    /// ```
    public var label: String {
        switch body {
        case .request: "\(method) \(path) (request)"
        case .response: "\(method) \(path) → \(status ?? 0)"
        }
    }
}
