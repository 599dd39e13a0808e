// The UI package's types the widgets use, besides Color.swift from the corpus.
