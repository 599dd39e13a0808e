import Foundation
import Testing
@testable import WidgetRaster
@testable import WidgetRasterImage

/// The golden workflow: what passes, what fails, what is recorded and what is refused.
@Suite struct SnapshotVerifierTests {
    let folder: URL
    let renderer: WidgetRenderer

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("wr-goldens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        renderer = try WidgetRenderer()
    }

    func verifier(_ mode: RecordMode = .never) -> SnapshotVerifier {
        SnapshotVerifier(goldenDirectory: folder, recordMode: mode)
    }

    func render(_ body: some WidgetView, scale: Int = 2) throws -> Bitmap {
        let scene = WidgetScene(kind: "t", displayName: "T", bodies: [.systemSmall: body.node])
        let target = RenderTarget.targets(for: [.systemSmall], devices: [SizeTable.current.device(id: "iphone-393x852")!])[0]
        return try renderer.render(scene, family: .systemSmall, target: target, scale: scale, variant: .light,
                                   folder: URL(fileURLWithPath: "/tmp"))
    }

    func widget(offset: Double = 0, colour: Color = .blue) -> ViewNode {
        VStack(alignment: .leading) {
            Text("Cupertino").font(.headline)
            Text("72°").font(.system(size: 40, weight: .light))
            Capsule().fill(colour).frame(height: 8)
        }
        .offset(y: offset)
        .containerBackground(Color.white)
    }

    @Test func missingGoldenIsRecordedOnlyWhenTheModeAllows() throws {
        let bitmap = try render(widget())
        guard case .failed(let failure) = verifier(.never).verify(bitmap, name: "w", look: .ios26) else {
            Issue.record("a missing golden must fail under never")
            return
        }
        #expect(failure.message.contains("record it with"))
        guard case .recorded = verifier(.missing).verify(bitmap, name: "w", look: .ios26) else {
            Issue.record("missing should record")
            return
        }
        guard case .matched(fast: true) = verifier(.never).verify(bitmap, name: "w", look: .ios26) else {
            Issue.record("an unchanged render should match through the pixel hash")
            return
        }
    }

    @Test func aChangedColourFailsWithActualAndDiffImages() throws {
        try verifier().record(try render(widget()), name: "w", look: .ios26)
        let changed = try render(widget(colour: .red))
        guard case .failed(let failure) = verifier().verify(changed, name: "w", look: .ios26) else {
            Issue.record("a colour change must fail")
            return
        }
        #expect((failure.differentPixels ?? 0) > 100)
        #expect(failure.message.contains("pixels differ"))
        let diff = try PNGCodec.decode(Data(contentsOf: try #require(failure.diff)))
        #expect(diff.width == 3 * changed.width + 4 * 8)
        #expect(FileManager.default.fileExists(atPath: try #require(failure.actual).path))
        #expect(failure.actual?.lastPathComponent == "w.actual.png" && failure.diff?.lastPathComponent == "w.diff.png")
    }

    @Test func antiAliasingJitterFailsByDefaultAndPassesWithAnAskedTolerance() throws {
        try verifier().record(try render(widget()), name: "w", look: .ios26)
        // Every pixel blended 1/8 with its neighbour to the left and above: what another
        // rasteriser's edges look like. Exact by default; a tolerance lets it through.
        let jittered = Self.shiftedByAnEighth(try render(widget()))
        guard case .failed(let failure) = verifier().verify(jittered, name: "w", look: .ios26) else {
            Issue.record("the default is exact: 1/8 px jitter must fail")
            return
        }
        #expect(failure.message.contains("exact: no pixel may differ"))
        var tolerant = verifier()
        tolerant.limits = SnapshotLimits(maxDiffPixels: 250)
        let result = tolerant.verify(jittered, name: "w", look: .ios26)
        guard case .matched(fast: false) = result else {
            Issue.record("1/8 px jitter should pass with 250 pixels allowed: \(result)")
            return
        }
    }

    /// The weather widget's temperature changed by one digit: every scale must fail.
    @Test(arguments: [1, 2, 3], ["73°", "78°"])
    func aChangedDigitFailsAtEveryScale(scale: Int, temperature: String) throws {
        func small(_ text: String) -> ViewNode {
            VStack(alignment: .leading) {
                Text("Cupertino").font(.headline)
                Text(text).font(.system(size: 42, weight: .light))
                Spacer()
                Text("Sunny").font(.caption)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .containerBackground(Color.blue)
            .foregroundStyle(Color.white)
        }
        try verifier().record(try render(small("72°"), scale: scale), name: "t\(scale)", look: .ios26)
        let result = verifier().verify(try render(small(temperature), scale: scale), name: "t\(scale)", look: .ios26)
        guard case .failed(let failure) = result else {
            Issue.record("72° → \(temperature) at @\(scale)x must fail: \(result)")
            return
        }
        #expect((failure.differentPixels ?? 0) > 0)
    }

    @Test func toleranceForARunComesFromTheEnvironment() throws {
        #expect(try SnapshotLimits.fromEnvironment([:]) == .default)
        #expect(SnapshotLimits.default.isExact)
        let run = try SnapshotLimits.fromEnvironment(["WIDGETRASTER_MAX_DIFF_PIXELS": "40", "WIDGETRASTER_MAX_DIFF_RATIO": "0.002"])
        #expect(run.maxDiffPixels == 40 && run.maxDiffRatio == 0.002 && run.threshold == 0.1)
        #expect(throws: SnapshotLimitsError.self) { try SnapshotLimits.fromEnvironment(["WIDGETRASTER_MAX_DIFF_PIXELS": "many"]) }
        do {
            _ = try SnapshotLimits.fromEnvironment(["WIDGETRASTER_MAX_DIFF_RATIO": "5"])
        } catch {
            #expect("\(error)" == "WIDGETRASTER_MAX_DIFF_RATIO=5: expected a number in 0…1")
        }
    }

    static func shiftedByAnEighth(_ b: Bitmap) -> Bitmap {
        var out = b
        for y in 0..<b.height {
            for x in 0..<b.width {
                let sx = max(0, x - 1), sy = max(0, y - 1)
                for c in 0..<4 {
                    let here = Double(b.pixels[(y * b.width + x) * 4 + c])
                    let left = Double(b.pixels[(y * b.width + sx) * 4 + c])
                    let up = Double(b.pixels[(sy * b.width + x) * 4 + c])
                    out.pixels[(y * b.width + x) * 4 + c] = UInt8((0.75 * here + 0.125 * left + 0.125 * up).rounded())
                }
            }
        }
        return out
    }

    @Test func textMovedByOnePointAtTwoXFails() throws {
        try verifier().record(try render(widget()), name: "w", look: .ios26)
        guard case .failed(let failure) = verifier().verify(try render(widget(offset: 1)), name: "w", look: .ios26) else {
            Issue.record("a 1 pt move must fail")
            return
        }
        #expect((failure.differentPixels ?? 0) > 250)
    }

    @Test func oneLineOfTextMovedByOnePointAtTwoXFails() throws {
        func card(_ dy: Double) -> ViewNode {
            VStack(alignment: .leading, spacing: 6) {
                Text("Watchlist").font(.title2).bold()
                Text("Design review").font(.headline).offset(y: dy)
                Text("10:00 – 11:00 AM · Room 4").font(.subheadline).foregroundStyle(.secondary)
                Spacer()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .containerBackground(Color.white)
        }
        try verifier().record(try render(card(0)), name: "card", look: .ios26)
        guard case .failed = verifier().verify(try render(card(1)), name: "card", look: .ios26) else {
            Issue.record("one line moved by 1 pt at @2x must fail")
            return
        }
    }

    @Test func failedModeRerecordsTheGolden() throws {
        try verifier().record(try render(widget()), name: "w", look: .ios26)
        let changed = try render(widget(colour: .green))
        guard case .recorded = verifier(.failed).verify(changed, name: "w", look: .ios26) else {
            Issue.record("failed mode should re-record")
            return
        }
        guard case .matched = verifier().verify(changed, name: "w", look: .ios26) else {
            Issue.record("the re-recorded golden should match")
            return
        }
    }

    @Test func differentSizeSaysBothSizes() throws {
        try verifier().record(try render(widget(), scale: 2), name: "w", look: .ios26)
        guard case .failed(let failure) = verifier().verify(try render(widget(), scale: 3), name: "w", look: .ios26) else {
            Issue.record("a size change must fail")
            return
        }
        #expect(failure.message == "expected 316×316, got 474×474")
    }

    @Test func goldenWithoutMetadataFallsBackToFullDecoding() throws {
        let bitmap = try render(widget())
        try PNGCodec.encode(bitmap).write(to: folder.appendingPathComponent("plain.png"))
        guard case .matched(fast: false) = verifier().verify(bitmap, name: "plain", look: .ios26) else {
            Issue.record("a plain PNG golden should still match")
            return
        }
    }

    @Test(arguments: ["empty", "lfs", "flat", "garbage"])
    func unusableGoldensAreRefusedWithAReason(kind: String) throws {
        let url = folder.appendingPathComponent("bad.png")
        switch kind {
        case "empty": try Data().write(to: url)
        case "lfs": try Data("version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 12\n".utf8).write(to: url)
        case "flat": try PNGCodec.encode(Bitmap(width: 316, height: 316, fill: (0, 0, 0, 0))).write(to: url)
        default: try Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]).write(to: url)
        }
        guard case .failed(let failure) = verifier().verify(try render(widget()), name: "bad", look: .ios26) else {
            Issue.record("\(kind) golden must be refused")
            return
        }
        let expected = ["empty": "empty file", "lfs": "Git LFS pointer", "flat": "single flat colour", "garbage": "unreadable"][kind]!
        #expect(failure.message.contains(expected), "\(failure.message)")
    }

    @Test func environmentChangesAreNamedInTheFailure() throws {
        let bitmap = try render(widget())
        var old = RenderEnvironment.current
        old.cairo = "1.0.0"
        old.fonts["Inter-Regular.otf"] = "0"
        try GoldenFile.encode(try render(widget(colour: .red)), look: .ios26, environment: old).write(to: folder.appendingPathComponent("env.png"))
        guard case .failed(let failure) = verifier().verify(bitmap, name: "env", look: .ios26) else {
            Issue.record("should fail")
            return
        }
        #expect(failure.environmentChanges.contains("cairo 1.0.0 → \(RenderEnvironment.current.cairo)"))
        #expect(failure.environmentChanges.contains("font Inter-Regular.otf changed"))
        #expect(failure.message.hasPrefix("the rendering environment changed since the golden was recorded (cairo 1.0.0 →"))
    }

    @Test func metadataIsWrittenBeforeTheImageData() throws {
        let data = try GoldenFile.encode(try render(widget()), look: .ios18)
        let bytes = [UInt8](data)
        let idat = try #require(bytes.indices.first { bytes[$0..<min($0 + 4, bytes.count)].elementsEqual("IDAT".utf8) })
        let text = try #require(bytes.indices.first { bytes[$0..<min($0 + 4, bytes.count)].elementsEqual("tEXt".utf8) })
        #expect(text < idat)
        #expect(try GoldenFile.inspect(bytes, name: "x").pixelHash != nil)
        #expect(try GoldenFile.inspect(bytes, name: "x").look == .ios18)
        #expect(try PNGCodec.decode(data).width == 316)
    }

    @Test func aGoldenOfTheIOS18LookIsNotComparedWithAnIOS26Render() throws {
        let bitmap = try render(widget())
        try verifier().record(bitmap, name: "look", look: .ios18)
        guard case .failed(let failure) = verifier().verify(bitmap, name: "look", look: .ios26) else {
            Issue.record("a golden of another look must fail, even with the same pixels")
            return
        }
        #expect(failure.message.hasPrefix("the golden shows the ios18 look and this render the ios26 look"))
        #expect(failure.actual != nil && failure.diff == nil)
        guard case .matched = verifier().verify(bitmap, name: "look", look: .ios18) else {
            Issue.record("the same look must match")
            return
        }
        guard case .recorded = verifier(.failed).verify(bitmap, name: "look", look: .ios26),
              case .matched = verifier().verify(bitmap, name: "look", look: .ios26) else {
            Issue.record("re-recording under `failed` must take the new look")
            return
        }
    }

    @Test func recordModeFollowsTheEnvironment() {
        #expect(RecordMode.fromEnvironment([:]) == .missing)
        #expect(RecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(RecordMode.fromEnvironment(["CI": "true", "WIDGETRASTER_RECORD": "all"]) == .all)
        #expect(RecordMode.fromEnvironment(["WIDGETRASTER_RECORD": "failed"]) == .failed)
    }

    @Test func corruptChunkLengthIsAClearError() throws {
        var bytes = [UInt8](try GoldenFile.encode(try render(widget()), look: nil))
        bytes[33] = 0x7F  // the first tEXt chunk's length becomes enormous
        #expect(throws: GoldenFile.Refusal.self) { try GoldenFile.inspect(bytes, name: "x") }
    }
}
