import CFuzzerDriver
import ModelReaderChecks

// libFuzzer's main calls LLVMFuzzerTestOneInput; SwiftPM links the executable's entry as
// fuzz_model_reader_main, which runs the same driver.

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    ModelReaderCheck.fuzz(data, size)
    return 0
}

@_cdecl("fuzz_model_reader_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzOneInput(data, size) }
}
