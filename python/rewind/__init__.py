"""Rewind from Python: the engine itself, exact, forkable and fast (docs/python.md).

The game API (``Game``, ``Decision``, ``Option``, views), records (``Record``), the
built-in bots (``Bot``, ``bot_choice``, ``play_games``) come from the C++ extension
``rewind._rewind``; the learning environment (``rewind.env.RewindEnv``, PettingZoo's AEC
conventions) and the observation layout (``rewind.observation``) are pure Python on top.
"""
from ._rewind import (  # noqa: F401
    ENGINE_VERSION,
    MAX_OPTIONS,
    OBSERVATION_LAYOUT,
    OBSERVATION_SIZE,
    RULES_VERSION,
    Bot,
    CardView,
    Decision,
    Game,
    IllegalAnswer,
    Option,
    PlayerPublic,
    PlayerView,
    Record,
    RewindError,
    Unselectable,
    bot_choice,
    decks,
    play_games,
)

__all__ = [
    "ENGINE_VERSION", "MAX_OPTIONS", "OBSERVATION_LAYOUT", "OBSERVATION_SIZE", "RULES_VERSION",
    "Bot", "CardView", "Decision", "Game", "IllegalAnswer", "Option", "PlayerPublic",
    "PlayerView", "Record", "RewindError", "Unselectable", "bot_choice", "decks", "play_games",
]
