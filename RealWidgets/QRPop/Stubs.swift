// QR Pop's own types the widget files use, from the app's shared sources (not in the corpus):
// its Core Data stack (`Persistence`, the `QREntity` Xcode generates from Database.xcdatamodeld)
// holding a few codes a person saved in the app, `QRModel` with its design and builder content,
// its loggers, and the classes Xcode generates from TimelineIntent.intentdefinition.
import CoreData
import Foundation
import Intents
import OSLog
import QRCode
import SwiftUI

// MARK: Generated from TimelineIntent.intentdefinition

/// The custom type of the intent's `qrcode` parameter (identifier: a saved code's object URI).
class QRCodeIntentType: INObject, @unchecked Sendable {}

/// "Archive": the widget's configuration before iOS 17, one saved code.
class TimelineConfigurationIntent: INIntent, @unchecked Sendable {
    var qrcode: QRCodeIntentType?
}

/// What the intents extension answers for the intent (Xcode makes the members optional
/// Objective-C requirements; here the one the extension implements is required).
protocol TimelineConfigurationIntentHandling {
    func provideQrcodeOptionsCollection(for intent: TimelineConfigurationIntent,
                                        with completion: @escaping (INObjectCollection<QRCodeIntentType>?, Error?) -> Void)
}

// MARK: Logging (OSLog+QRPop.swift)

extension Logger {
    static let logView = Logger(subsystem: "group.shwndvs.qr-pop", category: "View")
    static let logModel = Logger(subsystem: "group.shwndvs.qr-pop", category: "Model")
    static let logUtil = Logger(subsystem: "group.shwndvs.qr-pop", category: "Utility")
    static let logPersistence = Logger(subsystem: "group.shwndvs.qr-pop", category: "Persistence")
    static let logExtension = Logger(subsystem: "group.shwndvs.qr-pop", category: "Extension")
    static let logIntent = Logger(subsystem: "group.shwndvs.qr-pop", category: "Intents")
}

// MARK: Core Data (Database.xcdatamodeld, Persistence.swift)

/// A saved code: its title, when it was made, and its builder and design as JSON.
final class QREntity: NSManagedObject, @unchecked Sendable {
    var builder: Data?
    var created: Date?
    var design: Data?
    var id: UUID?
    var logo: Data?
    var title: String?

    class func fetchRequest() -> NSFetchRequest<QREntity> { NSFetchRequest<QREntity>(entityName: "QREntity") }
}

final class Persistence: ObservableObject, @unchecked Sendable {
    static let shared = Persistence()

    lazy var container: NSPersistentCloudKitContainer = setupContainer()

    enum PersistenceError: Error { case invalidUUID, noEntityFound }

    private func setupContainer() -> NSPersistentCloudKitContainer {
        let container = NSPersistentCloudKitContainer(name: "Database")
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.loadPersistentStores { _, error in
            if error != nil { Logger.logPersistence.error("The container could not be loaded.") }
        }
        Self.saveSampleCodes(in: container.viewContext)
        return container
    }

    /// The codes a person saved in the app's archive (the rendering's store starts empty).
    private static func saveSampleCodes(in context: NSManagedObjectContext) {
        let navy = CodableColor(red: 0.10, green: 0.20, blue: 0.45)
        let orange = CodableColor(red: 1.00, green: 0.44, blue: 0.20)
        let samples: [(String, Date, BuilderModel, DesignModel)] = [
            ("Home Wi-Fi", Date(timeIntervalSince1970: 1_695_049_200),
             BuilderModel(responses: ["Davis Home", "sunflower-42"], result: "WIFI:T:WPA;S:Davis Home;P:sunflower-42;;", builder: .wifi),
             DesignModel(eye: orange, pupil: navy, pixel: navy, background: CodableColor(red: 0.96, green: 0.95, blue: 0.91))),
            ("QR Pop Website", Date(timeIntervalSince1970: 1_694_530_800),
             BuilderModel(responses: ["https://fromshawn.dev/qrpop"], result: "https://fromshawn.dev/qrpop", builder: .link),
             DesignModel()),
            ("Team Lunch", Date(timeIntervalSince1970: 1_693_414_800),
             BuilderModel(responses: ["Team Lunch", "Sep 1, 2023 12:00 PM"],
                          result: "BEGIN:VEVENT\nSUMMARY:Team Lunch\nDTSTART:20230901T170000Z\nDTEND:20230901T180000Z\nEND:VEVENT",
                          builder: .event),
             DesignModel(eye: CodableColor(red: 0.05, green: 0.40, blue: 0.25), pupil: CodableColor(red: 0.05, green: 0.40, blue: 0.25),
                         pixel: CodableColor(red: 0.05, green: 0.30, blue: 0.20), background: CodableColor(red: 0.90, green: 0.97, blue: 0.92))),
            ("Call Mom", Date(timeIntervalSince1970: 1_688_486_400),
             BuilderModel(responses: ["+1 555 0142"], result: "tel:+15550142", builder: .phone),
             DesignModel(eye: .white, pupil: .white, pixel: .white, background: CodableColor(red: 0.42, green: 0.25, blue: 0.70))),
        ]
        let encoder = JSONEncoder()
        for (index, (title, created, builder, design)) in samples.enumerated() {
            let entity = QREntity(context: context)
            entity.id = UUID(uuidString: "0E6F1C2A-7B3D-4F5E-9A8B-00000000000\(index + 1)")
            entity.title = title
            entity.created = created
            entity.builder = try? encoder.encode(builder)
            entity.design = try? encoder.encode(design)
        }
        try? context.save()
    }

    /// Fetch a single `QREntity` with the URI representation of its managed object ID.
    func getQREntityWithURI(_ uri: URL) -> QREntity? {
        guard let objectID = container.persistentStoreCoordinator.managedObjectID(forURIRepresentation: uri) else { return nil }
        return try? container.viewContext.existingObject(with: objectID) as? QREntity
    }

    /// Fetch a single `QREntity` with its `UUID`.
    func getQREntityWithUUID(_ identifier: UUID?) throws -> QREntity {
        guard let identifier else {
            Logger.logPersistence.notice("A QREntity was requested using an invalid UUID.")
            throw PersistenceError.invalidUUID
        }
        guard let item = try getAllQREntities().first(where: { $0.id == identifier }) else {
            Logger.logPersistence.notice("No QREntity was found with UUID provided to getQREntityWithUUID().")
            throw PersistenceError.noEntityFound
        }
        return item
    }

    /// Fetch the `k` most recent `QREntity` objects stored in the database.
    func getMostRecentQREntities(_ k: Int = 1) throws -> [QREntity] {
        let items = try getAllQREntities().sorted { ($0.created ?? .distantPast) > ($1.created ?? .distantPast) }
        return Array(items.prefix(k))
    }

    /// Fetch **all** `QREntity`s stored in the database.
    func getAllQREntities() throws -> [QREntity] {
        try container.viewContext.fetch(QREntity.fetchRequest())
    }
}

// MARK: QRModel.swift

/// Bridges QR Pop with Core Data's `QREntity`.
struct QRModel: Hashable {
    var title: String?
    var created: Date?
    var design: DesignModel
    var content: BuilderModel
    var id: UUID?

    enum QRModelError: Error { case renderFailure, decodingFailure, exportFailure }
}

extension QRModel {
    init() {
        self.init(design: DesignModel(), content: BuilderModel())
    }

    init(withEntity entity: QREntity) throws {
        guard let designData = entity.design, let builderData = entity.builder else {
            Logger.logModel.error("QRModel: A valid QREntity object could not be deocded.")
            throw QRModelError.decodingFailure
        }
        let decoder = JSONDecoder()
        self.init(title: entity.title, created: entity.created,
                  design: try decoder.decode(DesignModel.self, from: designData),
                  content: try decoder.decode(BuilderModel.self, from: builderData),
                  id: entity.id)
    }

    /// A `QRCode.Document` of the content in a design.
    private func document(_ design: DesignModel) -> QRCode.Document {
        let doc = QRCode.Document(utf8String: content.result)
        doc.design = design.qrCodeDesign
        doc.errorCorrection = design.errorCorrection
        return doc
    }

    /// The QR code described by this model as a SwiftUI `Image`.
    func image(for dimension: Int) -> Image? {
        document(design).imageUI(CGSize(width: dimension, height: dimension), label: Text("QR Code"))
    }

    /// The QR code described by this model, without a background, as a SwiftUI `Image`.
    func transparentImage(for dimension: Int) -> Image? {
        var transparentDesign = design
        transparentDesign.background.opacity = 0
        return document(transparentDesign).imageUI(CGSize(width: dimension, height: dimension), label: Text("QR Code"))
    }

    /// The QR code described by this model as a monochrome SwiftUI `Image`. The app turns the
    /// colours it is given into Core Graphics colours with `Color.cgColor`, which this package's
    /// SwiftUI does not have: the code is drawn in white on clear, what the widget asks for
    /// (`foregroundColor: .white, backgroundColor: .black.opacity(0)`).
    func monochromeImage(for dimension: Int, foregroundColor: Color = .black, backgroundColor: Color = .white) -> Image? {
        var monoDesign = design
        monoDesign.background = CodableColor(red: 0, green: 0, blue: 0, opacity: 0)
        (monoDesign.pixel, monoDesign.eye, monoDesign.pupil) = (.white, .white, .white)
        return document(monoDesign).imageUI(CGSize(width: dimension, height: dimension), label: Text("QR Code"))
    }
}

// MARK: DesignModel.swift

/// A colour as a design saves it (the app's `Color: Codable` writes red, green and blue).
struct CodableColor: Codable, Hashable {
    var red: Double
    var green: Double
    var blue: Double
    var opacity: Double = 1

    static let black = CodableColor(red: 0, green: 0, blue: 0)
    static let white = CodableColor(red: 1, green: 1, blue: 1)

    enum CodingKeys: String, CodingKey { case red, green, blue }

    var color: Color { Color(red: red, green: green, blue: blue, opacity: opacity) }
    var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: opacity) }
}

/// How a code looks: the colours of its eyes, pupils, pixels and background.
struct DesignModel: Codable, Hashable {
    var eye: CodableColor
    var pupil: CodableColor
    var pixel: CodableColor
    var background: CodableColor
    var errorCorrection: QRCode.ErrorCorrection = .medium

    init(eye: CodableColor = .black, pupil: CodableColor = .black, pixel: CodableColor = .black, background: CodableColor = .white) {
        (self.eye, self.pupil, self.pixel, self.background) = (eye, pupil, pixel, background)
    }

    var eyeColor: Color { eye.color }
    var pupilColor: Color { pupil.color }
    var pixelColor: Color { pixel.color }
    var backgroundColor: Color { background.color }

    /// A `QRCode.Design` representing this model.
    var qrCodeDesign: QRCode.Design {
        let design = QRCode.Design()
        design.backgroundColor(background.cgColor)
        design.style.eye = QRCode.FillStyle.Solid(eye.cgColor)
        design.style.pupil = QRCode.FillStyle.Solid(pupil.cgColor)
        design.style.onPixels = QRCode.FillStyle.Solid(pixel.cgColor)
        return design
    }
}

// MARK: BuilderModel.swift

/// What a code holds: the answers in its builder's form and the text they make.
struct BuilderModel: Codable, Hashable {
    var responses: [String]
    var result: String
    var builder: Kind
}

extension BuilderModel {
    init() {
        self.init(responses: [], result: "", builder: .link)
    }

    enum Kind: String, Hashable, CaseIterable, Codable {
        case link, wifi, event, contact, email, phone, sms, whatsapp, facetime, twitter, location, text, shortcut

        var title: String {
            switch self {
            case .link: "Link"
            case .wifi: "Wifi Network"
            case .event: "Calendar Event"
            case .email: "Email"
            case .phone: "Phone Number"
            case .sms: "Text Message"
            case .facetime: "FaceTime"
            case .twitter: "X"
            case .shortcut: "Shortcut"
            case .location: "Location"
            case .text: "Plain Text"
            case .contact: "Contact Card"
            case .whatsapp: "WhatsApp"
            }
        }

        var icon: Image {
            switch self {
            case .link: Image(systemName: "link")
            case .wifi: Image(systemName: "wifi")
            case .event: Image(systemName: "calendar")
            case .contact: Image(systemName: "person.crop.square.filled.and.at.rectangle")
            case .email: Image(systemName: "envelope")
            case .phone: Image(systemName: "phone")
            case .sms: Image(systemName: "text.bubble")
            case .facetime: Image(systemName: "video")
            case .twitter: Image("xLogo")
            case .location: Image(systemName: "location.viewfinder")
            case .text: Image(systemName: "doc.text")
            case .shortcut: Image(systemName: "square.2.layers.3d")
            case .whatsapp: Image("whatsapp")
            }
        }
    }
}
