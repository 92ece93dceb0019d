// The scanners read eight bytes at a time into a `UInt64` and take its lowest set bit as the first
// byte of interest (StringScanner, JSONEmitter, ValidatedUTF8, SourceBuffer): that holds only where
// the first byte in memory is the least significant. Every platform Swift supports today is
// little-endian; a big-endian one stops here, at compile time, instead of misreading strings.
#if !_endian(little)
#error("Coax's eight-bytes-at-a-time scanning assumes a little-endian byte order")
#endif
