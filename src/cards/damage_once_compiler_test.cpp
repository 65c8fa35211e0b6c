// DamageDealtOnce / DamageDoneOnce triggers (120.3, 603.2c) and the "this turn" properties
// of a trigger's own card: what compiles, and what is refused by name.
#include <gtest/gtest.h>

#include "cards/ability_parser.h"
#include "cards/compile_test_util.h"
#include "cards/filter_compiler.h"
#include "cards/trigger_compiler.h"

namespace rwd {
namespace {

TEST(DamageOnceTriggerTest, DealtOnceBySelfCarriesTheAmount) {
  Result<TriggeredAbility> t = trigger_from_script(
      "T:Mode$ DamageDealtOnce | ValidSource$ Card.Self | Execute$ Gain | TriggerDescription$ "
      "Whenever CARDNAME deals damage, you gain that much life.\n"
      "SVar:Gain:DB$ GainLife | Defined$ You | LifeAmount$ X\n"
      "SVar:X:TriggerCount$DamageAmount\n");
  ASSERT_TRUE(t) << t.message();
  EXPECT_EQ(t->event, TriggerEvent::DamageDealtOnce);
  EXPECT_EQ(t->card_filter, -1);  // the source itself
  EXPECT_EQ(t->other_filter, -1);
}

TEST(DamageOnceTriggerTest, DoneOnceToTheEnchantedCreatureCompiles) {
  Result<TriggeredAbility> t = trigger_from_script(
      "T:Mode$ DamageDoneOnce | ValidTarget$ Card.AttachedBy | CombatDamage$ True | Execute$ "
      "Gain | TriggerDescription$ x\n"
      "SVar:Gain:DB$ GainLife | Defined$ You | LifeAmount$ 1\n");
  ASSERT_TRUE(t) << t.message();
  EXPECT_EQ(t->event, TriggerEvent::DamageDoneOnce);
  EXPECT_GE(t->card_filter, 0);
  EXPECT_TRUE(t->combat_only);
}

TEST(DamageOnceTriggerTest, ManySourcesAreRefused) {
  // One waiting trigger per ability holds a batch, so the once-side must be one object.
  Result<TriggeredAbility> t = trigger_from_script(
      "T:Mode$ DamageDealtOnce | ValidSource$ Creature | Execute$ Gain | TriggerDescription$ x\n"
      "SVar:Gain:DB$ GainLife | Defined$ You | LifeAmount$ 1\n");
  ASSERT_FALSE(t);
  EXPECT_NE(t.message().find("ValidSource$ must be Card.Self or Card.AttachedBy"),
            std::string::npos)
      << t.message();
}

TEST(DamageOnceTriggerTest, TriggeredCardIsRefused) {
  Result<TriggeredAbility> t = trigger_from_script(
      "T:Mode$ DamageDoneOnce | ValidTarget$ Card.Self | Execute$ Hit | TriggerDescription$ x\n"
      "SVar:Hit:DB$ DealDamage | Defined$ TriggeredTarget | NumDmg$ 1\n");
  EXPECT_FALSE(t);
}

TEST(PhaseTriggerTest, WithoutValidPlayerItIsEachPlayersStep) {
  Result<TriggeredAbility> t = trigger_from_script(
      "T:Mode$ Phase | Phase$ End of Turn | TriggerZones$ Battlefield | IsPresent$ "
      "Card.Self+dealtDamageToOppThisTurn | Execute$ Grow | TriggerDescription$ x\n"
      "SVar:Grow:DB$ PutCounter | Defined$ Self | CounterType$ P1P1 | CounterNum$ 1\n");
  ASSERT_TRUE(t) << t.message();
  EXPECT_EQ(t->event, TriggerEvent::EndStep);
  EXPECT_EQ(t->player, TriggerPlayer::Any);
  EXPECT_TRUE(t->each_player);
  EXPECT_GE(t->present_filter, 0);
}

TEST(TurnFactsFilterTest, ThisTurnPropertiesNeedSelf) {
  std::vector<std::string> subtypes;
  Result<Filter> self = compile_filter("Card.Self+dealtDamageToOppThisTurn", subtypes, FilterUse::SourceRelative);
  ASSERT_TRUE(self) << self.message();
  EXPECT_EQ(self->terms[0].turn_facts, 4);
  Result<Filter> na = compile_filter("Creature.Self+notAttackedThisTurn", subtypes, FilterUse::SourceRelative);
  ASSERT_TRUE(na) << na.message();
  EXPECT_EQ(na->terms[0].turn_facts, 2);
  Result<Filter> any = compile_filter("Creature.attackedThisTurn", subtypes, FilterUse::SourceRelative);
  ASSERT_FALSE(any);
  EXPECT_NE(any.message().find("only with Self"), std::string::npos) << any.message();
}

}  // namespace
}  // namespace rwd
