import Coax
import Foundation

/// A compiled decode driver: the user's model files and a generated `main.swift`
/// (``ExactDriverSource``) built with `swiftc`, cached under a directory by the SHA-256 of
/// everything that goes into the build, so that a second run with the same models, types and
/// options starts at once.
///
/// ```swift
/// let program = try ExactDecodeProgram.build(
///     modelFiles: ["Models.swift"],
///     targets: [ExactDecodeTarget(typeExpression: "Product", strategies: DecodeStrategies())])
/// try program.verdicts(for: [(target: 0, bytes: Array(#"{"id": 1}"#.utf8))])   // [.decoded]
/// ```
package struct ExactDecodeProgram: Sendable {
    /// The optimization the driver is compiled with.
    package enum Optimization: String, Sendable, Hashable {
        /// `-O`: what `--exact` uses; the build takes longer and the decoding is fast.
        case speed = "-O"
        /// `-Onone`: a quicker build for tests that decode a few documents into many types.
        case none = "-Onone"
    }

    /// The driver executable.
    package let executable: String
    /// Whether the executable came from the cache rather than a compile in this call.
    package let wasCached: Bool
    /// How long the driver may go without finishing a document before it is killed and the
    /// document reported without a verdict (a hand-written `init(from:)` that never returns).
    package var stallLimit: Duration = .seconds(120)

    /// How long `swiftc` may go without writing anything or finishing.
    static let compileStallLimit: Duration = .seconds(900)

    /// Compiles the models with a driver for `targets`, or finds the same build in the cache.
    ///
    /// - Parameters:
    ///   - modelFiles: Swift source files, as given (diagnostics name them so).
    ///   - targets: what records may be decoded into; a record names one by its index.
    ///   - compiler: the `swiftc` to use; nil looks at `$SWIFTC`, then `PATH`.
    ///   - cacheDirectory: where builds are kept; nil is ``defaultCacheDirectory(environment:)``.
    ///   - optimization: `-O` by default.
    /// - Throws: ``ExactDecodeError`` for a missing compiler, an unreadable model file, a target
    ///   that is not a type expression, or the compiler's diagnostics.
    package static func build(
        modelFiles: [String], targets: [ExactDecodeTarget], compiler: String? = nil, cacheDirectory: String? = nil,
        optimization: Optimization = .speed
    ) throws(ExactDecodeError) -> ExactDecodeProgram {
        let environment = ProcessInfo.processInfo.environment
        let swiftc: String
        if let compiler {
            swiftc = compiler
        } else {
            swiftc = try findCompiler(environment: environment)
        }
        guard FileManager.default.isExecutableFile(atPath: swiftc) else { throw .toolchainNotFound(searched: swiftc) }
        for target in targets where !target.isPlausibleTypeExpression {
            throw .invalidTypeExpression(target.typeExpression)
        }
        let driver = ExactDriverSource.source(for: targets)
        var key = SHA256()
        key.update("coax exact driver \(ExactDriverSource.version)\n\(optimization.rawValue)\n".utf8)
        key.update(compilerIdentity(swiftc).utf8)
        for file in modelFiles {
            guard let contents = FileManager.default.contents(atPath: file) else {
                throw .unreadableModel(path: file, reason: readFailure(file))
            }
            key.update("\nfile \(file) \(contents.count)\n".utf8)
            key.update(contents)
        }
        key.update("\ndriver\n".utf8)
        key.update(driver.utf8)
        let directory = (cacheDirectory ?? defaultCacheDirectory(environment: environment)) + "/exact/" + key.finalHex()
        let executable = directory + "/decode"
        if FileManager.default.isExecutableFile(atPath: executable) {
            return ExactDecodeProgram(executable: executable, wasCached: true)
        }
        try compile(
            swiftc: swiftc, modelFiles: modelFiles, driver: driver, directory: directory, executable: executable,
            optimization: optimization)
        return ExactDecodeProgram(executable: executable, wasCached: false)
    }

    /// `$XDG_CACHE_HOME/coax`, else `$HOME/.cache/coax`, else a directory under the system's
    /// temporary directory.
    package static func defaultCacheDirectory(environment: [String: String]) -> String {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/coax" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/coax" }
        return NSTemporaryDirectory() + "coax-cache"
    }

    /// `$SWIFTC` when set (it must be executable), else the first `swiftc` on `PATH`.
    package static func findCompiler(environment: [String: String]) throws(ExactDecodeError) -> String {
        if let explicit = environment["SWIFTC"], !explicit.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: explicit) else {
                throw .toolchainNotFound(searched: explicit)
            }
            return explicit
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
            let candidate = String(directory) + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw .toolchainNotFound(searched: "PATH")
    }

    /// What identifies the compiler without running it: its resolved path, size and modification
    /// time, so that a toolchain update rebuilds.
    private static func compilerIdentity(_ swiftc: String) -> String {
        let resolved = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().path
        let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "compiler \(resolved) \(size) \(modified)\n"
    }

    private static func readFailure(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
        return isDirectory.boolValue ? "it is a directory" : "permission denied"
    }

    private static func compile(
        swiftc: String, modelFiles: [String], driver: String, directory: String, executable: String,
        optimization: Optimization
    ) throws(ExactDecodeError) {
        // Built in a directory of its own and renamed into place, so that two runs building the
        // same key at once never see each other's half-written executable.
        let scratch =
            directory + ".building-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        do {
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        } catch {
            throw .driverFailed("cannot create the build directory \(scratch): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let driverDirectory = scratch + "/driver"
        let driverFile = driverDirectory + "/main.swift"
        do {
            try FileManager.default.createDirectory(atPath: driverDirectory, withIntermediateDirectories: true)
            try Data(driver.utf8).write(to: URL(fileURLWithPath: driverFile))
        } catch {
            throw .driverFailed("cannot write the driver source: \(error.localizedDescription)")
        }
        let arguments =
            [optimization.rawValue, "-module-name", "CoaxExactModels", "-o", scratch + "/decode", driverFile]
            + modelFiles
        let result: ChildProcessResult
        do {
            result = try ChildProcess.run(
                swiftc, arguments: arguments, workingDirectory: scratch, stallLimit: compileStallLimit)
        } catch {
            throw .driverFailed("cannot start \(swiftc): \(error.localizedDescription)")
        }
        if result.stalled {
            throw .timedOut(
                "\(swiftc) was stopped after \(compileStallLimit.components.seconds) s without finishing the build")
        }
        guard result.exitedNormally, result.status == 0 else {
            let diagnostics = String(decoding: result.standardError + result.standardOutput, as: UTF8.self)
            throw .compileFailed(
                diagnostics: diagnostics.isEmpty ? "swiftc exited with status \(result.status)" : diagnostics)
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            if rename(scratch + "/decode", executable) != 0 {
                throw CocoaError(.fileWriteUnknown)
            }
        } catch {
            throw .driverFailed("cannot keep the build in \(directory): \(error.localizedDescription)")
        }
    }
}
