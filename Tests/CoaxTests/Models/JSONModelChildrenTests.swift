import Coax
import Foundation
import Testing

@Suite("JSONModel children")
struct JSONModelChildrenTests {
    @Test("a child object is built once and cached")
    func childIsCached() throws {
        let parent = try SampleObject(jsonText: #"{"author": {"name": "Ada"}}"#)
        let first = try #require(parent.author)
        #expect(first.name == "Ada")
        #expect(parent.author === first)
    }

    @Test("an array of children skips non-objects and is cached")
    func childrenAreCached() throws {
        let parent = try SampleObject(jsonText: #"{"comments": [{"name": "a"}, 5, {"name": "b"}]}"#)
        let comments = try #require(parent.comments)
        #expect(comments.map(\.name) == ["a", "b"])
        #expect(parent.comments?.first === comments.first)
    }

    @Test("a missing or non-object child is nil")
    func missingChild() throws {
        let parent = try SampleObject(jsonText: #"{"author": "Ada", "comments": {"a": 1}}"#)
        #expect(parent.author == nil)
        #expect(parent.comments == nil)
    }

    @Test("changing a child changes the parent's object and serialization")
    func childChangesReachParent() throws {
        let parent = try SampleObject(
            jsonText: #"{"author": {"name": "Ada"}, "comments": [{"name": "a"}, 5, {"name": "b"}]}"#)
        parent.author?.name = "Grace"
        parent.comments?.last?.name = "B"
        #expect(parent.authorName == "Grace")
        #expect(parent.jsonText == #"{"author":{"name":"Grace"},"comments":[{"name":"a"},5,{"name":"B"}]}"#)
    }

    @Test("a setter on the key drops the cached child, and the old child no longer writes back")
    func setterInvalidatesCache() throws {
        let parent = try SampleObject(jsonText: #"{"author": {"name": "Ada"}}"#)
        let old = try #require(parent.author)
        parent.set(["name": "Grace"] as JSONObject, "author")
        let new = try #require(parent.author)
        #expect(new !== old)
        #expect(new.name == "Grace")
        old.name = "stale"
        #expect(parent.authorName == "Grace")
    }

    @Test("setting a dotted path drops the cached child above it")
    func dottedSetterInvalidatesParentChild() throws {
        let parent = try SampleObject(jsonText: #"{"author": {"name": "Ada"}}"#)
        _ = parent.author
        parent.set("Grace", "author.name")
        #expect(parent.author?.name == "Grace")
    }

    @Test("assigning a child model stores its object and links it")
    func assigningChildModel() throws {
        let parent = SampleObject(object: [:])
        let child = Child(object: ["name": "Ada"])
        parent.author = child
        #expect(parent.author === child)
        child.name = "Grace"
        #expect(parent.jsonText == #"{"author":{"name":"Grace"}}"#)
        parent.comments = [Child(object: ["name": "x"])]
        parent.comments?.first?.name = "y"
        #expect(parent.string("comments.0.name") == "y")
    }

    @Test("children changes propagate through several levels")
    func grandchildChanges() throws {
        final class Level: JSONModel, @unchecked Sendable {
            var next: Level? { child() }
            var value: Int? {
                get { integer() }
                set { set(newValue) }
            }
        }
        let root = try Level(jsonText: #"{"next": {"next": {"value": 1}}}"#)
        root.next?.next?.value = 2
        #expect(root.jsonText == #"{"next":{"next":{"value":2}}}"#)
    }

    @Test("concurrent reads and writes of one model do not crash")
    func concurrentAccess() async throws {
        let parent = try SampleObject(jsonText: #"{"count": 0, "author": {"name": "Ada"}}"#)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask {
                    for step in 0..<200 {
                        if index % 2 == 0 {
                            parent.count = UInt(step)
                            parent.author?.name = "n\(step)"
                        } else {
                            _ = parent.count
                            _ = parent.jsonText
                        }
                    }
                }
            }
        }
        #expect(parent.author?.name?.hasPrefix("n") == true)
        #expect(parent.count == 199)
    }
}
