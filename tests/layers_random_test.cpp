// Layered continuous effects in whole games (613): seeded random games with decks of the cards
// that change control, types, colors and base power/toughness, define their own P/T (604.3),
// animate, transform (701.28) and lure (509.1c). After every answer each object's cached
// characteristics equal a fresh recomputation, a copy equals the original and hashes the
// same, and the state codec round-trips.
#include <gtest/gtest.h>

#include "bots/controller.h"
#include "cards/builtin.h"
#include "deck_of.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/state_codec.h"
#include "rules/statics.h"

namespace rwd {
namespace {

TEST(LayersRandomTest, CachedCharacteristicsAndSnapshotsHoldInRandomGames) {
  const CardDb& db = builtin_card_db();
  GameSetup setup;
  setup.players[0] = deck_of(db, {{"Control Magic", 2},
                                  {"Steal Artifact", 2},
                                  {"Animate Artifact", 2},
                                  {"Living Lands", 2},
                                  {"Jayemdae Tome", 2},
                                  {"Thraben Gargoyle", 3},
                                  {"Lure", 2},
                                  {"Animate Wall", 2},
                                  {"Wall of Wood", 2},
                                  {"White Ward", 2},
                                  {"Grizzly Bears", 3},
                                  {"Island", 8},
                                  {"Forest", 6},
                                  {"Plains", 4}});
  setup.players[1] = deck_of(db, {{"Kormus Bell", 2},
                                  {"Plague Rats", 4},
                                  {"Nightmare", 2},
                                  {"Sorceress Queen", 2},
                                  {"Xenic Poltergeist", 2},
                                  {"Bad Moon", 2},
                                  {"Black Ward", 2},
                                  {"Ornithopter", 2},
                                  {"Shatter", 2},
                                  {"Disenchant", 2},
                                  {"Swamp", 12},
                                  {"Mountain", 3},
                                  {"Plains", 3}});
  auto rnd = make_random_controller();
  int checked = 0;
  for (int gi = 0; gi < 60; ++gi) {
    setup.seed = 501 + static_cast<uint64_t>(gi);
    Result<Game> created = Game::create(setup, db);
    ASSERT_TRUE(created.is_ok()) << created.message();
    Game g = *created;
    while (!g.over() && g.inputs() < 3000) {
      ASSERT_EQ(characteristics_problem(state_of(g), db), "")
          << "game " << gi << " after " << g.inputs() << " inputs";
      GameState thawed;
      Status st = decode_state(encode_state(state_of(g)), thawed);
      ASSERT_TRUE(st) << "game " << gi << " after " << g.inputs() << " inputs: " << st.message();
      ASSERT_TRUE(thawed == state_of(g)) << "game " << gi << " after " << g.inputs() << " inputs";
      ++checked;
      Result<int> pick = rnd->choose(g, g.pending().player);
      ASSERT_TRUE(pick.is_ok()) << pick.message();
      ASSERT_TRUE(g.apply(*pick).is_ok());
    }
  }
  EXPECT_GT(checked, 3000);
}

}  // namespace
}  // namespace rwd
