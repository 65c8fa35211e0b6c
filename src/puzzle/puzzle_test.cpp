// The .pzl reader: what it accepts, and clear errors (with the line) for what it does not.
#include "puzzle/puzzle.h"

#include <gtest/gtest.h>

#include "game/card_pool.h"

namespace rwd {
namespace {

constexpr const char* kGood = R"([metadata]
Name:Test
URL:https://example.invalid/p
Goal:Win
Turns:2
Difficulty:Easy
Description:Win by next turn.
  A second line of description.
[state]
humanlife=20
ailife=7
turn=3
activeplayer=ai
activephase=MAIN2
humanhand=Grizzly Bears;Forest
humanbattlefield=Grizzly Bears|Tapped;Forest|Set:M10;Hill Giant|SummonSick
humanlibrary=Forest;Plains
aibattlefield=Wall of Wood
aigraveyard=Typhoid Rats
aiexile=Gray Ogre
ailandsplayed=1
)";

TEST(PuzzleTest, ParsesMetadataAndState) {
  Result<Puzzle> p = parse_puzzle(kGood, CardPool::builtin());
  ASSERT_TRUE(p.is_ok()) << p.message();
  EXPECT_EQ(p->name, "Test");
  EXPECT_EQ(p->turns, 2);
  EXPECT_EQ(p->description, "Win by next turn.\nA second line of description.");
  const Position& pos = p->position;
  EXPECT_EQ(pos.turn, 3);
  EXPECT_EQ(pos.active, PlayerId::P2);
  EXPECT_EQ(pos.step, Step::Main2);
  EXPECT_EQ(pos.players[1].life, 7);
  ASSERT_EQ(pos.players[0].battlefield.size(), 3u);
  EXPECT_TRUE(pos.players[0].battlefield[0].tapped);
  EXPECT_FALSE(pos.players[0].battlefield[1].tapped);
  EXPECT_TRUE(pos.players[0].battlefield[2].summoning_sick);
  EXPECT_EQ(pos.players[0].library.front().name, "Forest");  // top first
  EXPECT_EQ(pos.players[1].graveyard.size(), 1u);
  EXPECT_EQ(pos.players[1].exile.size(), 1u);
  EXPECT_EQ(pos.players[1].lands_played, 1);
  EXPECT_EQ(puzzle_last_turn(*p), 4);
  EXPECT_TRUE(Game::from_position(pos, CardPool::builtin().db()).is_ok());
}

std::string error_of(const std::string& text) {
  Result<Puzzle> p = parse_puzzle(text, CardPool::builtin());
  return p.is_ok() ? "" : p.message();
}

const std::string kHead = "[metadata]\nGoal:Win\nTurns:1\n[state]\nactivephase=MAIN1\n";

TEST(PuzzleTest, UnknownCardIsAnErrorWithTheLine) {
  EXPECT_EQ(error_of(kHead + "humanbattlefield=Grizly Bears\n"), "line 6: unknown card \"Grizly Bears\"");
}

// Forge's Counters: modifier puts counters on a permanent (122); a bad one is refused by name.
TEST(PuzzleTest, CountersArePutOnPermanentsAndBadOnesRefusedByName) {
  Result<Puzzle> p = parse_puzzle(kHead + "humanbattlefield=Grizzly Bears|Counters:P1P1=2,M1M1=1\n",
                                  CardPool::builtin());
  ASSERT_TRUE(p.is_ok()) << p.message();
  const PositionCard& bears = p->position.players[0].battlefield.at(0);
  EXPECT_EQ(bears.counters[static_cast<int>(CounterKind::P1P1)], 2);
  EXPECT_EQ(bears.counters[static_cast<int>(CounterKind::M1M1)], 1);
  Result<Game> g = Game::from_position(p->position, CardPool::builtin().db());
  ASSERT_TRUE(g.is_ok()) << g.message();
  std::string e = error_of(kHead + "humanbattlefield=Grizzly Bears|Counters:WISH=2\n");
  EXPECT_NE(e.find("Counters:WISH=2"), std::string::npos) << e;
  EXPECT_NE(e.find("unknown counter kind \"WISH\""), std::string::npos) << e;
  EXPECT_NE(error_of(kHead + "humanbattlefield=Grizzly Bears|Counters:P1P1\n").find("KIND=N"),
            std::string::npos);
  EXPECT_NE(error_of(kHead + "humanhand=Grizzly Bears|Counters:P1P1=1\n")
                .find("only to cards on the battlefield"),
            std::string::npos);
}

// A player at 0 life has already lost: such a file is refused, not "solved after 0 decisions".
TEST(PuzzleTest, APlayerAtZeroLifeIsRefused) {
  std::string e = error_of(kHead + "ailife=0\nhumanbattlefield=Grizzly Bears\n");
  EXPECT_NE(e.find("line 6: ailife must be at least 1"), std::string::npos) << e;
  EXPECT_NE(error_of(kHead + "humanlife=-3\n"), "");
}

TEST(PuzzleTest, MalformedInputIsRefused) {
  EXPECT_NE(error_of("humanlife=3\n"), "");                                   // no section
  EXPECT_NE(error_of("[metadata]\nGoal:Win\n"), "");                          // no [state]
  EXPECT_NE(error_of("[metadata]\nGoal:Survive\n[state]\nactivephase=MAIN1\n").find("Survive"), std::string::npos);
  EXPECT_NE(error_of("[metadata]\nTurns:zero\n[state]\nactivephase=MAIN1\n"), "");
  EXPECT_NE(error_of(kHead + "humanlife=lots\n"), "");
  EXPECT_NE(error_of(kHead + "humanpoison=3\n").find("humanpoison"), std::string::npos);
  EXPECT_NE(error_of(kHead + "activeplayer=bob\n"), "");
  EXPECT_NE(error_of("[metadata]\n[state]\nactivephase=LUNCH\n").find("LUNCH"), std::string::npos);
  EXPECT_NE(error_of(kHead + "humanbattlefield=Grizzly Bears|Flipped\n").find("Flipped"), std::string::npos);
  EXPECT_NE(error_of(kHead + "humanhand=Grizzly Bears|Tapped\n"), "");  // only on the battlefield
  EXPECT_NE(error_of(kHead + "humanbattlefield=Grizzly Bears|Attacking\n"), "");  // not in combat
  EXPECT_NE(error_of("[metadata]\n[state]\nhumanlife=3\n"), "");  // no activephase
  EXPECT_NE(error_of("[meta]\n"), "");
}

}  // namespace
}  // namespace rwd
