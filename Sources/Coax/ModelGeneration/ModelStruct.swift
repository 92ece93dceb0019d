/// A struct of a generated model, before it is written out.
struct ModelStruct {
    struct Property {
        /// The Swift name, without backticks.
        var name: String
        /// The JSON key.
        var key: String
        /// The Swift type, with `?` when optional.
        var type: String
        /// Comment lines (without `///`).
        var notes: [String]
    }

    var name: String
    var properties: [Property] = []
    var nested: [ModelStruct] = []
}
