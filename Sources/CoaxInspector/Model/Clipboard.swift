import Foundation

/// Builds the OSC 52 escape sequence that asks the terminal to put text on the clipboard.
///
/// Inside tmux the sequence is also sent wrapped in tmux's DCS passthrough (`ESC P tmux; …
/// ESC \`, with each ESC doubled), which reaches the outer terminal when `allow-passthrough`
/// is on; the plain form reaches tmux's own clipboard handling when `set-clipboard` is on.
///
/// ```swift
/// let bytes = Clipboard.sequence(for: "$.a", insideTmux: false)
/// String(decoding: bytes, as: UTF8.self)   // "\u{1b}]52;c;JC5h\u{7}"
/// ```
public enum Clipboard {
    /// The largest text sent, in bytes; terminals drop longer sequences.
    public static let limit = 1_000_000

    /// The bytes to write to the terminal.
    ///
    /// ```swift
    /// String(decoding: Clipboard.sequence(for: "x", insideTmux: false), as: UTF8.self)
    /// // → "\u{1b}]52;c;eA==\u{7}"
    /// ```
    ///
    /// - Parameters:
    ///   - text: what to copy; callers keep it within ``limit``.
    ///   - insideTmux: also send it wrapped in tmux's passthrough, for the outer terminal.
    /// - Returns: An OSC 52 escape sequence carrying `text` in base64 (two, inside tmux).
    public static func sequence(for text: String, insideTmux: Bool) -> [UInt8] {
        let plain = Array("\u{1b}]52;c;\(Data(text.utf8).base64EncodedString())\u{7}".utf8)
        guard insideTmux else { return plain }
        var wrapped = Array("\u{1b}Ptmux;".utf8)
        for byte in plain {
            if byte == 0x1B { wrapped.append(0x1B) }
            wrapped.append(byte)
        }
        wrapped += Array("\u{1b}\\".utf8)
        return plain + wrapped
    }
}
