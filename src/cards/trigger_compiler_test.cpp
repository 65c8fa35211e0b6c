// The trigger compiler: each supported T: form compiles to the expected event, filters and
// subject, and anything the engine does not run is refused with a reason naming the piece.
#include "cards/trigger_compiler.h"

#include <gtest/gtest.h>

#include "cards/ability_parser.h"
#include "cards/compile_test_util.h"

namespace rwd {
namespace {

TEST(TriggerCompilerTest, DamageDoneToAnOpponentNamesTheDamagedPlayer) {
  Result<TriggeredAbility> t = trigger_from_script(
      "T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Opponent | Execute$ TrigDiscard "
      "| "
      "TriggerDescription$ Whenever CARDNAME deals damage to an opponent, that player discards a "
      "card at random.\n"
      "SVar:TrigDiscard:DB$ Discard | Defined$ TriggeredTarget | NumCards$ 1 | Mode$ Random\n");
  ASSERT_TRUE(t) << t.message();
  EXPECT_EQ(t->event, TriggerEvent::DamageDone);
  EXPECT_EQ(t->card_filter, -1);  // the source itself
  ASSERT_GE(t->other_filter, 0);
  EXPECT_TRUE(t->program->filters[t->other_filter].allows_players());
  EXPECT_EQ(t->subject, TriggerSubject::Target);
  EXPECT_EQ(
      t->text,
      "Whenever Test Card deals damage to an opponent, that player discards a card at random.");
}

TEST(TriggerCompilerTest, EnchantedControllersUpkeepAndIntervening) {
  Result<TriggeredAbility> t = trigger_from_script(
      "T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ EnchantedController | TriggerZones$ "
      "Battlefield | "
      "Execute$ TrigDamage\n"
      "SVar:TrigDamage:DB$ DealDamage | Defined$ TriggeredPlayer | NumDmg$ 1\n");
  ASSERT_TRUE(t) << t.message();
  EXPECT_EQ(t->event, TriggerEvent::Upkeep);
  EXPECT_EQ(t->player, TriggerPlayer::EnchantedController);
  EXPECT_EQ(t->subject, TriggerSubject::Player);
  Result<TriggeredAbility> mine = trigger_from_script(
      "T:Mode$ Phase | Phase$ Draw | ValidPlayer$ Player | IsPresent$ Card.Self+untapped | "
      "Execute$ TrigDraw\n"
      "SVar:TrigDraw:DB$ Draw | Defined$ TriggeredPlayer | NumCards$ 1\n");
  ASSERT_TRUE(mine) << mine.message();
  EXPECT_EQ(mine->event, TriggerEvent::DrawStep);
  ASSERT_GE(mine->present_filter, 0);
  EXPECT_EQ(mine->present_cmp, Compare::GE);
  EXPECT_EQ(mine->present_n, 1);
  // 603.4: the condition is checked again as it resolves.
  EXPECT_EQ(mine->program->code[mine->program->resolve_pc].op, Op::CheckIf);
}

TEST(TriggerCompilerTest, OtherObjectsZoneChangesAndTaps) {
  Result<TriggeredAbility> ankh = trigger_from_script(
      "T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Land | Execute$ "
      "TrigDamage\n"
      "SVar:TrigDamage:DB$ DealDamage | Defined$ TriggeredCardController | NumDmg$ 2\n");
  ASSERT_TRUE(ankh) << ankh.message();
  EXPECT_EQ(ankh->event, TriggerEvent::ZoneChange);
  EXPECT_EQ(ankh->origin, 0);
  EXPECT_EQ(ankh->destination, 1 << 2);  // Zone::Battlefield
  EXPECT_GE(ankh->card_filter, 0);
  EXPECT_EQ(ankh->subject, TriggerSubject::CardController);
  Result<TriggeredAbility> blight = trigger_from_script(
      "T:Mode$ Taps | ValidCard$ Card.AttachedBy | Execute$ TrigDestroy\n"
      "SVar:TrigDestroy:DB$ Destroy | Defined$ TriggeredCard\n");
  ASSERT_TRUE(blight) << blight.message();
  EXPECT_EQ(blight->event, TriggerEvent::Taps);
  ASSERT_GE(blight->card_filter, 0);
  EXPECT_EQ(blight->program->filters[blight->card_filter].terms[0].enchanted, 1);
  EXPECT_EQ(blight->subject, TriggerSubject::Card);
}

TEST(TriggerCompilerTest, UnsupportedFormsAreRefusedByName) {
  auto refusal = [](const std::string& script) {
    Result<TriggeredAbility> t = trigger_from_script(script);
    return t ? std::string("compiled") : t.message();
  };
  EXPECT_EQ(
      refusal(
          "T:Mode$ Phase | Phase$ Main2 | Execute$ X\nSVar:X:DB$ GainLife | LifeAmount$ 1\n"),
      "Phase trigger: Phase$ Main2 is not supported");
  EXPECT_EQ(refusal("T:Mode$ Attacks | ValidCard$ Card.Self | CheckSVar$ Y | Execute$ X\n"
                    "SVar:X:DB$ GainLife | LifeAmount$ 1\n"),
            "Attacks trigger: parameter CheckSVar$ is not supported");
  EXPECT_EQ(refusal("T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | IsPresent$ Card.Self | "
                    "PresentZone$ Graveyard | "
                    "Execute$ X\nSVar:X:DB$ GainLife | LifeAmount$ 1\n"),
            "Phase trigger: PresentZone$ Graveyard is not supported (only Battlefield)");
  // A subject the event doesn't have: no damage target at the beginning of an upkeep.
  EXPECT_EQ(refusal("T:Mode$ Phase | Phase$ Upkeep | Execute$ X\n"
                    "SVar:X:DB$ DealDamage | Defined$ TriggeredTarget | NumDmg$ 1\n"),
            "Phase trigger: Defined$ TriggeredTarget is not supported for this mode");
  EXPECT_EQ(refusal("T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | "
                    "ValidCard$ Creature | "
                    "TriggerController$ You | Execute$ X\nSVar:X:DB$ GainLife | LifeAmount$ 1\n"),
            "ChangesZone trigger: TriggerController$ You is not supported");
}

}  // namespace
}  // namespace rwd
