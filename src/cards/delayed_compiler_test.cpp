// The delayed-trigger compiler (603.7), activation restrictions (602.5b), chosen-X counter
// costs (107.3) and excluded subtypes in Valid expressions: what compiles to what, and what
// is refused by name.
#include "cards/delayed_compiler.h"

#include <gtest/gtest.h>

#include "cards/ability_compiler.h"
#include "cards/ability_parser.h"
#include "cards/filter_compiler.h"
#include "cards/trigger_compiler.h"

namespace rwd {
namespace {

Result<TriggeredAbility> compile_first_trigger(const std::string& script) {
  CardAbilities ab = parse_abilities(script);
  for (size_t i = 0; i < ab.nodes.size(); ++i)
    if (ab.nodes[i].kind == NodeKind::Trigger)
      return compile_trigger(ab, static_cast<int>(i), "Test Basilisk");
  return Status::error("no trigger node");
}

Result<CompiledActivated> compile_first_activated(const std::string& script) {
  CardAbilities ab = parse_abilities(script);
  for (size_t i = 0; i < ab.nodes.size(); ++i)
    if (ab.nodes[i].kind == NodeKind::Activated)
      return compile_activated(ab, static_cast<int>(i), "Test Battery");
  return Status::error("no activated node");
}

const std::string kBlockerTrigger =
    "T:Mode$ AttackerBlockedByCreature | ValidCard$ Card.Self | ValidBlocker$ Creature.nonWall | "
    "Execute$ Mark | TriggerDescription$ Whenever CARDNAME becomes blocked, destroy it later.\n"
    "SVar:Mark:DB$ DelayedTrigger | Mode$ Phase | Phase$ EndCombat | ValidPlayer$ Player | "
    "RememberObjects$ TriggeredBlocker | Execute$ Kill | TriggerDescription$ Destroy the "
    "creature that blocked CARDNAME.\n"
    "SVar:Kill:DB$ Destroy | Defined$ DelayTriggerRemembered\n";

TEST(DelayedCompilerTest, BlockedByTriggerCreatesADelayedDestroy) {
  Result<TriggeredAbility> t = compile_first_trigger(kBlockerTrigger);
  ASSERT_TRUE(t) << t.message();
  EXPECT_EQ(t->event, TriggerEvent::AttackerBlockedBy);
  EXPECT_EQ(t->subject, TriggerSubject::Blocker);
  ASSERT_GE(t->program->code.size(), 1u);
  EXPECT_EQ(t->program->code[0].op, Op::DelayTrigger);
  EXPECT_EQ(t->program->code[0].a, static_cast<uint8_t>(DelayedStep::EndCombat));
  EXPECT_EQ(t->program->code[0].b, 1);  // the face lists the delayed ability right after
  ASSERT_TRUE(t->delayed);
  EXPECT_EQ(t->delayed->event, TriggerEvent::Delayed);
  EXPECT_EQ(t->delayed->subject, TriggerSubject::Card);
  EXPECT_EQ(t->delayed->text, "Destroy the creature that blocked Test Basilisk.");
  // The blocker filter excludes Walls (205.3m): an excluded subtype.
  ASSERT_GE(t->other_filter, 0);
  const FilterTerm& term = t->program->filters[t->other_filter].terms.at(0);
  ASSERT_GE(term.subtype_none, 0);
  EXPECT_EQ(t->program->subtypes[term.subtype_none], "Wall");
}

TEST(DelayedCompilerTest, UnsupportedDelayedTriggersAreRefusedByName) {
  std::string upkeep = kBlockerTrigger;
  upkeep.replace(upkeep.find("EndCombat"), 9, "Cleanup");
  Result<TriggeredAbility> t = compile_first_trigger(upkeep);
  ASSERT_FALSE(t);
  EXPECT_NE(t.message().find("DelayedTrigger: Phase$ Cleanup is not supported"), std::string::npos)
      << t.message();
  std::string extra = kBlockerTrigger;
  extra.replace(extra.find("| Execute$ Kill"), 0, "| DelayedTriggerDefinedPlayer$ You ");
  t = compile_first_trigger(extra);
  ASSERT_FALSE(t);
  EXPECT_NE(t.message().find("parameter DelayedTriggerDefinedPlayer$"), std::string::npos)
      << t.message();
}

TEST(DelayedCompilerTest, ActivationRestrictions) {
  Result<CompiledActivated> a = compile_first_activated(
      "A:AB$ Pump | Cost$ B | NumAtt$ +1 | ActivationLimit$ 2 | ActivationPhases$ "
      "Upkeep->Main1 | PlayerTurn$ True | SpellDescription$ CARDNAME gets +1/+0.\n");
  ASSERT_TRUE(a) << a.message();
  EXPECT_EQ(a->ability.limit_per_turn, 2);
  EXPECT_TRUE(a->ability.your_turn_only);
  EXPECT_EQ(a->ability.steps, (1u << 1) | (1u << 2) | (1u << 3));  // Upkeep, Draw, Main1
  Result<CompiledActivated> bad = compile_first_activated(
      "A:AB$ Pump | Cost$ B | NumAtt$ +1 | ActivationPhases$ Declare Blockers\n");
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.message().find("ActivationPhases$ Declare Blockers is not supported"),
            std::string::npos)
      << bad.message();
}

TEST(DelayedCompilerTest, CounterBatteryAndRandomDiscardCosts) {
  Result<CompiledActivated> a = compile_first_activated(
      "A:AB$ Mana | Cost$ T SubCounter<X/CHARGE> | Produced$ R | Amount$ Y | SpellDescription$ "
      "Add {R}.\nSVar:X:XChoice\nSVar:Y:Number$1/Plus.ChosenX\n");
  ASSERT_TRUE(a) << a.message();
  EXPECT_TRUE(a->ability.mana_ability);
  EXPECT_TRUE(a->ability.cost.sub_counters_x);
  EXPECT_EQ(a->ability.mana_amount, 1);
  EXPECT_EQ(a->ability.cost_text, "{T}, Remove any number of charge counters from Test Battery");
  Result<CompiledActivated> two = compile_first_activated(
      "A:AB$ Mana | Cost$ T SubCounter<X/CHARGE> | Produced$ R | Amount$ Y\nSVar:X:XChoice\n"
      "SVar:Y:Number$2/Plus.ChosenX\n");
  EXPECT_FALSE(two);  // only "1 plus X"
  Result<CompiledActivated> helm = compile_first_activated(
      "A:AB$ Pump | Cost$ 3 Discard<1/Random> | ValidTgts$ Creature | NumAtt$ +2 | NumDef$ +2\n");
  ASSERT_TRUE(helm) << helm.message();
  EXPECT_EQ(helm->ability.cost.discard_random, 1);
  EXPECT_EQ(helm->ability.cost_text, "{3}, Discard a card at random");
  Result<CompiledActivated> chosen = compile_first_activated(
      "A:AB$ Pump | Cost$ 3 Discard<1/Card> | ValidTgts$ Creature | NumAtt$ +2\n");
  ASSERT_TRUE(chosen) << chosen.message();  // the choice is made while activating (cost_compiler.h)
  EXPECT_EQ(chosen->ability.cost.discard_choice, 1);
  EXPECT_EQ(chosen->ability.cost_text, "{3}, Discard a card");
}

TEST(DelayedCompilerTest, NegatedPropertiesThatAreNotSubtypesStayRefused) {
  std::vector<std::string> subtypes;
  EXPECT_TRUE(compile_filter("Creature.nonWall", subtypes, FilterUse::Spell));
  EXPECT_FALSE(compile_filter("Creature.nonToken", subtypes, FilterUse::Spell));
  EXPECT_FALSE(compile_filter("Creature.nonHistoric", subtypes, FilterUse::Spell));
  EXPECT_TRUE(compile_filter("Creature.nonLegendary", subtypes, FilterUse::Spell));  // a supertype (205.4a)
}

}  // namespace
}  // namespace rwd
