import Foundation

/// A route of an HTTP archive checked against a type: `GET /v1/products/{id}=Product`. The path
/// is written as `coax drift` templates endpoints: a `{name}` segment stands for any one segment.
///
/// ```swift
/// let route = try DecodeRoute(parsing: "GET /v1/products/{id}=Product")
/// route.matches(method: "GET", url: "https://shop.example/v1/products/17?x=1")   // true
/// route.typeText   // "Product"
/// ```
package struct DecodeRoute: Sendable, Hashable {
    /// The request method, upper case.
    package var method: String
    /// The path template, `/v1/products/{id}`.
    package var path: String
    /// The type as written after `=`.
    package var typeText: String

    /// Reads `METHOD /path=TYPE`.
    ///
    /// - Parameter text: the route as given: `GET /v1/products/{id}=Product`; the method is upper-cased.
    /// - Throws: ``DecodeRouteParseError`` when a part is missing.
    package init(parsing text: String) throws(DecodeRouteParseError) {
        guard let equals = text.firstIndex(of: "=") else {
            throw DecodeRouteParseError(text: text, message: "expected METHOD /path=TYPE")
        }
        let endpoint = text[..<equals].split(separator: " ", omittingEmptySubsequences: true)
        let type = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        guard endpoint.count == 2, endpoint[1].hasPrefix("/"), !type.isEmpty else {
            throw DecodeRouteParseError(text: text, message: "expected METHOD /path=TYPE")
        }
        method = endpoint[0].uppercased()
        path = String(endpoint[1])
        typeText = type
    }

    /// The endpoint as written: `GET /v1/products/{id}`.
    package var endpoint: String { "\(method) \(path)" }

    /// Whether a request with this method and URL is on the route.
    ///
    /// - Parameters:
    ///   - method: the request's method, in any case.
    ///   - url: the request's URL; only its path is compared, segment by segment.
    /// - Returns: Whether the methods match and every segment of the path is the template's literal
    ///   segment or fills one of its `{name}` segments (which match any non-empty segment).
    package func matches(method: String, url: String) -> Bool {
        guard method.uppercased() == self.method else { return false }
        let actual = DriftEndpointGrouping.path(of: url).split(separator: "/", omittingEmptySubsequences: false)
        let template = path.split(separator: "/", omittingEmptySubsequences: false)
        guard actual.count == template.count else { return false }
        return zip(template, actual).allSatisfy { written, segment in
            (written.hasPrefix("{") && written.hasSuffix("}") && !segment.isEmpty) || written == segment
        }
    }

    /// How many segments are written literally: where routes overlap, the one with more wins.
    package var literalSegmentCount: Int {
        path.split(separator: "/").filter { !($0.hasPrefix("{") && $0.hasSuffix("}")) }.count
    }
}

/// A `--route` that cannot be read.
package struct DecodeRouteParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The route as given.
    package var text: String
    /// What is wrong.
    package var message: String

    /// `route 'TEXT': MESSAGE`.
    package var description: String { "route '\(PrintableText.escaped(text))': \(message)" }
}
