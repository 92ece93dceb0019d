import Coax
import Foundation

/// The user's models (`coax --model Models.swift --type Product`, or `O`): the check behind the
/// `✗` marks, the panel's "your model" section, `u`/`U` between failing values, the `L` list and
/// the status line's count.
extension Inspector {
    /// Whether the model check has work queued: an update to start, or the first one to wait for
    /// (later updates while a collection loads are taken when ready, not waited for, as drift's).
    var isModelCheckWorkPending: Bool {
        guard let modelCheck else { return false }
        if let job = modelCheck.job {
            return !isLoading || modelCheck.followUp != nil || !modelCheck.hasUpdate || job.isFinished
        }
        return modelCheck.isDue(loaded: loaded)
    }

    /// Starts an update of the verdicts when one is due (documents arrived, loading ended).
    func startModelCheck() {
        modelCheck?.start(collection: collection, loaded: loaded, readsSources: collectionState.showsDocumentRows)
    }

    /// Before a frame is drawn, until the model's first verdicts are in: starts the check of the
    /// documents on hand (the first ones only, about a screen's worth) and waits for it up to
    /// `deadline`, so that the first screen showing documents already carries their marks. A check
    /// started before is only looked at, not waited for again (keys keep coming in while a large
    /// document is checked). Does nothing once the first verdicts are in, or without a model.
    ///
    /// ```swift
    /// inspector.awaitFirstModelVerdicts(until: Date() + 0.25)
    /// inspector.render(into: screen)   // ✗ on the failing documents' rows
    /// ```
    ///
    /// - Parameter deadline: the longest the frame waits for the verdicts.
    public func awaitFirstModelVerdicts(until deadline: Date) {
        guard let modelCheck, !modelCheck.hasUpdate else { return }
        let wasRunning = modelCheck.job != nil
        startModelCheck()
        collectModelCheck(until: wasRunning ? .distantPast : deadline)
    }

    /// Takes the verdicts when ready: the first update is waited for until `deadline` (it covers
    /// the first documents, so the first marks come with the first screens), later ones while a
    /// collection loads only when done. Then does what a key asked for meanwhile.
    func collectModelCheck(until deadline: Date) {
        guard var state = modelCheck, state.job != nil else { return }
        let waits = !isLoading || state.followUp != nil || !state.hasUpdate
        guard state.collect(until: waits ? deadline : .distantPast) else { return }
        let followUp = state.followUp
        state.followUp = nil
        modelCheck = state
        if case .modelFailures(let selection, let scroll) = overlay {
            let lines = modelFailureListLines
            overlay = .modelFailures(
                selection: Self.selectableLine(near: selection, in: lines, downward: true),
                scroll: min(scroll, max(0, lines.count - 1)))
        }
        switch followUp {
        case .jump(let forward, let times): jumpToModelFailure(forward: forward, times: times)
        case .list: showModelFailures()
        case nil: break
        }
    }

    /// The verdicts, or nil after saying why there are none or that a key waits for them.
    private func readyModelVerdicts(then followUp: ModelCheckState.FollowUp) -> ModelVerdicts? {
        guard view == .document else {
            messages.current = StatusMessage(
                "your model's failures are marked in the document view: x switches back", isError: true)
            return nil
        }
        guard let state = modelCheck else {
            messages.current = StatusMessage(
                "no model to check against: O loads one (Models.swift Product)", isError: true)
            return nil
        }
        if state.hasUpdate { return state.verdicts }
        modelCheck?.followUp = followUp
        messages.current = StatusMessage("checking the documents against your model… (Esc stops waiting)")
        return nil
    }

    /// Selects the next (or previous) value where a document fails to decode, `times` times,
    /// wrapping at the ends (across the documents of a collection).
    func jumpToModelFailure(forward: Bool, times: Int = 1) {
        guard let verdicts = readyModelVerdicts(then: .jump(forward: forward, times: max(1, times))) else { return }
        guard verdicts.failedCount > 0 else {
            messages.current = StatusMessage(TerminalText.escaped(noModelFailureText(verdicts)))
            return
        }
        for _ in 0..<min(max(1, times), verdicts.failedCount) where !jumpToModelFailureOnce(forward, in: verdicts) {
            break
        }
    }

    private func jumpToModelFailureOnce(_ forward: Bool, in verdicts: ModelVerdicts) -> Bool {
        jumpToMark(
            forward: forward, noun: "failure",
            next: { verdicts.next(afterDocument: $0, index: $1) },
            previous: { verdicts.previous(beforeDocument: $0, index: $1) }
        ) { target in
            let ordinal = (verdicts.ordinal(ofDocument: target.document) ?? 0) + 1
            var text = "failure \(NumberText.grouped(ordinal)) of \(NumberText.grouped(verdicts.failedCount))"
            // One document's verdicts are final: only a collection's can be "so far".
            if modelCheck?.isChecking ?? false { text += " so far" }
            if collectionState.showsDocumentRows { text += " (#\(NumberText.grouped(target.document + 1)))" }
            if let failure = verdicts.failure(ofDocument: target.document) {
                text += ": " + ModelPanelSection.headline(failure, place: verdicts.modelPlace(of: failure))
            }
            return text
        }
    }

    /// Opens the list of failures.
    func showModelFailures() {
        guard let verdicts = readyModelVerdicts(then: .list) else { return }
        guard verdicts.failedCount > 0 else {
            messages.current = StatusMessage(TerminalText.escaped(noModelFailureText(verdicts)))
            return
        }
        overlay = .modelFailures(
            selection: Self.selectableLine(near: 0, in: modelFailureListLines, downward: true), scroll: 0)
    }

    /// The list's lines (``ModelFailureList``), as the drift list's lines are kept.
    var modelFailureListLines: [DriftListLine] {
        guard let verdicts = modelCheck?.verdicts else { return [] }
        let documents = collectionState
        return ModelFailureList.lines(verdicts) { number in documents.source(ofDocument: number)?.shortLabel }
            .map { DriftListLine(isHeading: $0.isHeading, text: $0.text, document: $0.document, target: $0.target) }
    }

    /// What `u`, `U` and `L` say when nothing fails.
    private func noModelFailureText(_ verdicts: ModelVerdicts) -> String {
        let so = (modelCheck?.isChecking ?? false) ? " so far" : ""
        let count = verdicts.checkedCount - verdicts.uncoveredCount - verdicts.unknownCount
        let documents = "\(NumberText.grouped(count)) document\(count == 1 ? "" : "s")"
        return "every one of the \(documents)\(so) decodes \(verdicts.setup.hasRoutes ? "on" : "as") "
            + verdicts.setup.subject
    }

    /// `O`: the prompt for the models, with the last line that loaded them to edit.
    func openModelPrompt() {
        guard configuration.modelLoader != nil else {
            messages.current = StatusMessage("this inspector cannot read models", isError: true)
            return
        }
        prompt.open(.model, text: modelCheck?.verdicts.setup.promptText ?? "")
    }

    /// Reads the models a prompt line names and checks every document against them from the start.
    func loadModel(_ text: String) {
        guard let loader = configuration.modelLoader else { return }
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            modelCheck?.cancel()
            modelCheck = nil
            messages.current = StatusMessage("no model: the marks are gone")
            return
        }
        switch loader(text) {
        case .success(let setup):
            modelCheck?.cancel()
            modelCheck = ModelCheckState(setup: setup)
            startModelCheck()
            messages.current = StatusMessage(
                TerminalText.escaped("checking the documents \(setup.hasRoutes ? "on" : "as") \(setup.subject)…"))
        case .failure(let failure):
            messages.current = StatusMessage(TerminalText.escaped(failure.message), isError: true)
        }
    }

    /// Starts the check over for a document read again (`R`).
    func restartModelCheck() {
        guard let setup = modelCheck?.verdicts.setup else { return }
        modelCheck?.cancel()
        modelCheck = ModelCheckState(setup: setup)
    }

    /// The panel's "your model" section for the selection (document view only).
    func selectionModelLines(width: Int) -> [PanelLine] {
        guard view == .document, let state = modelCheck else { return [] }
        let place = driftPlace(of: tree.selection)
        let source = place.flatMap { collectionState.source(ofDocument: $0.document) }
        let target = state.verdicts.setup.target(for: source)
        return ModelPanelSection.lines(
            verdicts: state.verdicts, document: place?.document, index: place?.index ?? 0, width: width,
            checking: state.isChecking, decodedAs: target.map { $0.routeText ?? $0.typeText })
    }

    /// The status line's count: `✗ 7 of 11 fail Product`, `✗ 3 fail so far`; nil without a model.
    var modelStatusTexts: [String] {
        guard let state = modelCheck, view == .document else { return [] }
        let verdicts = state.verdicts
        if !state.hasUpdate { return ["✗ checking your model… · ", "✗ … · "] }
        let so = state.isChecking ? " so far" : ""
        let checked = verdicts.checkedCount - verdicts.uncoveredCount
        let failed = NumberText.grouped(verdicts.failedCount)
        let subject = TerminalText.escaped(verdicts.setup.subject)
        return [
            "✗ \(failed) of \(NumberText.grouped(checked)) fail \(subject)\(so) (L lists) · ",
            "✗ \(failed) of \(NumberText.grouped(checked)) fail\(so) · ",
            "✗ \(failed) · ",
        ]
    }
}
