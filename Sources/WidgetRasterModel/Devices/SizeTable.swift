/// The device size tables: the current HIG table, and the iOS 14 table of the original
/// guidelines (`widget-facts.md` §1–3).
public struct SizeTable: Sendable {
    public var name: String
    public var summary: String
    public var devices: [DeviceSize]

    package init(name: String, summary: String, devices: [DeviceSize]) {
        self.name = name
        self.summary = summary
        self.devices = devices
    }

    public static let current = SizeTable(name: "hig-current", summary: "HIG Widgets, current (Dec 2025)",
                                          devices: CurrentSizes.iPhones + CurrentSizes.iPads)
    public static let hig2020 = SizeTable(name: "hig-2020", summary: "HIG Widgets, iOS 14 (2020)", devices: Hig2020Sizes.iPhones)

    public static let all = [current, hig2020]

    public static func named(_ name: String) -> SizeTable? { all.first { $0.name == name } }

    /// Devices rendered by default: every row whose sizes are published.
    public var defaultDevices: [DeviceSize] { devices.filter { !$0.sizesEstimated } }

    public func device(id: String) -> DeviceSize? { devices.first { $0.id == id } }
}

/// Corner radius estimates: Apple publishes none (`widget-facts.md` §3.1, §8 Q5). Community
/// previews use 20–24 pt; we use 22 pt on current iPhones, 20 pt on the small older screens,
/// and 20 pt (Home Screen size) on iPad. Continuous corners throughout.
package enum CornerRadiusEstimate {
    /// 20 pt up to 375-pt screens, 22 pt at the 158-pt small widget, and in proportion to the
    /// small widget beyond (23.7 pt at 170 pt; measured on a 430-pt iPhone: ≈ 23.4), to a device pixel.
    package static func iPhone(screenWidth: Double, small: Double) -> Double {
        screenWidth <= 375 ? 20 : ContentMarginEstimate.toThirds(22 * max(1, small / 158))
    }
    package static let iPad = 20.0
}

/// Home Screen content margins: 16 pt (HIG), growing with the small widget on the larger iPhones
/// (17.3 pt at 170 pt; measured on a 430-pt iPhone: 17.3–17.7), to a device pixel.
package enum ContentMarginEstimate {
    package static func iPhone(small: Double) -> Double { toThirds(16 * max(1, small / 158)) }

    /// A length on the @3x pixel grid.
    static func toThirds(_ points: Double) -> Double { (points * 3).rounded() / 3 }
}

enum CurrentSizes {
    private static func s(_ w: Double, _ h: Double) -> Size { Size(width: w, height: h) }

    private static func iPhone(_ w: Double, _ h: Double, scale: Int, models: [String], small: Double, medium: Size,
                               large: Size, accessory: (Double, Size, Size)?) -> DeviceSize {
        var families: [WidgetFamily: FamilySize] = [
            .systemSmall: FamilySize(s(small, small)), .systemMedium: FamilySize(medium), .systemLarge: FamilySize(large),
        ]
        if let (circular, rectangular, inline) = accessory {
            families[.accessoryCircular] = FamilySize(s(circular, circular))
            families[.accessoryRectangular] = FamilySize(rectangular)
            families[.accessoryInline] = FamilySize(inline)
            // Controls (iOS 18) come to the iPhones that have a customisable Lock Screen (iOS 16).
            families.merge(ControlMetrics.families(screenWidth: w)) { widget, _ in widget }
            // StandBy (iOS 17), on the same iPhones.
            families.merge(StandByMetrics.families(screenWidth: w, small: small)) { widget, _ in widget }
            // CarPlay's Widgets screen (iOS 26) shows the iPhone's small widgets.
            families.merge(CarPlayMetrics.families(small: small)) { widget, _ in widget }
            // A Live Activity's small presentation on the paired Apple Watch (iOS 18).
            families.merge(SmartStackMetrics.families()) { widget, _ in widget }
        }
        families.merge(DynamicIslandMetrics.families(screenWidth: w)) { widget, _ in widget }
        return DeviceSize(id: "iphone-\(Int(w))x\(Int(h))", platform: .iPhone, screen: s(w, h), nativeScale: scale,
                          models: models, families: families, cornerRadius: CornerRadiusEstimate.iPhone(screenWidth: w, small: small),
                          contentMargin: ContentMarginEstimate.iPhone(small: small))
    }

    static let iPhones: [DeviceSize] = [
        iPhone(430, 932, scale: 3, models: ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"],
               small: 170, medium: s(364, 170), large: s(364, 382), accessory: (76, s(172, 76), s(257, 26))),
        iPhone(428, 926, scale: 3, models: ["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"],
               small: 170, medium: s(364, 170), large: s(364, 382), accessory: (76, s(172, 76), s(257, 26))),
        iPhone(414, 896, scale: 3, models: ["iPhone XS Max", "iPhone 11 Pro Max", "iPhone XR", "iPhone 11"],
               small: 169, medium: s(360, 169), large: s(360, 379), accessory: (76, s(160, 72), s(248, 26))),
        iPhone(414, 736, scale: 3, models: ["iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus", "iPhone 8 Plus"],
               small: 159, medium: s(348, 157), large: s(348, 357), accessory: (76, s(170, 76), s(248, 26))),
        iPhone(393, 852, scale: 3, models: ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"],
               small: 158, medium: s(338, 158), large: s(338, 354), accessory: (72, s(160, 72), s(234, 26))),
        iPhone(390, 844, scale: 3, models: ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e"],
               small: 158, medium: s(338, 158), large: s(338, 354), accessory: (72, s(160, 72), s(234, 26))),
        iPhone(375, 812, scale: 3, models: ["iPhone X", "iPhone XS", "iPhone 11 Pro"],
               small: 155, medium: s(329, 155), large: s(329, 345), accessory: (72, s(157, 72), s(225, 26))),
        iPhone(375, 667, scale: 2, models: ["iPhone 6", "iPhone 6s", "iPhone 7", "iPhone 8", "iPhone SE (2nd, 3rd gen)"],
               small: 148, medium: s(321, 148), large: s(321, 324), accessory: (68, s(153, 68), s(225, 26))),
        iPhone(360, 780, scale: 3, models: ["iPhone 12 mini", "iPhone 13 mini"],
               small: 155, medium: s(329, 155), large: s(329, 345), accessory: (72, s(157, 72), s(225, 26))),
        iPhone(320, 568, scale: 2, models: ["iPhone 5", "iPhone 5s", "iPhone SE (1st gen)", "iPod touch"],
               small: 141, medium: s(292, 141), large: s(292, 311), accessory: nil),
    ]

    private static func iPad(_ w: Double, _ h: Double, models: [String], canvas: (Double, Double, Double, Double),
                             device: (Double, Double, Double, Double)?, note: String? = nil) -> DeviceSize {
        func sizes(_ t: (Double, Double, Double, Double)) -> [WidgetFamily: Size] {
            [.systemSmall: s(t.0, t.0), .systemMedium: s(t.1, t.0), .systemLarge: s(t.2, t.2), .systemExtraLarge: s(t.3, t.2)]
        }
        let c = sizes(canvas), d = sizes(device ?? canvas)
        var families: [WidgetFamily: FamilySize] = [:]
        for (family, size) in c { families[family] = FamilySize(canvas: size, device: d[family]!) }
        return DeviceSize(id: "ipad-\(Int(w))x\(Int(h))", platform: .iPad, screen: s(w, h), nativeScale: 2, models: models,
                          families: families, cornerRadius: CornerRadiusEstimate.iPad, note: note)
    }

    static let iPads: [DeviceSize] = [
        iPad(768, 1024, models: ["iPad 9.7\"", "iPad Air 9.7\"", "iPad Pro 9.7\"", "iPad mini 7.9\""],
             canvas: (141, 305.5, 305.5, 634.5), device: (120, 260, 260, 540)),
        iPad(744, 1133, models: ["iPad mini 8.3\""], canvas: (141, 305.5, 305.5, 634.5), device: (120, 260, 260, 540)),
        iPad(810, 1080, models: ["iPad 10.2\""], canvas: (146, 320.5, 320.5, 669), device: (124, 272, 272, 568)),
        iPad(820, 1180, models: ["iPad Air 10.9\"/11\"", "iPad 10.9\"/11\""], canvas: (155, 342, 342, 715.5),
             device: (136, 300, 300, 628)),
        iPad(834, 1112, models: ["iPad Pro 10.5\"", "iPad Air 10.5\""], canvas: (150, 327.5, 327.5, 682),
             device: (132, 288, 288, 600)),
        iPad(834, 1194, models: ["iPad Pro 11\" (1st–4th gen)"], canvas: (155, 342, 342, 715.5), device: (136, 300, 300, 628)),
        iPad(954, 1373, models: ["iPad (Display Zoom: More Space)"], canvas: (162, 350, 350, 726), device: nil,
             note: "applies with Display Zoom set to More Space"),
        iPad(970, 1389, models: ["iPad (Display Zoom: More Space)"], canvas: (162, 350, 350, 726), device: nil,
             note: "applies with Display Zoom set to More Space"),
        iPad(1024, 1366, models: ["iPad Pro 12.9\"", "iPad Air 13\""], canvas: (170, 378.5, 378.5, 795),
             device: (160, 356, 356, 748)),
        iPad(1192, 1590, models: ["iPad Pro 12.9\" (Display Zoom: More Space)"], canvas: (188, 412, 412, 860), device: nil,
             note: "applies with Display Zoom set to More Space"),
    ]
}

enum Hig2020Sizes {
    private static func row(_ w: Double, _ h: Double, scale: Int, small: Double, medium: (Double, Double),
                            large: (Double, Double), models: [String]) -> DeviceSize {
        DeviceSize(id: "iphone-\(Int(w))x\(Int(h))", platform: .iPhone, screen: Size(width: w, height: h), nativeScale: scale,
                   models: models,
                   families: [.systemSmall: FamilySize(Size(width: small, height: small)),
                              .systemMedium: FamilySize(Size(width: medium.0, height: medium.1)),
                              .systemLarge: FamilySize(Size(width: large.0, height: large.1))],
                   cornerRadius: CornerRadiusEstimate.iPhone(screenWidth: w, small: small),
                   contentMargin: ContentMarginEstimate.iPhone(small: small))
    }

    static let iPhones: [DeviceSize] = [
        row(414, 896, scale: 3, small: 169, medium: (360, 169), large: (360, 376), models: ["iPhone 11 Pro Max", "iPhone 11", "iPhone XR"]),
        row(375, 812, scale: 3, small: 155, medium: (329, 155), large: (329, 345), models: ["iPhone 11 Pro", "iPhone X", "iPhone XS"]),
        row(414, 736, scale: 3, small: 159, medium: (348, 159), large: (348, 357), models: ["iPhone 8 Plus"]),
        row(375, 667, scale: 2, small: 148, medium: (322, 148), large: (322, 324), models: ["iPhone 8", "iPhone SE (2nd gen)"]),
        row(320, 568, scale: 2, small: 141, medium: (291, 141), large: (291, 299), models: ["iPhone SE (1st gen)", "iPod touch"]),
    ]
}
