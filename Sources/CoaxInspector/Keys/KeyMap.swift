/// The keys of the tree view: every ``KeyCommand``, looked up by the sequence typed so far.
/// The help overlay and `docs/inspector.md` are written from ``commands``.
///
/// To add a key: add an ``InspectorAction`` case, a ``KeyCommand`` line below (in the group
/// the help should list it under), and handle the action in `Inspector.perform(_:count:)`.
/// Multi-key sequences (`zz`) need nothing more; a sequence must not start another one.
///
/// ```swift
/// KeyMap.lookup([.character("j")])                     // .command(.moveDown)
/// KeyMap.lookup([.character("z")])                     // .prefix([zz, zt, zb])
/// KeyMap.lookup([.character("z"), .character("z")])    // .command(.selectionToMiddle)
/// ```
enum KeyMap {
    /// What a sequence of keys means so far.
    enum Lookup: Hashable, Sendable {
        /// A complete sequence.
        case command(InspectorAction)
        /// The start of longer sequences: these commands can follow.
        case prefix([KeyCommand])
        /// Nothing starts this way.
        case unbound
    }

    /// Every command, in the order the help lists them within each group.
    static let commands: [KeyCommand] = [
        // Moving.
        KeyCommand(
            .moveDown, [c("j"), [.key(.down)], [.control("n")]], keys: "j  ↓  Ctrl-N",
            meaning: "next row (5j: five rows)", group: .moving),
        KeyCommand(
            .moveUp, [c("k"), [.key(.up)], [.control("p")]], keys: "k  ↑  Ctrl-P",
            meaning: "previous row (3k: three rows)", group: .moving),
        KeyCommand(
            .collapseOrParent, [c("h"), [.key(.left)]], keys: "h  ←", meaning: "collapse, or go to the parent",
            group: .moving),
        KeyCommand(
            .expandOrChild, [c("l"), [.key(.right)]], keys: "l  →", meaning: "expand, or go to the first child",
            group: .moving),
        KeyCommand(
            .nextSibling, [c("J")], keys: "J", meaning: "next sibling, skipping its subtree (2J: two)", group: .moving
        ),
        KeyCommand(.previousSibling, [c("K")], keys: "K", meaning: "previous sibling (2K: two)", group: .moving),
        KeyCommand(.parent, [c("H")], keys: "H", meaning: "go to the parent without collapsing", group: .moving),
        KeyCommand(.firstSibling, [c("0"), c("^")], keys: "0  ^", meaning: "first sibling", group: .moving),
        KeyCommand(.lastSibling, [c("$")], keys: "$", meaning: "last sibling", group: .moving),
        KeyCommand(
            .otherEnd, [c("%")], keys: "%",
            meaning: "an open container's last row, or back to its start", group: .moving),
        KeyCommand(.top, [c("g"), [.key(.home)]], keys: "g  Home", meaning: "first row", group: .moving),
        KeyCommand(
            .bottom, [c("G"), [.key(.end)]], keys: "G  End", meaning: "last row (10G: line 10)", group: .moving),
        KeyCommand(
            .nextDocument, [c("]")], keys: "]", meaning: "next document of a collection (3]: three on)",
            group: .moving),
        KeyCommand(
            .previousDocument, [c("[")], keys: "[", meaning: "previous document of a collection", group: .moving),
        KeyCommand(
            .pageDown, [[.key(.pageDown)], [.control("f")]], keys: "PgDn  Ctrl-F", meaning: "a page down",
            group: .moving),
        KeyCommand(
            .pageUp, [[.key(.pageUp)], [.control("b")]], keys: "PgUp  Ctrl-B", meaning: "a page up", group: .moving),
        KeyCommand(.halfPageDown, [[.control("d")]], keys: "Ctrl-D", meaning: "half a page down", group: .moving),
        KeyCommand(.halfPageUp, [[.control("u")]], keys: "Ctrl-U", meaning: "half a page up", group: .moving),
        // Scrolling.
        KeyCommand(
            .scrollLineDown, [[.control("e")]], keys: "Ctrl-E", meaning: "scroll one line down (3 Ctrl-E: three)",
            group: .view),
        KeyCommand(.scrollLineUp, [[.control("y")]], keys: "Ctrl-Y", meaning: "scroll one line up", group: .view),
        KeyCommand(
            .selectionToMiddle, [c("zz")], keys: "zz", meaning: "scroll the selection to the middle", group: .view,
            hint: "middle"),
        KeyCommand(
            .selectionToTop, [c("zt")], keys: "zt", meaning: "scroll the selection to the top", group: .view,
            hint: "top"),
        KeyCommand(
            .selectionToBottom, [c("zb")], keys: "zb", meaning: "scroll the selection to the bottom", group: .view,
            hint: "bottom"),
        // Opening and closing.
        KeyCommand(
            .toggle, [[.key(.enter)], c(" ")], keys: "Enter  Space", meaning: "expand or collapse", group: .opening),
        KeyCommand(
            .expandSubtree, [c("e")], keys: "e", meaning: "expand everything below the selection", group: .opening),
        KeyCommand(
            .expandAll, [c("E")], keys: "E",
            meaning: "expand the selection and its siblings fully (on the root: all)",
            group: .opening),
        KeyCommand(
            .collapseSubtree, [c("c")], keys: "c", meaning: "collapse the selection and everything below",
            group: .opening),
        KeyCommand(
            .collapseAll, [c("C")], keys: "C",
            meaning: "collapse the selection and its siblings fully (on the root: all)",
            group: .opening),
        KeyCommand(
            .showLevels, [c("d")], keys: "1d … 9d", meaning: "show that many levels (1d: the root's children)",
            group: .opening),
        KeyCommand(
            .toggleWrap, [c("W")], keys: "W",
            meaning: "wrap the selected string over as many lines as it needs (again: one line)", group: .opening),
        // Search and paths.
        KeyCommand(
            .search, [c("/")], keys: "/",
            meaning: "search keys and values (smart case); \"text\" or key: \"value\" finds JSON, re: a regexp",
            group: .finding),
        KeyCommand(
            .filter, [c("f")], keys: "f",
            meaning: "filter: show only what a JSONPath query selects ($..id, $.items[?@.price > 10])", group: .finding),
        KeyCommand(.clearFilter, [c("F")], keys: "F", meaning: "show the whole document again", group: .finding),
        KeyCommand(
            .nextMatch, [c("n")], keys: "n", meaning: "next match of the search or filter (wraps)", group: .finding),
        KeyCommand(.previousMatch, [c("N")], keys: "N", meaning: "previous match", group: .finding),
        KeyCommand(
            .searchKey(.forward), [c("*")], keys: "*", meaning: "search forward for the selected key", group: .finding),
        KeyCommand(
            .searchKey(.backward), [c("#")], keys: "#", meaning: "search backward for the selected key",
            group: .finding),
        KeyCommand(
            .goToPath, [c(":")], keys: ":",
            meaning: "go to a path ($.a[0], a[0].b, /a/0; #12 $.a: in document 12) or a pasted DecodingError",
            group: .finding),
        KeyCommand(
            nil, [], keys: "Tab  ↑  ↓",
            meaning: "at the : prompt Tab completes a key; at : and / ↑ and ↓ recall earlier lines",
            group: .finding),
        // Views and the panel.
        KeyCommand(
            .toggleView, [c("x")], keys: "x", meaning: "toggle the expanded view (links / JSON:API)", group: .views),
        KeyCommand(.showWarnings, [c("w")], keys: "w", meaning: "list the expansion's warnings", group: .views),
        KeyCommand(
            .nextDrift, [c("m")], keys: "m", meaning: "next member whose type drifts (marked ~)", group: .views),
        KeyCommand(.previousDrift, [c("M")], keys: "M", meaning: "previous member whose type drifts", group: .views),
        KeyCommand(
            nil, [], keys: "~",
            meaning:
                "in the gutter (and the status line): the value's member has other JSON types among its siblings (in a collection: across the documents, the documents so far while the input is open); the panel's drift line gives the kinds and the coercion that reads them all",
            group: .views),
        KeyCommand(
            .showDrift, [c("D")], keys: "D", meaning: "list the type drift findings (Enter jumps)", group: .views),
        KeyCommand(
            .nextModelFailure, [c("u")], keys: "u", meaning: "next value where your model fails to decode (marked ✗)",
            group: .views),
        KeyCommand(
            .previousModelFailure, [c("U")], keys: "U", meaning: "previous value where your model fails",
            group: .views),
        KeyCommand(
            .showModelFailures, [c("L")], keys: "L", meaning: "list where your model fails (Enter jumps)",
            group: .views),
        KeyCommand(
            .loadModel, [c("O")], keys: "O",
            meaning: "load your models: Models.swift Product, or coax decode's options",
            group: .views),
        KeyCommand(
            .togglePanelFocus, [[.key(.tab)], [.key(.backTab)]], keys: "Tab",
            meaning: "focus the coercion panel (j/k scroll)", group: .views),
        KeyCommand(
            .nextPanelSection, [c("}")], keys: "}", meaning: "the panel's next section (JSONDecoder, LenientDecoder…)",
            group: .views),
        KeyCommand(.previousPanelSection, [c("{")], keys: "{", meaning: "the panel's previous section", group: .views),
        KeyCommand(
            .togglePanelForm, [c("r")], keys: "r", meaning: "the panel: every reason in full, or one line per result",
            group: .views),
        // Copying and printing.
        KeyCommand(
            .copyValue, [c("yy")], keys: "yy", meaning: "copy the selection's value, pretty-printed (OSC 52)",
            group: .output, hint: "value"),
        KeyCommand(
            .copyValueOnOneLine, [c("yv")], keys: "yv", meaning: "copy the selection's value on one line",
            group: .output, hint: "value on one line"),
        KeyCommand(
            .copyString, [c("ys")], keys: "ys", meaning: "copy the selected string's text, unescaped", group: .output,
            hint: "string"),
        KeyCommand(
            .copyKey, [c("yk")], keys: "yk", meaning: "copy the selected member's key", group: .output, hint: "key"),
        KeyCommand(
            .copyPath(.style(.jq)), [c("yp")], keys: "yp", meaning: "copy the dot path, .data[0].id", group: .output,
            hint: "dot path"),
        KeyCommand(
            .copyPath(.brackets), [c("yb")], keys: "yb", meaning: "copy the bracket path, [\"data\"][0][\"id\"]",
            group: .output, hint: "bracket path"),
        KeyCommand(
            .copyPath(.style(.jqAnyIndex)), [c("yq")], keys: "yq",
            meaning: "copy the jq path for every element, .data[].id", group: .output, hint: "jq path"),
        KeyCommand(
            .copyPath(.style(.short)), [c("y$")], keys: "y$", meaning: "copy the JSONPath, $.data[0].id",
            group: .output, hint: "JSONPath"),
        KeyCommand(
            .copyPath(.style(.normalized)), [c("yn")], keys: "yn",
            meaning: "copy the normalized path, $['data'][0]['id']", group: .output, hint: "normalized"),
        KeyCommand(
            .copyPath(.style(.pointer)), [c("y/")], keys: "y/", meaning: "copy the JSON Pointer, /data/0/id",
            group: .output, hint: "pointer"),
        KeyCommand(.copyValue, [c("Y")], keys: "Y", meaning: "copy the selection's value (OSC 52)", group: .output),
        KeyCommand(
            .printPathAndQuit, [c("p")], keys: "p", meaning: "quit and print the selection's path", group: .output),
        KeyCommand(
            .printValueAndQuit, [c("P")], keys: "P", meaning: "quit and print the selection's value", group: .output),
        KeyCommand(
            .openInEditor, [c("v")], keys: "v",
            meaning: "open the selected value in $VISUAL or $EDITOR (read-only): a string as its text", group: .output),
        KeyCommand(
            .showString, [c("V")], keys: "V", meaning: "show the selected string's text, unescaped, to scroll through",
            group: .output),
        // Other.
        KeyCommand(
            .reload, [c("R")], keys: "R", meaning: "read the file again, staying on the same path if it still exists",
            group: .other),
        KeyCommand(.redraw, [[.control("l")]], keys: "Ctrl-L", meaning: "redraw the screen", group: .other),
        KeyCommand(
            .help, [c("?"), [.key(.function(1))]], keys: "?  F1", meaning: "this help (any other key closes)",
            group: .other),
        KeyCommand(
            .showLastMessage, [c("!")], keys: "!", meaning: "the last message in full (when the last line cuts it)",
            group: .other),
        KeyCommand(
            .escape, [[.key(.escape)]], keys: "Esc",
            meaning: "stop a search or other work; cancel a count, prompt or overlay (never quits)", group: .other),
        KeyCommand(.quit, [c("q"), [.control("c")]], keys: "q  Ctrl-C", meaning: "quit", group: .other),
        KeyCommand(nil, [], keys: "Ctrl-Z", meaning: "suspend (fg resumes)", group: .other),
        KeyCommand(
            nil, [], keys: "mouse", meaning: "click selects, double-click toggles, wheel scrolls", group: .other),
    ]

    /// What a sequence means.
    ///
    /// ```swift
    /// KeyMap.lookup([.control("d")])   // .command(.halfPageDown)
    /// ```
    static func lookup(_ sequence: [InputEvent]) -> Lookup {
        if let action = bound[sequence] { return .command(action) }
        if let following = prefixes[sequence] { return .prefix(following) }
        return .unbound
    }

    /// The help lines: each group's title, then its commands.
    ///
    /// ```swift
    /// KeyMap.helpLines.first   // (keys: "", meaning: "Moving")
    /// ```
    static let helpLines: [(keys: String, meaning: String, isHeading: Bool)] = KeyCommand.Group.allCases.flatMap {
        group in
        [("", group.rawValue, true)]
            + commands.filter { $0.group == group }.map { ($0.keys, $0.meaning, false) }
    }

    /// A sequence of plain characters.
    private static func c(_ text: String) -> [InputEvent] {
        text.map { .character($0) }
    }

    private static let bound: [[InputEvent]: InspectorAction] = {
        var table: [[InputEvent]: InspectorAction] = [:]
        for command in commands {
            guard let action = command.action else { continue }
            for sequence in command.sequences { table[sequence] = action }
        }
        return table
    }()

    private static let prefixes: [[InputEvent]: [KeyCommand]] = {
        var table: [[InputEvent]: [KeyCommand]] = [:]
        for command in commands where command.action != nil {
            for sequence in command.sequences where sequence.count > 1 {
                for length in 1..<sequence.count {
                    let prefix = Array(sequence.prefix(length))
                    if table[prefix]?.contains(command) != true { table[prefix, default: []].append(command) }
                }
            }
        }
        return table
    }()
}
