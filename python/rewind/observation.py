"""The fixed-size numeric observation of one seat's view (docs/python.md, "Observation").

``Game.observation(seat)`` computes it in C++ (src/py/observation.cpp) from the seat's
``PlayerView`` only, so it holds exactly what that seat may know. This module names its
parts (``LAYOUT``, ``CARD_FIELDS``, ``slices``) and holds ``encode_view``, the same encoding
written in Python from ``Game.view(seat)``: the readable definition of the layout, which the
tests check equal to the fast one.

All values are float32: raw numbers (turn, life, counts, power, toughness, mana value, the
card definition id), 0/1 flags and one-hot groups. The viewer always comes first ("me",
then "opponent"), whichever seat it is.
"""
import numpy as np

from ._rewind import OBSERVATION_LAYOUT, OBSERVATION_SIZE

STEPS = ("untap", "upkeep", "draw", "main1", "begin_combat", "declare_attackers",
         "declare_blockers", "first_strike_damage", "combat_damage", "end_combat", "main2",
         "end", "cleanup")
DECISION_KINDS = ("none", "mulligan", "bottom_card", "priority", "choose_x",
                  "declare_attackers", "declare_blockers", "assign_damage", "legend_rule",
                  "discard", "choose_target", "game_over", "order_triggers", "sacrifice",
                  "yes_no", "choose_mode", "choose_source", "choose_card", "choose")
GLOBAL_FIELDS = (("turn", "me_active", "me_priority", "me_to_answer", "me_started", "mulligans")
                 + tuple("step_" + s for s in STEPS)
                 + tuple("decision_" + k for k in DECISION_KINDS))
PLAYER_FIELDS = ("life", "poison", "library", "hand", "graveyard", "exile", "permanents",
                 "mulligans", "lands_played", "mana_w", "mana_u", "mana_b", "mana_r", "mana_g",
                 "mana_c")
KEYWORDS = ("flying", "reach", "first_strike", "double_strike", "trample", "vigilance",
            "haste", "defender", "lifelink", "deathtouch", "menace", "hexproof", "shroud",
            "indestructible", "flash")
COLORS = ("w", "u", "b", "r", "g")
CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
              "planeswalker", "sorcery")
CARD_FIELDS = (("present", "def_id", "mine", "owned", "creature", "land", "power",
                "toughness", "damage", "tapped", "attacking", "blocking", "blocked",
                "summoning_sick", "attached", "mana_value")
               + tuple("kw_" + k for k in KEYWORDS)
               + tuple("color_" + c for c in COLORS)
               + tuple("type_" + t for t in CARD_TYPES)
               + tuple("land_mana_" + c for c in COLORS)
               + ("protection",))

LAYOUT = dict(OBSERVATION_LAYOUT)
HAND_SLOTS = LAYOUT["hand_slots"]
BATTLEFIELD_SLOTS = LAYOUT["battlefield_slots"]
STACK_SLOTS = LAYOUT["stack_slots"]
SIZE = OBSERVATION_SIZE
assert LAYOUT["global"] == len(GLOBAL_FIELDS)
assert LAYOUT["player"] == len(PLAYER_FIELDS)
assert LAYOUT["card"] == len(CARD_FIELDS)


def slices():
    """{part: slice of the observation}: global, me, opponent, my_hand, my_battlefield,
    opponent_battlefield, stack (card parts hold slots * len(CARD_FIELDS) values)."""
    parts = [("global", len(GLOBAL_FIELDS)), ("me", len(PLAYER_FIELDS)),
             ("opponent", len(PLAYER_FIELDS)),
             ("my_hand", HAND_SLOTS * len(CARD_FIELDS)),
             ("my_battlefield", BATTLEFIELD_SLOTS * len(CARD_FIELDS)),
             ("opponent_battlefield", BATTLEFIELD_SLOTS * len(CARD_FIELDS)),
             ("stack", STACK_SLOTS * len(CARD_FIELDS))]
    out, at = {}, 0
    for name, n in parts:
        out[name] = slice(at, at + n)
        at += n
    assert at == SIZE
    return out


def cards(obs, part):
    """The card slots of `part` ("my_hand", ...) as a (slots, len(CARD_FIELDS)) view."""
    return obs[slices()[part]].reshape(-1, len(CARD_FIELDS))


def _bits(value, n):
    return [float((value >> i) & 1) for i in range(n)]


def _card(c, me):
    return ([1.0, float(c.def_id), float(c.controller == me), float(c.owner == me),
             float(c.is_creature), float(c.is_land), float(c.power), float(c.toughness),
             float(c.damage), float(c.tapped), float(c.attacking), float(c.blocking),
             float(c.blocked), float(c.summoning_sick), float(c.attached_to >= 0),
             float(c.mana_value)]
            + _bits(c.keyword_bits, len(KEYWORDS)) + _bits(c.colors, 5)
            + _bits(c.types, len(CARD_TYPES)) + _bits(c.land_mana, 5)
            + [float(c.protection != 0)])


def _zone(cards_, me, slots):
    rows = [_card(c, me) for c in cards_[:slots]]
    rows += [[0.0] * len(CARD_FIELDS)] * (slots - len(rows))
    return [x for row in rows for x in row]


def encode_view(view):
    """The observation of `view` (a seat's PlayerView), computed in Python: equal to
    Game.observation(seat) for view = Game.view(seat)."""
    seat = {"p1": 0, "p2": 1}[view.viewer]
    opp = 1 - seat
    name = {0: "p1", 1: "p2"}
    g = [float(view.turn), float(view.active == name[seat]), float(view.priority == name[seat]),
         float(view.decision_player == name[seat]), float(view.starting_player == name[seat]),
         float(view.step_id < 0)]
    g += [float(view.step_id == i) for i in range(len(STEPS))]
    g += [float(view.decision_kind == k) for k in DECISION_KINDS]
    players = view.players
    battlefield = view.battlefield
    for who in (seat, opp):
        p = players[who]
        g += [float(p.life), float(p.poison), float(p.library_count), float(p.hand_count),
              float(len(p.graveyard)), float(len(p.exile)),
              float(sum(1 for c in battlefield if c.controller == who)), float(p.mulligans),
              float(p.lands_played)] + [float(m) for m in p.mana_pool]
    g += _zone(players[seat].hand, seat, HAND_SLOTS)
    g += _zone([c for c in battlefield if c.controller == seat], seat, BATTLEFIELD_SLOTS)
    g += _zone([c for c in battlefield if c.controller == opp], seat, BATTLEFIELD_SLOTS)
    g += _zone(view.stack, seat, STACK_SLOTS)
    return np.asarray(g, dtype=np.float32)
