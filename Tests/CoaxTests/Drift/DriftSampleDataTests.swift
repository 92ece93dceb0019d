import Coax
import Foundation
import Testing

/// Drift in `SampleData/type-drift.json`, checked against the table in `SampleData/README.md`.
@Suite struct DriftSampleDataTests {
    let document: JSONDocument
    let report: DriftReport

    init() throws {
        document = try JSONDocument(parsing: SampleDataFile.bytes("type-drift.json"))
        report = DriftAnalyzer().analyze(document)
    }

    /// `kind ×count (first path)` for every kind of a member, most frequent first.
    private func kinds(_ pattern: String) -> [String] {
        report.member(at: pattern)?.kinds.map(\.description) ?? ["no member at \(pattern)"]
    }

    @Test func productIdsAreNumbersAndStringsReadAsIntegers() throws {
        let id = try #require(report.member(at: "$.products[*].id"))
        #expect(kinds("$.products[*].id") == ["number ×6 ($.products[0].id)", "string ×4 ($.products[1].id)"])
        #expect(id.presentCount == 10 && id.missingCount == 0 && id.nullCount == 0)
        #expect(id.best == .integer)
        #expect(id.severity == .kindChange)
        #expect(id.readingSummary == "integer reads all 10 values exactly")
    }

    @Test func pricesReadAsDecimalsAndIntegerWouldTruncateEight() throws {
        let price = try #require(report.member(at: "$.products[*].price"))
        #expect(kinds("$.products[*].price") == ["number ×6 ($.products[0].price)", "string ×4 ($.products[1].price)"])
        #expect(price.best == .decimal)
        let integer = try #require(price.tally(.integer))
        #expect(integer.exactCount == 2 && integer.lossyCount == 8 && integer.loss == .truncated)
        #expect(integer.firstFailure?.path == ["products", 0, "price"])
        #expect(integer.firstFailure?.why == "8.45 truncated toward zero → 8")
        #expect(
            price.readingSummary == "decimal reads all 10 values exactly; integer would truncate 8 values "
                + "($.products[0].price: 8.45 truncated toward zero → 8)")
    }

    @Test func inStockOnlyReadsAsTextBecauseTrueFalseAndYesHaveNoDigit() throws {
        let inStock = try #require(report.member(at: "$.products[*].in_stock"))
        #expect(
            kinds("$.products[*].in_stock") == [
                "bool ×4 ($.products[0].in_stock)", "string ×4 ($.products[2].in_stock)",
                "number ×2 ($.products[1].in_stock)",
            ])
        #expect(inStock.best == .string)
        #expect(inStock.severity == .textOnly)
        let bool = try #require(inStock.tally(.bool))
        #expect(bool.exactCount == 7 && bool.unreadCount == 3 && bool.lossyCount == 0)
        #expect(bool.firstFailure?.path == ["products", 2, "in_stock"])
    }

    @Test func createdAtHoldsUnixSecondsNumericTextAndOneISODate() throws {
        let created = try #require(report.member(at: "$.products[*].created_at"))
        #expect(
            kinds("$.products[*].created_at")
                == ["number ×7 ($.products[0].created_at)", "string ×3 ($.products[1].created_at)"])
        #expect(created.best == .string)
        #expect(created.severity == .textOnly)
        let date = try #require(created.tally(.unixDate))
        #expect(date.exactCount == 9 && date.lossyCount == 1)
        #expect(date.firstFailure?.path == ["products", 3, "created_at"])
        #expect(created.readingSummary.contains("unix date would lose 1 value (cleaned, truncated)"))
    }

    @Test func updatedAtIsSometimesNullAndOnceMissing() throws {
        let updated = try #require(report.member(at: "$.products[*].updated_at"))
        #expect(
            kinds("$.products[*].updated_at") == [
                "number ×5 ($.products[0].updated_at)", "null ×2 ($.products[1].updated_at)",
                "string ×2 ($.products[3].updated_at)",
            ])
        #expect(updated.presentCount == 9 && updated.missingCount == 1)
        #expect(updated.kindSummary.hasSuffix(", missing ×1"))
        #expect(updated.severity == .textOnly)
    }

    @Test func ratingDiscountAndStockDriftBetweenNumbersAndText() throws {
        #expect(
            kinds("$.products[*].rating") == [
                "number ×7 ($.products[0].rating)", "string ×2 ($.products[1].rating)",
                "null ×1 ($.products[3].rating)",
            ])
        #expect(report.member(at: "$.products[*].rating")?.best == .decimal)
        #expect(
            kinds("$.products[*].discount") == [
                "null ×3 ($.products[0].discount)", "number ×3 ($.products[2].discount)",
                "string ×2 ($.products[1].discount)",
            ])
        #expect(report.member(at: "$.products[*].discount")?.missingCount == 2)
        #expect(report.member(at: "$.products[*].discount")?.best == .decimal)
        #expect(kinds("$.products[*].stock") == ["number ×7 ($.products[0].stock)", "string ×3 ($.products[1].stock)"])
        #expect(report.member(at: "$.products[*].stock")?.best == .integer)
    }

    @Test func variantsAreSometimesNull() throws {
        let variants = try #require(report.member(at: "$.products[*].variants"))
        #expect(
            kinds("$.products[*].variants") == [
                "array ×9 ($.products[0].variants)", "null ×1 ($.products[7].variants)",
            ])
        #expect(variants.severity == .optionality)
        #expect(variants.best == .array)
    }

    @Test func nestedVariantsDriftAtTheirOwnPattern() throws {
        let group = try #require(report.group(at: "$.products[*].variants[*]"))
        #expect(group.objectCount == 15)
        #expect(group.members.map(\.key) == ["id", "label", "price_delta", "available"])
        #expect(
            kinds("$.products[*].variants[*].id")
                == ["number ×13 ($.products[0].variants[0].id)", "string ×2 ($.products[1].variants[0].id)"])
        #expect(
            kinds("$.products[*].variants[*].price_delta") == [
                "number ×10 ($.products[0].variants[0].price_delta)",
                "string ×3 ($.products[1].variants[0].price_delta)",
                "null ×1 ($.products[5].variants[1].price_delta)",
            ])
        #expect(report.member(at: "$.products[*].variants[*].price_delta")?.missingCount == 1)
        #expect(
            kinds("$.products[*].variants[*].available") == [
                "bool ×10 ($.products[0].variants[0].available)", "string ×3 ($.products[1].variants[0].available)",
                "number ×2 ($.products[2].variants[0].available)",
            ])
        #expect(report.member(at: "$.products[*].variants[*].label")?.isDrifting == false)
    }

    @Test func consistentMembersAndTheVendorGroupReportNothing() throws {
        for key in ["sku", "name", "currency", "reviews_count", "tags", "vendor"] {
            let member = try #require(report.member(at: "$.products[*].\(key)"))
            #expect(!member.isDrifting, "\(key)")
            #expect(member.presentCount == 10 && member.kinds.count == 1, "\(key)")
        }
        let vendor = try #require(report.group(at: "$.products[*].vendor"))
        #expect(vendor.objectCount == 10)
        #expect(vendor.findings.isEmpty)
        // `meta` appears once: nothing to compare it with, so it is not a group.
        #expect(report.group(at: "$.meta") == nil)
        #expect(report.member(at: "$.meta.total") == nil)
    }

    @Test func findingsAreExactlyTheTwelveDriftsSortedBySeverity() {
        #expect(
            report.findings.map(\.pattern.description) == [
                "$.products[*].in_stock", "$.products[*].created_at", "$.products[*].updated_at",
                "$.products[*].variants[*].available",
                "$.products[*].id", "$.products[*].price", "$.products[*].stock", "$.products[*].rating",
                "$.products[*].discount", "$.products[*].variants[*].id", "$.products[*].variants[*].price_delta",
                "$.products[*].variants",
            ])
        let severities = report.findings.compactMap(\.severity)
        #expect(severities == severities.sorted(by: >))
        #expect(report.severityCounts.map(\.count) == [4, 7, 1])
    }

    @Test func everyFirstPathResolvesToAValueOfItsKind() throws {
        for member in report.members {
            for kind in member.kinds {
                let node = try kind.firstPath.resolve(in: document.root)
                #expect(node.kind == kind.kind, "\(kind)")
                #expect(node.index == kind.firstIndex)
                #expect(member.pattern.matches(kind.firstPath), "\(member.pattern) vs \(kind.firstPath)")
            }
        }
    }

    @Test func countsAgreeWithANaiveRecursiveCount() throws {
        try DriftReferenceCheck.agree(report, with: SampleDataFile.value("type-drift.json"))
    }
}
