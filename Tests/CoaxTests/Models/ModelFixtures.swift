import Coax
import Foundation

// Models used by the model tests and by docs/models.md.

/// Shared across tasks in the concurrency test; the model's lock makes that sound.
final class SampleObject: JSONModel, @unchecked Sendable {
    override class var expectedKeys: [String] { ["id", "name", "count", "author", "comments"] }

    var id: Int? { integer() }
    var name: String? {
        get { string() }
        set { set(newValue) }
    }
    var myName: String? { string("my_name") }
    var authorName: String? { string("author.name") }
    var count: UInt {
        get { forcedUnsignedInteger() }
        set { set(newValue) }
    }
    var isPublished: Bool {
        get { forcedBool("published") }
        set { set(newValue, "published") }
    }
    var price: Decimal? {
        get { decimal() }
        set { set(newValue) }
    }
    var updatedAt: Date? { unixDate("updated_at") }
    var avatar: URL? { url("avatar_url") }
    var author: Child? {
        get { child() }
        set { set(newValue) }
    }
    var comments: [Child]? {
        get { children() }
        set { set(newValue) }
    }
    var tags: [String]? {
        get { array(of: .strings) }
        set { set(newValue) }
    }
}

final class Child: JSONModel {
    var name: String? {
        get { string() }
        set { set(newValue) }
    }
    var id: Int? { integer() }
}
