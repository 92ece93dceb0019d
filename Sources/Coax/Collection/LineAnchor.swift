/// A place in a source whose line and column are known, from which errors nearby are located
/// without counting lines from the start of the source (which, record after bad record in a
/// large input, would cost time proportional to the input each).
struct LineAnchor {
    /// The byte offset whose position is known (a record's first byte).
    let offset: Int
    /// Its 1-based line.
    let line: Int
    /// Its 1-based column, in characters.
    let column: Int
    /// Where its line starts, when that is within the bytes available.
    let lineStart: Int?

    /// The error for `reason` at `position` (at or after the anchor, before `end`), with its line,
    /// column and the text around it on its line.
    func locate(_ reason: JSONParseError.Reason, at position: Int, in source: SourceBuffer, end: Int) -> JSONParseError
    {
        let target = max(offset, min(position, end))
        var errorLine = line
        var errorLineStart: Int?
        var cursor = offset
        while let newline = source.firstIndex(of: 0x0A, from: cursor, to: target) {
            errorLine += 1
            errorLineStart = newline + 1
            cursor = newline + 1
        }
        if let errorLineStart {
            return .located(reason, at: target, line: errorLine, lineStart: errorLineStart, in: source, end: end)
        }
        // On the anchor's line, characters are counted from the anchor, or from a little before it
        // for the excerpt, never from the start of a line that may hold many records before it.
        let reach = max(0, target - JSONParseError.excerptReach)
        guard let lineStart, lineStart < offset, reach < offset else {
            return .located(
                reason, at: target, line: line, lineStart: offset, columnAtLineStart: column, in: source, end: end)
        }
        var from = max(lineStart, reach)
        while from > lineStart, source[from] & 0xC0 == 0x80 { from -= 1 }
        if from == lineStart {
            return .located(reason, at: target, line: line, lineStart: lineStart, in: source, end: end)
        }
        let fromColumn = column - source.characterCount(from: from, to: offset)
        return .located(
            reason, at: target, line: line, lineStart: from, columnAtLineStart: fromColumn, in: source, end: end)
    }
}
