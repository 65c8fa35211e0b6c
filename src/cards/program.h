// A compiled ability: bytecode (opcodes.h) plus the tables its operands index. Produced by
// the spell compiler (spell_compiler.h) when a card is loaded, owned by the card's face,
// immutable afterwards; games refer to it through the CardDb. Thread-safe: immutable.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cards/color.h"
#include "cards/keywords.h"
#include "cards/mana_cost.h"
#include "cards/opcodes.h"
#include "game/types.h"

namespace rwd {

struct Instr {
  Op op = Op::End;
  uint8_t a = 0;
  int16_t b = 0;
  friend bool operator==(const Instr&, const Instr&) = default;
};

// FilterControl (who controls a matching object, relative to the ability's controller) and
// FilterZone are in game/types.h, shared with the effect summaries.

// One alternative of a compiled Valid expression: every test must hold.
struct FilterTerm {
  bool player = false;         // matches players (then only `control` applies), else objects
  uint16_t types_any = 0;      // CardType bits: the object has at least one (0: any card)
  uint16_t types_none = 0;     // CardType bits it must not have ("nonArtifact")
  ColorMask colors_any = 0;    // it has at least one of these colors (0: no test)
  ColorMask colors_none = 0;   // it has none of these ("nonBlack")
  uint32_t keywords_all = 0;   // KeywordSet bits it has ("withFlying")
  uint32_t keywords_none = 0;  // KeywordSet bits it lacks ("withoutFlying")
  FilterControl control = FilterControl::Any;
  FilterControl owner = FilterControl::Any;  // "YouOwn", "OppOwn": whose card it is (108.3)
  int8_t subtype = -1;         // index into Program::subtypes it must have, or -1
  int8_t subtype_none = -1;    // index into Program::subtypes it must not have ("nonWall"), or -1
  int8_t tapped = -1;          // 1 tapped, 0 untapped, -1 either
  int8_t attacking = -1;       // 1 attacking, 0 not attacking ("notattacking"), -1 either
  int8_t blocking = -1;        // 1 blocking ("blocking"), -1 either
  int8_t kicked = -1;          // 1 it was kicked ("kicked", 702.33d), 0 not ("notkicked"), -1 either
  // "powerLE2", "toughnessGE3": stat (0 power, 1 toughness, 2 mana value, -1 none), operator
  // (Compare in card_def.h order: EQ NE LT LE GT GE) and number; kStatIsX: the X announced
  // for the spell that targets (Spell Blast: "target spell with mana value X", 107.3).
  static constexpr int16_t kStatIsX = -32768;
  int8_t stat = -1;
  uint8_t stat_op = 0;
  int16_t stat_n = 0;
  int8_t enchanted = -1;       // static abilities only: 1 the object the source is attached to ("EnchantedBy", "EquippedBy")
  int8_t self = -1;            // static abilities only: 1 the source ("Self"), 0 not it ("Other")
  bool unenchanted = false;    // targets and counts only: no Aura is attached to it ("unenchanted")
  // Facts about this turn, only with Self (the card tracks them for itself, CardFace::turn_facts):
  // bit 0 "attackedThisTurn", bit 1 "notAttackedThisTurn", bit 2 "dealtDamageToOppThisTurn".
  uint8_t turn_facts = 0;
  uint8_t supertypes_all = 0;  // Supertype bits it has ("Land.Basic")
  uint8_t supertypes_none = 0; // Supertype bits it lacks ("Land.nonBasic")
  // Static abilities only: it has the color (bit 0, "ChosenColor") or the subtype (bit 1,
  // "ChosenType") its source chose (rules/vm_choice.h).
  uint8_t chosen = 0;
  friend bool operator==(const FilterTerm&, const FilterTerm&) = default;
};

struct Filter {
  std::vector<FilterTerm> terms;  // alternatives (or)
  FilterZone zone = FilterZone::Battlefield;
  std::string text;               // the Valid expression as written, for display
  bool allows_players() const {
    for (const FilterTerm& t : terms)
      if (t.player) return true;
    return false;
  }
  bool allows_objects() const {
    for (const FilterTerm& t : terms)
      if (!t.player) return true;
    return false;
  }
};

// A token an ability creates (111.1, 111.4): its characteristics, from the Token ApiType's
// TokenName$/TokenTypes$/... parameters or a TokenScript$ name. The card db turns each into a
// token card definition (CardDb::token_def) when the card is loaded.
struct TokenSpec {
  std::string name;                   // "Wasp"; Forge names a token after its subtypes
  ColorMask colors = 0;
  uint16_t types = 0;                 // CardType bits
  std::vector<std::string> subtypes;  // {"Insect"}
  bool has_pt = false;
  int8_t power = 0;
  int8_t toughness = 0;
  uint16_t keywords = 0;              // KeywordSet bits
  friend bool operator==(const TokenSpec&, const TokenSpec&) = default;
};

// One choice made as an ability resolves (Op::Choose operand b).
struct ChoiceSpec {
  uint8_t kind = 0;        // a ChosenKind (cards/opcodes.h), or kChoiceGeneric
  int8_t filter = -1;      // Player: index into Program::filters of the players allowed
  std::string title;       // what is chosen and why ("an opponent: As Black Vise enters ...")
  std::vector<std::string> options;  // Color: the colors allowed ("white"...); Generic: each option's text
  int16_t min = 0, max = 0;          // Number: the range
  friend bool operator==(const ChoiceSpec&, const ChoiceSpec&) = default;
};

struct Program {
  std::vector<Instr> code;
  std::vector<Filter> filters;
  std::vector<std::string> subtypes;     // subtype names filters test ("Island")
  // Creature subtypes an `animate` with kAnimateOwnSubtypes gives the ability's source
  // (Animate Defined$ Self | Types$ ...,Assembly-Worker: Mishra's Factory).
  std::vector<std::string> animate_subtypes;
  std::vector<std::string> target_text;  // per target slot: what it asks for ("target creature")
  uint8_t num_targets = 0;
  // Bit k: target slot k may be left empty ("up to two target creatures", TargetMin$ below
  // TargetMax$; 601.2c): its Op::Target offers done, and once done is chosen for a slot the
  // later slots of the same filter are not asked.
  uint8_t optional_targets = 0;
  uint16_t resolve_pc = 0;  // code[0, resolve_pc) runs while casting; resolution starts here
  std::string description;  // the ability's SpellDescription$, or ""
  std::vector<std::string> svars;  // the SVars the program was compiled from (sub-abilities, amounts)
  // A triggered ability's effects: which Defined$ Triggered... they use (TriggerSubject, 0
  // none); its value is in target slot kMaxTargets - 1, operand kSlotTriggered.
  uint8_t trigger_subject = 0;
  // Which word named it (the trigger compiler checks them against the mode): Defined$
  // TriggeredBlocker (1), TriggeredAttacker (2).
  uint8_t trigger_subject_word = 0;
  bool uses_trigger_amount = false;  // X is TriggerCount$DamageAmount (the trigger's amount)
  std::vector<TokenSpec> tokens;   // Op::Token's operand a indexes this
  std::vector<std::string> questions;  // Op::Ask operand b: what is asked ("Draw a card?")
  std::vector<ManaCost> costs;         // Op::UnlessPay operand b: the cost that may be paid
  std::vector<std::string> cost_text;  // the same costs as printed ("{B}{B}")
  // A modal spell (Charm, 700.2): each mode's description and its target slot (at most one
  // target per mode). The chosen mode travels with the spell (StackItem::mode).
  std::vector<std::string> modes;
  std::vector<uint8_t> mode_slots;  // each mode's target slot, kNoModeSlot if it has none
  static constexpr uint8_t kNoModeSlot = 0xFF;
  std::vector<ChoiceSpec> choices;  // Op::Choose operand b
};

}  // namespace rwd
