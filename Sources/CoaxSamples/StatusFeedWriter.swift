import Coax

/// Writes the `statuses` variant: a search response shaped like Twitter's v1.1 search API, the
/// shape JSON tools are traditionally benchmarked on (`{"statuses": [...], "search_metadata": …}`).
///
/// Each status has its user, entities (hashtags, mentions, URLs), retweet and favorite counts, ids
/// beyond 2^53 written both as numbers and as `id_str`, Twitter's `created_at` dates, HTML sources
/// with escaped quotes and slashes; about a quarter carry the status they retweet, nested.
struct StatusFeedWriter {
    let seed: UInt64
    let target: Int

    private static let trailerReserve = 400
    private static let sources: [[UInt8]] = SampleText.escapeAll([
        #"<a href="http://twitter.com/download/iphone" rel="nofollow">Twitter for iPhone</a>"#,
        #"<a href="http://twitter.com/download/android" rel="nofollow">Twitter for Android</a>"#,
        #"<a href="https://mobile.twitter.com" rel="nofollow">Twitter Web App</a>"#,
        #"<a href="https://about.twitter.com/products/tweetdeck" rel="nofollow">TweetDeck</a>"#,
    ]).map { source in
        // Twitter escapes slashes; so do the sources here.
        var escaped: [UInt8] = []
        for byte in source {
            if byte == UInt8(ascii: "/") { escaped.append(UInt8(ascii: "\\")) }
            escaped.append(byte)
        }
        return escaped
    }
    private static let weekdays: [StaticString] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
    private static let months: [StaticString] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    private static let languages: [[UInt8]] = SampleText.escapeAll(["ja", "en", "es", "pt", "fr", "de", "ko"])
    private static let timeZones: [[UInt8]] = SampleText.escapeAll(["Tokyo", "Pacific Time (US & Canada)", "London"])

    init(seed: UInt64, target: Int) {
        self.seed = seed
        self.target = target
    }

    mutating func write(into sink: inout DocumentSink) throws(SampleWriteError) {
        sink.writer.beginObject()
        sink.writer.key("statuses")
        sink.writer.beginArray()
        let count = try sink.writeElements(seed: seed, target: target, reserve: Self.trailerReserve) {
            number, random, writer in
            writeStatus(number: number, random: &random, nested: false, into: &writer)
        }
        sink.writer.endArray()
        writeSearchMetadata(count: count, into: &sink.writer)
        sink.writer.endObject()
    }

    private func statusID(_ number: Int) -> Int64 {
        505_874_924_095_815_681 + Int64(number) * 7_919
    }

    private func writeStatus(
        number: Int, random: inout SeededRandomNumberGenerator, nested: Bool, into writer: inout JSONByteWriter
    ) {
        let id = nested ? statusID(number) - 3_000_000_000 - Int64(random.below(1 << 30)) : statusID(number)
        let language = Self.languages[random.below(Self.languages.count)]
        let userID = 1_000_000 + Int64(random.below(3_000_000_000))
        writer.beginObject()
        writer.key("metadata")
        writer.beginObject()
        writer.key("result_type")
        writer.string(random.chance(percent: 90) ? "recent" : "popular")
        writer.key("iso_language_code")
        writer.string(escaped: language)
        writer.endObject()
        writer.key("created_at")
        twitterDate(1_409_000_000 + Int64(number) * 13 + Int64(random.below(60)), into: &writer)
        writer.key("id")
        writer.integer(id)
        writer.key("id_str")
        writer.integerString(id)
        writer.key("text")
        writeText(random: &random, into: &writer)
        writer.key("source")
        writer.string(escaped: Self.sources[random.below(Self.sources.count)])
        writer.key("truncated")
        writer.bool(false)
        let replies = random.chance(percent: 20)
        for (name, isString) in [("in_reply_to_status_id", false), ("in_reply_to_status_id_str", true)] {
            writer.key(escaped: Array(name.utf8))
            if replies, isString {
                writer.integerString(id - 1_000)
            } else if replies {
                writer.integer(id - 1_000)
            } else {
                writer.null()
            }
        }
        writer.key("in_reply_to_screen_name")
        if replies {
            SampleText.handle(&random, number: Int64(random.below(10_000)), into: &writer)
        } else {
            writer.null()
        }
        writer.key("user")
        writeUser(id: userID, language: language, random: &random, into: &writer)
        writer.key("geo")
        writer.null()
        writer.key("coordinates")
        writer.null()
        writer.key("place")
        writer.null()
        writer.key("contributors")
        writer.null()
        if !nested, random.chance(percent: 25) {
            writer.key("retweeted_status")
            writeStatus(number: number, random: &random, nested: true, into: &writer)
        }
        writer.key("retweet_count")
        let roll = random.below(100)
        writer.integer(Int64(roll < 60 ? 0 : (roll < 85 ? random.between(1...10) : random.between(11...5_000))))
        writer.key("favorite_count")
        writer.integer(Int64(random.chance(percent: 50) ? 0 : random.between(1...900)))
        writer.key("entities")
        writeEntities(random: &random, into: &writer)
        writer.key("favorited")
        writer.bool(false)
        writer.key("retweeted")
        writer.bool(false)
        writer.key("lang")
        writer.string(escaped: language)
        writer.endObject()
    }

    private func writeText(random: inout SeededRandomNumberGenerator, into writer: inout JSONByteWriter) {
        writer.beginString()
        if random.chance(percent: 25) {
            writer.fragment("RT @")
            writer.fragment(SampleText.handles[random.below(SampleText.handles.count)])
            writer.fragment(": ")
        }
        SampleText.sentence(&random, words: random.between(4...18), into: &writer)
        if random.chance(percent: 30) {
            writer.fragment(" #")
            writer.fragment(SampleText.tags[random.below(SampleText.tags.count)])
        }
        writer.endString()
    }

    private func writeUser(
        id: Int64, language: [UInt8], random: inout SeededRandomNumberGenerator, into writer: inout JSONByteWriter
    ) {
        writer.beginObject()
        writer.key("id")
        writer.integer(id)
        writer.key("id_str")
        writer.integerString(id)
        writer.key("name")
        SampleText.fullName(&random, into: &writer)
        writer.key("screen_name")
        SampleText.handle(&random, number: id % 10_000, into: &writer)
        writer.key("location")
        if random.chance(percent: 40) {
            writer.string("")
        } else {
            writer.string(escaped: SampleText.cities[random.below(SampleText.cities.count)].name)
        }
        writer.key("description")
        writer.beginString()
        SampleText.sentence(&random, words: random.between(0...20), into: &writer)
        writer.endString()
        writer.key("url")
        writer.null()
        writer.key("entities")
        writer.beginObject()
        writer.key("description")
        writer.beginObject()
        writer.key("urls")
        writer.beginArray()
        writer.endArray()
        writer.endObject()
        writer.endObject()
        writer.key("protected")
        writer.bool(random.chance(percent: 3))
        writer.key("followers_count")
        writer.integer(Int64(random.chance(percent: 5) ? random.between(10_000...2_000_000) : random.below(2_000)))
        writer.key("friends_count")
        writer.integer(Int64(random.below(2_000)))
        writer.key("listed_count")
        writer.integer(Int64(random.below(50)))
        writer.key("created_at")
        twitterDate(1_200_000_000 + Int64(random.below(200_000_000)), into: &writer)
        writer.key("favourites_count")
        writer.integer(Int64(random.below(20_000)))
        let zone = random.chance(percent: 40) ? random.below(Self.timeZones.count) : -1
        writer.key("utc_offset")
        if zone >= 0 { writer.integer(Int64([32_400, -25_200, 0][zone])) } else { writer.null() }
        writer.key("time_zone")
        if zone >= 0 { writer.string(escaped: Self.timeZones[zone]) } else { writer.null() }
        writer.key("geo_enabled")
        writer.bool(random.chance(percent: 30))
        writer.key("verified")
        writer.bool(random.chance(percent: 2))
        writer.key("statuses_count")
        writer.integer(Int64(random.below(100_000)))
        writer.key("lang")
        writer.string(escaped: language)
        for key in ["profile_image_url", "profile_image_url_https"] {
            writer.key(escaped: Array(key.utf8))
            writer.beginString()
            writer.fragment(
                key.hasSuffix("https")
                    ? #"https:\/\/pbs.twimg.com\/profile_images\/"# : #"http:\/\/pbs.twimg.com\/profile_images\/"#)
            writer.fragment(integer: id)
            writer.fragment(#"\/avatar_normal.jpeg"#)
            writer.endString()
        }
        writer.key("following")
        writer.bool(false)
        writer.key("notifications")
        writer.bool(false)
        writer.endObject()
    }

    private func writeEntities(random: inout SeededRandomNumberGenerator, into writer: inout JSONByteWriter) {
        writer.beginObject()
        writer.key("hashtags")
        writer.beginArray()
        for _ in 0..<(random.chance(percent: 70) ? 0 : random.between(1...3)) {
            writer.beginObject()
            writer.key("text")
            writer.string(escaped: SampleText.tags[random.below(SampleText.tags.count)])
            writeIndices(random: &random, into: &writer)
            writer.endObject()
        }
        writer.endArray()
        writer.key("symbols")
        writer.beginArray()
        writer.endArray()
        writer.key("urls")
        writer.beginArray()
        if random.chance(percent: 15) {
            writer.beginObject()
            writer.key("url")
            writer.beginString()
            writer.fragment(#"http:\/\/t.co\/"#)
            writer.fragment(integer: Int64(random.below(1 << 40)))
            writer.endString()
            writeIndices(random: &random, into: &writer)
            writer.endObject()
        }
        writer.endArray()
        writer.key("user_mentions")
        writer.beginArray()
        for _ in 0..<(random.chance(percent: 60) ? 0 : random.between(1...2)) {
            let id = 1_000_000 + Int64(random.below(3_000_000_000))
            writer.beginObject()
            writer.key("screen_name")
            SampleText.handle(&random, number: id % 10_000, into: &writer)
            writer.key("name")
            SampleText.fullName(&random, into: &writer)
            writer.key("id")
            writer.integer(id)
            writer.key("id_str")
            writer.integerString(id)
            writeIndices(random: &random, into: &writer)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }

    private func writeIndices(random: inout SeededRandomNumberGenerator, into writer: inout JSONByteWriter) {
        let start = Int64(random.below(100))
        writer.key("indices")
        writer.beginArray()
        writer.integer(start)
        writer.integer(start + Int64(random.between(3...20)))
        writer.endArray()
    }

    private func writeSearchMetadata(count: Int, into writer: inout JSONByteWriter) {
        let maximum = statusID(0)
        writer.key("search_metadata")
        writer.beginObject()
        writer.key("completed_in")
        writer.decimal(units: 87, scale: 3)
        writer.key("max_id")
        writer.integer(maximum)
        writer.key("max_id_str")
        writer.integerString(maximum)
        writer.key("next_results")
        writer.beginString()
        writer.fragment("?max_id=")
        writer.fragment(integer: statusID(count))
        writer.fragment("&q=%E4%B8%80&count=100&include_entities=1")
        writer.endString()
        writer.key("query")
        writer.string("%E4%B8%80")
        writer.key("count")
        writer.integer(Int64(count))
        writer.key("since_id")
        writer.integer(0)
        writer.key("since_id_str")
        writer.string("0")
        writer.endObject()
    }

    /// Twitter's `created_at` form: `Sun Aug 31 00:29:15 +0000 2014`.
    private func twitterDate(_ seconds: Int64, into writer: inout JSONByteWriter) {
        let date = CivilTime(secondsSince1970: seconds)
        let secondOfDay = date.secondOfDay
        writer.beginString()
        writer.fragment(Self.weekdays[Int((seconds / 86_400) % 7)])
        writer.fragment(byte: UInt8(ascii: " "))
        writer.fragment(Self.months[Int(date.month) - 1])
        writer.fragment(byte: UInt8(ascii: " "))
        writeTwoDigits(date.day, into: &writer)
        writer.fragment(byte: UInt8(ascii: " "))
        writeTwoDigits(secondOfDay / 3600, into: &writer)
        writer.fragment(byte: UInt8(ascii: ":"))
        writeTwoDigits(secondOfDay / 60 % 60, into: &writer)
        writer.fragment(byte: UInt8(ascii: ":"))
        writeTwoDigits(secondOfDay % 60, into: &writer)
        writer.fragment(" +0000 ")
        writer.fragment(integer: date.year)
        writer.endString()
    }

    private func writeTwoDigits(_ value: Int64, into writer: inout JSONByteWriter) {
        writer.fragment(byte: UInt8(truncatingIfNeeded: value / 10) &+ 0x30)
        writer.fragment(byte: UInt8(truncatingIfNeeded: value % 10) &+ 0x30)
    }
}
