import Foundation

/// Runs Python's `jsonschema` (Draft 2020-12) and `openapi-spec-validator` on files, as the real
/// validators a schema is held to. CI installs both (`.ci/run`).
enum PythonValidator {
    /// Validates every line of `documents` (JSON Lines) against `schema`; checks the schema itself
    /// first. Returns one message per problem; empty when all is valid.
    static func validate(schema: String, documents: String) throws -> [String] {
        try run(
            """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            for number, line in enumerate(open(sys.argv[2]), 1):
                for error in validator.iter_errors(json.loads(line)):
                    print(f"document {number}: {list(error.absolute_path)}: {error.message}"[:300])
            """, arguments: [schema, documents])
    }

    /// For each document of `documents` (JSON Lines), changes the type of its first member that
    /// holds a scalar (depth first) to an object, and says for which ones the changed document
    /// still validates against `schema`. Empty when every changed document is rejected.
    static func acceptedMutations(schema: String, documents: String) throws -> [String] {
        try run(
            """
            import json, sys, jsonschema
            validator = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
            def mutate(value):
                if isinstance(value, dict):
                    for key in value:
                        if not isinstance(value[key], (dict, list)):
                            value[key] = {"coax-mutation": [value[key]]}
                            return True
                        if mutate(value[key]):
                            return True
                elif isinstance(value, list):
                    for element in value:
                        if mutate(element):
                            return True
                return False
            for number, line in enumerate(open(sys.argv[2]), 1):
                document = json.loads(line)
                if mutate(document) and validator.is_valid(document):
                    print(f"document {number}: accepted with a member changed to an object")
            """, arguments: [schema, documents])
    }

    /// Validates an OpenAPI document with `openapi-spec-validator`.
    static func validateOpenAPI(_ path: String) throws -> [String] {
        try run(
            """
            import json, sys
            from openapi_spec_validator import validate
            try:
                validate(json.load(open(sys.argv[1])))
            except Exception as error:
                print(str(error)[:500])
            """, arguments: [path])
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private static func run(_ script: String, arguments: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "python3 failed: " + String(decoding: complaint, as: UTF8.self))
        }
        return String(decoding: printed, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
