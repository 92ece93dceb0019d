import Foundation
import Testing

extension InspectorInTmux {
    /// The keys as a jless user types them, on the real binary.
    @Suite("Keys")
    struct Keys {
        static let typeDrift = #""$COAX" SampleData/type-drift.json"#

        @Test func escAtTheTopLevelDoesNotQuit() throws {
            let pane = try TmuxTerminal(
                columns: 80, rows: 24,
                command:
                    #""$COAX" --print-path SampleData/type-drift.json > "$WORK/path.txt"; s=$?; cat "$WORK/path.txt"; (exit $s)"#
            )
            pane.waitFor("line 1 of 19")
            pane.send("j")
            pane.waitFor("line 2 of 19")
            pane.send("Escape")
            pane.send("j")
            pane.waitFor("line 3 of 19", "the inspector is still running after Esc")
            pane.expectAbsent("[exit")
            pane.send("C-c")
            pane.waitFor("[exit 130]")
            pane.expectAbsent("$['products']", "Ctrl-C cancels: no path is printed")
        }

        @Test func aCountMovesRowsInsteadOfOpeningLevels() throws {
            let pane = try TmuxTerminal(command: Self.typeDrift)
            pane.waitFor("line 1 of 19")
            pane.send("5", "j")
            pane.waitFor("line 6 of 19", "5j moves five rows and opens nothing")
            pane.send("1", "0", "G")
            pane.waitFor("line 10 of 19", "10G goes to line 10")
            pane.send("3", "d")
            pane.waitFor("showing 3 levels")
        }

        @Test func pPrintsThePathAndQuitsOnTheRestoredTerminal() throws {
            let pane = try TmuxTerminal(columns: 80, rows: 24, command: Self.typeDrift)
            pane.waitFor("line 1 of 19")
            pane.send("j", "j", "p")
            pane.expectExit(0)
            pane.waitFor("$['products'][0]")
        }

        @Test func theKeyDecidesWhatIsPrintedForAScript() throws {
            let pane = try TmuxTerminal(
                columns: 80, rows: 24,
                command: #""$COAX" --print-value SampleData/type-drift.json > "$WORK/out.txt"; cat "$WORK/out.txt""#)
            pane.waitFor("line 1 of 19")
            pane.send(":")
            pane.type("meta.page")
            pane.send("Enter")
            pane.waitFor("at $.meta.page")
            pane.send("p")
            pane.waitFor("$['meta']['page']", "p prints the path, not the value --print-value asked for")
            pane.send("C-c")
        }
    }
}

extension InspectorInTmux {
    /// The `:` line's history and completion, and `--depth`.
    @Suite("Prompts and depth")
    struct PromptsAndDepth {
        @Test func tabCompletesKeysAndUpRecallsEarlierPaths() throws {
            let pane = try TmuxTerminal(command: #""$COAX" SampleData/type-drift.json"#)
            pane.waitFor("line 1 of 19")
            pane.send(":")
            pane.type("products[0].na")
            pane.send("Tab")
            pane.waitFor(":products[0].name", "Tab completes the key")
            pane.send("Enter")
            pane.waitFor("at $.products[0].name")
            pane.send(":")
            pane.type("meta.p")
            pane.send("Tab")
            pane.waitFor("2 keys (Tab goes through them): page  per_page", "several keys are listed")
            pane.send("Escape", ":", "Up")
            pane.waitFor(":products[0].name", "Up recalls the last path")
            pane.send("Enter")
            pane.waitFor("at $.products[0].name")
        }

        @Test func depthOpensThatManyLevels() throws {
            let pane = try TmuxTerminal(command: #""$COAX" --depth 3 SampleData/type-drift.json"#)
            pane.waitFor("line 1 of 166", "three levels: the products' members are shown")
            pane.waitFor("▾ 0: {15}")
            let bad = try CoaxRun(["--depth", "0", CoaxRun.sample("type-drift.json")])
            #expect(bad.status == 64)
            #expect(bad.error.contains("--depth must be at least 1"))
        }
    }
}
