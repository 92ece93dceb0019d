/// A document size for generators and benchmarks, written the way people say it: `10MB`, `1GB`.
///
/// `KB`, `MB` and `GB` are powers of 1000 (like file managers and `ls --si`); `KiB`, `MiB` and `GiB`
/// are powers of 1024. Units are case-insensitive, a space before the unit and a fraction
/// (`1.5GB`) are allowed, and a bare number (or `B`) is bytes.
///
/// ```swift
/// let size = try SampleSize(parsing: "100MB")
/// size.bytes                 // 100_000_000
/// size.description           // "100 MB"
/// SampleSize.megabytes(10)   // 10 MB
/// let small: SampleSize = 65_536
/// ```
public struct SampleSize: Sendable, Hashable, Comparable {
    /// The size in bytes.
    ///
    /// ```swift
    /// SampleSize.megabytes(10).bytes   // 10_000_000
    /// ```
    public let bytes: Int

    /// Creates a size from a byte count (negative counts become 0).
    ///
    /// ```swift
    /// SampleSize(bytes: 1_000).description   // "1 KB"
    /// ```
    ///
    /// - Parameter bytes: the size in bytes.
    public init(bytes: Int) {
        self.bytes = max(0, bytes)
    }

    /// `count` kilobytes (1000 bytes each).
    ///
    /// ```swift
    /// SampleSize.kilobytes(64).bytes   // 64_000
    /// ```
    ///
    /// - Parameter count: how many thousands of bytes.
    /// - Returns: The size, decimal as disk makers count.
    public static func kilobytes(_ count: Int) -> SampleSize { SampleSize(bytes: count * 1_000) }

    /// `count` megabytes (1,000,000 bytes each).
    ///
    /// ```swift
    /// SampleSize.megabytes(10).bytes   // 10_000_000
    /// ```
    ///
    /// - Parameter count: how many millions of bytes.
    /// - Returns: The size, decimal as disk makers count.
    public static func megabytes(_ count: Int) -> SampleSize { SampleSize(bytes: count * 1_000_000) }

    /// `count` gigabytes (1,000,000,000 bytes each).
    ///
    /// ```swift
    /// SampleSize.gigabytes(1).bytes   // 1_000_000_000
    /// ```
    ///
    /// - Parameter count: how many billions of bytes.
    /// - Returns: The size, decimal as disk makers count.
    public static func gigabytes(_ count: Int) -> SampleSize { SampleSize(bytes: count * 1_000_000_000) }

    /// The sizes the benchmarks measure: 10 MB and 100 MB.
    ///
    /// ```swift
    /// for size in SampleSize.benchmarkSizes { print(size) }   // 10 MB, 100 MB
    /// ```
    public static let benchmarkSizes: [SampleSize] = [.megabytes(10), .megabytes(100)]

    /// Parses `10MB`, `100 mb`, `1GB`, `1.5GB`, `512KiB`, `4096`.
    ///
    /// ```swift
    /// try SampleSize(parsing: "1GB").bytes     // 1_000_000_000
    /// try SampleSize(parsing: "2 MiB").bytes   // 2_097_152
    /// try SampleSize(parsing: "ten MB")        // throws: expected a number …
    /// ```
    ///
    /// - Parameter text: a number, optional spaces and a unit (`KB`, `MB`, `GB` or `K`, `M`, `G`
    ///   count by 1000; `KiB`, `MiB`, `GiB` by 1024; any case); no unit or `B` means bytes.
    /// - Throws: ``SampleSizeParseError`` saying whether the number or the unit is wrong.
    public init(parsing text: String) throws(SampleSizeParseError) {
        let trimmed = Self.trimmed(Substring(text))
        let numberEnd = trimmed.firstIndex { !($0.isASCII && ($0.isNumber || $0 == ".")) } ?? trimmed.endIndex
        let number = trimmed[..<numberEnd]
        let unit = Self.trimmed(trimmed[numberEnd...]).lowercased()
        guard !number.isEmpty, number.filter({ $0 == "." }).count <= 1, number != "." else {
            throw SampleSizeParseError(text: text, problem: .invalidNumber)
        }
        let multiplier: Int
        switch unit {
        case "", "b": multiplier = 1
        case "kb", "k": multiplier = 1_000
        case "mb", "m": multiplier = 1_000_000
        case "gb", "g": multiplier = 1_000_000_000
        case "kib": multiplier = 1 << 10
        case "mib": multiplier = 1 << 20
        case "gib": multiplier = 1 << 30
        default: throw SampleSizeParseError(text: text, problem: .unknownUnit(unit))
        }
        // Whole and fractional parts are read separately so that "1.5GB" is exact.
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        let wholeText = parts.first.map(String.init) ?? ""
        let fractionText = parts.count > 1 ? String(parts[1].prefix(9)) : ""
        guard let whole = wholeText.isEmpty ? 0 : Int(wholeText),
            let fraction = fractionText.isEmpty ? 0 : Int(fractionText)
        else { throw SampleSizeParseError(text: text, problem: .tooLarge) }
        var scale = 1
        for _ in fractionText { scale *= 10 }
        let (wholeBytes, overflow) = whole.multipliedReportingOverflow(by: multiplier)
        guard !overflow else { throw SampleSizeParseError(text: text, problem: .tooLarge) }
        // At most 9 fraction digits times at most 2^30 stays far below Int.max.
        self.init(bytes: wholeBytes + fraction * multiplier / scale)
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var result = text
        while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }

    /// Orders sizes by byte count.
    ///
    /// ```swift
    /// SampleSize.megabytes(10) < .gigabytes(1)   // true
    /// ```
    public static func < (lhs: SampleSize, rhs: SampleSize) -> Bool {
        lhs.bytes < rhs.bytes
    }
}

extension SampleSize: CustomStringConvertible {
    /// The size in the largest decimal unit that divides it evenly: `10 MB`, `1 GB`, `1500 KB`, `12345 B`.
    ///
    /// ```swift
    /// SampleSize.megabytes(100).description   // "100 MB"
    /// ```
    public var description: String {
        for (unit, size) in [("GB", 1_000_000_000), ("MB", 1_000_000), ("KB", 1_000)]
        where bytes >= size && bytes % size == 0 {
            return "\(bytes / size) \(unit)"
        }
        return "\(bytes) B"
    }
}

extension SampleSize: LosslessStringConvertible {
    /// Parses a size (see ``init(parsing:)``), or nil.
    ///
    /// ```swift
    /// SampleSize("10MB")?.bytes   // 10_000_000
    /// ```
    ///
    /// - Parameter description: text as ``init(parsing:)`` reads it.
    public init?(_ description: String) {
        guard let size = try? SampleSize(parsing: description) else { return nil }
        self = size
    }
}

extension SampleSize: ExpressibleByIntegerLiteral {
    /// An integer literal is a byte count.
    ///
    /// ```swift
    /// let size: SampleSize = 65_536
    /// size.description   // → "65536 B"
    /// ```
    public init(integerLiteral value: Int) {
        self.init(bytes: value)
    }
}
