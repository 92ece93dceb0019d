/// The HTTP request and response a document of an HTTP archive was taken from.
///
/// ```swift
/// let collection = try JSONCollection.load(path: "capture.har")
/// let exchange = collection.source(ofDocument: 0)?.exchange
/// exchange?.label        // "GET https://api.example.com/products/17 → 200 (entry 1)"
/// exchange?.shortLabel   // "GET /products/17 → 200 (entry 1)"
/// ```
public struct HTTPExchange: Sendable, Hashable {
    /// Which body of the exchange the document is.
    public enum Body: String, Sendable, Hashable {
        /// The request's body (the entry's `request.postData.text`).
        case request
        /// The response's body (the entry's `response.content.text`).
        case response
    }

    /// The entry's position in the archive's `log.entries`, from 0.
    public var entryIndex: Int
    /// The request method, such as `GET`.
    public var method: String
    /// The request URL, as recorded.
    public var url: String
    /// The response status (0 when the archive recorded none).
    public var status: Int
    /// Which body the document is.
    public var body: Body
    /// The body's media type as recorded (`application/json; charset=utf-8`), if any.
    public var mimeType: String?

    /// Creates an exchange.
    ///
    /// ```swift
    /// HTTPExchange(entryIndex: 0, method: "GET", url: "https://x.test/a", status: 200, body: .response).shortLabel
    /// // → "GET /a → 200 (entry 1)"
    /// ```
    ///
    /// - Parameters:
    ///   - entryIndex: the entry's position in `log.entries`, from 0.
    ///   - method: the request method.
    ///   - url: the request URL as recorded.
    ///   - status: the response status, 0 when none was recorded.
    ///   - body: whether the document is the request's body or the response's.
    ///   - mimeType: the body's media type as recorded.
    init(entryIndex: Int, method: String, url: String, status: Int, body: Body, mimeType: String? = nil) {
        self.entryIndex = entryIndex
        self.method = method
        self.url = url
        self.status = status
        self.body = body
        self.mimeType = mimeType
    }

    /// `GET https://api.example.com/products/17 → 200 (entry 1)` for a response body,
    /// `POST https://api.example.com/orders (request, entry 3)` for a request body.
    ///
    /// The entry's number (from 1, as in a browser's network panel) tells apart exchanges with
    /// the same method, URL and status, such as two posts of one form.
    package var label: String { describe(url) }

    /// As ``label`` with the URL's scheme and host left out: `GET /products/17 → 200 (entry 1)`.
    package var shortLabel: String { describe(HTTPExchange.pathAndQuery(of: url)) }

    private func describe(_ target: String) -> String {
        switch body {
        case .response: "\(method) \(target) → \(status) (entry \(entryIndex + 1))"
        case .request: "\(method) \(target) (request, entry \(entryIndex + 1))"
        }
    }

    /// The URL from its path on (`/products/17?x=1`), or the URL itself when it has no host part.
    ///
    /// ```swift
    /// HTTPExchange.pathAndQuery(of: "https://api.example.com/products/17")   // "/products/17"
    /// ```
    ///
    /// - Parameter url: a URL as recorded in an archive.
    /// - Returns: Everything from the first `/`, `?` or `#` after `scheme://host` (`/` when there is
    ///   none); `url` itself when it has no `://`.
    package static func pathAndQuery(of url: String) -> String {
        guard let scheme = url.range(of: "://") else { return url }
        let afterHost = url[scheme.upperBound...]
        guard let slash = afterHost.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) else { return "/" }
        return String(afterHost[slash...])
    }
}
