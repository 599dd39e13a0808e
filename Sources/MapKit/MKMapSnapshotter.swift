import Foundation
import CoreLocation
import SwiftUI

/// Captures a map into an image, as widgets draw a map they cannot show live. A rendering is
/// offline and has no map tiles: every snapshot fails with `MKError.serverFailure` (the map server
/// could not be reached), so a widget draws the fallback it draws when Maps does not answer.
open class MKMapSnapshotter: @unchecked Sendable {
    /// What a snapshot's completion handler receives: a snapshot or an error.
    public typealias CompletionHandler = (MKMapSnapshotter.Snapshot?, (any Error)?) -> Void

    public let options: Options

    public init(options: Options) { self.options = options }

    /// False: a snapshot fails at once, with nothing to load.
    open var isLoading: Bool { false }

    /// Fails with `MKError.serverFailure`, delivered on the main actor as iOS delivers it.
    open func start(completionHandler: @escaping @MainActor @Sendable (MKMapSnapshotter.Snapshot?, (any Error)?) -> Void) {
        let error = Self.offline
        Task { @MainActor in completionHandler(nil, error) }
    }

    /// Fails with `MKError.serverFailure`, delivered on `queue`.
    open func start(with queue: DispatchQueue, completionHandler: @escaping @Sendable (MKMapSnapshotter.Snapshot?, (any Error)?) -> Void) {
        let error = Self.offline
        queue.async { completionHandler(nil, error) }
    }

    /// Throws `MKError.serverFailure`: a rendering has no map tiles.
    open func start() async throws -> MKMapSnapshotter.Snapshot { throw Self.offline }

    /// Throws `MKError.serverFailure`: a rendering has no map tiles.
    open func start(with queue: DispatchQueue) async throws -> MKMapSnapshotter.Snapshot { throw Self.offline }

    /// Nothing to cancel: no snapshot is ever in progress.
    open func cancel() {}

    private static var offline: MKError {
        MKError(.serverFailure, userInfo: [NSLocalizedDescriptionKey: "MKMapSnapshotter: a rendering is offline and has no map tiles to draw"])
    }

    /// What a snapshot shows: the area, the kind of map and its labels, the image's size and scale.
    open class Options: @unchecked Sendable {
        /// The area captured; setting `region` sets it too.
        open var mapRect = MKMapRect.world
        open var camera = MKMapCamera()
        open var mapType = MKMapType.standard
        open var preferredConfiguration: MKMapConfiguration = MKStandardMapConfiguration()
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        open var showsBuildings = true
        /// The image's size in points.
        open var size = CGSize(width: 256, height: 256)
        /// The image's pixels per point: the rendered image's display scale, as iOS starts from the screen's.
        open var scale: CGFloat = UITraitCollection.current.displayScale
        open var traitCollection = UITraitCollection()

        public init() {}

        /// The area captured, as a coordinate region; setting it sets `mapRect`.
        open var region: MKCoordinateRegion {
            get { MKCoordinateRegion(mapRect) }
            set { mapRect = MKMapRect(newValue) }
        }
    }

    /// A captured map. A rendering never captures one: every snapshot fails.
    open class Snapshot: @unchecked Sendable {
        public let image: UIImage
        public let traitCollection: UITraitCollection
        private let mapRect: MKMapRect
        private let size: CGSize

        init(image: UIImage, options: Options) {
            self.image = image
            traitCollection = options.traitCollection
            mapRect = options.mapRect
            size = options.size
        }

        /// Where a coordinate falls in the image, in points from its top-left corner.
        open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
            let point = MKMapPoint(coordinate)
            return CGPoint(x: (point.x - mapRect.minX) / mapRect.width * size.width, y: (point.y - mapRect.minY) / mapRect.height * size.height)
        }
    }
}
