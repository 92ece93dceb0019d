/// How loaders hand their results to a collection: each call publishes in input order and wakes
/// whoever waits for documents.
extension JSONCollection {
    /// A collection of one document already in memory, loaded: it is ``isSingleDocument``, so
    /// tools show it exactly as that document (no document rows, no labels). What lets a view
    /// that shows collections show one document the same way.
    ///
    /// ```swift
    /// let one = JSONCollection(document: try JSONDocument(parsing: "[1, 2]"))
    /// one.count              // 1
    /// one.isSingleDocument   // true
    /// ```
    ///
    /// - Parameters:
    ///   - document: the only document; the collection holds it as it is.
    ///   - name: the input's name in its source.
    package convenience init(document: JSONDocument, name: String = "-") {
        self.init()
        publish(document, input: name, isSingleDocument: true)
        finish()
    }

    /// Publishes a chunk of records of `input`. Offsets in the chunk's source plus `fileOffset`
    /// are offsets in the input; `lineBase` is the input's line at the chunk's start.
    func publish(
        _ chunk: CollectionChunk, input: String, fileOffset: Int, lineBase: Int, bytesRead: Int,
        bodies: [BodyLocation] = [], badRecords prepared: [BadRecord]? = nil
    ) {
        waitForRoom()
        state.update { state in
            let first = state.documentCount
            if !chunk.records.isEmpty {
                state.heldParts += 1
                state.parts.append(
                    Part(
                        content: .records(chunk), firstDocument: first, documentCount: chunk.records.count,
                        input: input, fileOffset: fileOffset, lineBase: lineBase, bodies: bodies))
                state.documentCount += chunk.records.count
            }
            if let prepared {
                for record in prepared {
                    var placed = record
                    placed.position += first
                    state.add(badRecord: placed)
                }
            } else {
                for bad in chunk.badRecords {
                    let start = fileOffset + chunk.start + bad.byteOffset
                    let location = bad.error.location
                    let error = JSONParseError(
                        reason: bad.error.reason,
                        location: SourceLocation(
                            byteOffset: fileOffset + location.byteOffset, line: lineBase + location.line - 1,
                            column: location.column),
                        sourceLine: bad.error.sourceLine, sourceLineFirstColumn: bad.error.sourceLineFirstColumn,
                        sourceLineContinues: bad.error.sourceLineContinues)
                    state.add(
                        badRecord: BadRecord(
                            source: DocumentSource(
                                input: input, line: lineBase + bad.line, column: bad.column,
                                byteRange: start..<(start + bad.byteLength)),
                            position: first + bad.position, error: error))
                }
            }
            state.status.valueCount += chunk.valueCount
            state.status.bytesRead += bytesRead
            // Records: the start shown was the first of them, which is now there (and the parse
            // of one document that turned out to be records no longer counts).
            if !chunk.records.isEmpty || !chunk.badRecords.isEmpty {
                state.prefix = nil
                state.parseProgress = nil
            }
            state.status.hasReceivedData = state.status.hasReceivedData || bytesRead > 0
        }
    }

    /// Publishes a whole input's one document; `isSingleDocument` when it is the only input (the
    /// collection is then that one document, and says so from the moment it has it).
    func publish(_ document: JSONDocument, input: String, isSingleDocument: Bool = false) {
        waitForRoom()
        state.update { state in
            state.heldParts += 1
            state.isSingleDocument = isSingleDocument
            state.parts.append(
                Part(
                    content: .document(document), firstDocument: state.documentCount, documentCount: 1,
                    input: input, fileOffset: 0, lineBase: 1, bodies: []))
            state.documentCount += 1
            state.status.valueCount += document.valueCount
            state.status.bytesRead += document.byteCount
            state.status.hasReceivedData = true
            state.prefix = nil
            state.parseProgress = nil
        }
    }

    /// Publishes the start of the one document being loaded, to be shown until it is there
    /// (nothing is published once a document or record is).
    func publish(prefix: DocumentPrefix) {
        state.update { state in
            guard state.documentCount + state.badRecords.count == 0 else { return }
            state.prefix = prefix
            state.status.hasReceivedData = true
        }
    }

    /// The parse of the one document shown by its start begins: `progress` says how far it got,
    /// out of `byteCount` bytes.
    func startParse(_ progress: ParseProgress, byteCount: Int) {
        state.update { state in
            state.parseProgress = progress
            state.status.byteTotal = byteCount
        }
    }

    /// Publishes an input that is bad as a whole (a file among several that is not JSON).
    func publish(badInput error: JSONParseError, input: String, byteCount: Int) {
        state.update { state in
            state.add(
                badRecord: BadRecord(
                    source: DocumentSource(
                        input: input, line: 1, column: 1, byteRange: 0..<byteCount, isWholeInput: true),
                    position: state.documentCount, error: error))
            state.status.bytesRead += byteCount
            state.status.hasReceivedData = true
        }
    }

    /// Publishes a record too large to be read (its position: after the documents so far).
    func publish(oversizedRecord record: BadRecord, bytesRead: Int) {
        state.update { state in
            var placed = record
            placed.position = state.documentCount
            state.add(badRecord: placed)
            state.status.bytesRead += bytesRead
        }
    }

    /// Streaming: the loader waits while the reader has this many parts still to read.
    static let heldPartLimit = 3

    /// Blocks the loading thread while a stream's reader is behind (never otherwise).
    private func waitForRoom() {
        state.wait(
            until: { !$0.releasesReadParts || $0.heldParts < JSONCollection.heldPartLimit || $0.stopRequested }
        ) { _ in }
    }

    /// Lets go of the parts whose documents all come before `index` (streaming).
    func releaseParts(before index: Int) {
        state.update { state in
            while state.firstHeldPart < state.parts.count {
                let part = state.parts[state.firstHeldPart]
                guard part.firstDocument + part.documentCount <= index else { break }
                // The part's memory goes with its last reference (a document the reader kept
                // keeps it, and stays valid).
                state.parts[state.firstHeldPart].content = .released
                state.heldParts -= 1
                state.firstHeldPart += 1
            }
        }
    }

    func changeStatus(_ body: (inout LoadStatus) -> Void) {
        state.update { body(&$0.status) }
    }

    /// A followed file is read again from its start (`notice` says why): the items that follow
    /// repeat earlier labels, from the item about to be published.
    func startReread(notice: String) {
        state.update { state in
            state.status.notice = notice
            state.status.rereadItems.append(state.documentCount + state.badRecords.count)
        }
    }

    func finish() {
        state.update {
            $0.status.phase = .finished
            $0.parseProgress = nil
            $0.prefix = nil
        }
    }
}

extension JSONCollection.State {
    /// Keeps a bad record, or only counts it once a collection that lets its parts go has kept
    /// ``JSONCollection/keptBadRecordLimit``.
    mutating func add(badRecord record: BadRecord) {
        if releasesReadParts, badRecords.count >= JSONCollection.keptBadRecordLimit {
            countedBadRecords += 1
        } else {
            badRecords.append(record)
        }
    }
}
