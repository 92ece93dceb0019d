import Coax
import Testing

/// Holds a report's counts to ``ReferenceDriftCounts``.
enum DriftReferenceCheck {
    static func agree(
        _ report: DriftReport, with value: JSONValue, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let reference = ReferenceDriftCounts(value)
        for member in report.members where member.pattern.root == .document {
            let pattern = member.pattern.description
            var counted: [JSONKind: Int] = [:]
            for kind in member.kinds { counted[kind.kind] = kind.count }
            #expect(counted == reference.kinds[pattern], "\(pattern)", sourceLocation: sourceLocation)
            if member.key != nil {
                #expect(member.presentCount == reference.present[pattern], "\(pattern)", sourceLocation: sourceLocation)
            }
        }
        let analysed = Set(report.members.filter { $0.pattern.root == .document }.map(\.pattern.description))
        #expect(analysed == Set(reference.kinds.keys), sourceLocation: sourceLocation)
        for group in report.groups where group.pattern.root == .document {
            #expect(
                group.objectCount == reference.objects[group.pattern.description], "\(group.pattern)",
                sourceLocation: sourceLocation)
        }
    }
}
