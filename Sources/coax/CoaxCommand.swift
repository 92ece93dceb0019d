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
            ExpandCommand.self, DriftCommand.self, ModelCommand.self, SchemaCommand.self, DecodeCommand.self,
        ],
        defaultSubcommand: InspectCommand.self
    )

    static func main() {
        AllocatorSetup.configure()
        let arguments = PrintPathArgument.normalize(Array(CommandLine.arguments.dropFirst()))
        do {
            if try ManualText.printDumpIfAsked(arguments) { return }
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            exit(after: error)
        }
    }

    /// Ends the process as swift-argument-parser would for `error`, except that what a clean exit
    /// prints (the help, the version, a completion script) is written with ``StandardOutput``: a
    /// failed write is reported and exits 2 rather than leaving an empty file and exiting 0.
    private static func exit(after error: any Error) -> Never {
        guard exitCode(for: error) == .success else { exit(withError: error) }
        let message = fullMessage(for: error)
        do {
            if !message.isEmpty { try StandardOutput.write(message.hasSuffix("\n") ? message : message + "\n") }
        } catch {
            exit(withError: error)
        }
        exit(withError: ExitCode.success)
    }
}
