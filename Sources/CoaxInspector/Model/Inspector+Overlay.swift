/// The lists drawn over the panes, and the keys they take.
extension Inspector {
    /// A list drawn over the panes.
    ///
    /// ```swift
    /// Overlay.help(scroll: 0).scrolled(to: 3)   // .help(scroll: 3)
    /// ```
    enum Overlay: Hashable, Sendable {
        /// The key help, scrolled by the given number of lines.
        case help(scroll: Int)
        /// The expansion's warnings, scrolled by the given number of lines.
        case warnings(scroll: Int)
        /// The type drift findings, with the selected line and the scroll.
        case drift(selection: Int, scroll: Int)
        /// Where the user's models fail, with the selected line and the scroll.
        case modelFailures(selection: Int, scroll: Int)
        /// The last message in full, scrolled by the given number of lines.
        case message(scroll: Int)
        /// The selected string's text, unescaped, scrolled by the given number of lines.
        case string(scroll: Int)

        /// The first line shown.
        var scroll: Int {
            switch self {
            case .help(let scroll), .warnings(let scroll), .drift(_, let scroll), .modelFailures(_, let scroll),
                .message(let scroll), .string(let scroll):
                scroll
            }
        }

        /// The same list from line `scroll` (the drift list keeps its selection).
        func scrolled(to scroll: Int) -> Overlay {
            switch self {
            case .help: .help(scroll: scroll)
            case .warnings: .warnings(scroll: scroll)
            case .drift(let selection, _): .drift(selection: selection, scroll: scroll)
            case .modelFailures(let selection, _): .modelFailures(selection: selection, scroll: scroll)
            case .message: .message(scroll: scroll)
            case .string: .string(scroll: scroll)
            }
        }
    }

    /// What a key means in an overlay: the few keys that move through the list, Enter, Ctrl-C,
    /// and every other input, which closes it.
    ///
    /// ```swift
    /// OverlayKey(.character("j"))   // .lineDown
    /// OverlayKey(.character("q"))   // .close
    /// ```
    enum OverlayKey: Hashable, Sendable {
        case lineDown, lineUp
        case wheelDown, wheelUp
        case pageDown, pageUp
        case top, bottom
        /// Enter: the drift list (and the list of your model's failures) jumps to the selected
        /// line's value.
        case choose
        /// Ctrl-C quits from anywhere.
        case quit
        /// Any other input.
        case close

        init(_ event: InputEvent) {
            switch event {
            case .character("j"), .key(.down): self = .lineDown
            case .character("k"), .key(.up): self = .lineUp
            case .mouse(let mouse) where mouse.action == .wheelDown: self = .wheelDown
            case .mouse(let mouse) where mouse.action == .wheelUp: self = .wheelUp
            case .key(.pageDown), .character(" "), .control("d"), .control("f"): self = .pageDown
            case .key(.pageUp), .control("u"), .control("b"): self = .pageUp
            case .character("g"), .key(.home): self = .top
            case .character("G"), .key(.end): self = .bottom
            case .key(.enter): self = .choose
            case .control("c"): self = .quit
            default: self = .close
            }
        }
    }
}
