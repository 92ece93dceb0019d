import Foundation

/// The `consistent` generated document as plain `Codable` structs, the way an app would model it.
///
/// Benchmarks decode generated files into it with Foundation's `JSONDecoder`; tests check that
/// every consistent document decodes. Prices and ratings are `Decimal`, ids `Int64` (some exceed 2^53).
///
/// ```swift
/// let bytes = APIDocumentGenerator(variant: .consistent).bytes(size: .megabytes(1))
/// let feed = try JSONDecoder().decode(GeneratedFeed.self, from: Data(bytes))
/// feed.posts.first?.author.displayName
/// ```
public struct GeneratedFeed: Codable, Sendable, Hashable {
    /// Who generated the document, and how.
    public var meta: Meta
    /// The posts, in order.
    public var posts: [Post]
    /// The closing page information.
    public var pagination: Pagination

    /// The document's `meta` member.
    public struct Meta: Codable, Sendable, Hashable {
        public var generator: String
        public var variant: String
        public var seed: UInt64
        public var apiVersion: String
        public var requestedBytes: Int

        enum CodingKeys: String, CodingKey {
            case generator, variant, seed
            case apiVersion = "api_version"
            case requestedBytes = "requested_bytes"
        }
    }

    /// One post of the feed.
    public struct Post: Codable, Sendable, Hashable {
        public var id: Int64
        public var slug: String
        public var title: String
        public var body: String
        public var language: String
        public var published: Bool
        /// ISO 8601, UTC.
        public var createdAt: String
        /// Unix seconds.
        public var updatedAt: Int64
        public var price: Decimal
        public var currency: String
        public var rating: Decimal
        public var viewCount: Int
        public var author: Author
        public var tags: [String]
        public var location: Location
        public var attachments: [Attachment]
        public var comments: [Comment]
        /// Always null in the consistent variant.
        public var moderationNote: String?

        enum CodingKeys: String, CodingKey {
            case id, slug, title, body, language, published
            case createdAt = "created_at"
            case updatedAt = "updated_at"
            case price, currency, rating
            case viewCount = "view_count"
            case author, tags, location, attachments, comments
            case moderationNote = "moderation_note"
        }
    }

    /// A post's author.
    public struct Author: Codable, Sendable, Hashable {
        public var id: Int64
        public var username: String
        public var displayName: String
        public var verified: Bool
        public var avatarURL: String
        public var bio: String

        enum CodingKeys: String, CodingKey {
            case id, username
            case displayName = "display_name"
            case verified
            case avatarURL = "avatar_url"
            case bio
        }
    }

    /// Where a post was written.
    public struct Location: Codable, Sendable, Hashable {
        public var city: String
        public var country: String
        public var lat: Double
        public var lon: Double
    }

    /// A media file attached to a post.
    public struct Attachment: Codable, Sendable, Hashable {
        public var kind: String
        public var url: String
        public var width: Int
        public var height: Int
        public var sizeBytes: Int

        enum CodingKeys: String, CodingKey {
            case kind, url, width, height
            case sizeBytes = "size_bytes"
        }
    }

    /// A comment on a post.
    public struct Comment: Codable, Sendable, Hashable {
        public var id: Int64
        public var author: CommentAuthor
        public var body: String
        /// ISO 8601, UTC.
        public var createdAt: String
        public var likes: Int
        public var edited: Bool

        enum CodingKeys: String, CodingKey {
            case id, author, body
            case createdAt = "created_at"
            case likes, edited
        }
    }

    /// The short author record embedded in a comment.
    public struct CommentAuthor: Codable, Sendable, Hashable {
        public var id: Int64
        public var username: String
    }

    /// Page information at the end of the document.
    public struct Pagination: Codable, Sendable, Hashable {
        public var count: Int
        public var hasMore: Bool
        public var nextCursor: String

        enum CodingKeys: String, CodingKey {
            case count
            case hasMore = "has_more"
            case nextCursor = "next_cursor"
        }
    }
}
