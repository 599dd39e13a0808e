internal import CCairo
import Foundation

/// Allocator settings for an executable that renders many images; a library never changes the
/// allocator of the process it runs in, so only executables call this.
public enum ProcessMemory {
    /// A batch allocates a canvas-sized pixel buffer and a PNG buffer for every image. By default
    /// glibc maps each from the kernel and returns it when freed, so the next image faults every
    /// page in again (~2.5 ms for a 1080×1128 image). This keeps freed buffers up to 64 MB in the
    /// heap, where the next image reuses them. Kept buffers stay in the malloc arena of the thread
    /// that freed them, so arenas are capped at one per core (as many as paint at once, see
    /// `BatchRenderer.renderers`): `-j 16` on two cores kept sixteen arenas' worth, 525 MB where
    /// `-j 2` peaks at 129 MB; 152–166 MB with the cap, no slower at `-j 2`.
    public static func keepImageBuffers() {
        ccairo_keep_freed_buffers(64 << 20, Int32(ProcessInfo.processInfo.activeProcessorCount))
    }
}
