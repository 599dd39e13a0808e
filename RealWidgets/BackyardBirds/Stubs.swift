// BackyardBirds' widget target needs nothing of its own beyond its three packages
// (Modules/BackyardBirdsData, BackyardBirdsUI, LayeredArtworkLibrary).
