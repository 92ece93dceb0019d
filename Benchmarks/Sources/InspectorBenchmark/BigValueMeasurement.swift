import Coax
import CoaxInspector
import Foundation

/// What one key costs when it lands on a big value, against the same key landing on a small
/// one, in the same run: a 6 MB string beside a short string, a 1,000,000-member object beside a
/// two-member one. Each key is handled and the whole screen redrawn (tree, panel, status).
enum BigValueMeasurement {
    static let size = ScreenSize(rows: 30, columns: 120)

    static func run() {
        print("## Big values (a key onto the value and a full redraw; median of 100; \(size.columns)×\(size.rows))\n")
        print("| value | onto a small one | onto the big one | ratio |")
        print("|---|---:|---:|---:|")
        let text = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 110_000)
        measure(
            "6 MB string (\(grouped(text.utf8.count)) bytes) vs a short string", small: "\"a short string\"",
            big: "\"" + text + "\"")
        var members = "{"
        members.reserveCapacity(16_000_000)
        for index in 0..<1_000_000 { members += (index == 0 ? "" : ",") + "\"key\(index)\":\(index)" }
        members += "}"
        measure("1,000,000-member object vs a 2-member object", small: #"{"a": 1, "b": 2}"#, big: members)
        let elements = "[" + (0..<1_000_000).map(String.init).joined(separator: ",") + "]"
        measure("1,000,000-element array vs a 2-element array", small: "[1, 2]", big: elements)
        print("")
    }

    /// The median cost of `j` from a short string onto `value` (and `k` back), for the small
    /// and the big value, each in its own document of the same shape.
    static func measure(_ name: String, small: String, big: String) {
        guard let smallCost = cost(ofSelecting: small), let bigCost = cost(ofSelecting: big) else {
            print("| \(name) | cannot parse | | |")
            return
        }
        print(
            "| \(name) | \(InspectorMeasurement.us(smallCost)) | \(InspectorMeasurement.us(bigCost)) | "
                + String(format: "%.2f×", bigCost / max(smallCost, 1e-9)) + " |")
    }

    static func cost(ofSelecting value: String) -> Double? {
        guard let document = try? JSONDocument(parsing: "{\"before\": \"a short string\", \"value\": " + value + "}")
        else { return nil }
        let inspector = Inspector(
            document: document, configuration: InspectorConfiguration(fileName: "big.json", openDepth: 1), size: size)
        let grid = CellGrid(size: size)
        inspector.finishPendingWork()
        inspector.handle(.character("j"))  // onto "before"
        inspector.render(into: grid)
        var times: [Double] = []
        for _ in 0..<100 {
            let start = Date()
            inspector.handle(.character("j"))
            inspector.render(into: grid)
            times.append(Date().timeIntervalSince(start))
            inspector.handle(.character("k"))
            inspector.render(into: grid)
        }
        return times.sorted()[times.count / 2]
    }

    static func grouped(_ number: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.groupingSeparator = ","
        return formatter.string(from: NSNumber(value: number)) ?? String(number)
    }
}
