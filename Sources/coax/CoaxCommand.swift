import ArgumentParser
import Coax

/// The `coax` command: inspect JSON API payloads and see what every coercion gives.
@main
struct CoaxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coax",
        abstract: "Inspect JSON API payloads and see what every coercion gives.",
        discussion: """
            Exit status: 0 on success; 1 for invalid JSON, a path that does not exist or a document \
            that cannot be expanded; 2 when the input cannot be read or the output cannot be written; \
            64 for invalid arguments.
            """,
        version: CoaxVersion.current,
        subcommands: [
            InspectCommand.self, CheckCommand.self, GetCommand.self, QueryCommand.self, CoerceCommand.self,
            RulesCommand.self,
            ExpandCommand.self, DriftCommand.self, ModelCommand.self,
            SchemaCommand.self,
        ],
        defaultSubcommand: InspectCommand.self
    )

    static func main() {
        let arguments = PrintPathArgument.normalize(Array(CommandLine.arguments.dropFirst()))
        if ManualText.printDumpIfAsked(arguments) { return }
        main(arguments)
    }
}
