import ArgumentParser
import Coax

/// `coax schema FILE…`: the types inferred from the inputs, as a JSON Schema 2020-12 document
/// or an OpenAPI 3.1 description of an HTTP archive's endpoints.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print a JSON Schema (or OpenAPI description) that every input document validates against.",
        discussion: """
            Infers the types from the inputs as coax drift compares them (the same --by, --union, \
            --no-union, --map and --record options) and writes them as a JSON Schema 2020-12 \
            document: the kinds seen, required for the members present in every object, null only \
            where null was seen, maps as additionalProperties, tagged unions as oneOf with a const \
            discriminator, JSON:API resources as oneOf a schema per resource type, formats (date-time, \
            uuid, uri, email) and enums, repeated shapes in $defs. Files whose roots differ and the \
            endpoints of an \
            HTTP archive get a schema each, under anyOf. --at PATH describes the value at PATH in \
            every document. --format openapi writes an OpenAPI 3.1 document from an HTTP archive: a \
            path per endpoint template, per method and status, with request and response bodies \
            under the media types the archive recorded. \
            Exits 1 when an input is not valid JSON, 2 when one cannot be read, 64 for invalid \
            arguments.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case jsonSchema = "json-schema"
        case openapi
    }

    @OptionGroup var inputs: InputFiles

    @Option(help: "Describe the value at this path in every document (any path syntax).")
    var at: String?

    @Option(help: "Output format: json-schema or openapi.")
    var format: Format = .jsonSchema

    @OptionGroup var input: InputFormatOption

    @OptionGroup var unions: UnionOptions

    func run() throws {
        let options = try unions.driftOptions()
        let path = try at.map { try PathArgument.parse($0) }
        let loaded = try CollectionInput.open(inputs.files, format: input.inputFormat, keepsDocuments: path != nil)
        var parsedPath: JSONPath?
        if let path {
            loaded.collection.waitUntilLoaded()
            parsedPath = loaded.collection.document(at: 0).map { path.path(in: $0) }
        }
        let report = JSONSchemaGenerator.analysis(of: loaded.collection, at: parsedPath, options: options)
        if let failure = loaded.collection.status.failure {
            throw DocumentInput.reported(failure)
        }
        let document: JSONValue
        switch format {
        case .jsonSchema:
            document = JSONSchemaGenerator(enumPatterns: options.enumPatterns).schema(
                for: report, at: parsedPath ?? .root)
        case .openapi:
            guard !report.endpoints.isEmpty, report.endpoints.allSatisfy({ $0.files.isEmpty }) else {
                StandardError.write("coax: --format openapi needs an HTTP archive (.har): no endpoint in the inputs")
                throw ExitCode(1)
            }
            document = OpenAPIGenerator(enumPatterns: options.enumPatterns).document(for: report)
        }
        try StandardOutput.write(JSONWriter.pretty.bytes(for: document) + [UInt8(ascii: "\n")])
        try loaded.finish()
    }
}
