// Steps: every type its widget files use is in the corpus (the app's Step, Distance and Calorie
// models, ImageStorage, the app group's defaults); nothing of the app's own is missing.
import Foundation
