// A game with a token on the battlefield, and one after a token has ceased to exist (704.5d),
// survives a snapshot: the thawed game equals the original (same hash, same options).
#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"

namespace rwd {
namespace {

void answer(Game& g, const std::string& label) {
  OptionList opts;
  g.options(opts);
  for (size_t i = 0; i < opts.size(); ++i)
    if (g.option_label(opts[i]).find(label) == 0) {
      ASSERT_TRUE(g.apply(static_cast<int>(i)).is_ok()) << label;
      return;
    }
  FAIL() << "no option " << label;
}

void expect_snapshot_round_trip(const Game& g) {
  Result<Game> thawed = Game::from_snapshot(g.snapshot(), builtin_card_db());
  ASSERT_TRUE(thawed.is_ok()) << thawed.message();
  EXPECT_EQ(thawed->hash(), g.hash());
  EXPECT_TRUE(state_of(*thawed) == state_of(g));
}

TEST(TokenSnapshotTest, TokensSurviveASnapshotAndCeaseToExist) {
  Position pos;
  pos.players[0].battlefield = {{"The Hive"}, {"Mountain"}, {"Mountain"}, {"Mountain"},
                                {"Mountain"}, {"Mountain"}, {"Mountain"}};
  pos.players[0].hand = {{"Lightning Bolt"}};
  pos.players[0].library = {{"Mountain"}, {"Mountain"}};
  pos.players[1].library = {{"Mountain"}, {"Mountain"}};
  Result<Game> made = Game::from_position(pos, builtin_card_db());
  ASSERT_TRUE(made.is_ok()) << made.message();
  Game g = *made;
  const int cards = state_of(g).num_objects;
  answer(g, "activate The Hive");
  answer(g, "pass");
  ASSERT_EQ(state_of(g).num_objects, cards + 1);
  const ObjectId wasp = object_id(cards);
  EXPECT_EQ(state_of(g).obj(wasp).zone, Zone::Battlefield);
  EXPECT_TRUE(state_of(g).obj(wasp).has(kToken));
  EXPECT_EQ(g.object_label(wasp).find("Wasp"), 0u);
  expect_snapshot_round_trip(g);
  answer(g, "cast Lightning Bolt");
  answer(g, "target Wasp");
  EXPECT_EQ(state_of(g).obj(wasp).zone, Zone::None);  // ceased to exist, listed nowhere
  for (ObjectId id : state_of(g).player(PlayerId::P1).graveyard) EXPECT_NE(id, wasp);
  expect_snapshot_round_trip(g);
}

}  // namespace
}  // namespace rwd
