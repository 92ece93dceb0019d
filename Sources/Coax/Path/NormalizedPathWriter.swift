/// Writes normalized paths exactly as RFC 9535 §2.7 defines them: `$`, then `['name']` or
/// `[index]` per step; in names, `\b \f \n \r \t \' \\` and `\u00xx` (lowercase hex) for the
/// other characters below U+0020, every other character as itself.
///
/// This is the machine-readable form (`--format json`, the library's `normalized`); what Coax
/// prints as lines (`coax query --paths`, `--print-path`) also escapes the characters JSON output
/// escapes (`escapingControls`), and text shown on a terminal is escaped for the terminal on top.
enum NormalizedPathWriter {
    /// `['name']` for a name given as UTF-8. With `escapingControls`, DEL, the C1 controls,
    /// U+2028 and U+2029 are written as `\u` escapes too, as JSON output writes them: RFC 9535
    /// reads such an escape back as the same character, and the path is then one line that
    /// changes nothing on a terminal.
    static func appendName(_ name: some Sequence<UInt8>, to output: inout [UInt8], escapingControls: Bool = false) {
        output.append(UInt8(ascii: "["))
        output.append(UInt8(ascii: "'"))
        // The lead bytes of a possible control read so far (C2 for C1; E2 80 for U+2028/9).
        var pending: [UInt8] = []
        for byte in name {
            if escapingControls {
                switch (pending, byte) {
                case ([], 0xC2), ([], 0xE2), ([0xE2], 0x80):
                    pending.append(byte)
                    continue
                case ([0xC2], 0x80...0x9F):
                    appendUnicodeEscape(UInt32(byte), to: &output)
                    pending = []
                    continue
                case ([0xE2, 0x80], 0xA8...0xA9):
                    appendUnicodeEscape(0x2000 | UInt32(byte & 0x3F), to: &output)
                    pending = []
                    continue
                case ([], 0x7F):
                    appendUnicodeEscape(0x7F, to: &output)
                    continue
                default:
                    output += pending
                    pending = []
                }
            }
            switch byte {
            case UInt8(ascii: "'"), UInt8(ascii: "\\"):
                output.append(UInt8(ascii: "\\"))
                output.append(byte)
            case 0x08: appendEscape(UInt8(ascii: "b"), to: &output)
            case 0x0C: appendEscape(UInt8(ascii: "f"), to: &output)
            case 0x0A: appendEscape(UInt8(ascii: "n"), to: &output)
            case 0x0D: appendEscape(UInt8(ascii: "r"), to: &output)
            case 0x09: appendEscape(UInt8(ascii: "t"), to: &output)
            case 0..<0x20: appendUnicodeEscape(UInt32(byte), to: &output)
            default:
                output.append(byte)
            }
        }
        output += pending
        output.append(UInt8(ascii: "'"))
        output.append(UInt8(ascii: "]"))
    }

    /// `[index]`.
    static func appendIndex(_ index: Int, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "["))
        output.append(contentsOf: String(index).utf8)
        output.append(UInt8(ascii: "]"))
    }

    /// The normalized path of components (indices as written; negative ones stay negative).
    static func string(for components: [JSONPath.Component], escapingControls: Bool = false) -> String {
        var output: [UInt8] = [UInt8(ascii: "$")]
        for component in components {
            switch component {
            case .key(let key): appendName(key.utf8, to: &output, escapingControls: escapingControls)
            case .index(let index): appendIndex(index, to: &output)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `\u` and four lowercase hex digits.
    private static func appendUnicodeEscape(_ value: UInt32, to output: inout [UInt8]) {
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        output += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
        for shift in stride(from: 12, through: 0, by: -4) { output.append(hex[Int((value >> UInt32(shift)) & 0xF)]) }
    }

    private static func appendEscape(_ letter: UInt8, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\\"))
        output.append(letter)
    }
}
