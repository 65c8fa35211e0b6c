// The spell compiler's Token, Sacrifice, Mill, ChangeZoneAll and Cleanup effects and its
// amounts (Count$, Number$, Targeted$ / Remembered$ values read before the effects).
#include <gtest/gtest.h>

#include "cards/ability_parser.h"
#include "cards/compile_test_util.h"
#include "cards/disasm.h"
#include "cards/spell_compiler.h"

namespace rwd {
namespace {

Result<Program> compile_activated_effects(const std::string& script) {
  CardAbilities ab = parse_abilities(script);
  for (size_t i = 0; i < ab.nodes.size(); ++i)
    if (ab.nodes[i].kind == NodeKind::Activated)
      return compile_ability_effects(ab, static_cast<int>(i));
  return Status::error("no activated node");
}

TEST(TokensZonesCompilerTest, TokenPushesItsAmountAndRecordsTheToken) {
  Result<Program> p = compile_spell_script(
      "Name:Test Recruits\nManaCost:W\nTypes:Sorcery\n"
      "A:SP$ Token | Cost$ W | TokenAmount$ 2 | TokenScript$ w_1_1_soldier | TokenOwner$ You\n");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p), (std::vector<Op>{Op::Push, Op::Token, Op::End}));
  EXPECT_EQ(p->code[0].b, 2);
  EXPECT_EQ(p->code[1].a, 0);
  EXPECT_EQ(p->code[1].b, kWhoYou);
  ASSERT_EQ(p->tokens.size(), 1u);
  EXPECT_EQ(p->tokens[0].name, "Soldier");
  EXPECT_NE(disassemble(*p).find("; token0: Soldier: 1/1 white Soldier creature token"), std::string::npos)
      << disassemble(*p);
}

TEST(TokensZonesCompilerTest, TokenImagesAreOnlyPictures) {
  Result<Program> p = compile_spell_script(
      "Name:Test Hive\nManaCost:5\nTypes:Sorcery\n"
      "A:SP$ Token | Cost$ 5 | TokenAmount$ 1 | TokenName$ Wasp | TokenTypes$ "
      "Artifact,Creature,Insect | "
      "TokenColors$ Colorless | TokenPower$ 1 | TokenToughness$ 1 | TokenKeywords$ Flying | "
      "TokenImage$ c 1 1 wasp\n");
  ASSERT_TRUE(p) << p.message();
  ASSERT_EQ(p->tokens.size(), 1u);
  EXPECT_EQ(p->tokens[0].name, "Wasp");
  Result<Program> abilities = compile_spell_script(
      "Name:Test Maker\nManaCost:5\nTypes:Sorcery\n"
      "A:SP$ Token | Cost$ 5 | TokenScript$ w_1_1_soldier | TokenAbilities$ ABPing\n"
      "SVar:ABPing:AB$ DealDamage | Cost$ T | ValidTgts$ Any | NumDmg$ 1\n");
  ASSERT_FALSE(abilities);
  EXPECT_NE(abilities.message().find("TokenAbilities"), std::string::npos);
}

TEST(TokensZonesCompilerTest, TokenRefusesOtherOwnersAndUnreadableTokens) {
  Result<Program> owner = compile_spell_script(
      "Name:Test Gift\nManaCost:W\nTypes:Sorcery\n"
      "A:SP$ Token | Cost$ W | TokenScript$ w_1_1_soldier | TokenOwner$ Opponent\n");
  ASSERT_FALSE(owner);
  EXPECT_NE(owner.message().find("TokenOwner$ Opponent"), std::string::npos);
  Result<Program> treasure = compile_spell_script(
      "Name:Test Treasure\nManaCost:W\nTypes:Sorcery\nA:SP$ Token | Cost$ W | TokenScript$ "
      "c_a_treasure_sac\n");
  EXPECT_FALSE(treasure);
}

TEST(TokensZonesCompilerTest, SacrificeSelfAndSacrificeOfAPlayersChoice) {
  Result<Program> self = compile_activated_effects(
      "Name:Test Bomb\nManaCost:1\nTypes:Artifact\nA:AB$ Sacrifice | Cost$ 1 | SacValid$ Self\n");
  ASSERT_TRUE(self) << self.message();
  EXPECT_EQ(opcodes_of(*self), (std::vector<Op>{Op::Sacrifice, Op::End}));
  EXPECT_EQ(self->code[0].a, kSlotSelf);
  Result<Program> edict = compile_spell_script(
      "Name:Test Edict\nManaCost:B\nTypes:Sorcery\n"
      "A:SP$ Sacrifice | Cost$ B | ValidTgts$ Player | SacValid$ Creature | Amount$ 2\n");
  ASSERT_TRUE(edict) << edict.message();
  EXPECT_EQ(opcodes_of(*edict), (std::vector<Op>{Op::Target, Op::CheckTargets, Op::Push,
                                          Op::SacrificeChoose, Op::End}));
  EXPECT_EQ(edict->code[3].a, 0);  // the targeted player
  // A spell has no "self" permanent to sacrifice. RememberSacrificed$ True counts what is
  // sacrificed first (sacrifice.count, the Remembered register); other values are refused.
  EXPECT_FALSE(compile_spell_script(
      "Name:Test A\nManaCost:B\nTypes:Sorcery\nA:SP$ Sacrifice | Cost$ B | SacValid$ Self\n"));
  Result<Program> remember = compile_spell_script(
      "Name:Test B\nManaCost:B\nTypes:Sorcery\nA:SP$ Sacrifice | Cost$ B | SacValid$ Creature | "
      "RememberSacrificed$ True\n");
  ASSERT_TRUE(remember) << remember.message();
  EXPECT_EQ(opcodes_of(*remember), (std::vector<Op>{Op::Push, Op::SacrificeCount, Op::SacrificeChoose, Op::End}));
  Result<Program> odd = compile_spell_script(
      "Name:Test C\nManaCost:B\nTypes:Sorcery\nA:SP$ Sacrifice | Cost$ B | SacValid$ Creature | "
      "RememberSacrificed$ False\n");
  ASSERT_FALSE(odd);
  EXPECT_NE(odd.message().find("RememberSacrificed"), std::string::npos);
}

TEST(TokensZonesCompilerTest, MillAndChangeZoneAll) {
  Result<Program> mill = compile_spell_script(
      "Name:Test Mill\nManaCost:U\nTypes:Sorcery\nA:SP$ Mill | Cost$ U | ValidTgts$ Player | "
      "NumCards$ 3\n");
  ASSERT_TRUE(mill) << mill.message();
  EXPECT_EQ(opcodes_of(*mill),
            (std::vector<Op>{Op::Target, Op::CheckTargets, Op::Push, Op::Mill, Op::End}));
  Result<Program> recall = compile_spell_script(
      "Name:Test Recall\nManaCost:U\nTypes:Instant\n"
      "A:SP$ ChangeZoneAll | Cost$ U | ValidTgts$ Player | ChangeType$ Artifact | Origin$ "
      "Battlefield | Destination$ Hand\n");
  ASSERT_TRUE(recall) << recall.message();
  EXPECT_EQ(opcodes_of(*recall),
            (std::vector<Op>{Op::Target, Op::CheckTargets, Op::PushProp, Op::MoveAll, Op::End}));
  EXPECT_EQ(recall->code[2].b, kPropPlayer);
  EXPECT_EQ(recall->code[3].b, kZoneHand);
  Result<Program> yard = compile_spell_script(
      "Name:Test Yard\nManaCost:U\nTypes:Sorcery\n"
      "A:SP$ ChangeZoneAll | Cost$ U | ChangeType$ Card | Origin$ Graveyard | Destination$ Library "
      "| Shuffle$ True\n");
  ASSERT_TRUE(yard) << yard.message();
  EXPECT_EQ(yard->code.back().op, Op::End);
  EXPECT_EQ(yard->code[1].b, kZoneLibraryShuffle);
  EXPECT_EQ(yard->filters[0].zone, FilterZone::Graveyard);
  Result<Program> top = compile_spell_script(
      "Name:Test Top\nManaCost:U\nTypes:Sorcery\n"
      "A:SP$ ChangeZoneAll | Cost$ U | ChangeType$ Card | Origin$ Graveyard | Destination$ "
      "Library\n");
  ASSERT_FALSE(top);
  EXPECT_NE(top.message().find("Shuffle$"), std::string::npos);
}

TEST(TokensZonesCompilerTest, RememberedValuesAreReadBeforeTheEffects) {
  Result<Program> p = compile_spell_script(
      "Name:Test Swords\nManaCost:W\nTypes:Instant\n"
      "A:SP$ ChangeZone | Cost$ W | ValidTgts$ Creature | Origin$ Battlefield | Destination$ Exile "
      "| RememberLKI$ True | SubAbility$ DBGain\n"
      "SVar:DBGain:DB$ GainLife | Defined$ RememberedController | LifeAmount$ X | SubAbility$ "
      "DBCleanup\n"
      "SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True\n"
      "SVar:X:RememberedLKI$CardPower\n");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p), (std::vector<Op>{Op::Target, Op::CheckTargets, Op::PushProp, Op::PushProp,
                                      Op::Move, Op::GainLife, Op::End}));
  EXPECT_EQ(p->code[2].b, kPropController);  // the player first: popped after the amount
  EXPECT_EQ(p->code[3].b, kPropPower);
  EXPECT_EQ(p->code[5].a, kWhoPopped);
  // Without a remembering ability there is nothing "Remembered" names.
  Result<Program> none = compile_spell_script(
      "Name:Test None\nManaCost:W\nTypes:Instant\n"
      "A:SP$ GainLife | Cost$ W | Defined$ RememberedController | LifeAmount$ 2\n");
  ASSERT_FALSE(none);
  EXPECT_NE(none.message().find("Remembered"), std::string::npos);
}

TEST(TokensZonesCompilerTest, CountAmountsAndTheirRefusals) {
  Result<Program> p = compile_spell_script(
      "Name:Test Count\nManaCost:B\nTypes:Sorcery\n"
      "A:SP$ LoseLife | Cost$ B | ValidTgts$ Player | LifeAmount$ X\nSVar:X:Count$Valid "
      "Swamp.YouCtrl\n");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p),
            (std::vector<Op>{Op::Target, Op::CheckTargets, Op::PushCount, Op::LoseLife, Op::End}));
  EXPECT_EQ(p->code[2].a, kCountBattlefield);
  Result<Program> num = compile_spell_script(
      "Name:Test Num\nManaCost:B\nTypes:Sorcery\nA:SP$ GainLife | Cost$ B | LifeAmount$ "
      "Y\nSVar:Y:SVar$Z\nSVar:Z:Number$4\n");
  ASSERT_TRUE(num) << num.message();
  EXPECT_EQ(num->code[0].op, Op::Push);
  EXPECT_EQ(num->code[0].b, 4);
  // /Twice and /Times.N multiply the count; other math (/HalfUp) is refused by name.
  Result<Program> twice = compile_spell_script(
      "Name:Test Math\nManaCost:B\nTypes:Sorcery\nA:SP$ GainLife | Cost$ B | LifeAmount$ "
      "X\nSVar:X:Count$Valid Swamp.YouCtrl/Twice\n");
  ASSERT_TRUE(twice) << twice.message();
  EXPECT_EQ(opcodes_of(*twice),
            (std::vector<Op>{Op::PushCount, Op::Math, Op::GainLife, Op::End}));
  EXPECT_EQ(twice->code[1].a, kMathTimes);
  EXPECT_EQ(twice->code[1].b, 2);
  Result<Program> times = compile_spell_script(
      "Name:Test Math\nManaCost:B\nTypes:Sorcery\nA:SP$ GainLife | Cost$ B | LifeAmount$ "
      "X\nSVar:X:Count$Valid Swamp.YouCtrl/Times.3\n");
  ASSERT_TRUE(times) << times.message();
  EXPECT_EQ(times->code[1].b, 3);
  Result<Program> math = compile_spell_script(
      "Name:Test Math\nManaCost:B\nTypes:Sorcery\nA:SP$ GainLife | Cost$ B | LifeAmount$ "
      "X\nSVar:X:Count$Valid Swamp.YouCtrl/HalfUp\n");
  ASSERT_FALSE(math);
  EXPECT_NE(math.message().find("HalfUp"), std::string::npos);
}

}  // namespace
}  // namespace rwd
