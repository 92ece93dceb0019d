/// Appends compact JSON to a byte buffer, fast: no `String` building on the hot path.
///
/// Commas are inserted automatically: a value or key that follows anything other than `{`, `[`
/// or `:` gets one. Strings come in already escaped (``SampleText`` escapes its vocabulary once),
/// or as ASCII `StaticString`s that need no escaping.
struct JSONByteWriter {
    private(set) var bytes: [UInt8] = []
    /// Bytes handed to ``drain()`` so far.
    private(set) var drainedCount = 0
    /// The last byte handed out by ``drain()``, so comma placement survives a drain.
    private var lastDrainedByte = UInt8(ascii: "[")

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Everything written so far, drained or not.
    var count: Int { drainedCount + bytes.count }

    /// Hands out the buffered bytes and empties the buffer (keeping its storage).
    mutating func drain() -> ArraySlice<UInt8> {
        let chunk = bytes[...]
        if let last = bytes.last { lastDrainedByte = last }
        drainedCount += bytes.count
        bytes.removeAll(keepingCapacity: true)
        return chunk
    }

    /// Forgets everything written (keeping the storage), as if newly created.
    mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        drainedCount = 0
        lastDrainedByte = UInt8(ascii: "[")
    }

    private mutating func separate() {
        let last = bytes.last ?? lastDrainedByte
        if last != UInt8(ascii: "{") && last != UInt8(ascii: "[") && last != UInt8(ascii: ":") {
            bytes.append(UInt8(ascii: ","))
        }
    }

    mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
    }

    mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
    }

    mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
    }

    /// `"name":` for an ASCII key that needs no escaping.
    mutating func key(_ name: StaticString) {
        string(name)
        bytes.append(UInt8(ascii: ":"))
    }

    /// `"name":` for a key given as escaped bytes.
    mutating func key(escaped name: [UInt8]) {
        string(escaped: name)
        bytes.append(UInt8(ascii: ":"))
    }

    /// A string value from ASCII text that needs no escaping.
    mutating func string(_ text: StaticString) {
        beginString()
        appendRaw(text)
        endString()
    }

    /// A string value from already escaped bytes.
    mutating func string(escaped text: [UInt8]) {
        beginString()
        bytes.append(contentsOf: text)
        endString()
    }

    /// Opens a string value whose content is appended piece by piece with ``fragment(_:)``.
    mutating func beginString() {
        separate()
        bytes.append(UInt8(ascii: "\""))
    }

    /// Escaped bytes inside an open string.
    mutating func fragment(_ escaped: [UInt8]) {
        bytes.append(contentsOf: escaped)
    }

    /// Part of an escaped byte sequence inside an open string.
    mutating func fragment(_ escaped: ArraySlice<UInt8>) {
        bytes.append(contentsOf: escaped)
    }

    /// ASCII text inside an open string.
    mutating func fragment(_ text: StaticString) {
        appendRaw(text)
    }

    /// Decimal digits inside an open string.
    mutating func fragment(integer value: Int64) {
        appendInteger(value)
    }

    /// An ASCII byte inside an open string.
    mutating func fragment(byte: UInt8) {
        bytes.append(byte)
    }

    mutating func endString() {
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func integer(_ value: Int64) {
        separate()
        appendInteger(value)
    }

    mutating func unsigned(_ value: UInt64) {
        separate()
        appendUnsigned(value)
    }

    /// A decimal number `units / 10^scale`, written exactly: `decimal(units: 845, scale: 2)` is `8.45`.
    mutating func decimal(units: Int64, scale: Int) {
        separate()
        appendDecimal(units: units, scale: scale)
    }

    /// A decimal written inside a string: `"8.45"`.
    mutating func decimalString(units: Int64, scale: Int) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        appendDecimal(units: units, scale: scale)
        bytes.append(UInt8(ascii: "\""))
    }

    /// An integer written inside a string: `"1043"`.
    mutating func integerString(_ value: Int64) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        appendInteger(value)
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func bool(_ value: Bool) {
        separate()
        appendRaw(value ? "true" : "false")
    }

    mutating func null() {
        separate()
        appendRaw("null")
    }

    /// A value written as given, e.g. a number literal such as `1E+5`.
    mutating func literal(_ text: StaticString) {
        separate()
        appendRaw(text)
    }

    // MARK: Low level

    private mutating func appendRaw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func appendInteger(_ value: Int64) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
        }
        appendUnsigned(value.magnitude)
    }

    private mutating func appendUnsigned(_ value: UInt64) {
        if value < 10 {
            bytes.append(UInt8(truncatingIfNeeded: value) &+ 0x30)
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var remaining = value
            var start = 20
            while remaining > 0 {
                start -= 1
                digits[start] = UInt8(truncatingIfNeeded: remaining % 10) &+ 0x30
                remaining /= 10
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start..<20]))
        }
    }

    private mutating func appendDecimal(units: Int64, scale: Int) {
        guard scale > 0 else {
            appendInteger(units)
            return
        }
        if units < 0 {
            bytes.append(UInt8(ascii: "-"))
        }
        var divisor: UInt64 = 1
        for _ in 0..<scale { divisor &*= 10 }
        let magnitude = units.magnitude
        appendUnsigned(magnitude / divisor)
        bytes.append(UInt8(ascii: "."))
        var fraction = magnitude % divisor
        for _ in 0..<scale {
            divisor /= 10
            bytes.append(UInt8(truncatingIfNeeded: fraction / divisor) &+ 0x30)
            fraction %= divisor
        }
    }
}
