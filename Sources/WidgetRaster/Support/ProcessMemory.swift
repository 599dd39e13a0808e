@_implementationOnly import CCairo

/// Allocator settings for an executable that renders many images; a library never changes the
/// allocator of the process it runs in, so only executables call this.
public enum ProcessMemory {
    /// A batch allocates a canvas-sized pixel buffer and a PNG buffer for every image. By default
    /// glibc maps each from the kernel and returns it when freed, so the next image faults every
    /// page in again (~2.5 ms for a 1080×1128 image). This keeps freed buffers up to 64 MB in the
    /// heap, where the next image reuses them.
    public static func keepImageBuffers() {
        ccairo_keep_freed_buffers(64 << 20)
    }
}
