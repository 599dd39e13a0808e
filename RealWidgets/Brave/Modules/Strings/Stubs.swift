// Brave's Strings package: the namespace each feature's localized strings extend.
import Foundation

public struct Strings {}
