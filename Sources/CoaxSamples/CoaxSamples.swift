import Coax

/// Namespace for Coax's sample documents.
public enum CoaxSamples {}
