// The game API's vocabulary: the plain types every front end reads (players, object ids,
// zones, steps, decisions and their options, results, the card words a view uses, a
// described board to start from, and the effect summaries bots read) with their stable names. One
// definition for the whole engine: rules/ and cards/ include this header for these types (the one
// game/ header they may include, scripts/check_structure.py), so the API and the engine cannot
// disagree. A leaf: it includes core/ only and needs no library (everything here is inline).
// Thread-safe: types and constants only.
#pragma once

#include <cassert>
#include <cstdint>
#include <string>
#include <vector>

#include "core/fixed_vec.h"
#include "core/ids.h"

namespace rwd {

// ---------------------------------------------------------------------------------------
// Zones, steps, results

enum class Zone : uint8_t { Library, Hand, Battlefield, Graveyard, Stack, Exile, None };
inline const char* zone_name(Zone z) {
  static constexpr const char* kNames[] = {"library", "hand",  "battlefield", "graveyard",
                                           "stack",   "exile", "none"};
  return kNames[static_cast<int>(z)];
}

// Steps of a turn in order (rule 500.1). FirstStrikeDamage exists only when some combatant
// has first strike or double strike (510.4).
enum class Step : uint8_t {
  Untap,
  Upkeep,
  Draw,
  Main1,
  BeginCombat,
  DeclareAttackers,
  DeclareBlockers,
  FirstStrikeDamage,
  CombatDamage,
  EndCombat,
  Main2,
  End,
  Cleanup,
  Count
};
inline const char* step_name(Step s) {
  static constexpr const char* kNames[] = {"untap",
                                           "upkeep",
                                           "draw",
                                           "main1",
                                           "begin_combat",
                                           "declare_attackers",
                                           "declare_blockers",
                                           "first_strike_damage",
                                           "combat_damage",
                                           "end_combat",
                                           "main2",
                                           "end",
                                           "cleanup"};
  return kNames[static_cast<int>(s)];
}

enum class GameResult : uint8_t { Ongoing, P1Wins, P2Wins, Draw };

inline const char* player_name(PlayerId p) {  // "p1", "p2"
  return p == PlayerId::P1 ? "p1" : p == PlayerId::P2 ? "p2" : "none";
}
inline const char* result_name(GameResult r) {  // "p1", "p2", "draw", "ongoing"
  switch (r) {
    case GameResult::P1Wins:
      return "p1";
    case GameResult::P2Wins:
      return "p2";
    case GameResult::Draw:
      return "draw";
    case GameResult::Ongoing:
      return "ongoing";
  }
  return "ongoing";
}

// ---------------------------------------------------------------------------------------
// The pending decision

enum class DecisionKind : uint8_t {
  None,
  Mulligan,    // keep or mulligan (103.5)
  BottomCard,  // put a card from hand on the bottom, one of N (103.5, London)
  Priority,    // cast, play a land, or pass (117)
  ChooseX,     // announce X while casting (601.2b)
  DeclareAttackers,
  DeclareBlockers,
  AssignDamage,  // divide an attacker's combat damage (510.1c, 702.19b)
  LegendRule,    // choose the legendary permanent to keep (704.5j)
  Discard,       // discard: to hand size in cleanup (514.1), or for an effect
  ChooseTarget,  // choose a target for the spell being cast or ability activated (601.2c, 602.2b);
                 // subject = its source
  GameOver,
  OrderTriggers,  // put one of your simultaneous triggered abilities on the stack next (603.3b)
  Sacrifice,  // choose a permanent to sacrifice for an effect (701.17a); subject = the ability's
              // source
  YesNo,  // a yes/no question inside an ability ("you may", "unless pays"); subject = its source
  ChooseMode,    // choose the mode of a modal spell being cast (700.2, 601.2b); subject = the spell
  ChooseSource,  // choose a source ("a red source of your choice"); subject = the ability's source
  ChooseCard,    // pick cards from a hidden zone while an ability resolves (search 701.23, scry
                 // 701.22); subject = the ability's source
  Choose,  // choose a player, color, type, number or option as an ability resolves or a permanent
           // enters; subject = the source
};
inline const char* decision_kind_name(DecisionKind k) {
  static constexpr const char* kNames[] = {"none",
                                           "mulligan",
                                           "bottom_card",
                                           "priority",
                                           "choose_x",
                                           "declare_attackers",
                                           "declare_blockers",
                                           "assign_damage",
                                           "legend_rule",
                                           "discard",
                                           "choose_target",
                                           "game_over",
                                           "order_triggers",
                                           "sacrifice",
                                           "yes_no",
                                           "choose_mode",
                                           "choose_source",
                                           "choose_card",
                                           "choose"};
  static_assert(sizeof kNames / sizeof kNames[0] == static_cast<size_t>(DecisionKind::Choose) + 1);
  return kNames[static_cast<int>(k)];
}

// The one decision the game waits for. Multi-picks (attackers, blockers, discards,
// bottom cards, damage) are sequences of single picks; `picked` counts those made.
struct Pending {
  DecisionKind kind = DecisionKind::None;
  PlayerId player = PlayerId::None;
  uint8_t picked = 0;
  uint8_t total = 0;                  // required picks (discard, bottom) or the maximum (attackers);
                                      // ChooseX of a spell without a program: 1 if it is kicked
                                      // (702.33a)
  ObjectId subject = ObjectId::None;  // attacker assigning damage; card being cast (ChooseX)
  int16_t remaining = 0;              // damage left to assign
  friend bool operator==(const Pending&, const Pending&) = default;
};

// ---------------------------------------------------------------------------------------
// Options: the numbered answers to the pending decision

enum class OptionKind : uint8_t {
  Pass,              // pass priority
  PlayLand,          // play a land from hand (305.1)
  Cast,              // cast a spell from hand (601)
  Keep,              // keep the opening hand
  Mulligan,          // take a mulligan
  BottomCard,        // put a card (from hand after a mulligan, or a looked-at card) on the bottom
  ChooseX,           // announce X (601.2b)
  Attack,            // declare a creature as an attacker (508.1)
  Block,             // declare a blocker of an attacker (509.1)
  Unblock,           // withdraw a declared block
  Done,              // finish a multi-pick
  AssignDamage,      // assign combat damage to a blocker or to the defending player (510.1c)
  AssignLethalRest,  // lethal damage to each blocker, the rest to the player (702.19b)
  KeepLegend,        // the legendary permanent to keep (704.5j)
  Discard,           // a card to discard
  Target,            // a target: an object or a player (601.2c)
  Activate,          // activate an activated ability (602)
  PutTrigger,        // put a waiting triggered ability on the stack next (603.3b)
  Sacrifice,         // a permanent to sacrifice (701.17a)
  Yes,               // answer a YesNo decision: yes (do it, pay it)
  No,                // answer a YesNo decision: no (don't, don't pay)
  Mode,              // the mode of a modal spell (700.2)
  Source,            // the source chosen in a ChooseSource decision
  ChooseCard,        // a card picked in a ChooseCard decision (a card found by a search)
  TopCard,           // the looked-at card to put back on top of its library next (701.22a)
  Choice,            // the value chosen in a Choose decision
};
inline const char* option_kind_name(OptionKind k) {
  static constexpr const char* kNames[] = {"pass",
                                           "play_land",
                                           "cast",
                                           "keep",
                                           "mulligan",
                                           "bottom_card",
                                           "choose_x",
                                           "attack",
                                           "block",
                                           "unblock",
                                           "done",
                                           "assign_damage",
                                           "assign_lethal_rest",
                                           "keep_legend",
                                           "discard",
                                           "target",
                                           "activate",
                                           "put_trigger",
                                           "sacrifice",
                                           "yes",
                                           "no",
                                           "mode",
                                           "source",
                                           "choose_card",
                                           "top_card",
                                           "choice"};
  static_assert(sizeof kNames / sizeof kNames[0] == static_cast<size_t>(OptionKind::Choice) + 1);
  return kNames[static_cast<int>(k)];
}

// One answer to the pending decision, made by the named constructor of its kind and read
// through the accessors, each of which has one meaning. Eight bytes, trivially copyable:
// options fill 1024-entry buffers on hot paths. Layout: kind, a pad byte, then an object,
// a second object and a number, whose use by kind only this class knows.
class Option {
 public:
  constexpr Option() = default;  // Pass

  static constexpr Option pass() { return {}; }
  static constexpr Option play_land(ObjectId land) { return {OptionKind::PlayLand, land}; }
  // `kicked`: with its kicker cost paid as well (702.33a, 702.33d).
  static constexpr Option cast(ObjectId card, bool kicked = false) {
    return {OptionKind::Cast, card, ObjectId::None, kicked ? 1 : 0};
  }
  static constexpr Option keep() { return {OptionKind::Keep}; }
  static constexpr Option mulligan() { return {OptionKind::Mulligan}; }
  static constexpr Option bottom_card(ObjectId card) { return {OptionKind::BottomCard, card}; }
  static constexpr Option choose_x(ObjectId spell, int x) {
    return {OptionKind::ChooseX, spell, ObjectId::None, x};
  }
  static constexpr Option attack(ObjectId creature) { return {OptionKind::Attack, creature}; }
  static constexpr Option block(ObjectId blocker, ObjectId attacker) {
    return {OptionKind::Block, blocker, attacker};
  }
  static constexpr Option unblock(ObjectId blocker) { return {OptionKind::Unblock, blocker}; }
  static constexpr Option done() { return {OptionKind::Done}; }
  // `amount` of the attacker's combat damage to `blocker`.
  static constexpr Option assign_damage(ObjectId blocker, int amount) {
    return {OptionKind::AssignDamage, blocker, ObjectId::None, amount};
  }
  // `amount` of the attacker's combat damage to the defending player.
  static constexpr Option assign_damage_to_player(int amount) {
    return {OptionKind::AssignDamage, ObjectId::None, ObjectId::None, amount};
  }
  static constexpr Option assign_lethal_rest(int amount_to_player) {
    return {OptionKind::AssignLethalRest, ObjectId::None, ObjectId::None, amount_to_player};
  }
  static constexpr Option keep_legend(ObjectId permanent) {
    return {OptionKind::KeepLegend, permanent};
  }
  static constexpr Option discard(ObjectId card) { return {OptionKind::Discard, card}; }
  static constexpr Option target_object(ObjectId object) { return {OptionKind::Target, object}; }
  static constexpr Option target_player(PlayerId p) {
    return {OptionKind::Target, ObjectId::None, ObjectId::None, raw(p)};
  }
  static constexpr Option activate(ObjectId source, int ability) {
    return {OptionKind::Activate, source, ObjectId::None, ability};
  }
  static constexpr Option put_trigger(ObjectId source, int waiting_index) {
    return {OptionKind::PutTrigger, source, ObjectId::None, waiting_index};
  }
  static constexpr Option sacrifice(ObjectId permanent) {
    return {OptionKind::Sacrifice, permanent};
  }
  static constexpr Option yes(ObjectId source) { return {OptionKind::Yes, source}; }
  static constexpr Option no(ObjectId source) { return {OptionKind::No, source}; }
  static constexpr Option mode(ObjectId spell, int mode) {
    return {OptionKind::Mode, spell, ObjectId::None, mode};
  }
  static constexpr Option source(ObjectId chosen) { return {OptionKind::Source, chosen}; }
  static constexpr Option choose_card(ObjectId card) { return {OptionKind::ChooseCard, card}; }
  static constexpr Option top_card(ObjectId card) { return {OptionKind::TopCard, card}; }
  static constexpr Option choice(ObjectId source, int value) {
    return {OptionKind::Choice, source, ObjectId::None, value};
  }
  // An option of a kind whose only operand is its object() (PlayLand, Cast, BottomCard,
  // Attack, Unblock, KeepLegend, Discard, Sacrifice, Yes, No, Source, ChooseCard, TopCard),
  // for code that picks the kind at run time. REQUIRES: such a kind.
  static constexpr Option of(OptionKind kind, ObjectId object) {
    assert(object_only(kind));
    return {kind, object};
  }

  constexpr OptionKind kind() const { return kind_; }
  // The card, permanent or ability source the option is about: the land played, the spell
  // cast, the card bottomed, discarded or chosen, the creature attacking, the blocker (Block,
  // Unblock), the blocker dealt damage (AssignDamage), the permanent kept or sacrificed, the
  // object targeted, the source chosen (Source), the spell whose X or mode is chosen
  // (ChooseX, Mode), the ability's source (Activate, PutTrigger, Yes, No, Choice).
  // ObjectId::None when it names no object: Pass, Keep, Mulligan, Done, AssignLethalRest, a
  // player target, damage assigned to the player.
  constexpr ObjectId object() const { return a_; }
  // Block: the attacker blocked. ObjectId::None for every other kind.
  constexpr ObjectId attacker() const { return kind_ == OptionKind::Block ? b_ : ObjectId::None; }
  // Target: the player targeted; PlayerId::None when it targets an object (or another kind).
  constexpr PlayerId player() const {
    return kind_ == OptionKind::Target && a_ == ObjectId::None ? player_id(value_) : PlayerId::None;
  }
  // ChooseX: X. AssignDamage: the damage assigned. AssignLethalRest: the damage left for
  // the player. 0 for every other kind.
  constexpr int amount() const {
    return kind_ == OptionKind::ChooseX || kind_ == OptionKind::AssignDamage ||
                   kind_ == OptionKind::AssignLethalRest
               ? value_
               : 0;
  }
  // Cast: whether its kicker is paid (702.33d: the spell "was kicked"). False for other kinds.
  constexpr bool kicked() const { return kind_ == OptionKind::Cast && value_ == 1; }
  // Activate: the source's activated ability number (0-based, script order). REQUIRES: Activate.
  constexpr int ability() const {
    assert(kind_ == OptionKind::Activate);
    return value_;
  }
  // PutTrigger: the index of the triggered ability among those waiting (603.3b).
  // REQUIRES: PutTrigger.
  constexpr int trigger() const {
    assert(kind_ == OptionKind::PutTrigger);
    return value_;
  }
  // Mode: the mode's number (0-based, 700.2). REQUIRES: Mode.
  constexpr int mode_number() const {
    assert(kind_ == OptionKind::Mode);
    return value_;
  }
  // Choice: the value chosen: a player (0 p1, 1 p2), a color (0-4, W U B R G), a creature
  // type's code, a number, an option's index, or a card's object id, as the decision asks.
  // REQUIRES: Choice.
  constexpr int choice_value() const {
    assert(kind_ == OptionKind::Choice);
    return value_;
  }
  // The canonical order of the options of one decision (rules/options.h): by kind, then
  // object id, then the attacker, then the number, ids compared as numbers.
  constexpr uint64_t order_key() const {
    return (static_cast<uint64_t>(kind_) << 48) | (static_cast<uint64_t>(raw(a_)) << 32) |
           (static_cast<uint64_t>(raw(b_)) << 16) | value_;
  }
  friend bool operator==(const Option&, const Option&) = default;

 private:
  constexpr Option(OptionKind kind, ObjectId a = ObjectId::None, ObjectId b = ObjectId::None,
                   int value = 0)
      : kind_(kind), a_(a), b_(b), value_(static_cast<uint16_t>(value)) {}
  static constexpr bool object_only(OptionKind k) {
    switch (k) {
      case OptionKind::PlayLand:
      case OptionKind::Cast:
      case OptionKind::BottomCard:
      case OptionKind::Attack:
      case OptionKind::Unblock:
      case OptionKind::KeepLegend:
      case OptionKind::Discard:
      case OptionKind::Sacrifice:
      case OptionKind::Yes:
      case OptionKind::No:
      case OptionKind::Source:
      case OptionKind::ChooseCard:
      case OptionKind::TopCard:
        return true;
      default:
        return false;
    }
  }

  OptionKind kind_ = OptionKind::Pass;
  uint8_t pad_ = 0;
  ObjectId a_ = ObjectId::None;
  ObjectId b_ = ObjectId::None;
  uint16_t value_ = 0;
};
static_assert(sizeof(Option) == 8);

inline constexpr int kMaxOptions = 1024;
using OptionList = FixedVec<Option, kMaxOptions>;

// ---------------------------------------------------------------------------------------
// The card words a view uses (CardView::types, keyword_bits)

enum class CardType : uint8_t {
  Artifact,
  Battle,
  Creature,
  Enchantment,
  Instant,
  Kindred,
  Land,
  Planeswalker,
  Sorcery,
  Count
};
constexpr uint16_t type_bit(CardType t) {
  return static_cast<uint16_t>(1u << static_cast<int>(t));
}

// Keyword abilities the rules engine enforces. The X-macro is the single list: the enum
// here, and names and parsing in cards/keywords.h, all come from it.
// X(Enum, "Forge spelling", "CR rule")
#define REWIND_KEYWORDS(X)                      \
  X(Flying, "Flying", "702.9")                  \
  X(Reach, "Reach", "702.17")                   \
  X(FirstStrike, "First Strike", "702.7")       \
  X(DoubleStrike, "Double Strike", "702.4")     \
  X(Trample, "Trample", "702.19")               \
  X(Vigilance, "Vigilance", "702.20")           \
  X(Haste, "Haste", "702.10")                   \
  X(Defender, "Defender", "702.3")              \
  X(Lifelink, "Lifelink", "702.15")             \
  X(Deathtouch, "Deathtouch", "702.2")          \
  X(Menace, "Menace", "702.111")                \
  X(Hexproof, "Hexproof", "702.11")             \
  X(Shroud, "Shroud", "702.18")                 \
  X(Indestructible, "Indestructible", "702.12") \
  X(Flash, "Flash", "702.8")

enum class Keyword : uint8_t {
#define REWIND_KW_ENUM(e, s, r) e,
  REWIND_KEYWORDS(REWIND_KW_ENUM)
#undef REWIND_KW_ENUM
      Count
};
inline constexpr int kNumKeywords = static_cast<int>(Keyword::Count);
constexpr uint16_t keyword_bit(Keyword k) {
  return static_cast<uint16_t>(1u << static_cast<int>(k));
}

// ---------------------------------------------------------------------------------------
// A described board from which a game can start (Game::from_position): scenarios, puzzles

inline constexpr int kStartingLife = 20;  // 103.4

// Kinds of counters the engine knows (122.1); names and parsing in cards/counter_kind.h.
// P1P1, M1M1, M0M2 (-0/-2) and P1P0 (+1/+0) change power and toughness (613.4c); both kinds
// on one permanent annihilate in pairs (704.5q). The other kinds have no rules of their own
// (122.1): abilities put, remove and count them.
enum class CounterKind : uint8_t {
  P1P1,
  M1M1,
  Charge,
  Doom,
  Corpse,
  Carrion,
  Age,
  Time,
  Fade,
  Ice,
  Plague,
  M0M2,
  P1P0,
  Count
};
inline constexpr int kNumCounterKinds = static_cast<int>(CounterKind::Count);

struct PositionCard {
  std::string name;
  bool tapped = false;
  bool summoning_sick = false;  // came under its controller's control this turn
  int damage = 0;
  bool attacking = false;  // declared as an attacker (a position in combat, e.g. puzzles)
  int counters[kNumCounterKinds] = {};  // counters on it, by CounterKind (battlefield only)
  // An Aura or Equipment on the battlefield: the index, in the id order below, of the
  // permanent it is attached to (303.4, 301.5); -1 for none.
  int attached_to = -1;
  // Its owner's seat when another player controls it (battlefield only); -1: the player
  // whose zone lists it.
  int owner = -1;
};

struct PositionPlayer {
  int life = kStartingLife;
  std::vector<PositionCard> battlefield, hand, graveyard, exile;
  std::vector<PositionCard> library;  // top card first
  int lands_played = 0;
  int poison = 0;    // poison counters (122.1f)
  int mana[6] = {};  // mana in the pool (106.4): W U B R G, then colorless
};

// The game starts at the beginning of `step` (its turn-based actions run, so starting at
// declare_attackers asks for attackers), skipping the opening and mulligans. Object ids are
// given in order: p1 battlefield, hand, library, graveyard, exile, then the same for p2.
struct Position {
  PositionPlayer players[kNumPlayers];
  PlayerId active = PlayerId::P1;
  Step step = Step::Main1;
  int turn = 2;  // > 1 so that no "first turn" rule applies unless asked for
  uint64_t seed = 1;
  // Cards with lines the engine cannot run may be placed; they play without those lines
  // (as GameSetup::allow_unsupported). Otherwise such a card is refused.
  bool allow_unsupported = false;
};

// ---------------------------------------------------------------------------------------
// Effect summaries: what an ability does, for bots (cards/effect_summary.h computes them
// when a card is loaded; Game::effect looks them up). Public card text, in words a bot can
// test against a PlayerView, never bytecode.

// Which of a card's abilities: its spell ability (an instant's or sorcery's effect, an
// Aura's attach), an activated ability (602) or a triggered ability (603), by script order.
enum class AbilityKind : uint8_t { Spell, Activated, Triggered };

// What one effect does.
enum class EffectType : uint8_t {
  None,          // nothing (an ability that does nothing of its own, e.g. a mana ability's stub)
  Damage,        // deals `amount` damage to `subject` (120)
  DamageAll,     // `amount` damage to each creature in `group`, and to each player if `players_too`
  DamageMarked,  // `amount` damage to each player marked earlier in the ability (a lost coin flip)
  Destroy,       // destroys `subject` (701.8)
  DestroyAll,    // destroys each permanent in `group`
  Move,          // puts `subject` into zone `to`: bounce (Hand), exile, library, graveyard
  MoveAll,       // puts each object in `group` into zone `to`
  MoveHand,      // puts every card in `subject`'s hand into zone `to`
  GainLife,      // `subject` (a player) gains `amount` life (119)
  LoseLife,      // `subject` loses `amount` life
  Poison,        // `subject` gets `amount` poison counters (122.1f)
  Draw,          // `subject` draws `amount` cards (121)
  DrawReveal,    // `subject` draws a card and reveals it
  Discard,       // `subject` discards `amount` cards (`random`: at random)
  DiscardIf,     // the card drawn or chosen before is discarded if it is in `group`
  Mill,          // `subject` puts the top `amount` cards of their library into their graveyard
  AddMana,       // adds `amount` mana
  TapLands,      // `subject` taps all their lands with mana abilities
  DrainMana,     // `subject` loses all unspent mana
  Pump,          // `subject` gets +`amount`/+`toughness` (and keywords) until end of turn (611.2)
  PumpAll,       // each creature in `group` gets +`amount`/+`toughness` until end of turn
  PumpCombat,    // `subject` gets +`amount`/+`toughness` until end of combat
  Tap,           // taps `subject` (701.21)
  Untap,         // untaps `subject`
  TapChosen,     // its controller taps `amount` untapped permanents in `group` (a cost)
  Regenerate,    // gives `subject` a regeneration shield (701.15)
  Attach,        // the Aura spell enters attached to `subject` (303.4f)
  Equip,         // attaches the ability's source (an Equipment) to `subject` (702.6a)
  Counter,       // counters `subject`, a spell (701.5)
  AddCounters,   // puts `amount` counters on `subject` (122.1)
  RemoveCounters,   // removes up to `amount` counters from `subject`
  AddCountersAll,   // puts `amount` counters on each permanent in `group`
  Tokens,           // creates `amount` tokens (111.2)
  Sacrifice,        // `subject`'s controller sacrifices it (701.17)
  SacrificeChosen,  // `subject` sacrifices `amount` permanents in `group` of their choice
  Prevent,          // prevents the next `amount` damage to `subject` (615.7)
  Fog,              // prevents all combat damage this turn (615)
  PreventFrom,      // prevents the next damage a chosen source would deal (615)
  Redirect,         // the next damage from a chosen source is dealt elsewhere (614.9)
  Grant,            // `subject` gains abilities until end of turn
  LoseAbilities,    // `subject` loses keyword abilities
  Animate,          // `subject` becomes a creature (613.1d, 613.4b)
  Recolor,          // `subject` becomes the given colors (613.1e)
  Transform,        // `subject` transforms (701.28)
  GainControl,      // the controller gains control of `subject` (613.1b)
  CastFree,         // the controller casts a card without paying its mana cost (608.2g)
  Search,           // `subject` searches for up to `amount` cards in `group` (701.23)
  Shuffle,          // `subject` shuffles their library (701.24)
  Scry,             // `subject` scries `amount` (701.22)
  Look,             // cards are looked at or revealed (a hand, or the top of a library)
  Dig,              // `subject` looks at the top `amount` cards and takes some (`group`)
  Delayed,          // creates a delayed triggered ability (603.7)
  Enter,            // the permanent spell enters the battlefield (608.3)
  TapAll,           // taps each permanent in `group` (701.21)
  UntapAll,         // untaps each permanent in `group`
  ExtraTurn,        // `subject` takes `amount` extra turns after this one (500.7)
  Fight,            // the first creature and `subject` fight (701.12)
};

inline const char* effect_type_name(EffectType t) {  // "damage", "damage_all", ...
  static constexpr const char* kNames[] = {"none",
                                           "damage",
                                           "damage_all",
                                           "damage_marked",
                                           "destroy",
                                           "destroy_all",
                                           "move",
                                           "move_all",
                                           "move_hand",
                                           "gain_life",
                                           "lose_life",
                                           "poison",
                                           "draw",
                                           "draw_reveal",
                                           "discard",
                                           "discard_if",
                                           "mill",
                                           "add_mana",
                                           "tap_lands",
                                           "drain_mana",
                                           "pump",
                                           "pump_all",
                                           "pump_combat",
                                           "tap",
                                           "untap",
                                           "tap_chosen",
                                           "regenerate",
                                           "attach",
                                           "equip",
                                           "counter",
                                           "add_counters",
                                           "remove_counters",
                                           "add_counters_all",
                                           "tokens",
                                           "sacrifice",
                                           "sacrifice_chosen",
                                           "prevent",
                                           "fog",
                                           "prevent_from",
                                           "redirect",
                                           "grant",
                                           "lose_abilities",
                                           "animate",
                                           "recolor",
                                           "transform",
                                           "gain_control",
                                           "cast_free",
                                           "search",
                                           "shuffle",
                                           "scry",
                                           "look",
                                           "dig",
                                           "delayed",
                                           "enter",
                                           "tap_all",
                                           "untap_all",
                                           "extra_turn",
                                           "fight"};
  static_assert(sizeof kNames / sizeof kNames[0] == static_cast<size_t>(EffectType::Fight) + 1);
  return kNames[static_cast<int>(t)];
}

// A number in an effect. Fixed: `n`. X: the X announced for the spell or ability (107.3).
// Counted: worked out as it resolves (a count of objects, a target's power, a choice).
enum class AmountKind : uint8_t { None, Fixed, X, Counted };
struct Amount {
  AmountKind kind = AmountKind::None;
  int16_t n = 0;  // Fixed only
  bool fixed() const { return kind == AmountKind::Fixed; }
  bool is_x() const { return kind == AmountKind::X; }
  friend bool operator==(const Amount&, const Amount&) = default;
};

// Whom or what an effect acts on.
enum class Subject : uint8_t {
  None,              // no single object or player (an "all" effect, a mana effect)
  Target,            // target number `target` (EffectSummary::targets)
  You,               // the ability's controller
  Self,              // the ability's source itself (not targeted)
  Enchanted,         // the permanent the source (an Aura) is attached to
  Triggered,         // what the triggered ability is about (the card or player of its event)
  Chosen,            // the player or card the source chose (614.12)
  TargetController,  // the controller of target number `target`
  Each,              // each player in turn (a "for each player" repetition)
  Counted,           // a player worked out as it resolves
  Opponent,          // the controller's opponent, not targeted
};

// Who controls (or owns) an object a filter term matches, relative to the ability's controller.
enum class FilterControl : uint8_t { Any, You, Opponent };
// Where a filter looks: permanents, cards in graveyards, spells on the stack, or spells and
// permanents ("target spell or permanent", TgtZone$ Stack,Battlefield).
enum class FilterZone : uint8_t { Battlefield, Graveyard, Stack, StackOrBattlefield };

// What objects or players a target or an "all" effect may be, in the words a CardView shows.
// An object fits if it fits one term; a term lists tests that must all hold. Tests a view
// cannot make (power ranges, owners, attacking, supertypes...) are left out: the engine
// checks the real filter, so a summary may accept a card the rules refuse, never the reverse
// for the tests it has. Game::fits tests a CardView against it.
struct FilterSummary {
  struct Term {
    bool player = false;         // matches players (only `control` applies), else objects
    uint16_t types_any = 0;      // CardType bits: it has one of these (0: any type)
    uint16_t types_none = 0;     // CardType bits it must not have ("nonArtifact")
    uint8_t colors_any = 0;      // ColorMask (W U B R G bits): it has one of these (0: any)
    uint8_t colors_none = 0;     // colors it must not have ("nonBlack")
    uint32_t keywords_all = 0;   // Keyword bits it has ("withFlying")
    uint32_t keywords_none = 0;  // Keyword bits it lacks
    FilterControl control = FilterControl::Any;
    int8_t tapped = -1;        // 1 tapped, 0 untapped, -1 either
    std::string subtype;       // a printed subtype it must have ("Wall"), or ""
    std::string subtype_none;  // a printed subtype it must not have, or ""
    friend bool operator==(const Term&, const Term&) = default;
  };
  std::vector<Term> terms;  // alternatives (or)
  FilterZone zone = FilterZone::Battlefield;
  std::string text;  // the card's words for it ("Creature.nonBlack")
  bool allows_players() const {
    for (const Term& t : terms)
      if (t.player) return true;
    return false;
  }
  bool allows_objects() const {
    for (const Term& t : terms)
      if (!t.player) return true;
    return false;
  }
  friend bool operator==(const FilterSummary&, const FilterSummary&) = default;
};

// One effect of an ability, in the order it happens on resolution.
struct Effect {
  EffectType type = EffectType::None;
  Amount amount;     // damage, life, cards, mana, counters, tokens; a pump's power change
  Amount toughness;  // Pump, PumpAll, PumpCombat: the toughness change
  Subject subject = Subject::None;
  int8_t target = -1;  // Subject::Target and TargetController: the target's number
  int8_t group = -1;  // the "all" effects, Search, Dig, DiscardIf: index into EffectSummary::groups
  Zone to = Zone::None;      // Move, MoveAll, MoveHand: where the cards go
  bool players_too = false;  // DamageAll: each player is dealt the damage too
  bool opponents_only = false;  // DamageAll with players_too: only each opponent (102.2)
  bool random = false;       // Discard: at random
  // EffectTrait bits of what comes before it in the ability and so decides whether or how
  // it happens: a mode, a condition, a choice, a repetition, a number worked out. 0: it
  // happens as written whenever the ability resolves.
  uint8_t depends = 0;
  friend bool operator==(const Effect&, const Effect&) = default;
};

// EffectSummary::traits bits: what makes an ability more than its effects in order.
enum EffectTrait : uint8_t {
  kTraitModal = 1u << 0,  // its controller chooses one of several modes (700.2)
  kTraitConditional =
      1u << 1,  // effects depend on a condition: "you may", "unless pays", "if", a coin flip
  kTraitChoice = 1u << 2,   // a choice is made as it resolves (a player, color, source...)
  kTraitRepeats = 1u << 3,  // its effects repeat (for each player)
  kTraitCounted = 1u << 4,  // some amount or player is worked out as it resolves
};

// What one ability does: its targets (chosen as it is cast or activated, 601.2c), its
// effects in the order they happen, and its traits. Abilities without traits are plain:
// every effect happens, once, with a fixed number or X.
struct EffectSummary {
  std::vector<FilterSummary> targets;  // by target number
  std::vector<Effect> effects;         // in resolution order; empty: it does nothing itself
  std::vector<FilterSummary> groups;   // Effect::group
  uint8_t traits = 0;                  // EffectTrait bits
  bool plain() const { return traits == 0; }
  // The first effect, or an Effect of type None if it has none.
  const Effect& first() const {
    static const Effect kNone;
    return effects.empty() ? kNone : effects.front();
  }
  friend bool operator==(const EffectSummary&, const EffectSummary&) = default;
};

}  // namespace rwd
