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
Turns:4
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
  EXPECT_EQ(p->turns, 4);
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
  EXPECT_EQ(error_of(kHead + "humanbattlefield=Grizly Bears\n"),
            "line 6: unknown card \"Grizly Bears\"");
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
  EXPECT_NE(error_of("humanlife=3\n"), "");           // no section
  EXPECT_NE(error_of("[metadata]\nGoal:Win\n"), "");  // no [state]
  EXPECT_NE(error_of("[metadata]\nGoal:Survive a while\n[state]\nactivephase=MAIN1\n")
                .find("line 2: unknown goal \"Survive a while\""),
            std::string::npos);
  EXPECT_NE(error_of("[metadata]\nTurns:zero\n[state]\nactivephase=MAIN1\n"), "");
  EXPECT_NE(error_of(kHead + "humanlife=lots\n"), "");
  EXPECT_NE(error_of(kHead + "humanpoison=3\n").find("humanpoison"), std::string::npos);
  EXPECT_NE(error_of(kHead + "activeplayer=bob\n"), "");
  EXPECT_NE(error_of("[metadata]\n[state]\nactivephase=LUNCH\n").find("LUNCH"), std::string::npos);
  EXPECT_NE(error_of(kHead + "humanbattlefield=Grizzly Bears|Flipped\n").find("Flipped"),
            std::string::npos);
  EXPECT_NE(error_of(kHead + "humanhand=Grizzly Bears|Tapped\n"), "");  // only on the battlefield
  EXPECT_NE(error_of(kHead + "humanbattlefield=Grizzly Bears|Attacking\n"), "");  // not in combat
  EXPECT_NE(error_of("[metadata]\n[state]\nhumanlife=3\n"), "");                  // no activephase
  EXPECT_NE(error_of("[meta]\n"), "");
}

// Forge's Turns is the number of the last turn, not a count of turns (its goal trigger
// compares it with the game's turn number); one more when the puzzle starts at cleanup.
TEST(PuzzleTest, TurnsIsTheLastTurnsNumber) {
  Result<Puzzle> p = parse_puzzle("[metadata]\nTurns:7\n[state]\nturn=5\nactivephase=MAIN1\n",
                                  CardPool::builtin());
  ASSERT_TRUE(p.is_ok()) << p.message();
  EXPECT_EQ(puzzle_last_turn(*p), 7);
  p = parse_puzzle("[metadata]\nTurns:5\n[state]\nturn=5\nactivephase=CLEANUP\n",
                   CardPool::builtin());
  ASSERT_TRUE(p.is_ok()) << p.message();
  EXPECT_EQ(puzzle_last_turn(*p), 6);
  p = parse_puzzle("[metadata]\n[state]\nturn=3\nactivephase=MAIN1\n", CardPool::builtin());
  ASSERT_TRUE(p.is_ok()) << p.message();
  EXPECT_EQ(puzzle_last_turn(*p), 3);  // no Turns: this turn
  EXPECT_NE(error_of("[metadata]\nTurns:2\n[state]\nturn=3\nactivephase=MAIN1\n")
                .find("line 2: Turns 2 is before the puzzle's turn 3"),
            std::string::npos);
}

TEST(PuzzleTest, GoalsAndTheirTargets) {
  Result<Puzzle> p =
      parse_puzzle("[metadata]\nGoal:Destroy specified permanents\n[state]\nactivephase=MAIN1\n",
                   CardPool::builtin());
  ASSERT_TRUE(p.is_ok()) << p.message();
  EXPECT_EQ(p->kind, PuzzleGoal::Destroy);
  EXPECT_EQ(p->targets, "Creature.OppCtrl");  // Forge's default
  EXPECT_NE(error_of("[metadata]\nGoal:Play the specified permanent\n[state]\nactivephase=MAIN1\n")
                .find("line 2: goal \"Play the specified permanent\" needs Targets"),
            std::string::npos);
  EXPECT_NE(
      error_of("[metadata]\nGoal:Gain control of specified permanents\nTargets:Creature.Shiny\n"
               "[state]\nactivephase=MAIN1\n")
          .find("line 3: Targets: unknown property \"Shiny\""),
      std::string::npos);
  EXPECT_NE(error_of("[metadata]\nGoal:Win\nTargets:Creature\n[state]\nactivephase=MAIN1\n")
                .find("line 3"),
            std::string::npos);
  EXPECT_NE(
      error_of("[metadata]\nGoal:Win\nTargetCount:2\n[state]\nactivephase=MAIN1\n").find("line 3"),
      std::string::npos);
}

const std::string kBoard = R"([metadata]
Goal:Win
[state]
activephase=MAIN1
humanbattlefield=Grizzly Bears|Id:7|Damage:1;Bonesplitter|AttachedTo:7;Forest|Tapped
humancounters=POISON=3
humanmanapool=G G W
aibattlefield=Hill Giant|Id:8;Holy Strength|AttachedTo:8|Owner:Human;Gray Ogre|Owner:Human
aihand=Forest
HumanLibrary=Plains;Island;Swamp
)";

// Damage, attachments by Id, owners, player counters and the mana pool reach the game.
TEST(PuzzleTest, TheBoardReachesTheGame) {
  Result<Puzzle> p = parse_puzzle(kBoard, CardPool::builtin());
  ASSERT_TRUE(p.is_ok()) << p.message();
  Result<Game> g = Game::from_position(p->position, CardPool::builtin().db());
  ASSERT_TRUE(g.is_ok()) << g.message();
  const PlayerView v = g->view(PlayerId::P1);
  auto card = [&](const std::string& name) -> const CardView* {
    for (const CardView& c : v.battlefield)
      if (c.name == name) return &c;
    return nullptr;
  };
  ASSERT_TRUE(card("Grizzly Bears") && card("Bonesplitter") && card("Hill Giant") &&
              card("Holy Strength"));
  EXPECT_EQ(card("Grizzly Bears")->damage, 1);
  EXPECT_EQ(card("Bonesplitter")->attached_to, card("Grizzly Bears")->id);
  EXPECT_EQ(card("Grizzly Bears")->power, 4);  // 2 + Bonesplitter's +2
  EXPECT_EQ(card("Holy Strength")->attached_to, card("Hill Giant")->id);
  EXPECT_EQ(card("Hill Giant")->toughness, 5);  // 3 + Holy Strength's +2
  EXPECT_EQ(card("Holy Strength")->controller, 1);
  EXPECT_EQ(card("Holy Strength")->owner, 0);
  EXPECT_EQ(card("Gray Ogre")->owner, 0);
  EXPECT_TRUE(card("Forest")->tapped);
  EXPECT_EQ(v.players[0].poison, 3);
  EXPECT_EQ(v.players[0].mana_pool[4], 2);                           // G
  EXPECT_EQ(v.players[0].mana_pool[0], 1);                           // W
  EXPECT_EQ(p->position.players[0].library.front().name, "Plains");  // top first, as Forge
}

// What the engine cannot represent is refused with its line, never dropped.
TEST(PuzzleTest, UnsupportedKeysAndModifiersAreRefusedWithTheLine) {
  auto err = [&](const std::string& state_line) { return error_of(kHead + state_line + "\n"); };
  EXPECT_NE(err("humanbattlefield=Grizzly Bears|FaceDown")
                .find("line 6: modifier \"FaceDown\" on \"Grizzly Bears\": face-down cards"),
            std::string::npos);
  EXPECT_NE(err("humanbattlefield=Grizzly Bears|FaceDown:Manifested").find("line 6"),
            std::string::npos);
  EXPECT_NE(
      err("humanbattlefield=Grizzly Bears|Sparkly").find("line 6: unknown modifier \"Sparkly\""),
      std::string::npos);
  EXPECT_NE(err("humanbattlefield=Grizzly Bears|Transformed").find("line 6"), std::string::npos);
  EXPECT_NE(err("humanbattlefield=t:Soldier").find("line 6: token"), std::string::npos);
  EXPECT_NE(err("humanprecast=Lightning Bolt").find("line 6: [state] key \"humanprecast\""),
            std::string::npos);
  EXPECT_NE(err("aiputonstack=Lightning Bolt").find("line 6"), std::string::npos);
  EXPECT_NE(err("activephaseadvance=MAIN2").find("line 6"), std::string::npos);
  EXPECT_NE(err("humanfavourite=Bears").find("line 6: unknown [state] key \"humanfavourite\""),
            std::string::npos);
  EXPECT_NE(err("humancounters=ENERGY=2").find("ENERGY"), std::string::npos);
  EXPECT_NE(err("humanmanapool=W Q").find("'Q'"), std::string::npos);
  EXPECT_NE(err("humanlandsplayedlastturn=1").find("line 6"), std::string::npos);
  EXPECT_NE(err("humancommand=Grizzly Bears").find("line 6"), std::string::npos);
  EXPECT_NE(err("humanbattlefield=Bonesplitter|AttachedTo:4").find("no card has Id:4"),
            std::string::npos);
  EXPECT_NE(err("humanbattlefield=Grizzly Bears|Id:1;Forest|Id:1").find("Id 1 is given twice"),
            std::string::npos);
  EXPECT_NE(err("humanhand=Grizzly Bears|Damage:1").find("only to cards on the battlefield"),
            std::string::npos);
  // An Aura alone on the battlefield enchants nothing: refused when the game is built.
  Result<Puzzle> aura =
      parse_puzzle(kHead + "humanbattlefield=Holy Strength\n", CardPool::builtin());
  ASSERT_TRUE(aura.is_ok()) << aura.message();
  EXPECT_FALSE(Game::from_position(aura->position, CardPool::builtin().db()).is_ok());
}

}  // namespace
}  // namespace rwd
