/// Writes normalized paths exactly as RFC 9535 §2.7 defines them: `$`, then `['name']` or
/// `[index]` per step; in names, `\b \f \n \r \t \' \\` and `\u00xx` (lowercase hex) for the
/// other characters below U+0020, every other character as itself.
///
/// This is the machine-readable form (`coax query --paths`, `--format json`, `--print-path`); text
/// shown on a terminal is escaped for the terminal on top of it.
enum NormalizedPathWriter {
    /// `['name']` for a name given as UTF-8.
    static func appendName(_ name: some Sequence<UInt8>, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "["))
        output.append(UInt8(ascii: "'"))
        for byte in name {
            switch byte {
            case UInt8(ascii: "'"), UInt8(ascii: "\\"):
                output.append(UInt8(ascii: "\\"))
                output.append(byte)
            case 0x08: appendEscape(UInt8(ascii: "b"), to: &output)
            case 0x0C: appendEscape(UInt8(ascii: "f"), to: &output)
            case 0x0A: appendEscape(UInt8(ascii: "n"), to: &output)
            case 0x0D: appendEscape(UInt8(ascii: "r"), to: &output)
            case 0x09: appendEscape(UInt8(ascii: "t"), to: &output)
            case 0..<0x20:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                output.append(contentsOf: [
                    UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                    hex[Int(byte >> 4)], hex[Int(byte & 0xF)],
                ])
            default:
                output.append(byte)
            }
        }
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
    static func string(for components: [JSONPath.Component]) -> String {
        var output: [UInt8] = [UInt8(ascii: "$")]
        for component in components {
            switch component {
            case .key(let key): appendName(key.utf8, to: &output)
            case .index(let index): appendIndex(index, to: &output)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func appendEscape(_ letter: UInt8, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\\"))
        output.append(letter)
    }
}
