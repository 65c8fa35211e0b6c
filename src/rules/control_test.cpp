// GainControl (Op::GainControl, layer 2, 613.1b) and Animate's colors (Op::AnimateColor, layer
// 5, 613.1e), rules/control.h.
#include <gtest/gtest.h>

#include <string>

#include "cards/builtin.h"
#include "cards/color.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"
#include "rules/state_codec.h"

namespace rwd {
namespace {

ObjectId find(const Game& g, const std::string& name) {
  for (int i = 0; i < state_of(g).num_objects; ++i)
    if (g.db().get(state_of(g).objects[i].def).name() == name) return object_id(i);
  return ObjectId::None;
}

// 613.1b, 302.6, 514.2: Act of Treason takes p2's Craw Wurm until end of turn, untapped, with
// haste; the effect survives a snapshot and control returns to the owner in the cleanup step.
TEST(ControlTest, ActOfTreasonTakesControlUntilCleanup) {
  Position pos;
  pos.turn = 3;
  pos.players[0].battlefield = {PositionCard{"Mountain"}, PositionCard{"Mountain"},
                                PositionCard{"Mountain"}};
  pos.players[0].hand = {PositionCard{"Act of Treason"}, PositionCard{"Mountain"}};
  pos.players[0].library = {PositionCard{"Mountain"}, PositionCard{"Mountain"}};
  PositionCard wurm{"Craw Wurm"};
  wurm.tapped = true;
  pos.players[1].battlefield = {wurm};
  pos.players[1].library = {PositionCard{"Forest"}, PositionCard{"Forest"}};
  Result<Game> made = Game::from_position(pos, builtin_card_db());
  ASSERT_TRUE(made) << made.message();
  Game g = *made;
  answer(g, "cast Act of Treason");
  resolve_stack(g);
  const ObjectId id = find(g, "Craw Wurm");
  const Object& o = state_of(g).obj(id);
  EXPECT_EQ(o.controller, 0);  // p1
  EXPECT_EQ(o.owner, 1);
  EXPECT_FALSE(o.has(kTapped));
  EXPECT_TRUE(o.has(Keyword::Haste));
  EXPECT_EQ(o.controlled_since_turn, 3);  // 302.6
  ASSERT_EQ(state_of(g).effects.size(), 1u);
  EXPECT_EQ(state_of(g).effects[0].control, 1);
  GameState copy;
  ASSERT_TRUE(decode_state(encode_state(state_of(g)), copy));
  EXPECT_TRUE(copy == state_of(g));
  // Play on to p2's turn: the effect ended in p1's cleanup step.
  for (int guard = 0; guard < 40 && state_of(g).turn == 3; ++guard) {
    ASSERT_FALSE(g.options().empty());
    Result<int> r = g.parse_answer("pass");
    if (!r) r = g.parse_answer("done");  // declare no attackers, discard nothing
    ASSERT_TRUE(g.apply(r ? *r : 0));
  }
  EXPECT_EQ(state_of(g).obj(id).controller, 1);
  EXPECT_FALSE(state_of(g).obj(id).has(Keyword::Haste));
  EXPECT_TRUE(state_of(g).effects.empty());
}

// 613.1e, 400.7a: Chaoslace on a creature spell: the spell is red on the stack and the
// permanent it becomes stays red (Permanent$ True).
TEST(ControlTest, ChaoslaceMakesASpellRedAndItsPermanentStaysRed) {
  Position pos;
  pos.turn = 3;
  // Lightning Bolt stays castable, so p1 is asked at each priority (nothing resolves unasked).
  pos.players[0].battlefield = {PositionCard{"Forest"}, PositionCard{"Forest"},
                                PositionCard{"Mountain"}, PositionCard{"Mountain"}};
  pos.players[0].hand = {PositionCard{"Grizzly Bears"}, PositionCard{"Chaoslace"},
                         PositionCard{"Lightning Bolt"}};
  pos.players[0].library = {PositionCard{"Forest"}, PositionCard{"Forest"}};
  pos.players[1].library = {PositionCard{"Forest"}, PositionCard{"Forest"}};
  Result<Game> made = Game::from_position(pos, builtin_card_db());
  ASSERT_TRUE(made) << made.message();
  Game g = *made;
  answer(g, "cast Grizzly Bears");
  const ObjectId bears = find(g, "Grizzly Bears");
  EXPECT_EQ(state_of(g).obj(bears).colors, color_bit(Color::Green));
  answer(g, "cast Chaoslace");
  answer(g, "target Grizzly Bears");
  answer(g, "pass");  // p2 has no option: Chaoslace resolves, the Bears spell waits
  ASSERT_EQ(state_of(g).stack.size(), 1u);
  ASSERT_EQ(state_of(g).obj(bears).zone, Zone::Stack);
  EXPECT_EQ(state_of(g).obj(bears).colors, color_bit(Color::Red));
  answer(g, "pass");
  ASSERT_EQ(state_of(g).obj(bears).zone, Zone::Battlefield);
  EXPECT_EQ(state_of(g).obj(bears).colors, color_bit(Color::Red));
}

}  // namespace
}  // namespace rwd
