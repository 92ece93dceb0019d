/// The version printed by `coax --version`.
enum CoaxVersion {
    static let current = "0.1.0"
}
