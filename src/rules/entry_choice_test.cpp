// Choices made as a permanent enters the battlefield (614.12, 614.1c; rules/entry_choice.h):
// "As Test Vents enters the battlefield, you may pay 2 life. If you don't, it enters the
// battlefield tapped." (the shocklands). Test cards written from rules text.
#include <gtest/gtest.h>

#include <string>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

constexpr const char* kVents =
    "Name:Test Vents\nManaCost:no cost\nTypes:Land Island Mountain\n"
    "K:ETBReplacement:Other:DBTap\n"
    "SVar:DBTap:DB$ Tap | ETB$ True | Defined$ Self | UnlessCost$ PayLife<2> | UnlessPayer$ You | "
    "UnlessAI$ Shockland | SpellDescription$ As CARDNAME enters the battlefield, you may pay 2 "
    "life. If you don't, CARDNAME enters the battlefield tapped.\n";

const CardDb& db() {
  static const CardDb d = builtin_db_with(
      {kVents,
       // "Search your library for an Island card, put it onto the battlefield, then shuffle."
       "Name:Test Scout\nManaCost:G\nTypes:Sorcery\n"
       "A:SP$ ChangeZone | Origin$ Library | Destination$ Battlefield | ChangeType$ Island | "
       "ChangeNum$ 1 | SpellDescription$ Search your library for an Island card, put it onto "
       "the battlefield, then shuffle.\n"},
      "entry_choice_test");
  return d;
}

// p1 in their main phase with Test Vents in hand and Lightning Bolt to cast with its mana.
Game vents_in_hand(int life) {
  Position pos;
  pos.players[0].life = life;
  pos.players[0].hand = {{"Test Vents"}, {"Lightning Bolt"}};
  return game_from(pos, db());
}

const Object& vents(const Game& g) {
  for (ObjectId id : state_of(g).battlefield)
    if (g.db().get(state_of(g).obj(id).def).name() == "Test Vents") return state_of(g).obj(id);
  ADD_FAILURE() << "Test Vents is not on the battlefield";
  return state_of(g).obj(state_of(g).battlefield[0]);
}

TEST(EntryChoiceTest, TheChoiceIsAskedAsTheLandIsPlayed) {  // 614.12, 305.1
  Game g = vents_in_hand(20);
  answer(g, "play Test Vents");
  ASSERT_EQ(g.pending().kind, DecisionKind::YesNo);
  EXPECT_EQ(g.pending().player, PlayerId::P1);
  EXPECT_EQ(option_labels(g), (std::vector<std::string>{"pay 2 life", "don't pay"}));
  const std::string prompt = g.decision().prompt;
  EXPECT_NE(prompt.find("pay 2 life for Test Vents"), std::string::npos) << prompt;
  EXPECT_NE(prompt.find("If you don't, Test Vents enters the battlefield tapped."),
            std::string::npos)
      << prompt;
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(EntryChoiceTest, PayingTwoLifeItEntersUntapped) {  // 119.4, 614.1c
  Game g = vents_in_hand(20);
  answer(g, "play Test Vents");
  answer(g, "pay 2 life");
  EXPECT_EQ(state_of(g).player(PlayerId::P1).life, 18);
  EXPECT_FALSE(vents(g).has(kTapped));
  EXPECT_EQ(g.pending().kind, DecisionKind::Priority);
  EXPECT_EQ(state_of(g).player(PlayerId::P1).lands_played, 1);
  // Its mana casts Lightning Bolt at once.
  answer(g, "cast Lightning Bolt");
  answer(g, "target p2");
  resolve_stack(g);
  EXPECT_EQ(state_of(g).player(PlayerId::P2).life, 17);
  EXPECT_TRUE(vents(g).has(kTapped));
}

TEST(EntryChoiceTest, NotPayingItEntersTapped) {  // 614.1c
  Game g = vents_in_hand(20);
  answer(g, "play Test Vents");
  answer(g, "don't pay");
  EXPECT_EQ(state_of(g).player(PlayerId::P1).life, 20);
  EXPECT_TRUE(vents(g).has(kTapped));
  EXPECT_FALSE(has_option(g, "cast Lightning Bolt"));
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(EntryChoiceTest, WithLessLifeThanTheCostItIsNotAskedAndEntersTapped) {  // 119.4
  Game g = vents_in_hand(1);
  answer(g, "play Test Vents");
  EXPECT_EQ(g.pending().kind, DecisionKind::Priority);
  EXPECT_EQ(state_of(g).player(PlayerId::P1).life, 1);
  EXPECT_TRUE(vents(g).has(kTapped));
}

TEST(EntryChoiceTest, PutOntoTheBattlefieldByASpellTheChoiceComesMidResolution) {  // 614.12, 608.2
  Position pos;
  pos.players[0].battlefield = {{"Forest"}};
  pos.players[0].hand = {{"Test Scout"}, {"Lightning Bolt"}};
  pos.players[0].library = {{"Forest"}, {"Test Vents"}, {"Forest"}};
  Game g = game_from(pos, db());
  answer(g, "cast Test Scout");  // p2 can only pass: it resolves
  ASSERT_EQ(g.pending().kind, DecisionKind::ChooseCard);
  answer(g, "choose Test Vents");
  // The land is there and makes its choice while the sorcery is still resolving.
  ASSERT_EQ(g.pending().kind, DecisionKind::YesNo);
  EXPECT_EQ(state_of(g).interactions.size(), 2u);
  EXPECT_EQ(count_named(g, state_of(g).player(PlayerId::P1).graveyard, "Test Scout"), 0u);
  EXPECT_TRUE(g.check()) << g.check().message();
  // A frame inside the entry choice: snapshots and copies carry it (stop/resume).
  Result<Game> thawed = Game::from_snapshot(g.snapshot(), g.db());
  ASSERT_TRUE(thawed) << thawed.message();
  EXPECT_EQ(thawed->hash(), g.hash());
  Game copy = g;
  answer(g, "don't pay");
  answer(*thawed, "don't pay");
  answer(copy, "pay 2 life");
  EXPECT_TRUE(vents(g).has(kTapped));
  EXPECT_FALSE(vents(copy).has(kTapped));
  EXPECT_EQ(state_of(copy).player(PlayerId::P1).life, 18);
  EXPECT_EQ(thawed->hash(), g.hash());
  // Then the sorcery finishes resolving (the library is shuffled, the card goes away).
  EXPECT_EQ(count_named(g, state_of(g).player(PlayerId::P1).graveyard, "Test Scout"), 1u);
  EXPECT_TRUE(state_of(g).interactions.empty());
  EXPECT_EQ(g.pending().kind, DecisionKind::Priority);
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(EntryChoiceTest, CompilesToAnEntryProgram) {
  const CardDef& def = db().get(*db().find("Test Vents"));
  ASSERT_TRUE(def.supported()) << def.unsupported[0].reason;
  const Program* entry = def.front().program(kEntryAbility);
  ASSERT_NE(entry, nullptr);
  std::vector<Op> ops;
  for (const Instr& in : entry->code) ops.push_back(in.op);
  EXPECT_EQ(ops, (std::vector<Op>{Op::UnlessLife, Op::Branch, Op::EnterTapped, Op::End}));
  EXPECT_EQ(entry->code[0].b, 2);
  EXPECT_EQ(def.front().self_rules & kRuleEntersTapped, 0);
}

TEST(EntryChoiceTest, RefusesOtherUnlessCosts) {
  CardDb local = builtin_card_db();
  EXPECT_EQ(refusal_reason(local,
                           "Name:Test Vale\nManaCost:no cost\nTypes:Land\n"
                           "K:ETBReplacement:Other:DBTap\n"
                           "SVar:DBTap:DB$ Tap | ETB$ True | Defined$ Self | UnlessCost$ 1 | "
                           "UnlessPayer$ You\n",
                           "entry_choice_test"),
            "enters tapped: UnlessCost$ 1 is not supported (PayLife<N> is)");
  EXPECT_EQ(refusal_reason(local,
                           "Name:Test Dale\nManaCost:no cost\nTypes:Land\n"
                           "K:ETBReplacement:Other:DBTap\n"
                           "SVar:DBTap:DB$ Tap | ETB$ True | Defined$ Self | UnlessCost$ "
                           "PayLife<2>\n",
                           "entry_choice_test"),
            "enters tapped: UnlessCost$ needs UnlessPayer$ You");
}

}  // namespace
}  // namespace rwd
