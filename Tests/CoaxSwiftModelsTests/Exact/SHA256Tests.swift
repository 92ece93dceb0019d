import Testing

@testable import CoaxSwiftModels

@Suite struct SHA256Tests {
    @Test func digestsMatchTheStandardsTestVectors() {
        #expect(SHA256.hex(of: []) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func feedingInPiecesGivesTheDigestOfTheWhole() {
        let message = Array(repeating: UInt8(ascii: "a"), count: 1000)
        var pieces = SHA256()
        pieces.update(message[..<63])
        pieces.update(message[63..<700])
        pieces.update(message[700...])
        #expect(pieces.finalHex() == SHA256.hex(of: message))
        #expect(SHA256.hex(of: message) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}
