// Bot strength, speed and reproducibility on the built-in decks, with small game counts so
// the suite stays fast (the full measurements, with commands, are in docs/BENCHMARKS.md).
// Every game here is seeded and every bot is deterministic, so these numbers do not vary
// between runs: a threshold that fails means behaviour changed.
#include <gtest/gtest.h>

#include <algorithm>

#include "bots/controller.h"
#include "bots/search.h"
#include "cards/builtin.h"
#include "cli/session.h"
#include "game/card_pool.h"

namespace rwd {
namespace {

GameSetup setup_for(int pairing, uint64_t seed) {
  const auto& decks = CardPool::builtin_decks();
  GameSetup s;
  for (int p = 0; p < kNumPlayers; ++p)
    s.players[p] = *CardPool::builtin().deck(decks[(pairing + p) % decks.size()].id);
  s.seed = seed;
  return s;
}

// Plays one game; returns the winner's seat index or -1 for a draw.
int play(const GameSetup& setup, Controller* p1, Controller* p2, uint64_t* hash = nullptr) {
  Game g = *Game::create(setup, builtin_card_db());
  Controller* ctl[] = {p1, p2};
  Result<GameOutcome> out = play_out(g, ctl, nullptr);
  EXPECT_TRUE(out.is_ok());
  if (hash) *hash = g.hash();
  return g.result() == GameResult::P1Wins ? 0 : g.result() == GameResult::P2Wins ? 1 : -1;
}

// Wins of `bot` against `other` over `games` per pairing and seating.
int wins_both_seats(const char* bot, const char* other, int games, const ControllerOptions& opt, int* played) {
  auto a = std::move(*make_controller(bot, opt));
  auto b = std::move(*make_controller(other, opt));
  int wins = 0;
  *played = 0;
  for (int pairing = 0; pairing < 3; ++pairing)
    for (int i = 0; i < games; ++i) {
      GameSetup s = setup_for(pairing, 100 + static_cast<uint64_t>(i));
      wins += play(s, a.get(), b.get()) == 0;
      wins += play(s, b.get(), a.get()) == 1;
      *played += 2;
    }
  return wins;
}

TEST(BotStrengthTest, HeuristicBeatsRandom) {
  int played = 0;
  int wins = wins_both_seats("heuristic", "random", 10, {}, &played);
  EXPECT_GE(wins * 100, 95 * played) << wins << " of " << played;
}

// A regression guard only: four games at a sixth of the default budget (the real
// measurement, 200 games at the default budget, is in docs/BENCHMARKS.md).
TEST(BotStrengthTest, SearchHoldsItsOwnAgainstHeuristicOnASmallSample) {
  ControllerOptions opt;
  opt.budget = 100;
  auto search = std::move(*make_controller("search", opt));
  auto heur = std::move(*make_controller("heuristic"));
  int wins = 0, played = 0;
  for (int pairing = 0; pairing < 2; ++pairing) {
    GameSetup s = setup_for(pairing, 3);
    wins += play(s, search.get(), heur.get()) == 0;
    wins += play(s, heur.get(), search.get()) == 1;
    played += 2;
  }
  EXPECT_GE(wins * 2, played) << wins << " of " << played;
}

// A bot keeps no state beyond its seed: a fresh controller asked mid-game answers exactly
// as the one that played the game so far, so a replay or a resumed game is identical.
TEST(BotStrengthTest, BotsAreStatelessAndReproducible) {
  for (const char* kind : {"heuristic", "search"}) {
    ControllerOptions opt;
    opt.budget = 40;
    auto p1 = std::move(*make_controller(kind, opt));
    auto p2 = std::move(*make_controller("heuristic"));
    Game g = *Game::create(setup_for(1, 21), builtin_card_db());
    int checked = 0;
    while (!g.over() && checked < 40) {
      PlayerId p = g.pending().player;
      Controller* c = p == PlayerId::P1 ? p1.get() : p2.get();
      int answer = *c->choose(g, p);
      if (p == PlayerId::P1) {
        auto fresh = std::move(*make_controller(kind, opt));
        EXPECT_EQ(*fresh->choose(g, p), answer) << kind << " at input " << g.inputs();
        ++checked;
      }
      ASSERT_TRUE(g.apply(answer).is_ok());
    }
    uint64_t h1 = 0, h2 = 0;
    auto a = std::move(*make_controller(kind, opt));
    auto b = std::move(*make_controller("heuristic"));
    play(setup_for(2, 5), a.get(), b.get(), &h1);
    play(setup_for(2, 5), a.get(), b.get(), &h2);
    EXPECT_EQ(h1, h2) << kind << ": the same seeded game twice ended differently";
  }
}

}  // namespace
}  // namespace rwd
