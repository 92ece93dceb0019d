import Testing

@testable import Coax

/// Swift names made from JSON keys.
@Suite struct SwiftIdentifierTests {
    @Test(arguments: [
        ("in_stock", "inStock"), ("reviews-count", "reviewsCount"), ("createdAt", "createdAt"), ("URL", "url"),
        ("ID", "id"), ("avatar_url", "avatarUrl"), ("2fa", "_2fa"), ("self", "selfValue"), ("default", "default"),
        ("__private", "private"), ("a b c", "aBC"), ("Title", "title"),
    ])
    func propertyNames(key: String, expected: String) {
        #expect(SwiftIdentifier.propertyName(for: key) == expected)
    }

    @Test func keysWithoutASCIILettersOrDigitsHaveNoName() {
        #expect(SwiftIdentifier.propertyName(for: "日本") == nil)
        #expect(SwiftIdentifier.propertyName(for: "") == nil)
        #expect(SwiftIdentifier.propertyName(for: "--") == nil)
    }

    @Test func keywordsAreWrittenWithBackticks() {
        #expect(SwiftIdentifier.spelled("default") == "`default`")
        #expect(SwiftIdentifier.spelled("inStock") == "inStock")
    }

    @Test(arguments: [
        ("Variants", "Variant"), ("Categories", "Category"), ("Boxes", "Box"), ("Addresses", "Address"),
        ("Status", "StatusItem"), ("Data", "DataItem"), ("Vendor", "VendorItem"),
    ])
    func singulars(plural: String, singular: String) {
        #expect(SwiftIdentifier.singular(plural) == singular)
    }

    @Test func typeNamesAreValidatedAndMade() {
        #expect(SwiftIdentifier.typeName(for: "line_items") == "LineItems")
        #expect(SwiftIdentifier.typeName(for: "3d") == "Type3d")
        #expect(SwiftIdentifier.isValidTypeName("Product"))
        #expect(!SwiftIdentifier.isValidTypeName("Pro duct"))
        #expect(!SwiftIdentifier.isValidTypeName("9Lives"))
        #expect(!SwiftIdentifier.isValidTypeName("struct"))
        #expect(!SwiftIdentifier.isValidTypeName(""))
    }

    @Test func stringLiteralsEscapeQuotesBackslashesAndControlCharacters() {
        #expect(SwiftIdentifier.stringLiteral("a\"b\\c") == #""a\"b\\c""#)
        #expect(SwiftIdentifier.stringLiteral("x\u{1B}\n\u{9B}é") == #""x\u{1b}\n\u{9b}é""#)
    }
}
