/// Reads keys into commands the way vim and jless do: an optional count (`12`), then a key
/// sequence (`j`, `zz`).
///
/// Digits before a command make its count (`0` only after another digit). A key that starts
/// longer sequences waits for the next; Esc drops a count or sequence in progress. A sequence
/// that means nothing is reported whole, and none of its keys is taken as a command of its own.
///
/// ```swift
/// var reader = KeySequenceReader()
/// reader.read(.character("5"))   // .pending
/// reader.read(.character("j"))   // .command(.moveDown, count: 5)
/// ```
struct KeySequenceReader: Hashable, Sendable {
    /// What a key completed.
    enum Reading: Hashable, Sendable {
        /// More keys are needed (a count or the start of a sequence).
        case pending
        /// A command, with the count typed before it.
        case command(InspectorAction, count: Int?)
        /// Esc dropped what was being typed.
        case cancelled
        /// The keys typed mean nothing; `keys` names them as typed.
        case unbound(keys: String)
    }

    /// The largest count kept: more digits are ignored.
    static let countLimit = 99_999_999

    /// The count typed so far.
    private(set) var count: Int?
    /// The keys of a sequence typed so far.
    private(set) var sequence: [InputEvent] = []

    /// Whether a count or sequence is in progress.
    var isPending: Bool { count != nil || !sequence.isEmpty }

    /// What the status line shows while typing: `12`, `z`, `3z`.
    var typed: String {
        (count.map(String.init) ?? "") + sequence.map(Self.name).joined()
    }

    /// The commands that can complete the sequence in progress.
    var continuations: [KeyCommand] {
        guard !sequence.isEmpty, case .prefix(let following) = KeyMap.lookup(sequence) else { return [] }
        return following
    }

    /// Takes one key.
    mutating func read(_ event: InputEvent) -> Reading {
        if event == .key(.escape), isPending {
            reset()
            return .cancelled
        }
        if sequence.isEmpty, case .character(let character) = event, let digit = character.wholeNumberValue,
            character.isASCII, digit > 0 || count != nil
        {
            let next = (count ?? 0) * 10 + digit
            count = min(next, Self.countLimit)
            return .pending
        }
        sequence.append(event)
        switch KeyMap.lookup(sequence) {
        case .command(let action):
            let reading = Reading.command(action, count: count)
            reset()
            return reading
        case .prefix:
            return .pending
        case .unbound:
            let keys = sequence.map(Self.name).joined(separator: " ")
            reset()
            return .unbound(keys: keys)
        }
    }

    mutating func reset() {
        count = nil
        sequence = []
    }

    /// A key as the help writes it.
    static func name(_ event: InputEvent) -> String {
        switch event {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .control(let letter): "Ctrl-" + letter.uppercased()
        case .key(.function(let number)): "F\(number)"
        case .key(let key): "\(key)"
        case .mouse: "mouse"
        case .resize: "resize"
        }
    }
}
