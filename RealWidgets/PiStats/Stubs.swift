// PiStats keeps its own types in PiStatsCore (Modules/PiStatsCore).
