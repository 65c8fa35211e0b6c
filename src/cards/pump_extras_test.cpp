#include "cards/pump_extras.h"

#include <gtest/gtest.h>

#include "cards/opcodes.h"

namespace rwd {
namespace {

TEST(PumpExtrasTest, KnownWordsMapToGrantBits) {
  EXPECT_EQ(pump_extra_bits("HIDDEN Unblockable"), kGrantUnblockable);
  EXPECT_EQ(pump_extra_bits("HIDDEN CARDNAME can't be regenerated."), kGrantCantRegenerate);
  EXPECT_EQ(
      pump_extra_bits("Prevent all combat damage that would be dealt to and dealt by CARDNAME."),
      kGrantPreventCombatDamage);
  EXPECT_EQ(pump_extra_bits("Mountainwalk"), 1 << 3);  // W U B R G order
  EXPECT_EQ(pump_extra_bits("HIDDEN CARDNAME can't block."), kGrantCantBlock);  // 509.1a
  EXPECT_EQ(pump_extra_bits("HIDDEN CARDNAME can't attack or block."),
            kGrantCantAttack | kGrantCantBlock);
  EXPECT_EQ(pump_extra_bits("HIDDEN CARDNAME attacks each combat if able."), kGrantAttacksEachCombat);
  EXPECT_EQ(pump_extra_bits("Plainswalk"), 1 << 0);
}

TEST(PumpExtrasTest, OtherWordsAreNotExtras) {
  EXPECT_EQ(pump_extra_bits("Flying"), 0);
  EXPECT_EQ(pump_extra_bits("HIDDEN CARDNAME's power and toughness are switched"), 0);
  EXPECT_EQ(pump_extra_bits("Fear"), 0);
}

}  // namespace
}  // namespace rwd
