// RepeatEach, Repeat, StoreSVar and the amounts that read registers (cards/repeat_compiler.h):
// what they compile to, and the forms that stay refused by name.
#include "cards/repeat_compiler.h"

#include <gtest/gtest.h>

#include "cards/compile_test_util.h"

namespace rwd {
namespace {

const char* kHead = "Name:Test Repeat\nManaCost:R\nTypes:Sorcery\n";

Result<Program> spell(const std::string& lines) {
  return compile_spell_script(std::string(kHead) + lines);
}

TEST(RepeatCompilerTest, ComparisonsAndEmblems) {
  ASSERT_TRUE(parse_svar_compare("GT0"));
  EXPECT_EQ(*parse_svar_compare("LT1"), (std::pair<int, int>{2, 1}));
  EXPECT_EQ(*parse_svar_compare("EQ0"), (std::pair<int, int>{0, 0}));
  EXPECT_FALSE(parse_svar_compare("GTX"));
  EXPECT_FALSE(parse_svar_compare("AB1"));
  EXPECT_EQ(without_emblems("Card,Emblem"), "Card");
  EXPECT_EQ(without_emblems("Card.ChosenCard,Emblem.ChosenCard"), "Card.ChosenCard");
  EXPECT_EQ(without_emblems("Creature"), "Creature");
}

// 101.4: the sub-ability once per player, unrolled, each after each.player k.
TEST(RepeatCompilerTest, RepeatEachPlayerUnrollsInApnapOrder) {
  Result<Program> p = spell(
      "A:SP$ RepeatEach | Cost$ R | RepeatPlayers$ Player | RepeatSubAbility$ DBLose\n"
      "SVar:DBLose:DB$ LoseLife | Defined$ Player.IsRemembered | LifeAmount$ 2\n");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p), (std::vector<Op>{Op::EachPlayer, Op::Push, Op::LoseLife, Op::EachPlayer,
                                             Op::Push, Op::LoseLife, Op::End}));
  EXPECT_EQ(p->code[1].b, 2);
  EXPECT_EQ(p->code[2].a, kWhoItem);
  EXPECT_EQ(p->code[3].b, 1);
}

// 101.4: Defined$ Player ("each player loses 2 life") is the same loop without RepeatEach;
// remembering what each player did, or a Defined$ Player inside RepeatEach, stays refused.
TEST(RepeatCompilerTest, DefinedPlayerRunsTheEffectForEachPlayer) {
  Result<Program> p = spell("A:SP$ LoseLife | Cost$ R | Defined$ Player | LifeAmount$ 2\n");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p), (std::vector<Op>{Op::EachPlayer, Op::Push, Op::LoseLife, Op::EachPlayer,
                                             Op::Push, Op::LoseLife, Op::End}));
  EXPECT_EQ(p->code[0].b, 0);
  EXPECT_EQ(p->code[2].a, kWhoItem);
  EXPECT_EQ(p->code[3].b, 1);
  EXPECT_EQ(p->code[5].a, kWhoItem);
  Result<Program> remembered =
      spell("A:SP$ Discard | Cost$ R | Defined$ Player | NumCards$ 1 | Mode$ TgtChoose | "
            "RememberDiscarded$ True\n");
  ASSERT_FALSE(remembered);
  EXPECT_NE(remembered.message().find("RememberDiscarded"), std::string::npos)
      << remembered.message();
  Result<Program> nested = spell(
      "A:SP$ RepeatEach | Cost$ R | RepeatPlayers$ Player | RepeatSubAbility$ DBLose\n"
      "SVar:DBLose:DB$ LoseLife | Defined$ Player | LifeAmount$ 2\n");
  ASSERT_FALSE(nested);
}

TEST(RepeatCompilerTest, UnsupportedFormsAreRefusedByName) {
  Result<Program> cards = spell(
      "A:SP$ RepeatEach | Cost$ R | RepeatCards$ Creature | RepeatSubAbility$ DBLose\n"
      "SVar:DBLose:DB$ LoseLife | Defined$ You | LifeAmount$ 2\n");
  ASSERT_FALSE(cards);
  EXPECT_NE(cards.message().find("RepeatCards"), std::string::npos);
  Result<Program> optional = spell(
      "A:SP$ Repeat | Cost$ R | RepeatOptional$ True | RepeatCount$ 2 | RepeatSubAbility$ DBLose\n"
      "SVar:DBLose:DB$ LoseLife | Defined$ You | LifeAmount$ 2\n");
  ASSERT_FALSE(optional);
  EXPECT_NE(optional.message().find("RepeatOptional"), std::string::npos);
  // Remembered$Amount where nothing is counted.
  Result<Program> nothing = spell("A:SP$ Draw | Cost$ R | NumCards$ X\nSVar:X:Remembered$Amount\n");
  ASSERT_FALSE(nothing);
  EXPECT_NE(nothing.message().find("nothing this ability remembers"), std::string::npos);
  // "Sacrifice any number of lands" (Optional$, Amount$ of them all) is a choice of how many.
  Result<Program> any_number = spell(
      "A:SP$ Sacrifice | Cost$ R | Defined$ You | Amount$ N | SacValid$ Land | RememberSacrificed$ True | "
      "Optional$ True | SubAbility$ DBDraw\nSVar:DBDraw:DB$ Draw | NumCards$ Y\nSVar:N:Count$Valid Land.YouCtrl\n"
      "SVar:Y:Remembered$Amount\n");
  ASSERT_FALSE(any_number);
  EXPECT_NE(any_number.message().find("any number"), std::string::npos);
  // An unknown parameter of StoreSVar keeps the card unsupported.
  Result<Program> extra = spell(
      "A:SP$ StoreSVar | Cost$ R | SVar$ V | Type$ Number | Expression$ 2 | Bogus$ 1 | SubAbility$ "
      "DBDraw\n"
      "SVar:DBDraw:DB$ Draw | NumCards$ V\nSVar:V:Number$0\n");
  ASSERT_FALSE(extra);
  EXPECT_NE(extra.message().find("Bogus"), std::string::npos);
}

// StoreSVar keeps its value in register 2 (set to the SVar's own value first); Repeat with
// RepeatCount$ unrolls; /Plus.N reads then adds.
TEST(RepeatCompilerTest, StoreSVarAndRepeatCount) {
  Result<Program> p = spell(
      "A:SP$ Repeat | Cost$ R | RepeatCount$ 2 | RepeatSubAbility$ DBStore\n"
      "SVar:DBStore:DB$ StoreSVar | SVar$ V | Type$ CountSVar | Expression$ V/Plus.1 | SubAbility$ "
      "DBDraw\n"
      "SVar:DBDraw:DB$ Draw | NumCards$ V\nSVar:V:Number$1\n");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p), (std::vector<Op>{Op::Push, Op::VarSet, Op::VarGet, Op::AddN, Op::VarSet,
                                             Op::VarGet, Op::Draw, Op::VarGet, Op::AddN, Op::VarSet,
                                             Op::VarGet, Op::Draw, Op::End}));
  EXPECT_EQ(p->code[0].b, 1);
  EXPECT_EQ(p->code[1].a, kVarStored);
}

}  // namespace
}  // namespace rwd
