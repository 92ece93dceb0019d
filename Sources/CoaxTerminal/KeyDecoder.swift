import CNcursesw
import Coax
import CoaxInspector

/// Turns what `wget_wch` returns into ``InputEvent`` values.
///
/// ```swift
/// KeyDecoder.character(0x6A)        // .character("j")
/// KeyDecoder.character(4)           // .control("d")
/// KeyDecoder.keyCode(KEY_NPAGE)     // .key(.pageDown)
/// ```
enum KeyDecoder {
    /// The event for a character read with `OK`; nil for characters with no meaning.
    ///
    /// ```swift
    /// KeyDecoder.character(13)   // .key(.enter)
    /// ```
    static func character(_ value: UInt32) -> InputEvent? {
        switch value {
        case 9: return .key(.tab)
        case 10, 13: return .key(.enter)
        case 27: return .key(.escape)
        case 8, 127: return .key(.backspace)
        case 1...26:
            guard let scalar = Unicode.Scalar(value + 0x60) else { return nil }
            return .control(Character(scalar))
        case 0..<32:
            return nil
        default:
            guard let scalar = Unicode.Scalar(value), !PrintableText.needsEscape(scalar) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// The event for a key code read with `KEY_CODE_YES` (not resize or mouse); nil for unused keys.
    ///
    /// ```swift
    /// KeyDecoder.keyCode(KEY_BTAB)   // .key(.backTab)
    /// ```
    static func keyCode(_ code: Int32) -> InputEvent? {
        switch code {
        case KEY_UP: .key(.up)
        case KEY_DOWN: .key(.down)
        case KEY_LEFT: .key(.left)
        case KEY_RIGHT: .key(.right)
        case KEY_PPAGE: .key(.pageUp)
        case KEY_NPAGE: .key(.pageDown)
        case KEY_HOME: .key(.home)
        case KEY_END: .key(.end)
        case KEY_ENTER: .key(.enter)
        case KEY_BTAB: .key(.backTab)
        case KEY_BACKSPACE: .key(.backspace)
        case KEY_DC: .key(.delete)
        case (KEY_F0 + 1)...(KEY_F0 + 12): .key(.function(Int(code - KEY_F0)))
        default: nil
        }
    }
}
