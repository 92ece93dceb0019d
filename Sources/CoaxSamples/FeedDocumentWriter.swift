/// Writes the `consistent` and `drifting` variants: a social feed of posts with authors,
/// comments, tags, locations and attachments.
///
/// Each post is generated from its own random stream (seed, post index), so a post's content
/// does not depend on how many posts come before it.
struct FeedDocumentWriter {
    let seed: UInt64
    let drifting: Bool
    let target: Int

    init(seed: UInt64, drifting: Bool, target: Int) {
        self.seed = seed
        self.drifting = drifting
        self.target = target
    }

    /// Room kept for the closing `pagination` member.
    private static let trailerReserve = 120

    mutating func write(into sink: inout DocumentSink) throws(SampleWriteError) {
        sink.writer.beginObject()
        writeMeta(into: &sink.writer)
        sink.writer.key("posts")
        sink.writer.beginArray()
        let count = try sink.writeElements(seed: seed, target: target, reserve: Self.trailerReserve) {
            number, random, writer in
            writePost(number: number, random: &random, into: &writer)
        }
        sink.writer.endArray()
        writePagination(count: count, into: &sink.writer)
        sink.writer.endObject()
    }

    private func writeMeta(into writer: inout JSONByteWriter) {
        writer.key("meta")
        writer.beginObject()
        writer.key("generator")
        writer.string("CoaxSamples.APIDocumentGenerator")
        writer.key("variant")
        if drifting { writer.string("drifting") } else { writer.string("consistent") }
        writer.key("seed")
        writer.unsigned(seed)
        writer.key("api_version")
        writer.string("2024-06-01")
        writer.key("requested_bytes")
        writer.integer(Int64(target))
        writer.endObject()
    }

    private func writePagination(count: Int, into writer: inout JSONByteWriter) {
        var random = SeededRandomNumberGenerator(seed: seed, stream: UInt64.max)
        writer.key("pagination")
        writer.beginObject()
        writer.key("count")
        writer.integer(Int64(count))
        writer.key("has_more")
        writer.bool(true)
        writer.key("next_cursor")
        writer.beginString()
        writer.fragment("cur_")
        writer.fragment(integer: Int64(random.below(1 << 40)))
        writer.endString()
        writer.endObject()
    }

    // MARK: Post

    private func writePost(number: Int, random: inout SeededRandomNumberGenerator, into writer: inout JSONByteWriter) {
        let id: Int64 =
            random.chance(percent: 20)
            ? 1_700_000_000_000_000_000 + Int64(random.below(1 << 61))
            : 100_000 + Int64(number)
        let created = 1_600_000_000 + Int64(number) * 97 + Int64(random.below(600))
        let updated = created + Int64(random.below(2_000_000))

        writer.beginObject()
        writer.key("id")
        integer(id, stringPercent: 25, random: &random, into: &writer)
        writer.key("slug")
        SampleText.slug(&random, number: Int64(number), into: &writer)
        writer.key("title")
        SampleText.title(&random, into: &writer)
        writer.key("body")
        SampleText.body(&random, into: &writer)
        writer.key("language")
        writer.string(escaped: SampleText.languages[random.below(SampleText.languages.count)])
        writer.key("published")
        bool(random.chance(percent: 85), random: &random, into: &writer)
        writer.key("created_at")
        timestamp(created, unixPercent: 30, random: &random, into: &writer)
        writeUpdatedAt(updated, random: &random, into: &writer)
        writer.key("price")
        decimal(
            units: Int64(random.between(50...99_999)), scale: 2, stringPercent: 35, integerPercent: 10,
            random: &random, into: &writer)
        writer.key("currency")
        writer.string(escaped: SampleText.currencies[random.below(SampleText.currencies.count)])
        writer.key("rating")
        let rating = Int64(random.between(100...500))
        if drifting, random.chance(percent: 10) {
            writer.null()
        } else {
            decimal(units: rating, scale: 2, stringPercent: 15, integerPercent: 0, random: &random, into: &writer)
        }
        writer.key("view_count")
        integer(Int64(random.below(2_000_000)), stringPercent: 15, random: &random, into: &writer)
        writer.key("author")
        writeAuthor(random: &random, into: &writer)
        writer.key("tags")
        writer.beginArray()
        for _ in 0..<random.below(5) {
            writer.string(escaped: SampleText.tags[random.below(SampleText.tags.count)])
        }
        writer.endArray()
        writer.key("location")
        writeLocation(random: &random, into: &writer)
        writer.key("attachments")
        writeAttachments(postID: id, random: &random, into: &writer)
        writer.key("comments")
        writeComments(postNumber: number, after: created, random: &random, into: &writer)
        writeModerationNote(random: &random, into: &writer)
        writer.endObject()
    }

    /// `updated_at`: unix seconds; when drifting, missing 15 percent of the time, null 10 and a
    /// numeric string 15.
    private func writeUpdatedAt(
        _ seconds: Int64, random: inout SeededRandomNumberGenerator, into writer: inout JSONByteWriter
    ) {
        sometimesMissing("updated_at", missingPercent: 15, random: &random, into: &writer) { roll, _, writer in
            switch roll {
            case (15..<25)?: writer.null()
            case (25..<40)?: writer.integerString(seconds)
            default: writer.integer(seconds)
            }
        }
    }

    private func writeAuthor(random: inout SeededRandomNumberGenerator, into writer: inout JSONByteWriter) {
        let id: Int64 =
            random.chance(percent: 10)
            ? 1_500_000_000_000_000_000 + Int64(random.below(1 << 60))
            : 1_000 + Int64(random.below(50_000))
        writer.beginObject()
        writer.key("id")
        integer(id, stringPercent: 20, random: &random, into: &writer)
        writer.key("username")
        SampleText.handle(&random, number: id % 10_000, into: &writer)
        writer.key("display_name")
        SampleText.fullName(&random, into: &writer)
        writer.key("verified")
        bool(random.chance(percent: 30), random: &random, into: &writer)
        writer.key("avatar_url")
        writer.beginString()
        writer.fragment("https://avatars.example.com/u/")
        writer.fragment(integer: id)
        writer.fragment(".png")
        writer.endString()
        let roll = drifting ? random.below(100) : 99
        if roll >= 15 {
            writer.key("bio")
            if roll < 30 {
                writer.null()
            } else {
                writer.beginString()
                SampleText.sentence(&random, words: random.between(3...12), into: &writer)
                writer.endString()
            }
        }
        writer.endObject()
    }

    private func writeLocation(random: inout SeededRandomNumberGenerator, into writer: inout JSONByteWriter) {
        if drifting, random.chance(percent: 10) {
            writer.null()
            return
        }
        let city = SampleText.cities[random.below(SampleText.cities.count)]
        writer.beginObject()
        writer.key("city")
        writer.string(escaped: city.name)
        writer.key("country")
        writer.string(escaped: city.country)
        writer.key("lat")
        decimal(
            units: city.latitude + Int64(random.between(-500...500)), scale: 4, stringPercent: 10, integerPercent: 0,
            random: &random, into: &writer)
        writer.key("lon")
        writer.decimal(units: city.longitude + Int64(random.between(-500...500)), scale: 4)
        writer.endObject()
    }

    private func writeAttachments(
        postID: Int64, random: inout SeededRandomNumberGenerator, into writer: inout JSONByteWriter
    ) {
        writer.beginArray()
        for position in 0..<(random.chance(percent: 60) ? 0 : random.between(1...3)) {
            writer.beginObject()
            writer.key("kind")
            writer.string(escaped: SampleText.attachmentKinds[random.below(SampleText.attachmentKinds.count)])
            writer.key("url")
            writer.beginString()
            writer.fragment("https://cdn.example.com/media/")
            writer.fragment(integer: postID)
            writer.fragment(byte: UInt8(ascii: "/"))
            writer.fragment(integer: Int64(position))
            writer.fragment(".jpg")
            writer.endString()
            writer.key("width")
            writer.integer(Int64(random.between(320...4_096)))
            writer.key("height")
            writer.integer(Int64(random.between(240...3_072)))
            writer.key("size_bytes")
            writer.integer(Int64(random.between(10_000...9_000_000)))
            writer.endObject()
        }
        writer.endArray()
    }

    private func writeComments(
        postNumber: Int, after created: Int64, random: inout SeededRandomNumberGenerator,
        into writer: inout JSONByteWriter
    ) {
        writer.beginArray()
        let count = random.chance(percent: 30) ? 0 : random.between(1...6)
        for position in 0..<count {
            let id: Int64 =
                random.chance(percent: 5)
                ? 1_600_000_000_000_000_000 + Int64(random.below(1 << 60))
                : 10_000_000_000 + Int64(postNumber) * 10 + Int64(position)
            writer.beginObject()
            writer.key("id")
            integer(id, stringPercent: 20, random: &random, into: &writer)
            writer.key("author")
            writer.beginObject()
            let authorID = 1_000 + Int64(random.below(50_000))
            writer.key("id")
            writer.integer(authorID)
            writer.key("username")
            SampleText.handle(&random, number: authorID % 10_000, into: &writer)
            writer.endObject()
            writer.key("body")
            SampleText.commentBody(&random, into: &writer)
            writer.key("created_at")
            timestamp(created + Int64(random.below(500_000)), unixPercent: 20, random: &random, into: &writer)
            writer.key("likes")
            integer(
                Int64(random.below(random.chance(percent: 5) ? 100_000 : 50)), stringPercent: 15,
                random: &random, into: &writer)
            writer.key("edited")
            bool(random.chance(percent: 15), random: &random, into: &writer)
            writer.endObject()
        }
        writer.endArray()
    }

    /// `moderation_note`: null; when drifting, missing 20 percent of the time and a sentence 10.
    private func writeModerationNote(random: inout SeededRandomNumberGenerator, into writer: inout JSONByteWriter) {
        sometimesMissing("moderation_note", missingPercent: 20, random: &random, into: &writer) {
            roll, random, writer in
            guard let roll, roll >= 90 else { return writer.null() }
            writer.beginString()
            SampleText.sentence(&random, words: random.between(3...8), into: &writer)
            writer.endString()
        }
    }

    /// The member `key`, which a drifting document leaves out `missingPercent` percent of the
    /// time; `value` writes its value, given the roll that kept it (`missingPercent` to 99) when
    /// drifting and nil otherwise.
    private func sometimesMissing(
        _ key: StaticString, missingPercent: Int, random: inout SeededRandomNumberGenerator,
        into writer: inout JSONByteWriter,
        value: (_ roll: Int?, inout SeededRandomNumberGenerator, inout JSONByteWriter) -> Void
    ) {
        let roll = drifting ? random.below(100) : nil
        if let roll, roll < missingPercent { return }
        writer.key(key)
        value(roll, &random, &writer)
    }

    // MARK: Values that drift

    /// An integer; when drifting, a numeric string `stringPercent` percent of the time.
    private func integer(
        _ value: Int64, stringPercent: Int, random: inout SeededRandomNumberGenerator,
        into writer: inout JSONByteWriter
    ) {
        if drifting, random.chance(percent: stringPercent) {
            writer.integerString(value)
        } else {
            writer.integer(value)
        }
    }

    /// An exact decimal; when drifting, sometimes a string (`"8.45"`) or the integer part alone (`8`).
    private func decimal(
        units: Int64, scale: Int, stringPercent: Int, integerPercent: Int,
        random: inout SeededRandomNumberGenerator, into writer: inout JSONByteWriter
    ) {
        guard drifting else {
            writer.decimal(units: units, scale: scale)
            return
        }
        let roll = random.below(100)
        if roll < stringPercent {
            writer.decimalString(units: units, scale: scale)
        } else if roll < stringPercent + integerPercent {
            var divisor: Int64 = 1
            for _ in 0..<scale { divisor *= 10 }
            writer.integer(units / divisor)
        } else {
            writer.decimal(units: units, scale: scale)
        }
    }

    /// A Boolean; when drifting, also `1`/`0` and `"true"`/`"false"`.
    private func bool(_ value: Bool, random: inout SeededRandomNumberGenerator, into writer: inout JSONByteWriter) {
        let roll = drifting ? random.below(100) : 0
        if roll < 60 {
            writer.bool(value)
        } else if roll < 80 {
            writer.integer(value ? 1 : 0)
        } else {
            writer.string(value ? "true" : "false")
        }
    }

    /// An ISO 8601 string; when drifting, `unixPercent` percent of the time unix seconds instead,
    /// as a number or (one time in three) a numeric string.
    private func timestamp(
        _ seconds: Int64, unixPercent: Int, random: inout SeededRandomNumberGenerator,
        into writer: inout JSONByteWriter
    ) {
        guard drifting, random.chance(percent: unixPercent) else {
            SampleText.isoDate(seconds, into: &writer)
            return
        }
        if random.below(3) == 0 {
            writer.integerString(seconds)
        } else {
            writer.integer(seconds)
        }
    }
}
