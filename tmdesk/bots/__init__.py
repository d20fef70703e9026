"""Computer players: the random player, the heuristic levels and the searching level (`levels.py`)."""
