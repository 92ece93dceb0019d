import Foundation

/// Generated payloads that reproduce what drift analysis and model generation got wrong on real
/// APIs: a count beside a real tag, id-keyed maps, two unrelated APIs in one directory, and
/// members that are sometimes null and sometimes missing.
enum RealPayloadCorpora {
    /// A search response: 60 statuses, 30 of them retweets of one status (so 30 share
    /// `retweet_count` 58), 27 originals never retweeted (0) and 3 quoting others (1). The count
    /// tells the shapes apart better than the real tag `kind` does, which is what misled the
    /// analysis into taking it for a discriminator.
    static func statuses(withTag: Bool) -> String {
        var statuses: [String] = []
        for number in 0..<60 {
            let id = 900_000 + number
            var members = [#""id": \#(id)"#, #""text": "status number \#(number) says something""#]
            let kind: String
            if number % 2 == 0 {
                kind = "retweet"
                members.append(#""retweet_count": 58"#)
                members.append(#""retweeted_status": {"id": 1, "text": "the original", "retweet_count": 58}"#)
            } else if number % 20 == 1 {
                kind = "original"
                members.append(#""retweet_count": 1"#)
                members.append(#""quoted_status": {"id": 2, "text": "quoted"}"#)
            } else {
                kind = "original"
                members.append(#""retweet_count": 0"#)
            }
            if withTag { members.insert(#""kind": "\#(kind)""#, at: 1) }
            statuses.append("{" + members.joined(separator: ", ") + "}")
        }
        return #"{"statuses": ["# + statuses.joined(separator: ",\n") + "]}"
    }

    /// An event catalogue keyed by ids: `areaNames` maps ids to names, `events` ids to events
    /// (each with a `topicIds` list and a nested `prices` map keyed by ids too).
    static func catalogue(events count: Int = 40, firstID: Int = 138_586_341) -> String {
        var areas: [String] = []
        for area in 0..<12 { areas.append(#""\#(205_705_993 + area)": "Area \#(area)""#) }
        var events: [String] = []
        for number in 0..<count {
            let id = firstID + number * 7
            let prices = (0..<(1 + number % 3)).map { #""\#(4_000_000 + number * 10 + $0)": \#(10 + $0 * 5)"# }
            var members = [
                #""id": \#(id)"#, #""name": "Concert \#(number)""#, #""topicIds": [\#(324_846_099 + number % 4)]"#,
                #""prices": {\#(prices.joined(separator: ", "))}"#,
            ]
            if number % 3 == 0 {
                members.append(#""subtitle": "Matinee""#)
            } else if number % 5 == 0 {
                members.append(#""subtitle": null"#)
            }
            events.append(#""\#(id)": {"# + members.joined(separator: ", ") + "}")
        }
        return #"{"areaNames": {"# + areas.joined(separator: ", ") + #"}, "events": {"#
            + events.joined(separator: ",\n") + "}}"
    }

    /// Weather readings (one object per file) and a book list (an array): two APIs that share
    /// nothing but a directory.
    static func unrelatedAPIs() -> [(name: String, text: String)] {
        var files: [(String, String)] = []
        for (number, city) in ["Lyon", "Oslo", "Quito"].enumerated() {
            files.append(
                (
                    "weather-\(number + 1).json",
                    #"{"city": "\#(city)", "temperature": \#(number * 7 - 3).5, "observed": "2024-03-0\#(number + 1)T12:00:00Z"}"#
                ))
        }
        files.append(
            (
                "books.json",
                #"[{"isbn": "978-0-00-000001-1", "title": "One"}, {"isbn": "978-0-00-000002-8", "title": "Two"}]"#
            ))
        return files
    }

    /// Users whose `nickname` is present with a value, present and null, or missing, and whose
    /// `email` is always present but sometimes null; with dates, ids, links and a status enum.
    static func users(count: Int = 24) -> String {
        var users: [String] = []
        let statuses = ["active", "suspended", "pending"]
        for number in 0..<count {
            var members = [
                #""id": "\#(uuid(number))""#, #""login": "user\#(number)""#,
                #""status": "\#(statuses[number % 3])""#,
                #""created_at": "2023-0\#(1 + number % 9)-1\#(number % 10)T08:1\#(number % 10):00\#(number % 2 == 0 ? ".25" : "")Z""#,
                #""seen": \#(1_700_000_000 + number * 3_600)"#,
                #""profile": "https://example.com/users/\#(number)""#,
                #""tweeted": "Wed Aug 2\#(number % 10) 13:08:45 +0000 2008""#,
                #""modified": "Tue, 1\#(number % 10) Nov 1994 08:12:31 GMT""#,
                #""seen_ms": \#(1_700_000_000_000 + number * 1_000)"#,
            ]
            members.append(number % 4 == 0 ? #""email": null"# : #""email": "user\#(number)@example.com""#)
            switch number % 5 {
            case 0, 3: members.append(#""nickname": "nick\#(number)""#)
            case 1: members.append(#""nickname": null"#)
            default: break
            }
            users.append("{" + members.joined(separator: ", ") + "}")
        }
        return "[" + users.joined(separator: ",\n") + "]"
    }

    /// Orders as JSON Lines whose members drift in kind as real APIs' do: `id` a number or a
    /// string, `paid` a Boolean or 0/1, `amount` a number or a string, `shipping` an object or an
    /// array, `note` missing, null or a string; beside them a tag (`kind`), a count
    /// (`retweets`, repeating its values) and a map keyed by ids (`lines`) whose values drift too.
    static func kindDrift(count: Int = 40) -> String {
        var records: [String] = []
        for number in 0..<count {
            let isRefund = number % 3 == 0
            var members = [
                number % 4 == 1 ? #""id": "\#(5_000 + number)""# : #""id": \#(5_000 + number)"#,
                #""kind": "\#(isRefund ? "refund" : "sale")""#,
                number % 5 == 2 ? #""paid": \#(number % 2)"# : #""paid": \#(number % 2 == 0)"#,
                number % 6 == 3 ? #""amount": "\#(number).50""# : #""amount": \#(number).25"#,
                #""retweets": \#([7, 7, 0, 3][number % 4])"#,
                number % 7 == 4
                    ? #""shipping": [{"carrier": "post"}, {"carrier": "van"}]"# : #""shipping": {"carrier": "post"}"#,
                #""lines": {"\#(70_000 + number)": {"qty": \#(number % 9)}, "\#(80_000 + number)": {"qty": "\#(number % 4)"}}"#,
            ]
            if isRefund { members.append(#""reason": "damaged""#) } else { members.append(#""till": \#(number % 3)"#) }
            switch number % 3 {
            case 0: members.append(#""note": "ring twice""#)
            case 1: members.append(#""note": null"#)
            default: break
            }
            records.append("{" + members.joined(separator: ", ") + "}")
        }
        return records.joined(separator: "\n") + "\n"
    }

    /// A fixed UUID per number.
    static func uuid(_ number: Int) -> String {
        let hex = String(number, radix: 16)
        let tail = String(repeating: "0", count: 12 - hex.count) + hex
        return "3f2a9c4e-7b1d-4e5f-9a8b-" + tail
    }
}
