import Coax
import Foundation
import Testing

@testable import CoaxInspector

/// Searches and filters kept for `n`/`N`, each replaced one stopped.
@Suite("FinderState: searches, the pending filter, and what n steps through")
struct FinderStateTests {
    let document: JSONDocument

    init() throws {
        document = try JSONDocument(parsing: #"{"a": "x", "b": ["x", "y"]}"#)
    }

    private func search(_ text: String) -> SearchState {
        SearchState(query: SearchQuery(text), document: document, from: 0)
    }

    private func pendingFilter(extending: TreeFilter? = nil) -> Inspector.PendingFilter {
        let control = JSONQueryControl()
        let job = BackgroundJob<Result<TreeFilter, JSONQueryEvaluationError>>(name: "filter") { context in
            while !context.isCancelled { usleep(1_000) }
            return .failure(.cancelled)
        }
        return Inspector.PendingFilter(job: job, control: control, view: .document, text: "$..x", extending: extending)
    }

    @Test func aNewSearchStopsTheOneItReplacesInItsViewOnly() {
        var finder = FinderState()
        let first = search("x")
        let other = search("y")
        finder.begin(first, text: "x", in: .document)
        finder.begin(other, text: "y", in: .expanded)
        let second = search("a")
        finder.begin(second, text: "a", in: .document)
        #expect(first.isCancelled)
        #expect(!other.isCancelled)
        #expect(finder.search(in: .document) === second)
        #expect(finder.lastSearchText == "a")
    }

    @Test func nStepsThroughWhicheverOfSearchAndFilterWasUsedLast() {
        var finder = FinderState()
        #expect(finder.lastUsed == .search)
        finder.filterShown()
        #expect(finder.lastUsed == .filter)
        finder.begin(search("x"), text: "x", in: .document)
        #expect(finder.lastUsed == .search)
    }

    @Test func droppingSearchesStopsThemAndKeepsTheText() {
        var finder = FinderState()
        let shown = search("x")
        let expanded = search("y")
        finder.begin(shown, text: "x", in: .document)
        finder.begin(expanded, text: "y", in: .expanded)
        finder.dropSearch(in: .expanded)
        #expect(expanded.isCancelled)
        #expect(!shown.isCancelled)
        finder.dropSearches()
        #expect(shown.isCancelled)
        #expect(finder.search(in: .document) == nil)
        #expect(finder.lastSearchText == "y")
    }

    @Test func aNewFilterStopsTheOneBeingComputed() {
        var finder = FinderState()
        let first = pendingFilter()
        finder.begin(first)
        finder.begin(pendingFilter())
        #expect(first.job.isCancelled)
        #expect(first.control.isCancelled)
        _ = finder.stopFilter()
        #expect(finder.pendingFilter == nil)
    }

    @Test func extendingAFilterToNewDocumentsIsNotAQueryEscStops() {
        var finder = FinderState()
        let filter = TreeFilter(query: "$..x", matches: [], kept: [], nodeCount: 0)
        let extending = pendingFilter(extending: filter)
        finder.begin(extending)
        let stoppedAsAQuery = finder.stopFilter(includingExtensions: false)
        #expect(stoppedAsAQuery == nil)
        #expect(!extending.job.isCancelled)
        let stopped = finder.stopFilter()
        #expect(stopped != nil, "removing the filter stops it all the same")
        #expect(extending.job.isCancelled)
    }

    @Test func takingTheFinishedFilterForgetsIt() {
        var finder = FinderState()
        let pending = pendingFilter()
        finder.begin(pending)
        let taken = finder.takePendingFilter()
        #expect(taken?.text == "$..x")
        #expect(finder.pendingFilter == nil)
        #expect(!pending.job.isCancelled)
        pending.job.cancel()
    }
}
