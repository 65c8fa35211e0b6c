// Where a library search or a move puts a card in a library, and who searches: second from
// the top (LibraryPosition$ 1), one search for two places before one shuffle (NoShuffle$),
// "shuffle your library, then put the card on top" (a search to the library), and "its
// controller may search" after the creature was exiled (DefinedPlayer$ RememberedController,
// 608.2h). Test cards written from rules text.
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

const CardDb& db() {
  static const CardDb d = builtin_db_with(
      {"Name:Test Ousting\nManaCost:W\nTypes:Sorcery\n"
       "A:SP$ ChangeZone | Origin$ Battlefield | Destination$ Library | ValidTgts$ Creature | "
       "LibraryPosition$ 1 | RememberLKI$ True | SubAbility$ DBLife | SpellDescription$ Put "
       "target creature into its owner's library second from the top. Its controller gains 3 "
       "life.\n"
       "SVar:DBLife:DB$ GainLife | Defined$ RememberedController | LifeAmount$ 3\n",
       "Name:Test Twin Paths\nManaCost:2 G\nTypes:Sorcery\n"
       "A:SP$ ChangeZone | Origin$ Library | Destination$ Battlefield | Tapped$ True | "
       "ChangeType$ Land.Basic | ChangeNum$ 1 | NoShuffle$ True | SubAbility$ DBHand | "
       "SpellDescription$ Search your library for up to two basic land cards, reveal them, put "
       "one onto the battlefield tapped and the other into your hand, then shuffle.\n"
       "SVar:DBHand:DB$ ChangeZone | Origin$ Library | Destination$ Hand | ChangeType$ "
       "Land.Basic | ChangeNum$ 1\n",
       "Name:Test Bright Tutor\nManaCost:W\nTypes:Instant\n"
       "A:SP$ ChangeZone | Origin$ Library | Destination$ Library | LibraryPosition$ 0 | "
       "ChangeType$ Artifact,Enchantment | ChangeNum$ 1 | SpellDescription$ Search your library "
       "for an artifact or enchantment card and reveal it. Shuffle, then put that card on top.\n",
       "Name:Test Exile Road\nManaCost:W\nTypes:Instant\n"
       "A:SP$ ChangeZone | Origin$ Battlefield | Destination$ Exile | ValidTgts$ Creature | "
       "RememberLKI$ True | SubAbility$ DBRoad | SpellDescription$ Exile target creature. Its "
       "controller may search their library for a basic land card, put it onto the battlefield "
       "tapped, then shuffle.\n"
       "SVar:DBRoad:DB$ ChangeZone | Optional$ True | Origin$ Library | Destination$ "
       "Battlefield | Tapped$ True | ChangeType$ Land.Basic | ChangeNum$ 1 | DefinedPlayer$ "
       "RememberedController\n"},
      "library_placement_test");
  return d;
}

// Passes priority until the resolving spell asks something (or the stack is empty).
void resolve_stack_until_choice(Game& g) {
  for (int guard = 0; guard < 8 && !state_of(g).stack.empty() && has_option(g, "pass"); ++guard)
    answer(g, "pass");
}

std::string name_of(const Game& g, ObjectId id) {
  return std::string(g.db().get(state_of(g).obj(id).def).name());
}

// The names in p's library, top first.
std::vector<std::string> library_top_first(const Game& g, PlayerId p) {
  std::vector<std::string> out;
  const auto& lib = state_of(g).player(p).library;
  for (size_t i = lib.size(); i-- > 0;) out.push_back(name_of(g, lib[i]));
  return out;
}

TEST(LibraryPlacementTest, SecondFromTheTopAndItsControllerGainsLife) {  // 401.4, 608.2h
  expect_supported(db(), "Test Ousting");
  Position pos;
  pos.players[0].battlefield = {{"Plains"}, {"Mountain"}, {"Ornithopter"}};
  pos.players[0].hand = {{"Test Ousting"}, {"Lightning Bolt"}};
  pos.players[1].battlefield = {{"Grizzly Bears"}};
  pos.players[1].library = {{"Island"}, {"Swamp"}, {"Forest"}};
  EventLog log;
  Result<Game> g = Game::from_position(pos, db(), &log);
  ASSERT_TRUE(g) << g.message();
  answer(*g, "cast Test Ousting");
  answer_prefix(*g, "target Grizzly Bears");
  resolve_stack(*g);
  EXPECT_EQ(library_top_first(*g, PlayerId::P2),
            (std::vector<std::string>{"Island", "Grizzly Bears", "Swamp", "Forest"}));
  EXPECT_EQ(state_of(*g).player(PlayerId::P2).life, 23);  // its controller, not the caster
  EXPECT_EQ(state_of(*g).player(PlayerId::P1).life, 20);
  EXPECT_EQ(log.count("second from the top"), 1);
  EXPECT_TRUE(g->check()) << g->check().message();
}

TEST(LibraryPlacementTest, OntoAnEmptyLibraryItIsTheTopCard) {  // 401.4
  Position pos;
  pos.players[0].battlefield = {{"Plains"}, {"Mountain"}, {"Ornithopter"}};
  pos.players[0].hand = {{"Test Ousting"}, {"Lightning Bolt"}};
  pos.players[0].library = {{"Forest"}};
  pos.players[1].battlefield = {{"Grizzly Bears"}};
  Result<Game> g = Game::from_position(pos, db());
  ASSERT_TRUE(g) << g.message();
  answer(*g, "cast Test Ousting");
  answer_prefix(*g, "target Grizzly Bears");
  resolve_stack(*g);
  EXPECT_EQ(library_top_first(*g, PlayerId::P2), (std::vector<std::string>{"Grizzly Bears"}));
}

TEST(LibraryPlacementTest, TwoSearchesOfOneLibraryShuffleItOnce) {  // 701.23, 701.24
  expect_supported(db(), "Test Twin Paths");
  Position pos;
  pos.players[0].battlefield = {{"Forest"}, {"Forest"}, {"Forest"}};
  pos.players[0].hand = {{"Test Twin Paths"}};
  pos.players[0].library = {{"Island"}, {"Grizzly Bears"}, {"Swamp"}, {"Giant Growth"}};
  EventLog log;
  Result<Game> g = Game::from_position(pos, db(), &log);
  ASSERT_TRUE(g) << g.message();
  answer(*g, "cast Test Twin Paths");
  resolve_stack_until_choice(*g);
  EXPECT_TRUE(has_option(*g, "choose Island"));
  EXPECT_TRUE(has_option(*g, "choose Swamp"));
  EXPECT_FALSE(has_option(*g, "choose Grizzly Bears"));
  answer_prefix(*g, "choose Island");
  EXPECT_EQ(log.count("shuffles their library"), 0);  // not between the two searches
  // The second search sees the same library, less the card found.
  EXPECT_FALSE(has_option(*g, "choose Island"));
  answer_prefix(*g, "choose Swamp");
  EXPECT_EQ(log.count("shuffles their library"), 1);
  const GameState& s = state_of(*g);
  ASSERT_EQ(count_named(*g, s.battlefield, "Island"), 1u);
  for (ObjectId id : s.battlefield)
    if (name_of(*g, id) == "Island") {
      EXPECT_TRUE(s.obj(id).has(kTapped));
    }
  EXPECT_EQ(count_named(*g, s.player(PlayerId::P1).hand, "Swamp"), 1u);
  EXPECT_EQ(s.player(PlayerId::P1).library.size(), 2u);
  EXPECT_TRUE(g->check()) << g->check().message();
}

TEST(LibraryPlacementTest, ShuffleThenTheFoundCardOnTop) {  // 701.23, 701.24a
  expect_supported(db(), "Test Bright Tutor");
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    Position pos;
    pos.seed = seed;
    pos.players[0].battlefield = {{"Plains"}, {"Mountain"}};
    pos.players[0].hand = {{"Test Bright Tutor"}, {"Lightning Bolt"}};
    pos.players[0].library = {{"Forest"}, {"Island"}, {"Swamp"}, {"Ornithopter"},
                              {"Mountain"}, {"Plains"}};
    EventLog log;
    Result<Game> g = Game::from_position(pos, db(), &log);
    ASSERT_TRUE(g) << g.message();
    answer(*g, "cast Test Bright Tutor");
    resolve_stack_until_choice(*g);
    EXPECT_EQ(option_labels(*g).size(), 2u);  // Ornithopter or find nothing
    answer_prefix(*g, "choose Ornithopter");
    resolve_stack(*g);
    EXPECT_EQ(library_top_first(*g, PlayerId::P1).front(), "Ornithopter") << seed;
    EXPECT_EQ(log.count("shuffles their library"), 1) << seed;
    EXPECT_EQ(log.count("(revealed)"), 1) << seed;
    EXPECT_TRUE(g->check()) << g->check().message();
  }
}

TEST(LibraryPlacementTest, FindingNothingStillShuffles) {  // 701.23b
  Position pos;
  pos.players[0].battlefield = {{"Plains"}, {"Mountain"}};
  pos.players[0].hand = {{"Test Bright Tutor"}, {"Lightning Bolt"}};
  pos.players[0].library = {{"Forest"}, {"Island"}, {"Ornithopter"}};
  EventLog log;
  Result<Game> g = Game::from_position(pos, db(), &log);
  ASSERT_TRUE(g) << g.message();
  answer(*g, "cast Test Bright Tutor");
  resolve_stack_until_choice(*g);
  answer(*g, "done");
  resolve_stack(*g);
  EXPECT_EQ(log.count("shuffles their library"), 1);
  EXPECT_EQ(state_of(*g).player(PlayerId::P1).library.size(), 3u);
}

// Exile p2's creature with Test Exile Road; p2 (not the caster) decides and searches.
Game exile_road(EventLog* log) {
  Position pos;
  pos.players[0].battlefield = {{"Plains"}, {"Mountain"}, {"Ornithopter"}};
  pos.players[0].hand = {{"Test Exile Road"}, {"Lightning Bolt"}};
  pos.players[0].library = {{"Island"}, {"Island"}};
  pos.players[1].battlefield = {{"Grizzly Bears"}};
  pos.players[1].library = {{"Giant Growth"}, {"Swamp"}, {"Grizzly Bears"}, {"Forest"}};
  Result<Game> g = Game::from_position(pos, db(), log);
  EXPECT_TRUE(g) << g.message();
  answer(*g, "cast Test Exile Road");
  answer_prefix(*g, "target Grizzly Bears");
  resolve_stack_until_choice(*g);
  return *g;
}

TEST(LibraryPlacementTest, ItsControllerMaySearchTheirOwnLibrary) {  // 608.2h, 701.23
  expect_supported(db(), "Test Exile Road");
  EventLog log;
  Game g = exile_road(&log);
  EXPECT_EQ(g.decision().player, PlayerId::P2);  // asked of the exiled creature's controller
  EXPECT_TRUE(has_option(g, "yes"));
  answer(g, "yes");
  EXPECT_EQ(g.decision().player, PlayerId::P2);
  EXPECT_TRUE(has_option(g, "choose Swamp"));
  EXPECT_FALSE(has_option(g, "choose Island"));  // p1's library is not searched
  answer_prefix(g, "choose Forest");
  const GameState& s = state_of(g);
  EXPECT_EQ(s.player(PlayerId::P2).exile.size(), 1u);
  bool found = false;
  for (ObjectId id : s.battlefield)
    if (name_of(g, id) == "Forest") {
      found = true;
      EXPECT_EQ(s.obj(id).controller, raw(PlayerId::P2));  // under the searcher's control
      EXPECT_TRUE(s.obj(id).has(kTapped));
    }
  EXPECT_TRUE(found);
  EXPECT_EQ(log.count("shuffles their library"), 1);
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(LibraryPlacementTest, DecliningTheSearchDoesNotShuffle) {  // 608.2d, 701.24
  EventLog log;
  Game g = exile_road(&log);
  const std::vector<std::string> before = library_top_first(g, PlayerId::P2);
  answer(g, "no");
  EXPECT_EQ(log.count("shuffles their library"), 0);
  EXPECT_EQ(library_top_first(g, PlayerId::P2), before);
  EXPECT_EQ(state_of(g).player(PlayerId::P2).exile.size(), 1u);
}

}  // namespace
}  // namespace rwd
