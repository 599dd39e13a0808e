import Foundation
import WidgetRaster

/// Goldens get edited by other tools and damaged in transit: whatever the bytes, reading the
/// header, the text chunks and the pixels must end in a value or a thrown error.
func fuzzPNG(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : count))
    _ = PNGHeader.parse(Array(bytes.prefix(33)))
    _ = try? PNGTextChunks.read(from: bytes)
    _ = try? GoldenFile.inspect(bytes, name: "fuzz")
    if let bitmap = try? PNGCodec.decode(Data(bytes)), bitmap.width * bitmap.height <= 1 << 20 {
        _ = try? ImageDiff.compare(bitmap, bitmap, drawDiff: true)
    }
    return 0
}

/// libFuzzer's driver (linked by `-sanitize=fuzzer`), called from our own `main` because SwiftPM
/// names the entry point of an executable target itself.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzPNG))
