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
  MaxHandSize,  // S:Mode$ Continuous | Affected$ Player.Chosen | SetMaxHandSize$ N: `power` is N (402.2, 514.1)
};
const char* static_effect_name(StaticEffect e);

struct StaticAbility {
  StaticEffect effect = StaticEffect::Continuous;
  // Which permanents it applies to, relative to the source's controller ("YouCtrl"); a term
  // with FilterTerm::self 1 is the source itself, 0 every permanent but the source ("Other").
  Filter affected;
  std::vector<std::string> subtypes;  // subtype names affected's terms index
  int16_t power = 0;                  // Continuous: AddPower$
  int16_t toughness = 0;              // Continuous: AddToughness$
  uint16_t keywords = 0;              // Continuous: AddKeyword$, KeywordSet bits
  uint8_t evasion = 0;                // Continuous: AddKeyword$ landwalk or fear, KeywordSet::evasion bits
  uint16_t extra = 0;                 // Continuous: AddKeyword$ abilities of cards/opcodes.h kGrant* (not evasion)
  std::string description;            // Description$, or ""
  int line = 0;                       // script line of the S: line
};

}  // namespace rwd
