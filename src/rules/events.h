// Game events: what happened, for logs, JSON output and front ends. Events are derived
// output, never input: a game replays without them. Thread-safe: value types; an
// EventSink is called from the thread that advances the game.
#pragma once

#include <cstdint>

#include "core/ids.h"
#include "rules/state.h"

namespace rwd {

enum class EventKind : uint8_t {
  GameStart,      // player = starting player
  Shuffle,        // player shuffles library
  Draw,           // player draws object
  Mulligan,       // player takes mulligan number `amount`
  Keep,           // player keeps `amount` cards
  PutOnBottom,    // player puts object on the bottom of library
  TurnBegin,      // amount = turn number, player = active
  StepBegin,      // amount = Step
  PlayLand,       // player plays object
  TapForMana,     // object tapped for mana; amount = color index (0..4 WUBRG, 5 colorless)
  Cast,           // player casts object; amount = X
  Resolve,        // object resolves
  EnterBattlefield,
  Attack,         // object attacks player
  Block,          // object blocks target
  CombatDamage,   // object deals amount to target object (target) or player (player)
  LifeGain,       // player gains amount
  Destroy,        // object destroyed (lethal damage, deathtouch, or an effect)
  Dies,           // object put into graveyard from battlefield
  Discard,        // player discards object
  LegendRule,     // object put into graveyard by the legend rule
  Untap,          // object untaps
  PassPriority,   // player passes
  Lose,           // player loses; amount = reason (LoseReason)
  GameOver,       // amount = GameResult
  Damage,         // noncombat damage: object (the source) deals amount to target object or player
  LifeLoss,       // player loses amount life
  Fizzle,         // object (a spell) does nothing on resolution: every target is illegal (608.2b); amount 1: a triggered ability's intervening "if" is false (603.4)
  ManaAdded,      // player adds one mana of color `amount` (0..4 WUBRG, 5 colorless); object = the source
  Move,           // object is put into a zone by an effect; amount&7 = Zone; &8: the bottom of a library, &16: a library then shuffled
  Activate,       // player activates object's activated ability number `amount` (602)
  Sacrifice,      // player sacrifices object (701.17)
  Tap,            // object becomes tapped by an effect (701.21)
  Regenerate,     // object regenerates instead of being destroyed (701.15)
  Countered,      // object (a spell) is countered (701.5)
  Attach,         // object (an Aura, an Equipment) is attached to target (303.4, 301.5); target None: it became unattached (704.5n)
  Trigger,        // object's triggered ability `amount` (CardFace::triggered index) goes on the stack (603.3); -1-amount: removed, no legal target (603.3d)
  CounterAdded,   // counters put on object (122): amount = kind * 10000 + number (CounterKind)
  CounterRemoved, // counters removed from object: amount as for CounterAdded
  TokenCreated,   // player creates object, a token (111.2); EnterBattlefield follows
  TokenCeased,    // object, a token that left the battlefield, ceases to exist (704.5d)
  TokenNotCreated,  // player would create a token but the state holds kMaxObjects objects
  DamagePrevented,  // amount damage from object (the source) to target object or player is prevented (615)
  PoisonAdded,      // player gets amount poison counters (122.1f); object = the source
  Search,         // player searched their library and put object into Zone amount%8 (701.23); amount&16: it was revealed; &64 / &128: chosen from their hand / graveyard instead
  CoinFlip,       // player flips a coin (705): amount 1 won, 0 lost; object = the source
  LookAt,         // player looks at object, a card in a hidden zone (its owner's hand, a library top); amount&1: revealed to all
  Transform,      // object (a double-faced permanent) transforms: emitted before, named by the face it had (701.28)
  DigMove,        // player puts object, one of the top cards of their library they looked at, into Zone amount&7; amount&16: revealed (rules/vm_dig.h)
  Chose,          // player chose for object (its ability or "as it enters", 614.12): amount = kind * 10000 + value (ChosenKind; kChoiceGeneric: the option's number)
  ExtraTurn,      // player will take `amount` extra turns after this one (500.7); object = the source
};
const char* event_kind_name(EventKind k);

// MandatoryLoop: not a loss but a draw: both players leave the game at once (104.4b).
enum class LoseReason : uint8_t { Life, EmptyLibrary, Poison, MandatoryLoop };
inline constexpr int kPoisonToLose = 10;  // 704.5c: ten or more poison counters

struct Event {
  EventKind kind;
  PlayerId player = PlayerId::None;
  ObjectId object = ObjectId::None;
  ObjectId target = ObjectId::None;
  int32_t amount = 0;
};

// Receives events as they happen. REQUIRES: does not modify the game.
class EventSink {
 public:
  virtual ~EventSink() = default;
  virtual void on_event(const GameState& state, const Event& e) = 0;
};

}  // namespace rwd
