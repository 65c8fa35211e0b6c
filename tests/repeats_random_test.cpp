// The looping, remembering and replacing cards (96-fourth-edition-repeats.txt) in whole games:
// seeded random games with decks full of them finish, and at every frame a snapshot restores
// to an equal state with the same hash (the VM registers and replacement shields included).
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "bots/controller.h"
#include "cards/builtin.h"
#include "deck_of.h"
#include "game/event.h"
#include "game/game.h"
#include "game/game_internal.h"

namespace rwd {
namespace {

struct Casts : GameListener {
  std::map<std::string, int> seen;
  void on_event(const GameEvent& e) override {
    for (const char* what :
         {"casts Winds of Change", "casts Mana Clash", "casts Eye for an Eye",
          "activates Jade Monolith", "Lord of the Pit deals 7 damage", "sacrifices"})
      if (e.text.find(what) != std::string::npos) ++seen[what];
  }
};

TEST(RepeatsRandomTest, GamesWithRepeatingCardsSnapshotAtEveryFrame) {
  const CardDb& db = builtin_card_db();
  GameSetup setup;
  setup.players[0] = deck_of(db, {{"Winds of Change", 4},
                                  {"Mana Clash", 4},
                                  {"Lord of the Pit", 3},
                                  {"Grizzly Bears", 6},
                                  {"Lightning Bolt", 4},
                                  {"Mountain", 10},
                                  {"Swamp", 9}});
  setup.players[1] = deck_of(db, {{"Eye for an Eye", 4},
                                  {"Jade Monolith", 4},
                                  {"Savannah Lions", 6},
                                  {"Hill Giant", 4},
                                  {"Lightning Bolt", 4},
                                  {"Plains", 10},
                                  {"Mountain", 8}});
  auto rnd = make_random_controller();
  Casts casts;
  int checked = 0;
  for (int gi = 0; gi < 40; ++gi) {
    setup.seed = 500 + static_cast<uint64_t>(gi);
    Result<Game> created = Game::create(setup, db, &casts);
    ASSERT_TRUE(created.is_ok()) << created.message();
    Game g = *created;
    while (!g.over() && g.inputs() < 3000) {
      Result<Game> thawed = Game::from_snapshot(g.snapshot(), db);
      ASSERT_TRUE(thawed.is_ok()) << thawed.message();
      ASSERT_TRUE(state_of(*thawed) == state_of(g))
          << "game " << gi << " after " << g.inputs() << " inputs";
      ASSERT_EQ(thawed->hash(), g.hash());
      ++checked;
      Result<int> pick = rnd->choose(g, g.pending().player);
      ASSERT_TRUE(pick.is_ok()) << pick.message();
      ASSERT_TRUE(g.apply(*pick).is_ok());
    }
  }
  EXPECT_GT(checked, 2000);
  // The random players did use the cards.
  for (const char* what : {"casts Winds of Change", "casts Mana Clash", "casts Eye for an Eye",
                           "activates Jade Monolith", "sacrifices"})
    EXPECT_GT(casts.seen[what], 0) << what;
}

}  // namespace
}  // namespace rwd
