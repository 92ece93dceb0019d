import Coax
import Foundation
import Testing

@Suite("LenientDecoder with many types")
struct LenientDecoderManyTypesTests {
    struct Wrap<Value: Decodable>: Decodable {
        var v: Value
    }

    // 80 nested types, each a different `Wrap<…>`: more than the decoder keeps dispatch decisions for.
    typealias W0 = Wrap<Int>
    typealias W1 = Wrap<W0>
    typealias W2 = Wrap<W1>
    typealias W3 = Wrap<W2>
    typealias W4 = Wrap<W3>
    typealias W5 = Wrap<W4>
    typealias W6 = Wrap<W5>
    typealias W7 = Wrap<W6>
    typealias W8 = Wrap<W7>
    typealias W9 = Wrap<W8>
    typealias W10 = Wrap<W9>
    typealias W11 = Wrap<W10>
    typealias W12 = Wrap<W11>
    typealias W13 = Wrap<W12>
    typealias W14 = Wrap<W13>
    typealias W15 = Wrap<W14>
    typealias W16 = Wrap<W15>
    typealias W17 = Wrap<W16>
    typealias W18 = Wrap<W17>
    typealias W19 = Wrap<W18>
    typealias W20 = Wrap<W19>
    typealias W21 = Wrap<W20>
    typealias W22 = Wrap<W21>
    typealias W23 = Wrap<W22>
    typealias W24 = Wrap<W23>
    typealias W25 = Wrap<W24>
    typealias W26 = Wrap<W25>
    typealias W27 = Wrap<W26>
    typealias W28 = Wrap<W27>
    typealias W29 = Wrap<W28>
    typealias W30 = Wrap<W29>
    typealias W31 = Wrap<W30>
    typealias W32 = Wrap<W31>
    typealias W33 = Wrap<W32>
    typealias W34 = Wrap<W33>
    typealias W35 = Wrap<W34>
    typealias W36 = Wrap<W35>
    typealias W37 = Wrap<W36>
    typealias W38 = Wrap<W37>
    typealias W39 = Wrap<W38>
    typealias W40 = Wrap<W39>
    typealias W41 = Wrap<W40>
    typealias W42 = Wrap<W41>
    typealias W43 = Wrap<W42>
    typealias W44 = Wrap<W43>
    typealias W45 = Wrap<W44>
    typealias W46 = Wrap<W45>
    typealias W47 = Wrap<W46>
    typealias W48 = Wrap<W47>
    typealias W49 = Wrap<W48>
    typealias W50 = Wrap<W49>
    typealias W51 = Wrap<W50>
    typealias W52 = Wrap<W51>
    typealias W53 = Wrap<W52>
    typealias W54 = Wrap<W53>
    typealias W55 = Wrap<W54>
    typealias W56 = Wrap<W55>
    typealias W57 = Wrap<W56>
    typealias W58 = Wrap<W57>
    typealias W59 = Wrap<W58>
    typealias W60 = Wrap<W59>
    typealias W61 = Wrap<W60>
    typealias W62 = Wrap<W61>
    typealias W63 = Wrap<W62>
    typealias W64 = Wrap<W63>
    typealias W65 = Wrap<W64>
    typealias W66 = Wrap<W65>
    typealias W67 = Wrap<W66>
    typealias W68 = Wrap<W67>
    typealias W69 = Wrap<W68>
    typealias W70 = Wrap<W69>
    typealias W71 = Wrap<W70>
    typealias W72 = Wrap<W71>
    typealias W73 = Wrap<W72>
    typealias W74 = Wrap<W73>
    typealias W75 = Wrap<W74>
    typealias W76 = Wrap<W75>
    typealias W77 = Wrap<W76>
    typealias W78 = Wrap<W77>
    typealias W79 = Wrap<W78>

    @Test("a value nesting more distinct types than the dispatch table holds decodes, twice in a run")
    func manyNestedTypes() throws {
        let depth = 80
        let text = String(repeating: #"{"v": "#, count: depth) + #""7""# + String(repeating: "}", count: depth)
        let pair = try LenientDecoder().decode([W79].self, fromText: "[" + text + ", " + text + "]")
        #expect(pair.count == 2)
        #expect(pair.allSatisfy { $0.innermost == 7 })
    }
}

protocol NestedValue {
    var innermost: Int { get }
}

extension Int: NestedValue {
    var innermost: Int { self }
}

extension LenientDecoderManyTypesTests.Wrap: NestedValue where Value: NestedValue {
    var innermost: Int { v.innermost }
}
