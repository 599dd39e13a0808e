// OneBusAway's widget target needs nothing beyond OBAKitCore (Modules/OBAKitCore): its models,
// formatters, theme and REST client, and three of the corpus's files that the app keeps there.
