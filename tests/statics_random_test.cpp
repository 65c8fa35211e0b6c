// Static abilities in whole games: seeded random games with decks full of anthems, Castle,
// Orcish Oriflamme and Giant Tortoise; after every answer each object's cached power,
// toughness, keywords and static flags equal a fresh recomputation (so no change to tapped,
// attacking, zone or control forgot to refresh them), a copy hashes the same, and the
// state-based-action shortcut holds (sba.cpp verifies sba_dirty in checked builds).
#include <gtest/gtest.h>

#include "bots/controller.h"
#include "cards/builtin.h"
#include "deck_of.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/statics.h"

namespace rwd {
namespace {

TEST(StaticsRandomTest, CachedCharacteristicsAlwaysMatchARecomputation) {
  const CardDb& db = builtin_card_db();
  GameSetup setup;
  setup.players[0] = deck_of(db, {{"Crusade", 3},
                                  {"Castle", 3},
                                  {"Giant Tortoise", 4},
                                  {"Savannah Lions", 4},
                                  {"Serra Angel", 2},
                                  {"Giant Growth", 3},
                                  {"Disenchant", 3},
                                  {"Plains", 10},
                                  {"Island", 4},
                                  {"Forest", 4}});
  setup.players[1] = deck_of(db, {{"Bad Moon", 3},
                                  {"Orcish Oriflamme", 3},
                                  {"Black Knight", 4},
                                  {"Scathe Zombies", 4},
                                  {"Hill Giant", 4},
                                  {"Lightning Bolt", 4},
                                  {"Tranquility", 2},
                                  {"Swamp", 9},
                                  {"Mountain", 9}});
  auto rnd = make_random_controller();
  int checked = 0;
  for (int gi = 0; gi < 150; ++gi) {
    setup.seed = 77 + static_cast<uint64_t>(gi);
    Result<Game> created = Game::create(setup, db);
    ASSERT_TRUE(created.is_ok()) << created.message();
    Game g = *created;
    while (!g.over() && g.inputs() < 3000) {
      std::string problem = characteristics_problem(state_of(g), db);
      ASSERT_EQ(problem, "") << "game " << gi << " after " << g.inputs() << " inputs";
      ++checked;
      Result<int> pick = rnd->choose(g, g.pending().player);
      ASSERT_TRUE(pick.is_ok()) << pick.message();
      ASSERT_TRUE(g.apply(*pick).is_ok());
    }
  }
  EXPECT_GT(checked, 10000);
}

}  // namespace
}  // namespace rwd
