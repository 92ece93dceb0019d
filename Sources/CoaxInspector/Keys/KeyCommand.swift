/// One thing the user can ask for: the key sequences that ask for it, what a count typed
/// before them means, and its line in the help.
///
/// A sequence is one key (`j`) or several (`z z`); none is a prefix of another, so a sequence
/// is complete the moment its last key arrives (no timeouts).
///
/// ```swift
/// KeyCommand(.selectionToMiddle, [[.character("z"), .character("z")]], keys: "zz",
///            meaning: "scroll the selection to the middle", group: .view)
/// ```
struct KeyCommand: Hashable, Sendable {
    /// Where a command is listed in the help.
    enum Group: String, Hashable, Sendable, CaseIterable {
        case moving = "Moving"
        case view = "Scrolling"
        case opening = "Opening and closing"
        case finding = "Search and paths"
        case views = "Views and the panel"
        case output = "Copying and printing"
        case other = "Other"
    }

    /// What the keys do; nil for help-only lines (keys the terminal handles, the mouse).
    let action: InspectorAction?
    /// Every key sequence that asks for it.
    let sequences: [[InputEvent]]
    /// The keys as the help shows them.
    let keys: String
    /// What they do, for the help.
    let meaning: String
    /// The help section.
    let group: Group
    /// A word or two for the hint line while the first keys of its sequence are typed.
    let hint: String

    init(
        _ action: InspectorAction?, _ sequences: [[InputEvent]], keys: String, meaning: String, group: Group,
        hint: String? = nil
    ) {
        self.action = action
        self.sequences = sequences
        self.keys = keys
        self.meaning = meaning
        self.group = group
        self.hint = hint ?? meaning
    }
}
