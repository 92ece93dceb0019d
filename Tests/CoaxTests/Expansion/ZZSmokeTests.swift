import Foundation
import Testing
@testable import Coax

@Test func zzSmoke() throws {
    for name in ["jte-example-1.json", "jte-example-2.json"] {
        let document = try ExpansionFixtures.sample(name)
        let expansion = try Expander().expand(document.root)
        print(ExpansionFixtures.pretty(expansion.value))
        print(expansion.warnings)
    }
}
