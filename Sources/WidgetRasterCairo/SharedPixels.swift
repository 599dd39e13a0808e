/// Opaque pixel rows that any number of rasterisers read at once and none writes (a backdrop):
/// each thread wraps them in a Cairo surface of its own (`CairoSurface(reading:)`), so no Cairo
/// object is shared between threads.
final class SharedPixels: @unchecked Sendable {
    let rows: UnsafeMutablePointer<UInt8>
    let width: Int
    let height: Int
    /// Bytes from one row to the next.
    let stride: Int

    /// A copy of `count` bytes of rows.
    init(copying source: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) {
        rows = .allocate(capacity: stride * height)
        rows.initialize(from: source, count: stride * height)
        (self.width, self.height, self.stride) = (width, height, stride)
    }

    deinit { rows.deallocate() }
}
