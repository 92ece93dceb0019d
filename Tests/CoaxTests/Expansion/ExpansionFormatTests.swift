import Testing

@testable import Coax

@Suite struct ExpansionFormatTests {
    @Test func dottedLinkKeysMeanTheLinksFormat() {
        let root: JSONValue = ["links": ["posts.author": "http://example.com/{posts.author}"], "posts": []]
        #expect(ExpansionFormat.detect(in: root) == .links)
    }

    @Test func jsonAPIPaginationLinksDoNotMeanTheLinksFormat() {
        let root: JSONValue = ["links": ["self": "http://example.com/articles"], "data": []]
        #expect(ExpansionFormat.detect(in: root) == .jsonAPI)
    }

    @Test func anyJSONAPITopLevelMarkerMeansJSONAPI() {
        for marker in ["data", "included", "errors", "jsonapi"] {
            let root = JSONValue.object(JSONObject([JSONObject.Member(key: marker, value: .array([]))]))
            #expect(ExpansionFormat.detect(in: root) == .jsonAPI, "\(marker)")
        }
    }

    @Test func otherDocumentsAreNeitherFormat() {
        #expect(ExpansionFormat.detect(in: ["name": "Ada"] as JSONValue) == nil)
        #expect(ExpansionFormat.detect(in: ["links": ["self": "x"]] as JSONValue) == nil)
        #expect(ExpansionFormat.detect(in: [1, 2] as JSONValue) == nil)
    }

    @Test func neitherFormatIsATypedErrorWithAClearMessage() {
        #expect(throws: ExpansionError.unrecognizedFormat) {
            try Expander().expand(["name": "Ada"] as JSONValue)
        }
        #expect(ExpansionError.unrecognizedFormat.description.contains("neither a URL-template links document"))
    }

    @Test func aRootThatIsNotAnObjectIsAnError() {
        #expect(throws: ExpansionError.rootNotObject(.array)) {
            try Expander(format: .jsonAPI).expand([["type": "people"]] as JSONValue)
        }
        #expect(
            ExpansionError.rootNotObject(.array).description
                == "the document's root is an array; an expandable document is an object")
        #expect(
            ExpansionError.rootNotObject(.string).description
                == "the document's root is a string; an expandable document is an object")
    }

    @Test func aChosenFormatNeedsItsOwnMembers() {
        #expect(throws: ExpansionError.missingLinkTable) {
            try Expander(format: .links).expand(["data": []] as JSONValue)
        }
        #expect(throws: ExpansionError.missingJSONAPIMembers) {
            try Expander(format: .jsonAPI).expand(["links": ["posts.author": "x"]] as JSONValue)
        }
    }

    @Test func aChosenFormatOverridesDetection() throws {
        // Without dotted keys detection fails, but the links format can still be asked for.
        let root: JSONValue = ["links": ["posts": "http://example.com/posts"], "posts": [["id": "1"]]]
        let expansion = try Expander(format: .links).expand(root)
        #expect(expansion.format == .links)
        #expect(expansion.value == ["posts": [["id": "1"]]])
        #expect(
            expansion.warnings.map(\.description) == [
                #"$['links']['posts']: link key "posts" is not of the form "parent.child"; ignored"#
            ])
    }

    @Test func formatNamesAreTheCommandLineNames() {
        #expect(ExpansionFormat(rawValue: "jsonapi") == .jsonAPI)
        #expect(ExpansionFormat(rawValue: "links") == .links)
        #expect("\(ExpansionFormat.jsonAPI)" == "jsonapi")
    }
}
