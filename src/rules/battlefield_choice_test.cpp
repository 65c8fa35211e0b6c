// Choosing a permanent as an ability resolves, without targeting it (ChangeZone | Origin$
// Battlefield | Hidden$ True | ChangeType$ ...): "return another creature you control to its
// owner's hand" (Ambush Krotiq), "put a creature you control on top of its owner's library".
// The choice is made on resolution (608.2c), so hexproof or shroud don't stop it (702.11b and
// 702.18a speak of targets only), and the permanent goes to its owner's zone (400.3). Test
// cards written from rules text.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = builtin_db_with(
      {// "When Test Returner enters the battlefield, return another creature you control to
       // its owner's hand."
       "Name:Test Returner\nManaCost:1 G\nTypes:Creature Insect\nPT:3/3\n"
       "T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | "
       "Execute$ TrigReturn | TriggerDescription$ When CARDNAME enters the battlefield, return "
       "another creature you control to its owner's hand.\n"
       "SVar:TrigReturn:DB$ ChangeZone | Origin$ Battlefield | Destination$ Hand | Hidden$ True | "
       "Mandatory$ True | ChangeType$ Creature.Other+YouCtrl\n",
       // "When Test Stacker enters the battlefield, you may put a land you control on top of
       // its owner's library."
       "Name:Test Stacker\nManaCost:G\nTypes:Creature Elf\nPT:1/1\n"
       "T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | "
       "Execute$ TrigStack | TriggerDescription$ When CARDNAME enters the battlefield, you may "
       "put a land you control on top of its owner's library.\n"
       "SVar:TrigStack:DB$ ChangeZone | Origin$ Battlefield | Destination$ Library | "
       "Hidden$ True | ChangeType$ Land.YouCtrl\n"},
      "battlefield_choice_test");
  return d;
}

// Casts `name` and passes until its enters trigger asks for the choice (or the stack is empty).
void cast_and_trigger(Game& g, const std::string& name) {
  answer(g, "cast " + name);
  for (int guard = 0;
       guard < 6 && g.decision().kind != DecisionKind::ChooseCard && !state_of(g).stack.empty();
       ++guard)
    answer(g, "pass");
}

TEST(BattlefieldChoiceTest, ReturnsAnotherCreatureYouControlNotTargeted) {
  Position pos;
  pos.players[0].battlefield = {{"Grizzly Bears"}, {"Hill Giant"}, {"Forest"}, {"Forest"}};
  pos.players[0].hand = {{"Test Returner"}};
  pos.players[1].battlefield = {{"Ornithopter"}};
  Game g = game_from(pos, db());
  cast_and_trigger(g, "Test Returner");
  ASSERT_EQ(g.decision().kind, DecisionKind::ChooseCard) << g.decision().prompt;
  // Only other creatures p1 controls: not the source ("another"), not p2's Ornithopter; the
  // choice is mandatory, so there is no "done" while one can be chosen.
  EXPECT_EQ(option_labels(g),
            (std::vector<std::string>{"choose Grizzly Bears#0", "choose Hill Giant#1"}));
  EXPECT_NE(g.decision().prompt.find("on the battlefield"), std::string::npos)
      << g.decision().prompt;
  answer(g, "choose Grizzly Bears#0");
  EXPECT_EQ(count_named(g, state_of(g).player(PlayerId::P1).hand, "Grizzly Bears"), 1u);
  EXPECT_EQ(count_named(g, state_of(g).battlefield, "Grizzly Bears"), 0u);
  EXPECT_EQ(count_named(g, state_of(g).battlefield, "Hill Giant"), 1u);
  EXPECT_EQ(count_named(g, state_of(g).battlefield, "Test Returner"), 1u);
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(BattlefieldChoiceTest, ReturnsItselfNeverAndAsksNothingWithoutAnotherCreature) {
  Position pos;
  pos.players[0].battlefield = {{"Forest"}, {"Forest"}};
  pos.players[0].hand = {{"Test Returner"}};
  pos.players[1].battlefield = {{"Hill Giant"}};
  Game g = game_from(pos, db());
  cast_and_trigger(g, "Test Returner");
  EXPECT_NE(g.decision().kind, DecisionKind::ChooseCard);
  EXPECT_TRUE(state_of(g).stack.empty());
  EXPECT_EQ(count_named(g, state_of(g).battlefield, "Test Returner"), 1u);
  EXPECT_EQ(count_named(g, state_of(g).battlefield, "Hill Giant"), 1u);
}

TEST(BattlefieldChoiceTest, ChoosesAPermanentWithHexproofBecauseItIsNotATarget) {
  // 702.11b: hexproof stops only targeting; the returned permanent is chosen on resolution.
  CardDb local = builtin_db_with({"Name:Test Hexling\nManaCost:G\nTypes:Creature Elf\nPT:1/1\n"
                                  "K:Hexproof\n"},
                                 "battlefield_choice_test");
  Status st = local.add_script(
      "Name:Test Returner\nManaCost:1 G\nTypes:Creature Insect\nPT:3/3\n"
      "T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | "
      "Execute$ TrigReturn | TriggerDescription$ When CARDNAME enters, return another creature.\n"
      "SVar:TrigReturn:DB$ ChangeZone | Origin$ Battlefield | Destination$ Hand | Hidden$ True | "
      "Mandatory$ True | ChangeType$ Creature.Other\n",
      "battlefield_choice_test");
  ASSERT_TRUE(st) << st.message();
  Position pos;
  pos.players[0].battlefield = {{"Forest"}, {"Forest"}};
  pos.players[0].hand = {{"Test Returner"}};
  pos.players[1].battlefield = {{"Test Hexling"}, {"Ornithopter"}};
  pos.players[0].library = pos.players[1].library = {{"Forest"}, {"Forest"}};
  Result<Game> g = Game::from_position(pos, local);
  ASSERT_TRUE(g) << g.message();
  cast_and_trigger(*g, "Test Returner");
  ASSERT_EQ(g->decision().kind, DecisionKind::ChooseCard);
  EXPECT_EQ(option_labels(*g),
            (std::vector<std::string>{"choose Test Hexling#5", "choose Ornithopter#6"}));
  answer(*g, "choose Test Hexling#5");
  // 400.3: to its owner's hand.
  EXPECT_EQ(count_named(*g, state_of(*g).player(PlayerId::P2).hand, "Test Hexling"), 1u);
}

TEST(BattlefieldChoiceTest, MayPutALandOnTopOfItsOwnersLibrary) {
  Position pos;
  pos.players[0].battlefield = {{"Forest"}, {"Mountain"}};
  pos.players[0].hand = {{"Test Stacker"}};
  pos.players[0].library = {{"Island"}};
  Game g = game_from(pos, db());
  cast_and_trigger(g, "Test Stacker");
  ASSERT_EQ(g.decision().kind, DecisionKind::ChooseCard);
  // No Mandatory$: "you may", so done is offered beside each land.
  EXPECT_EQ(option_labels(g),
            (std::vector<std::string>{"choose Forest#0", "choose Mountain#1", "done"}));
  answer(g, "choose Mountain#1");
  const Player& p1 = state_of(g).player(PlayerId::P1);
  ASSERT_EQ(p1.library.size(), 2u);
  EXPECT_EQ(g.db().get(state_of(g).obj(p1.library.back()).def).name(), "Mountain");  // the top
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(BattlefieldChoiceTest, MayDeclineAndNothingMoves) {
  Position pos;
  pos.players[0].battlefield = {{"Forest"}};
  pos.players[0].hand = {{"Test Stacker"}};
  Game g = game_from(pos, db());
  cast_and_trigger(g, "Test Stacker");
  ASSERT_EQ(g.decision().kind, DecisionKind::ChooseCard);
  answer(g, "done");
  EXPECT_EQ(count_named(g, state_of(g).battlefield, "Forest"), 1u);
  EXPECT_EQ(state_of(g).player(PlayerId::P1).library.size(), 2u);
}

}  // namespace
}  // namespace rwd
