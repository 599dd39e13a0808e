// ACHNBrowserUI's own types the widget files use.
