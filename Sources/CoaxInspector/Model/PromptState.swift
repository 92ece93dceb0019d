import Coax
import Foundation

/// The line edited in the hint row (`/`, `:`, `f`), the lines submitted before, and what the last
/// `:` left behind.
///
/// Editing is a value transition: ``handle(_:completingIn:)`` takes one input and says whether
/// the line is still being edited, was closed, or was submitted; what a submitted line does is
/// the inspector's business.
///
/// ```swift
/// var prompt = PromptState()
/// prompt.open(.search)
/// prompt.handle(.character("i"), completingIn: root)   // .editing
/// prompt.handle(.key(.enter), completingIn: root)      // .submitted(Line(purpose: .search, text: "i"))
/// prompt.history[.search]                              // ["i"]
/// ```
struct PromptState {
    /// A line being edited.
    struct Line: Hashable, Sendable {
        /// What the line is for.
        enum Purpose: Hashable, Sendable {
            case search, path, filter, model
        }

        /// What the line is for.
        var purpose: Purpose
        /// The text typed so far.
        var text: String
        /// Which earlier line Up/Down show (nil: the line being typed).
        var historyIndex: Int?
        /// The line being typed, kept while Up/Down show earlier ones.
        var draft = ""
        /// The keys Tab found for the path's last step, and which one Tab put in last.
        var completion: PathCompletion?
        var completionIndex: Int?
        /// A word about the last Tab (no key matched), shown above the line.
        var note: String?

        init(purpose: Purpose, text: String) {
            self.purpose = purpose
            self.text = text
        }
    }

    /// What one input did to the line.
    enum Outcome: Hashable, Sendable {
        /// The line is still being edited.
        case editing
        /// The line was closed without being submitted.
        case closed
        /// Enter: the line as submitted (the prompt is closed, the line remembered).
        case submitted(Line)
    }

    /// The most lines each purpose remembers.
    static let historyLimit = 100

    /// The line being edited, if any.
    private(set) var line: Line?
    /// The lines submitted for each purpose, oldest first, each once.
    private(set) var history: [Line.Purpose: [String]] = [:]
    /// The value offered after `:` named a path that does not exist (Enter takes it).
    var nearestOffer: TreeCursor?
    /// `:q` was submitted: the next effects quit.
    var quitRequested = false

    /// Whether a line is being edited (it takes every key).
    var isOpen: Bool { line != nil }

    /// Starts editing a line for `purpose`, with `text` already typed.
    mutating func open(_ purpose: Line.Purpose, text: String = "") {
        line = Line(purpose: purpose, text: text)
    }

    /// Takes one input: typing, Backspace (on an empty line, closes it), Ctrl-U, Up/Down through
    /// the history, Tab (on a path, completes a key of `root`), Esc, Enter. Other keys do nothing.
    mutating func handle(_ event: InputEvent, completingIn root: @autoclosure () -> JSONNode) -> Outcome {
        guard var current = line else { return .closed }
        if event != .key(.tab) {
            current.completion = nil
            current.completionIndex = nil
            current.note = nil
        }
        switch event {
        case .character(let character):
            current.text.append(character)
            current.historyIndex = nil
        case .key(.backspace), .key(.delete):
            if current.text.isEmpty {
                line = nil
                return .closed
            }
            current.text.removeLast()
            current.historyIndex = nil
        case .control("u"):
            current.text = ""
            current.historyIndex = nil
        case .key(.up), .control("p"):
            recall(&current, step: -1)
        case .key(.down), .control("n"):
            recall(&current, step: 1)
        case .key(.tab):
            if current.purpose == .path { Self.complete(&current, in: root()) }
        case .key(.escape), .control("c"), .control("g"):
            line = nil
            return .closed
        case .key(.enter):
            line = nil
            remember(current)
            return .submitted(current)
        default:
            // Keys with no meaning while typing (arrows sideways, function keys, the mouse).
            break
        }
        line = current
        return .editing
    }

    /// Up (`step` -1) and Down (+1) through the lines submitted before; past the newest comes
    /// back the line that was being typed.
    private func recall(_ line: inout Line, step: Int) {
        let history = self.history[line.purpose] ?? []
        guard !history.isEmpty else { return }
        let current = line.historyIndex ?? history.count
        let next = min(max(0, current + step), history.count)
        if line.historyIndex == nil { line.draft = line.text }
        if next == history.count {
            line.historyIndex = nil
            line.text = line.draft
        } else {
            line.historyIndex = next
            line.text = history[next]
        }
    }

    /// Keeps a submitted line (not a blank one) as the newest of its purpose, once.
    private mutating func remember(_ line: Line) {
        let text = line.text
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        var lines = history[line.purpose] ?? []
        lines.removeAll { $0 == text }
        lines.append(text)
        if lines.count > Self.historyLimit { lines.removeFirst(lines.count - Self.historyLimit) }
        history[line.purpose] = lines
    }

    /// Tab: the first press completes as far as every matching key agrees (or the whole key when
    /// one matches) and lists them; further presses go through them one by one.
    private static func complete(_ line: inout Line, in root: JSONNode) {
        if let completion = line.completion, completion.texts.count > 1 {
            let next = ((line.completionIndex ?? -1) + 1) % completion.texts.count
            line.completionIndex = next
            line.text = completion.texts[next]
            return
        }
        guard let completion = PathCompletion(completing: line.text, in: root) else {
            line.note = "no key to complete there"
            return
        }
        if completion.texts.count == 1 {
            line.text = completion.texts[0]
            line.completion = nil
            return
        }
        let common = completion.commonText
        if common.count > line.text.count { line.text = common }
        line.completion = completion
        line.completionIndex = nil
    }

    /// What the line above the prompt says: the keys Tab found, or its note.
    var note: String? {
        guard let line else { return nil }
        if let completion = line.completion {
            let count = NumberText.grouped(completion.total)
            let shown = completion.keys.enumerated().map { offset, key in
                offset == line.completionIndex ? "[\(key)]" : key
            }
            return "\(count) keys (Tab goes through them): " + shown.joined(separator: "  ")
        }
        return line.note
    }
}
