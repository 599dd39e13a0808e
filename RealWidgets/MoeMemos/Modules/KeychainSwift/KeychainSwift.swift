// The KeychainSwift package (evgenyneu/keychain-swift): imported by MoeMemos' widget files, which use none of it.
import Foundation

open class KeychainSwift {
    public init() {}
}
