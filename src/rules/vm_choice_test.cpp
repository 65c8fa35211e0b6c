// Choices as an ability resolves or a permanent enters (rules/vm_choice.h): the opcodes
// choose, chosen.set, enter, push.chosen and math, the choose decision (asked only with two
// or more answers), and the chosen values in the state (hash, equality, snapshot).
#include "rules/vm_choice.h"

#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"
#include "rules/state_codec.h"
#include "rules/state_hash.h"
#include "rules/zones.h"

namespace rwd {
namespace {

const CardDb& test_db() {
  static const CardDb db = [] {
    CardDb d = builtin_card_db();
    // "As this enters, choose a player" (you or an opponent: two answers, so it is asked).
    Status s = d.add_script(
        "Name:Test Either Vise\nManaCost:1\nTypes:Artifact\n"
        "K:ETBReplacement:Other:PickOne\n"
        "SVar:PickOne:DB$ ChoosePlayer | Choices$ Player | Defined$ You | SpellDescription$ As "
        "CARDNAME enters the battlefield, choose a player.\n"
        "T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Player.Chosen | TriggerZones$ Battlefield | "
        "Execute$ Hurt | "
        "TriggerDescription$ At the beginning of the chosen player's upkeep, CARDNAME deals 1 "
        "damage to that player.\n"
        "SVar:Hurt:DB$ DealDamage | NumDmg$ 1 | Defined$ ChosenPlayer\n"
        "Oracle:x\n",
        "vm_choice_test");
    EXPECT_TRUE(s) << s.message();
    return d;
  }();
  return db;
}

PositionCard card(const char* name) {
  return PositionCard{name};
}

Game game_with(const char* in_hand) {
  Position pos;
  pos.players[0].battlefield = {card("Island"), card("Island")};
  pos.players[0].hand = {card(in_hand), card("Grizzly Bears")};
  pos.players[0].library = {card("Island"), card("Island")};
  pos.players[1].hand = {card("Forest"), card("Forest"), card("Forest"),
                         card("Forest"), card("Forest"), card("Forest")};
  pos.players[1].library = {card("Forest"), card("Forest")};
  Result<Game> g = Game::from_position(pos, test_db());
  EXPECT_TRUE(g) << g.message();
  return *g;
}

// Passes priority until the stack is empty or another decision is pending.
void resolve(Game& g) {
  for (int guard = 0;
       guard < 4 && !state_of(g).stack.empty() && g.pending().kind == DecisionKind::Priority;
       ++guard)
    answer(g, "pass");
}

ObjectId find(const Game& g, const std::string& name) {
  for (int i = 0; i < state_of(g).num_objects; ++i)
    if (g.db().get(state_of(g).objects[i].def).name() == name) return static_cast<ObjectId>(i);
  return ObjectId::None;
}

// 614.12: Black Vise's "choose an opponent" has one answer in a two-player game: chosen
// without asking, remembered by the permanent (with its new zone_changes, 400.7).
TEST(VmChoiceTest, ChooseAsItEntersRemembersTheOnlyOpponent) {
  Game g = game_with("Black Vise");
  answer(g, "cast Black Vise");
  resolve(g);
  const ObjectId vise = find(g, "Black Vise");
  ASSERT_EQ(state_of(g).obj(vise).zone, Zone::Battlefield);
  EXPECT_EQ(state_of(g).chosen_value(vise, ChosenKind::Player), 1);
  EXPECT_EQ(g.pending().kind, DecisionKind::Priority);
  // Public: everyone sees what it chose.
  bool shown = false;
  for (const CardView& c : g.view(PlayerId::None).battlefield)
    shown |= c.name == "Black Vise" && c.chosen == "p2";
  EXPECT_TRUE(shown);
}

// Two answers: a choose decision for the caster, with the title and the choices by name.
TEST(VmChoiceTest, ChooseSuspendsWithTwoAnswersAndTheAnswerIsRemembered) {
  Game g = game_with("Test Either Vise");
  answer(g, "cast Test Either Vise");
  resolve(g);
  ASSERT_EQ(state_of(g).pending.kind, DecisionKind::Choose);
  EXPECT_NE(g.decision().prompt.find("Choose a player"), std::string::npos) << g.decision().prompt;
  const ObjectId vise = find(g, "Test Either Vise");
  EXPECT_EQ(state_of(g).obj(vise).zone, Zone::Stack);  // chosen before it enters
  GameState before = state_of(g);
  // A game waiting at the choice is a frame like any other: it survives a snapshot.
  Result<Game> thawed = Game::from_snapshot(g.snapshot(), g.db());
  ASSERT_TRUE(thawed) << thawed.message();
  EXPECT_TRUE(state_of(*thawed) == state_of(g));
  EXPECT_EQ(thawed->hash(), g.hash());
  answer(g, "choose p1");
  EXPECT_EQ(state_of(g).obj(vise).zone, Zone::Battlefield);
  EXPECT_EQ(state_of(g).chosen_value(vise, ChosenKind::Player), 0);
  EXPECT_TRUE(before.chosen.empty());
}

// ChooseCard (Corpse Churn): the prompt names the cards allowed and the decision lists the
// other cards of the zone as unselectable with the reason.
TEST(VmChoiceTest, ChooseCardExplainsTheCardsNotOffered) {
  Position pos;
  pos.players[0].battlefield = {card("Swamp"), card("Swamp")};
  pos.players[0].hand = {card("Corpse Churn")};
  pos.players[0].library = {card("Grizzly Bears"), card("Island"), card("Hill Giant"),
                            card("Island")};
  pos.players[1].library = {card("Forest"), card("Forest")};
  Result<Game> made = Game::from_position(pos, test_db());
  ASSERT_TRUE(made) << made.message();
  Game g = *made;
  answer(g, "cast Corpse Churn");
  resolve(g);
  answer(g, "yes");
  ASSERT_EQ(g.pending().kind, DecisionKind::Choose);
  const Decision d = g.decision();
  EXPECT_NE(d.prompt.find("cards allowed: Creature.YouCtrl"), std::string::npos) << d.prompt;
  ASSERT_EQ(d.unselectable.size(), 1u);
  EXPECT_NE(d.unselectable[0].label.find("Island"), std::string::npos);
  EXPECT_FALSE(d.unselectable[0].reason.empty());
  EXPECT_EQ(g.options().size(), 2u);  // Grizzly Bears, Hill Giant
}

// 400.7: leaving the battlefield forgets the choice.
TEST(VmChoiceTest, LeavingTheBattlefieldForgetsTheChoice) {
  Game g = game_with("Black Vise");
  answer(g, "cast Black Vise");
  resolve(g);
  ASSERT_EQ(state_of(g).chosen.size(), 1u);
  GameState s = state_of(g);
  Ctx c{s, g.db(), nullptr};
  move_to_zone(c, find(g, "Black Vise"), Zone::Graveyard);
  EXPECT_TRUE(s.chosen.empty());
}

// push.chosen: the chosen value, or the number of cards in the chosen player's hand; math.
TEST(VmChoiceTest, PushChosenAndMathReadTheChosenPlayersHand) {
  Game g = game_with("Black Vise");
  answer(g, "cast Black Vise");
  resolve(g);
  const ObjectId vise = find(g, "Black Vise");
  EXPECT_EQ(chosen_property(state_of(g), vise, static_cast<int>(ChosenKind::Player), 0), 1);
  EXPECT_EQ(chosen_property(state_of(g), vise, static_cast<int>(ChosenKind::Player), 1),
            static_cast<int>(state_of(g).players[1].hand.size()));
  EXPECT_GE(state_of(g).players[1].hand.size(), 6u);
  EXPECT_EQ(chosen_property(state_of(g), vise, static_cast<int>(ChosenKind::Color), 0), 0);
  EXPECT_EQ(chosen_property(state_of(g), find(g, "Grizzly Bears"),
                            static_cast<int>(ChosenKind::Player), 1),
            0);
  EXPECT_EQ(apply_math(kMathMinus, 6, 4), 2);
  EXPECT_EQ(apply_math(kMathNMinus, 1, 3), 2);
  EXPECT_EQ(apply_math(kMathPlus, 1, 3), 4);
  EXPECT_EQ(apply_math(kMathTimes, 2, 3), 6);
}

// Chosen values are part of the state: hash, equality, snapshot round trip; a snapshot whose
// entry names a missing object is refused.
TEST(VmChoiceTest, ChosenValuesRoundTripAndBadOnesAreRefused) {
  Game g = game_with("Black Vise");
  GameState s = state_of(g);
  s.chosen.push_back(ChosenEntry{static_cast<ObjectId>(0), 0, ChosenKind::Color, 0, 2});
  EXPECT_NE(hash_state(s), g.hash());
  EXPECT_FALSE(s == state_of(g));
  Result<Game> thawed = Game::from_snapshot(encode_state(s), g.db());
  ASSERT_TRUE(thawed) << thawed.message();
  EXPECT_TRUE(state_of(*thawed) == s);
  EXPECT_EQ(thawed->hash(), hash_state(s));
  GameState bad = s;
  bad.chosen[0].object = static_cast<ObjectId>(kMaxObjects - 1);
  EXPECT_FALSE(Game::from_snapshot(encode_state(bad), g.db()));
}

}  // namespace
}  // namespace rwd
