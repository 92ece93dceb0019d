import Foundation

/// Turns the paths given to a command into the inputs to read, in order: files as they are,
/// `-` for standard input, and for each directory every `*.json`, `*.jsonl`, `*.ndjson` and
/// `*.har` file below it, in path order.
enum InputListing {
    struct Input: Equatable {
        let path: String
        let format: JSONInputFormat
    }

    /// The inputs, and the paths that could not be used (missing, unreadable, or a directory
    /// without a single such file).
    static func inputs(for paths: [String], format: JSONInputFormat) -> (inputs: [Input], errors: [JSONLoadError]) {
        var inputs: [Input] = []
        var errors: [JSONLoadError] = []
        for path in paths {
            if path == "-" {
                inputs.append(Input(path: path, format: format))
                continue
            }
            var status = stat()
            guard stat(path, &status) == 0 else {
                errors.append(InputLoading.openError(path: path, code: errno))
                continue
            }
            guard status.st_mode & S_IFMT == S_IFDIR else {
                inputs.append(Input(path: path, format: format.format(forPath: path)))
                continue
            }
            let found = files(below: path)
            if found.isEmpty { errors.append(.noJSONFiles(path: path)) }
            inputs += found.map { Input(path: $0, format: format.format(forPath: $0)) }
        }
        return (inputs, errors)
    }

    /// The matching files below a directory, sorted by path (byte order). Symbolic links to
    /// directories are not followed, so a link cycle cannot make this endless.
    static func files(below directory: String) -> [String] {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            guard let dot = name.lastIndex(of: "."),
                JSONInputFormat.directoryExtensions.contains(name[name.index(after: dot)...].lowercased())
            else { continue }
            let path = prefix + relative
            var status = stat()
            guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            found.append(path)
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Whether a path names a directory.
    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return path != "-" && stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
