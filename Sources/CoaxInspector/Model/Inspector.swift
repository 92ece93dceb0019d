import Coax
import Foundation

/// The inspector's whole state, driven by input events and drawn into any ``Screen``.
///
/// Nothing here knows about terminals: tests feed events and read a ``CellGrid``; the terminal
/// adapter feeds decoded keys and draws the same cells with ncursesw. Work that grows with the
/// document (line numbers, search) is done in slices by ``performPendingWork(until:)`` between
/// key presses.
///
/// ```swift
/// let inspector = Inspector(document: document, configuration: InspectorConfiguration(fileName: "a.json"),
///                           size: ScreenSize(rows: 24, columns: 80))
/// inspector.handle(.character("j"))
/// inspector.render(into: grid)
/// ```
public final class Inspector {
    /// Which document the tree shows.
    public enum ViewKind: Hashable, Sendable {
        /// The document as read.
        case document
        /// Its expanded form (links templates or JSON:API).
        case expanded
    }

    /// Which pane receives the keys.
    enum Focus: Hashable, Sendable {
        case tree, panel
    }

    /// The set-up.
    public let configuration: InspectorConfiguration
    /// The screen size.
    public internal(set) var size: ScreenSize
    /// The view shown.
    public internal(set) var view = ViewKind.document
    /// The pane with the focus.
    var focus = Focus.tree
    /// The overlay shown, if any.
    var overlay: Overlay?
    /// The count or key sequence being typed.
    var keys = KeySequenceReader()

    // The state of each part, each a value with its own transitions (and its own tests).

    /// The document's tree.
    var documentTree: TreeState
    /// The documents shown (one document is a collection of one), and what they had loaded.
    var collectionState: CollectionState
    /// The expanded view: its tree once made, or the job making it, or why there is none.
    var expansion = ExpansionState()
    /// The panel's scroll, form and report.
    var panel = PanelState()
    /// The line being edited, its history, and what the last `:` left behind.
    var prompt = PromptState()
    /// The searches, the filter being computed, and what `n`/`N` step through.
    var finder = FinderState()
    /// The type drift marks, the analysis finding them, and what waits for them.
    var drift = DriftState()
    /// The check of the user's models (`--model`, `O`), if there is one.
    var modelCheck: ModelCheckState?
    /// The status line's message, and the last one shown.
    var messages = MessageState()
    /// The reload running, if any.
    var reloadJob: BackgroundJob<ReloadOutcome>?
    /// What waits for the whole document while its start is shown (`G`, a search), if anything.
    var wholeDocumentWait: WholeDocumentWait?
    /// Why the document shown by its start could not be loaded: the inspector ends with it
    /// (``InspectorRunner`` quits; the command prints it), as it would not have opened on the file.
    public internal(set) var loadFailure: JSONLoadError?

    /// The text of the last message (what was copied, the match count, an error), if one is shown.
    ///
    /// ```swift
    /// inspector.messageText   // "match 3 of 120 for 'id'"
    /// ```
    public var messageText: String? { messages.current?.text }

    /// Creates an inspector on a parsed document.
    ///
    /// - Parameters:
    ///   - document: the document to show.
    ///   - configuration: the file name, theme, open depth and panel reporters.
    ///   - size: the screen's rows and columns.
    public init(document: JSONDocument, configuration: InspectorConfiguration, size: ScreenSize) {
        self.configuration = configuration
        self.size = size
        self.collectionState = CollectionState(document: document)
        self.documentTree = Self.documentTree(of: collectionState, openDepth: configuration.openDepth)
        modelCheck = configuration.modelCheck.map(ModelCheckState.init)
        if let warning = Self.invalidUTF8Warning(document) { messages.current = StatusMessage(warning, isError: true) }
    }

    /// Creates an inspector on a collection, which may still be loading (or followed): a top-level
    /// row per document, labelled by where it came from, and per bad record, in input order. Rows
    /// appear as the documents arrive; the status line shows how far loading has got. Once it
    /// turns out the input was one plain JSON value, the inspector shows it as one document.
    ///
    /// ```swift
    /// let orders = JSONCollection.open(paths: ["orders.jsonl"])
    /// Inspector(collection: orders, configuration: .init(fileName: "orders.jsonl"), size: ScreenSize(rows: 24, columns: 80))
    /// ```
    ///
    /// - Parameters:
    ///   - collection: the documents, loaded or loading.
    ///   - configuration: the file name, theme, open depth and panel reporters.
    ///   - size: the screen's rows and columns.
    public init(collection: JSONCollection, configuration: InspectorConfiguration, size: ScreenSize) {
        self.configuration = configuration
        self.size = size
        self.collectionState = CollectionState(collection: collection)
        self.documentTree = Self.documentTree(of: collectionState, openDepth: configuration.openDepth)
        modelCheck = configuration.modelCheck.map(ModelCheckState.init)
        collectLoaded()
    }

    /// What to say when the document's invalid UTF-8 was replaced to show it; nil when it had none.
    static func invalidUTF8Warning(_ document: JSONDocument) -> String? {
        guard let replaced = document.invalidUTF8 else { return nil }
        let sequences =
            replaced.count == 1 ? "1 byte sequence is" : "\(NumberText.grouped(replaced.count)) byte sequences are"
        return "invalid UTF-8: \(sequences) shown as U+FFFD (the first at \(replaced.firstLocation)); "
            + "coax check rejects the file"
    }

    /// The tree of the documents shown: one document opened to `openDepth`, a collection's
    /// documents each closed on its row.
    static func documentTree(of documents: CollectionState, openDepth: Int) -> TreeState {
        let content = TreeContent(collection: documents.collection, showsDocumentRows: documents.showsDocumentRows)
        content.pendingContainers = Set(documents.prefix?.pendingContainers ?? [])
        return TreeState(content: content, openDepth: documents.showsDocumentRows ? 0 : openDepth)
    }

    /// The documents shown; one document is a collection of one.
    var collection: JSONCollection { collectionState.collection }

    /// Whether the view shown has a top-level row per document (and bad record): a collection's
    /// document view. One document, and every expanded view, shows one document as it is.
    var showsDocumentRows: Bool { view == .document && collectionState.showsDocumentRows }

    /// What the collection had loaded when last looked at (the status line and the tree show it).
    var loaded: LoadStatus { collectionState.loaded }

    /// The tree of the view shown.
    var tree: TreeState {
        view == .expanded ? expansion.tree ?? documentTree : documentTree
    }

    /// The layout for the current size and focus.
    var layout: Layout { Layout(size: size, panelFocused: focus == .panel) }

    /// The number of tree rows on screen (at least 1, so moves still work on tiny screens).
    var treeRows: Int { max(1, layout.tree.rows) }

    /// The search of the view shown.
    var search: SearchState? { finder.search(in: view) }

    /// The selection's path in short form, as the status line shows it: `$.data[0].id`.
    ///
    /// ```swift
    /// inspector.selectionPath   // "$.data[0].id"
    /// ```
    public var selectionPath: String {
        tree.path(of: tree.selection).shortForm
    }

    /// The selection's normalized path (RFC 9535), as `--print-path` prints it: `$['data'][0]['id']`.
    ///
    /// ```swift
    /// inspector.selectionNormalizedPath   // "$['data'][0]['id']"
    /// ```
    public var selectionNormalizedPath: String {
        tree.path(of: tree.selection).normalizedForOutput
    }

    /// The selection's path written in a style, as `--print-path=FORMAT` prints it.
    ///
    /// ```swift
    /// inspector.selectionPath(in: .jq)   // ".data[0].id"
    /// ```
    ///
    /// - Parameter style: normalized, short, pointer or one of jq's forms.
    /// - Returns: The path text for standard output: a normalized path escapes controls as JSON
    ///   output does (``JSONPath/normalizedForOutput``); the other forms escape what they escape.
    public func selectionPath(in style: JSONPath.Style) -> String {
        let path = tree.path(of: tree.selection)
        return style == .normalized ? path.normalizedForOutput : path.formatted(style)
    }

    /// In a collection, `#412 ` naming the selection's document (paths start at each document's
    /// root, and `:#412 $['price']` goes back there); empty for one document.
    ///
    /// ```swift
    /// inspector.selectionDocumentPrefix + inspector.selectionNormalizedPath   // "#412 $['price']"
    /// ```
    public var selectionDocumentPrefix: String {
        guard showsDocumentRows,
            let document = tree.content.documentIndex(forItem: tree.selection.item)
        else { return "" }
        return "#\(document + 1) "
    }

    /// The selection's value as pretty JSON (exact literals).
    public var selectionValueText: String {
        JSONWriter.pretty.string(for: tree.selectedNode)
    }

    // MARK: Input

    /// Handles one input and returns what the terminal must do.
    ///
    /// ```swift
    /// let effects = inspector.handle(.character("q"))   // [.quit]
    /// ```
    ///
    /// - Parameter event: a key, a mouse event, a resize or a signal.
    /// - Returns: What the terminal must do (copy, open an editor, suspend, quit…), in order; empty
    ///   when the screen only needs drawing again.
    @discardableResult
    public func handle(_ event: InputEvent) -> [InspectorEffect] {
        let selected = (view, tree.selection.order)
        let effects = dispatch(event)
        // Another value's panel starts at its top, and the old one's slow work is dropped.
        if selected != (view, tree.selection.order) {
            panel.selectionMoved()
        }
        if let anchor = panel.anchor {
            panel.anchor = nil
            scrollPanel(toHeading: anchor)
        }
        return effects
    }

    private func dispatch(_ event: InputEvent) -> [InspectorEffect] {
        tree.lineWidth = max(1, layout.tree.columns)
        if case .resize(let newSize) = event {
            resize(to: newSize)
            return []
        }
        if prompt.isOpen {
            handlePromptInput(event)
            if prompt.quitRequested {
                prompt.quitRequested = false
                return [.quit]
            }
            return []
        }
        // An offer of the nearest value lasts one key: Enter takes it, any other key drops it.
        if let offer = prompt.nearestOffer {
            prompt.nearestOffer = nil
            if event == .key(.enter) {
                prompt.nearestOffer = offer
                _ = takeNearestOffer()
                return []
            }
        }
        if let overlay { return handleOverlayInput(event, overlay: overlay) }
        if case .mouse(let mouse) = event {
            keys.reset()
            handleMouse(mouse)
            return []
        }
        switch keys.read(event) {
        case .pending:
            return []
        case .cancelled:
            messages.current = nil
            return []
        case .unbound(let typed):
            messages.current = StatusMessage("\(TerminalText.escaped(typed)) is not a key: ? lists them", isError: true)
            return []
        case .command(let action, let count):
            messages.current = nil
            if focus == .panel, let effects = handlePanelAction(action, count: count) { return effects }
            return perform(action, count: count)
        }
    }

    /// Performs an action as if its key had been pressed, with the count typed before it.
    ///
    /// Every action is named here, with no `default:`: a new action does not compile until it is
    /// handled.
    ///
    /// ```swift
    /// inspector.perform(.expandAll)
    /// inspector.perform(.moveDown, count: 5)
    /// ```
    @discardableResult
    func perform(_ action: InspectorAction, count: Int? = nil) -> [InspectorEffect] {
        if let need = wholeDocumentNeed(of: action),
            waitsForWholeDocument(need, then: { $0.perform(action, count: count) })
        {
            return []
        }
        if let refusal = pendingValueRefusal(for: action) {
            messages.current = refusal
            return []
        }
        let times = max(1, count ?? 1)
        let tree = tree
        let rows = treeRows
        switch action {
        // Moving the selection.
        case .moveDown:
            tree.moveSelection(by: times, rows: rows)
        case .moveUp:
            tree.moveSelection(by: -times, rows: rows)
        case .collapseOrParent:
            collapseOrParent(times: times)
        case .expandOrChild:
            expandOrChild(times: times)
        case .nextSibling:
            moveToSibling(forward: true, times: times)
        case .previousSibling:
            moveToSibling(forward: false, times: times)
        case .parent:
            selectParent()
        case .firstSibling:
            selectEndSibling(first: true, in: tree)
        case .lastSibling:
            selectEndSibling(first: false, in: tree)
        case .otherEnd:
            jumpToOtherEnd()
        case .top:
            tree.select(tree.navigator.firstRow, rows: rows)
        case .bottom:
            if let count {
                tree.select(tree.cursor(atLine: count), rows: rows)
            } else {
                tree.selectLast(rows: rows)
            }
        case .nextDocument:
            moveAcrossDocuments(by: times)
        case .previousDocument:
            moveAcrossDocuments(by: -times)
        case .pageDown:
            tree.page(by: rows * times, rows: rows)
        case .pageUp:
            tree.page(by: -rows * times, rows: rows)
        case .halfPageDown:
            tree.page(by: max(1, rows / 2) * times, rows: rows)
        case .halfPageUp:
            tree.page(by: -max(1, rows / 2) * times, rows: rows)
        // Moving the view.
        case .scrollLineDown:
            tree.scroll(by: times, rows: rows)
        case .scrollLineUp:
            tree.scroll(by: -times, rows: rows)
        case .selectionToMiddle:
            tree.placeSelection(atRow: (rows - 1) / 2, rows: rows)
        case .selectionToTop:
            tree.placeSelection(atRow: 0, rows: rows)
        case .selectionToBottom:
            tree.placeSelection(atRow: rows - 1, rows: rows)
        // Opening and closing.
        case .toggle:
            if view == .document, showBadRecord(item: tree.selection.item) { break }
            toggleSelection()
        case .expandSubtree:
            expandSubtree()
        case .expandAll:
            expandAll()
        case .collapseSubtree:
            collapseSubtree()
        case .collapseAll:
            collapseAll()
        case .showLevels:
            showLevels(count)
        case .toggleWrap:
            toggleWrap()
        // Search, paths, views.
        case .search:
            prompt.open(.search)
        case .nextMatch, .previousMatch:
            let direction: SearchState.Direction = action == .nextMatch ? .forward : .backward
            if finder.lastUsed == .filter, let filter = tree.filter {
                for _ in 0..<min(times, max(1, filter.matches.count)) { jumpToFilterMatch(direction) }
            } else {
                for _ in 0..<min(times, max(1, search?.matchCount ?? 1)) { jumpToMatch(direction) }
            }
        case .searchKey(let direction):
            searchForSelectedKey(direction)
        case .filter:
            openFilterPrompt()
        case .clearFilter:
            clearFilter()
        case .goToPath:
            prompt.open(.path)
        case .toggleView:
            toggleView()
        case .showWarnings:
            showWarnings()
        case .nextDrift:
            jumpToDrift(.next, times: times)
        case .previousDrift:
            jumpToDrift(.previous, times: times)
        case .showDrift:
            showDrift()
        case .nextModelFailure:
            jumpToModelFailure(forward: true, times: times)
        case .previousModelFailure:
            jumpToModelFailure(forward: false, times: times)
        case .showModelFailures:
            showModelFailures()
        case .loadModel:
            openModelPrompt()
        case .togglePanelFocus:
            focus = focus == .tree ? .panel : .tree
        case .togglePanelForm:
            togglePanelForm()
        case .nextPanelSection:
            jumpToPanelSection(forward: true)
        case .previousPanelSection:
            jumpToPanelSection(forward: false)
        // Copying and printing.
        case .copyPath(let form):
            return copyPath(form)
        case .copyValue:
            return copyValue()
        case .copyValueOnOneLine:
            return copyValue(onOneLine: true)
        case .copyString:
            return copyString()
        case .copyKey:
            return copyKey()
        case .printPathAndQuit:
            return [.quitPrinting(selectionDocumentPrefix + selectionNormalizedPath)]
        case .printValueAndQuit:
            return [.quitPrinting(selectionValueText)]
        case .openInEditor:
            // A string opens as its text (newlines as lines), a value as pretty JSON.
            if let text = tree.selectedNode.string {
                return [.openInEditor(text: text, fileName: editorFileName(extension: "txt"))]
            }
            return [.openInEditor(text: selectionValueText, fileName: editorFileName)]
        case .showString:
            if tree.selectedNode.kind == .string {
                overlay = .string(scroll: 0)
            } else {
                messages.current = StatusMessage(
                    "V shows a string's text; this is \(tree.selectedNode.kind.description)", isError: true)
            }
        // Everything else.
        case .help:
            overlay = .help(scroll: 0)
        case .reload:
            startReload()
        case .showLastMessage:
            if messages.last == nil {
                messages.current = StatusMessage("no message to show")
            } else {
                overlay = .message(scroll: 0)
            }
        case .redraw:
            return [.redraw]
        case .escape:
            stopWork()
        case .quit:
            return [.quit]
        }
        return []
    }

    /// Esc: stops what is running or waiting, else clears the message. It never quits.
    private func stopWork() {
        if stopWaitingForWholeDocument() {
            return
        } else if drift.followUp != nil {
            drift.followUp = nil
            messages.current = StatusMessage("stopped waiting for the drift analysis")
        } else if modelCheck?.followUp != nil {
            modelCheck?.followUp = nil
            messages.current = StatusMessage("stopped waiting for your model's verdicts")
        } else if stopFilter() {
            return
        } else if let reloadJob {
            reloadJob.cancel()
            self.reloadJob = nil
            messages.current = StatusMessage("reload stopped; the document shown is unchanged")
        } else if expansion.stop() {
            messages.current = StatusMessage("expansion stopped")
        } else if let search, search.isRunning {
            search.cancel()
            messages.current = StatusMessage("search stopped: \(NumberText.grouped(search.matchCount)) matches so far")
        } else {
            messages.current = nil
        }
    }

    /// Shows a message on the last line, as the inspector's own messages are shown (for what
    /// happens outside it, such as an editor that failed).
    ///
    /// - Parameters:
    ///   - text: the message; it is escaped when drawn.
    ///   - isError: whether it is drawn as an error.
    public func showMessage(_ text: String, isError: Bool = false) {
        messages.current = StatusMessage(TerminalText.escaped(text), isError: isError)
    }

    /// The temporary file's name for `v`: the selection's last key or index, as JSON.
    var editorFileName: String { editorFileName(extension: "json") }

    /// The temporary file's name for `v`: the selection's last key or index, with an extension.
    func editorFileName(extension suffix: String) -> String {
        guard let last = tree.path(of: tree.selection).components.last else { return "document." + suffix }
        switch last {
        case .key(let key): return key + "." + suffix
        case .index(let index): return "element-\(index)." + suffix
        }
    }

    // MARK: Background work

    /// Whether work remains (line numbers, a search, the expanded view being made, the drift
    /// analysis started or running).
    public var hasPendingWork: Bool {
        !tree.lines.isComplete || (search?.isRunning ?? false) || expansion.job != nil || isDriftWorkPending
            || reloadJob != nil || panel.completion != nil
            || finder.pendingFilter != nil || isModelCheckWorkPending
    }

    /// Does queued work until done or past `deadline`: the expanded view first (waiting for its
    /// thread), then a search, then line numbers, then the drift analysis (started on its thread
    /// with the first slice, so after the first screen; waited for first when a key asked for it).
    ///
    /// - Parameter deadline: when to stop and come back for keys; work resumes at the next call.
    public func performPendingWork(until deadline: Date) {
        if reloadJob != nil {
            collectReload(until: deadline)
            if Date() >= deadline { return }
        }
        if panel.completion != nil {
            collectReportCompletion(until: deadline)
            if Date() >= deadline { return }
        }
        startModelCheck()
        if modelCheck?.job != nil {
            collectModelCheck(until: deadline)
            if Date() >= deadline { return }
        }
        startDrift()
        if drift.followUp != nil {
            collectDrift(until: deadline)
            if Date() >= deadline { return }
        }
        if expansion.job != nil {
            collectExpansion(until: deadline)
            if Date() >= deadline { return }
        }
        if finder.pendingFilter != nil {
            collectFilter(until: deadline)
            if Date() >= deadline { return }
        }
        if let search, search.isRunning {
            search.advance(until: deadline)
            resolvePendingJump()
            if search.isComplete { reportSearchFinished(search) }
            if Date() >= deadline { return }
        }
        tree.countLines(until: deadline)
        if drift.job != nil, Date() < deadline {
            // An update in the background while a collection loads is taken when ready, not waited for.
            let waits = !isLoading || drift.followUp != nil
            collectDrift(until: waits ? deadline : .distantPast)
        }
    }

    /// Finishes all queued work (for tests and scripts).
    public func finishPendingWork() {
        while hasPendingWork { performPendingWork(until: .distantFuture) }
    }

    // MARK: Size

    private func resize(to newSize: ScreenSize) {
        size = newSize
        tree.lineWidth = max(1, layout.tree.columns)
        tree.fitToScreen(rows: treeRows)
    }
}
