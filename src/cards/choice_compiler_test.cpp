// Choices inside abilities, compiled: Optional$ ("you may"), UnlessCost$ ("unless pays"),
// Charm modes (700.2), PreventDamage and Fog (615), K:UpkeepCost; unsupported forms refused
// by name.
#include <gtest/gtest.h>

#include "cards/ability_parser.h"
#include "cards/compile_test_util.h"
#include "cards/spell_compiler.h"
#include "cards/upkeep_cost.h"

namespace rwd {
namespace {

TEST(ChoiceCompilerTest, OptionalSubAbilityAsksAndSkipsOnlyItsOwnEffect) {
  Result<Program> p = compile_spell_script(
      "Name:Test Maybe\nManaCost:U\nTypes:Sorcery\n"
      "A:SP$ GainLife | LifeAmount$ 2 | SubAbility$ DBDraw\n"
      "SVar:DBDraw:DB$ Draw | NumCards$ 1 | Optional$ True | SpellDescription$ Draw a card.\n");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p), (std::vector<Op>{Op::Push, Op::GainLife, Op::Ask, Op::Branch, Op::Push,
                                      Op::Draw, Op::End}));
  EXPECT_EQ(p->code[2].a, kWhoYou);
  ASSERT_EQ(p->questions.size(), 1u);
  EXPECT_EQ(p->questions[0], "Draw a card.");
  EXPECT_EQ(p->code[3].a, 0);  // jump when the answer is no
  EXPECT_EQ(p->code[3].b, 6);  // past the draw
}

TEST(ChoiceCompilerTest, UnlessCostIsPaidByTheTargetsControllerByDefault) {
  Result<Program> p = compile_spell_script(
      "Name:Test Leak\nManaCost:1 U\nTypes:Instant\n"
      "A:SP$ Counter | TargetType$ Spell | ValidTgts$ Card | UnlessCost$ 2\n");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p), (std::vector<Op>{Op::Target, Op::CheckTargets, Op::UnlessPay, Op::Branch,
                                      Op::Counter, Op::End}));
  EXPECT_EQ(p->code[2].a, kWhoSlotController | 0);
  ASSERT_EQ(p->costs.size(), 1u);
  EXPECT_EQ(p->cost_text[0], "{2}");
  EXPECT_EQ(p->code[3].a, 1);  // jump when paid
  EXPECT_EQ(p->code[3].b, 5);
}

TEST(ChoiceCompilerTest, UnlessSwitchedDoesTheEffectOnlyIfPaid) {
  Result<Program> p = compile_spell_script(
      "Name:Test Toll\nManaCost:U\nTypes:Instant\n"
      "A:SP$ Draw | UnlessCost$ 1 | UnlessPayer$ You | UnlessSwitched$ True\n");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p), (std::vector<Op>{Op::UnlessPay, Op::Branch, Op::Push, Op::Draw, Op::End}));
  EXPECT_EQ(p->code[0].a, kWhoYou);
  EXPECT_EQ(p->code[1].a, 0);  // jump when not paid
  EXPECT_EQ(p->code[1].b, 4);
  Result<Program> bad = compile_spell_script(
      "Name:Test Toll\nManaCost:U\nTypes:Instant\n"
      "A:SP$ Draw | UnlessCost$ 1 | UnlessPayer$ You | UnlessSwitched$ Maybe\n");
  ASSERT_FALSE(bad);
}

TEST(ChoiceCompilerTest, UnsupportedUnlessFormsAreRefusedByName) {
  Result<Program> life = compile_spell_script(
      "Name:Test Toll\nManaCost:U\nTypes:Instant\n"
      "A:SP$ Counter | TargetType$ Spell | ValidTgts$ Card | UnlessCost$ PayLife<2>\n");
  ASSERT_FALSE(life);
  EXPECT_NE(life.message().find("UnlessCost$ PayLife<2>"), std::string::npos) << life.message();
  Result<Program> payer = compile_spell_script(
      "Name:Test Toll\nManaCost:U\nTypes:Instant\n"
      "A:SP$ Counter | TargetType$ Spell | ValidTgts$ Card | UnlessCost$ 1 | UnlessPayer$ "
      "Opponent\n");
  ASSERT_FALSE(payer);
  EXPECT_NE(payer.message().find("UnlessPayer$ Opponent"), std::string::npos) << payer.message();
  Result<Program> nobody =
      compile_spell_script("Name:Test Toll\nManaCost:U\nTypes:Instant\nA:SP$ Draw | UnlessCost$ 1\n");
  ASSERT_FALSE(nobody);
  Result<Program> maybe =
      compile_spell_script("Name:Test Toll\nManaCost:U\nTypes:Instant\nA:SP$ Draw | Optional$ Sometimes\n");
  ASSERT_FALSE(maybe);
  EXPECT_NE(maybe.message().find("Optional$ Sometimes"), std::string::npos);
}

TEST(ChoiceCompilerTest, CharmChoosesAModeThenOnlyThatModesTarget) {
  Result<Program> p = compile_spell_script(
      "Name:Test Salve\nManaCost:W\nTypes:Instant\n"
      "A:SP$ Charm | Cost$ W | Choices$ DBGain,DBPrevent | CharmNum$ 1\n"
      "SVar:DBGain:DB$ GainLife | ValidTgts$ Player | LifeAmount$ 3 | SpellDescription$ Gain.\n"
      "SVar:DBPrevent:DB$ PreventDamage | ValidTgts$ Any | Amount$ 3 | SpellDescription$ "
      "Prevent.\n");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p),
            (std::vector<Op>{Op::ChooseMode, Op::ModeSkip, Op::Target, Op::ModeSkip, Op::Target,
                             Op::CheckTargets, Op::SkipUnchosen, Op::Push, Op::GainLife,
                             Op::SkipUnchosen, Op::Push, Op::PreventDamage, Op::End}));
  EXPECT_EQ(p->resolve_pc, 5);
  EXPECT_EQ(p->modes, (std::vector<std::string>{"Gain.", "Prevent."}));
  EXPECT_EQ(p->mode_slots, (std::vector<uint8_t>{0, 1}));
  EXPECT_EQ(p->code[1].b, 3);  // mode 0's block ends where mode 1's starts
  EXPECT_EQ(p->code[3].b, 5);
  EXPECT_EQ(p->code[6].b, 9);
  EXPECT_EQ(p->code[9].b, 12);
}

TEST(ChoiceCompilerTest, CharmFormsNotImplementedAreRefused) {
  Result<Program> two = compile_spell_script(
      "Name:Test Charm\nManaCost:W\nTypes:Instant\nA:SP$ Charm | Choices$ DBA,DBB | CharmNum$ 2\n"
      "SVar:DBA:DB$ GainLife | ValidTgts$ Player | LifeAmount$ 3\nSVar:DBB:DB$ GainLife | "
      "ValidTgts$ Player | LifeAmount$ 1\n");
  ASSERT_FALSE(two);
  EXPECT_NE(two.message().find("CharmNum$ 2"), std::string::npos) << two.message();
  Result<Program> untargeted = compile_spell_script(
      "Name:Test Charm\nManaCost:W\nTypes:Instant\nA:SP$ Charm | Choices$ DBA,DBB\n"
      "SVar:DBA:DB$ GainLife | LifeAmount$ 3\nSVar:DBB:DB$ GainLife | ValidTgts$ Player | "
      "LifeAmount$ 1\n");
  // 700.2: a mode without a target has no slot; the chosen mode travels with the spell.
  ASSERT_TRUE(untargeted) << untargeted.message();
  EXPECT_EQ(untargeted->mode_slots, (std::vector<uint8_t>{Program::kNoModeSlot, 0}));
}

TEST(ChoiceCompilerTest, PreventDamageTargetsOrShieldsYouAndFogNeedsNothing) {
  Result<Program> any = compile_spell_script(
      "Name:Test Shield\nManaCost:W\nTypes:Instant\nA:SP$ PreventDamage | ValidTgts$ Any | Amount$ "
      "3\n");
  ASSERT_TRUE(any) << any.message();
  EXPECT_EQ(opcodes_of(*any),
            (std::vector<Op>{Op::Target, Op::CheckTargets, Op::Push, Op::PreventDamage, Op::End}));
  EXPECT_EQ(any->code[3].a, 0);
  Result<Program> you = compile_spell_script(
      "Name:Test Shield\nManaCost:W\nTypes:Instant\nA:SP$ PreventDamage | Defined$ You | Amount$ "
      "2\n");
  ASSERT_TRUE(you) << you.message();
  EXPECT_EQ(you->code[1].a, kWhoYou);
  Result<Program> bad = compile_spell_script(
      "Name:Test Shield\nManaCost:W\nTypes:Instant\nA:SP$ PreventDamage | Defined$ Enchanted | "
      "Amount$ 2\n");
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.message().find("Defined$ Enchanted"), std::string::npos) << bad.message();
  Result<Program> fog =
      compile_spell_script("Name:Test Fog\nManaCost:G\nTypes:Instant\nA:SP$ Fog | Cost$ G\n");
  ASSERT_TRUE(fog) << fog.message();
  EXPECT_EQ(opcodes_of(*fog), (std::vector<Op>{Op::Fog, Op::End}));
}

TEST(ChoiceCompilerTest, UpkeepCostBuildsAPayOrSacrificeTrigger) {
  ASSERT_TRUE(is_upkeep_cost("UpkeepCost:B B"));
  EXPECT_FALSE(is_upkeep_cost("Flying"));
  Result<TriggeredAbility> t = upkeep_cost_trigger("UpkeepCost:B B", "Test Efreet");
  ASSERT_TRUE(t) << t.message();
  EXPECT_EQ(t->event, TriggerEvent::Upkeep);
  EXPECT_FALSE(t->each_player);
  EXPECT_EQ(t->text,
            "At the beginning of your upkeep, sacrifice Test Efreet unless you pay {B}{B}.");
  EXPECT_EQ(opcodes_of(*t->program),
            (std::vector<Op>{Op::UnlessPay, Op::Branch, Op::Sacrifice, Op::End}));
  EXPECT_EQ(t->program->code[2].a, kSlotSelf);  // the source itself
  Result<TriggeredAbility> sac = upkeep_cost_trigger("UpkeepCost:Sac<1/Creature>", "Test");
  ASSERT_FALSE(sac);
  EXPECT_NE(sac.message().find("Sac<1/Creature>"), std::string::npos);
}

TEST(ChoiceCompilerTest, ChosenSourceShieldsCompileAndOtherReplacementsAreRefused) {
  const std::string head =
      "Name:Test Circle\nManaCost:W\nTypes:Instant\n"
      "A:SP$ ChooseSource | Choices$ Card.RedSource | SubAbility$ DBEffect\n"
      "SVar:DBEffect:DB$ Effect | ReplacementEffects$ RPrevent | SubAbility$ DBCleanup\n"
      "SVar:DBCleanup:DB$ Cleanup | ClearChosenCard$ True\n"
      "SVar:DBExile:DB$ ChangeZone | Defined$ Self | Origin$ Command | Destination$ Exile\n";
  Result<Program> plain = compile_spell_script(
      head +
      "SVar:RPrevent:Event$ DamageDone | ValidSource$ Card.ChosenCard | ValidTarget$ You | "
      "ReplaceWith$ DBExile | PreventionEffect$ True\n");
  ASSERT_TRUE(plain) << plain.message();
  EXPECT_EQ(opcodes_of(*plain), (std::vector<Op>{Op::ChooseSource, Op::PreventNextFrom, Op::End}));
  EXPECT_EQ(plain->code[1].b, 0);
  EXPECT_EQ(plain->filters[0].terms[0].colors_any, color_bit(Color::Red));
  Result<Program> gain = compile_spell_script(head +
                                      "SVar:RPrevent:Event$ DamageDone | ValidSource$ "
                                      "Card.ChosenCard | ValidTarget$ You | ReplaceWith$ DBGain | "
                                      "PreventionEffect$ True\nSVar:DBGain:DB$ GainLife | Defined$ "
                                      "You | LifeAmount$ X | SubAbility$ DBExile\n"
                                      "SVar:X:ReplaceCount$DamageAmount\n");
  ASSERT_TRUE(gain) << gain.message();
  EXPECT_EQ(gain->code[1].b, 1);  // and gain the life prevented
  Result<Program> redirect =
      compile_spell_script(head +
                   "SVar:RPrevent:Event$ DamageDone | ValidSource$ Card.ChosenCard | ValidTarget$ "
                   "You | ReplaceWith$ DBDmg | "
                   "PreventionEffect$ True\nSVar:DBDmg:DB$ DealDamage | Defined$ You | NumDmg$ 2 | "
                   "SubAbility$ DBExile\n");
  ASSERT_FALSE(redirect);
  EXPECT_NE(redirect.message().find("ReplaceWith$ DBDmg"), std::string::npos) << redirect.message();
  Result<Program> other =
      compile_spell_script(head +
                   "SVar:RPrevent:Event$ DamageDone | ValidSource$ Card.ChosenCard | ValidTarget$ "
                   "Creature | ReplaceWith$ DBExile | PreventionEffect$ True\n");
  ASSERT_FALSE(other);
}

}  // namespace
}  // namespace rwd
