// Brave's BraveShared, as the widget files use it: the app's URL scheme, and `Image(braveSystemName:)`
// for Leo, Brave's icon set (a package not in the corpus), drawn here with the nearest SF Symbol.
import Foundation
import SwiftUI

public enum AppURLScheme {
    public static var appURLScheme: String { "brave" }
}

extension Image {
    public init(braveSystemName name: String) {
        let symbols = ["leo.plus.add": "plus", "leo.product.private-window": "eye.slash", "leo.product.bookmarks": "book",
                       "leo.history": "clock", "leo.download": "arrow.down.circle", "leo.product.playlist": "music.note.list",
                       "leo.search": "magnifyingglass", "leo.product.brave-wallet": "creditcard", "leo.qr.code": "qrcode",
                       "leo.product.brave-news": "newspaper", "leo.brave.icon-monochrome": "shield.fill"]
        self.init(systemName: symbols[name] ?? "questionmark")
    }
}
