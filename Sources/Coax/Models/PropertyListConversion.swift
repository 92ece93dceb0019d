import Foundation

/// Turns the values `PropertyListSerialization` produces into JSON values, for models faked from
/// property-list files.
///
/// Property lists have no member order, so dictionary keys are sorted; `<date>` becomes Unix
/// seconds (what ``JSONModel/unixDate(_:)`` reads), `<data>` Base64 text, `<real>` the shortest
/// `Double` text, `<true/>`/`<false/>` JSON booleans.
///
/// ```swift
/// let value = try PropertyListConversion.jsonValue(from: ["id": 7, "ok": true])   // {"id":7,"ok":true}
/// ```
package enum PropertyListConversion {
    /// A property-list value that has no JSON form.
    ///
    /// ```swift
    /// do { _ = try PropertyListConversion.jsonValue(from: ["x": Double.nan]) }
    /// catch { error.reason }   // → "a real number that is not finite"
    /// ```
    package struct Failure: Error, Sendable, Hashable {
        /// What could not be converted.
        ///
        /// ```swift
        /// do { _ = try PropertyListConversion.jsonValue(from: ["x": Double.nan]) }
        /// catch { print(error.reason) }   // a real number that is not finite
        /// ```
        package var reason: String
    }

    /// The JSON value for a property-list value.
    ///
    /// ```swift
    /// try PropertyListConversion.jsonValue(from: ["tags": ["a", "b"]])   // {"tags":["a","b"]}
    /// ```
    ///
    /// - Parameter plist: a value as `PropertyListSerialization` returns it.
    /// - Returns: the JSON value: dictionary keys sorted, dates as Unix seconds, data as Base64.
    /// - Throws: ``Failure`` for a value JSON cannot hold (a number that is not finite, a date
    ///   outside JSON's numbers, a value of a type property lists do not have).
    package static func jsonValue(from plist: Any) throws(Failure) -> JSONValue {
        switch plist {
        case let text as String:
            return .string(text)
        case let number as NSNumber:
            return try value(of: number)
        case let date as Date:
            guard let seconds = JSONNumber(date.timeIntervalSince1970) else {
                throw Failure(reason: "a date outside JSON's numbers")
            }
            return .number(seconds)
        case let data as Data:
            return .string(data.base64EncodedString())
        case let array as [Any]:
            var elements: [JSONValue] = []
            elements.reserveCapacity(array.count)
            for element in array { elements.append(try jsonValue(from: element)) }
            return .array(elements)
        case let dictionary as [String: Any]:
            var object = JSONObject()
            for key in dictionary.keys.sorted() {
                guard let element = dictionary[key] else { continue }
                object.append(key: key, value: try jsonValue(from: element))
            }
            return .object(object)
        default:
            throw Failure(reason: "a value of type \(type(of: plist)) has no JSON form")
        }
    }

    private static func value(of number: NSNumber) throws(Failure) -> JSONValue {
        // Booleans arrive as NSNumber; their Objective-C type code is "c" (char) or "B".
        let code = String(cString: number.objCType)
        if code == "c" || code == "B" { return .bool(number.boolValue) }
        if code == "d" || code == "f" {
            guard let real = JSONNumber(number.doubleValue) else {
                throw Failure(reason: "a real number that is not finite")
            }
            return .number(real)
        }
        if code == "Q" || code == "L" || code == "I" || code == "S" {
            return .number(JSONNumber(number.uint64Value))
        }
        return .number(JSONNumber(number.int64Value))
    }
}
