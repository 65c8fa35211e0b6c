// A compiled static ability of a permanent (604.1, 611.3): an S: line turned into data when
// the card is loaded (static_compiler.h). The rules engine applies it while its source is on
// the battlefield (rules/statics.h). Immutable; owned by the card's face.
// Thread-safe: immutable after loading.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cards/program.h"

namespace rwd {

enum class StaticEffect : uint8_t {
  Continuous,  // S:Mode$ Continuous: +P/+T (layer 7c) and keywords (layer 6) for `affected`
  CantAttack,  // S:Mode$ CantAttack: the `affected` creatures can't attack (508.1a)
  CantBlock,   // S:Mode$ CantBlock: the `affected` creatures can't block (509.1a)
  ETBTapped,   // S:Mode$ ETBTapped: the `affected` permanents enter the battlefield tapped (614.1c)
  SkipUntap,   // S:Mode$ Continuous | Affected$ Player | AddKeyword$ Skip your untap step. (502.1)
  RaiseCost,   // S:Mode$ RaiseCost: spells / abilities of `affected` cost {cost_amount} more (601.2f)
  ReduceCost,  // S:Mode$ ReduceCost: ... {cost_amount} less (601.2f; generic mana only)
  MaxHandSize,  // S:Mode$ Continuous | Affected$ Player.Chosen | SetMaxHandSize$ N: `power` is N (402.2, 514.1); Affected$ You/Player: `affected` names them (N or Unlimited, rules/player_statics.h)
  LandPlays,    // S:Mode$ Continuous | Affected$ You/Player | AddKeyword$ AdjustLandPlays:N: N more land plays each turn (305.2)
};

// Above any hand: what a MaxHandSize static's `power` holds for "no maximum hand size".
inline constexpr int16_t kNoMaxHandSize = 1000;

// RaiseCost / ReduceCost: what is cast or activated (Type$), and by whom (Activator$,
// relative to the static's controller).
enum class CostModOf : uint8_t { Spell, Ability };
enum class CostModBy : uint8_t { Anyone, You, Opponent };
const char* static_effect_name(StaticEffect e);

// A power or toughness a static ability sets (SetPower$/SetToughness$: layer 7b, or 7a for a
// characteristic-defining ability, 604.3, 613.4a-b).
enum class SetAmount : uint8_t {
  None,               // not set
  Number,             // `n`
  AffectedManaValue,  // the affected object's mana value (SVar Count$CardManaCost)
  CountValid,         // permanents on the battlefield matching `count` (SVar Count$Valid ...)
};
struct StaticAmount {
  SetAmount kind = SetAmount::None;
  int16_t n = 0;
};

// StaticAbility::layers bits: which layers of 613.1 its Continuous effects touch.
enum StaticLayer : uint8_t {
  kLayerControl = 1u << 0,  // 613.1b, layer 2: GainControl$
  kLayerType = 1u << 1,     // 613.1d, layer 4: AddType$
  kLayerColor = 1u << 2,    // 613.1e, layer 5: SetColor$
  kLayerSetPT = 1u << 3,    // 613.4a-b, layer 7a/7b: SetPower$/SetToughness$
};
// The layers whose effects decide, as they first apply, which objects the static affects in
// every later layer (613.6).
inline constexpr uint8_t kEarlyLayers = kLayerControl | kLayerType | kLayerColor;

// A condition of a Continuous static ability (604.2, 611.3a: "as long as ..."): the effect
// applies only while every check holds, tested again whenever the engine recomputes continuous
// effects (rules/static_conditions.h). Counts are relative to the static's controller.
enum class CondCount : uint8_t {
  Number,              // `n`
  Battlefield,         // permanents matching `filter` (Count$Valid, Count$TypeYouCtrl)
  Graveyards,          // cards in all graveyards matching `filter` (Count$ValidGraveyard)
  YourGraveyard,       // cards in your graveyard matching `filter` (Threshold)
  YourHand,            // cards in your hand matching `filter` (Count$InYourHand, Hellbent)
  YourGraveyardTypes,  // card types among the cards in your graveyard (Delirium, 205.2a)
  SourceCounters,      // counters of kind `counter` on the static's source (Count$CardCounters)
  Domain,              // basic land types among the lands you control (Count$Domain, 305.6)
};
struct CondAmount {
  CondCount kind = CondCount::Number;
  int16_t n = 0;  // Number: the value; otherwise added to the count (/Plus.N, /Minus.N)
  Filter filter;  // what is counted; its subtypes index StaticAbility::subtypes
  int16_t times = 1;    // the count is multiplied by this (/Times.N, /Twice, /Negative), then n added
  uint8_t counter = 0;  // SourceCounters: the CounterKind
};
// "<lhs> <op> <rhs>" (CheckSVar$ X | SVarCompare$ GE3).
struct StaticCheck {
  CondAmount lhs;
  uint8_t op = 5;  // Compare (card_def.h order: EQ NE LT LE GT GE)
  CondAmount rhs;
};
struct StaticCondition {
  std::vector<StaticCheck> checks;  // all must hold
  // Condition$ PlayerTurn (1) / NotPlayerTurn (0): it is (not) its controller's turn; -1 any.
  int8_t your_turn = -1;
  bool empty() const { return checks.empty() && your_turn < 0; }
};

struct StaticAbility {
  StaticEffect effect = StaticEffect::Continuous;
  // Which permanents it applies to, relative to the source's controller ("YouCtrl"); a term
  // with FilterTerm::self 1 is the source itself, 0 every permanent but the source ("Other").
  Filter affected;
  std::vector<std::string> subtypes;  // subtype names affected's terms index
  int16_t power = 0;                  // Continuous: AddPower$
  int16_t toughness = 0;              // Continuous: AddToughness$
  // AddPower$ X / AddToughness$ X with X an SVar that counts ("+1/+1 for each artifact you
  // control", layer 7c, 613.4c): added to `power`/`toughness`, counted again whenever the
  // effect applies, from the point of view of the static's controller (counted_pt is set).
  CondAmount power_count;
  CondAmount toughness_count;
  bool counted_pt = false;
  uint16_t keywords = 0;              // Continuous: AddKeyword$, KeywordSet bits
  uint8_t evasion = 0;                // Continuous: AddKeyword$ landwalk or fear, KeywordSet::evasion bits
  uint16_t extra = 0;                 // Continuous: AddKeyword$ abilities of cards/opcodes.h kGrant* (not evasion)
  uint8_t layers = 0;                 // StaticLayer bits of the effects below
  bool gain_control = false;          // GainControl$ You: the source's controller controls it (layer 2)
  uint16_t add_types = 0;             // AddType$: CardType bits added (layer 4)
  // AddType$ <basic land types> with RemoveLandTypes$ True (layer 4, 305.7): 0x80 | the basic
  // land types it sets (bits 0-4: Plains Island Swamp Mountain Forest); 0: none.
  uint8_t set_land_types = 0;
  ColorMask set_colors = 0;           // SetColor$ (iff layers & kLayerColor): its colors become these (layer 5)
  StaticAmount set_power;             // SetPower$ (layer 7b; 7a if characteristic_defining)
  StaticAmount set_toughness;         // SetToughness$
  // SetAmount::CountValid: what is counted, and a card name it must have ("namedPlague Rats"),
  // or "" for any name. Tested relative to the source's controller.
  Filter count;
  std::string count_name;
  // CharacteristicDefining$ True with EffectZone$ All (604.3): it affects only its source and
  // works in every zone, not only on the battlefield.
  bool characteristic_defining = false;
  // AddKeyword$ Protection:Card.<Color>:Protection from <color>[:Card.CardUID_HostCardUID]:
  // protection from these colors (702.16, layer 6); with the last part (the Wards), the
  // protection doesn't make the source Aura itself fall off (its `ward_self`).
  ColorMask protection = 0;
  bool ward_self = false;
  // AddHiddenKeyword$ CARDNAME can attack as though it didn't have defender. (Animate Wall)
  bool attacks_despite_defender = false;
  // AddHiddenKeyword$ All creatures able to block CARDNAME do so. (Lure: a blocking
  // requirement, 509.1c)
  bool lure = false;
  // AddHiddenKeyword$ CARDNAME can't attack or block. (Pacifism-like Auras: 508.1a, 509.1a)
  bool cant_attack_or_block = false;
  // AddHiddenKeyword$ CARDNAME doesn't untap during your untap step. (502.3: its controller's)
  bool no_untap = false;
  // CheckSVar$/SVarCompare$, CheckSecondSVar$/SecondSVarCompare$, Condition$ (Continuous only):
  // it applies only while this holds; empty for most statics, which always apply.
  StaticCondition condition;
  int16_t cost_amount = 0;            // RaiseCost / ReduceCost: Amount$
  CostModOf cost_of = CostModOf::Spell;
  CostModBy cost_by = CostModBy::Anyone;
  std::string description;            // Description$, or ""
  int line = 0;                       // script line of the S: line
};

}  // namespace rwd
