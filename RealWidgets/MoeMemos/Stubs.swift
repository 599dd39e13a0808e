// MoeMemos' widget files use nothing of the app beyond its packages (Modules/) and the files taken.
