/// Finds the path of a value from its tape index, by stepping down from a root and skipping
/// whole subtrees: O(depth × siblings before the value). The analysis keeps tape indices while
/// it walks and spells out paths only for the few values a report shows.
struct TapePathFinder {
    let root: JSONNode
    let rootPath: JSONPath

    func path(of index: Int) -> JSONPath {
        var components = rootPath.components
        var current = root
        while current.index != index {
            guard let next = step(from: current, toward: index, components: &components) else { break }
            current = next
        }
        return JSONPath(components)
    }

    private func step(
        from container: JSONNode, toward index: Int, components: inout [JSONPath.Component]
    ) -> JSONNode? {
        if let elements = container.elements {
            var position = 0
            for element in elements {
                if element.index <= index, index < element.subtreeEnd {
                    components.append(.index(position))
                    return element
                }
                position += 1
            }
        } else if let entries = container.entries {
            for member in entries {
                let value = member.value
                if value.index <= index, index < value.subtreeEnd {
                    components.append(.key(member.key))
                    return value
                }
            }
        }
        return nil
    }
}
