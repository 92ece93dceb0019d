/// Collects warnings in the order found, each (path, problem) pair once: the same related
/// resource can be reached from many places, and its problem is still one problem.
struct WarningLog {
    private(set) var warnings: [ExpansionWarning] = []
    private var seen: Set<ExpansionWarning> = []

    mutating func add(_ problem: ExpansionProblem, at path: JSONPath) {
        let warning = ExpansionWarning(path: path, problem: problem)
        if seen.insert(warning).inserted {
            warnings.append(warning)
        }
    }
}
