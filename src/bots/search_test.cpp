// The search bot: reproducible (the same answer for the same seed, whatever the thread
// count), legal, and it finds a win that is there.
#include "bots/search.h"

#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "cli/session.h"

namespace rwd {
namespace {

Game opening(uint64_t seed) {
  const auto& decks = builtin_decks();
  GameSetup setup;
  for (int p = 0; p < kNumPlayers; ++p) setup.players[p] = *load_deck_arg(decks[p].id, builtin_card_db());
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
  for (uint64_t seed : {3ull, 4ull}) {
    Game g = midgame(seed);
    ASSERT_FALSE(g.over());
    SeatHandle seat(g, g.pending().player);
    SearchConfig cfg;
    cfg.simulations = 120;
    SearchResult one = search(seat, cfg);
    cfg.threads = 2;
    SearchResult two = search(seat, cfg);
    cfg.threads = 4;
    SearchResult four = search(seat, cfg);
    EXPECT_EQ(one.visits, two.visits);
    EXPECT_EQ(one.visits, four.visits);
    EXPECT_EQ(one.choice, four.choice);
    SearchResult again = search(seat, SearchConfig{120});
    EXPECT_EQ(one.visits, again.visits);
    OptionList opts;
    g.options(opts);
    EXPECT_LT(one.choice, static_cast<int>(opts.size()));
  }
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
