// Extra turns (500.7): "Take an extra turn after this one" and "Target player takes an extra
// turn after this one" (ApiType AddTurn). The extra turn comes directly after the current
// one; of several, the most recently created is taken first; then the normal order resumes
// with the player who would have taken the next turn. Test cards written from rules text.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "game/view_json.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = builtin_db_with(
      {// "Take an extra turn after this one."
       "Name:Test Walk\nManaCost:1 U\nTypes:Sorcery\n"
       "A:SP$ AddTurn | Cost$ 1 U | NumTurns$ 1 | SpellDescription$ Take an extra turn after "
       "this one.\n",
       // "Target player takes an extra turn after this one."
       "Name:Test Warp\nManaCost:1 U\nTypes:Sorcery\n"
       "A:SP$ AddTurn | Cost$ 1 U | ValidTgts$ Player | NumTurns$ 1 | SpellDescription$ Target "
       "player takes an extra turn after this one.\n",
       // "Take two extra turns after this one."
       "Name:Test Double Walk\nManaCost:2 U\nTypes:Sorcery\n"
       "A:SP$ AddTurn | Cost$ 2 U | Defined$ You | NumTurns$ 2 | SpellDescription$ Take two "
       "extra turns after this one.\n"},
      "extra_turns_test");
  return d;
}

// p1's turn 3, main phase: four Islands and a Mountain; `hand` and a Lightning Bolt (so that
// p1 keeps a choice and the turn does not end by itself).
Game p1_main(std::vector<PositionCard> hand) {
  Position pos;
  pos.turn = 3;
  pos.players[0].battlefield = {{"Island"}, {"Island"}, {"Island"}, {"Island"}, {"Mountain"}};
  hand.push_back({"Lightning Bolt"});
  pos.players[0].hand = std::move(hand);
  return game_from(pos, db(), 8);
}

// Who begins the next `n` turns, answering the first option (pass, no attackers, ...).
std::vector<std::string> next_turns(Game& g, size_t n) {
  EventLog log;
  g.set_listener(&log);
  std::vector<std::string> who;
  for (int guard = 0; guard < 400 && who.size() < n && !g.over(); ++guard) {
    log.events.clear();
    if (!g.apply(0)) break;
    for (const GameEvent& e : log.events)
      if (e.type == "turn_begin") who.push_back(e.player == 0 ? "p1" : "p2");
  }
  g.set_listener(nullptr);
  return who;
}

using Turns = std::vector<std::string>;

TEST(ExtraTurnTest, TheCasterTakesTheNextTurn) {  // 500.7
  expect_supported(db(), "Test Walk");
  Game g = p1_main({{"Test Walk"}});
  EventLog log;
  g.set_listener(&log);
  answer(g, "cast Test Walk");
  resolve_stack(g);
  g.set_listener(nullptr);
  EXPECT_EQ(log.count("p1 will take an extra turn after this one"), 1);
  EXPECT_EQ(next_turns(g, 3), (Turns{"p1", "p2", "p1"}));
  EXPECT_EQ(state_of(g).turn, 6);
}

TEST(ExtraTurnTest, AnOpponentGivenATurnAlsoTakesTheirOwn) {  // 500.7: added after this one
  Game g = p1_main({{"Test Warp"}});
  answer(g, "cast Test Warp");
  answer(g, "target p2");
  resolve_stack(g);
  // p2's extra turn, then the turn p2 would have taken anyway, then p1.
  EXPECT_EQ(next_turns(g, 3), (Turns{"p2", "p2", "p1"}));
}

TEST(ExtraTurnTest, TheMostRecentlyCreatedTurnIsTakenFirst) {  // 500.7
  Game g = p1_main({{"Test Warp"}, {"Test Walk"}});
  answer(g, "cast Test Warp");
  answer(g, "target p2");
  resolve_stack(g);
  answer(g, "cast Test Walk");
  resolve_stack(g);
  EXPECT_EQ(g.view(PlayerId::P2).upcoming_turns, (std::vector<int>{0, 1, 1}));
  EXPECT_EQ(next_turns(g, 4), (Turns{"p1", "p2", "p2", "p1"}));
  EXPECT_TRUE(g.view(PlayerId::P1).upcoming_turns.empty());
}

TEST(ExtraTurnTest, TwoTurnsAtOnce) {  // 500.7: added one at a time
  Game g = p1_main({{"Test Double Walk"}});
  answer(g, "cast Test Double Walk");
  resolve_stack(g);
  EXPECT_EQ(next_turns(g, 4), (Turns{"p1", "p1", "p2", "p1"}));
}

TEST(ExtraTurnTest, AnExtraTurnGivenDuringAnExtraTurnComesNext) {  // 500.7
  Game g = p1_main({{"Test Warp"}, {"Test Walk"}});
  answer(g, "cast Test Walk");
  resolve_stack(g);
  ASSERT_EQ(next_turns(g, 1), (Turns{"p1"}));  // the extra turn; p2's turn is still to come
  for (int guard = 0; guard < 40 && !has_option(g, "cast Test Warp"); ++guard)
    ASSERT_TRUE(g.apply(0));  // to the extra turn's main phase
  answer(g, "cast Test Warp");
  answer(g, "target p1");
  resolve_stack(g);
  EXPECT_EQ(next_turns(g, 3), (Turns{"p1", "p2", "p1"}));
}

// The pending turns are state: the snapshot keeps them (and the hash covers them), a copy
// continues the same way, and the views show them.
TEST(ExtraTurnTest, PendingTurnsSurviveSnapshotsAndCopies) {
  Game g = p1_main({{"Test Warp"}, {"Test Walk"}});
  const uint64_t before = g.hash();
  const Game without = g;
  answer(g, "cast Test Warp");
  answer(g, "target p2");
  resolve_stack(g);
  answer(g, "cast Test Walk");
  resolve_stack(g);
  EXPECT_NE(g.hash(), before);
  Result<Game> back = Game::from_snapshot(g.snapshot(), db());
  ASSERT_TRUE(back) << back.message();
  EXPECT_EQ(back->hash(), g.hash());
  EXPECT_EQ(state_of(*back).upcoming_turns.size(), 3u);
  const std::string json = view_json_text(back->view(PlayerId::None));
  EXPECT_NE(json.find("\"upcoming_turns\":[\"p1\",\"p2\",\"p2\"]"), std::string::npos) << json;
  EXPECT_EQ(view_json_text(without.view(PlayerId::None)).find("upcoming_turns"), std::string::npos);
  Game copy = *back;
  EXPECT_EQ(next_turns(copy, 4), (Turns{"p1", "p2", "p2", "p1"}));
  EXPECT_EQ(next_turns(*back, 4), (Turns{"p1", "p2", "p2", "p1"}));
  EXPECT_EQ(copy.hash(), back->hash());
}

TEST(ExtraTurnTest, ADelayedTriggerOnTheExtraTurnIsRefused) {
  CardDb d = builtin_card_db();
  const std::string reason = refusal_reason(
      d,
      "Name:Test Oath\nManaCost:R R\nTypes:Sorcery\n"
      "A:SP$ AddTurn | Cost$ R R | NumTurns$ 1 | ExtraTurnDelayedTrigger$ DBDelTrig | "
      "SpellDescription$ Take an extra turn after this one. At the beginning of that turn's end "
      "step, you lose the game.\n"
      "SVar:DBDelTrig:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ You | Execute$ TrigLose\n"
      "SVar:TrigLose:DB$ LosesGame | Defined$ You\n",
      "extra_turns_test");
  EXPECT_NE(reason.find("ExtraTurnDelayedTrigger"), std::string::npos) << reason;
}

}  // namespace
}  // namespace rwd
