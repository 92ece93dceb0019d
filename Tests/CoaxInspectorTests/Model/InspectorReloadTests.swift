import Coax
import Synchronization
import Testing

@testable import CoaxInspector

/// `R`: the file read again, the selection kept on its path.
@Suite("Inspector reload")
struct InspectorReloadTests {
    /// What the "file" holds now.
    final class FakeFile: Sendable {
        let text: Mutex<String>
        init(_ text: String) { self.text = Mutex(text) }
        var reload: @Sendable () -> ReloadOutcome {
            {
                let text = self.text.withLock { $0 }
                do {
                    return .loaded(try JSONDocument(parsing: text))
                } catch let error as JSONParseError {
                    return .failed(error.rendered(fileName: "orders.json"))
                } catch {
                    return .failed("\(error)")
                }
            }
        }
    }

    static func harness(_ file: FakeFile) throws -> Harness {
        let document = try JSONDocument(parsing: file.text.withLock { $0 })
        let configuration = InspectorConfiguration(
            fileName: "orders.json", openDepth: 1, reporters: [], expander: nil, drift: nil, reload: file.reload)
        let inspector = Inspector(
            document: document, configuration: configuration, size: ScreenSize(rows: 20, columns: 80))
        inspector.finishPendingWork()
        return Harness(inspector: inspector)
    }

    @Test func theSelectionStaysOnItsPathWhenItStillExists() throws {
        let file = FakeFile(#"{"orders": [{"id": 1, "total": "8.45"}, {"id": 2, "total": "9.10"}]}"#)
        let harness = try Self.harness(file)
        harness.prompt(":", "orders[1].total")
        #expect(harness.screen.contains(#"total: "9.10""#))
        file.text.withLock { $0 = #"{"orders": [{"id": 1, "total": 8.45}, {"id": 2, "total": 9.2}, {"id": 3}]}"# }
        harness.type("R")
        #expect(harness.path == "$.orders[1].total")
        #expect(harness.screen.contains("total: 9.2"), "the new value is shown")
        #expect(harness.inspector.messages.current?.text == "reloaded orders.json; still at $.orders[1].total")
    }

    @Test func aPathThatIsGoneLeadsToItsNearestAncestor() throws {
        let file = FakeFile(#"{"orders": [{"id": 1}, {"id": 2, "note": "x"}]}"#)
        let harness = try Self.harness(file)
        harness.prompt(":", "orders[1].note")
        file.text.withLock { $0 = #"{"orders": [{"id": 1}]}"# }
        harness.type("R")
        #expect(harness.path == "$.orders")
        #expect(
            harness.inspector.messages.current?.text.contains("$.orders[1].note no longer exists, nearest is $.orders")
                == true)
    }

    @Test func aFileThatNoLongerParsesLeavesTheDocumentAsItWas() throws {
        let file = FakeFile(#"{"a": 1}"#)
        let harness = try Self.harness(file)
        harness.type("j")
        file.text.withLock { $0 = "{\"a\": 1,\n \"b\" 2}" }
        harness.type("R")
        #expect(harness.path == "$.a")
        let text = try #require(harness.inspector.messages.current?.text)
        #expect(text.hasPrefix("not reloaded, the document shown is unchanged: orders.json:2:6: error:"))
        #expect(harness.grid.line(19).hasSuffix("(! shows all)"), "the caret lines are one key away")
        harness.type("!")
        #expect(harness.screen.contains(#" "b" 2"#))
    }

    @Test func standardInputCannotBeReloaded() throws {
        let harness = try Harness(#"{"a": 1}"#)
        harness.type("R")
        #expect(harness.inspector.messages.current?.text == "nothing to reload: the document was not read from a file")
    }
}

extension InspectorReloadTests {
    @Test func aFilterAppliesToTheReloadedContent() throws {
        let file = FakeFile(#"{"orders": [{"id": 1, "total": 5}, {"id": 2, "total": 50}]}"#)
        let harness = try Self.harness(file)
        harness.prompt("f", "$.orders[?@.total > 10].id")
        #expect(harness.inspector.tree.filter?.matches.count == 1)
        file.text.withLock {
            $0 = #"{"orders": [{"id": 1, "total": 15}, {"id": 2, "total": 50}, {"id": 3, "total": 99}]}"#
        }
        harness.type("R")
        #expect(harness.inspector.tree.filter?.matches.count == 3)
        #expect(harness.inspector.tree.filter?.query == "$.orders[?@.total > 10].id")
    }
}
