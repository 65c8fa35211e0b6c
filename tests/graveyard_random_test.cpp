// Targets in graveyards and the source moving itself (issue 16) in whole games: seeded random
// games with decks full of reanimation, graveyard-to-library and self-bounce cards finish, and
// at every frame the state checker passes (Game::check) and a snapshot restores to an equal
// state with the same hash. The test cards are written from rules text (115.1, 110.2a, 400.7).
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

const char* const kScripts[] = {
    "Name:Test Reanimation\nManaCost:2 B\nTypes:Sorcery\n"
    "A:SP$ ChangeZone | ValidTgts$ Creature.YouCtrl | Origin$ Graveyard | Destination$ "
    "Battlefield | SpellDescription$ Return target creature card from your graveyard to the "
    "battlefield.\nOracle:x\n",
    "Name:Test Lay to Rest\nManaCost:U\nTypes:Instant\n"
    "A:SP$ ChangeZone | ValidTgts$ Card | Origin$ Graveyard | Destination$ Library | "
    "LibraryPosition$ -1 | SpellDescription$ Put target card from a graveyard on the bottom of "
    "its owner's library.\nOracle:x\n",
    "Name:Test Recollect\nManaCost:U\nTypes:Instant\n"
    "A:SP$ ChangeZone | ValidTgts$ Card.YouCtrl | Origin$ Graveyard | Destination$ Library | "
    "Shuffle$ True | SpellDescription$ Shuffle target card from your graveyard into your "
    "library.\nOracle:x\n",
    "Name:Test Gravewatcher\nManaCost:1 B\nTypes:Creature Zombie\nPT:2/2\n"
    "T:Mode$ ChangesZone | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigBack | "
    "TriggerDescription$ When CARDNAME enters the battlefield, return target creature card from "
    "your graveyard to your hand.\n"
    "SVar:TrigBack:DB$ ChangeZone | ValidTgts$ Creature.YouCtrl | Origin$ Graveyard | "
    "Destination$ Hand\nOracle:x\n",
    "Name:Test Skittering Drake\nManaCost:1 U\nTypes:Creature Drake\nPT:2/2\nK:Flying\n"
    "A:AB$ ChangeZone | Cost$ 1 | Origin$ Battlefield | Destination$ Hand | SpellDescription$ "
    "Return CARDNAME to its owner's hand.\nOracle:x\n",
};

const CardDb& db() {
  static const CardDb d = [] {
    CardDb x = builtin_card_db();
    for (const char* s : kScripts) {
      Status st = x.add_script(s, "graveyard_random_test");
      EXPECT_TRUE(st) << st.message();
    }
    return x;
  }();
  return d;
}

struct Seen : GameListener {
  std::map<std::string, int> n;
  void on_event(const GameEvent& e) override {
    for (const char* what : {"is put onto the battlefield", "is put on the bottom of",
                             "is shuffled into", "Test Skittering Drake#"})
      if (e.text.find(what) != std::string::npos &&
          (std::string(what) != "Test Skittering Drake#" ||
           e.text.find("is returned to") != std::string::npos))
        ++n[what];
  }
};

TEST(GraveyardRandomTest, GamesWithGraveyardTargetsCheckAndSnapshotAtEveryFrame) {
  GameSetup setup;
  setup.players[0] = deck_of(db(), {{"Test Reanimation", 4},
                                    {"Raise Dead", 3},
                                    {"Test Gravewatcher", 4},
                                    {"Test Lay to Rest", 3},
                                    {"Grizzly Bears", 6},
                                    {"Lightning Bolt", 4},
                                    {"Swamp", 10},
                                    {"Island", 4},
                                    {"Mountain", 4}});
  setup.players[1] = deck_of(db(), {{"Test Recollect", 4},
                                    {"Test Skittering Drake", 6},
                                    {"Test Lay to Rest", 3},
                                    {"Hill Giant", 4},
                                    {"Lightning Bolt", 4},
                                    {"Island", 10},
                                    {"Mountain", 8}});
  auto rnd = make_random_controller();
  Seen seen;
  int checked = 0;
  for (int gi = 0; gi < 40; ++gi) {
    setup.seed = 700 + static_cast<uint64_t>(gi);
    Result<Game> created = Game::create(setup, db(), &seen);
    ASSERT_TRUE(created.is_ok()) << created.message();
    Game g = *created;
    while (!g.over() && g.inputs() < 3000) {
      Status ok = g.check();
      ASSERT_TRUE(ok.is_ok()) << "game " << gi << " after " << g.inputs() << ": " << ok.message();
      Result<Game> thawed = Game::from_snapshot(g.snapshot(), db());
      ASSERT_TRUE(thawed.is_ok()) << thawed.message();
      ASSERT_TRUE(state_of(*thawed) == state_of(g))
          << "game " << gi << " after " << g.inputs() << " inputs";
      ASSERT_EQ(thawed->hash(), g.hash());
      ++checked;
      Result<int> pick = rnd->choose(g, g.pending().player);
      ASSERT_TRUE(pick.is_ok()) << pick.message();
      ASSERT_TRUE(g.apply(*pick).is_ok());
    }
    EXPECT_TRUE(g.over()) << "game " << gi;
  }
  EXPECT_GT(checked, 2000);
  for (const char* what : {"is put onto the battlefield", "is put on the bottom of",
                           "is shuffled into", "Test Skittering Drake#"})
    EXPECT_GT(seen.n[what], 0) << what;
}

}  // namespace
}  // namespace rwd
