import Coax

/// Both expansions (URL-template links and JSON:API), detected and forced, with the include list
/// on the first line of the input: reading the parsed document and reading its owned value give
/// the same text and warnings; the text is valid JSON and is what the expanded value writes;
/// warnings and errors are safe for a terminal.
enum ExpansionCheck {
    static func run(_ input: [UInt8]) throws(FuzzFailure) {
        let input = TextAndDocument(input)
        guard let document = input.document else { return }
        let include = input.text.isEmpty ? nil : try? IncludeList(parsing: input.text)
        let root = document.root
        let value = root.jsonValue
        for format in [nil, ExpansionFormat.links, .jsonAPI] {
            for depth in [Expander.defaultMaximumDepth, 2] {
                let expander = Expander(format: format, include: include, maximumDepth: depth, workLimit: 5_000)
                let valueResult = Result { () throws(ExpansionError) -> ExpansionPlan in try expander.plan(value) }
                let plan: ExpansionPlan
                do {
                    plan = try expander.plan(root)
                } catch {
                    try TerminalTextCheck.expectSafe(error.description, "an expansion error")
                    guard case .failure(let valueError) = valueResult else {
                        throw FuzzFailure("the document's expansion fails (\(error)), its value's does not")
                    }
                    try expect(
                        valueError == error,
                        "the document's expansion fails with \(error), its value's with \(valueError)")
                    continue
                }
                let bytes = try written { () throws(ExpansionError) in try plan.bytes() }
                guard case .success(let valuePlan) = valueResult else {
                    throw FuzzFailure("the value's expansion fails, the document's does not")
                }
                let valueBytes = try written { () throws(ExpansionError) in try valuePlan.bytes() }
                try expect(
                    valueBytes == bytes, "the document expands to \(text(bytes)), its value to \(text(valueBytes))")
                try expect(valuePlan.warnings == plan.warnings, "the document and its value give other warnings")
                let expanded: JSONDocument
                do {
                    expanded = try JSONDocument(parsing: bytes, options: JSONParseOptions(maximumDepth: .max))
                } catch {
                    throw FuzzFailure("the expansion \(text(bytes)) is not valid JSON: \(error)")
                }
                let value = try written { () throws(ExpansionError) in try plan.expansion().value }
                try expect(
                    JSONWriter.compact.bytes(for: value) == JSONWriter.compact.bytes(for: expanded.root),
                    "the expanded value is not what the expansion's text holds")
                let pretty = try written { () throws(ExpansionError) in try plan.bytes(.pretty) }
                try expect(
                    JSONWriter.pretty.bytes(for: expanded.root) == pretty,
                    "the pretty expansion is not the compact one written pretty")
                for warning in plan.warnings {
                    try TerminalTextCheck.expectSafe(warning.description, "an expansion warning")
                }
            }
        }
    }

    /// What a plan writes; running out of memory on a fuzz input's expansion is a failure.
    static func written<Output>(_ write: () throws(ExpansionError) -> Output) throws(FuzzFailure) -> Output {
        do {
            return try write()
        } catch {
            throw FuzzFailure("the expansion could not be written: \(error)")
        }
    }

    static func text(_ bytes: [UInt8]) -> String {
        shown(String(decoding: bytes, as: UTF8.self))
    }
}
