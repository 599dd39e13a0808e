/// The library version, recorded in manifests and golden metadata.
package enum WidgetRasterVersion {
    package static let string = "0.1.0"
}
