// Devoid (702.114a): "This object is colorless." It is a characteristic-defining ability
// (604.3), so it applies in every zone, whatever the colors of the mana cost (202.2). Test
// cards written from the rules text.
#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = [] {
    CardDb x = builtin_card_db();
    for (const char* script :
         {"Name:Test Void Drone\nManaCost:1 B\nTypes:Creature Eldrazi Drone\nPT:2/1\nK:Devoid\n"
          "Oracle:Devoid (This card has no color.)\n",
          "Name:Test Black Drone\nManaCost:1 B\nTypes:Creature Eldrazi Drone\nPT:2/1\n"}) {
      Status st = x.add_script(script, "devoid_test");
      EXPECT_TRUE(st) << st.message();
    }
    return x;
  }();
  return d;
}

TEST(DevoidTest, TheCardIsColorlessInEveryZone) {
  const CardDef& devoid = db().get(*db().find("Test Void Drone"));
  ASSERT_TRUE(devoid.supported()) << devoid.unsupported.front().reason;
  EXPECT_EQ(devoid.front().colors, 0);  // 702.114a, though its cost is black
  EXPECT_NE(db().get(*db().find("Test Black Drone")).front().colors, 0);  // 202.2
  Position pos;
  pos.players[0].hand = {{"Test Void Drone"}};
  pos.players[0].library = {{"Swamp"}};
  pos.players[1].battlefield = {{"Test Void Drone"}};
  pos.players[1].library = {{"Swamp"}};
  Result<Game> g = Game::from_position(pos, db());
  ASSERT_TRUE(g) << g.message();
  const GameState& s = state_of(*g);
  ASSERT_EQ(s.player(PlayerId::P1).hand.size(), 1u);
  EXPECT_EQ(s.obj(s.player(PlayerId::P1).hand[0]).colors, 0);  // in the hand (604.3)
  ASSERT_EQ(s.battlefield.size(), 1u);
  EXPECT_EQ(s.obj(s.battlefield[0]).colors, 0);  // on the battlefield
}

// Terror destroys a nonartifact, nonblack creature: the devoid one can be its target, the
// black one with the same cost cannot (115.1, 702.114a).
TEST(DevoidTest, ANonblackTargetCanBeTheDevoidCreature) {
  Position pos;
  pos.players[0].battlefield = {{"Swamp"}, {"Swamp"}};
  pos.players[0].hand = {{"Terror"}};
  pos.players[0].library = {{"Swamp"}};
  pos.players[1].battlefield = {{"Test Void Drone"}, {"Test Black Drone"}};
  pos.players[1].library = {{"Swamp"}};
  Result<Game> g = Game::from_position(pos, db());
  ASSERT_TRUE(g) << g.message();
  answer(*g, "cast Terror");
  // The devoid drone is the only legal target, so it is chosen without a question (601.2c).
  resolve_stack(*g);
  const GameState& s = state_of(*g);
  ASSERT_EQ(s.battlefield.size(), 3u);  // two Swamps and the black drone
  size_t black_left = 0;
  for (ObjectId id : s.battlefield)
    black_left += g->db().get(s.obj(id).def).name() == "Test Black Drone";
  EXPECT_EQ(black_left, 1u);
  ASSERT_EQ(s.player(PlayerId::P2).graveyard.size(), 1u);
  EXPECT_EQ(g->db().get(s.obj(s.player(PlayerId::P2).graveyard[0]).def).name(), "Test Void Drone");
}

}  // namespace
}  // namespace rwd
