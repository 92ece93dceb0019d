import ArgumentParser
import Coax

/// `coax rules`: the coercion rule table, computed by the engine, as Markdown.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "Print the coercion rule table (every coercion × representative inputs) as Markdown.",
        discussion: """
            docs/coercion-rules.md is this command's output. With --decoders, prints instead the section of \
            docs/coercion.md that compares EBTExtractor's rules, JSONDecoder and LenientDecoder on the same values.
            """
    )

    @Flag(help: "Print the three rule sets side by side (EBTExtractor's rules, JSONDecoder, LenientDecoder).")
    var decoders = false

    func run() throws {
        try StandardOutput.write(decoders ? RuleSetComparison.markdown() : CoercionRuleTable.markdown())
    }
}
