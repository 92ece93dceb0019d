/// The keys of the tree view and what they do; the help overlay is generated from ``entries``.
///
/// ```swift
/// KeyMap.action(for: .key(.pageDown))   // .pageDown
/// KeyMap.action(for: .character("3"))   // .openToDepth(3)
/// ```
enum KeyMap {
    /// One help line: the keys, and what they do.
    ///
    /// ```swift
    /// KeyMap.entries.map(\.meaning)
    /// ```
    struct Entry: Hashable, Sendable {
        /// The keys as shown in help.
        let keys: String
        /// What they do.
        let meaning: String
    }

    /// The action for an input in the tree view, nil when the input means nothing there.
    ///
    /// ```swift
    /// KeyMap.action(for: .control("d"))   // .halfPageDown
    /// ```
    static func action(for event: InputEvent) -> InspectorAction? {
        switch event {
        case .character(let character):
            return action(for: character)
        case .control(let letter):
            switch letter {
            case "d": return .halfPageDown
            case "u": return .halfPageUp
            case "f": return .pageDown
            case "b": return .pageUp
            case "n": return .moveDown
            case "p": return .moveUp
            case "l": return .redraw
            case "c": return .quit
            default: return nil
            }
        case .key(let key):
            switch key {
            case .down: return .moveDown
            case .up: return .moveUp
            case .left: return .collapseOrParent
            case .right: return .expandOrChild
            case .pageDown: return .pageDown
            case .pageUp: return .pageUp
            case .home: return .top
            case .end: return .bottom
            case .enter: return .toggle
            case .tab, .backTab: return .togglePanelFocus
            case .escape: return .escape
            case .backspace, .delete: return nil
            }
        case .mouse, .resize:
            return nil
        }
    }

    private static func action(for character: Character) -> InspectorAction? {
        switch character {
        case "j": .moveDown
        case "k": .moveUp
        case "h": .collapseOrParent
        case "l": .expandOrChild
        case "J": .nextSibling
        case "K": .previousSibling
        case " ": .toggle
        case "g": .top
        case "G": .bottom
        case "e": .expandSubtree
        case "E": .expandAll
        case "c": .collapseSubtree
        case "C": .collapseAll
        case "/": .search
        case "n": .nextMatch
        case "N": .previousMatch
        case ":": .goToPath
        case "x": .toggleView
        case "w": .showWarnings
        case "m": .nextDrift
        case "M": .previousDrift
        case "D": .showDrift
        case "y": .copyPath
        case "Y": .copyValue
        case "?": .help
        case "q": .quit
        default:
            if let digit = character.wholeNumberValue, character.isASCII, (1...9).contains(digit) {
                .openToDepth(digit)
            } else {
                nil
            }
        }
    }

    /// Every key, in the order the help overlay lists them.
    ///
    /// ```swift
    /// KeyMap.entries.first?.keys   // "j  ↓  Ctrl-N"
    /// ```
    static let entries: [Entry] = [
        Entry(keys: "j  ↓  Ctrl-N", meaning: "next row"),
        Entry(keys: "k  ↑  Ctrl-P", meaning: "previous row"),
        Entry(keys: "h  ←", meaning: "collapse, or go to the parent"),
        Entry(keys: "l  →", meaning: "expand, or go to the first child"),
        Entry(keys: "J  K", meaning: "next / previous sibling"),
        Entry(keys: "Enter  Space", meaning: "expand or collapse"),
        Entry(keys: "g  Home", meaning: "first row"),
        Entry(keys: "G  End", meaning: "last row"),
        Entry(keys: "PgDn  PgUp  Ctrl-F  Ctrl-B", meaning: "page down / up"),
        Entry(keys: "Ctrl-D  Ctrl-U", meaning: "half a page down / up"),
        Entry(keys: "e", meaning: "expand everything below the selection"),
        Entry(keys: "E", meaning: "expand the whole document"),
        Entry(keys: "c", meaning: "collapse the selection and everything below"),
        Entry(keys: "C", meaning: "collapse the whole document"),
        Entry(keys: "1 … 9", meaning: "show that many levels"),
        Entry(keys: "/", meaning: "search keys and values (smart case)"),
        Entry(keys: "n  N", meaning: "next / previous match (wraps)"),
        Entry(keys: ":", meaning: "go to a path ($.a[0], a[0].b, /a/0)"),
        Entry(keys: "x", meaning: "toggle the expanded view (links / JSON:API)"),
        Entry(keys: "w", meaning: "list the expansion's warnings"),
        Entry(keys: "m  M", meaning: "next / previous member whose type drifts (marked ~)"),
        Entry(keys: "D", meaning: "list the type drift findings (Enter jumps)"),
        Entry(keys: "Tab", meaning: "focus the coercion panel (j/k scroll)"),
        Entry(keys: "y", meaning: "copy the selection's path (OSC 52)"),
        Entry(keys: "Y", meaning: "copy the selection's value (OSC 52)"),
        Entry(keys: "Ctrl-L", meaning: "redraw the screen"),
        Entry(keys: "?", meaning: "this help (any key closes)"),
        Entry(keys: "Esc", meaning: "cancel a search or prompt; else quit"),
        Entry(keys: "q  Ctrl-C", meaning: "quit"),
        Entry(keys: "Ctrl-Z", meaning: "suspend (fg resumes)"),
        Entry(keys: "mouse", meaning: "click selects, double-click toggles, wheel scrolls"),
    ]
}
