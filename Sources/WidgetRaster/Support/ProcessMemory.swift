internal import CCairo
import Foundation

/// Allocator settings for an executable that renders many images; a library never changes the
/// allocator of the process it runs in, so only executables call this.
package enum ProcessMemory {
    /// A batch allocates a canvas-sized pixel buffer and a PNG buffer for every image. By default
    /// glibc maps each from the kernel and returns it when freed, so the next image faults every
    /// page in again (~2.5 ms for a 1080×1128 image). This keeps freed buffers up to 64 MB in the
    /// heap, where the next image reuses them. Kept buffers stay in the malloc arena of the thread
    /// that freed them, so arenas are capped at one per core (as many as paint at once, see
    /// `BatchRenderer.renderers`) plus the main thread's: `-j 16` on two cores kept sixteen
    /// arenas' worth, 525 MB where `-j 2` peaks at 129 MB; 152–179 MB with the cap. Without the
    /// main thread's arena in the count, two workers shared one arena and waited on its lock:
    /// 17,169 context switches at `-j 2` against 1,982, and 1.09× the time of two processes
    /// against 1.00×.
    package static func keepImageBuffers() {
        ccairo_keep_freed_buffers(64 << 20, Int32(ProcessInfo.processInfo.activeProcessorCount + 1))
    }
}
