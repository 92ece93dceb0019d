import Foundation

/// A customer account, embedded in orders and returned by `GET /v1/customers/{id}`.
struct Customer: Codable, Identifiable {
    let id: UUID
    let name: String
    let email: String
    let newsletter: Bool
}
