// Mana abilities that add several mana symbols at once (106.1, 605.1a): "{T}: Add {W}{U}"
// (the karoo lands), "{T}: Add {G}{G}". Such an ability is activated as an option and its
// mana goes to the pool at once, without the stack (605.3b). Test cards written from rules
// text.
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
      {// "Test Chancery enters the battlefield tapped. When Test Chancery enters the
       // battlefield, return a land you control to its owner's hand. {T}: Add {W}{U}."
       "Name:Test Chancery\nManaCost:no cost\nTypes:Land\n"
       "K:CARDNAME enters the battlefield tapped.\n"
       "A:AB$ Mana | Cost$ T | Produced$ W U | SpellDescription$ Add {W}{U}.\n"
       "T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | "
       "Execute$ TrigReturn | TriggerDescription$ When CARDNAME enters the battlefield, return a "
       "land you control to its owner's hand.\n"
       "SVar:TrigReturn:DB$ ChangeZone | Origin$ Battlefield | Destination$ Hand | Hidden$ True | "
       "Mandatory$ True | ChangeType$ Land.YouCtrl\n",
       // "{T}: Add {G}{G}."
       "Name:Test Grove\nManaCost:no cost\nTypes:Land\n"
       "A:AB$ Mana | Cost$ T | Produced$ G G | SpellDescription$ Add {G}{G}.\n"},
      "multi_symbol_mana_test");
  return d;
}

// The label of the first option starting with `prefix`, or "".
std::string option_starting(const Game& g, const std::string& prefix) {
  for (const std::string& l : option_labels(g))
    if (l.rfind(prefix, 0) == 0) return l;
  return "";
}

TEST(MultiSymbolManaTest, AddsEachSymbolsManaAtOnce) {
  Position pos;
  pos.players[0].battlefield = {{"Test Chancery"}, {"Test Grove"}};
  pos.players[0].hand = {{"Grizzly Bears"}};
  Game g = game_from(pos, db());
  const std::string chancery = option_starting(g, "activate Test Chancery");
  ASSERT_FALSE(chancery.empty()) << ::testing::PrintToString(option_labels(g));
  answer(g, chancery);
  const ManaPool& pool = state_of(g).player(PlayerId::P1).pool;
  EXPECT_EQ(pool.amount[0], 1);            // W
  EXPECT_EQ(pool.amount[1], 1);            // U
  EXPECT_TRUE(state_of(g).stack.empty());  // 605.3b
  answer(g, option_starting(g, "activate Test Grove"));
  EXPECT_EQ(state_of(g).player(PlayerId::P1).pool.amount[4], 2);  // G G
  // The pool pays for Grizzly Bears ({1}{G}).
  answer(g, "cast Grizzly Bears");
  resolve_stack(g);
  EXPECT_EQ(count_named(g, state_of(g).battlefield, "Grizzly Bears"), 1u);
}

TEST(MultiSymbolManaTest, AKarooReturnsALandAsItEnters) {
  Position pos;
  pos.players[0].battlefield = {{"Plains"}};
  pos.players[0].hand = {{"Test Chancery"}};
  Game g = game_from(pos, db());
  answer(g, "play Test Chancery");
  // Its trigger returns a land p1 controls: the Plains or itself (both are choices).
  for (int guard = 0; guard < 4 && g.pending().kind != DecisionKind::ChooseCard; ++guard)
    answer(g, "pass");
  ASSERT_EQ(g.pending().kind, DecisionKind::ChooseCard);
  answer(g, option_starting(g, "choose Plains"));
  EXPECT_EQ(count_named(g, state_of(g).player(PlayerId::P1).hand, "Plains"), 1u);
  EXPECT_EQ(count_named(g, state_of(g).battlefield, "Test Chancery"), 1u);
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(MultiSymbolManaTest, RefusesAnAmountWithSeveralSymbols) {
  CardDb local = builtin_card_db();
  EXPECT_EQ(refusal_reason(local,
                           "Name:Test Flood\nManaCost:no cost\nTypes:Land\n"
                           "A:AB$ Mana | Cost$ T | Produced$ W U | Amount$ 2 | SpellDescription$ "
                           "Add {W}{U} twice.\n",
                           "multi_symbol_mana_test"),
            "Mana: Amount$ with several mana symbols is not supported");
}

}  // namespace
}  // namespace rwd
