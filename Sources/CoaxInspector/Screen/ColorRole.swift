/// What a cell shows, so an adapter can pick its colour.
///
/// Rendering names roles rather than colours; a ``Theme`` maps each role to a colour and
/// attributes, and a monochrome theme maps every role to ``plain`` plus attributes.
///
/// ```swift
/// let style = CellStyle(role: .string)
/// style.role == .string   // true
/// ```
public enum ColorRole: String, Hashable, Sendable, CaseIterable {
    /// Default foreground.
    case plain
    /// An object key.
    case key
    /// An array index.
    case index
    /// A string value.
    case string
    /// A number value.
    case number
    /// `true` or `false`.
    case bool
    /// `null`.
    case null
    /// Brackets, colons, commas and counts.
    case punctuation
    /// The one-line preview of a collapsed container.
    case preview
    /// The marker of a duplicate key.
    case duplicate
    /// A marker for a drifting member (type drift analysis).
    case drift
    /// An escaped control character such as `\u001b`.
    case escape
    /// A search match.
    case match
    /// The status line.
    case status
    /// A message in the status line.
    case message
    /// The key hint line.
    case hint
    /// A heading in the coercion panel or an overlay.
    case heading
    /// A label in the coercion panel.
    case label
    /// A coercion result that loses information.
    case lossy
    /// An error message.
    case error
    /// Pane borders and separators.
    case border
    /// A prompt being edited (search, go to path).
    case prompt
}
