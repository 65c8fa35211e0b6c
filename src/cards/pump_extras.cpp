#include "cards/pump_extras.h"

#include "cards/keywords.h"
#include "cards/opcodes.h"

namespace rwd {

int pump_extra_bits(std::string_view word) {
  if (word == "HIDDEN Unblockable") return kGrantUnblockable;
  if (word == "HIDDEN CARDNAME can't be regenerated." || word == "CARDNAME can't be regenerated.")
    return kGrantCantRegenerate;
  if (word == "Prevent all combat damage that would be dealt to and dealt by CARDNAME.")
    return kGrantPreventCombatDamage;
  for (int i = 0; i < 5; ++i)  // landwalk only: fear is not granted by any card here
    if (word == evasion_name(i)) return 1 << i;
  return 0;
}

}  // namespace rwd
