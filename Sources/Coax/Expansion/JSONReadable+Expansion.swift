extension JSONReadable {
    /// The elements as an array; empty when the value is not an array.
    var elementList: [Self] {
        guard let elements else { return [] }
        return Array(elements)
    }

    /// The members as an array of pairs; empty when the value is not an object.
    var memberList: [(key: String, value: Self)] {
        guard let members else { return [] }
        return Array(members)
    }
}
