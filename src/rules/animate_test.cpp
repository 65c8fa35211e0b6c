// Op::Animate (rules/animate.h): base power/toughness (613.4b) and added card types
// (613.1d), until end of turn or until the controller's next upkeep.
#include <gtest/gtest.h>

#include <string>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"
#include "rules/state_codec.h"

namespace rwd {
namespace {

ObjectId find(const Game& g, const std::string& name) {
  for (ObjectId id : state_of(g).battlefield)
    if (g.db().get(state_of(g).obj(id).def).name() == name) return id;
  return ObjectId::None;
}

Game start(const char* animator, const char* p2_card) {
  Position pos;
  pos.turn = 3;
  pos.players[0].battlefield = {PositionCard{animator}, PositionCard{"Swamp"}};
  pos.players[0].hand = {PositionCard{"Swamp"}};  // p1 stops at its priority after resolving
  pos.players[0].library = {PositionCard{"Swamp"}, PositionCard{"Swamp"}, PositionCard{"Swamp"}};
  pos.players[1].battlefield = {PositionCard{p2_card}};
  pos.players[1].library = {PositionCard{"Forest"}, PositionCard{"Forest"}, PositionCard{"Forest"}};
  Result<Game> g = Game::from_position(pos, builtin_card_db());
  EXPECT_TRUE(g) << g.message();
  return *g;
}

// 613.4b: Sorceress Queen: target creature has base power and toughness 0/2 until end of turn.
TEST(AnimateTest, SorceressQueenSetsBasePowerAndToughness) {
  Game g = start("Sorceress Queen", "Craw Wurm");
  answer(g, "activate Sorceress Queen");
  resolve_stack(g);
  const Object& wurm = state_of(g).obj(find(g, "Craw Wurm"));
  EXPECT_EQ(wurm.power, 0);
  EXPECT_EQ(wurm.toughness, 2);
  ASSERT_EQ(state_of(g).effects.size(), 1u);
  EXPECT_EQ(state_of(g).effects[0].set_toughness, 2);
  // The effect travels in snapshots (codec version 7).
  GameState copy;
  ASSERT_TRUE(decode_state(encode_state(state_of(g)), copy));
  EXPECT_TRUE(copy == state_of(g));
}

// 613.1d: Xenic Poltergeist: a noncreature artifact becomes an artifact creature with P/T
// equal to its mana value (Jayemdae Tome: 4) until p1's next upkeep.
TEST(AnimateTest, XenicPoltergeistMakesAnArtifactACreatureUntilYourUpkeep) {
  Game g = start("Xenic Poltergeist", "Jayemdae Tome");
  answer(g, "activate Xenic Poltergeist");
  resolve_stack(g);
  const ObjectId tome = find(g, "Jayemdae Tome");
  EXPECT_TRUE(state_of(g).obj(tome).types & type_bit(CardType::Creature));
  EXPECT_EQ(state_of(g).obj(tome).power, 4);
  EXPECT_EQ(state_of(g).obj(tome).toughness, 4);
  EXPECT_EQ(state_of(g).effects[0].duration, EffectDuration::UntilYourNextUpkeep);
}

}  // namespace
}  // namespace rwd
