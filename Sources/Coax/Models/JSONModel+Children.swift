/// Children built from one key of a parent model, kept so that they are built once.
enum CachedChildren {
    /// One child object.
    case single(JSONModel)
    /// Children from an array; `positions[i]` is the array position `models[i]` came from
    /// (elements that are not objects are skipped, so the two can differ).
    case array(models: [JSONModel], positions: [Int])

    /// The type the children were built as.
    var modelType: ObjectIdentifier? {
        switch self {
        case .single(let model): ObjectIdentifier(type(of: model))
        case .array(let models, _): models.first.map { ObjectIdentifier(type(of: $0)) }
        }
    }
}

/// Where a child model lives inside its parent; the parent holds the child (in its cache) and
/// the child points back weakly, so there is no cycle.
struct ParentLink {
    weak var parent: JSONModel?
    /// The parent's accessor key.
    var key: String
    /// The array position, for children of an array.
    var position: Int?
}

// MARK: - Child objects

extension JSONModel {
    /// The object at `key` wrapped as a `Model`, or nil when the value is missing or not an object.
    /// Built once and cached; a setter on the same key drops the cached child. Changes made
    /// through the child are written into this model's object too.
    ///
    /// ```swift
    /// final class Parent: JSONModel {
    ///     var child: Child? { child() }                 // key "child"
    ///     var owner: Child? { child(Child.self, "owned_by") }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: the model class to build; usually inferred from the property's type.
    ///   - key: the member's name, or a dotted path into nested objects; by default the calling property's name.
    ///
    /// - Returns: The same instance on every call until the key is set again; nil when the value is
    ///   missing, `null` or not an object.
    public final func child<Model: JSONModel>(_ type: Model.Type = Model.self, _ key: String = #function) -> Model? {
        withState { state -> Model? in
            if case .single(let cached)? = state.cache[key], let model = cached as? Model, Swift.type(of: model) == type
            {
                return model
            }
            guard case .object(let object)? = ModelKey.value(in: state.object, at: key) else {
                state.cache[key] = nil
                return nil
            }
            let model = type.init(object: object)
            model.attach(to: self, key: key, position: nil)
            state.cache[key] = .single(model)
            return model
        }
    }

    /// The objects in the array at `key`, each wrapped as a `Model` (elements that are not objects
    /// are skipped, as EBTExtractor's typed arrays drop unconvertible elements); nil when the
    /// value is not an array. Built once and cached, like ``child(_:_:)``.
    ///
    /// ```swift
    /// final class Post: JSONModel {
    ///     var comments: [Comment]? { children() }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: the model class to build; usually inferred from the property's type.
    ///   - key: the member's name, or a dotted path into nested objects; by default the calling property's name.
    ///
    /// - Returns: The same instances on every call until the key is set again, in array order; nil
    ///   when the value is not an array.
    public final func children<Model: JSONModel>(_ type: Model.Type = Model.self, _ key: String = #function) -> [Model]?
    {
        withState { state -> [Model]? in
            if case .array(let cached, _)? = state.cache[key],
                let models = cached as? [Model], models.allSatisfy({ Swift.type(of: $0) == type })
            {
                return models
            }
            guard case .array(let elements)? = ModelKey.value(in: state.object, at: key) else {
                state.cache[key] = nil
                return nil
            }
            var models: [Model] = []
            var positions: [Int] = []
            for (position, element) in elements.enumerated() {
                guard case .object(let object) = element else { continue }
                let model = type.init(object: object)
                model.attach(to: self, key: key, position: position)
                models.append(model)
                positions.append(position)
            }
            state.cache[key] = .array(models: models, positions: positions)
            return models
        }
    }

    /// Records where this model lives inside `parent`.
    func attach(to parent: JSONModel, key: String, position: Int?) {
        withState { $0.link = ParentLink(parent: parent, key: key, position: position) }
    }

    /// Tells the parent (if any) that this model's object changed, so the parent's object follows.
    /// Called after this model's lock is released, so locks are only ever taken child first.
    func propagateChange() {
        let (link, object) = withState { ($0.link, $0.object) }
        guard let link, let parent = link.parent else { return }
        parent.childDidChange(self, object: object, key: link.key, position: link.position)
    }

    /// Writes a child's new object into this model, when the child is still the one cached for
    /// `key` (a child replaced by a setter no longer writes back).
    private func childDidChange(_ child: JSONModel, object: JSONObject, key: String, position: Int?) {
        let changed = withState { state -> Bool in
            switch (state.cache[key], position) {
            case (.single(let cached)?, nil) where cached === child:
                ModelKey.setValue(.object(object), in: &state.object, at: key)
                return true
            case (.array(let models, let positions)?, let position?)
            where models.contains(where: { $0 === child }):
                guard case .array(var elements)? = ModelKey.value(in: state.object, at: key),
                    positions.contains(position), elements.indices.contains(position)
                else { return false }
                elements[position] = .object(object)
                ModelKey.setValue(.array(elements), in: &state.object, at: key)
                return true
            default:
                return false
            }
        }
        if changed { propagateChange() }
    }
}
