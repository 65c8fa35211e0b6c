// Cycling (702.29): "Cycling [cost]" means "[Cost], Discard this card: Draw a card." It can be
// activated only while the card is in its owner's hand (702.29a-b). Test card written from
// rules text.
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
    Status st = x.add_script(
        "Name:Test Cycler\nManaCost:4 W\nTypes:Creature Giant\nPT:3/3\nK:Cycling:2\n"
        "Oracle:Cycling {2} ({2}, Discard this card: Draw a card.)\n",
        "cycling_test");
    EXPECT_TRUE(st) << st.message();
    return x;
  }();
  return d;
}

// p1 in its main phase with `lands` Plains, `hand` and `battlefield`; p2 holds a Lightning
// Bolt and a Mountain to cast it, so p2 has a real choice while something is on the stack.
Game game_with(int lands, std::vector<PositionCard> hand,
               std::vector<PositionCard> battlefield = {}) {
  Position pos;
  for (int i = 0; i < lands; ++i) pos.players[0].battlefield.push_back({"Plains"});
  for (PositionCard& c : battlefield) pos.players[0].battlefield.push_back(c);
  pos.players[0].hand = std::move(hand);
  pos.players[0].library = {{"Island"}, {"Swamp"}, {"Forest"}};
  pos.players[1].battlefield = {{"Mountain"}};
  pos.players[1].hand = {{"Lightning Bolt"}};
  pos.players[1].library = {{"Forest"}, {"Forest"}, {"Forest"}};
  Result<Game> g = Game::from_position(pos, db());
  EXPECT_TRUE(g) << g.message();
  return *g;
}

TEST(CyclingTest, DiscardingTheCardIsTheCostAndTheAbilityDrawsOnResolution) {
  Game g = game_with(2, {{"Test Cycler"}, {"Grizzly Bears"}});
  answer(g, "activate Test Cycler");
  // 702.29a: the card was discarded to pay the cost; the ability waits on the stack.
  const GameState& s = state_of(g);
  EXPECT_EQ(count_named(g, s.player(PlayerId::P1).graveyard, "Test Cycler"), 1u);
  ASSERT_EQ(s.stack.size(), 1u);
  EXPECT_EQ(s.player(PlayerId::P1).hand.size(), 1u);
  // A frame with the ability on the stack and its source in the graveyard: copies and
  // snapshots carry it.
  Result<Game> thawed = Game::from_snapshot(g.snapshot(), g.db());
  ASSERT_TRUE(thawed) << thawed.message();
  EXPECT_EQ(thawed->hash(), g.hash());
  Game copy = g;
  resolve_stack(g);
  resolve_stack(*thawed);
  answer(copy, "pass");  // p2 passes too: the ability resolves
  EXPECT_EQ(state_of(g).player(PlayerId::P1).hand.size(), 2u);  // Grizzly Bears + the draw
  EXPECT_EQ(thawed->hash(), g.hash());
  EXPECT_EQ(copy.hash(), g.hash());
}

TEST(CyclingTest, OnlyFromTheHandAndOnlyWhenTheCostCanBePaid) {
  // 702.29b: on the battlefield the ability exists but can't be activated.
  Game bf = game_with(4, {{"Grizzly Bears"}}, {{"Test Cycler"}});
  Result<int> on_bf = bf.parse_answer("activate Test Cycler");
  EXPECT_FALSE(on_bf);
  // One Plains: {2} can't be paid (602.2b).
  Game poor = game_with(1, {{"Test Cycler"}, {"Grizzly Bears"}});
  EXPECT_FALSE(poor.parse_answer("activate Test Cycler"));
  Game rich = game_with(2, {{"Test Cycler"}, {"Grizzly Bears"}});
  EXPECT_TRUE(rich.parse_answer("activate Test Cycler"));
}

TEST(CyclingTest, RefusesCostsItCannotPay) {
  CardDb x = builtin_card_db();
  ASSERT_TRUE(x.add_script(
      "Name:Test Odd Cycler\nManaCost:W\nTypes:Creature Giant\nPT:1/1\nK:Cycling:Sac<1/Creature>\n"
      "Oracle:x\n",
      "t"));
  const CardDef& c = x.get(*x.find("Test Odd Cycler"));
  ASSERT_FALSE(c.supported());
  EXPECT_NE(c.unsupported[0].reason.find("Cycling"), std::string::npos) << c.unsupported[0].reason;
}

}  // namespace
}  // namespace rwd
