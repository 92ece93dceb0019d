import Testing

@testable import CoaxInspector

@Suite("Expansion rules")
struct OpenContainersTests {
    @Test func depthRuleOpensShallowContainers() {
        let state = OpenContainers(openDepth: 2)
        #expect(state.isOpen(index: 0, depth: 0))
        #expect(state.isOpen(index: 5, depth: 1))
        #expect(!state.isOpen(index: 9, depth: 2))
    }

    @Test func subtreeRuleReplacesOverridesInsideIt() {
        var state = OpenContainers(openDepth: 1)
        state.set(index: 12, open: false)
        state.setAll(in: 10..<100, open: true)
        #expect(state.isOpen(index: 12, depth: 5))
        #expect(!state.isOpen(index: 200, depth: 5))
        state.set(index: 12, open: false)
        #expect(!state.isOpen(index: 12, depth: 5))
    }

    @Test func innerRuleWinsOverOuterRule() {
        var state = OpenContainers(openDepth: 1)
        state.setAll(in: 0..<1000, open: true)
        state.setAll(in: 100..<200, open: false)
        #expect(!state.isOpen(index: 150, depth: 3))
        #expect(state.isOpen(index: 250, depth: 3))
        state.openToDepth(3)
        #expect(state.isOpen(index: 150, depth: 2))
        #expect(state.storedCount == 1)
    }

    @Test func bulkActionsStoreAConstantAmount() {
        var state = OpenContainers(openDepth: 1)
        for _ in 0..<100 { state.setAll(in: 0..<1_000_000, open: true) }
        #expect(state.storedCount == 2)
    }
}
