/// Writes the `jsonAPI` variant: a JSON:API 1.1 compound document of articles with their
/// comments, people and tags side-loaded in `included`.
///
/// `included` comes after `data`, yet a file is written in one stream: every article's comments
/// come from their own random stream (seed, article), so they are generated once to measure
/// their size while `data` is written, and again when `included` is written.
struct JSONAPIDocumentWriter {
    let seed: UInt64
    let target: Int
    /// People `1...peopleCount` are included; a few linkages name people above that range.
    let peopleCount: Int
    /// Tags `1...tagCount` are included; a few linkages name tags above that range.
    let tagCount: Int

    init(seed: UInt64, target: Int) {
        self.seed = seed
        self.target = target
        self.peopleCount = min(20_000, max(4, target / 20_000))
        self.tagCount = min(24, SampleText.tags.count)
    }

    /// Random stream namespaces; they start above the feed variants' streams so that articles do
    /// not repeat the feed's posts word for word.
    private enum Stream: UInt64 {
        case article = 16, comments, person, tag
        func number(_ index: Int) -> UInt64 { rawValue << 48 | UInt64(index) }
    }

    private static let base: StaticString = "https://api.example.com/"

    mutating func write(into sink: inout DocumentSink) throws(SampleWriteError) {
        sink.writer.beginObject()
        sink.writer.key("jsonapi")
        sink.writer.beginObject()
        sink.writer.key("version")
        sink.writer.string("1.1")
        sink.writer.endObject()
        sink.writer.key("links")
        sink.writer.beginObject()
        sink.writer.key("self")
        sink.writer.string(
            "https://api.example.com/articles?include=author,editor,comments.author,tags&page%5Bnumber%5D=1")
        sink.writer.key("next")
        sink.writer.string(
            "https://api.example.com/articles?include=author,editor,comments.author,tags&page%5Bnumber%5D=2")
        sink.writer.endObject()
        sink.writer.key("data")
        sink.writer.beginArray()

        var scratch = JSONByteWriter(capacity: 64 * 1_024)
        let tailEstimate = estimateTail(scratch: &scratch)
        let start = sink.count
        var articles = 0
        var comments = 0
        var commentBytes = 0
        repeat {
            var commentRandom = SeededRandomNumberGenerator(seed: seed, stream: Stream.comments.number(articles))
            let commentCount = Self.commentCount(&commentRandom)
            var random = SeededRandomNumberGenerator(seed: seed, stream: Stream.article.number(articles))
            writeArticle(number: articles, commentCount: commentCount, random: &random, into: &sink.writer)
            scratch.reset()
            writeComments(article: articles, count: commentCount, random: &commentRandom, into: &scratch)
            commentBytes += scratch.count + commentCount
            comments += commentCount
            articles += 1
            try sink.flushIfFull()
        } while sink.count + commentBytes + tailEstimate + (sink.count - start + commentBytes) / articles / 2 < target
        sink.writer.endArray()

        sink.writer.key("included")
        sink.writer.beginArray()
        for article in 0..<articles {
            var commentRandom = SeededRandomNumberGenerator(seed: seed, stream: Stream.comments.number(article))
            let commentCount = Self.commentCount(&commentRandom)
            writeComments(article: article, count: commentCount, random: &commentRandom, into: &sink.writer)
            try sink.flushIfFull()
        }
        for person in 1...peopleCount {
            writePerson(person, articleCount: articles, into: &sink.writer)
            try sink.flushIfFull()
        }
        for tag in 1...tagCount {
            writeTag(tag, into: &sink.writer)
        }
        sink.writer.endArray()
        writeMeta(articles: articles, comments: comments, into: &sink.writer)
        sink.writer.endObject()
    }

    /// The size of people, tags and the closing `meta`, measured by writing them once.
    private func estimateTail(scratch: inout JSONByteWriter) -> Int {
        var total = 0
        for person in 1...peopleCount {
            scratch.reset()
            writePerson(person, articleCount: 1_000, into: &scratch)
            total += scratch.count + 1
        }
        for tag in 1...tagCount {
            scratch.reset()
            writeTag(tag, into: &scratch)
            total += scratch.count + 1
        }
        scratch.reset()
        writeMeta(articles: 100_000, comments: 100_000, into: &scratch)
        return total + scratch.count + 32
    }

    private static func commentCount(_ random: inout SeededRandomNumberGenerator) -> Int {
        random.chance(percent: 25) ? 0 : random.between(1...5)
    }

    private static func commentID(article: Int, position: Int) -> Int64 {
        Int64(article + 1) * 10 + Int64(position)
    }

    // MARK: Resources

    private func writeArticle(
        number: Int, commentCount: Int, random: inout SeededRandomNumberGenerator,
        into writer: inout JSONByteWriter
    ) {
        let id = Int64(number + 1)
        beginResource("articles", id: id, into: &writer)
        writer.key("title")
        SampleText.title(&random, into: &writer)
        writer.key("slug")
        SampleText.slug(&random, number: id, into: &writer)
        writer.key("body")
        SampleText.body(&random, into: &writer)
        writer.key("published_at")
        SampleText.isoDate(1_600_000_000 + Int64(number) * 311 + Int64(random.below(300)), into: &writer)
        writer.key("word_count")
        let words = random.between(80...6_000)
        writer.integer(Int64(words))
        writer.key("reading_minutes")
        writer.decimal(units: Int64(words / 24), scale: 1)
        writer.key("featured")
        writer.bool(random.chance(percent: 10))
        writer.key("language")
        writer.string(escaped: SampleText.languages[random.below(SampleText.languages.count)])
        beginRelationships(into: &writer)
        relationship("author", linksOfArticle: id, into: &writer) { writer in
            let author = random.chance(percent: 3) ? peopleCount + 1 + random.below(100) : 1 + random.below(peopleCount)
            identifier("people", id: Int64(author), into: &writer)
        }
        relationship("editor", into: &writer) { writer in
            if random.chance(percent: 50) {
                writer.null()
            } else {
                identifier("people", id: Int64(1 + random.below(peopleCount)), into: &writer)
            }
        }
        relationship("comments", linksOfArticle: id, into: &writer) { writer in
            writer.beginArray()
            for position in 0..<commentCount {
                identifier("comments", id: Self.commentID(article: number, position: position), into: &writer)
            }
            writer.endArray()
        }
        relationship("tags", into: &writer) { writer in
            writer.beginArray()
            for _ in 0..<random.below(4) {
                let tag = random.chance(percent: 2) ? tagCount + 1 + random.below(5) : 1 + random.below(tagCount)
                identifier("tags", id: Int64(tag), into: &writer)
            }
            writer.endArray()
        }
        writer.endObject()

        selfLink("articles/", id: id, into: &writer)
        if random.chance(percent: 30) {
            writer.key("meta")
            writer.beginObject()
            writer.key("revision")
            writer.integer(Int64(random.between(2...40)))
            writer.endObject()
        }
        writer.endObject()
    }

    private func writeComments(
        article: Int, count: Int, random: inout SeededRandomNumberGenerator,
        into writer: inout JSONByteWriter
    ) {
        for position in 0..<count {
            let id = Self.commentID(article: article, position: position)
            beginResource("comments", id: id, into: &writer)
            writer.key("body")
            SampleText.commentBody(&random, into: &writer)
            writer.key("created_at")
            SampleText.isoDate(1_600_100_000 + Int64(article) * 311 + Int64(random.below(400_000)), into: &writer)
            writer.key("likes")
            writer.integer(Int64(random.below(60)))
            beginRelationships(into: &writer)
            relationship("author", into: &writer) { writer in
                let author =
                    random.chance(percent: 4) ? peopleCount + 1 + random.below(100) : 1 + random.below(peopleCount)
                identifier("people", id: Int64(author), into: &writer)
            }
            relationship("article", into: &writer) { writer in
                identifier("articles", id: Int64(article + 1), into: &writer)
            }
            writer.endObject()
            selfLink("comments/", id: id, into: &writer)
            writer.endObject()
        }
    }

    private func writePerson(_ number: Int, articleCount: Int, into writer: inout JSONByteWriter) {
        var random = SeededRandomNumberGenerator(seed: seed, stream: Stream.person.number(number))
        let id = Int64(number)
        beginResource("people", id: id, into: &writer)
        writer.key("name")
        SampleText.fullName(&random, into: &writer)
        writer.key("handle")
        SampleText.handle(&random, number: id, prefix: "@", into: &writer)
        writer.key("bio")
        writer.beginString()
        SampleText.sentence(&random, words: random.between(4...18), into: &writer)
        writer.endString()
        writer.key("joined_at")
        SampleText.isoDate(1_400_000_000 + Int64(random.below(200_000_000)), into: &writer)
        writer.key("karma")
        writer.integer(Int64(random.below(100_000)))
        beginRelationships(into: &writer)
        relationship("latest_article", into: &writer) { writer in
            // Points back into `data`, closing cycles such as article → author → latest_article.
            identifier("articles", id: Int64((number * 7_919) % max(1, articleCount) + 1), into: &writer)
        }
        relationship("favorite_tags", into: &writer) { writer in
            writer.beginArray()
            for _ in 0..<random.below(3) {
                identifier("tags", id: Int64(1 + random.below(tagCount)), into: &writer)
            }
            writer.endArray()
        }
        writer.endObject()
        selfLink("people/", id: id, into: &writer)
        writer.endObject()
    }

    private func writeTag(_ number: Int, into writer: inout JSONByteWriter) {
        beginResource("tags", id: Int64(number), into: &writer)
        writer.key("name")
        writer.string(escaped: SampleText.tags[number - 1])
        writer.key("color")
        writer.string(escaped: SampleText.tagColors[number % SampleText.tagColors.count])
        writer.endObject()
        writer.endObject()
    }

    private func writeMeta(articles: Int, comments: Int, into writer: inout JSONByteWriter) {
        writer.key("meta")
        writer.beginObject()
        writer.key("generator")
        writer.string("CoaxSamples.APIDocumentGenerator")
        writer.key("variant")
        writer.string("jsonAPI")
        writer.key("seed")
        writer.unsigned(seed)
        writer.key("article_count")
        writer.integer(Int64(articles))
        writer.key("comment_count")
        writer.integer(Int64(comments))
        writer.key("people_count")
        writer.integer(Int64(peopleCount))
        writer.key("tag_count")
        writer.integer(Int64(tagCount))
        writer.endObject()
    }

    // MARK: Pieces

    /// The relationship member `name`: its links first when it is one of article `linksOfArticle`'s
    /// relationships, then its resource linkage, written by `data`.
    private func relationship(
        _ name: StaticString, linksOfArticle articleID: Int64? = nil, into writer: inout JSONByteWriter,
        data: (inout JSONByteWriter) -> Void
    ) {
        writer.key(name)
        writer.beginObject()
        if let articleID { relationshipLinks(articleID: articleID, name: name, into: &writer) }
        writer.key("data")
        data(&writer)
        writer.endObject()
    }

    private func identifier(_ type: StaticString, id: Int64, into writer: inout JSONByteWriter) {
        writer.beginObject()
        typeAndID(type, id: id, into: &writer)
        writer.endObject()
    }

    /// Opens a resource object, writes its `type` and `id`, and opens its `attributes`.
    private func beginResource(_ type: StaticString, id: Int64, into writer: inout JSONByteWriter) {
        writer.beginObject()
        typeAndID(type, id: id, into: &writer)
        writer.key("attributes")
        writer.beginObject()
    }

    /// Closes a resource's `attributes` and opens its `relationships`.
    private func beginRelationships(into writer: inout JSONByteWriter) {
        writer.endObject()
        writer.key("relationships")
        writer.beginObject()
    }

    /// The `type` and `id` members that identify a resource.
    private func typeAndID(_ type: StaticString, id: Int64, into writer: inout JSONByteWriter) {
        writer.key("type")
        writer.string(type)
        writer.key("id")
        writer.integerString(id)
    }

    private func selfLink(_ collection: StaticString, id: Int64, into writer: inout JSONByteWriter) {
        writer.key("links")
        writer.beginObject()
        link("self", into: &writer) { writer in
            writer.fragment(collection)
            writer.fragment(integer: id)
        }
        writer.endObject()
    }

    private func relationshipLinks(articleID: Int64, name: StaticString, into writer: inout JSONByteWriter) {
        writer.key("links")
        writer.beginObject()
        link("self", into: &writer) { writer in
            writer.fragment("articles/")
            writer.fragment(integer: articleID)
            writer.fragment("/relationships/")
            writer.fragment(name)
        }
        link("related", into: &writer) { writer in
            writer.fragment("articles/")
            writer.fragment(integer: articleID)
            writer.fragment(byte: UInt8(ascii: "/"))
            writer.fragment(name)
        }
        writer.endObject()
    }

    /// The link member `name`: a URL under ``base`` whose path `path` writes.
    private func link(
        _ name: StaticString, into writer: inout JSONByteWriter, path: (inout JSONByteWriter) -> Void
    ) {
        writer.key(name)
        writer.beginString()
        writer.fragment(Self.base)
        path(&writer)
        writer.endString()
    }
}
