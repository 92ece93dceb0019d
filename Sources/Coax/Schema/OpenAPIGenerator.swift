/// Writes the types a drift analysis of an HTTP archive inferred as an OpenAPI 3.1 document: one
/// path per endpoint template (`/products/{id}`, templated from the URLs seen, with its path
/// parameters), one operation per method, a response per status and a request body where
/// requests had one, each with its media type and a schema in `components`. Shapes that repeat
/// across endpoints are shared components.
///
/// ```swift
/// let report = DriftAnalyzer().analyze(try JSONCollection.load(path: "SampleData/shop-api.har"))
/// let document = OpenAPIGenerator().document(for: report)
/// document.object?["openapi"]   // "3.1.0"
/// ```
public struct OpenAPIGenerator: Sendable {
    /// Strings asked to be enumerations (`--enum`).
    public var enumPatterns: [DriftPattern]

    /// Creates a generator.
    ///
    /// - Parameter enumPatterns: patterns of strings to write as `enum` whatever their count.
    public init(enumPatterns: [DriftPattern] = []) {
        self.enumPatterns = enumPatterns
    }

    /// The OpenAPI document of the endpoints of `report` (an analysis of a collection holding
    /// HTTP archives; documents from other inputs are left out).
    ///
    /// - Parameter report: the analysis, with its `DriftReport.endpoints`.
    /// - Returns: An OpenAPI 3.1.0 document.
    public func document(for report: DriftReport) -> JSONValue {
        let builder = SchemaBuilder(
            report: report, enumPatterns: enumPatterns, referencePrefix: "#/components/schemas/")
        var schemas = JSONObject()
        var operations:
            [String: [String: (requests: [(DriftEndpoint, String)], responses: [(DriftEndpoint, String)])]] = [:]
        var pathOrder: [String] = []
        var taken: Set<String> = []
        for endpoint in report.endpoints where endpoint.files.isEmpty {
            let method = endpoint.method.lowercased()
            let name = Self.unique(Self.componentName(endpoint), in: &taken)
            schemas.append(key: name, value: .object(builder.schema(at: DriftPattern(), endpoint: endpoint)))
            if operations[endpoint.path] == nil { pathOrder.append(endpoint.path) }
            var operation = operations[endpoint.path, default: [:]][method] ?? ([], [])
            switch endpoint.body {
            case .request: operation.requests.append((endpoint, name))
            case .response: operation.responses.append((endpoint, name))
            }
            operations[endpoint.path, default: [:]][method] = operation
        }
        let definitions = builder.extractDefinitions(from: &schemas)
        for definition in definitions { schemas.append(key: definition.key, value: definition.value) }

        var paths = JSONObject()
        for path in pathOrder {
            var item = JSONObject()
            let parameters = Self.parameters(in: path)
            for method in Self.methods where operations[path]?[method] != nil {
                guard let operation = operations[path]?[method] else { continue }
                var object = JSONObject()
                if !parameters.isEmpty { object.append(key: "parameters", value: .array(parameters)) }
                if let request = operation.requests.first {
                    object.append(
                        key: "requestBody",
                        value: [
                            "description": .string("As recorded: \(request.0.documentCount) request bodies."),
                            "content": Self.content(request.0, schema: request.1),
                        ])
                }
                var responses = JSONObject()
                for (endpoint, schema) in operation.responses {
                    let status = endpoint.status.map { $0 >= 100 && $0 <= 599 ? String($0) : "default" } ?? "default"
                    guard responses[status] == nil else { continue }
                    responses.append(
                        key: status,
                        value: [
                            "description": .string("As recorded: \(endpoint.documentCount) responses."),
                            "content": Self.content(endpoint, schema: schema),
                        ])
                }
                if responses.isEmpty {
                    responses.append(key: "default", value: ["description": "No response body was recorded."])
                }
                object.append(key: "responses", value: .object(responses))
                item.append(key: method, value: .object(object))
            }
            paths.append(key: path, value: .object(item))
        }
        return [
            "openapi": "3.1.0",
            "info": ["title": "Inferred by coax schema from recorded traffic", "version": "1"],
            "paths": .object(paths),
            "components": ["schemas": .object(schemas)],
        ]
    }

    /// The methods an OpenAPI path item has, in its order.
    private static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    private static func content(_ endpoint: DriftEndpoint, schema: String) -> JSONValue {
        var content = JSONObject()
        content.append(
            key: endpoint.mediaType ?? "application/json",
            value: ["schema": ["$ref": .string("#/components/schemas/" + schema)]])
        return .object(content)
    }

    /// A path parameter for every `{name}` of the template.
    private static func parameters(in path: String) -> [JSONValue] {
        var parameters: [JSONValue] = []
        var seen: Set<String> = []
        for segment in path.split(separator: "/") where segment.hasPrefix("{") && segment.hasSuffix("}") {
            let name = String(segment.dropFirst().dropLast())
            guard seen.insert(name).inserted else { continue }
            parameters.append(
                ["name": .string(name), "in": "path", "required": true, "schema": ["type": "string"]])
        }
        return parameters
    }

    /// `GetProductsId200`, `PostOrdersRequest`.
    private static func componentName(_ endpoint: DriftEndpoint) -> String {
        var name = endpoint.method.prefix(1).uppercased() + endpoint.method.dropFirst().lowercased()
        for word in endpoint.path.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
            name += word.prefix(1).uppercased() + word.dropFirst()
        }
        switch endpoint.body {
        case .request: name += "Request"
        case .response: name += String(endpoint.status ?? 0)
        }
        return name
    }

    private static func unique(_ base: String, in taken: inout Set<String>) -> String {
        var name = base
        var suffix = 2
        while taken.contains(name) {
            name = base + "_" + String(suffix)
            suffix += 1
        }
        taken.insert(name)
        return name
    }
}
