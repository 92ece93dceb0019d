/// Something the user asks the inspector to do, independent of the key that asked.
///
/// ```swift
/// KeyMap.action(for: .character("j"))   // .moveDown
/// ```
enum InspectorAction: Hashable, Sendable {
    case moveDown, moveUp
    case collapseOrParent, expandOrChild
    case nextSibling, previousSibling
    case toggle
    case top, bottom
    case pageDown, pageUp, halfPageDown, halfPageUp
    case expandSubtree, expandAll, collapseSubtree, collapseAll
    case openToDepth(Int)
    case search, nextMatch, previousMatch
    case goToPath
    case toggleView, showWarnings
    case nextDrift, previousDrift, showDrift
    case togglePanelFocus
    case copyPath, copyValue
    case help
    case redraw
    case escape
    case quit
}
