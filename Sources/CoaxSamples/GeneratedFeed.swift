import Foundation

/// The `consistent` generated document as plain `Codable` structs, the way an app would model it.
///
/// Benchmarks decode generated files into it with Foundation's `JSONDecoder`; tests check that
/// every consistent document decodes. Prices and ratings are `Decimal`, ids `Int64` (some exceed 2^53).
///
/// ```swift
/// let bytes = APIDocumentGenerator(variant: .consistent).bytes(size: .megabytes(1))
/// let feed = try JSONDecoder().decode(GeneratedFeed.self, from: Data(bytes))
/// feed.posts.first?.author.displayName   // → "Priya Ivanova"
/// ```
public struct GeneratedFeed: Codable, Sendable, Hashable {
    /// Who generated the document, and how.
    public var meta: Meta
    /// The posts, in order.
    public var posts: [Post]
    /// The closing page information.
    public var pagination: Pagination

    /// The document's `meta` member.
    ///
    /// ```swift
    /// feed.meta.seed   // 42
    /// ```
    public struct Meta: Codable, Sendable, Hashable {
        /// Always `CoaxSamples.APIDocumentGenerator`.
        public var generator: String
        /// The variant's name, `consistent` here.
        public var variant: String
        /// The seed the document was generated from.
        public var seed: UInt64
        /// A fixed API version string, `2024-06-01`.
        public var apiVersion: String
        /// The size that was asked for, in bytes.
        public var requestedBytes: Int

        enum CodingKeys: String, CodingKey {
            case generator, variant, seed
            case apiVersion = "api_version"
            case requestedBytes = "requested_bytes"
        }
    }

    /// One post of the feed.
    ///
    /// ```swift
    /// let post = feed.posts[0]   // the feed of GeneratedFeed's example
    /// print(post.title, post.price, post.comments.count)
    /// // Ελλάδα was decimals before 🎉 pattern tiny 463.85 2
    /// ```
    public struct Post: Codable, Sendable, Hashable {
        /// The post's id; one in five is beyond 2^53.
        public var id: Int64
        /// A URL slug ending with the post's number.
        public var slug: String
        /// A short title.
        public var title: String
        /// One to thirty paragraphs with non-ASCII words, emoji and escaped characters.
        public var body: String
        /// A language tag such as `en` or `pt-BR`.
        public var language: String
        /// Whether the post is published.
        public var published: Bool
        /// ISO 8601, UTC.
        public var createdAt: String
        /// Unix seconds.
        public var updatedAt: Int64
        /// An exact price with two decimals.
        public var price: Decimal
        /// An ISO 4217 currency code.
        public var currency: String
        /// A rating from 1.00 to 5.00.
        public var rating: Decimal
        /// How often the post was viewed.
        public var viewCount: Int
        /// Who wrote the post.
        public var author: Author
        /// Zero to four tags.
        public var tags: [String]
        /// Where the post was written.
        public var location: Location
        /// Zero to three media files.
        public var attachments: [Attachment]
        /// Zero to six comments.
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
    ///
    /// ```swift
    /// feed.posts[0].author.displayName   // e.g. "Zoë Okafor"
    /// ```
    public struct Author: Codable, Sendable, Hashable {
        /// The author's id; one in ten is beyond 2^53.
        public var id: Int64
        /// An ASCII handle such as `ada_1234`.
        public var username: String
        /// A full name, often with accents.
        public var displayName: String
        /// Whether the account is verified.
        public var verified: Bool
        /// The avatar's URL.
        public var avatarURL: String
        /// One sentence about the author.
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
    ///
    /// ```swift
    /// feed.posts[0].location.city   // e.g. "Montréal"
    /// ```
    public struct Location: Codable, Sendable, Hashable {
        /// The city's name, e.g. `Zürich`.
        public var city: String
        /// An ISO 3166 country code.
        public var country: String
        /// Latitude in degrees, four decimals.
        public var lat: Double
        /// Longitude in degrees, four decimals.
        public var lon: Double
    }

    /// A media file attached to a post.
    public struct Attachment: Codable, Sendable, Hashable {
        /// `image`, `video`, `audio` or `document`.
        public var kind: String
        /// Where the file is.
        public var url: String
        /// Width in pixels.
        public var width: Int
        /// Height in pixels.
        public var height: Int
        /// File size in bytes.
        public var sizeBytes: Int

        enum CodingKeys: String, CodingKey {
            case kind, url, width, height
            case sizeBytes = "size_bytes"
        }
    }

    /// A comment on a post.
    public struct Comment: Codable, Sendable, Hashable {
        /// The comment's id.
        public var id: Int64
        /// Who wrote the comment.
        public var author: CommentAuthor
        /// One to three sentences.
        public var body: String
        /// ISO 8601, UTC.
        public var createdAt: String
        /// How many people liked the comment.
        public var likes: Int
        /// Whether the comment was edited.
        public var edited: Bool

        enum CodingKeys: String, CodingKey {
            case id, author, body
            case createdAt = "created_at"
            case likes, edited
        }
    }

    /// The short author record embedded in a comment.
    public struct CommentAuthor: Codable, Sendable, Hashable {
        /// The commenter's id.
        public var id: Int64
        /// The commenter's handle.
        public var username: String
    }

    /// Page information at the end of the document.
    ///
    /// ```swift
    /// feed.pagination.count == feed.posts.count   // true
    /// ```
    public struct Pagination: Codable, Sendable, Hashable {
        /// How many posts the document holds.
        public var count: Int
        /// Always true: there is always a next page.
        public var hasMore: Bool
        /// An opaque cursor for the next page.
        public var nextCursor: String

        enum CodingKeys: String, CodingKey {
            case count
            case hasMore = "has_more"
            case nextCursor = "next_cursor"
        }
    }
}
