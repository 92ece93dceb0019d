import Foundation

/// A JSON value written through any `Encoder`, member by member.
///
/// A generic encoder cannot write a number literal as such, so each number goes through the
/// Swift type that holds it exactly: `Int64` or `UInt64` for integers, `Decimal` for other numbers
/// within its range (value kept, spelling such as `1.50` normalized), `Double` beyond. Duplicate
/// keys are all written; most encoders keep the last, matching lookup. For byte-exact output use
/// ``JSONModel/jsonText`` or ``JSONWriter``.
struct EncodableJSONValue: Encodable {
    let value: JSONValue

    init(_ value: JSONValue) {
        self.value = value
    }

    func encode(to encoder: any Encoder) throws {
        switch value {
        case .object(let object):
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for member in object {
                try container.encode(EncodableJSONValue(member.value), forKey: AnyCodingKey(member.key))
            }
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(EncodableJSONValue(element)) }
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let bool):
            var container = encoder.singleValueContainer()
            try container.encode(bool)
        case .string(let string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case .number(let number):
            var container = encoder.singleValueContainer()
            if let integer = number.int64Value {
                try container.encode(integer)
            } else if let unsigned = number.uint64Value {
                try container.encode(unsigned)
            } else if let decimal = number.decimalValue {
                try container.encode(decimal)
            } else {
                try container.encode(number.doubleValue)
            }
        }
    }
}

/// A coding key made from any string or integer.
struct AnyCodingKey: CodingKey, Hashable {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init(stringValue: String) {
        self.init(stringValue)
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// A JSON value read through any `Decoder`, for models decoded by decoders other than
/// ``LenientDecoder`` (which hands over its node instead).
struct DecodableJSONValue: Decodable {
    let value: JSONValue

    init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: AnyCodingKey.self) {
            var object = JSONObject()
            for key in keyed.allKeys {
                object.append(key: key.stringValue, value: try keyed.decode(DecodableJSONValue.self, forKey: key).value)
            }
            value = .object(object)
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(DecodableJSONValue.self).value) }
            value = .array(elements)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            value = .null
        } else if let bool = try? single.decode(Bool.self) {
            value = .bool(bool)
        } else if let string = try? single.decode(String.self) {
            value = .string(string)
        } else if let integer = try? single.decode(Int64.self) {
            value = .number(JSONNumber(integer))
        } else if let unsigned = try? single.decode(UInt64.self) {
            value = .number(JSONNumber(unsigned))
        } else if let decimal = try? single.decode(Decimal.self), let number = JSONNumber(decimal) {
            value = .number(number)
        } else {
            let double = try single.decode(Double.self)
            value = JSONNumber(double).map(JSONValue.number) ?? .null
        }
    }
}

extension JSONModel {
    /// The object a model is decoded from: the node itself under ``LenientDecoder``, otherwise
    /// whatever the decoder exposes.
    static func decodeObject(from decoder: any Decoder) throws -> JSONObject {
        if let lenient = decoder as? NodeDecoder {
            guard let node = lenient.node, case .object(let object) = JSONValue(node) else {
                return try lenient.objectForModel()
            }
            return object
        }
        guard case .object(let object) = try DecodableJSONValue(from: decoder).value else {
            throw DecodingError.typeMismatch(
                JSONObject.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "expected a JSON object for a model"))
        }
        return object
    }
}
