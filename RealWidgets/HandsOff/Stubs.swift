// HandsOff: the app's own types its widget files use, which the corpus does not hold (never an Apple API).
import Foundation
