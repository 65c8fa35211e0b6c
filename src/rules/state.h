// GameState: the whole state of one game as a single copyable value. Flat arrays indexed by
// small typed ids, no pointers, the RNG inside; copy with `=`. Card definitions live outside
// in an immutable CardDb and are referred to by CardDefId.
// Thread-safe: a plain value; distinct values may be used from distinct threads.
#pragma once

#include <cstdint>

#include "cards/color.h"
#include "cards/counter_kind.h"
#include "cards/keywords.h"
#include "cards/opcodes.h"
#include "core/fixed_vec.h"
#include "core/ids.h"
#include "core/rng.h"
#include "game/types.h"  // Zone, Step, DecisionKind, Pending, GameResult: the API's vocabulary

namespace rwd {

inline constexpr int kMaxObjects = 320;    // both libraries, plus room for tokens later
inline constexpr int kMaxDeckSize = 150;   // per player; 2 * 150 + tokens <= kMaxObjects
inline constexpr int kMaxStack = 64;
inline constexpr int kStartingHand = 7;    // 103.5
inline constexpr int kMaxHandSize = 7;     // 402.2, enforced in cleanup (514.1)

inline constexpr uint8_t kStageDone = 0xFF;

// Object::flags bits.
enum ObjectFlag : uint32_t {
  kTapped = 1u << 0,
  kAttacking = 1u << 1,
  kBlocking = 1u << 2,
  kBlocked = 1u << 3,            // attacker that became blocked (509.1h); stays blocked
  kDeathtouchDamaged = 1u << 4,  // dealt damage by a deathtouch source since last SBA check (704.5h)
  kFirstStriker = 1u << 5,       // had first strike or double strike as the first-strike step began (510.4)
  kToken = 1u << 6,
  kDamageAssigned = 1u << 7,     // its combat damage for this step has been assigned (510.1)
  // Computed with the characteristics (rules/statics.h), never set by hand:
  kCantAttack = 1u << 8,         // a static ability says it can't attack (S:Mode$ CantAttack)
  kCantBlock = 1u << 9,          // a static ability says it can't block (S:Mode$ CantBlock)
  kStaticSource = 1u << 10,      // on the battlefield, with static abilities of its own
  // Computed from resolved spells' effects (ContinuousEffect::extra) and statics:
  kUnblockable = 1u << 11,        // can't be blocked (509.1b; "HIDDEN Unblockable")
  kCantRegenerate = 1u << 12,     // can't be regenerated (701.15c)
  kPreventCombatDamage = 1u << 13,  // all combat damage dealt to and by it is prevented (615)
  // Facts about this turn, set only on objects whose card reads them (CardFace::turn_facts,
  // filters "Self+attackedThisTurn" ...) and cleared in the cleanup step (514.2):
  kAttackedThisTurn = 1u << 14,          // was declared as an attacker this turn (508.1)
  kDealtDamageToOppThisTurn = 1u << 15,  // dealt damage to an opponent of its controller this turn
  // Computed from static abilities (layers 2-7, 613):
  kAttacksDespiteDefender = 1u << 16,  // it can attack as though it didn't have defender (Animate Wall)
  kCdaSource = 1u << 17,         // on the battlefield, with a characteristic-defining ability (604.3)
  kLure = 1u << 18,              // all creatures able to block it do so (509.1c; Lure)
  // On the battlefield, with a static ability that applies only while a condition holds
  // (604.2; CardFace::conditional_statics): statics are recomputed whenever what it reads may
  // have changed (rules/static_conditions.h).
  kCondStaticSource = 1u << 19,
  // On the stack: cast with flashback, so it is exiled instead of going anywhere else when it
  // leaves the stack (702.34a; rules/zones.cpp move_to_zone).
  kFlashbackCast = 1u << 20,
  // Cast with its kicker paid (702.33d: it "was kicked"), on the stack and on the permanent the
  // spell becomes (rules/zones.cpp move_to_zone), read by "if it was kicked" (702.33e).
  kKicked = 1u << 21,
  // "CARDNAME attacks each combat if able." (508.1d; CardFace::self_rules), set with the
  // characteristics like kCantBlock.
  kAttacksEachCombat = 1u << 22,
  // "CARDNAME doesn't untap during your untap step." (502.3; CardFace::self_rules or a static's
  // AddHiddenKeyword$), set with the characteristics like kCantBlock.
  kNoUntap = 1u << 23,
  // "It doesn't untap during its controller's next untap step." (a resolved effect, 502.3):
  // kept until that untap step, where it stays tapped and this is cleared.
  kSkipNextUntap = 1u << 24,
  // On the battlefield: it has just arrived and its controller has yet to make the choice of
  // how it enters (CardFace::entry, 614.12; rules/entry_choice.h).
  kEntryChoice = 1u << 25,
  // Echo (702.30a; CardFace::echo): it came under its controller's control since the beginning
  // of their last upkeep, so their next upkeep's echo trigger triggers, and clears this.
  kEchoDue = 1u << 26,
  // "CARDNAME can block only creatures with flying." (509.1a; CardFace::self_rules), set with
  // the characteristics like kCantBlock.
  kBlocksOnlyFlyers = 1u << 27,
};

// One card or token. Characteristics below "computed" are the values after continuous
// effects (static abilities, resolved spells' effects), cached so hot paths never touch the
// CardDb.
// Layout: 40 bytes, no implicit padding: flat (rules/state_fields.h), so hashed in one piece.
struct Object {
  CardDefId def = CardDefId::None;
  ObjectId blocking = ObjectId::None;  // attacker this creature blocks, iff kBlocking
  uint8_t owner = 0;
  uint8_t controller = 0;
  Zone zone = Zone::None;
  ColorMask colors = 0;                // computed
  uint32_t flags = 0;                  // ObjectFlag bits
  uint16_t zone_changes = 0;           // bumps on every zone change: a new object (400.7)
  int16_t damage = 0;                  // marked damage (120.3e)
  int16_t power = 0;                   // computed
  int16_t toughness = 0;               // computed
  uint16_t types = 0;                  // computed CardType bits
  KeywordSet keywords;                 // computed
  uint8_t supertypes = 0;              // computed
  ColorMask land_mana = 0;             // colors its mana ability can produce
  uint16_t controlled_since_turn = 0;  // turn it came under its controller's control (302.6)
  int16_t assigned = 0;                // combat damage assigned to it this damage step (510.1)
  ObjectId attached = ObjectId::None;  // an Aura: the object it enchants (303.4)
  // computed: bit 15 (kLandTypesSet): a layer-4 effect set its basic land types (305.7) to
  // bits 0-4 (Plains Island Swamp Mountain Forest, in W U B R G order); 0: its card's.
  uint16_t land_types = 0;
  uint32_t timestamp = 0;              // 613.7

  ObjectId attached_to() const { return attached; }
  void attach_to(ObjectId id) { attached = id; }
  bool has(ObjectFlag f) const { return flags & f; }
  void set(ObjectFlag f) { flags |= f; }
  void clear(ObjectFlag f) { flags &= ~static_cast<uint32_t>(f); }
  bool has(Keyword k) const { return keywords.has(k); }
  friend bool operator==(const Object&, const Object&) = default;
};
inline constexpr uint16_t kLandTypesSet = 1u << 15;  // Object::land_types
// Object::land_types: it has the creature subtypes of its own card's Animate abilities
// (Program::animate_subtypes), from an effect with ContinuousEffect::kEffectOwnSubtypes.
inline constexpr uint16_t kOwnAnimateSubtypes = 1u << 14;

// Mana pool (106.4): W U B R G and colorless.
struct ManaPool {
  uint8_t amount[6] = {};
  int total() const {
    int t = 0;
    for (uint8_t a : amount) t += a;
    return t;
  }
  friend bool operator==(const ManaPool&, const ManaPool&) = default;
};
inline constexpr int kColorless = 5;  // index of colorless mana in ManaPool::amount

enum class MulliganState : uint8_t { Undecided, WillMulligan, Kept };

// A player's untapped mana sources that can tap now (rules/mana_tally.h): how many make one
// kind of mana, by kind (W U B R G colorless), how many of those in all, and how many make a
// choice of kinds.
struct ManaSourceTally {
  uint16_t single[6] = {};
  uint16_t total = 0;
  uint16_t multi = 0;
  friend bool operator==(const ManaSourceTally&, const ManaSourceTally&) = default;
};

struct Player {
  int32_t life = kStartingLife;
  ManaPool pool;
  uint8_t lands_played = 0;
  uint8_t mulligans = 0;
  MulliganState mulligan = MulliganState::Undecided;
  bool drew_from_empty = false;    // 704.5b
  bool lost = false;
  uint8_t bottom_owed = 0;         // cards still to put on the bottom after a mulligan (103.5)
  uint16_t last_turn_started = 0;  // turn number of this player's most recent turn (302.6)
  uint8_t poison = 0;              // poison counters (122.1f); ten or more: loses (704.5c)
  FixedVec<ObjectId, kMaxObjects> library;  // back() is the top card
  FixedVec<ObjectId, kMaxObjects> hand;
  FixedVec<ObjectId, kMaxObjects> graveyard;  // back() is the top card
  FixedVec<ObjectId, kMaxObjects> exile;
  // Derived from `hand` (rules/hand_tally.h): its lands, and its nonland cards playable
  // whenever this player has priority (instants, flash). Not hashed or encoded.
  uint16_t hand_lands = 0;
  uint16_t hand_instant_speed = 0;
  ManaSourceTally mana_sources;  // derived (rules/mana_tally.h); not hashed or encoded
  friend bool operator==(const Player&, const Player&) = default;
};

// What a target slot holds: an object (remembered with its zone-change count, so that the
// same card after a zone change is a new object and no longer the target, 400.7) or a player.
enum class TargetKind : uint8_t { None, Object, Player };
struct Target {
  TargetKind kind = TargetKind::None;
  uint8_t player = 0;                // kind == Player
  ObjectId object = ObjectId::None;  // kind == Object
  uint16_t zone_changes = 0;         // the object's zone_changes when it was targeted
  friend bool operator==(const Target&, const Target&) = default;
};

// A spell or an activated ability on the stack. For a spell (ability == 0) `object` is the
// card itself, in Zone::Stack while here. For an activated ability (113.1b, 602.2a) `object`
// is its source, wherever that is now (the ability exists apart from it, 113.7a), and
// `ability` is the source's activated ability number plus one.
struct StackItem {
  ObjectId object = ObjectId::None;
  uint8_t controller = 0;
  uint8_t ability = 0;
  uint16_t x = 0;  // value chosen for X (107.3)
  Target targets[kMaxTargets];  // chosen while casting (601.2c)
  uint16_t source_zone_changes = 0;  // an ability's source when it was activated (400.7: "self")
  uint16_t mode = 0;  // a modal spell's chosen mode plus one (700.2), 0 for none
  friend bool operator==(const StackItem&, const StackItem&) = default;
};

// An ability program being run (cards/opcodes.h): while a spell is cast or an ability
// activated (its targets are chosen, then its costs paid) or while it resolves. When an instruction needs a player's choice the program
// suspends here, with its instruction pointer and context, and a decision is pending; the
// answer resumes it. So a game waiting inside an ability is an ordinary value.
enum class RunPhase : uint8_t { Casting, Resolving };
struct Interaction {
  ObjectId source = ObjectId::None;  // the spell's card
  uint8_t controller = 0;
  RunPhase phase = RunPhase::Casting;
  uint16_t pc = 0;
  uint16_t x = 0;
  uint8_t sp = 0;        // values on `stack`
  uint8_t waiting = 0;   // 1: the instruction at pc asked and its answer has been applied
  int16_t stack[kVmStackDepth] = {};
  Target targets[kMaxTargets];
  uint8_t ability = 0;   // 0: the source's spell ability; n: its activated ability n-1
  uint8_t cast_flags = 0;  // casting: kCastWithoutManaCost (a Play effect, 608.2g), kCastKicked
  uint16_t source_zone_changes = 0;  // resolving an activated ability: StackItem's
  uint16_t mode = 0;  // a modal spell's chosen mode plus one (Op::ChooseMode, 700.2), 0 none
  // Registers (cards/opcodes.h kVar*): the RepeatEach item, the Remembered count, StoreSVar values.
  int16_t vars[kVmVars] = {};
  friend bool operator==(const Interaction&, const Interaction&) = default;
};
// Interaction::cast_flags bits.
inline constexpr uint8_t kCastKicked = 2;  // its kicker cost is paid too (702.33a, 601.2b)
inline constexpr uint8_t kCastWithoutManaCost = 1;  // cast "without paying its mana cost" (118.9; X is 0, 107.3b)
inline constexpr int kMaxInteractions = 4;

// A continuous effect from a resolved spell (611.2) that changes an object's power,
// toughness and keywords (layers 6 and 7c, 613), applied in timestamp order over the card's
// printed values. It follows the object, not the card: after a zone change (400.7) it no
// longer applies. "Until end of turn" effects end in the cleanup step (514.2).
// Permanent: while the object stays (Debuff Permanent$ True). UntilYourNextUpkeep: ends as
// `until_player`'s next upkeep begins (Xenic Poltergeist).
enum class EffectDuration : uint8_t { EndOfTurn, EndOfCombat, Permanent, UntilYourNextUpkeep };
// Modify: the P/T and keyword changes below. RegenerationShield (701.15a): the next time the
// object would be destroyed this turn, instead it is tapped, its damage removed and it is
// removed from combat (one entry per shield; the other fields are zero).
// LoseKeywords (Debuff): `keywords` are the KeywordSet bits the object loses (613.1f), applied
// after the grants of earlier timestamps.
enum class EffectKind : uint8_t { Modify, RegenerationShield, LoseKeywords };
// ContinuousEffect::extra bits: bits 0-5 KeywordSet::evasion bits granted (landwalk, fear);
// then abilities that are not keywords of KeywordSet.
enum EffectExtra : uint16_t {
  kExtraEvasionMask = 0x3F,
  kExtraUnblockable = 1u << 8,         // "can't be blocked this turn"
  kExtraCantRegenerate = 1u << 9,      // "can't be regenerated this turn"
  kExtraPreventCombatDamage = 1u << 10,  // "prevent all combat damage dealt to and by it"
  kExtraAddsColors = 1u << 11,  // with kEffectSetsColors: the colors are added (layer 5, 105.3)
  kExtraCantBlock = 1u << 6,             // "can't block" (509.1a)
  kExtraCantAttack = 1u << 7,            // "can't attack" (508.1a)
  kExtraAttacksEachCombat = 1u << 12,    // "attacks each combat if able" (508.1d)
  kExtraLure = 1u << 13,                 // "all creatures able to block it do so" (509.1c)
  kExtraAttacksDespiteDefender = 1u << 14,  // "can attack as though it didn't have defender"
};
// The object flags an effect's or a static's extra abilities (EffectExtra) set, besides evasion.
inline void apply_extra_flags(Object& o, uint16_t extra) {
  if (extra & kExtraUnblockable) o.set(kUnblockable);
  if (extra & kExtraCantRegenerate) o.set(kCantRegenerate);
  if (extra & kExtraPreventCombatDamage) o.set(kPreventCombatDamage);
  if (extra & kExtraCantBlock) o.set(kCantBlock);
  if (extra & kExtraCantAttack) o.set(kCantAttack);
  if (extra & kExtraAttacksEachCombat) o.set(kAttacksEachCombat);
  if (extra & kExtraLure) o.set(kLure);
  if (extra & kExtraAttacksDespiteDefender) o.set(kAttacksDespiteDefender);
}
struct ContinuousEffect {
  ObjectId object = ObjectId::None;
  uint16_t zone_changes = 0;         // the object's zone_changes when the effect began
  ObjectId source = ObjectId::None;  // the spell that created it
  int16_t power = 0;
  int16_t toughness = 0;
  uint16_t keywords = 0;             // KeywordSet bits granted
  EffectDuration duration = EffectDuration::EndOfTurn;
  EffectKind kind = EffectKind::Modify;
  uint16_t extra = 0;                // EffectExtra bits granted
  uint32_t timestamp = 0;            // 613.7
  int16_t set_power = -1;            // base power it sets (layer 7b, 613.4b); -1: none
  int16_t set_toughness = -1;        // base toughness it sets; -1: none
  uint16_t add_types = 0;            // CardType bits it becomes in addition (layer 4, 613.1d)
  uint8_t until_player = 0;          // UntilYourNextUpkeep: whose upkeep ends it
  uint8_t control = 0;  // GainControl: 1 + the player who controls it (layer 2, 613.1b); 0: none
  // add_types bits 9-15 (kEffectSetsColors): layer 5 (613.1e), the object's colors become
  // (add_types >> kEffectColorShift) & 0x1F (Animate Colors$ ... OverwriteColors$ True).
  static constexpr uint16_t kEffectSetsColors = 1u << 15;
  // add_types bit 14: the object gets the creature subtypes of its own card's Animate
  // (Program::animate_subtypes; Object::land_types kOwnAnimateSubtypes).
  static constexpr uint16_t kEffectOwnSubtypes = 1u << 14;
  static constexpr int kEffectColorShift = 9;
  bool sets_colors() const { return add_types & kEffectSetsColors; }
  ColorMask colors() const {
    return static_cast<ColorMask>((add_types >> kEffectColorShift) & 0x1F);
  }
  uint16_t card_types() const { return add_types & 0x1FF; }
  friend bool operator==(const ContinuousEffect&, const ContinuousEffect&) = default;
};
inline constexpr int kMaxEffects = 64;

// A triggered ability that has triggered and waits to be put on the stack the next time a
// player would receive priority (603.3): its source (and the source's zone-change count
// then, 400.7), its controller, and which of the source's triggered abilities it is.
// `about` is what the trigger's Defined$ Triggered... names (TriggeredAbility::subject) and
// `amount` the event's number (damage dealt), both fixed when it triggered.
struct PendingTrigger {
  ObjectId source = ObjectId::None;
  uint16_t source_zone_changes = 0;
  uint8_t controller = 0;
  uint8_t index = 0;  // CardFace::triggered index
  Target about;
  int16_t amount = 0;
  friend bool operator==(const PendingTrigger&, const PendingTrigger&) = default;
};
inline constexpr int kMaxPendingTriggers = 16;
// Counters on permanents (122). Kept apart from Object (which every state copies many of) in
// a small table of (object, kind, count) entries: most games have none. An entry belongs to
// the object, not the card: move_to_zone erases the object's entries (400.7, 122.2).
// P1P1/M1M1 change power and toughness in layer 7c (613.4c); 704.5q removes pairs of them.
struct CounterEntry {
  ObjectId object = ObjectId::None;
  CounterKind kind = CounterKind::P1P1;
  uint8_t pad_ = 0;
  int16_t count = 0;  // > 0
  friend bool operator==(const CounterEntry&, const CounterEntry&) = default;
};
inline constexpr int kMaxCounterEntries = 64;  // putting counters on a 65th (object, kind) does nothing

// One piece of combat damage assigned in this step, dealt simultaneously with the rest (510.2).
struct DamageAssignment {
  ObjectId source = ObjectId::None;
  ObjectId target = ObjectId::None;  // None: the player `player`
  uint8_t player = 0;
  uint8_t pad_ = 0;
  int16_t amount = 0;
  friend bool operator==(const DamageAssignment&, const DamageAssignment&) = default;
};
inline constexpr int kMaxDamageAssignments = 256;

// A prevention shield (615.1a, 615.7): "prevent the next `amount` damage that would be dealt
// to `target` this turn", or with kPreventAll "prevent all (combat) damage ...". A shield
// whose target kind is None protects every object and player (Fog). Shields end in the
// cleanup step (514.2), like other "this turn" effects; one whose amount is used up is gone.
inline constexpr int16_t kPreventAll = -1;
enum ShieldFlag : uint8_t {
  kShieldCombatOnly = 1u << 0,  // prevents combat damage only (Fog)
  kShieldOnce = 1u << 1,        // prevents all of the next damage it covers, then ends (Circles of Protection)
  kShieldGainLife = 1u << 2,    // the protected player gains life equal to the damage prevented (Reverse Damage)
  // Replacement shields (ReplaceEffect, 614), used once: the next damage from `from` to the target
  kShieldRedirect = 1u << 3,    // is dealt to player p1, or p2 with kShieldToP2, instead (Jade Monolith, 614.9)
  kShieldReflect = 1u << 4,     // is dealt, and `source` deals that much to from's controller (Eye for an Eye)
  kShieldToP2 = 1u << 5,
};
struct PreventionShield {
  Target target;                     // kind None: everything
  ObjectId source = ObjectId::None;  // the spell or ability that made it
  int16_t amount = 0;                // damage still to prevent, or kPreventAll
  uint8_t flags = 0;                 // ShieldFlag bits
  uint8_t pad_ = 0;
  ObjectId from = ObjectId::None;    // only damage from this source (a chosen source); None: any
  friend bool operator==(const PreventionShield&, const PreventionShield&) = default;
};
inline constexpr int kMaxShields = 16;

// A delayed triggered ability waiting for its step (603.7): when `step` next begins, `trig`
// (source, controller, which ability, the object it refers to) triggers once and is removed
// (603.7c). The object is remembered with its zone-change count (400.7).
struct DelayedTrigger {
  PendingTrigger trig;
  Step step = Step::Untap;
  uint8_t pad_ = 0;
  friend bool operator==(const DelayedTrigger&, const DelayedTrigger&) = default;
};
inline constexpr int kMaxDelayedTriggers = 32;

// How many times this turn an ability with an activation limit (ActivationLimit$, 602.5b)
// has been activated: object (with its zone-change count), ability number, count.
struct ActivationCount {
  ObjectId object = ObjectId::None;
  uint16_t zone_changes = 0;
  uint8_t ability = 0;
  uint8_t count = 0;
  friend bool operator==(const ActivationCount&, const ActivationCount&) = default;
};
inline constexpr int kMaxActivationCounts = 32;

// A choice an object remembers: "as this enters, choose an opponent / a color" (614.12) or
// "choose a player" as its ability resolves. It belongs to the object while it stays in its
// zone (zone_changes, 400.7); leaving the battlefield forgets it. Most games have none.
// ChosenKind: cards/opcodes.h.
struct ChosenEntry {
  ObjectId object = ObjectId::None;
  uint16_t zone_changes = 0;
  ChosenKind kind = ChosenKind::Player;
  uint8_t pad_ = 0;
  int16_t value = 0;  // Player: 0/1; Color: ColorIndex 0-4; Number; Card: an object id
  friend bool operator==(const ChosenEntry&, const ChosenEntry&) = default;
};
inline constexpr int kMaxChosen = 16;  // choosing for a 17th (object, kind) does nothing

// Turns that come before the normal order resumes (500.7): extra turns, and the turn they
// were inserted before. rules/extra_turns.h keeps it. Empty in most games.
inline constexpr int kMaxUpcomingTurns = 16;

// Every field of the state, and of the structs above, is listed once in rules/state_fields.h,
// which drives the snapshot codec, the hash and operator==.
struct GameState {
  Rng rng;
  uint64_t seed = 0;
  uint32_t next_timestamp = 1;
  uint32_t inputs = 0;  // answered decisions so far (the frame number)
  uint16_t num_objects = 0;
  uint16_t turn = 0;    // 1-based once the first turn begins
  Step step = Step::Untap;
  uint8_t step_stage = 0;     // progress through `step`'s turn-based actions; kStageDone after
  bool cleanup_again = false; // 514.3a: players got priority in cleanup, so another follows
  bool in_mulligans = true;
  // Something happened that could make a state-based action apply (damage, life change, a
  // zone change, an empty-library draw). Lets the engine skip the full check at the many
  // priority passes where nothing changed; debug builds verify the shortcut.
  bool sba_dirty = true;
  bool first_strike_step = false;  // this combat has a first-strike damage step
  // Some permanent has kEntryChoice: its entry choice comes before anything else happens
  // (rules/entry_choice.h). Derived (decoding sets it from the objects): not hashed or encoded.
  bool entry_choices = false;
  // Some card in this game has activated abilities (602): set when the game is created, so
  // games without any skip looking for them at every priority check. Not hashed.
  bool any_activated = false;
  bool any_triggered = false;  // likewise for triggered abilities (603); not hashed
  bool any_static = false;     // likewise for static abilities (604); not hashed
  // A token has been created in this game, so 704.5d must be looked for. Derived (decoding
  // sets it from the objects): not hashed or encoded.
  bool any_tokens = false;
  // A legendary permanent has been on the battlefield in this game, so 704.5j must be looked
  // for. Derived (refreshing a permanent's characteristics and decoding set it): not hashed
  // or encoded.
  bool any_legendary = false;
  PlayerId active = PlayerId::P1;
  PlayerId priority = PlayerId::P1;
  PlayerId starting_player = PlayerId::P1;
  uint8_t passes = 0;  // consecutive passes (117.4)
  GameResult result = GameResult::Ongoing;
  Pending pending;
  Object objects[kMaxObjects];
  Player players[kNumPlayers];
  FixedVec<ObjectId, kMaxObjects> battlefield;  // in the order permanents arrived
  FixedVec<StackItem, kMaxStack> stack;         // back() is the top
  FixedVec<DamageAssignment, kMaxDamageAssignments> combat_damage;  // assigned, not yet dealt
  FixedVec<Interaction, kMaxInteractions> interactions;  // suspended ability programs, innermost last
  FixedVec<ContinuousEffect, kMaxEffects> effects;       // in timestamp order
  FixedVec<PendingTrigger, kMaxPendingTriggers> triggers;  // triggered, not yet on the stack (603.3)
  FixedVec<CounterEntry, kMaxCounterEntries> counters;   // in the order first put
  FixedVec<PreventionShield, kMaxShields> shields;       // prevention shields, in the order made (615)
  FixedVec<DelayedTrigger, kMaxDelayedTriggers> delayed;  // delayed triggers, in the order made (603.7)
  FixedVec<ActivationCount, kMaxActivationCounts> activation_counts;  // this turn's, for limits (602.5b)
  FixedVec<ChosenEntry, kMaxChosen> chosen;  // choices objects remember (614.12), in the order made
  FixedVec<PlayerId, kMaxUpcomingTurns> upcoming_turns;  // the next turns' players (500.7)

  Object& obj(ObjectId id) { return objects[raw(id)]; }
  const Object& obj(ObjectId id) const { return objects[raw(id)]; }
  Player& player(PlayerId p) { return players[raw(p)]; }
  const Player& player(PlayerId p) const { return players[raw(p)]; }
  bool over() const { return result != GameResult::Ongoing; }
  // The number of counters of kind k on object id (0 if none).
  int counters_on(ObjectId id, CounterKind k) const {
    for (const CounterEntry& e : counters)
      if (e.object == id && e.kind == k) return e.count;
    return 0;
  }

  // What object id (still the same object, 400.7) chose of kind k, or -1 if nothing.
  int chosen_value(ObjectId id, ChosenKind k) const {
    for (const ChosenEntry& e : chosen)
      if (e.object == id && e.kind == k && e.zone_changes == obj(id).zone_changes) return e.value;
    return -1;
  }

  friend bool operator==(const GameState& a, const GameState& b);
};

}  // namespace rwd
