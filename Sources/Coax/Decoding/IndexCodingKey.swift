/// The coding key of an array element in coding paths, named as `JSONDecoder` names it (`Index 3`).
struct IndexCodingKey: CodingKey {
    let intValue: Int?
    let stringValue: String

    init(_ index: Int) {
        intValue = index
        stringValue = "Index \(index)"
    }

    init?(stringValue: String) {
        return nil
    }

    init(intValue: Int) {
        self.init(intValue)
    }
}
