import Testing

/// The inspector in real terminals (tmux panes on private servers), one test per scenario.
/// The scenarios run one at a time: each starts its own `coax`, and a busy machine should not
/// make them race each other for the processor.
@Suite("Inspector in tmux", .serialized, .enabled(if: TmuxTerminal.isAvailable, "tmux is not installed"))
enum InspectorInTmux {}
