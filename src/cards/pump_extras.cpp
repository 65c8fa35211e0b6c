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
  if (word == "HIDDEN CARDNAME can't block.") return kGrantCantBlock;  // 509.1a
  if (word == "HIDDEN CARDNAME can't attack.") return kGrantCantAttack;  // 508.1a
  if (word == "HIDDEN CARDNAME can't attack or block.") return kGrantCantAttack | kGrantCantBlock;
  if (word == "HIDDEN CARDNAME attacks each combat if able.") return kGrantAttacksEachCombat;  // 508.1d
  if (word == "HIDDEN All creatures able to block CARDNAME do so.") return kGrantLure;  // 509.1c
  if (word == "HIDDEN CARDNAME can attack as though it didn't have defender.")
    return kGrantAttacksDespiteDefender;
  for (int i = 0; i < 5; ++i)  // landwalk only: fear is not granted by any card here
    if (word == evasion_name(i)) return 1 << i;
  return 0;
}

}  // namespace rwd
