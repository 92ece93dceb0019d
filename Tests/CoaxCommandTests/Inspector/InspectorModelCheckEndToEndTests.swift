import Foundation
import Testing

extension InspectorInTmux {
    /// Your own models in a real terminal: SampleData's app models against the HTTP archive that
    /// breaks them, with a type per route as `coax decode` takes them; and a model loaded with `O`.
    @Suite("Your models")
    struct ModelCheck {
        static let routes =
            "--route 'GET /v1/products=ProductPage' --route 'GET /v1/products/{id}=Product' "
            + "--route 'GET /v1/orders/{id}=Order' --route 'GET /v1/customers/{id}=Customer'"

        @Test func shopArchiveMarksEveryBrokenResponseAndJumpsBetweenThem() throws {
            let pane = try TmuxTerminal(
                columns: 150, rows: 30,
                command: #""$COAX" --model SampleData/AppModels --keys convertFromSnakeCase --dates iso8601 "#
                    + Self.routes + " SampleData/shop-broken.har")
            // The first screen's rows carry the marks of the 7 responses that fail.
            pane.waitFor("✗▸ #2   GET /v1/products?page=2", "the failing page is marked")
            pane.waitFor("✗▸ #12  GET /v1/customers/9b2e4d61", "and the failing customer")
            pane.waitFor(" ▸ #1   GET /v1/products?page=1", "a response that decodes is not")
            pane.waitFor(" ▸ #7   GET /v1/products/999 → 404", "nor the 404, which no 2xx route checks")
            pane.waitFor("✗ 7 of 11 fail 4 routes (L lists)", "the status line counts the failing documents")
            pane.send("u")
            pane.waitFor("#2 GET /v1/products?page=2 → 200 (entry 2)  $.items[1].price", "u selects the failing price")
            pane.waitFor(
                "failure 1 of 7 (#2): Product.price: Double → typeMismatch: Expected to decode Double but found a string",
                "and says why")
            pane.waitFor("your model", "the panel's first section")
            pane.waitFor("LenientDecoder  decodes", "with what LenientDecoder gives")
            pane.waitFor("change          Product.price: `let price: Double` → `let price:", "and the change")
            pane.send("U")
            pane.waitFor("failure 7 of 7 (#12): Customer.newsletter: Bool → typeMismatch", "U wraps to the last")
            pane.send("L")
            pane.waitFor("7 of 11 documents fail to decode on 4 routes", "L lists the failures")
            pane.waitFor("$.category  keyNotFound 'category': 1 document", "grouped as the report")
            pane.send("Escape")
            pane.send("q")
            pane.waitFor("[tty restored]")
            pane.expectExit(0)
        }

        @Test func promptLoadsAModelWhileRunning() throws {
            let pane = try TmuxTerminal(
                columns: 150, rows: 24, command: #""$COAX" SampleData/shop-broken.har"#)
            pane.waitFor("#1   GET /v1/products?page=1", "the archive opens without a model")
            pane.expectAbsent("✗", "nothing is marked")
            pane.send("O")
            pane.type("SampleData/AppModels/Nothing.swift Product")
            pane.send("Enter")
            pane.waitFor("Nothing.swift", "a missing model file is named")
            pane.send("O")
            pane.type("SampleData/AppModels Product --keys convertFromSnakeCase --dates iso8601")
            pane.send("Enter")
            pane.waitFor("fail Product", "the status line counts the documents failing as Product")
            pane.waitFor("✗▸ #4   GET /v1/products/1043", "the product without a category is marked")
            pane.send("q")
            pane.waitFor("[tty restored]")
            pane.expectExit(0)
        }
    }
}
