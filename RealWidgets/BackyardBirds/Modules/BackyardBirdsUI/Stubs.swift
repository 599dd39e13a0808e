// BackyardBirdsUI's catalogue in the corpus has `fountain.fill` but not the outline `fountain`
// symbol that Images.swift also names; Xcode would generate this resource from it.
import SwiftUI

extension ImageResource {
    static let fountain = ImageResource(name: "fountain", bundle: .module)
}
