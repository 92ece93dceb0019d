import Coax
import CoaxInspector
import Foundation
import Testing

@testable import CoaxTerminal

#if canImport(Glibc)
import Glibc
#endif

@Suite("Inspector runner on a fake terminal")
struct InspectorRunnerTests {
    static func inspector(rows: Int = 12, columns: Int = 60) throws -> Inspector {
        let document = try JSONDocument(parsing: #"{"a": [1, 2], "b": "x"}"#)
        let configuration = InspectorConfiguration(fileName: "t.json", reporters: [], expander: nil, drift: nil)
        return Inspector(
            document: document, configuration: configuration, size: ScreenSize(rows: rows, columns: columns))
    }

    @Test func keysMoveTheSelectionAndQuitEndsTheRun() throws {
        let device = FakeDevice(rows: 12, columns: 60)
        device.inputs = [.character(0x6A), .character(0x6A), .character(0x71)]
        let inspector = try Self.inspector()
        let ending = InspectorRunner.run(inspector, on: .fake(device), insideTmux: false)
        #expect(ending == .quit)
        #expect(inspector.selectionPath == "$.a[0]")
        #expect(device.grid.text.contains("t.json"))
    }

    @Test func theFirstFrameIsDrawnBeforeAnyKey() throws {
        let device = FakeDevice(rows: 12, columns: 60)
        var firstScreen = ""
        device.inputs = [.character(0x71)]
        device.whileReading = { [unowned device] in
            if firstScreen.isEmpty { firstScreen = device.grid.text }
        }
        _ = InspectorRunner.run(try Self.inspector(), on: .fake(device), insideTmux: false)
        #expect(firstScreen.contains("a: [2]"))
    }

    /// A small JSON Lines file opened as `coax --model … --type Product FILE` opens it (loading
    /// on its own thread), checked against `struct Product { let id: Int; let price: Double }`.
    static func modelCheckInspector(rows: Int, columns: Int) throws -> Inspector {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("coax-\(UUID().uuidString).jsonl")
        try Data(
            """
            {"id": 1, "price": 9.5}
            {"id": 2, "price": "12.90"}
            {"id": 3}
            {"id": 4, "price": 1}

            """.utf8
        ).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let collection = JSONCollection.open(paths: [file.path])
        collection.waitUntilLoaded()
        let models = DeclaredModelSet(types: [
            DeclaredType(
                name: "Product", kind: .structure,
                properties: [
                    DeclaredProperty(name: "id", type: .named("Int")),
                    DeclaredProperty(name: "price", type: .named("Double")),
                ],
                isDecodable: true)
        ])
        var configuration = InspectorConfiguration(fileName: "products.jsonl", reporters: [], expander: nil, drift: nil)
        configuration.modelCheck = ModelCheckSetup(
            models: models, type: .named("Product"), typeText: "Product", strategies: DecodeStrategies())
        return Inspector(
            collection: collection, configuration: configuration, size: ScreenSize(rows: rows, columns: columns))
    }

    @Test func theFirstFrameAlreadyMarksTheDocumentsThatFailToDecode() throws {
        let device = FakeDevice(rows: 12, columns: 80)
        var firstScreen: [String] = []
        device.inputs = [.character(0x71)]
        device.whileReading = { [unowned device] in
            if firstScreen.isEmpty { firstScreen = (0..<12).map { device.grid.line($0) } }
        }
        _ = InspectorRunner.run(
            try Self.modelCheckInspector(rows: 12, columns: 80), on: .fake(device), insideTmux: false)
        for number in 1...4 {
            let row = firstScreen.first { $0.contains("#\(number) ") }
            #expect(row != nil, "#\(number) is on the first screen")
            // #2 (a string price) and #3 (no price) fail; #1 and #4 decode.
            #expect(row?.hasPrefix("✗") == (number == 2 || number == 3), "#\(number)")
        }
        #expect(firstScreen.contains { $0.contains("✗ 2 of 4 fail") })
    }

    @Test func aResizeRedrawsAtTheNewSize() throws {
        let device = FakeDevice(rows: 12, columns: 60)
        device.inputs = [.resize, .timeout, .character(0x71)]
        // Unowned: the device keeps the closure, which would otherwise keep the device (a leak).
        device.whileReading = { [unowned device] in
            if device.size.columns == 60 { device.resize(rows: 6, columns: 30) }
        }
        _ = InspectorRunner.run(try Self.inspector(), on: .fake(device), insideTmux: false)
        #expect(device.grid.size == ScreenSize(rows: 6, columns: 30))
        #expect(device.grid.line(4).contains("1/"))
    }

    @Test func aCopyIsWrittenEvenWhenQuitFollowsInTheSameBurst() throws {
        let device = FakeDevice(rows: 12, columns: 60)
        // j, then y$ (copy the JSONPath), then q.
        device.inputs = [.character(0x6A), .character(0x79), .character(0x24), .character(0x71)]
        _ = InspectorRunner.run(try Self.inspector(), on: .fake(device), insideTmux: false)
        #expect(String(decoding: device.written, as: UTF8.self) == "\u{1b}]52;c;JC5h\u{7}")
    }

    @Test func aTerminatingSignalEndsTheRunWithIt() throws {
        let device = FakeDevice(rows: 12, columns: 60)
        let signals = FakeSignals()
        device.whileReading = { signals.terminating = SIGHUP }
        device.inputs = [.interrupted]
        let ending = InspectorRunner.run(try Self.inspector(), on: .fake(device, signals: signals), insideTmux: false)
        #expect(ending == .signal(SIGHUP))
    }
}
