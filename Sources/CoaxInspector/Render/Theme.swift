/// Maps colour roles to what a terminal draws: a foreground colour, or, without colour,
/// attributes that keep keys, kinds, matches and lossy results apart.
///
/// Rendering asks the theme for every style, so a monochrome theme (`NO_COLOR`, `--no-color`)
/// produces cells whose roles are all ``ColorRole/plain`` and still shows the selection
/// (reverse) and every distinction that matters.
///
/// ```swift
/// Theme.color.style(.key).role          // .key
/// Theme.monochrome.style(.key).role     // .plain
/// Theme.monochrome.style(.key).attributes   // [.bold]
/// ```
public struct Theme: Hashable, Sendable {
    /// Whether cells carry colour roles.
    public let usesColor: Bool

    /// The colour theme.
    public static let color = Theme(usesColor: true)

    /// The theme without colour.
    public static let monochrome = Theme(usesColor: false)

    /// The style for a role, with extra attributes such as `.reverse` for the selection.
    ///
    /// ```swift
    /// Theme.monochrome.style(.string, adding: .reverse).role   // → .plain: no colour roles
    /// ```
    ///
    /// - Parameters:
    ///   - role: what the text is (a string, a key, the status line…).
    ///   - extra: attributes added to the role's own.
    /// - Returns: The role's colour and attributes; in monochrome, attributes only.
    public func style(_ role: ColorRole, adding extra: TextAttributes = []) -> CellStyle {
        let attributes = usesColor ? Theme.colorAttributes(role) : Theme.monochromeAttributes(role)
        return CellStyle(role: usesColor ? role : .plain, attributes: attributes.union(extra))
    }

    /// The foreground colour a terminal uses for a role; nil keeps the terminal's default.
    ///
    /// ```swift
    /// Theme.foreground(for: .string)   // .green
    /// ```
    ///
    /// - Parameter role: what the text is.
    /// - Returns: One of the eight basic terminal colours, or nil.
    public static func foreground(for role: ColorRole) -> TerminalColor? {
        switch role {
        case .plain, .punctuation, .status, .message, .prompt, .heading, .hint, .preview, .border: nil
        case .key: .blue
        case .index: .cyan
        case .string: .green
        case .number: .cyan
        case .bool: .yellow
        case .null: .magenta
        case .duplicate, .lossy, .error: .red
        case .drift: .yellow
        case .escape: .magenta
        case .match: .yellow
        case .label: .cyan
        }
    }

    private static func colorAttributes(_ role: ColorRole) -> TextAttributes {
        switch role {
        case .key, .duplicate, .heading, .lossy, .error, .match: [.bold]
        case .preview, .hint, .border, .index: [.dim]
        case .status, .message: [.reverse]
        default: []
        }
    }

    private static func monochromeAttributes(_ role: ColorRole) -> TextAttributes {
        switch role {
        case .key, .heading, .label: [.bold]
        case .duplicate, .drift, .lossy, .error: [.bold, .underline]
        case .escape, .match: [.underline]
        case .preview, .hint, .border, .index, .null: [.dim]
        case .status, .message: [.reverse]
        default: []
        }
    }
}
