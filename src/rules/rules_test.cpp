// Unit tests of turn structure, priority and the stack, and state-based actions, through
// the game API on described positions (the built-in card pool).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "cards/builtin.h"
#include "game/game.h"

namespace rwd {
namespace {

struct Log : GameListener {
  std::vector<std::string> lines;
  void on_event(const GameEvent& e) override { lines.push_back(e.type + ":" + e.text); }
  bool has(const std::string& s) const {
    return std::any_of(lines.begin(), lines.end(),
                       [&](const std::string& l) { return l.find(s) != std::string::npos; });
  }
};

std::vector<PositionCard> cards(std::initializer_list<const char*> names) {
  std::vector<PositionCard> v;
  for (const char* n : names) v.push_back(PositionCard{n});
  return v;
}

Game start(const Position& p, Log* log = nullptr) {
  Result<Game> g = Game::from_position(p, builtin_card_db(), log);
  EXPECT_TRUE(g.is_ok()) << (g ? "" : g.message());
  return *g;
}

int pick(const Game& g, const std::string& label) {
  Result<int> r = g.parse_answer(label);
  EXPECT_TRUE(r.is_ok()) << label << ": " << (r ? "" : r.message());
  return r ? *r : -1;
}

// 500.1, 117.3a: from upkeep with nothing to do, the game runs through the steps in order
// until a player has a real choice; here p1 can play a land in main 1.
TEST(TurnTest, StepsRunInOrderUntilARealChoice) {
  Position p;
  p.step = Step::Upkeep;
  p.players[0].hand = cards({"Forest"});
  p.players[0].library = cards({"Forest", "Forest"});
  p.players[1].library = cards({"Forest"});
  Log log;
  Game g = start(p, &log);
  std::vector<std::string> steps;
  for (const auto& l : log.lines)
    if (l.rfind("step_begin", 0) == 0) steps.push_back(l.substr(l.find(':') + 1));
  ASSERT_EQ(steps.size(), 3u);
  EXPECT_EQ(steps[0], "step upkeep");
  EXPECT_EQ(steps[1], "step draw");
  EXPECT_EQ(steps[2], "step main1");
  EXPECT_EQ(g.pending().kind, DecisionKind::Priority);
  EXPECT_EQ(g.view(PlayerId::None).players[0].hand_count, 2);  // 504.1: drew a card
}

// 117.3c, 117.4, 405.5: the caster keeps priority; the spell resolves only when both pass.
TEST(StackTest, SpellResolvesWhenBothPlayersPassInSuccession) {
  Position p;
  p.players[0].battlefield = cards({"Forest", "Forest"});
  p.players[0].hand = cards({"Grizzly Bears", "Forest"});
  p.players[0].library = cards({"Forest"});
  p.players[1].library = cards({"Forest"});
  p.players[1].hand = cards({"Ambush Viper"});  // flash: p2 has a real choice when given priority
  p.players[1].battlefield = cards({"Forest", "Forest"});
  Log log;
  Game g = start(p, &log);
  ASSERT_TRUE(g.apply(pick(g, "cast Grizzly Bears")).is_ok());
  // p1 keeps priority (117.3c) but can only pass (no land play with a spell on the stack),
  // so that pass is not asked; p2, holding a flash creature, is.
  EXPECT_EQ(g.pending().player, PlayerId::P2);
  EXPECT_EQ(g.decision().queue_depth, 1);
  EXPECT_FALSE(log.has("resolves"));
  // p2 responds with a flash creature: it goes on top and resolves first (405.5, LIFO).
  ASSERT_TRUE(g.apply(pick(g, "cast Ambush Viper")).is_ok());
  size_t viper = 0, bears = 0;
  for (size_t i = 0; i < log.lines.size(); ++i) {
    if (log.lines[i].rfind("resolve:", 0) != 0) continue;
    if (log.lines[i].find("Ambush Viper#") != std::string::npos) viper = i;
    if (log.lines[i].find("Grizzly Bears#") != std::string::npos) bears = i;
  }
  ASSERT_GT(viper, 0u);
  ASSERT_GT(bears, 0u);
  EXPECT_LT(viper, bears);
}

// 104.4a: both players at 0 life at the same check: the game is a draw.
TEST(SbaTest, BothPlayersLosingIsADraw) {
  Position p;
  p.players[0].life = 0;
  p.players[1].life = 0;
  p.players[0].library = cards({"Forest"});
  p.players[1].library = cards({"Forest"});
  Game g = start(p);
  EXPECT_EQ(g.result(), GameResult::Draw);
  EXPECT_EQ(g.pending().kind, DecisionKind::GameOver);
}

// 704.5a: combat damage to 0 life ends the game at once.
TEST(SbaTest, ZeroLifeLoses) {
  Position p;
  p.step = Step::DeclareAttackers;
  p.players[1].life = 2;
  p.players[0].battlefield = cards({"Grizzly Bears"});
  p.players[1].battlefield = cards({"Vampire Nighthawk"});
  p.players[0].library = cards({"Forest"});
  p.players[1].library = cards({"Forest"});
  Game g = start(p);
  // Choosing the only attacker leaves only "done", which is not asked.
  ASSERT_TRUE(g.apply(pick(g, "attack with Grizzly Bears")).is_ok());
  ASSERT_EQ(g.pending().kind, DecisionKind::DeclareBlockers);
  ASSERT_TRUE(g.apply(pick(g, "done")).is_ok());
  EXPECT_EQ(g.result(), GameResult::P1Wins);
}

// 704.5b: a player who drew from an empty library loses at the next check.
TEST(SbaTest, DrawingFromEmptyLibraryLoses) {
  Position p;
  p.step = Step::Upkeep;
  p.players[1].library = cards({"Forest"});
  Game g = start(p);
  EXPECT_EQ(g.result(), GameResult::P2Wins);
}

// 704.5j: two Isamarus under one player's control: the player chooses which to keep.
TEST(SbaTest, LegendRuleAsksWhichToKeep) {
  Position p;
  p.players[0].battlefield = cards({"Isamaru, Hound of Konda", "Isamaru, Hound of Konda"});
  p.players[0].library = cards({"Forest"});
  p.players[1].library = cards({"Forest"});
  Game g = start(p);
  ASSERT_EQ(g.pending().kind, DecisionKind::LegendRule);
  OptionList opts;
  g.options(opts);
  ASSERT_EQ(opts.size(), 2u);
  ObjectId keep = opts[1].object();
  ASSERT_TRUE(g.apply(1).is_ok());
  PlayerView v = g.view(PlayerId::None);
  int on_battlefield = 0;
  for (const CardView& c : v.battlefield) on_battlefield += c.name == "Isamaru, Hound of Konda";
  EXPECT_EQ(on_battlefield, 1);
  bool kept = false;
  for (const CardView& c : v.battlefield) kept |= c.id == raw(keep);
  EXPECT_TRUE(kept);
  EXPECT_EQ(v.players[0].graveyard.size(), 1u);
}

// 500.4: mana empties from pools at the end of each step; a mulligan-free opening has 7
// cards (103.5) and the starting player skips the first draw (103.8a).
TEST(OpeningTest, SevenCardHandsAndStartingPlayerSkipsDraw) {
  GameSetup setup;
  const CardDb& db = builtin_card_db();
  for (int p = 0; p < kNumPlayers; ++p)
    for (int i = 0; i < 60; ++i)
      setup.players[p].deck.push_back(*db.find(i % 2 ? "Forest" : "Grizzly Bears"));
  setup.seed = 11;
  Game g = *Game::create(setup, db);
  ASSERT_EQ(g.pending().kind, DecisionKind::Mulligan);
  EXPECT_EQ(g.view(PlayerId::None).players[0].hand_count, 7);
  EXPECT_EQ(g.view(PlayerId::None).players[1].hand_count, 7);
  PlayerId first = player_id(g.view(PlayerId::None).starting_player);
  EXPECT_EQ(g.pending().player, first);  // 103.5: the starting player declares first
  ASSERT_TRUE(g.apply(pick(g, "keep 7 cards")).is_ok());
  ASSERT_TRUE(g.apply(pick(g, "keep 7 cards")).is_ok());
  EXPECT_EQ(g.turn(), 1);
  EXPECT_EQ(g.view(PlayerId::None).players[raw(first)].hand_count, 7);  // no draw on turn 1
}

// 103.5 (London): the second mulligan draws seven and puts two on the bottom.
TEST(OpeningTest, LondonMulliganBottomsOneCardPerMulligan) {
  GameSetup setup;
  const CardDb& db = builtin_card_db();
  for (int p = 0; p < kNumPlayers; ++p)
    for (int i = 0; i < 60; ++i)
      setup.players[p].deck.push_back(*db.find(i % 3 ? "Forest" : "Grizzly Bears"));
  setup.seed = 5;
  Game g = *Game::create(setup, db);
  PlayerId first = g.pending().player;
  ASSERT_TRUE(g.apply(pick(g, "mulligan")).is_ok());
  ASSERT_TRUE(g.apply(pick(g, "keep 7 cards")).is_ok());  // the other player keeps
  ASSERT_EQ(g.pending().kind, DecisionKind::BottomCard);
  EXPECT_EQ(g.pending().player, first);
  ASSERT_TRUE(g.apply(0).is_ok());
  ASSERT_TRUE(g.apply(pick(g, "mulligan")).is_ok());
  ASSERT_EQ(g.pending().kind, DecisionKind::BottomCard);
  EXPECT_NE(g.decision().prompt.find("card 1 of 2"), std::string::npos) << g.decision().prompt;
  ASSERT_TRUE(g.apply(0).is_ok());
  ASSERT_TRUE(g.apply(0).is_ok());
  ASSERT_TRUE(g.apply(pick(g, "keep 5 cards")).is_ok());
  EXPECT_EQ(g.view(PlayerId::None).players[raw(first)].hand_count, 5);
  EXPECT_EQ(g.view(PlayerId::None).players[raw(first)].mulligans, 2);
}

}  // namespace
}  // namespace rwd
