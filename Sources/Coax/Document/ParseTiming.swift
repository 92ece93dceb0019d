/// How long reading and parsing took, and the throughput, as the `coax check` summaries
/// (``DocumentSummary``, ``CollectionSummary``) print them.
struct ParseTiming {
    var byteCount: Int
    var duration: Duration

    /// Megabytes (10^6 bytes) per second; 0 for no time at all.
    var megabytesPerSecond: Double {
        seconds > 0 ? Double(byteCount) / 1_000_000 / seconds : 0
    }

    /// `parsed in 12.0 ms (100.4 MB/s)`, in seconds from one second on.
    var text: String {
        let time =
            seconds >= 1 ? "\(Self.fixed(seconds, digits: 2)) s" : "\(Self.fixed(seconds * 1000, digits: 1)) ms"
        return "parsed in \(time) (\(Self.fixed(megabytesPerSecond, digits: 1)) MB/s)"
    }

    private var seconds: Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// `1,204,311 bytes`, `1 byte`.
    static func counted(_ value: Int, _ one: String, _ many: String) -> String {
        "\(NumberText.grouped(value)) \(value == 1 ? one : many)"
    }

    /// `value` rounded to `digits` decimals, with trailing zeros kept (`12.0`).
    static func fixed(_ value: Double, digits: Int) -> String {
        let scale = Double((0..<digits).reduce(1) { product, _ in product * 10 })
        let rounded = (value * scale).rounded() / scale
        var text = "\(rounded)"
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        } else if digits > 0 {
            text += "." + String(repeating: "0", count: digits)
        }
        return text
    }
}
