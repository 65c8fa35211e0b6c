// CardDef: one card's definition as read from a Forge-format script. Immutable once loaded
// into a CardDb; games refer to it by CardDefId. Thread-safe: immutable after loading.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cards/color.h"
#include "cards/keywords.h"
#include "cards/mana_cost.h"
#include "cards/program.h"
#include "cards/static_ability.h"
#include "core/ids.h"
#include "game/types.h"

namespace rwd {

// Card types (rule 300.1) as bits: CardType and type_bit are in game/types.h (the words
// views and bots use).
// Supertypes (rule 205.4a) as bits.
enum class Supertype : uint8_t { Basic, Legendary, Snow, World, Ongoing, Count };

constexpr uint8_t supertype_bit(Supertype t) {
  return static_cast<uint8_t>(1u << static_cast<int>(t));
}
const char* card_type_name(CardType t);
const char* supertype_name(Supertype t);

// One line of a script that the engine cannot run yet. A card with any of these is refused
// in decks (never loaded as a blank card); the message names the card and the line.
struct UnsupportedLine {
  int line = 0;          // 1-based line number within the script
  std::string text;      // the line as written
  std::string reason;    // what the engine cannot do, e.g. "activated abilities (A:) are not supported yet"
};

// What activating an ability costs (602.2b, 118): the parts the engine pays. Parsed from
// Cost$ by the ability compiler; anything else there makes the ability unsupported.
struct AbilityCost {
  ManaCost mana;           // has_cost false: no mana
  bool tap = false;        // {T} (602.5a: a creature's needs it to have been controlled since the turn began)
  bool untap = false;      // {Q}
  bool sac_self = false;   // Sac<1/CARDNAME>
  int16_t pay_life = 0;    // PayLife<N> (119.4)
  // SubCounter<N/TYPE> / AddCounter<N/TYPE>: remove / put N counters of a kind (CounterKind)
  // from / on the permanent itself (602.1, 122). 0: no such cost part.
  uint8_t sub_counters = 0, sub_counter_kind = 0;
  uint8_t add_counters = 0, add_counter_kind = 0;
  // SubCounter<X/TYPE>: remove any number of counters of sub_counter_kind, chosen as the
  // ability is activated (107.3, 601.2b); the number is the ability's X.
  bool sub_counters_x = false;
  uint8_t discard_random = 0;  // Discard<N/Random>: discard N cards at random (the game's RNG)
  bool discard_self = false;   // "Discard this card" (Cycling, 702.29a): the card itself, from its hand
  // Costs with a choice (601.2h): paid by the program's casting part, after the targets, as
  // the player picks: Sac<N/Valid> (permanents they control matching program filter
  // choice_filter), Discard<N/Card> (cards from their hand), tapXType<N/Valid> (untapped
  // permanents they control matching choice_filter). Checked before the ability is offered.
  uint8_t sac_choice = 0, discard_choice = 0, tap_choice = 0;
  int8_t choice_filter = -1;
};

inline constexpr size_t kMaxActivatedAbilities = 8;  // per face; Option::value numbers them

// An activated ability of a permanent (602): its cost and its program (program.h). Mana
// abilities whose only cost is {T} and which add one mana (605.1a) are not listed here:
// they make the permanent a mana source (CardFace::ability_mana) that the engine taps
// while paying costs, like a basic land.
struct ActivatedAbility {
  AbilityCost cost;
  std::shared_ptr<const Program> program;
  EffectSummary effect;        // what the program does, for bots (cards/effect_summary.h)
  bool sorcery_speed = false;  // SorcerySpeed$: only when a sorcery could be cast (307.1)
  // Activated only while the card is in its owner's hand (Cycling, 702.29a-b); it exists in
  // every zone but can't be activated on the battlefield.
  bool from_hand = false;
  bool cycling = false;  // K:Cycling's ability: activating it is cycling the card (702.29d)
  // Activation restrictions (602.5b): ActivationLimit$ N (per turn, 0: none), ActivationPhases$
  // (bit s: Step s; 0: any step), PlayerTurn$ True (only during its controller's turn).
  uint8_t limit_per_turn = 0;
  bool your_turn_only = false;
  uint16_t steps = 0;
  // A mana ability with a cost beyond {T} (605.1a): adds `mana_amount` (+ X) mana of
  // `mana_color` (Color, 5 colorless); the ability is activated as an option and does not use
  // the stack (605.3b). program is then null.
  bool mana_ability = false;
  uint8_t mana_color = 0;
  uint8_t mana_amount = 0;
  // "Add {W}{U}": the colors of the symbols after the first (mana_color), one mana each.
  std::vector<uint8_t> mana_more;
  int line = 0;                // script line, for messages
  std::string cost_text;       // "{1}{R}, {T}" as printed
  std::string text;            // "{T}: Prodigal Sorcerer deals 1 damage to any target." (its description)
};

inline constexpr size_t kMaxTriggeredAbilities = 8;  // per face
inline constexpr uint8_t kTriggeredAbilityBase = 0x80;  // ability numbers 0x80+i: triggered ability i
// The ability number of CardFace::entry, the choice made as the permanent enters (614.12).
inline constexpr uint8_t kEntryAbility = 0x7F;

// What a triggered ability (603) waits for.
enum class TriggerEvent : uint8_t {
  EntersBattlefield,  // "When CARDNAME enters the battlefield" (603.6a)
  Dies,               // "When CARDNAME dies": put into a graveyard from the battlefield (700.4)
  Upkeep,             // "At the beginning of your upkeep" / "of each upkeep" (503.1)
  EndStep,            // "At the beginning of your end step" / "of each end step" (513.1)
  DrawStep,           // "At the beginning of your / each player's draw step" (504.2)
  ZoneChange,         // a [Valid] card moves between zones (origin, destination)
  Attacks,            // "Whenever [card] attacks" (508.1)
  Blocks,             // "Whenever [card] blocks" (509.1)
  AttackerBlocked,    // "Whenever [card] becomes blocked" (509.1h): once per attacker
  AttackerBlockedBy,  // "Whenever [card] becomes blocked by [blocker]": once per blocker
  AttackerUnblocked,  // "Whenever [card] attacks and isn't blocked" (509.1h)
  DamageDone,         // "Whenever [source] deals damage to [target]" (120)
  SpellCast,          // "Whenever [player] casts [card]" (601.2i)
  Drawn,              // "Whenever [player] draws a card" (121.1)
  LifeGained,         // "Whenever [player] gains life" (119.9)
  Taps,               // "Whenever [card] becomes tapped" (701.21)
  TapsForMana,        // "Whenever a player taps [card] for mana" (106.12); the player: Defined$ TriggeredPlayer
  Delayed,            // a delayed triggered ability (603.7), created by the one before it
  DamageDealtOnce,    // "Whenever [one source] deals damage": once per batch, the total
  DamageDoneOnce,     // "Whenever [one object] is dealt damage": once per batch, the total
  EndCombatStep,      // "At end of combat" (Phase$ EndCombat): the end of combat step begins (511.1)
  Cycled,             // "When you cycle CARDNAME" / "Whenever a player cycles a card" (702.29d)
  Discarded,          // "Whenever [a player] discards [card]" (701.9): permanents watching
  BeginCombatStep,    // "At the beginning of combat [on your turn]" (Phase$ BeginCombat, 507.1)
  BecomesTarget,      // "Whenever [card] becomes the target of a spell or ability" (115.1)
};

// Whose step, draw, spell or life gain a trigger waits for, relative to its controller.
// Chosen: the player the source chose (ChosenKind::Player, "the chosen player's upkeep").
enum class TriggerPlayer : uint8_t { You, Any, Opponent, EnchantedController, Chosen };

// What Defined$ Triggered... in the trigger's effects names, worked out when it triggers and
// carried with it (in target slot kMaxTargets - 1): the card the event is about, the player
// (whose step, who drew, cast or gained life), the damaged player or object, the card's
// controller, or the damage source's controller.
enum class TriggerSubject : uint8_t {
  None, Card, Player, Target, CardController, SourceController,
  Blocker,  // AttackerBlockedByCreature: the blocking creature (TriggeredBlocker)
};

// Comparisons of IsPresent$ counts (PresentCompare$ EQ0 etc.).
enum class Compare : uint8_t { EQ, NE, LT, LE, GT, GE };
inline bool compare(Compare c, int a, int b) {
  switch (c) {
    case Compare::EQ: return a == b;
    case Compare::NE: return a != b;
    case Compare::LT: return a < b;
    case Compare::LE: return a <= b;
    case Compare::GT: return a > b;
    case Compare::GE: return a >= b;
  }
  return false;
}

// When a delayed triggered ability triggers (603.7): at the beginning of the next end of
// combat step (511.2), upkeep (503.1) or end step (513.1).
enum class DelayedStep : uint8_t { EndCombat, Upkeep, End };

inline constexpr int8_t kFilterSelf = -2;  // TriggeredAbility::other_filter: the source itself

struct TriggeredAbility {
  TriggerEvent event = TriggerEvent::EntersBattlefield;
  bool each_player = false;  // Upkeep/EndStep: every player's (ValidPlayer$ Player), else only its controller's
  std::shared_ptr<const Program> program;
  EffectSummary effect;  // what the program does, for bots (cards/effect_summary.h)
  int line = 0;
  std::string text;  // TriggerDescription$, CARDNAME replaced
  // The rest serves the modes after EndStep. Filters are indexes into program->filters
  // (tested relative to the trigger's controller; Self, Other and EnchantedBy/AttachedBy
  // name the source and what it is attached to); -1: the source itself.
  // Whose step, draw, spell or life gain (Phase, SpellCast, Drawn, LifeGained).
  TriggerPlayer player = TriggerPlayer::You;
  // The card the event is about: attacker, blocker, tapped, moved, spell, damage source.
  int8_t card_filter = -1;
  // DamageDone ValidTarget$ (may name players), AttackerBlockedBy ValidBlocker$; -1: any;
  // kFilterSelf (AttackerBlockedBy only): the source itself.
  int8_t other_filter = -1;
  // ZoneChange: bit z is rules Zone z (0 Library 1 Hand 2 Battlefield 3 Graveyard 4 Stack
  // 5 Exile); 0: any zone.
  uint8_t origin = 0;
  uint8_t destination = 0;
  bool combat_only = false;  // DamageDone CombatDamage$ True
  bool spells_only = false;  // BecomesTarget SourceType$ Spell: the target of a spell only
  TriggerSubject subject = TriggerSubject::None;
  // Intervening "if" (603.4): IsPresent$ count on the battlefield compared with PresentCompare$;
  // checked when the event happens and again on resolution.
  int8_t present_filter = -1;
  Compare present_cmp = Compare::GE;
  int8_t present_n = 1;
  // Attacks with Alone$ True: only if it is the only creature declared as an attacker (506.5).
  bool attacks_alone = false;
  // Echo (702.30a): an Upkeep trigger only while its source has kEchoDue (it came under its
  // controller's control since the beginning of their last upkeep); triggering clears it.
  bool echo = false;
  // A trigger whose effect is "DB$ DelayedTrigger" (603.7): the delayed triggered ability it
  // creates; the card's face lists it right after this one (event Delayed), and the program
  // here is one delay.trigger instruction.
  std::shared_ptr<const TriggeredAbility> delayed;
  DelayedStep delayed_step = DelayedStep::EndCombat;  // Delayed: when it triggers
};

// One face of a card (most cards have one; split, flip and double-faced cards have two,
// the second after an ALTERNATE line).
enum FaceRule : uint8_t {
  kRuleCantBlock = 1u << 0,     // 509.1a: it can't be declared as a blocker
  kRuleNoUntap = 1u << 1,       // 502.3: it stays tapped in its controller's untap step
  kRuleEntersTapped = 1u << 2,  // 614.1c: it enters the battlefield tapped
  kRuleAttacksEachCombat = 1u << 3,  // 508.1d: it attacks each combat if able
  kRuleCantBeCountered = 1u << 4,    // 101.2: a spell or ability that counters it does nothing
  kRuleBlocksOnlyFlyers = 1u << 5,   // 509.1a: it can block only creatures with flying
};
inline constexpr int kNumFaceRules = 6;
// The K: text of FaceRule bit i ("CARDNAME can't block."), for parsing and the oracle check.
inline constexpr const char* kFaceRuleText[kNumFaceRules] = {
    "CARDNAME can't block.", "CARDNAME doesn't untap during your untap step.",
    "CARDNAME enters the battlefield tapped.", "CARDNAME attacks each combat if able.",
    "CARDNAME can't be countered.", "CARDNAME can block only creatures with flying."};
// The K: text of CardFace::deck_any_number.
inline constexpr const char* kDeckAnyNumberText =
    "A deck can have any number of cards named CARDNAME.";
// CardFace::turn_facts bits.
inline constexpr uint8_t kTurnFactAttacked = 1;           // "attackedThisTurn", "notAttackedThisTurn"
inline constexpr uint8_t kTurnFactDealtDamageToOpp = 2;   // "dealtDamageToOppThisTurn"

// "CARDNAME enters the battlefield tapped unless you control a Swamp or a Mountain" and the
// like (614.1c, cards/enters_tapped_compiler.h): it enters tapped iff the number of other
// permanents matching program->filters[0] (for its controller: YouCtrl) compares true with n.
struct EntersTappedIf {
  std::shared_ptr<const Program> program;
  Compare cmp = Compare::EQ;
  int8_t n = 0;
};

struct CardFace {
  std::string name;
  ManaCost cost;
  ColorMask colors = 0;        // from the cost, or from an explicit "Colors:" line (rule 202.2)
  uint8_t supertypes = 0;      // Supertype bits
  uint16_t types = 0;          // CardType bits
  std::vector<std::string> subtypes;  // in script order, e.g. {"Human", "Knight"}
  bool has_pt = false;
  int8_t power = 0;            // printed power; meaningful iff has_pt and !power_star
  int8_t toughness = 0;
  bool power_star = false;     // "*" (characteristic-defining ability, rule 604.3)
  bool toughness_star = false;
  KeywordSet keywords;         // supported keyword abilities from K: lines
  ColorMask land_mana = 0;     // colors of mana its basic land types tap for (rule 305.6)
  std::string oracle;          // rules text, "\n" between paragraphs
  // An instant's or sorcery's spell ability, compiled (spell_compiler.h); null otherwise.
  std::shared_ptr<const Program> spell;
  EffectSummary spell_effect;  // what `spell` does, for bots (cards/effect_summary.h)
  // Activated abilities (602), in script order; the index is the ability's number.
  std::vector<ActivatedAbility> activated;
  // Triggered abilities (603), in script order; ability number kTriggeredAbilityBase + index.
  std::vector<TriggeredAbility> triggered;
  ColorMask ability_mana = 0;  // colors its {T} mana abilities add (605), besides land_mana
  // K:etbCounter:KIND:N: it enters the battlefield with N counters of that kind (614.1c).
  uint8_t etb_counters = 0, etb_counter_kind = 0;
  // Rules about the permanent itself from K: lines (FaceRule bits): "CARDNAME can't block.",
  // "CARDNAME doesn't untap during your untap step.", "CARDNAME enters the battlefield tapped."
  uint8_t self_rules = 0;
  // Enters tapped only while a count holds (null: no such rule; kRuleEntersTapped: always).
  std::shared_ptr<const EntersTappedIf> enters_tapped_if;
  // A choice its controller makes as it enters the battlefield, however it gets there, that
  // decides how it enters: "As CARDNAME enters, you may pay 2 life. If you don't, it enters
  // tapped." (614.12, 614.1c). Run as ability kEntryAbility once it has arrived, before
  // anything else happens (rules/entry_choice.h); null for most cards.
  std::shared_ptr<const Program> entry;
  // K:A deck can have any number of cards named CARDNAME.: the exception to constructed
  // play's limit of four copies (CR 100.2a); read by deck checks only.
  bool deck_any_number = false;
  bool devoid = false;  // K:Devoid: colorless whatever its cost (702.114a); colors is 0
  bool changeling = false;  // K:Changeling: every creature type (702.73a), has_subtype says so
  // K:Echo:COST (702.30a): one of `triggered` is its echo trigger; the permanent is marked
  // kEchoDue whenever it comes under a player's control.
  bool echo = false;
  // K:Flashback COST (702.34a): it may be cast from its owner's graveyard by paying this
  // mana cost (and `flashback_life` life, 119.4) instead of its mana cost; a spell cast so is
  // exiled instead of going anywhere else when it leaves the stack.
  bool flashback = false;
  ManaCost flashback_cost;
  uint8_t flashback_life = 0;
  // K:Kicker:COST (702.33a): it may be cast paying this mana cost as well (generic, colored
  // and colorless symbols only); the spell, and the permanent it becomes, "was kicked".
  bool kicker = false;
  ManaCost kicker_cost;
  // K:Buyback:COST (702.27a): the optional additional cost above is a buyback cost: a spell
  // cast with it paid goes to its owner's hand instead of their graveyard as it resolves. It
  // is cast as kicked (kCastKicked, kKicked); no card has both.
  bool buyback = false;
  // K:etbCounter:KIND:N:CheckSVar$ WasKicked (WasKicked = Count$Kicked.1.0): the counters
  // only if it was kicked (702.33e, 614.1c).
  bool etb_counters_if_kicked = false;
  std::string etb_counter_text;  // that keyword's description, its rules text
  // Facts about this turn its programs' filters read of itself ("Self+attackedThisTurn"),
  // kTurnFact* bits: the engine records them for its permanents only.
  uint8_t turn_facts = 0;
  // K:CantBeBlockedBy <Valid>: creatures matching one of these filters can't block it
  // (509.1b); null when it has none.
  std::shared_ptr<const Program> cant_be_blocked_by;
  // K:CantBlock <Valid>:<text>: it can't block creatures matching one of these filters
  // (509.1a, Ironclaw Orcs); null when it has none.
  std::shared_ptr<const Program> cant_block;

  // The program of ability number `ability`: 0 the spell ability, n the activated ability
  // n-1, kTriggeredAbilityBase + i the triggered ability i, kEntryAbility the entry choice;
  // nullptr if there is none.
  const Program* program(uint8_t ability) const {
    if (ability == 0) return spell.get();
    if (ability == kEntryAbility) return entry.get();
    if (ability >= kTriggeredAbilityBase) {
      const size_t i = ability - kTriggeredAbilityBase;
      return i < triggered.size() ? triggered[i].program.get() : nullptr;
    }
    return ability <= activated.size() ? activated[ability - 1].program.get() : nullptr;
  }

  // Static abilities of a permanent (S: lines), compiled (static_compiler.h); applied while
  // the permanent is on the battlefield (rules/statics.h).
  std::vector<StaticAbility> statics;
  // Some of them apply only while a condition holds (StaticAbility::condition, 604.2).
  bool conditional_statics = false;

  bool is(CardType t) const { return types & type_bit(t); }
  bool is(Supertype t) const { return supertypes & supertype_bit(t); }
  bool has_subtype(const std::string& s) const;
  // "Legendary Creature — Human Knight"
  std::string type_line() const;
};

struct CardDef {
  std::vector<CardFace> faces;          // faces[0] is the front / main face
  std::string alternate_mode;           // Forge "AlternateMode:" (Split, Flip, DoubleFaced...) or ""
  std::vector<UnsupportedLine> unsupported;
  std::string script;                   // the full script text, kept for records and display
  std::string source;                   // where it was read from (file name or "builtin")

  const CardFace& front() const { return faces.front(); }
  const std::string& name() const { return faces.front().name; }
  bool supported() const { return unsupported.empty(); }
};

}  // namespace rwd
