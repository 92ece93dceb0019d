import Coax

/// Something the user asks the inspector to do, independent of the key that asked.
///
/// A count typed before the key (`5j`) travels beside the action; each action says in
/// ``KeyMap`` what a count means for it.
///
/// ```swift
/// KeyMap.lookup([.character("j")])   // .command(.moveDown)
/// ```
enum InspectorAction: Hashable, Sendable {
    /// A way of writing the selection's path to copy.
    enum CopiedPath: Hashable, Sendable {
        /// One of the styles Coax prints paths in (`--print-path=FORMAT`).
        case style(JSONPath.Style)
        /// jless's bracket form: `["data"][0]["id"]`.
        case brackets
    }

    // Moving the selection.
    case moveDown, moveUp
    case collapseOrParent, expandOrChild
    case nextSibling, previousSibling
    case parent, firstSibling, lastSibling, otherEnd
    case top, bottom
    case nextDocument, previousDocument
    case pageDown, pageUp, halfPageDown, halfPageUp
    // Moving the view.
    case scrollLineDown, scrollLineUp
    case selectionToMiddle, selectionToTop, selectionToBottom
    // Opening and closing.
    case toggle
    case expandSubtree, expandAll, collapseSubtree, collapseAll
    case showLevels
    case toggleWrap
    // Search, paths, views.
    case search, nextMatch, previousMatch
    case searchKey(SearchState.Direction)
    case filter, clearFilter
    case goToPath
    case toggleView, showWarnings
    case nextDrift, previousDrift, showDrift
    case nextModelFailure, previousModelFailure, showModelFailures, loadModel
    case togglePanelFocus, togglePanelForm
    case nextPanelSection, previousPanelSection
    // Copying and printing.
    case copyPath(CopiedPath), copyValue, copyValueOnOneLine, copyString, copyKey
    case printPathAndQuit, printValueAndQuit
    case openInEditor, showString
    // Everything else.
    case help
    case reload
    case showLastMessage
    case redraw
    case escape
    case quit
}
