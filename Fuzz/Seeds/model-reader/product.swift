import Foundation

/// A product in the shop's catalogue, as the app's list and detail screens show it.
/// Decoded with `keyDecodingStrategy = .convertFromSnakeCase` and `dateDecodingStrategy = .iso8601`.
struct Product: Codable, Identifiable {
    enum Category: String, Codable {
        case tea
        case coffee
        case accessories
    }

    let id: Int
    let sku: String
    let name: String
    let price: Double
    let currency: String
    /// Units on the shelf.
    let stock: UInt16
    let category: Category
    let tags: [String]
    let updatedAt: Date

    /// Shown on the detail screen; not part of the API.
    var isAvailable: Bool { stock > 0 }
}

/// One page of `GET /v1/products`.
struct ProductPage: Codable {
    let items: [Product]
    let page: Int
    let next: URL?
}
