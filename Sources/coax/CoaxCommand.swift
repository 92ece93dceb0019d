import ArgumentParser
import Coax

/// The `coax` command: inspect JSON API payloads and see what every coercion gives.
@main
struct CoaxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coax",
        abstract: "Inspect JSON API payloads and see what every coercion gives.",
        version: CoaxVersion.current,
        subcommands: [
            CheckCommand.self, GetCommand.self, CoerceCommand.self, RulesCommand.self, ExpandCommand.self,
            DriftCommand.self, ModelCommand.self,
        ]
    )
}
