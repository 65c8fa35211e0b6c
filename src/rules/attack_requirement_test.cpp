// Attack requirements (508.1d): "CARDNAME attacks each combat if able." The active player
// may finish declaring attackers only once every creature with that requirement that is able
// to attack does; one that can't attack (tapped, summoning sick, 508.1a) imposes nothing.
// Test card written from rules text.
#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d =
      builtin_db_with({"Name:Test Berserker\nManaCost:1 R\nTypes:Creature Human Berserker\nPT:2/2\n"
                       "K:CARDNAME attacks each combat if able.\n"
                       "Oracle:Test Berserker attacks each combat if able.\n"},
                      "attack_requirement_test");
  return d;
}

// p1's declare attackers step with two Grizzly Bears and `berserker`.
Game game_with(PositionCard berserker) {
  Position pos;
  pos.step = Step::DeclareAttackers;
  pos.players[0].battlefield = {{"Grizzly Bears"}, {"Grizzly Bears"}, berserker};
  pos.players[0].library = {{"Forest"}, {"Forest"}};
  pos.players[1].library = {{"Forest"}, {"Forest"}};
  Result<Game> g = Game::from_position(pos, db());
  EXPECT_TRUE(g) << g.message();
  return *g;
}

bool has_done(const Game& g) {
  OptionList opts;
  g.options(opts);
  for (const Option& o : opts)
    if (o.kind() == OptionKind::Done) return true;
  return false;
}

TEST(AttackRequirementTest, DoneOnlyOnceTheBerserkerAttacks) {
  Game g = game_with({"Test Berserker"});
  ASSERT_EQ(g.pending().kind, DecisionKind::DeclareAttackers);
  EXPECT_FALSE(has_done(g));  // 508.1d: it must attack
  answer(g, "attack with Grizzly Bears#0");
  EXPECT_FALSE(has_done(g));  // another attacker does not satisfy its requirement
  answer(g, "attack with Test Berserker");
  ASSERT_EQ(g.pending().kind, DecisionKind::DeclareAttackers);  // one Bears may still attack
  EXPECT_TRUE(has_done(g));
  answer(g, "done");
  // No blockers: the two attackers deal their combat damage (510.2).
  EXPECT_EQ(state_of(g).player(PlayerId::P2).life, kStartingLife - 4);
}

TEST(AttackRequirementTest, NoRequirementWhenItCannotAttack) {
  // 508.1d: only a creature able to attack is required to; tapped or summoning sick it isn't.
  PositionCard tapped{"Test Berserker"};
  tapped.tapped = true;
  PositionCard sick{"Test Berserker"};
  sick.summoning_sick = true;
  for (const PositionCard& c : {tapped, sick}) {
    Game g = game_with(c);
    ASSERT_EQ(g.pending().kind, DecisionKind::DeclareAttackers);
    EXPECT_TRUE(has_done(g));
    EXPECT_FALSE(g.parse_answer("attack with Test Berserker"));
  }
}

}  // namespace
}  // namespace rwd
