/// What a member's name says about its values: a time (`created_at`, `updatedAt`, `expires`)
/// or an amount of money (`price`, `total_amount`, `discount`).
///
/// Names are split into lowercase words at `_`, `-`, spaces and camel-case humps
/// (`priceDelta` → `price`, `delta`), so both API spellings match.
enum DriftNaming {
    /// The lowercase words of a key: `"createdAt"` → `["created", "at"]`, `"in_stock"` → `["in", "stock"]`.
    static func words(_ key: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in key {
            if character.isLetter || character.isNumber {
                if character.isUppercase, previousWasLower, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(contentsOf: character.lowercased())
                previousWasLower = character.isLowercase || character.isNumber
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static let timeWords: Set<String> = [
        "date", "time", "timestamp", "datetime", "created", "updated", "modified", "expires", "expiry",
        "expiration", "birthday", "epoch",
    ]

    private static let timeSuffixes: Set<String> = ["at", "on", "ts"]

    private static let moneyWords: Set<String> = [
        "price", "prices", "amount", "cost", "costs", "total", "subtotal", "fee", "fees", "tax", "taxes", "vat",
        "discount", "balance", "salary", "payment", "paid", "refund", "charge", "credit", "debit", "revenue",
        "budget", "tip", "shipping", "money", "usd", "eur", "gbp", "jpy",
    ]

    /// Whether the name says the values are times: a time word anywhere (`created`, `date`,
    /// `timestamp`…) or a last word `at`, `on` or `ts` (`created_at`, `publishedOn`). Words that
    /// as often name a flag (`published`, `deleted`) do not count on their own.
    static func isTimeLike(_ key: String?) -> Bool {
        guard let key else { return false }
        let words = words(key)
        guard let last = words.last else { return false }
        return timeSuffixes.contains(last) && words.count > 1 || words.contains { timeWords.contains($0) }
    }

    /// Whether the name says the values are money: a word such as `price`, `amount`, `total`,
    /// `fee`, `tax`, `discount`, `balance`.
    static func isMoneyLike(_ key: String?) -> Bool {
        guard let key else { return false }
        return words(key).contains { moneyWords.contains($0) }
    }
}
