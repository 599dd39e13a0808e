// The Backend package's types the widgets use, besides Category.swift from the corpus.
