import CoaxSamples

@testable import Coax

/// Writes a value as JSON text the way other producers might: characters escaped at random
/// (`\/`, `\u00e9` in either case, surrogate pairs for astral characters, short escapes or
/// `\u` forms for controls), the odd lone surrogate escape, and spaces or new lines between
/// tokens. Parsing the text gives back the value (a lone surrogate as U+FFFD): the input for
/// checking that copying from the source writes what writing the decoded value writes.
struct EscapingTextWriter {
    private var random: SeededRandomNumberGenerator
    private(set) var text = ""

    init(seed: UInt64) {
        random = SeededRandomNumberGenerator(seed: seed, stream: 0xE5C)
    }

    /// Writes a value without recursion beyond the value's own depth (test values are small).
    mutating func write(_ value: JSONValue) {
        space()
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number): text += number.literal
        case .string(let string): quote(string)
        case .array(let elements):
            text += "["
            for (position, element) in elements.enumerated() {
                if position > 0 { text += "," }
                write(element)
            }
            space()
            text += "]"
        case .object(let object):
            text += "{"
            for (position, member) in object.enumerated() {
                if position > 0 { text += "," }
                space()
                quote(member.key)
                space()
                text += ":"
                write(member.value)
            }
            space()
            text += "}"
        }
    }

    private mutating func space() {
        switch random.below(8) {
        case 0: text += " "
        case 1: text += "\n  "
        default: break
        }
    }

    private mutating func quote(_ string: String) {
        text += "\""
        for scalar in string.unicodeScalars {
            let value = scalar.value
            let roll = random.below(10)
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "/" where roll < 5: text += "\\/"
            case "\n" where roll < 5: text += "\\n"
            case "\t" where roll < 5: text += "\\t"
            default:
                if value < 0x20 || roll < 2 {
                    escape(value)
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        if random.below(20) == 0 { text += "\\ud800" }
        text += "\""
    }

    private mutating func escape(_ value: UInt32) {
        if value > 0xFFFF {
            let offset = value - 0x10000
            hex(0xD800 + (offset >> 10))
            hex(0xDC00 + (offset & 0x3FF))
        } else {
            hex(value)
        }
    }

    private mutating func hex(_ value: UInt32) {
        let digits = String(value, radix: 16)
        let padded = String(repeating: "0", count: 4 - digits.count) + digits
        text += "\\u" + (random.below(2) == 0 ? padded : padded.uppercased())
    }
}
