// Brave's widget target needs nothing of its own beyond its packages (Modules/): the classes
// Xcode generates from BraveWidgets.intentdefinition belong to BraveWidgetsModels, where the
// intent definition is.
