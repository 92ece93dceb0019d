import CoaxInspector
import Foundation
import Testing

@testable import CoaxTerminal

@Suite("Editor launcher")
struct EditorLauncherTests {
    /// A fake editor: copies the file it is given, with its permissions, into `directory`.
    ///
    /// The command runs the script through `/bin/sh` rather than executing it: while the test process
    /// writes the script, another test's thread may fork, and the child's inherited descriptor makes
    /// executing the file fail with "Text file busy" (exit 126).
    static func fakeEditor(in directory: String, exitStatus: Int = 0) throws -> String {
        let script = directory + "/fake-editor"
        let body = """
            #!/bin/sh
            cp "$1" "\(directory)/seen.json"
            stat -c %a "$1" > "\(directory)/mode"
            echo "$1" > "\(directory)/path"
            exit \(exitStatus)
            """
        try body.write(toFile: script, atomically: true, encoding: .utf8)
        return "/bin/sh " + script
    }

    static func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("coax-editor-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func theEditorGetsAReadOnlyCopyThatIsRemovedAfterwards() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let launcher = EditorLauncher(
            environment: ["EDITOR": try Self.fakeEditor(in: directory)], terminal: "/dev/null")
        let outcome = launcher.open("{\n  \"a\": 1\n}", named: "price.json")
        #expect(outcome == .closed(editor: launcher.command))
        #expect(try String(contentsOfFile: directory + "/seen.json", encoding: .utf8) == "{\n  \"a\": 1\n}")
        #expect(try String(contentsOfFile: directory + "/mode", encoding: .utf8) == "400\n")
        let path = try String(contentsOfFile: directory + "/path", encoding: .utf8).trimmingCharacters(in: .newlines)
        #expect(path.hasSuffix("/price.json"))
        #expect(!FileManager.default.fileExists(atPath: path), "the temporary file is removed")
    }

    @Test func visualWinsOverEditorAndViIsTheLastResort() {
        #expect(EditorLauncher(environment: ["VISUAL": "code -w", "EDITOR": "nano"]).command == "code -w")
        #expect(EditorLauncher(environment: ["VISUAL": " ", "EDITOR": "nano"]).command == "nano")
        #expect(EditorLauncher(environment: [:]).command == "vi")
    }

    @Test func aMissingOrFailingEditorIsReported() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let missing = EditorLauncher(environment: ["EDITOR": "no-such-editor-coax"], terminal: "/dev/null")
        #expect(
            missing.open("1", named: "x.json")
                == .failed("the editor 'no-such-editor-coax' was not found (set VISUAL or EDITOR)"))
        let failing = EditorLauncher(
            environment: ["EDITOR": try Self.fakeEditor(in: directory, exitStatus: 3)], terminal: "/dev/null")
        guard case .failed(let reason) = failing.open("1", named: "x.json") else {
            Issue.record("a failing editor is reported")
            return
        }
        #expect(reason.hasSuffix("exited with status 3"))
    }

    @Test func fileNamesAreMadeSafe() {
        #expect(EditorLauncher.safeFileName("price.json") == "price.json")
        #expect(EditorLauncher.safeFileName("../../etc/passwd") == "value.json")
        #expect(EditorLauncher.safeFileName("a/b.json") == "a_b.json")
        #expect(EditorLauncher.safeFileName("a b\u{1b}[31m.json") == "a_b__31m.json")
        #expect(EditorLauncher.safeFileName(".hidden") == "value.json")
    }

    @Test func vHandsTheTerminalToTheEditorAndTakesItBack() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let device = FakeDevice(rows: 12, columns: 60)
        let signals = FakeSignals()
        device.inputs = [.character(0x6A), .character(0x76), .timeout, .character(0x71)]
        let inspector = try InspectorRunnerTests.inspector()
        let launcher = EditorLauncher(
            environment: ["EDITOR": try Self.fakeEditor(in: directory)], terminal: "/dev/null")
        _ = InspectorRunner.run(inspector, on: .fake(device, signals: signals), insideTmux: false, editor: launcher)
        #expect(device.log.contains("leave"))
        #expect(device.log.firstIndex(of: "leave")! < device.log.firstIndex(of: "reenter")!)
        #expect(signals.dropped == 1, "Ctrl-C and Ctrl-Z typed in the editor are the editor's")
        #expect(try String(contentsOfFile: directory + "/seen.json", encoding: .utf8) == "[\n  1,\n  2\n]")
        #expect(device.grid.text.contains("back from"), "the frame after the editor says where it came back from")
    }
}
