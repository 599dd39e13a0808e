/// The library version, recorded in manifests and golden metadata.
public enum WidgetRasterVersion {
    public static let string = "0.1.0"
}
