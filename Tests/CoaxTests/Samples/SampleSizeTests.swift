import CoaxSamples
import Testing

@Suite struct SampleSizeTests {
    @Test(arguments: [
        ("10MB", 10_000_000), ("100MB", 100_000_000), ("1GB", 1_000_000_000), ("100 mb", 100_000_000),
        ("1.5GB", 1_500_000_000), ("512KB", 512_000), ("2MiB", 2_097_152), ("1 GiB", 1_073_741_824),
        ("4096", 4_096), ("64B", 64), (" 10MB ", 10_000_000), ("0.25kb", 250), ("10m", 10_000_000),
    ])
    func parsesWhatPeopleWrite(text: String, bytes: Int) throws {
        #expect(try SampleSize(parsing: text).bytes == bytes)
    }

    @Test func rejectsWhatIsNotASize() throws {
        let unit = try #require(throws: SampleSizeParseError.self) { try SampleSize(parsing: "10 parsecs") }
        #expect(unit.problem == .unknownUnit("parsecs"))
        #expect(
            unit.description == "invalid size '10 parsecs': unknown unit 'parsecs' (use B, KB, MB, GB, KiB, MiB or GiB)"
        )
        for text in ["", "MB", "1.2.3MB", ".MB", "-5MB"] {
            #expect(throws: SampleSizeParseError.self, "\(text)") { try SampleSize(parsing: text) }
        }
        let huge = try #require(throws: SampleSizeParseError.self) { try SampleSize(parsing: "99999999999999GB") }
        #expect(huge.problem == .tooLarge)
    }

    @Test func describesInTheLargestEvenUnit() {
        #expect(SampleSize.megabytes(100).description == "100 MB")
        #expect(SampleSize.gigabytes(1).description == "1 GB")
        #expect(SampleSize(bytes: 1_500_000).description == "1500 KB")
        #expect(SampleSize(bytes: 12_345).description == "12345 B")
        #expect(SampleSize("1GB") == .gigabytes(1))
        #expect(SampleSize.benchmarkSizes == [.megabytes(10), .megabytes(100)])
        #expect(SampleSize.kilobytes(1) < .megabytes(1))
    }
}
