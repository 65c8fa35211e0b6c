// "CARDNAME enters the battlefield tapped [unless ...]" written as a replacement of how the
// permanent enters (614.1c): K:ETBReplacement:Other:<SVar> or R:Event$ Moved with a
// `DB$ Tap | Defined$ Self | ETB$ True` SVar, decided as the permanent arrives (614.12), with
// no stack and no decision. Test cards written from the rules text.
#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

// "Test Summit enters the battlefield tapped unless you control a Swamp or a Mountain."
constexpr const char* kCheckLand =
    "Name:Test Summit\nManaCost:no cost\nTypes:Land\nK:ETBReplacement:Other:Tapped\n"
    "SVar:Tapped:DB$ Tap | Defined$ Self | ETB$ True | ConditionPresent$ "
    "Swamp.YouCtrl,Mountain.YouCtrl | ConditionCompare$ EQ0 | SpellDescription$ CARDNAME enters "
    "the battlefield tapped unless you control a Swamp or a Mountain.\n"
    "A:AB$ Mana | Cost$ T | Produced$ R | SpellDescription$ Add {R}.\n"
    "Oracle:Test Summit enters the battlefield tapped unless you control a Swamp or a "
    "Mountain.\\n{T}: Add {R}.\n";
// "Test Cliffs enters the battlefield tapped unless you control two or fewer other lands."
constexpr const char* kFastLand =
    "Name:Test Cliffs\nManaCost:no cost\nTypes:Land\n"
    "R:Event$ Moved | ValidCard$ Card.Self | Destination$ Battlefield | ReplaceWith$ Tapped | "
    "Description$ CARDNAME enters the battlefield tapped unless you control two or fewer other "
    "lands.\n"
    "SVar:Tapped:DB$ Tap | Defined$ Self | ETB$ True | ConditionCheckSVar$ Lands | "
    "ConditionSVarCompare$ GT2 | SubAbility$ Move\n"
    "SVar:Move:DB$ ChangeZone | Hidden$ True | Origin$ All | Destination$ Battlefield | "
    "Defined$ ReplacedCard\n"
    "SVar:Lands:Count$LastStateBattlefield Land.YouCtrl\n"
    "A:AB$ Mana | Cost$ T | Produced$ R | SpellDescription$ Add {R}.\n"
    "Oracle:Test Cliffs enters the battlefield tapped unless you control two or fewer other "
    "lands.\\n{T}: Add {R}.\n";
// "Test Vivid Crag enters the battlefield tapped with two charge counters on it."
constexpr const char* kVividLand =
    "Name:Test Vivid Crag\nManaCost:no cost\nTypes:Land\nK:ETBReplacement:Other:Tapped\n"
    "SVar:Tapped:DB$ Tap | Defined$ Self | ETB$ True | SubAbility$ Charge\n"
    "SVar:Charge:DB$ PutCounter | ETB$ True | Defined$ Self | CounterType$ CHARGE | "
    "CounterNum$ 2\n"
    "SVar:Leftover:DB$ ChangeZone | Hidden$ True | Origin$ All | Destination$ Battlefield | "
    "Defined$ ReplacedCard\n"
    "A:AB$ Mana | Cost$ T | Produced$ R | SpellDescription$ Add {R}.\n"
    "A:AB$ Mana | Cost$ T SubCounter<1/CHARGE> | Produced$ Any | SpellDescription$ Add one mana "
    "of any color.\n"
    "Oracle:Test Vivid Crag enters the battlefield tapped with two charge counters on it.\\n"
    "{T}: Add {R}.\\n{T}, Remove a charge counter from Test Vivid Crag: Add one mana of any "
    "color.\n";
// "You may discard a card. If you don't, it enters tapped": an entry choice with a cost the
// engine does not offer (paying life is, rules/entry_choice_test.cpp).
constexpr const char* kShockLand =
    "Name:Test Crypt\nManaCost:no cost\nTypes:Land Swamp Mountain\nK:ETBReplacement:Other:Tap\n"
    "SVar:Tap:DB$ Tap | ETB$ True | Defined$ Self | UnlessCost$ Discard<1/Card> | UnlessPayer$ "
    "You\n"
    "Oracle:As Test Crypt enters the battlefield, you may discard a card. If you don't, Test "
    "Crypt enters the battlefield tapped.\n";
// A Moved replacement that is not about entering tapped.
constexpr const char* kOtherMoved =
    "Name:Test Exiler\nManaCost:1 B\nTypes:Creature Zombie\nPT:2/2\n"
    "R:Event$ Moved | ValidCard$ Card.Self | Destination$ Graveyard | ReplaceWith$ Exile\n"
    "SVar:Exile:DB$ ChangeZone | Hidden$ True | Origin$ All | Destination$ Exile | Defined$ "
    "ReplacedCard\n"
    "Oracle:If Test Exiler would be put into a graveyard, exile it instead.\n";

const CardDb& db() {
  static const CardDb d = [] {
    CardDb x = builtin_card_db();
    for (const char* script : {kCheckLand, kFastLand, kVividLand, kShockLand, kOtherMoved}) {
      Status st = x.add_script(script, "enters_tapped_test");
      EXPECT_TRUE(st) << st.message();
    }
    return x;
  }();
  return d;
}

// Plays `land` from P1's hand; the permanent it became.
ObjectId play_id(Game& g, const std::string& land) {
  answer(g, "play " + land);
  const GameState& s = state_of(g);
  for (ObjectId id : s.battlefield)
    if (g.db().get(s.obj(id).def).name() == land) return id;
  ADD_FAILURE() << land << " did not enter";
  return s.battlefield[0];
}
const Object& play(Game& g, const std::string& land) {
  return state_of(g).obj(play_id(g, land));
}

Game with_lands(std::vector<PositionCard> lands, std::vector<PositionCard> opponent_lands,
                const std::string& land) {
  Position pos;
  pos.players[0].battlefield = std::move(lands);
  pos.players[0].hand = {{land}};
  pos.players[0].library = {{"Mountain"}};
  pos.players[1].battlefield = std::move(opponent_lands);
  pos.players[1].library = {{"Mountain"}};
  Result<Game> g = Game::from_position(pos, db());
  EXPECT_TRUE(g) << g.message();
  return std::move(*g);
}

TEST(EntersTappedTest, TheScriptsCompile) {
  for (const char* name : {"Test Summit", "Test Cliffs", "Test Vivid Crag"}) {
    const CardDef& def = db().get(*db().find(name));
    EXPECT_TRUE(def.supported()) << name << ": " << def.unsupported.front().reason;
  }
}

// 614.1c: tapped unless you control a Swamp or a Mountain, counted as it enters.
TEST(EntersTappedTest, CheckLandIsUntappedOnlyWithTheNamedLandType) {
  Game none = with_lands({{"Forest"}, {"Island"}}, {{"Mountain"}}, "Test Summit");
  EXPECT_TRUE(play(none, "Test Summit").has(kTapped));  // the opponent's Mountain doesn't count
  Game swamp = with_lands({{"Forest"}, {"Swamp"}}, {}, "Test Summit");
  EXPECT_FALSE(play(swamp, "Test Summit").has(kTapped));
  Game mountain = with_lands({{"Mountain"}}, {}, "Test Summit");
  EXPECT_FALSE(play(mountain, "Test Summit").has(kTapped));
}

// 614.1c: "unless you control two or fewer other lands": the land itself is not counted.
TEST(EntersTappedTest, FastLandCountsTheOtherLands) {
  Game two =
      with_lands({{"Forest"}, {"Island"}}, {{"Forest"}, {"Forest"}, {"Forest"}}, "Test Cliffs");
  EXPECT_FALSE(play(two, "Test Cliffs").has(kTapped));
  Game three = with_lands({{"Forest"}, {"Island"}, {"Swamp"}}, {}, "Test Cliffs");
  EXPECT_TRUE(play(three, "Test Cliffs").has(kTapped));
  Game none = with_lands({}, {}, "Test Cliffs");
  EXPECT_FALSE(play(none, "Test Cliffs").has(kTapped));
}

// 614.1c: it enters tapped and with its counters (122.1), before anything can respond.
TEST(EntersTappedTest, VividLandEntersTappedWithChargeCounters) {
  Game g = with_lands({{"Forest"}}, {}, "Test Vivid Crag");
  const ObjectId crag = play_id(g, "Test Vivid Crag");
  const GameState& s = state_of(g);
  EXPECT_TRUE(s.obj(crag).has(kTapped));
  int charge = 0;
  for (const CounterEntry& c : s.counters)
    if (c.object == crag && c.kind == CounterKind::Charge) charge += c.count;
  EXPECT_EQ(charge, 2);
}

// 605.1a, 605.3b: "{T}, Remove a charge counter from CARDNAME: Add one mana of any color." is
// a mana ability with a counter cost (602.2h): offered only while the counter is there.
TEST(EntersTappedTest, VividLandSpendsACounterForAnyColor) {
  Position pos;
  PositionCard charged{"Test Vivid Crag"};
  charged.counters[static_cast<int>(CounterKind::Charge)] = 1;
  pos.players[0].battlefield = {charged, {"Test Vivid Crag"}};
  pos.players[0].hand = {{"Mountain"}};  // something left to do: the mana stays in the pool
  pos.players[0].library = {{"Mountain"}};
  pos.players[1].library = {{"Mountain"}};
  Result<Game> g = Game::from_position(pos, db());
  ASSERT_TRUE(g) << g.message();
  const GameState& s = state_of(*g);
  const ObjectId with = s.battlefield[0], without = s.battlefield[1];
  int blue = -1, offers_without = 0;
  OptionList opts;
  g->options(opts);
  for (size_t i = 0; i < opts.size(); ++i) {
    const std::string label = g->option_label(opts[i]);
    if (label.find(g->object_label(with)) != std::string::npos &&
        label.find("Add {U}") != std::string::npos)
      blue = static_cast<int>(i);
    offers_without += label.find(g->object_label(without)) != std::string::npos;
  }
  EXPECT_EQ(offers_without, 0);  // no counter to remove (the {T}: Add {R} pays costs itself)
  ASSERT_GE(blue, 0);
  ASSERT_TRUE(g->apply(blue));
  EXPECT_EQ(s.counters_on(with, CounterKind::Charge), 0);
  EXPECT_TRUE(s.obj(with).has(kTapped));
  EXPECT_EQ(s.player(PlayerId::P1).pool.amount[static_cast<int>(Color::Blue)], 1);
}

TEST(EntersTappedTest, WhatItCannotDoIsRefusedByName) {
  const CardDef& shock = db().get(*db().find("Test Crypt"));
  ASSERT_FALSE(shock.supported());
  EXPECT_NE(shock.unsupported.front().reason.find("UnlessCost"), std::string::npos)
      << shock.unsupported.front().reason;
  const CardDef& exiler = db().get(*db().find("Test Exiler"));
  ASSERT_FALSE(exiler.supported());
  EXPECT_NE(exiler.unsupported.front().reason.find("Moved replacement"), std::string::npos)
      << exiler.unsupported.front().reason;
}

}  // namespace
}  // namespace rwd
