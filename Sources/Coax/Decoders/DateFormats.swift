import Foundation

/// The two date formats the decoders report tries with `.formatted`: RFC 1123, as HTTP headers
/// and many APIs write dates, and the format of Twitter's API.
///
/// Both formatters use the `en_US_POSIX` locale and GMT, as Apple recommends for fixed formats.
///
/// ```swift
/// DateFormats.rfc1123.date(from: "Sun, 31 Aug 2014 00:29:15 GMT")   // 2014-08-31T00:29:15Z
/// DateFormats.twitter.date(from: "Sun Aug 31 00:29:15 +0000 2014")  // 2014-08-31T00:29:15Z
/// ```
package enum DateFormats {
    /// `EEE, dd MMM yyyy HH:mm:ss zzz`.
    ///
    /// ```swift
    /// DateFormats.rfc1123Format   // "EEE, dd MMM yyyy HH:mm:ss zzz"
    /// ```
    package static let rfc1123Format = "EEE, dd MMM yyyy HH:mm:ss zzz"
    /// `EEE MMM dd HH:mm:ss Z yyyy`.
    ///
    /// ```swift
    /// DateFormats.twitterFormat   // "EEE MMM dd HH:mm:ss Z yyyy"
    /// ```
    package static let twitterFormat = "EEE MMM dd HH:mm:ss Z yyyy"

    /// A new RFC 1123 formatter.
    ///
    /// ```swift
    /// DateFormats.rfc1123.date(from: "Sun, 06 Nov 1994 08:49:37 GMT")   // → 1994-11-06 08:49:37 +0000
    /// ```
    package static var rfc1123: DateFormatter { formatter(rfc1123Format) }

    /// A new Twitter-style formatter.
    ///
    /// ```swift
    /// DateFormats.twitter.date(from: "Wed Aug 27 13:08:45 +0000 2008")   // → 2008-08-27 13:08:45 +0000
    /// ```
    package static var twitter: DateFormatter { formatter(twitterFormat) }

    /// A formatter for a fixed format: `en_US_POSIX`, GMT.
    ///
    /// ```swift
    /// DateFormats.formatter("yyyy-MM-dd").date(from: "2014-08-31")   // 2014-08-31T00:00:00Z
    /// ```
    ///
    /// - Parameter format: a Unicode date pattern (`EEE MMM dd HH:mm:ss Z yyyy`).
    /// - Returns: A new formatter on each call.
    package static func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = format
        return formatter
    }

    /// Whether `DateFormatter.date(from:)` may be asked about `text`: each of its characters is one
    /// UTF-16 unit. Foundation's formatter stops the program ("Incorrect range") on some other
    /// text, such as `t` + U+0301 + `s`; such text is never a date in a fixed ASCII format.
    ///
    /// ```swift
    /// DateFormats.formatterCanRead("Sun, 06 Nov 1994 08:49:37 GMT")   // → true
    /// DateFormats.formatterCanRead("t\u{301}s")                      // → false
    /// ```
    static func formatterCanRead(_ text: String) -> Bool {
        text.utf16.count == text.count
    }
}
