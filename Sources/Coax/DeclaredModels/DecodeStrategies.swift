/// The `JSONDecoder` options a decode is checked under, named as `JSONDecoder` names them.
///
/// ```swift
/// var strategies = DecodeStrategies()
/// strategies.dates = .formatted("yyyy-MM-dd")
/// strategies.keys   // .useDefaultKeys
/// ```
public struct DecodeStrategies: Sendable, Hashable {
    /// `keyDecodingStrategy`.
    public enum Keys: String, Sendable, Hashable, CaseIterable {
        /// `.useDefaultKeys`.
        case useDefaultKeys
        /// `.convertFromSnakeCase`.
        case convertFromSnakeCase
    }

    /// `dateDecodingStrategy`.
    public enum Dates: Sendable, Hashable {
        /// `.deferredToDate`: a `Double` of seconds since 2001-01-01.
        case deferredToDate
        /// `.iso8601`.
        case iso8601
        /// `.secondsSince1970`.
        case secondsSince1970
        /// `.millisecondsSince1970`.
        case millisecondsSince1970
        /// `.formatted` with a `DateFormatter` of this format, `en_US_POSIX`, UTC.
        case formatted(String)
    }

    /// `dataDecodingStrategy`.
    public enum DataEncoding: String, Sendable, Hashable, CaseIterable {
        /// `.base64`.
        case base64
        /// `.deferredToData`: an array of bytes.
        case deferredToData
    }

    /// The key strategy; `.useDefaultKeys` by default, as `JSONDecoder`'s.
    public var keys: Keys
    /// The date strategy; `.deferredToDate` by default, as `JSONDecoder`'s.
    public var dates: Dates
    /// The data strategy; `.base64` by default, as `JSONDecoder`'s.
    public var data: DataEncoding

    /// Creates strategies; the defaults are `JSONDecoder`'s.
    ///
    /// - Parameters:
    ///   - keys: the key strategy.
    ///   - dates: the date strategy.
    ///   - data: the data strategy.
    public init(keys: Keys = .useDefaultKeys, dates: Dates = .deferredToDate, data: DataEncoding = .base64) {
        self.keys = keys
        self.dates = dates
        self.data = data
    }
}
