import Coax
import Foundation
import Testing

@testable import CoaxSwiftModels

/// Random models × documents that conform or break one rule each, decoded by the real
/// `JSONDecoder` (the models compiled with swiftc), compared with a ``DecodeVerdictProvider`` on
/// ok, case, codingPath and key.
@Suite(.serialized) struct DifferentialTests {
    /// The strategy combinations targets cycle through: every key, date and data strategy.
    static let strategyCycle: [DecodeStrategies] = {
        let dates: [DecodeStrategies.Dates] = [
            .deferredToDate, .iso8601, .secondsSince1970, .millisecondsSince1970, .formatted("yyyy-MM-dd HH:mm"),
        ]
        var cycle: [DecodeStrategies] = []
        for (index, date) in dates.enumerated() {
            for keys in DecodeStrategies.Keys.allCases {
                cycle.append(
                    DecodeStrategies(keys: keys, dates: date, data: index % 2 == 0 ? .base64 : .deferredToData))
            }
        }
        cycle.append(DecodeStrategies(keys: .convertFromSnakeCase, dates: .iso8601, data: .deferredToData))
        return cycle
    }()

    /// A generated model compiled with a driver for every (root, strategies) target, with its
    /// documents decoded by the real JSONDecoder.
    struct Batch {
        var model: GeneratedModel
        var sources: [(path: String, text: String)]
        var targets: [ExactDecodeTarget]
        var documents: [[GeneratedDocument]]
        var real: [[DecodeVerdict]]
        var program: ExactDecodeProgram
        var scratch: ExactScratch
    }

    static func batch(seed: UInt64, recordCount: Int) throws -> Batch {
        var generator = RandomModelGenerator(seed: seed)
        // Kept by `shared` for the whole run: its `GeneratedType` trees are indirect enums.
        let model = LeakSanitizerExemption.building { generator.model(recordCount: recordCount) }
        let scratch = try ExactScratch(kept: "differential")
        let source = model.source
        let file = try scratch.write(source, named: "Models\(seed).swift")
        var targets: [ExactDecodeTarget] = []
        var documents: [[GeneratedDocument]] = []
        for (index, root) in model.roots.enumerated() {
            for variant in 0..<2 {
                let strategies = strategyCycle[(index * 2 + variant) % strategyCycle.count]
                targets.append(ExactDecodeTarget(typeExpression: root.swift, strategies: strategies))
                var documentGenerator = RandomDocumentGenerator(
                    model: model, strategies: strategies, seed: seed &* 1000 &+ UInt64(targets.count))
                documents.append(documentGenerator.documents(for: root))
            }
        }
        let program = try ExactDecodeProgram.build(
            modelFiles: [file], targets: targets, cacheDirectory: scratch.path + "/cache", optimization: .none)
        var records: [(target: Int, bytes: [UInt8])] = []
        for (target, list) in documents.enumerated() {
            records += list.map { (target, Array($0.json.text.utf8)) }
        }
        var all = try program.verdicts(for: records)[...]
        var real: [[DecodeVerdict]] = []
        for list in documents {
            real.append(Array(all.prefix(list.count)))
            all = all.dropFirst(list.count)
        }
        return Batch(
            model: model, sources: [(file, source)], targets: targets, documents: documents, real: real,
            program: program, scratch: scratch)
    }

    /// Where a provider's verdict differs from the real one on ok, case, codingPath or key.
    static func differences(_ batch: Batch, provider: some DecodeVerdictProvider) throws -> [String] {
        var differences: [String] = []
        for (index, target) in batch.targets.enumerated() {
            let documents = batch.documents[index].map { Array($0.json.text.utf8) }
            let given = try provider.verdicts(
                models: batch.model.declaredModels, sources: batch.sources, typeExpression: target.typeExpression,
                strategies: target.strategies, documents: documents)
            for (position, (expected, actual)) in zip(batch.real[index], given).enumerated()
            where expected.comparable != actual.comparable {
                differences.append(
                    "\(target.typeExpression) \(target.strategies) \(batch.documents[index][position].json.text): "
                        + "JSONDecoder \(expected.comparable), provider \(actual.comparable)")
            }
            if given.count != documents.count {
                differences.append("\(target.typeExpression): \(given.count) verdicts for \(documents.count) documents")
            }
        }
        return differences
    }

    static let shared = Result { try batch(seed: 2211, recordCount: 12) }

    @Test func theGeneratedModelsCompileAndEveryConformingDocumentDecodes() throws {
        let batch = try Self.shared.get()
        #expect(batch.targets.count >= 20)
        for (index, list) in batch.documents.enumerated() {
            for (document, verdict) in zip(list, batch.real[index]) where document.breaks == .conforming {
                #expect(verdict == .decoded, "\(batch.targets[index].typeExpression): \(document.json.text)")
            }
        }
    }

    @Test func eachBreakFailsWithTheCaseItIsMadeFor() throws {
        let batch = try Self.shared.get()
        for (index, list) in batch.documents.enumerated() {
            for (document, verdict) in zip(list, batch.real[index]) {
                guard let expected = document.expected else { continue }
                let actual: GeneratedDocument.Expected? =
                    switch verdict {
                    case .decoded: .decoded
                    case .failed(let failure): .fails(failure.kind)
                    case .notSimulated: nil
                    }
                #expect(
                    actual == expected,
                    "\(document.breaks) in \(batch.targets[index].typeExpression) \(batch.targets[index].strategies): \(document.json.text) gave \(verdict)"
                )
            }
        }
    }

    @Test func theCorpusCoversEveryCaseEveryStrategyAndEveryBreak() throws {
        let batch = try Self.shared.get()
        let verdicts = batch.real.joined()
        let kinds = Set(
            verdicts.compactMap { verdict -> DecodingErrorCase? in
                guard case .failed(let failure) = verdict else { return nil }
                return failure.kind
            })
        #expect(kinds == Set(DecodingErrorCase.allCases))
        #expect(verdicts.contains(.decoded))
        let strategies = batch.targets.map(\.strategies)
        #expect(Set(strategies.map(\.keys)) == Set(DecodeStrategies.Keys.allCases))
        #expect(Set(strategies.map(\.data)) == Set(DecodeStrategies.DataEncoding.allCases))
        #expect(Set(strategies.map { "\($0.dates)" }).count == 5)
        let breaks = Set(batch.documents.joined().map(\.breaks))
        #expect(
            Set(DocumentBreak.allCases).subtracting(breaks).isEmpty,
            "no document breaks by \(Set(DocumentBreak.allCases).subtracting(breaks))")
    }

    @Test func theExactProviderAgreesWithTheRealDecoder() throws {
        let batch = try Self.shared.get()
        let provider = ExactVerdictProvider(program: batch.program, targets: batch.targets)
        let differences = try Self.differences(batch, provider: provider)
        #expect(differences.isEmpty, "\(differences.prefix(10).joined(separator: "\n"))")
    }

    @Test func theReaderDescribesTheGeneratedSourcesAsTheGeneratorDeclaredThem() throws {
        for seed: UInt64 in [2211, 7, 42, 90210] {
            var generator = RandomModelGenerator(seed: seed)
            let model = generator.model(recordCount: 12)
            let read = try SwiftModelReader.read(sources: [("Models\(seed).swift", model.source)])
            // The generator lists its enums first and knows no source positions; the reader keeps
            // source order and positions. Neither changes what is decoded.
            let readTypes = read.types.map(\.withoutPositions).sorted { $0.name < $1.name }
            let declaredTypes = model.declaredModels.types.map(\.withoutPositions).sorted { $0.name < $1.name }
            #expect(read.typealiases == model.declaredModels.typealiases, "seed \(seed)")
            #expect(readTypes.map(\.name) == declaredTypes.map(\.name), "seed \(seed)")
            for (readType, declaredType) in zip(readTypes, declaredTypes) where readType != declaredType {
                Issue.record("seed \(seed): \(readType.name) read as\n\(readType)\ndeclared as\n\(declaredType)")
            }
        }
    }

    @Test func theSimulatorOnTheGeneratorsModelsAgreesWithTheRealDecoder() throws {
        let batch = try Self.shared.get()
        let differences = try Self.differences(batch, provider: SimulatorVerdictProvider(modelSource: .generator))
        #expect(differences.isEmpty, "\(differences.count) differ:\n\(differences.prefix(20).joined(separator: "\n"))")
    }

    @Test func theSimulatorOnTheReadModelsAgreesWithTheRealDecoder() throws {
        let batch = try Self.shared.get()
        let differences = try Self.differences(batch, provider: SimulatorVerdictProvider(modelSource: .reader))
        #expect(differences.isEmpty, "\(differences.count) differ:\n\(differences.prefix(20).joined(separator: "\n"))")
    }

    @Test func theExactRunnerBuiltForOneTypeGivesTheBatchesVerdicts() throws {
        let batch = try Self.shared.get()
        let index = try #require(batch.targets.indices.first { batch.targets[$0].typeExpression.hasPrefix("[") })
        let target = batch.targets[index]
        let runner = ExactDecodeRunner(
            modelFiles: batch.sources.map(\.path), typeExpression: target.typeExpression, strategies: target.strategies,
            cacheDirectory: batch.scratch.path + "/cache")
        let verdicts = try runner.verdicts(for: batch.documents[index].map { Array($0.json.text.utf8) })
        #expect(verdicts.map(\.comparable) == batch.real[index].map(\.comparable))
    }
}

extension DecodeVerdict {
    /// What the differential tests compare: ok, the case, the codingPath and the key (messages and
    /// paths are the simulator's own wording).
    var comparable: String {
        switch self {
        case .decoded: "ok"
        case .notSimulated(let reason): "notSimulated(\(reason))"
        case .failed(let failure):
            "\(failure.kind) at [\(failure.codingPath.map(\.quoted).joined(separator: ", "))]"
                + (failure.key.map { " key \($0)" } ?? "")
        }
    }
}

extension CodingPathComponent {
    /// A key in quotes, an index bare: `["items", 1]` stays distinct from `["items", "1"]`.
    var quoted: String {
        switch self {
        case .key(let key): "\"\(key)\""
        case .index(let index): String(index)
        }
    }
}

extension DeclaredType {
    /// The type with no source positions, its own or its properties'.
    var withoutPositions: DeclaredType {
        var type = self
        type.position = nil
        type.properties = type.properties.map { property in
            var property = property
            property.position = nil
            return property
        }
        return type
    }
}
