import Coax

/// The panel's "your model" section for the selected value, first in the panel: on the value
/// where its document fails to decode, the model's place and type, `JSONDecoder`'s error, what
/// ``LenientDecoder`` gives and the change suggested for it; elsewhere one line on the document.
///
/// ```swift
/// ModelPanelSection.lines(verdicts: verdicts, document: 1, index: 7, width: 60).map(\.text)
/// // ["your model", "Product.price: Double → typeMismatch: Expected to decode Double but found a
/// //  string instead.", "  codingPath      items[1].price", "  LenientDecoder  decodes", …]
/// ```
enum ModelPanelSection {
    /// The section's heading.
    static let title = "your model"

    /// The section's lines for the value at `index` of `document` (0 for one document), wrapped
    /// to `width`; `checking` says whether documents are still being checked. Empty for a bad
    /// record (`document` nil).
    ///
    /// - Complexity: O(the lines shown): one lookup of the document's verdict.
    ///
    /// `decodedAs` names the type a document that decodes was decoded as (its route's type); nil
    /// names the one `--type`.
    static func lines(
        verdicts: ModelVerdicts, document: Int?, index: Int, width: Int, checking: Bool = false,
        decodedAs: String? = nil
    ) -> [PanelLine] {
        guard let document else { return [] }
        let width = max(1, width)
        var lines = [PanelLine([.init(title, role: .heading)])]
        func wrapped(_ text: String, role: ColorRole, indent: String = "") {
            for part in TextWrap.lines(TerminalText.escaped(text), width: max(1, width - indent.count)) {
                lines.append(PanelLine([.init(indent + part, role: role)]))
            }
        }
        func labelled(_ label: String, _ text: String, role: ColorRole = .plain) {
            let prefix = "  " + label.padding(toLength: 16, withPad: " ", startingAt: 0)
            let parts = TextWrap.lines(TerminalText.escaped(text), width: max(1, width - prefix.count))
            for (offset, part) in parts.enumerated() {
                let shown = offset == 0 ? prefix : String(repeating: " ", count: prefix.count)
                lines.append(PanelLine([.init(shown, role: .label), .init(part, role: role)]))
            }
        }
        guard let failure = verdicts.failure(ofDocument: document) else {
            wrapped(verdictText(verdicts, document: document, checking: checking, decodedAs: decodedAs), role: .hint)
            return lines
        }
        guard failure.valueIndex == index else {
            let place = failure.failure.path.map { $0.shortForm } ?? "$"
            wrapped(
                "this document fails to decode as \(failure.typeText) at \(place) "
                    + "(\(failure.failure.kind.rawValue)); u goes there", role: .error)
            return lines
        }
        wrapped(headline(failure, place: verdicts.modelPlace(of: failure)), role: .error)
        let error = failure.failure
        if !error.codingPath.isEmpty {
            labelled("codingPath", DecodeFailure.printedPath(error.codingPath))
        } else {
            labelled("codingPath", "(empty)")
        }
        if let route = failure.route { labelled("route", route) }
        switch failure.lenient {
        case .decoded: labelled("LenientDecoder", "decodes")
        case .failed(let lenient):
            labelled("LenientDecoder", "\(lenient.kind.rawValue): \(lenient.debugDescription)", role: .error)
        case .notSimulated(let reason): labelled("LenientDecoder", "no verdict (\(reason))")
        case nil: break
        }
        let changes = verdicts.changes(for: failure)
        if changes.isEmpty {
            if checking || verdicts.needsSuggestions {
                labelled("change", "looking for one…", role: .hint)
            } else if verdicts.suggestions != nil {
                labelled("change", "none found that decodes every document", role: .hint)
            }
        }
        for change in changes { labelled("change", change.description) }
        return lines
    }

    /// The first line on a failing value: the model's place and type, then the error, as
    /// `Product.price: Double → typeMismatch: Expected to decode Double but found a string instead.`
    ///
    /// - Parameters:
    ///   - failure: the document's failure.
    ///   - place: where in the models it fails (`Product.price`); nil names the decoded type.
    /// - Returns: The line, unescaped.
    static func headline(_ failure: ModelVerdicts.Failure, place: String?) -> String {
        let error = failure.failure
        var text = place ?? failure.typeText
        if let expected = error.expected { text += ": \(expected)" }
        text += " → \(error.kind.rawValue)"
        if let key = error.key, error.kind == .keyNotFound { text += " '\(key)'" }
        return text + ": \(error.debugDescription)"
    }

    /// What a document's verdict is when it does not fail (or is not checked yet).
    static func verdictText(_ verdicts: ModelVerdicts, document: Int, checking: Bool, decodedAs: String?) -> String {
        if document >= verdicts.checkedCount {
            return checking ? "checking the documents against \(verdicts.setup.subject)…" : "not checked"
        }
        if let reason = verdicts.notSimulatedReason(ofDocument: document) {
            return "no verdict: the decode reaches \(reason), which is not simulated (coax decode --exact has one)"
        }
        if verdicts.isUncovered(document: document) {
            return verdicts.setup.hasRoutes
                ? "not checked: no route covers this document (or its status)"
                : "not checked: its HTTP status or body is not checked"
        }
        return "this document decodes as \(decodedAs ?? verdicts.setup.subject)"
    }
}
