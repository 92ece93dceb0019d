import Foundation
import Testing

extension InspectorInTmux {
    /// The decoder sections and pasting a `DecodingError` at `:`, as a person does it.
    @Suite("Decoders")
    struct Decoders {
        struct Shop: Decodable {
            struct Product: Decodable { var price: Double }
            var products: [Product]
        }

        /// A real error: `JSONDecoder` failing on SampleData, printed as `print(error)` prints it.
        static func printedError() throws -> String {
            let url = URL(fileURLWithPath: CoaxRun.sample("type-drift.json"))
            do {
                _ = try JSONDecoder().decode(Shop.self, from: try Data(contentsOf: url))
            } catch {
                return "\(error)"
            }
            Issue.record("the shop decoded")
            return ""
        }

        @Test func aPastedDecodingErrorLandsOnTheValueAndSaysWhatItMeans() throws {
            let pane = try TmuxTerminal(columns: 80, rows: 24, command: #""$COAX" SampleData/type-drift.json"#)
            pane.waitFor("line 1 of 19")
            pane.send(":")
            pane.type(try Self.printedError())
            pane.send("Enter")
            pane.waitFor("JSONDecoder expected Double; this is a string: LenientDecoder reads 12.9")
            pane.waitFor("$.products[1].price")
            pane.waitUntil("the panel shows the JSONDecoder section") { screen in
                screen.split(separator: "\n").contains { $0.hasPrefix("JSONDecoder") }
                    && screen.contains(#"String        "12.90""#)
            }
            pane.send("q")
            pane.expectExit(0)
        }

        @Test func bothDecodersAreInThePanelForTheSelectedValue() throws {
            let pane = try TmuxTerminal(columns: 120, rows: 60, command: #""$COAX" SampleData/type-drift.json"#)
            pane.waitFor("line 1 of 19")
            pane.send(":")
            pane.type("products[0].id")
            pane.send("Enter")
            pane.waitFor("at $.products[0].id")
            pane.waitFor("JSONDecoder")
            pane.waitFor("LenientDecoder")
            pane.waitUntil("Int is read as it is by both decoders") { screen in
                screen.contains("Int           1042") && screen.contains("read as it is")
            }
            pane.send("q")
            pane.expectExit(0)
        }
    }
}
