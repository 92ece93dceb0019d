import Coax
import Foundation
import Testing

/// The library example in README.md, kept compiling and true.
@Suite struct ReadmeExampleTests {
    final class Product: JSONModel, @unchecked Sendable {
        var id: Int64? { number() }
        var title: String? { string("name") }
        var price: Decimal? { decimal() }
    }

    struct Post: Decodable {
        var id: Int
        var price: Decimal
        var published: Bool
    }

    @Test func theReadmeExampleDoesWhatItSays() throws {
        let path = PackageRoot.file("SampleData/type-drift.json").path
        let document = try JSONDocument.load(path: path)
        let product = document.root["products"]?[1]
        #expect(product?["id"]?.string == "1043")
        #expect(Coercion(product?["id"]).integer == 1043)
        let price = Coercion(product?["price"]).explained.decimal
        #expect(price.value == Decimal(string: "12.9"))
        #expect(price.why == "\"12.90\" → 12.9")

        let model = try Product(node: try #require(product))
        #expect(model.id == 1043)
        #expect(model.title == product?["name"]?.string)
        #expect(model.price == Decimal(string: "12.9"))

        let bytes = Array(#"[{"id": "42", "price": "8.45", "published": 1}]"#.utf8)
        let posts = try LenientDecoder().decode([Post].self, from: bytes)
        #expect(posts.first?.id == 42)
        #expect(posts.first?.price == Decimal(string: "8.45"))
        #expect(posts.first?.published == true)
    }
}
