import Foundation

typealias APIModel = Codable

struct Page<Item: Decodable>: Decodable {
    let items: [Item]
    let next: URL?
}

final class Account: APIModel {
    let id: UUID
    var flags: Set<String> = []
    let version = 2
    static let kind = "account"
    var label: String { "\(id)" }
    enum CodingKeys: String, CodingKey {
        case id = "account_id"
        case flags
    }
}

enum Level: Int, Codable { case low = 1, mid, high = 10 }

struct Event {
    enum Kind: String, Decodable { case push = "PushEvent", gollum = "GollumEvent", watch }
    let kind: Kind
    let counts: [String: [Int?]]
    let byID: [Int: Decimal]?
    let at: Date
    let blob: Data
}

extension Event: Decodable {}

struct Money: Decodable {
    let cents: Int64
    init(from decoder: any Decoder) throws {
        cents = try decoder.singleValueContainer().decode(Int64.self)
    }
}
