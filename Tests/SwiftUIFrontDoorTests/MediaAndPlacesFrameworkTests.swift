import AVFoundation
import FamilyControls
import Foundation
import IntentsUI
import MapKit
import Photos
import Testing

/// AVFoundation, MapKit, Photos, Family Controls and Intents UI as widget code reaches them: a
/// rendering is offline, has no photo library, no Screen Time authorization and no audio output.
@Suite struct MediaAndPlacesFrameworkTests {
    @Test("a map snapshot fails offline with MKError.serverFailure, by either start")
    func aMapSnapshotFailsOffline() async {
        let eiffelTower = CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945)
        let options = MKMapSnapshotter.Options()
        options.region = MKCoordinateRegion(center: eiffelTower, latitudinalMeters: 1_000, longitudinalMeters: 1_000)
        options.size = CGSize(width: 300, height: 150)
        options.mapType = .mutedStandard
        options.pointOfInterestFilter = .excludingAll
        options.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
        #expect(abs(options.region.center.latitude - eiffelTower.latitude) < 1e-6)
        #expect(abs(options.region.span.latitudeDelta - 1_000 / 111_319.49) < 1e-5)

        let snapshotter = MKMapSnapshotter(options: options)
        do {
            _ = try await snapshotter.start()
            Issue.record("a rendering has no map tiles, so no snapshot")
        } catch MKError.serverFailure {
        } catch {
            Issue.record("expected MKError.serverFailure, got \(error)")
        }
        let error: (any Error)? = await withCheckedContinuation { continuation in
            snapshotter.start { _, error in continuation.resume(returning: error) }
        }
        #expect((error as? MKError)?.code == .serverFailure)
        #expect((error as NSError?)?.domain == MKErrorDomain)
    }

    @Test("MapKit's projection maps a coordinate to map points and back")
    func mapPointsRoundTrip() {
        let point = MKMapPoint(CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12))
        #expect(abs(point.coordinate.latitude - 51.5) < 1e-9 && abs(point.coordinate.longitude + 0.12) < 1e-9)
        #expect(MKMapRect.world.contains(point) && MKMapRect.world.intersection(.null).isNull)
        #expect(abs(MKMapPoint(x: 0, y: MKMapSize.world.height / 2).coordinate.latitude) < 1e-9)
    }

    @Test("a photo fetch is empty and photo library access is not granted")
    func aPhotoFetchIsEmpty() async {
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
        #expect(await PHPhotoLibrary.requestAuthorization(for: .readWrite) == .denied)
        let options = PHFetchOptions()
        options.fetchLimit = 1
        options.includeAssetSourceTypes = [.typeUserLibrary, .typeCloudShared]
        let assets = PHAsset.fetchAssets(with: .image, options: options)
        #expect(assets.count == 0 && assets.firstObject == nil)
        var visited = 0
        assets.enumerateObjects { _, _, _ in visited += 1 }
        #expect(visited == 0)
        #expect(PHAssetCollection.fetchAssetCollections(with: .smartAlbum, subtype: .smartAlbumFavorites, options: nil).count == 0)
    }

    @Test("Screen Time is not authorized, and a selection is empty")
    func familyControlsIsNotAuthorized() async throws {
        let center = AuthorizationCenter.shared
        #expect(center.authorizationStatus == .notDetermined)
        await #expect(throws: FamilyControlsError.invalidAccountType) { try await center.requestAuthorization(for: .individual) }
        #expect(center.authorizationStatus == .notDetermined)
        let selection = FamilyActivitySelection(includeEntireCategory: true)
        let decoded = try JSONDecoder().decode(FamilyActivitySelection.self, from: JSONEncoder().encode(selection))
        #expect(decoded == selection && decoded.includeEntireCategory && decoded.applications.isEmpty)
    }

    @Test("an audio session accepts a category, and a player plays nothing")
    func anAudioSessionAcceptsACategory() throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, mode: .spokenAudio, options: [.duckOthers])
        try session.setActive(true)
        #expect(session.category == .playback && session.mode == .spokenAudio && session.categoryOptions == [.duckOthers])
        let player = AVPlayer(url: URL(fileURLWithPath: "/episode.mp3"))
        player.play()
        #expect(player.rate == 0 && player.timeControlStatus == .paused && player.currentItem?.duration.isIndefinite == true)
        #expect(CMTime(seconds: 1.5, preferredTimescale: 600) == CMTime(value: 3, timescale: 2))
    }

    @Test("the Add to Siri button keeps its style, as a view a widget never draws")
    func theAddToSiriButtonKeepsItsStyle() {
        let button = INUIAddVoiceShortcutButton(style: .black)
        button.setStyle(.automaticOutline)
        #expect(button.style == .automaticOutline)
    }
}
