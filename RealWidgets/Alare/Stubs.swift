// Alare's widget files use nothing of the app beyond the files taken: nothing to stub.
