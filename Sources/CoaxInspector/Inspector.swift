import Coax

/// Namespace for the terminal-free inspector.
public enum Inspector {}
