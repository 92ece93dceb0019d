import Coax

/// What reading the file again (`R`) gave.
public enum ReloadOutcome: Sendable {
    /// The file as it is now.
    case loaded(JSONDocument)
    /// Why it could not be read; the document shown stays.
    case failed(String)
}
