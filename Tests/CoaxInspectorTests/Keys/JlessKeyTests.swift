import Coax
import Testing

@testable import CoaxInspector

/// The keys a jless user types every minute mean what they mean in jless.
@Suite("jless's keys")
struct JlessKeyTests {
    static let text = #"""
        {"meta": {"page": 1}, "items": [{"id": 1, "name": "a", "tags": ["x", "y"]}, {"id": 2, "name": "b", "tags": ["z"]}, {"id": 3, "name": "c", "tags": []}], "total": 3}
        """#

    static func harness(openDepth: Int = 3) throws -> Harness {
        try Harness(Self.text, rows: 30, columns: 80, openDepth: openDepth)
    }

    @Test func capitalHGoesToTheParentWithoutCollapsing() throws {
        let harness = try Self.harness()
        harness.prompt(":", "items[1].name")
        harness.type("H")
        #expect(harness.path == "$.items[1]")
        #expect(harness.inspector.tree.isOpen(harness.inspector.tree.selection), "the parent stays open")
        harness.type("H")
        #expect(harness.path == "$.items")
    }

    @Test func zeroCaretAndDollarGoToTheFirstAndLastSibling() throws {
        let harness = try Self.harness()
        harness.prompt(":", "items[1].name")
        harness.type("$")
        #expect(harness.path == "$.items[1].tags")
        harness.type("0")
        #expect(harness.path == "$.items[1].id")
        harness.type("$^")
        #expect(harness.path == "$.items[1].id")
        // 0 after a count is still part of the count.
        harness.type("10j")
        #expect(harness.path != "$.items[1].id")
    }

    @Test func percentGoesBetweenAContainersStartAndItsEnd() throws {
        let harness = try Self.harness()
        harness.prompt(":", "items")
        harness.type("%")
        #expect(harness.path == "$.items[2].tags")
        harness.type("%")
        #expect(harness.path == "$.items[2]")
    }

    @Test func starAndHashSearchForTheSelectedKey() throws {
        let harness = try Self.harness()
        harness.prompt(":", "items[0].name")
        harness.type("*")
        #expect(harness.path == "$.items[1].name")
        #expect(harness.inspector.messageText?.contains(#"for '"name":'"#) == true)
        harness.type("n")
        #expect(harness.path == "$.items[2].name")
        harness.type("#")
        #expect(harness.path == "$.items[1].name")
        harness.prompt(":", "items[0]")
        harness.type("*")
        #expect(harness.inspector.messages.current?.isError == true)
        #expect(harness.inspector.messageText?.contains("has none") == true)
    }

    @Test func capitalEAndCActOnTheSelectionAndItsSiblings() throws {
        let harness = try Self.harness(openDepth: 1)
        harness.prompt(":", "items[1]")
        harness.type("E")
        let tree = harness.inspector.tree
        #expect(tree.isOpen(tree.cursor(for: try JSONPath(parsing: "items[0].tags")).cursor))
        #expect(tree.isOpen(tree.cursor(for: try JSONPath(parsing: "items[2]")).cursor))
        #expect(!tree.isOpen(tree.cursor(for: try JSONPath(parsing: "meta")).cursor), "meta is no sibling")
        harness.type("C")
        #expect(harness.path == "$.items[1]")
        #expect(tree.isOpen(tree.cursor(for: try JSONPath(parsing: "items")).cursor), "the parent stays open")
        #expect(!tree.isOpen(tree.cursor(for: try JSONPath(parsing: "items[0]")).cursor))
        #expect(!tree.isOpen(tree.cursor(for: try JSONPath(parsing: "items[1]")).cursor))
    }

    @Test func cAndEBothSayWhatTheyDid() throws {
        let harness = try Self.harness()
        harness.prompt(":", "items")
        harness.type("c")
        #expect(harness.inspector.messageText == "collapsed everything below $.items")
        harness.type("e")
        #expect(harness.inspector.messageText == "expanded everything below $.items")
    }

    @Test func f1ShowsTheHelp() throws {
        let harness = try Self.harness()
        harness.press(.key(.function(1)))
        #expect(harness.inspector.overlay == .help(scroll: 0))
    }

    @Test func colonQQuits() throws {
        let harness = try Self.harness()
        harness.prompt(":", "items")
        harness.press(.character(":"))
        harness.press(.character("q"))
        #expect(harness.press(.key(.enter)) == [.quit])
        #expect(harness.path == "$.items", ":q is not read as a path")
    }

    @Test func copyingAStringOrAKeyThatIsNotThereSaysWhy() throws {
        let harness = try Self.harness()
        harness.prompt(":", "total")
        #expect(harness.type("ys").isEmpty)
        #expect(harness.inspector.messages.current?.isError == true)
        #expect(harness.type("yk") == [.copy("total")])
        harness.prompt(":", "items[0]")
        #expect(harness.type("yk").isEmpty)
        #expect(harness.inspector.messageText?.contains("an array element has none") == true)
        #expect(harness.type("yv") == [.copy(#"{"id":1,"name":"a","tags":["x","y"]}"#)])
    }

    @Test func negativeIndicesCountFromTheEndAsInCoaxGet() throws {
        let harness = try Self.harness()
        harness.prompt(":", "$.items[-1].id")
        #expect(harness.path == "$.items[2].id")
        #expect(harness.inspector.messages.current?.isError == false)
        harness.prompt(":", "$.items[-4]")
        #expect(harness.path == "$.items[2].id", "out of range: the selection stays")
        #expect(harness.inspector.messages.current?.isError == true)
    }
}
