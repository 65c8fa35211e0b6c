// The search bot: reproducible (the same answer for the same seed, whatever the thread
// count), legal, and it finds a win that is there.
#include "bots/search.h"

#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "cli/session.h"
#include "game/card_pool.h"

namespace rwd {
namespace {

Game opening(uint64_t seed) {
  const auto& decks = CardPool::builtin_decks();
  GameSetup setup;
  for (int p = 0; p < kNumPlayers; ++p) setup.players[p] = *CardPool::builtin().deck(decks[p].id);
  setup.seed = seed;
  return *Game::create(setup, builtin_card_db());
}

// Plays a few turns with the heuristic so the search has a board to think about.
Game midgame(uint64_t seed) {
  Game g = opening(seed);
  auto h = std::move(*make_controller("heuristic"));
  while (!g.over() && g.turn() < 7) EXPECT_TRUE(g.apply(*h->choose(g, g.pending().player)).is_ok());
  // Stop at a searched decision.
  while (!g.over() && g.pending().kind != DecisionKind::Priority)
    EXPECT_TRUE(g.apply(*h->choose(g, g.pending().player)).is_ok());
  return g;
}

TEST(SearchTest, SameAnswerForAnyThreadCount) {
  for (bool paired : {true, false})
  for (uint64_t seed : {3ull, 4ull}) {
    Game g = midgame(seed);
    ASSERT_FALSE(g.over());
    SeatHandle seat(g, g.pending().player);
    SearchConfig cfg;
    cfg.simulations = 120;
    cfg.paired_root = paired;
    SearchResult one = search(seat, cfg);
    cfg.threads = 2;
    SearchResult two = search(seat, cfg);
    cfg.threads = 4;
    SearchResult four = search(seat, cfg);
    EXPECT_EQ(one.visits, two.visits);
    EXPECT_EQ(one.visits, four.visits);
    EXPECT_EQ(one.rewards, four.rewards);
    EXPECT_EQ(one.choice, four.choice);
    cfg.threads = 1;
    SearchResult again = search(seat, cfg);
    EXPECT_EQ(one.visits, again.visits);
    OptionList opts;
    g.options(opts);
    EXPECT_LT(one.choice, static_cast<int>(opts.size()));
  }
}

// Every sample of the paired root is played from every root option, so all of them get the
// same number of visits: the budget split evenly, not by UCB.
TEST(SearchTest, PairedRootPlaysEveryOptionOnEverySample) {
  Game g = midgame(3);
  SeatHandle seat(g, g.pending().player);
  OptionList opts;
  g.options(opts);
  ASSERT_GE(opts.size(), 2u);
  SearchConfig cfg;
  cfg.simulations = 4 * 10 * static_cast<int>(opts.size());  // ten samples in each of the four trees
  SearchResult r = search(seat, cfg);
  for (size_t i = 0; i < opts.size(); ++i) EXPECT_EQ(r.visits[i], 40) << seat.option_label(opts[i]);
  EXPECT_EQ(r.simulations, 40 * static_cast<int>(opts.size()));
  EXPECT_GE(r.heuristic, 0);
  cfg.paired_root = false;
  SearchResult u = search(seat, cfg);
  int distinct = 0;
  for (size_t i = 1; i < opts.size(); ++i) distinct += u.visits[i] != u.visits[0];
  EXPECT_GT(distinct, 0) << "UCB at the root should not split the visits evenly";
}

// Rows of paired rewards: the gain of option 1 over option 0 is small but the same in every
// sample, while the samples themselves differ a lot (the luck of the draw).
std::vector<std::vector<double>> consistent_gain_rows() {
  std::vector<std::vector<double>> rows(2);
  for (int k = 0; k < 20; ++k) {
    const double luck = (k % 5) * 0.2;
    rows[k % 2].insert(rows[k % 2].end(), {luck, luck + 0.01, luck - 0.3});
  }
  return rows;
}

TEST(SearchTest, PairedChoiceTakesAGainSeenInEverySample) {
  // Option 1 beats the heuristic's option 0 by 0.01 in every sample: zero spread, so even a
  // strict margin accepts it; unpaired, 0.01 would be lost in a spread of 0.8.
  EXPECT_EQ(paired_choice(consistent_gain_rows(), 3, 0, 3.0), 1);
  EXPECT_EQ(paired_choice(consistent_gain_rows(), 3, 2, 3.0), 1);
}

TEST(SearchTest, PairedChoiceKeepsTheHeuristicWithinNoise) {
  // Option 1 is better on average by 0.02, but the paired differences swing by +-0.5.
  std::vector<std::vector<double>> rows(1);
  for (int k = 0; k < 10; ++k) {
    const double d = (k % 2 ? 0.52 : -0.48);
    rows[0].insert(rows[0].end(), {0.5, 0.5 + d});
  }
  EXPECT_EQ(paired_choice(rows, 2, 0, 1.0), 0);     // the heuristic's answer stands
  EXPECT_EQ(paired_choice(rows, 2, 0, 0.0), 1);     // z = 0: the best mean
  EXPECT_EQ(paired_choice(rows, 2, -1, 1.0), 1);    // no heuristic answer among the options
  EXPECT_EQ(paired_choice(rows, 2, 1, 1.0), 1);     // the heuristic's answer is the best
}

TEST(SearchTest, FindsLethalThroughBlockers) {
  // p2 at 4 with one untapped 2/2; p1 has three 2/2s: attacking with all three is lethal.
  Position pos;
  pos.step = Step::DeclareAttackers;
  pos.players[0].battlefield = {{"Grizzly Bears"}, {"Grizzly Bears"}, {"Grizzly Bears"}};
  pos.players[0].library = {{"Forest"}, {"Forest"}};
  pos.players[1].battlefield = {{"Gray Ogre"}};
  pos.players[1].life = 4;
  pos.players[1].library = {{"Swamp"}, {"Swamp"}};
  Game g = *Game::from_position(pos, builtin_card_db());
  auto bot = std::move(*make_controller("search", ControllerOptions{{}, 300, 1}));
  auto def = std::move(*make_controller("heuristic"));
  while (!g.over() && g.turn() == pos.turn) {
    PlayerId p = g.pending().player;
    ASSERT_TRUE(g.apply(*(p == PlayerId::P1 ? bot : def)->choose(g, p)).is_ok());
  }
  EXPECT_EQ(g.result(), GameResult::P1Wins);
}

// Regression: the search once chose "unblock" at the root, then the same block again, for
// ever (each a real input). A block declaration must end.
TEST(SearchTest, BlockDeclarationEnds) {
  Position pos;
  pos.active = PlayerId::P2;
  pos.step = Step::DeclareBlockers;
  pos.players[0].battlefield = {{"Grizzly Bears"}, {"Giant Spider"}, {"Savannah Lions"}, {"Wall of Wood"}};
  pos.players[0].life = 6;
  pos.players[0].library = {{"Forest"}, {"Forest"}, {"Forest"}};
  pos.players[1].battlefield = {{"Hill Giant"}, {"Vampire Nighthawk"}, {"Gray Ogre"}, {"Boggart Brute"}};
  for (PositionCard& c : pos.players[1].battlefield) c.attacking = c.tapped = true;
  pos.players[1].library = {{"Swamp"}, {"Swamp"}, {"Swamp"}};
  for (int budget : {60, 200}) {
    Game g = *Game::from_position(pos, builtin_card_db());
    ASSERT_EQ(g.pending().kind, DecisionKind::DeclareBlockers);
    auto bot = std::move(*make_controller("search", ControllerOptions{{}, budget, 1}));
    int picks = 0;
    while (!g.over() && g.pending().kind == DecisionKind::DeclareBlockers && picks < 20) {
      ASSERT_TRUE(g.apply(*bot->choose(g, PlayerId::P1)).is_ok());
      ++picks;
    }
    EXPECT_NE(g.pending().kind, DecisionKind::DeclareBlockers) << "still declaring blockers after " << picks;
  }
}

TEST(SearchTest, UnknownKindAndBadBudgetAreErrors) {
  EXPECT_FALSE(make_controller("serch").is_ok());
  EXPECT_FALSE(make_controller("search", ControllerOptions{{}, -1, 1}).is_ok());
  EXPECT_FALSE(make_controller("search", ControllerOptions{{}, 10, 0}).is_ok());
}

}  // namespace
}  // namespace rwd
