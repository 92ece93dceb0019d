import Foundation
import Testing

/// The fuzz targets' checks (`Checks` links to `Fuzz/Sources/FuzzChecks`, compiled here too) on
/// every committed input: each crash a target ever found (`Fuzz/Crashes/TARGET/`) stays fixed,
/// and each seed (`Fuzz/Seeds/TARGET/`) passes. No fuzzer and no build is involved.
@Suite struct FuzzReplayTests {
    /// The files in `Fuzz/FOLDER/TARGET/`, none when the folder is missing or empty.
    static func inputs(_ folder: String, _ target: FuzzTarget) -> [URL] {
        let directory = PackageRoot.file("Fuzz/\(folder)/\(target.rawValue)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { directory.appendingPathComponent($0) }
    }

    func expectPasses(_ file: URL, _ target: FuzzTarget) throws {
        let input = [UInt8](try Data(contentsOf: file))
        if let failure = target.check(input) {
            Issue.record("\(target.rawValue) fails on \(file.lastPathComponent): \(failure)")
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func everyCrashInputPassesItsTargetsCheck(_ target: FuzzTarget) throws {
        for file in Self.inputs("Crashes", target) {
            try expectPasses(file, target)
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func everySeedPassesItsTargetsCheck(_ target: FuzzTarget) throws {
        let seeds = Self.inputs("Seeds", target)
        #expect(!seeds.isEmpty, "no seeds in Fuzz/Seeds/\(target.rawValue)")
        for file in seeds {
            try expectPasses(file, target)
        }
    }

    @Test func crashFoldersAreNamedForTargets() throws {
        let crashes = PackageRoot.file("Fuzz/Crashes")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: crashes.path)) ?? []
        for name in names where !name.hasPrefix(".") && !name.hasSuffix(".md") {
            #expect(FuzzTarget(rawValue: name) != nil, "Fuzz/Crashes/\(name) is not a fuzz target")
        }
    }
}
