/// The parts of an expanded resource object that are the same in every copy, converted once
/// and then shared (values are copy-on-write): `type`, `id`, `lid` and the attributes before the
/// relationships; `links`, `meta` and the kept relationship members after them.
struct ResourceTemplate {
    var head: [JSONObject.Member] = []
    /// For each relationship, whether it gets a member (false when its name is taken).
    var keeps: [Bool] = []
    var tail: [JSONObject.Member] = []
}
