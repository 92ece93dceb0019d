import Coax

/// Coax's sample documents: large API-like documents for benchmarks, and random documents for
/// round-trip tests (the built-in demo is the inspector's `InspectorDemo`). Everything here is deterministic: the same
/// seed gives the same bytes on every run and every machine.
///
/// ```swift
/// let feed = APIDocumentGenerator(variant: .drifting, seed: 7).bytes(size: 10_000_000)
/// var random = RandomJSONGenerator(seed: 42)
/// let value = random.next()                                 // a JSONValue of random shape
/// ```
public enum CoaxSamples {}
