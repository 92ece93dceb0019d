/// Small text helpers shared by the drift report's renderings.
enum DriftText {
    /// `1234567` → `1,234,567`.
    static func grouped(_ value: Int) -> String {
        NumberText.grouped(value)
    }

    /// `1 value`, `2 values`, `1,204 values`.
    static func values(_ count: Int) -> String {
        "\(grouped(count)) \(count == 1 ? "value" : "values")"
    }

    /// `1 object`, `10 objects`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(grouped(count)) \(noun)\(count == 1 ? "" : "s")"
    }

    /// `$.price`, or `orders.jsonl:17 $.price` for a value of a collection's document.
    static func place(_ path: JSONPath, in document: DriftDocument?) -> String {
        guard let document else { return path.shortForm }
        return "\(document.shortLabel) \(path.shortForm)"
    }
}
