import Foundation

/// The `URL` reading, beyond EBTExtractor's set (models and the lenient decoder need it): a URL
/// made from the value's text (``TextReading``); nothing when there is no text or it is not a URL.
/// Read and explained here, once.
enum URLRule {
    /// The reading, for ``Coercion/url``.
    static func read<Value: JSONReadable>(_ value: Value?) -> URL? {
        guard let text = TextReading(value).text, !text.isEmpty else { return nil }
        return URL(string: text)
    }

    /// The reading with its reason, for ``ExplainedCoercion/url``.
    static func explained<Value: JSONReadable>(_ value: Value?) -> Coerced<URL?> {
        let text = TextReading(value).explained(value)
        guard let string = text.value else { return Coerced(value: nil, why: text.why, loss: text.loss) }
        guard !string.isEmpty, let url = URL(string: string) else {
            return Coerced(value: nil, why: "\(text.why) → not a URL → nil", loss: text.loss)
        }
        return Coerced(value: url, why: "\(text.why) → URL", loss: text.loss)
    }
}
