// Costs of activated abilities and spells (601.2f-h, 602.2b, 107.3): chosen sacrifices and
// discards compile into the program's casting part; X in activation costs; Spell Blast's X.
#include "cards/cost_compiler.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "cards/ability_compiler.h"
#include "cards/compile_test_util.h"

namespace rwd {
namespace {

Result<CompiledActivated> activated(const std::string& line) {
  CardAbilities ab = parse_abilities(line);
  for (size_t i = 0; i < ab.nodes.size(); ++i)
    if (ab.nodes[i].kind == NodeKind::Activated && ab.nodes[i].svar.empty())
      return compile_activated(ab, static_cast<int>(i), "Test Card");
  return Status::error("no activated node");
}

TEST(CostCompilerTest, ChosenSacrificeRunsBeforeResolution) {
  Result<CompiledActivated> a = activated(
      "A:AB$ GainLife | Cost$ 1 Sac<1/Creature> | LifeAmount$ 3 | SpellDescription$ You gain 3 "
      "life.");
  ASSERT_TRUE(a) << a.message();
  const Program& p = *a->ability.program;
  ASSERT_GE(p.resolve_pc, 2);
  EXPECT_EQ(p.code[0].op, Op::Push);
  EXPECT_EQ(p.code[0].b, 1);
  EXPECT_EQ(p.code[1].op, Op::SacrificeChoose);
  EXPECT_EQ(a->ability.cost.sac_choice, 1);
  EXPECT_EQ(a->ability.cost.choice_filter, p.code[1].b);
  EXPECT_EQ(a->ability.cost_text, "{1}, Sacrifice a creature");
}

TEST(CostCompilerTest, ChosenDiscardRunsBeforeResolution) {
  Result<CompiledActivated> a = activated(
      "A:AB$ GainLife | Cost$ T Discard<1/Card> | LifeAmount$ 2 | SpellDescription$ You gain 2 "
      "life.");
  ASSERT_TRUE(a) << a.message();
  const Program& p = *a->ability.program;
  EXPECT_EQ(p.resolve_pc, 2);
  EXPECT_EQ(p.code[1].op, Op::Discard);
  EXPECT_EQ(p.code[1].b, 0);  // of the player's choice
  EXPECT_EQ(a->ability.cost.discard_choice, 1);
  EXPECT_EQ(a->ability.cost_text, "{T}, Discard a card");
}

TEST(CostCompilerTest, UnsupportedCostsAreRefusedByName) {
  EXPECT_EQ(
      activated("A:AB$ GainLife | Cost$ Sac<1/Creature.Other> | LifeAmount$ 3").message(),
      "Cost$ 'Sac<1/Creature.Other>': Valid 'Creature.Other': property 'Other' is not supported");
  EXPECT_EQ(
      activated("A:AB$ GainLife | Cost$ Discard<1/Creature> | LifeAmount$ 3").message(),
      "Cost$ 'Discard<1/Creature>': only Discard<N/Random> and Discard<N/Card> are supported");
  EXPECT_EQ(activated("A:AB$ Mana | Cost$ T Sac<1/Creature> | Produced$ G").message(),
            "Mana: only mana, {T}, PayLife, SubCounter/AddCounter on itself and Sac<1/CARDNAME> "
            "costs are supported");
}

TEST(CostCompilerTest, XInAnActivationCostIsAnnouncedAndPutsUpToTheMax) {
  Result<CompiledActivated> a = activated(
      "A:AB$ PutCounter | Cost$ X T | Defined$ Self | UpTo$ True | MaxFromEffect$ 7 | "
      "CounterType$ P1P0 | CounterNum$ X | SpellDescription$ Put up to X +1/+0 counters.\n"
      "SVar:X:Count$xPaid");
  ASSERT_TRUE(a) << a.message();
  EXPECT_EQ(a->ability.cost.mana.x_count, 1);
  EXPECT_EQ(a->ability.cost_text, "{X}, {T}");
  const std::vector<Op> ops = opcodes_of(*a->ability.program);
  EXPECT_NE(std::find(ops.begin(), ops.end(), Op::PushX), ops.end());
  EXPECT_NE(std::find(ops.begin(), ops.end(), Op::PutCounterUpTo), ops.end());
  EXPECT_FALSE(
      activated("A:AB$ PutCounter | Cost$ X T | Defined$ Self | CounterType$ P1P1 | "
                "CounterNum$ X\nSVar:X:Count$CardPower"));
}

TEST(CostCompilerTest, ManaAbilitiesWithCostsAddSeveralManaOrAChosenColor) {
  Result<CompiledActivated> wizard = activated(
      "A:AB$ Mana | Cost$ U T | Produced$ C | Amount$ 3 | SpellDescription$ Add {C}{C}{C}.");
  ASSERT_TRUE(wizard) << wizard.message();
  EXPECT_TRUE(wizard->ability.mana_ability);
  EXPECT_EQ(wizard->ability.mana_color, 5);
  EXPECT_EQ(wizard->ability.mana_amount, 3);
  Result<CompiledActivated> prism = activated(
      "A:AB$ Mana | Cost$ 2 T | Produced$ Any | SpellDescription$ Add one mana of any color.");
  ASSERT_TRUE(prism) << prism.message();
  EXPECT_EQ(prism->mana_each, 0x1F);
}

TEST(CostCompilerTest, SpellBlastTargetsASpellWithManaValueX) {
  Result<Program> p = compile_spell_script(
      "A:SP$ Counter | Cost$ X U | TargetType$ Spell | ValidTgts$ Card | SpellDescription$ "
      "Counter target spell with converted mana cost X.\nSVar:X:Targeted$CardManaCost");
  ASSERT_TRUE(p) << p.message();
  ASSERT_EQ(p->filters.size(), 1u);
  EXPECT_EQ(p->filters[0].zone, FilterZone::Stack);
  EXPECT_EQ(p->filters[0].terms[0].stat, 2);
  EXPECT_EQ(p->filters[0].terms[0].stat_n, FilterTerm::kStatIsX);
}

TEST(CostCompilerTest, PowerSinkPaysXAndSkipsTheRestWhenPaid) {
  Result<Program> p = compile_spell_script(
      "A:SP$ Counter | Cost$ X U | UnlessCost$ X | TargetType$ Spell | ValidTgts$ Card | "
      "SubAbility$ Taps | UnlessResolveSubs$ WhenNotPaid\n"
      "SVar:Taps:DB$ TapAll | ValidCards$ Land.hasManaAbility | Defined$ TargetedController | "
      "SubAbility$ Drain\n"
      "SVar:Drain:DB$ DrainMana | Defined$ TargetedController\n"
      "SVar:X:Count$xPaid");
  ASSERT_TRUE(p) << p.message();
  ASSERT_EQ(p->costs.size(), 1u);
  EXPECT_EQ(p->costs[0].x_count, 1);
  size_t unless = 0;
  while (unless < p->code.size() && p->code[unless].op != Op::UnlessPay) ++unless;
  ASSERT_LT(unless + 1, p->code.size());
  ASSERT_EQ(p->code[unless + 1].op, Op::Branch);
  // Paid: past the taps and the drain, to the end.
  EXPECT_EQ(p->code[p->code[unless + 1].b].op, Op::End);
  const std::vector<Op> ops = opcodes_of(*p);
  EXPECT_NE(std::find(ops.begin(), ops.end(), Op::TapLands), ops.end());
  EXPECT_NE(std::find(ops.begin(), ops.end(), Op::DrainMana), ops.end());
}

}  // namespace
}  // namespace rwd
