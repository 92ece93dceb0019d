import Coax
import Testing

@testable import CoaxInspector

/// Editing the `/`, `:` and `f` lines as value transitions: typing, closing, submitting,
/// history, Tab.
@Suite("PromptState: editing, history and completion")
struct PromptStateTests {
    let root: JSONNode

    init() throws {
        root = try JSONDocument(parsing: #"{"price": 1, "price_old": 2, "name": "Tea"}"#).root
    }

    private func type(_ text: String, into prompt: inout PromptState) {
        for character in text { _ = prompt.handle(.character(character), completingIn: root) }
    }

    @Test func enterSubmitsTheLineClosesItAndRemembersIt() {
        var prompt = PromptState()
        prompt.open(.search)
        type("tea", into: &prompt)
        guard case .submitted(let line) = prompt.handle(.key(.enter), completingIn: root) else {
            Issue.record("Enter submits")
            return
        }
        #expect(line.purpose == .search)
        #expect(line.text == "tea")
        #expect(!prompt.isOpen)
        #expect(prompt.history[.search] == ["tea"])
        #expect(prompt.history[.path] == nil, "each purpose has its own history")
    }

    @Test func backspaceOnAnEmptyLineAndEscapeCloseWithoutSubmitting() {
        var prompt = PromptState()
        prompt.open(.path, text: "a")
        #expect(prompt.handle(.key(.backspace), completingIn: root) == .editing)
        #expect(prompt.line?.text == "")
        #expect(prompt.handle(.key(.backspace), completingIn: root) == .closed)
        #expect(!prompt.isOpen)
        prompt.open(.filter, text: "$..id")
        #expect(prompt.handle(.key(.escape), completingIn: root) == .closed)
        #expect(prompt.history.isEmpty)
    }

    @Test func keysWithoutAMeaningLeaveTheLineAsItIs() {
        var prompt = PromptState()
        prompt.open(.search, text: "ab")
        #expect(prompt.handle(.key(.left), completingIn: root) == .editing)
        #expect(prompt.line?.text == "ab")
    }

    @Test func historyKeepsEachLineOnceNewestLastAndBlankLinesNot() {
        var prompt = PromptState()
        for text in ["a", "b", "a", "  "] {
            prompt.open(.search, text: text)
            _ = prompt.handle(.key(.enter), completingIn: root)
        }
        #expect(prompt.history[.search] == ["b", "a"])
    }

    @Test func historyKeepsTheNewestHundredLines() {
        var prompt = PromptState()
        for number in 0..<(PromptState.historyLimit + 5) {
            prompt.open(.path, text: "\(number)")
            _ = prompt.handle(.key(.enter), completingIn: root)
        }
        #expect(prompt.history[.path]?.count == PromptState.historyLimit)
        #expect(prompt.history[.path]?.first == "5")
    }

    @Test func upAndDownRecallEarlierLinesAndBringBackTheDraft() {
        var prompt = PromptState()
        for text in ["first", "second"] {
            prompt.open(.search, text: text)
            _ = prompt.handle(.key(.enter), completingIn: root)
        }
        prompt.open(.search, text: "dra")
        _ = prompt.handle(.key(.up), completingIn: root)
        #expect(prompt.line?.text == "second")
        _ = prompt.handle(.control("p"), completingIn: root)
        _ = prompt.handle(.key(.up), completingIn: root)
        #expect(prompt.line?.text == "first", "the oldest stays")
        _ = prompt.handle(.key(.down), completingIn: root)
        _ = prompt.handle(.control("n"), completingIn: root)
        #expect(prompt.line?.text == "dra")
    }

    @Test func tabCompletesAPathAsFarAsTheKeysAgreeThenGoesThroughThem() {
        var prompt = PromptState()
        prompt.open(.path, text: "pr")
        _ = prompt.handle(.key(.tab), completingIn: root)
        #expect(prompt.line?.text == "price")
        #expect(prompt.note?.hasPrefix("2 keys (Tab goes through them): ") == true)
        _ = prompt.handle(.key(.tab), completingIn: root)
        let first = prompt.line?.text
        _ = prompt.handle(.key(.tab), completingIn: root)
        #expect(Set([first, prompt.line?.text]) == Set(["price", "price_old"]))
        _ = prompt.handle(.character("x"), completingIn: root)
        #expect(prompt.note == nil, "typing drops the list")
    }

    @Test func tabOnASearchLineCompletesNothing() {
        var prompt = PromptState()
        prompt.open(.search, text: "pr")
        _ = prompt.handle(.key(.tab), completingIn: root)
        #expect(prompt.line?.text == "pr")
        #expect(prompt.note == nil)
    }

    @Test func tabWithoutAMatchingKeySaysSo() {
        var prompt = PromptState()
        prompt.open(.path, text: "zz")
        _ = prompt.handle(.key(.tab), completingIn: root)
        #expect(prompt.note == "no key to complete there")
        #expect(prompt.line?.text == "zz")
    }
}
