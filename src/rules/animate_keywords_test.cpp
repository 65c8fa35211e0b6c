// Animate's other parts: Keywords$ (613.1f), Colors$ added to an object's own (105.3, 613.1e),
// Permanent$ True for the whole effect (611.2: "for as long as it stays"), and Power$ or
// Types$ alone (613.4b, 613.1d). Test cards written from the rules text.
#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"
#include "rules/object_facts.h"
#include "rules/state_codec.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = [] {
    CardDb x = builtin_card_db();
    for (const char* script :
         {"Name:Test Keyrune\nManaCost:3\nTypes:Artifact\n"
          "A:AB$ Animate | Cost$ 1 | Defined$ Self | Power$ 2 | Toughness$ 3 | Types$ "
          "Artifact,Creature,Bird | Colors$ White,Blue | Keywords$ Flying & Vigilance | "
          "SpellDescription$ Until end of turn, CARDNAME becomes a 2/3 white and blue Bird "
          "artifact creature with flying and vigilance.\n"
          "Oracle:{1}: Until end of turn, Test Keyrune becomes a 2/3 white and blue Bird artifact "
          "creature with flying and vigilance.\n",
          "Name:Test Tint\nManaCost:U\nTypes:Instant\n"
          "A:SP$ Animate | Cost$ U | ValidTgts$ Permanent | Colors$ Blue | SpellDescription$ "
          "Target permanent becomes blue in addition to its other colors until end of turn.\n"
          "Oracle:Target permanent becomes blue in addition to its other colors until end of "
          "turn.\n",
          "Name:Test Awakening\nManaCost:G\nTypes:Sorcery\n"
          "A:SP$ Animate | Cost$ G | ValidTgts$ Land | Power$ 3 | Toughness$ 3 | Types$ Creature | "
          "Colors$ Green | Keywords$ Haste | Permanent$ True | SpellDescription$ Target land "
          "becomes a 3/3 green creature with haste. It's still a land.\n"
          "Oracle:Target land becomes a 3/3 green creature with haste. It's still a land.\n",
          "Name:Test Transmute\nManaCost:1\nTypes:Instant\n"
          "A:SP$ Animate | Cost$ 1 | ValidTgts$ Creature | Types$ Artifact | Permanent$ True | "
          "SpellDescription$ Target creature becomes an artifact in addition to its other "
          "types.\n"
          "Oracle:Target creature becomes an artifact in addition to its other types.\n",
          "Name:Test Wilting\nManaCost:W\nTypes:Instant\n"
          "A:SP$ Animate | Cost$ W | ValidTgts$ Creature | Power$ 0 | SpellDescription$ Target "
          "creature has base power 0 until end of turn.\n"
          "Oracle:Target creature has base power 0 until end of turn.\n"}) {
      Status st = x.add_script(script, "animate_keywords_test");
      EXPECT_TRUE(st) << st.message();
    }
    return x;
  }();
  return d;
}

ObjectId find(const Game& g, PlayerId p, std::string_view name) {
  const GameState& s = state_of(g);
  for (ObjectId id : s.battlefield)
    if (s.obj(id).controller == raw(p) && g.db().get(s.obj(id).def).name() == name) return id;
  return ObjectId::None;
}

Game start(std::vector<PositionCard> battlefield, std::vector<PositionCard> hand) {
  Position pos;
  pos.turn = 3;
  pos.players[0].battlefield = std::move(battlefield);
  pos.players[0].hand = std::move(hand);
  pos.players[0].hand.push_back({"Swamp"});  // p1 keeps something to do after resolving
  pos.players[0].library = {{"Swamp"}, {"Swamp"}, {"Swamp"}};
  pos.players[1].battlefield = {{"Grizzly Bears"}};
  pos.players[1].library = {{"Forest"}, {"Forest"}, {"Forest"}};
  Result<Game> g = Game::from_position(pos, db());
  EXPECT_TRUE(g) << g.message();
  return *g;
}

// Answers option 0 (pass, or no attackers/blockers) until the next turn begins.
void pass_turn(Game& g) {
  const int turn = state_of(g).turn;
  for (int guard = 0; guard < 200 && state_of(g).turn == turn; ++guard) ASSERT_TRUE(g.apply(0));
  ASSERT_GT(state_of(g).turn, turn);
}

constexpr ColorMask kWhite = 1u << 0, kBlue = 1u << 1, kGreen = 1u << 4;

TEST(AnimateKeywordsTest, TheTestCardsAreSupported) {
  for (const char* name :
       {"Test Keyrune", "Test Tint", "Test Awakening", "Test Transmute", "Test Wilting"})
    EXPECT_TRUE(db().get(*db().find(name)).supported()) << name;
}

// 613.1d-f, 611.2: the keyrune is a 2/3 white and blue flying, vigilant artifact creature
// until end of turn, then a colorless noncreature artifact again.
TEST(AnimateKeywordsTest, AKeyruneGainsTypesColorsAndKeywordsUntilEndOfTurn) {
  Game g = start({{"Test Keyrune"}, {"Island"}}, {});
  const ObjectId rune = find(g, PlayerId::P1, "Test Keyrune");
  answer(g, "activate Test Keyrune");
  resolve_stack(g);
  const Object& o = state_of(g).obj(rune);
  EXPECT_TRUE(is_creature(o));
  EXPECT_EQ(o.power, 2);
  EXPECT_EQ(o.toughness, 3);
  EXPECT_EQ(o.colors, kWhite | kBlue);
  EXPECT_TRUE(o.has(Keyword::Flying));
  EXPECT_TRUE(o.has(Keyword::Vigilance));
  EXPECT_FALSE(o.has(Keyword::Trample));
  // The effects travel in snapshots.
  GameState copy;
  ASSERT_TRUE(decode_state(encode_state(state_of(g)), copy));
  EXPECT_TRUE(copy == state_of(g));
  pass_turn(g);  // 514.2: the effects end in the cleanup step
  const Object& after = state_of(g).obj(rune);
  EXPECT_FALSE(is_creature(after));
  EXPECT_EQ(after.colors, 0);
  EXPECT_FALSE(after.has(Keyword::Flying));
  EXPECT_TRUE(g.check()) << g.check().message();
}

// 105.3: "becomes blue in addition to its other colors": green Grizzly Bears become green
// and blue (Colors$ without OverwriteColors$ True), until end of turn.
TEST(AnimateKeywordsTest, ColorsWithoutOverwriteAreAddedToTheObjectsOwn) {
  Game g = start({{"Island"}}, {{"Test Tint"}});
  const ObjectId bears = find(g, PlayerId::P2, "Grizzly Bears");
  answer(g, "cast Test Tint");
  answer(g, "target Grizzly Bears");
  resolve_stack(g);
  EXPECT_EQ(state_of(g).obj(bears).colors, kGreen | kBlue);
  pass_turn(g);
  EXPECT_EQ(state_of(g).obj(bears).colors, kGreen);
}

// 611.2 (Permanent$ True): the land stays a 3/3 green creature with haste after the turn
// ends; it is still a land (305.7 does not apply: the land types are kept).
TEST(AnimateKeywordsTest, PermanentLastsForTheWholeEffect) {
  Game g = start({{"Forest"}, {"Mountain"}}, {{"Test Awakening"}});
  answer(g, "cast Test Awakening");
  answer(g, "target Mountain");
  resolve_stack(g);
  ObjectId land = ObjectId::None;
  for (ObjectId id : state_of(g).battlefield)
    if (is_creature(state_of(g).obj(id)) && state_of(g).obj(id).controller == 0) land = id;
  ASSERT_NE(land, ObjectId::None);
  pass_turn(g);
  const Object& o = state_of(g).obj(land);
  EXPECT_TRUE(is_creature(o));
  EXPECT_TRUE(is_land(o));
  EXPECT_EQ(o.power, 3);
  EXPECT_EQ(o.toughness, 3);
  EXPECT_EQ(o.colors, kGreen);
  EXPECT_TRUE(o.has(Keyword::Haste));
  EXPECT_EQ(o.land_types & kLandTypesSet, 0);  // its card's land type, Mountain, kept
}

// 613.1d alone: an artifact in addition to its other types, power and toughness unchanged.
// 613.4b alone: base power 0, toughness unchanged.
TEST(AnimateKeywordsTest, TypesOrPowerAloneLeaveTheRestUnchanged) {
  Game g = start({{"Plains"}, {"Plains"}}, {{"Test Transmute"}, {"Test Wilting"}});
  const ObjectId bears = find(g, PlayerId::P2, "Grizzly Bears");
  answer(g, "cast Test Transmute");  // its only legal target, chosen for us
  resolve_stack(g);
  const Object& o = state_of(g).obj(bears);
  EXPECT_TRUE(o.types & type_bit(CardType::Artifact));
  EXPECT_TRUE(is_creature(o));
  EXPECT_EQ(o.power, 2);
  EXPECT_EQ(o.toughness, 2);
  answer(g, "cast Test Wilting");
  resolve_stack(g);
  EXPECT_EQ(state_of(g).obj(bears).power, 0);
  EXPECT_EQ(state_of(g).obj(bears).toughness, 2);
}

// What the engine can't do exactly is refused by name: the type chosen as it resolves, a
// keyword the engine does not enforce, keywords until the next upkeep.
TEST(AnimateKeywordsTest, UnsupportedPartsAreRefusedByName) {
  struct Case {
    const char* ability;
    const char* reason;
  };
  for (const Case& c : {
           Case{"Defined$ Self | Types$ ChosenType", "Types$ word 'ChosenType'"},
           Case{"Defined$ Self | Power$ 1 | Keywords$ Frobnicate", "Keywords$ Frobnicate"},
           Case{"Defined$ Self | Power$ 1 | Keywords$ Flying | UntilYourNextUpkeep$ True",
                "UntilYourNextUpkeep"},
           Case{"Defined$ Self | Colors$ Blue | OverwriteColors$ False", "OverwriteColors$ False"},
       }) {
    CardDb x;
    Status st = x.add_script(std::string("Name:Test Refused\nManaCost:1\nTypes:Artifact\n"
                                         "A:AB$ Animate | Cost$ 1 | ") +
                                 c.ability + "\nOracle:x\n",
                             "animate_keywords_test");
    ASSERT_TRUE(st) << st.message();
    const CardDef& def = x.get(*x.find("Test Refused"));
    ASSERT_FALSE(def.supported()) << c.ability;
    std::string reasons;
    for (const auto& u : def.unsupported) reasons += u.reason + "\n";
    EXPECT_NE(reasons.find(c.reason), std::string::npos) << reasons;
  }
}

}  // namespace
}  // namespace rwd
