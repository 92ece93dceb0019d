/// The help as swift-argument-parser's `generate-manual` reads it (`coax --experimental-dump-help`),
/// with the characters it would leave out spelled in ASCII.
///
/// generate-manual keeps only ASCII characters when it writes the man page, so `→` in
/// `GET /products/{id} → 200` came out as two spaces and `FILE…` as `FILE`. `coax --help` keeps
/// them; only the dump the page is made from is spelled in ASCII.
enum ManualText {
    /// The spellings of the characters the help uses.
    static let spellings: [Character: String] = [
        "→": "->", "…": "...", "×": "x", "—": "--", "–": "-", "‘": "'", "’": "'", "≤": "<=", "≥": ">=",
    ]

    /// `text` with every character ``spellings`` knows spelled in ASCII; others are kept (a test
    /// checks the dump is ASCII, so a new character in the help gets a spelling here).
    ///
    /// ```swift
    /// ManualText.ascii("FILE… (GET /a → 200)")   // "FILE... (GET /a -> 200)"
    /// ```
    static func ascii(_ text: String) -> String {
        var spelled = ""
        spelled.reserveCapacity(text.utf8.count)
        for character in text {
            if let spelling = spellings[character] {
                spelled += spelling
            } else {
                spelled.append(character)
            }
        }
        return spelled
    }

    /// Prints the dump `generate-manual` asks for when `arguments` ask for it: true when it did.
    static func printDumpIfAsked(_ arguments: [String]) throws -> Bool {
        guard arguments == ["--experimental-dump-help"] else { return false }
        try StandardOutput.write(ascii(CoaxCommand._dumpHelp()) + "\n")
        return true
    }
}
