struct A: Decodable {
    let x: Int
