@testable import Coax

/// Drift analysis of a document, of each of its top-level values, and of the input read as JSON
/// Lines, and model generation from it: the text report is safe for a terminal, the JSON report
/// is valid JSON, every drifting value found is a value of the document, and a generated model
/// holds no character that could hide code.
enum DriftCheck {
    static func run(_ input: [UInt8]) throws(FuzzFailure) {
        if let document = try? JSONDocument(parsing: input) {
            let analyzer = DriftAnalyzer()
            let report = analyzer.analyze(document)
            try checkReport(report, "the document's")
            for index in analyzer.driftingValueIndices(in: document, report: report) {
                try expect(
                    document.node(atTapeIndex: index) != nil,
                    "drifting value index \(index) is not a value (tape of \(document.tapeCount))")
            }
            if let members = document.root.members {
                for (key, value) in members.prefix(8) {
                    try checkReport(analyzer.analyze(value, at: JSONPath.root.appending(key: key)), "a member's")
                }
            }
            if let model = try? ModelGenerator(typeName: "Model").generate(for: document.root, at: .root) {
                try TerminalTextCheck.expectSafe(model, lines: true, "a generated model")
            }
        }
        let collection = JSONCollection(parsing: input, format: .jsonLines)
        for index in 0..<min(collection.count, 16) {
            try checkReport(DriftAnalyzer().analyze(collection[index]), "a JSON Lines document's")
        }
    }

    static func checkReport(_ report: DriftReport, _ what: String) throws(FuzzFailure) {
        try TerminalTextCheck.expectSafe(report.text(name: "input.json"), lines: true, "\(what) drift report")
        let json = JSONWriter.compact.bytes(for: report.json())
        do {
            _ = try JSONDocument(parsing: json, options: JSONParseOptions(maximumDepth: .max))
        } catch {
            throw FuzzFailure("\(what) drift report's JSON does not parse: \(error)")
        }
    }
}
