// The combat-and-misc family, compiled: Pump KW$ words that become Op::Grant,
// UntilEndOfCombat$, Poison, Debuff, TapOrUntap and two targets of one word (TargetMin$ =
// TargetMax$); unsupported forms refused by name.
#include <gtest/gtest.h>

#include "cards/ability_parser.h"
#include "cards/compile_test_util.h"
#include "cards/spell_compiler.h"

namespace rwd {
namespace {

const std::string kHead = "Name:Test Card\nManaCost:R\nTypes:Instant\n";

TEST(CombatMiscCompilerTest, PumpWordsBeyondKeywordsBecomeAGrant) {
  Result<Program> p = compile_spell_script(kHead +
                                   "A:SP$ Pump | ValidTgts$ Creature | NumAtt$ +1 | KW$ Flying & "
                                   "HIDDEN Unblockable & Mountainwalk\n");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p), (std::vector<Op>{Op::Target, Op::CheckTargets, Op::Push, Op::Push, Op::Pump,
                                      Op::Grant, Op::End}));
  EXPECT_EQ(p->code[5].b, kGrantUnblockable | (1 << 3));
  Result<Program> none =
      compile_spell_script(kHead + "A:SP$ Pump | ValidTgts$ Creature | KW$ HIDDEN CARDNAME's power and toughness are switched\n");
  ASSERT_FALSE(none);
  EXPECT_NE(none.message().find("KW$ HIDDEN CARDNAME's power and toughness are switched is not supported"),
            std::string::npos);
  Result<Program> all =
      compile_spell_script(kHead + "A:SP$ PumpAll | ValidCards$ Creature | KW$ HIDDEN Unblockable\n");
  EXPECT_FALSE(all);  // Op::Grant takes one object
}

TEST(CombatMiscCompilerTest, UntilEndOfCombatIsPumpCombat) {
  Result<Program> p = compile_spell_script(
      kHead + "A:SP$ Pump | ValidTgts$ Creature | NumAtt$ +2 | UntilEndOfCombat$ True\n");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p), (std::vector<Op>{Op::Target, Op::CheckTargets, Op::Push, Op::Push,
                                      Op::PumpCombat, Op::End}));
  EXPECT_FALSE(compile_spell_script(
      kHead +
      "A:SP$ Pump | ValidTgts$ Creature | KW$ HIDDEN Unblockable | UntilEndOfCombat$ True\n"));
}

TEST(CombatMiscCompilerTest, PoisonDebuffAndTapOrUntap) {
  Result<Program> poison = compile_spell_script(kHead + "A:SP$ Poison | ValidTgts$ Player | Num$ 3\n");
  ASSERT_TRUE(poison) << poison.message();
  EXPECT_EQ(opcodes_of(*poison),
            (std::vector<Op>{Op::Target, Op::CheckTargets, Op::Push, Op::Poison, Op::End}));
  EXPECT_EQ(poison->code[2].b, 3);
  Result<Program> debuff =
      compile_spell_script(kHead + "A:SP$ Debuff | ValidTgts$ Creature | Keywords$ Flying & Trample\n");
  ASSERT_TRUE(debuff) << debuff.message();
  EXPECT_EQ(debuff->code[2].op, Op::Debuff);
  EXPECT_EQ(debuff->code[2].b,
            (1 << static_cast<int>(Keyword::Flying)) | (1 << static_cast<int>(Keyword::Trample)));
  EXPECT_FALSE(compile_spell_script(kHead + "A:SP$ Debuff | ValidTgts$ Creature | Keywords$ Banding\n"));
  Result<Program> twiddle = compile_spell_script(kHead + "A:SP$ TapOrUntap | ValidTgts$ Creature\n");
  ASSERT_TRUE(twiddle) << twiddle.message();
  EXPECT_EQ(opcodes_of(*twiddle), (std::vector<Op>{Op::Target, Op::CheckTargets, Op::Ask, Op::Branch,
                                            Op::Tap, Op::Push, Op::Branch, Op::Untap, Op::End}));
  EXPECT_EQ(twiddle->code[3].b, 7);  // "no": untap
  EXPECT_EQ(twiddle->code[6].b, 8);  // after tapping: done
}

TEST(CombatMiscCompilerTest, TwoTargetsOfOneWordShareTheirFilter) {
  Result<Program> p = compile_spell_script(kHead +
                                   "A:SP$ ChangeZone | ValidTgts$ Creature | TargetMin$ 2 | "
                                   "TargetMax$ 2 | Origin$ Battlefield | Destination$ Exile\n");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p), (std::vector<Op>{Op::Target, Op::Target, Op::CheckTargets, Op::Move, Op::Move,
                                      Op::End}));
  EXPECT_EQ(p->code[0].b, p->code[1].b);
  EXPECT_EQ(p->code[3].a, 0);
  EXPECT_EQ(p->code[4].a, 1);
  // "up to two" (601.2c): both slots may stay empty (Program::optional_targets bits 0 and 1).
  Result<Program> upto =
      compile_spell_script(kHead + "A:SP$ Destroy | ValidTgts$ Creature | TargetMin$ 0 | TargetMax$ 2\n");
  ASSERT_TRUE(upto) << upto.message();
  EXPECT_EQ(upto->optional_targets, 0b11);
  EXPECT_EQ(p->optional_targets, 0);
  // A Pump repeats its amounts and effect for the second slot.
  Result<Program> pump = compile_spell_script(
      kHead + "A:SP$ Pump | ValidTgts$ Creature | TargetMin$ 1 | TargetMax$ 2 | NumAtt$ +1\n");
  ASSERT_TRUE(pump) << pump.message();
  EXPECT_EQ(pump->optional_targets, 0b10);
  EXPECT_EQ(opcodes_of(*pump), (std::vector<Op>{Op::Target, Op::Target, Op::CheckTargets, Op::Push,
                                         Op::Push, Op::Pump, Op::Push, Op::Push, Op::Pump, Op::End}));
  EXPECT_EQ(pump->code[5].a, 0);
  EXPECT_EQ(pump->code[8].a, 1);
  // A number of targets that is not a number, and "divided", are refused by name.
  Result<Program> any = compile_spell_script(
      kHead + "A:SP$ Destroy | ValidTgts$ Creature | TargetMin$ 0 | TargetMax$ X\nSVar:X:Count$xPaid\n");
  ASSERT_FALSE(any);
  EXPECT_NE(any.message().find("TargetMin$/TargetMax$"), std::string::npos);
  EXPECT_FALSE(compile_spell_script(kHead +
                                    "A:SP$ DealDamage | ValidTgts$ Any | NumDmg$ 2 | TargetMin$ 1 | "
                                    "TargetMax$ 2 | DividedAsYouChoose$ 2\n"));
}

}  // namespace
}  // namespace rwd
