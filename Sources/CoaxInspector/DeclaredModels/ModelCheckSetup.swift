import Coax

/// What the inspector checks documents against: the user's declared models (read from Swift
/// source by the executable), the type each document decodes as (one `--type`, or a type per
/// HTTP archive route), and the `JSONDecoder` options, as `coax decode` takes them.
///
/// ```swift
/// let setup = ModelCheckSetup(
///     models: models, type: .named("Product"), typeText: "Product", strategies: DecodeStrategies())
/// setup.target(for: nil)?.typeText   // "Product"
/// ```
package struct ModelCheckSetup: Sendable {
    /// A type documents are checked against: the one `--type`, or one per route.
    package struct Target: Sendable {
        /// The route it is for (`GET /v1/products/{id}=Product`); nil for `--type`.
        package var route: DecodeRoute?
        /// The type as written (`Product`, `Page<Product>`).
        package var typeText: String
        /// Decodes documents as the type.
        package var checker: DeclaredModelChecker

        /// The route with its type, as the report groups failures by it; nil without routes.
        package var routeText: String? { route.map { "\($0.endpoint)=\($0.typeText)" } }

        /// Creates a target.
        ///
        /// - Parameters:
        ///   - route: the route it is for; nil for `--type`.
        ///   - typeText: the type as written.
        ///   - checker: decodes documents as the type.
        package init(route: DecodeRoute?, typeText: String, checker: DeclaredModelChecker) {
            self.route = route
            self.typeText = typeText
            self.checker = checker
        }
    }

    /// The declared models.
    package var models: DeclaredModelSet
    /// The `JSONDecoder` options.
    package var strategies: DecodeStrategies
    /// The types documents are checked against: one without routes.
    package var targets: [Target]
    /// The response statuses of HTTP archives that are checked (2xx by default).
    package var statuses: [ClosedRange<Int>] = [200...299]
    /// Whether request bodies of HTTP archives are checked too.
    package var checksRequests = false
    /// The model files, as the user named them (for messages).
    package var modelFiles: [String] = []
    /// The line that made the setup, which the `O` prompt offers again to edit.
    package var promptText = ""

    /// Creates a setup for one type.
    ///
    /// - Parameters:
    ///   - models: the declared models.
    ///   - type: the type each document (or its value at `path`) decodes as.
    ///   - typeText: the type as written.
    ///   - strategies: the `JSONDecoder` options.
    ///   - path: the value of each document to decode (`--at`); nil for the root.
    package init(
        models: DeclaredModelSet, type: DeclaredTypeReference, typeText: String, strategies: DecodeStrategies,
        at path: JSONPath? = nil
    ) {
        self.models = models
        self.strategies = strategies
        targets = [
            Target(
                route: nil, typeText: typeText,
                checker: DeclaredModelChecker(models: models, type: type, strategies: strategies, at: path))
        ]
    }

    /// Creates a setup with a type per HTTP archive route.
    ///
    /// - Parameters:
    ///   - models: the declared models.
    ///   - routes: each route with its type, parsed from the route's type text.
    ///   - strategies: the `JSONDecoder` options.
    ///   - path: the value of each document to decode (`--at`); nil for the root.
    package init(
        models: DeclaredModelSet, routes: [(route: DecodeRoute, type: DeclaredTypeReference)],
        strategies: DecodeStrategies, at path: JSONPath? = nil
    ) {
        self.models = models
        self.strategies = strategies
        targets = routes.map { route, type in
            Target(
                route: route, typeText: route.typeText,
                checker: DeclaredModelChecker(models: models, type: type, strategies: strategies, at: path))
        }
    }

    /// Whether documents get their type from routes.
    package var hasRoutes: Bool { targets.contains { $0.route != nil } }

    /// What the documents decode as, for the status line and the list: `Product`, `4 routes`.
    package var subject: String {
        guard hasRoutes else { return targets.first?.typeText ?? "" }
        return "\(NumberText.grouped(targets.count)) route\(targets.count == 1 ? "" : "s")"
    }

    /// The type a document is checked against: the most specific matching route, or the one type;
    /// nil when the document is left out (no route covers it, or its status or body is not
    /// checked), as `coax decode` chooses.
    ///
    /// ```swift
    /// setup.target(for: collection.source(ofDocument: 3))?.routeText   // "GET /v1/products/{id}=Product"
    /// ```
    ///
    /// - Parameter source: where the document came from; nil for a document read on its own.
    /// - Returns: The target, or nil when the document is not checked.
    package func target(for source: DocumentSource?) -> Target? {
        targetPosition(for: source).map { targets[$0] }
    }

    /// The position in ``targets`` of ``target(for:)``'s target, for work kept per target.
    ///
    /// - Parameter source: where the document came from; nil for a document read on its own.
    /// - Returns: The target's position, or nil when the document is not checked.
    package func targetPosition(for source: DocumentSource?) -> Int? {
        if let exchange = source?.exchange {
            let checked =
                exchange.body == .response
                ? statuses.contains { $0.contains(exchange.status) } : checksRequests
            guard checked else { return nil }
        }
        guard hasRoutes else { return targets.isEmpty ? nil : 0 }
        guard let exchange = source?.exchange else { return nil }
        func specificity(_ position: Int) -> Int { targets[position].route?.literalSegmentCount ?? 0 }
        return targets.indices.filter { targets[$0].route?.matches(method: exchange.method, url: exchange.url) == true }
            .max { specificity($0) < specificity($1) }
    }
}
