import Coax
import Foundation
import Testing

@testable import CoaxInspector

/// The panel's scroll, form, cached report and its completion, as value transitions.
@Suite("PanelState: scrolling, form, report and its completion")
struct PanelStateTests {
    @Test func scrollingStopsAtTheTopAndWhereTheLastLineReachesTheBottom() {
        var panel = PanelState()
        panel.scroll(by: -3, lineCount: 12, bodyRows: 8)
        #expect(panel.scroll == 0)
        panel.scroll(by: 3, lineCount: 12, bodyRows: 8)
        #expect(panel.scroll == 3)
        panel.scroll(by: Int.max / 2, lineCount: 12, bodyRows: 8)
        #expect(panel.scroll == 4)
        panel.scroll(by: 1, lineCount: 5, bodyRows: 8)
        #expect(panel.scroll == 0, "lines that fit do not scroll")
    }

    @Test func togglingTheFormGoesBackToTheTop() {
        var panel = PanelState()
        panel.scroll = 6
        panel.toggleForm()
        #expect(panel.form == .full)
        #expect(panel.scroll == 0)
        panel.toggleForm()
        #expect(panel.form == .compact)
    }

    @Test func anotherSelectionStartsAtTheTopAndStopsTheSlowWork() {
        var panel = PanelState()
        let job = BackgroundJob<[ValueReport.Section]>(name: "report") { context in
            while !context.isCancelled { usleep(1_000) }
            return []
        }
        panel.scroll = 5
        panel.completion = PanelState.Completion(view: .document, index: 3, works: [], job: job)
        panel.selectionMoved()
        #expect(panel.scroll == 0)
        #expect(panel.completion == nil)
        #expect(job.isCancelled)
    }

    @Test func theCachedReportIsOnlyForItsViewAndRow() throws {
        var panel = PanelState()
        #expect(panel.cachedReport(view: .document, index: 1) == nil)
        panel.cache = PanelState.CachedReport(view: .document, index: 1, report: nil)
        let cached = try #require(panel.cachedReport(view: .document, index: 1))
        #expect(cached == nil, "cached: there are no reporters")
        #expect(panel.cachedReport(view: .document, index: 2) == nil)
        #expect(panel.cachedReport(view: .expanded, index: 1) == nil)
        panel.reset()
        #expect(panel.cachedReport(view: .document, index: 1) == nil)
    }

    @Test func completedSectionsReplaceThoseWithTheirIdentifierAndOthersFollow() {
        var panel = PanelState()
        let quick = ValueReport(sections: [
            .init("decoders", title: "JSONDecoder", notes: ["working…"], rows: []),
            .init("coercions", title: "Coercions", rows: []),
        ])
        panel.cache = PanelState.CachedReport(view: .document, index: 7, report: quick)
        let pending = PanelState.Completion(view: .document, index: 7, works: [], job: nil)
        panel.complete(
            pending,
            with: [
                .init("decoders", title: "JSONDecoder", notes: ["done"], rows: []),
                .init("arrays", title: "Typed arrays", rows: []),
            ])
        let sections = panel.cache?.report?.sections ?? []
        #expect(sections.map(\.title) == ["JSONDecoder", "Coercions", "Typed arrays"])
        #expect(sections.first?.notes == ["done"])
    }

    @Test func completedSectionsForAnotherRowAreDropped() {
        var panel = PanelState()
        let report = ValueReport(sections: [.init("coercions", title: "Coercions", rows: [])])
        panel.cache = PanelState.CachedReport(view: .document, index: 2, report: report)
        panel.complete(
            PanelState.Completion(view: .document, index: 7, works: [], job: nil),
            with: [.init("arrays", title: "Typed arrays", rows: [])])
        #expect(panel.cache?.report == report)
    }

    @Test func sectionJumpsGoToTheNextOrPreviousHeadingAsFarAsThePanelScrolls() {
        var panel = PanelState()
        let headings = [4, 9, 15]
        #expect(panel.sectionTarget(forward: true, headings: headings, lineCount: 20, bodyRows: 8) == 4)
        panel.scroll = 4
        #expect(panel.sectionTarget(forward: true, headings: headings, lineCount: 20, bodyRows: 8) == 9)
        #expect(panel.sectionTarget(forward: false, headings: headings, lineCount: 20, bodyRows: 8) == 0)
        panel.scroll = 12
        #expect(
            panel.sectionTarget(forward: true, headings: headings, lineCount: 20, bodyRows: 8) == nil,
            "the last section's start is past the furthest scroll, where the panel already is")
        panel.scroll = 0
        #expect(panel.sectionTarget(forward: false, headings: headings, lineCount: 20, bodyRows: 8) == nil)
    }
}
