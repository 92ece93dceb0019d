import Foundation

@testable import Coax

/// The options of one fixture case, read from `<name>.options` (`key=value` lines:
/// `format`, `include`, `maximumDepth`, `workLimit`); no file means the defaults.
struct ExpansionFixtureOptions {
    var expander = Expander()

    init(name: String, folder: String) throws {
        let url = ExpansionFixtures.directory.appendingPathComponent(folder).appendingPathComponent("\(name).options")
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        let text = try String(contentsOf: url, encoding: .utf8)
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = String(parts[0])
            let value = parts.count > 1 ? String(parts[1]) : ""
            switch key {
            case "format": expander.format = ExpansionFormat(rawValue: value)
            case "include": expander.include = try IncludeList(parsing: value)
            case "maximumDepth": expander.maximumDepth = Int(value) ?? -1
            case "workLimit": expander.workLimit = Int(value)
            default: throw FixtureError.unknownOption(key)
            }
        }
    }

    enum FixtureError: Error {
        case unknownOption(String)
    }
}
