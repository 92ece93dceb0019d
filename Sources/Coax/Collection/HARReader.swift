import Foundation

/// Reads the JSON bodies of an HTTP archive (HAR 1.2) as documents: each entry's request body
/// (`postData.text`) and response body (`content.text`, decoded from base64 when
/// `encoding` says so), in entry order.
///
/// A body is read as JSON when its media type says JSON (`application/json`, `…+json`,
/// `text/json`) — it is then a bad record if it does not parse — or when all of it parses
/// anyway. A body may hold several values (JSON Lines, as streaming APIs send them): each is a
/// document of its exchange, and a bad one among them hides none of the others. Entries with no
/// JSON body at all are counted as skipped.
///
/// - Complexity: O(size of the archive): bodies are located in the archive's text one after the
///   other, not each from the start of its line.
struct HARReader {
    let collection: JSONCollection
    let input: String
    let options: JSONParseOptions

    /// One body taken from the archive.
    private struct Body {
        let exchange: HTTPExchange
        let location: JSONCollection.BodyLocation
        /// Whether the media type says JSON.
        let claimsJSON: Bool
        /// Where its record starts in the bodies' buffer (at its 0x1E).
        let bufferStart: Int
        /// The buffer's line (from 1) of its 0x1E.
        var bufferLine = 1
    }

    func load(isOnlyInput: Bool) {
        let archive: JSONDocument
        do {
            archive = try JSONDocument.load(path: input, options: options)
        } catch {
            report(error, isOnlyInput: isOnlyInput)
            return
        }
        load(archive, isOnlyInput: isOnlyInput)
    }

    private func report(_ error: JSONLoadError, isOnlyInput: Bool) {
        if let parseError = error.parseError, !isOnlyInput {
            var size = stat()
            collection.publish(
                badInput: parseError, input: input, byteCount: stat(input, &size) == 0 ? Int(size.st_size) : 0)
        } else {
            collection.changeStatus { status in
                if isOnlyInput { status.failure = error } else { status.inputErrors.append(error) }
            }
        }
    }

    /// Reads the bodies of an archive already parsed.
    func load(_ archive: JSONDocument, isOnlyInput: Bool) {
        guard let entries = archive.root["log"]?["entries"]?.elements else {
            let error = JSONLoadError.unreadable(path: input, reason: "not an HTTP archive: no log.entries array")
            collection.changeStatus { status in
                if isOnlyInput { status.failure = error } else { status.inputErrors.append(error) }
            }
            return
        }

        // Every body becomes one RFC 7464 record of a buffer: 0x1E, the body, a newline. A body
        // holding 0x1E cannot be JSON (a raw control character) and is judged on its own.
        var buffer: [UInt8] = []
        var bodies: [Body] = []
        var lonelyFailures: [(Body, JSONParseError)] = []
        var entriesWithBodies = Set<Int>()
        var bufferLine = 1
        // Bodies' locations are asked for in archive order: counted on from one to the next, so
        // that a one-line archive costs a pass, not a pass per body.
        var locator = ForwardLocator(document: archive)
        for (entryIndex, entry) in entries.enumerated() {
            let request = entry["request"]
            let response = entry["response"]
            let method = request?["method"]?.string ?? "?"
            let url = request?["url"]?.string ?? ""
            let status = response?["status"]?.numberLiteral.flatMap { Int($0) } ?? 0
            let candidates: [(HTTPExchange.Body, JSONNode?, JSONNode?)] = [
                (.request, request?["postData"], nil),
                (.response, response?["content"], response?["content"]?["encoding"]),
            ]
            for (side, container, encoding) in candidates {
                guard let textNode = container?["text"], let text = textNode.string else { continue }
                let mimeType = container?["mimeType"]?.string
                let claimsJSON = HARReader.isJSONMediaType(mimeType)
                var bytes: [UInt8]
                if encoding?.string?.lowercased() == "base64" {
                    guard let decoded = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else {
                        if claimsJSON {
                            let exchange = HTTPExchange(
                                entryIndex: entryIndex, method: method, url: url, status: status, body: side,
                                mimeType: mimeType)
                            let body = Body(
                                exchange: exchange, location: location(of: textNode, locator: &locator),
                                claimsJSON: true, bufferStart: 0)
                            lonelyFailures.append((body, HARReader.notBase64))
                            entriesWithBodies.insert(entryIndex)
                        }
                        continue
                    }
                    bytes = Array(decoded)
                } else {
                    bytes = Array(text.utf8)
                }
                if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
                guard bytes.contains(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) else { continue }
                let exchange = HTTPExchange(
                    entryIndex: entryIndex, method: method, url: url, status: status, body: side, mimeType: mimeType)
                let body = Body(
                    exchange: exchange, location: location(of: textNode, locator: &locator), claimsJSON: claimsJSON,
                    bufferStart: buffer.count, bufferLine: bufferLine)
                if bytes.contains(RecordLayout.recordSeparator) {
                    guard claimsJSON else { continue }
                    do {
                        _ = try JSONDocument(parsing: bytes, options: options)
                    } catch {
                        lonelyFailures.append((body, error))
                        entriesWithBodies.insert(entryIndex)
                    }
                    continue
                }
                buffer.append(RecordLayout.recordSeparator)
                buffer += bytes
                buffer.append(UInt8(ascii: "\n"))
                bufferLine += bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
                bodies.append(body)
            }
        }

        var (source, chunk) = HARReader.scan(buffer, options: options)
        // A body that does not say JSON is read only if all of it is: one that starts with a
        // value and goes on with text that is not leaves no document.
        var notJSON = Set<Int>()
        var badIndex = 0
        for (index, body) in bodies.enumerated() {
            let bodyEnd = index + 1 < bodies.count ? bodies[index + 1].bufferStart : buffer.count
            var hasBadRecord = false
            while badIndex < chunk.badRecords.count, chunk.badRecords[badIndex].byteOffset < bodyEnd {
                hasBadRecord = true
                badIndex += 1
            }
            if hasBadRecord, !body.claimsJSON { notJSON.insert(index) }
        }
        if !notJSON.isEmpty {
            // Rare: the bodies are scanned again without those.
            var kept: [Body] = []
            var keptBuffer: [UInt8] = []
            var keptLine = 1
            for (index, body) in bodies.enumerated() where !notJSON.contains(index) {
                let bodyEnd = index + 1 < bodies.count ? bodies[index + 1].bufferStart : buffer.count
                let record = buffer[body.bufferStart..<bodyEnd]
                kept.append(
                    Body(
                        exchange: body.exchange, location: body.location, claimsJSON: body.claimsJSON,
                        bufferStart: keptBuffer.count, bufferLine: keptLine))
                keptBuffer += record
                keptLine += record.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            }
            bodies = kept
            (source, chunk) = HARReader.scan(keptBuffer, options: options)
        }

        // Each body became records (one per value it holds) and bad records, in buffer order.
        var exchanges: [HTTPExchange] = []
        var documentLocations: [JSONCollection.BodyLocation] = []
        var badRecords: [BadRecord] = []
        var recordCursor = 0
        var badCursor = 0
        for (bodyIndex, body) in bodies.enumerated() {
            let bodyEnd = bodyIndex + 1 < bodies.count ? bodies[bodyIndex + 1].bufferStart : source.count
            while recordCursor < chunk.records.count, Int(chunk.records[recordCursor].byteOffset) < bodyEnd {
                exchanges.append(body.exchange)
                documentLocations.append(body.location)
                entriesWithBodies.insert(body.exchange.entryIndex)
                recordCursor += 1
            }
            while badCursor < chunk.badRecords.count, chunk.badRecords[badCursor].byteOffset < bodyEnd {
                let bad = chunk.badRecords[badCursor]
                badCursor += 1
                guard body.claimsJSON else { continue }
                entriesWithBodies.insert(body.exchange.entryIndex)
                badRecords.append(
                    BadRecord(
                        source: documentSource(of: body), position: bad.position,
                        error: bodyRelative(bad.error, body: body)))
            }
        }
        for (body, error) in lonelyFailures {
            // Placed after the documents of earlier entries (exchanges are in entry order).
            let position = exchanges.partitioningIndex { $0.entryIndex >= body.exchange.entryIndex }
            badRecords.append(BadRecord(source: documentSource(of: body), position: position, error: error))
        }
        badRecords.sort { $0.position < $1.position }
        chunk.attach(exchanges: exchanges)
        collection.publish(
            chunk, input: input, fileOffset: 0, lineBase: 1, bytesRead: archive.byteCount, bodies: documentLocations,
            badRecords: badRecords)
        let skipped = entries.count - entriesWithBodies.count
        collection.changeStatus { $0.skippedBodyCount += skipped }
    }

    /// The bodies' buffer parsed: every value of every body a record.
    private static func scan(_ buffer: [UInt8], options: JSONParseOptions) -> (SourceBuffer, CollectionChunk) {
        let source = SourceBuffer(copying: buffer)
        var scanner = RecordScanner(
            source: source, layout: .sequence, options: options, stopAt: source.count, end: source.count,
            isFinal: true, readsEveryValueOfARecord: true)
        return (source, scanner.scan(from: 0))
    }

    private func location(of textNode: JSONNode, locator: inout ForwardLocator) -> JSONCollection.BodyLocation {
        let start = locator.location(ofByte: textNode.byteOffset)
        let length = textNode.document.rawStringRange(at: textNode.index).length + 2
        return JSONCollection.BodyLocation(
            line: start.line, column: start.column, byteRange: start.byteOffset..<(start.byteOffset + length))
    }

    private func documentSource(of body: Body) -> DocumentSource {
        DocumentSource(
            input: input, line: body.location.line, column: body.location.column, byteRange: body.location.byteRange,
            exchange: body.exchange)
    }

    /// An error located in the bodies' buffer, moved to lines and columns of the body itself.
    private func bodyRelative(_ error: JSONParseError, body: Body) -> JSONParseError {
        // The body starts just after its 0x1E, which is at the start of a line of the buffer.
        let bodyStart = body.bufferStart
        let location = error.location
        let line = location.line - body.bufferLine + 1
        var text = error.sourceLine
        var firstColumn = error.sourceLineFirstColumn
        if line == 1 {
            // The 0x1E before the body is not part of it.
            if firstColumn == 1, text.unicodeScalars.first == "\u{1E}" {
                text.unicodeScalars.removeFirst()
            } else {
                firstColumn -= 1
            }
        }
        return JSONParseError(
            reason: error.reason,
            location: SourceLocation(
                byteOffset: max(0, location.byteOffset - bodyStart - 1), line: line,
                column: line == 1 ? max(1, location.column - 1) : location.column),
            sourceLine: text, sourceLineFirstColumn: firstColumn, sourceLineContinues: error.sourceLineContinues)
    }

    private static let notBase64 = JSONParseError(
        reason: .unexpectedCharacter(found: "text that is not base64", expected: "a base64-encoded body"),
        location: SourceLocation(byteOffset: 0, line: 1, column: 1), sourceLine: "")

    /// Whether a media type says JSON: `application/json`, `text/json`, or any `…+json`.
    ///
    /// ```swift
    /// HARReader.isJSONMediaType("application/vnd.api+json; charset=utf-8")   // true
    /// ```
    static func isJSONMediaType(_ mimeType: String?) -> Bool {
        guard let mimeType else { return false }
        let essence =
            mimeType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        return essence == "application/json" || essence == "text/json" || essence.hasSuffix("+json")
    }
}
