import Foundation

/// An order as `GET /v1/orders/{id}` returns it.
struct Order: Codable, Identifiable {
    enum Status: String, Codable {
        case pending
        case paid
        case shipped
        case cancelled
    }

    struct Line: Codable {
        let productId: Int
        let quantity: Int
        let unitPrice: Decimal
    }

    let id: String
    let status: Status
    let lines: [Line]
    let total: Decimal
    let createdAt: Date
    let paidAt: Date?
    let customer: Customer
}
