// "When CARDNAME enters the battlefield, exile target creature. When CARDNAME leaves the
// battlefield, return the exiled card to the battlefield under its owner's control.": two
// linked abilities (607.2a) through the exiled card (rules/exile_link.h), 610.3c. Test cards
// written from rules text.
#include <gtest/gtest.h>

#include <string>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = builtin_db_with(
      {"Name:Test Road Away\nManaCost:1 W\nTypes:Enchantment\n"
       "T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | "
       "Execute$ TrigExile | TriggerDescription$ When CARDNAME enters the battlefield, exile "
       "target creature.\n"
       "T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Any | ValidCard$ Card.Self | "
       "Execute$ TrigReturn | TriggerController$ TriggeredCardController | TriggerDescription$ "
       "When CARDNAME leaves the battlefield, return the exiled card to the battlefield under "
       "its owner's control.\n"
       "SVar:TrigExile:DB$ ChangeZone | TargetMin$ 1 | ValidTgts$ Creature | RememberTargets$ "
       "True | ForgetOtherTargets$ True | Origin$ Battlefield | Destination$ Exile\n"
       "SVar:TrigReturn:DB$ ChangeZone | Defined$ Remembered | Origin$ Exile | Destination$ "
       "Battlefield | SubAbility$ DBCleanup\n"
       "SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True\n",
       "Name:Test Warden\nManaCost:1 W W\nTypes:Creature Human Cleric\nPT:1/3\n"
       "T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | "
       "Execute$ TrigExile | OptionalDecider$ You | TriggerDescription$ When CARDNAME enters "
       "the battlefield, you may exile another target creature.\n"
       "SVar:TrigExile:DB$ ChangeZone | Origin$ Battlefield | Destination$ Exile | "
       "RememberChanged$ True | ForgetOtherRemembered$ True | ValidTgts$ Creature.Other\n"
       "T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Any | ValidCard$ Card.Self | "
       "Execute$ TrigReturn | TriggerController$ TriggeredCardController | TriggerDescription$ "
       "When CARDNAME leaves the battlefield, return the exiled card to the battlefield under "
       "its owner's control.\n"
       "SVar:TrigReturn:DB$ ChangeZone | Origin$ Exile | Destination$ Battlefield | Defined$ "
       "DirectRemembered\n"},
      "exile_link_test");
  return d;
}

// Passes until something other than passing is asked, or the stack is empty.
void pass_while_stacked(Game& g) {
  for (int guard = 0; guard < 12 && !state_of(g).stack.empty() && has_option(g, "pass") &&
                      !has_option(g, "target Hill Giant") && !has_option(g, "yes");
       ++guard)
    answer(g, "pass");
}

bool in_exile(const Game& g, PlayerId p, const char* name) {
  return count_named(g, state_of(g).player(p).exile, name) == 1;
}

// p1 (Plains x4) casts Test Road Away and exiles p2's Hill Giant; Disenchant stays in hand.
Game road_exiles_giant() {
  Position pos;
  pos.players[0].battlefield = {{"Plains"}, {"Plains"}, {"Plains"}, {"Plains"}};
  pos.players[0].hand = {{"Test Road Away"}, {"Disenchant"}};
  pos.players[1].battlefield = {{"Hill Giant"}, {"Grizzly Bears"}};
  Game g = game_from(pos, db(), 4);
  answer(g, "cast Test Road Away");
  pass_while_stacked(g);  // the enchantment resolves; its trigger asks for a target
  answer_prefix(g, "target Hill Giant");
  return g;
}

TEST(ExileLinkTest, TheCardReturnsWhenTheSourceLeaves) {  // 607.2a, 610.3c
  expect_supported(db(), "Test Road Away");
  Game g = road_exiles_giant();
  pass_while_stacked(g);
  ASSERT_TRUE(in_exile(g, PlayerId::P2, "Hill Giant"));
  ASSERT_FALSE(battlefield_card(g, "Hill Giant"));
  const ObjectId giant = state_of(g).player(PlayerId::P2).exile[0];
  const uint16_t exiled_zc = state_of(g).obj(giant).zone_changes;
  // The link is part of the state: a snapshot and a copy carry it.
  Result<Game> thawed = Game::from_snapshot(g.snapshot(), g.db());
  ASSERT_TRUE(thawed) << thawed.message();
  EXPECT_EQ(thawed->hash(), g.hash());
  Game copy = g;
  for (Game* x : {&g, &*thawed, &copy}) {
    answer(*x, "cast Disenchant");  // its one target: Test Road Away
    resolve_stack(*x);
    EXPECT_FALSE(battlefield_card(*x, "Test Road Away"));
    ASSERT_TRUE(battlefield_card(*x, "Hill Giant"));
    EXPECT_FALSE(in_exile(*x, PlayerId::P2, "Hill Giant"));
    EXPECT_TRUE(x->check()) << x->check().message();
  }
  EXPECT_EQ(thawed->hash(), g.hash());
  EXPECT_EQ(copy.hash(), g.hash());
  const GameState& s = state_of(g);
  EXPECT_EQ(s.obj(giant).zone, Zone::Battlefield);
  EXPECT_EQ(s.obj(giant).controller, raw(PlayerId::P2));         // under its owner's control
  EXPECT_EQ(s.obj(giant).zone_changes, exiled_zc + 1);            // a new object (400.7)
  EXPECT_TRUE(s.chosen.empty());  // the link went with it
}

TEST(ExileLinkTest, LeavingBeforeTheExileResolvesExilesForever) {  // 610.3c, 607.2a
  Game g = road_exiles_giant();
  // The exile trigger is on the stack; in response the enchantment is destroyed, and its
  // leaves trigger resolves first, with nothing exiled yet.
  answer(g, "cast Disenchant");
  resolve_stack(g);
  EXPECT_FALSE(battlefield_card(g, "Test Road Away"));
  EXPECT_TRUE(in_exile(g, PlayerId::P2, "Hill Giant"));
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(ExileLinkTest, AnOptionalExileAndACreatureSource) {  // 603.5, 607.2a
  expect_supported(db(), "Test Warden");
  for (bool exile : {true, false}) {
    Position pos;
    pos.players[0].battlefield = {{"Plains"}, {"Plains"}, {"Plains"}, {"Mountain"}};
    pos.players[0].hand = {{"Test Warden"}, {"Lightning Bolt"}};
    pos.players[1].battlefield = {{"Hill Giant"}, {"Grizzly Bears"}};
    Game g = game_from(pos, db(), 4);
    answer(g, "cast Test Warden");
    pass_while_stacked(g);
    answer_prefix(g, "target Hill Giant");
    pass_while_stacked(g);
    answer(g, exile ? "yes" : "no");
    pass_while_stacked(g);
    EXPECT_EQ(in_exile(g, PlayerId::P2, "Hill Giant"), exile);
    answer(g, "cast Lightning Bolt");
    answer_prefix(g, "target Test Warden");
    resolve_stack(g);
    EXPECT_FALSE(battlefield_card(g, "Test Warden"));  // 3 damage to a 1/3
    EXPECT_TRUE(battlefield_card(g, "Hill Giant")) << exile;
    EXPECT_FALSE(in_exile(g, PlayerId::P2, "Hill Giant"));
    EXPECT_TRUE(g.check()) << g.check().message();
  }
}

TEST(ExileLinkTest, ReturnsOnlyWhatItExiledAndRefusesAuras) {  // 607.2a, 303.4f
  CardDb local = builtin_card_db();
  EXPECT_NE(refusal_reason(local,
                           "Name:Test Ring\nManaCost:2 W\nTypes:Enchantment\n"
                           "T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | "
                           "ValidCard$ Card.Self | Execute$ TrigExile | TriggerDescription$ E.\n"
                           "T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Any | "
                           "ValidCard$ Card.Self | Execute$ TrigReturn | TriggerDescription$ L.\n"
                           "SVar:TrigExile:DB$ ChangeZone | ValidTgts$ Permanent.nonLand | "
                           "RememberTargets$ True | ForgetOtherTargets$ True | Origin$ "
                           "Battlefield | Destination$ Exile\n"
                           "SVar:TrigReturn:DB$ ChangeZone | Defined$ Remembered | Origin$ Exile "
                           "| Destination$ Battlefield\n",
                           "exile_link_test")
                .find("303.4f"),
            std::string::npos);
  // The returning half anywhere but a leaves-the-battlefield trigger is refused.
  EXPECT_NE(refusal_reason(local,
                           "Name:Test Recall\nManaCost:W\nTypes:Enchantment\n"
                           "T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | "
                           "ValidCard$ Card.Self | Execute$ TrigBack | TriggerDescription$ E.\n"
                           "SVar:TrigBack:DB$ ChangeZone | Defined$ Remembered | Origin$ Exile | "
                           "Destination$ Battlefield\n",
                           "exile_link_test")
                .find("leaves the battlefield"),
            std::string::npos);
}

}  // namespace
}  // namespace rwd
