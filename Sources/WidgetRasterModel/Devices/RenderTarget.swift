/// One family size to render, standing for every device that shares it (same canvas,
/// device size, corner radius and margins): "devices with identical family sizes render once".
public struct RenderTarget: Hashable, Sendable {
    public var family: WidgetFamily
    public var size: FamilySize
    public var cornerRadius: Double
    /// The Home Screen content margin in canvas points (the device's; 0 for Lock Screen families).
    public var contentMargin: Double
    /// Ids of the devices that share this size, in table order.
    public var deviceIDs: [String]

    package init(family: WidgetFamily, size: FamilySize, cornerRadius: Double, contentMargin: Double = 16, deviceIDs: [String]) {
        self.family = family
        self.size = size
        self.cornerRadius = cornerRadius
        self.contentMargin = contentMargin
        self.deviceIDs = deviceIDs
    }

    /// Pixel size at a scale: the family's device size in points × scale (iPad canvases are drawn smaller).
    public func pixelSize(at scale: Int) -> (width: Int, height: Int) {
        (Int((size.device.width * Double(scale)).rounded()), Int((size.device.height * Double(scale)).rounded()))
    }

    /// A file-name-safe name for the device group: the first device id, plus `+N` for the others.
    public var deviceGroupName: String {
        deviceIDs.count > 1 ? "\(deviceIDs[0])+\(deviceIDs.count - 1)" : deviceIDs[0]
    }

    /// The radius of the family's container shape on a device. Lock Screen families have no content
    /// margins and their corners do not grow with the Home Screen tile's on the larger iPhones; a
    /// circular one is a circle. So devices sharing a Lock Screen size render it once. The compact and
    /// minimal Dynamic Island are a capsule and a circle; a Live Activity on the Lock Screen has the
    /// Lock Screen widgets' radius (an estimate, as the widget's is). Every control module has the
    /// radius of half a grid cell: a circle, a capsule, a rounded square (`ControlMetrics`).
    static func cornerRadius(of family: WidgetFamily, size: FamilySize, on device: DeviceSize) -> Double {
        switch family {
        case .accessoryCircular: return min(size.device.width, size.device.height) / 2
        case .accessoryRectangular, .accessoryInline, .liveActivity: return min(device.cornerRadius, 22)
        case .dynamicIslandCompact, .dynamicIslandMinimal: return size.device.height / 2
        case .dynamicIslandExpanded: return DynamicIslandMetrics.expandedCornerRadius
        case .liveActivitySmall: return SmartStackMetrics.cornerRadius
        case .controlSmall, .controlMedium, .controlLarge, .controlLockScreen: return ControlMetrics.cornerRadius(of: family, size: size.device)
        default: return device.cornerRadius
        }
    }

    /// Groups the devices' families into targets, in table order.
    public static func targets(for families: [WidgetFamily], devices: [DeviceSize]) -> [RenderTarget] {
        var targets: [RenderTarget] = []
        for family in families {
            for device in devices {
                guard let size = device.families[family] else { continue }
                let margin = family.isAccessory || family.isActivity || family.isControl ? 0 : device.contentMargin
                let radius = Self.cornerRadius(of: family, size: size, on: device)
                if let i = targets.firstIndex(where: { $0.family == family && $0.size == size && $0.cornerRadius == radius
                                                        && $0.contentMargin == margin }) {
                    targets[i].deviceIDs.append(device.id)
                } else {
                    targets.append(RenderTarget(family: family, size: size, cornerRadius: radius, contentMargin: margin,
                                                deviceIDs: [device.id]))
                }
            }
        }
        return targets
    }
}
