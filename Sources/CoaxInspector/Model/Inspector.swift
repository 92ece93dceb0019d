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

    /// A line being edited in the hint row.
    ///
    /// ```swift
    /// inspector.prompt?.text   // "price"
    /// ```
    struct Prompt: Hashable, Sendable {
        /// What the line is for.
        enum Purpose: Hashable, Sendable {
            case search, path, filter
        }

        /// What the line is for.
        var purpose: Purpose
        /// The text typed so far.
        var text: String
        /// Which earlier line Up/Down show (nil: the line being typed).
        var historyIndex: Int?
        /// The line being typed, kept while Up/Down show earlier ones.
        var draft = ""
        /// The keys Tab found for the path's last step, and which one Tab put in last.
        var completion: PathCompletion?
        var completionIndex: Int?
        /// A word about the last Tab (no key matched), shown above the line.
        var note: String?

        init(purpose: Purpose, text: String) {
            self.purpose = purpose
            self.text = text
        }
    }

    /// A list drawn over the panes.
    enum Overlay: Hashable, Sendable {
        /// The key help, scrolled by the given number of lines.
        case help(scroll: Int)
        /// The expansion's warnings, scrolled by the given number of lines.
        case warnings(scroll: Int)
        /// The type drift findings, with the selected line and the scroll.
        case drift(selection: Int, scroll: Int)
        /// The last message in full, scrolled by the given number of lines.
        case message(scroll: Int)
        /// The selected string's text, unescaped, scrolled by the given number of lines.
        case string(scroll: Int)
    }

    /// What `n` and `N` step through.
    enum Finder: Hashable, Sendable {
        case search, filter
    }

    /// The set-up.
    public let configuration: InspectorConfiguration
    /// The document's tree.
    var documentTree: TreeState
    /// The expanded view's tree, once made.
    var expandedTree: TreeState?
    /// The expanded document, once made.
    var expanded: ExpandedDocument?
    /// Why there is no expanded view, once asked.
    var expansionProblem: String?

    /// The screen size.
    public internal(set) var size: ScreenSize
    /// The view shown.
    public internal(set) var view = ViewKind.document
    /// The pane with the focus.
    var focus = Focus.tree
    /// The line being edited, if any.
    var prompt: Prompt?
    /// The overlay shown, if any.
    var overlay: Overlay?
    /// The last message.
    var message: StatusMessage? {
        didSet { if let message { lastMessage = message } }
    }
    /// The last message shown, kept for `!` after the line has moved on.
    var lastMessage: StatusMessage?

    /// The text of the last message (what was copied, the match count, an error), if one is shown.
    ///
    /// ```swift
    /// inspector.messageText   // "match 3 of 120 for 'id'"
    /// ```
    public var messageText: String? { message?.text }
    /// How far the panel is scrolled.
    var panelScroll = 0
    /// The type drift of the document (or of every document of the collection), once found.
    var driftMarks: DriftMarks?

    var searches: [ViewKind: SearchState] = [:]
    var expansionJob: BackgroundJob<ExpansionOutcome>?
    var expansionFollowUp = ExpansionFollowUp.switchView
    var driftJob: BackgroundJob<DriftUpdate>?
    var reloadJob: BackgroundJob<ReloadOutcome>?
    var driftStarted = false
    var driftFollowUp: DriftFollowUp?
    /// A collection's drift analysis between updates, to go on from with the next documents.
    var driftAccumulator: DriftAccumulator?
    /// Whether a collection's marks cover all of its documents (loading had ended).
    var driftIsFinal = false
    /// When a collection's marks were last brought up to date.
    var lastDriftUpdate = Date.distantPast
    var lastQuery: String?
    /// The filter being computed, if any.
    var pendingFilter: PendingFilter?
    /// The last filter query typed, offered again by `f`.
    var lastFilterText: String?
    /// Which of search and filter `n`/`N` step through: the one used last.
    var lastFinder = Finder.search
    var reportCache: (view: ViewKind, index: Int, report: ValueReport?)?
    /// The reporters' slow parts for a selection: to start, or running.
    var reportCompletion:
        (
            view: ViewKind, index: Int, works: [@Sendable () -> [ValueReport.Section]],
            job: BackgroundJob<[ValueReport.Section]>?
        )?
    /// The lines submitted at `/` and `:`, oldest first.
    var promptHistory: [Prompt.Purpose: [String]] = [:]
    /// A panel heading to scroll to once the key is handled (the decoders after a pasted error).
    var panelAnchor: String?
    /// The value offered after `:` named a path that does not exist (Enter takes it).
    var nearestOffer: TreeCursor?
    /// `:q` was submitted: the next effects quit.
    var pendingQuit = false
    /// The count or key sequence being typed.
    var keys = KeySequenceReader()
    /// How much the panel says: one line per result, or every reason in full (`r`).
    var panelForm = PanelContent.Form.compact

    /// The collection shown, one top-level row per document or bad record; nil for one document.
    var collection: JSONCollection?
    /// What the collection had loaded when last looked at (the status line and the tree show it).
    var loaded = LoadStatus()
    /// The items the tree knew of when last looked at.
    var knownItemCount = 0
    /// The collection item whose document the expanded view shows.
    var expandedItem: Int?

    /// Creates an inspector on a parsed document.
    ///
    /// - Parameters:
    ///   - document: the document to show.
    ///   - configuration: the file name, theme, open depth and panel reporters.
    ///   - size: the screen's rows and columns.
    public init(document: JSONDocument, configuration: InspectorConfiguration, size: ScreenSize) {
        self.configuration = configuration
        self.size = size
        self.documentTree = TreeState(document: document, openDepth: configuration.openDepth)
        if let warning = Self.invalidUTF8Warning(document) { message = StatusMessage(warning, isError: true) }
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
        self.collection = collection
        self.documentTree = TreeState(collection: collection, openDepth: 0)
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

    /// The tree of the view shown.
    var tree: TreeState {
        view == .expanded ? expandedTree ?? documentTree : documentTree
    }

    /// The layout for the current size and focus.
    var layout: Layout { Layout(size: size, panelFocused: focus == .panel) }

    /// The number of tree rows on screen (at least 1, so moves still work on tiny screens).
    var treeRows: Int { max(1, layout.tree.rows) }

    /// The search of the view shown.
    var search: SearchState? { searches[view] }

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
        guard collection != nil, view == .document,
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
            panelScroll = 0
            reportCompletion?.job?.cancel()
            reportCompletion = nil
        }
        if let anchor = panelAnchor {
            panelAnchor = nil
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
        if prompt != nil {
            let effects = handlePromptInput(event)
            if pendingQuit {
                pendingQuit = false
                return [.quit]
            }
            return effects
        }
        // An offer of the nearest value lasts one key: Enter takes it, any other key drops it.
        if let offer = nearestOffer {
            nearestOffer = nil
            if event == .key(.enter) {
                nearestOffer = offer
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
            message = nil
            return []
        case .unbound(let typed):
            message = StatusMessage("\(TerminalText.escaped(typed)) is not a key: ? lists them", isError: true)
            return []
        case .command(let action, let count):
            message = nil
            if focus == .panel, let effects = handlePanelAction(action, count: count) { return effects }
            return perform(action, count: count)
        }
    }

    /// Performs an action as if its key had been pressed, with the count typed before it.
    ///
    /// ```swift
    /// inspector.perform(.expandAll)
    /// inspector.perform(.moveDown, count: 5)
    /// ```
    @discardableResult
    func perform(_ action: InspectorAction, count: Int? = nil) -> [InspectorEffect] {
        let times = max(1, count ?? 1)
        switch action {
        case .quit:
            return [.quit]
        case .printPathAndQuit:
            return [.quitPrinting(selectionDocumentPrefix + selectionNormalizedPath)]
        case .printValueAndQuit:
            return [.quitPrinting(selectionValueText)]
        case .escape:
            stopWork()
        case .redraw:
            return [.redraw]
        case .help:
            overlay = .help(scroll: 0)
        case .showLastMessage:
            if lastMessage == nil {
                message = StatusMessage("no message to show")
            } else {
                overlay = .message(scroll: 0)
            }
        case .search:
            prompt = Prompt(purpose: .search, text: "")
        case .goToPath:
            prompt = Prompt(purpose: .path, text: "")
        case .nextMatch where lastFinder == .filter && tree.filter != nil:
            for _ in 0..<min(times, max(1, tree.filter?.matches.count ?? 1)) { jumpToFilterMatch(.forward) }
        case .previousMatch where lastFinder == .filter && tree.filter != nil:
            for _ in 0..<min(times, max(1, tree.filter?.matches.count ?? 1)) { jumpToFilterMatch(.backward) }
        case .nextMatch:
            for _ in 0..<min(times, max(1, search?.matchCount ?? 1)) { jumpToMatch(.forward) }
        case .previousMatch:
            for _ in 0..<min(times, max(1, search?.matchCount ?? 1)) { jumpToMatch(.backward) }
        case .filter:
            openFilterPrompt()
        case .clearFilter:
            clearFilter()
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
        case .togglePanelFocus:
            focus = focus == .tree ? .panel : .tree
        case .togglePanelForm:
            togglePanelForm()
        case .nextPanelSection:
            jumpToPanelSection(forward: true)
        case .previousPanelSection:
            jumpToPanelSection(forward: false)
        case .reload:
            startReload()
        case .nextDocument:
            moveAcrossDocuments(by: times)
        case .previousDocument:
            moveAcrossDocuments(by: -times)
        case .toggle where view == .document && showBadRecord(item: tree.selection.item):
            break
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
                message = StatusMessage(
                    "V shows a string's text; this is \(tree.selectedNode.kind.description)", isError: true)
            }
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
        case .searchKey(let direction):
            searchForSelectedKey(direction)
        default:
            performTreeAction(action, count: count)
        }
        return []
    }

    /// Esc: stops what is running or waiting, else clears the message. It never quits.
    private func stopWork() {
        if driftFollowUp != nil {
            driftFollowUp = nil
            message = StatusMessage("stopped waiting for the drift analysis")
        } else if stopFilter() {
            return
        } else if let reloadJob {
            reloadJob.cancel()
            self.reloadJob = nil
            message = StatusMessage("reload stopped; the document shown is unchanged")
        } else if let expansionJob {
            expansionJob.cancel()
            self.expansionJob = nil
            message = StatusMessage("expansion stopped")
        } else if let search, search.isRunning {
            search.cancel()
            message = StatusMessage("search stopped: \(NumberText.grouped(search.matchCount)) matches so far")
        } else {
            message = nil
        }
    }

    /// Shows a message on the last line, as the inspector's own messages are shown (for what
    /// happens outside it, such as an editor that failed).
    ///
    /// - Parameters:
    ///   - text: the message; it is escaped when drawn.
    ///   - isError: whether it is drawn as an error.
    public func showMessage(_ text: String, isError: Bool = false) {
        message = StatusMessage(TerminalText.escaped(text), isError: isError)
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
        !tree.lines.isComplete || (search?.isRunning ?? false) || expansionJob != nil || isDriftWorkPending
            || reloadJob != nil || reportCompletion != nil
            || pendingFilter != nil
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
        if reportCompletion != nil {
            collectReportCompletion(until: deadline)
            if Date() >= deadline { return }
        }
        startDrift()
        if driftFollowUp != nil {
            collectDrift(until: deadline)
            if Date() >= deadline { return }
        }
        if expansionJob != nil {
            collectExpansion(until: deadline)
            if Date() >= deadline { return }
        }
        if pendingFilter != nil {
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
        if driftJob != nil, Date() < deadline {
            // An update in the background while a collection loads is taken when ready, not waited for.
            let waits = collection == nil || !isLoading || driftFollowUp != nil
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
