import WidgetRasterModel

/// Resolves views a body makes while it is laid out — a `GeometryReader`'s content, once its size
/// is known — as the job's own views were resolved before layout: names checked, images read.
/// The resolve stage above provides it: the layout module opens no file, and this is the one
/// place a job's files are read after layout has begun, because such content exists only then.
package protocol ContentResolving: Sendable {
    /// `node`, made at `path`, with the images it names.
    func resolve(_ node: ViewNode, path: String) throws -> ResolvedContent
}
