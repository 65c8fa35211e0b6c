// The register instructions (rules/vm_repeat.cpp) through the built-in cards that use them:
// RepeatEach over the players (101.4), Repeat until a stored value says stop (608.2c), and
// what an ability remembers (Remembered$Amount).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cards/builtin.h"
#include "game/event.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

std::vector<PositionCard> cards(const std::string& name, int n) {
  return std::vector<PositionCard>(static_cast<size_t>(n), PositionCard{name});
}

// each.player, move.hand (remembering), var.get, add, var.set: each player, active player
// first, shuffles their hand away and draws that many (the player is remembered too, hence
// Remembered$Amount/Minus.1).
TEST(VmRepeatTest, EachPlayerShufflesTheirHandAwayAndDrawsThatMany) {
  Position pos;
  pos.players[0].battlefield = cards("Mountain", 1);
  pos.players[0].hand = {{"Winds of Change"}, {"Grizzly Bears"}, {"Giant Growth"}};
  pos.players[0].library = cards("Forest", 3);
  pos.players[1].hand = cards("Lightning Bolt", 1);
  pos.players[1].library = cards("Island", 4);
  EventLog log;
  Result<Game> g = Game::from_position(pos, builtin_card_db(), &log);
  ASSERT_TRUE(g) << g.message();
  answer(*g, "cast Winds of Change");
  ASSERT_TRUE(state_of(*g).interactions.empty());
  EXPECT_EQ(state_of(*g).player(PlayerId::P1).hand.size(), 2u);
  EXPECT_EQ(state_of(*g).player(PlayerId::P1).library.size(), 3u);
  EXPECT_EQ(state_of(*g).player(PlayerId::P2).hand.size(), 1u);
  EXPECT_EQ(state_of(*g).player(PlayerId::P2).library.size(), 4u);
  // 101.4: p1 (the active player) goes first.
  int p1_draw = -1, p2_move = -1;
  for (size_t i = 0; i < log.events.size(); ++i) {
    if (p1_draw < 0 && log.events[i].text.find("p1 draws") != std::string::npos)
      p1_draw = static_cast<int>(i);
    if (p2_move < 0 && log.events[i].text.find("Lightning Bolt") != std::string::npos)
      p2_move = static_cast<int>(i);
  }
  ASSERT_GE(p1_draw, 0);
  ASSERT_GE(p2_move, 0);
  EXPECT_LT(p1_draw, p2_move);
  for (const Interaction& it : state_of(*g).interactions) EXPECT_EQ(it.vars[kVarRemembered], 0);
}

// var.set, var.mark, damage.marked, compare and a backward branch: rounds of two flips go on
// until both coins come up heads; each tails costs its player 1 life. Over several seeds the
// damage equals the tails flipped and the last round is two heads.
TEST(VmRepeatTest, RepeatLoopsUntilBothCoinsComeUpHeads) {
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    Position pos;
    pos.seed = seed;
    pos.players[0].battlefield = cards("Mountain", 1);
    pos.players[0].hand = {{"Mana Clash"}, {"Grizzly Bears"}};
    pos.players[0].library = cards("Forest", 3);
    pos.players[1].library = cards("Island", 3);
    EventLog log;
    Result<Game> g = Game::from_position(pos, builtin_card_db(), &log);
    ASSERT_TRUE(g) << g.message();
    answer(*g, "cast Mana Clash");
    answer(*g, "pass");  // p2 passes too: it resolves (p2 is the only opponent: the target)
    ASSERT_TRUE(state_of(*g).interactions.empty()) << "seed " << seed;
    const int p1_tails = log.count("p1 loses the flip"), p2_tails = log.count("p2 loses the flip");
    const int flips = log.count(" the flip (Mana Clash");
    EXPECT_EQ(flips % 2, 0);
    EXPECT_EQ(state_of(*g).player(PlayerId::P1).life, 20 - p1_tails) << "seed " << seed;
    EXPECT_EQ(state_of(*g).player(PlayerId::P2).life, 20 - p2_tails) << "seed " << seed;
    // The last round: both heads.
    std::vector<std::string> flip_lines;
    for (const GameEvent& e : log.events)
      if (e.text.find(" the flip (Mana Clash") != std::string::npos) flip_lines.push_back(e.text);
    ASSERT_GE(flip_lines.size(), 2u);
    EXPECT_NE(flip_lines[flip_lines.size() - 1].find("wins"), std::string::npos);
    EXPECT_NE(flip_lines[flip_lines.size() - 2].find("wins"), std::string::npos);
    EXPECT_EQ(log.count("deals 1 damage"), p1_tails + p2_tails);
  }
}

// sacrifice.count, compare: Lord of the Pit remembers how many creatures were sacrificed;
// with none other than itself, it deals 7 damage to its controller.
TEST(VmRepeatTest, SacrificeCountRemembersWhetherOneWasSacrificed) {
  for (bool alone : {false, true}) {
    Position pos;
    pos.step = Step::Upkeep;
    pos.turn = 3;
    pos.players[0].battlefield = {{"Lord of the Pit"}, {"Swamp"}};
    if (!alone) pos.players[0].battlefield.push_back({"Grizzly Bears"});
    pos.players[0].library = cards("Swamp", 3);
    pos.players[1].library = cards("Swamp", 3);
    Result<Game> g = Game::from_position(pos, builtin_card_db());
    ASSERT_TRUE(g) << g.message();
    EXPECT_EQ(state_of(*g).player(PlayerId::P1).life, alone ? 13 : 20);
    EXPECT_EQ(state_of(*g).player(PlayerId::P1).graveyard.size(), alone ? 0u : 1u);
  }
}

// The registers are part of the state: a game suspended in Lord of the Pit's sacrifice choice
// (the Remembered count already 1) hashes differently from the same game with another count,
// snapshots and restores with it, and a restored copy plays on the same way.
TEST(VmRepeatTest, RegistersAreHashedEncodedAndCompared) {
  Position pos;
  pos.step = Step::Upkeep;
  pos.turn = 3;
  pos.players[0].battlefield = {{"Lord of the Pit"}, {"Grizzly Bears"}, {"Llanowar Elves"}};
  pos.players[0].library = cards("Swamp", 3);
  pos.players[1].library = cards("Swamp", 3);
  Result<Game> g = Game::from_position(pos, builtin_card_db());
  ASSERT_TRUE(g) << g.message();
  ASSERT_EQ(state_of(*g).interactions.size(), 1u);
  EXPECT_EQ(state_of(*g).interactions.back().vars[kVarRemembered], 1);
  Result<Game> thawed = Game::from_snapshot(g->snapshot(), builtin_card_db());
  ASSERT_TRUE(thawed) << thawed.message();
  EXPECT_TRUE(state_of(*thawed) == state_of(*g));
  EXPECT_EQ(thawed->hash(), g->hash());
  GameState other = state_of(*g);
  other.interactions.back().vars[kVarRemembered] = 0;
  EXPECT_FALSE(other == state_of(*g));
  answer(*g, "sacrifice Llanowar Elves");
  answer(*thawed, "sacrifice Llanowar Elves");
  EXPECT_EQ(thawed->hash(), g->hash());
  EXPECT_EQ(state_of(*g).player(PlayerId::P1).life, 20);
}

}  // namespace
}  // namespace rwd
