import ArgumentParser
import Coax

/// `coax rules`: the coercion rule table, computed by the engine, as Markdown.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "Print the coercion rule table (every coercion × representative inputs) as Markdown.",
        discussion: "docs/coercion-rules.md is this command's output."
    )

    func run() throws {
        try StandardOutput.write(CoercionRuleTable.markdown())
    }
}
