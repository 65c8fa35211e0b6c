// "Whenever ..., you may pay {1}. If you do, ...": a triggered ability whose Execute$ is an
// AB$ with a mana Cost$, without OptionalDecider$ (603.5: the payment is the choice, made as
// the ability resolves; 118.3: a cost that can't be paid isn't). Test cards written from the
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
        "Name:Test Scout\nManaCost:1\nTypes:Enchantment\n"
        "T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Land.YouCtrl | "
        "TriggerZones$ Battlefield | Execute$ TrigDraw | TriggerDescription$ Whenever a land "
        "enters the battlefield under your control, you may pay {1}. If you do, draw a card.\n"
        "SVar:TrigDraw:AB$ Draw | Cost$ 1 | Defined$ You | NumCards$ 1\n"
        "Oracle:Whenever a land enters the battlefield under your control, you may pay {1}. If "
        "you do, draw a card.\n",
        "trigger_pay_test");
    EXPECT_TRUE(st) << st.message();
    for (const char* script :
         {"Name:Test Bargain\nManaCost:1\nTypes:Enchantment\n"
          "T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Land.YouCtrl "
          "| TriggerZones$ Battlefield | Execute$ TrigDraw | TriggerDescription$ Whenever a land "
          "enters the battlefield under your control, you may sacrifice CARDNAME. If you do, draw "
          "two cards.\n"
          "SVar:TrigDraw:AB$ Draw | Cost$ Sac<1/CARDNAME> | Defined$ You | NumCards$ 2\n"
          "Oracle:Whenever a land enters the battlefield under your control, you may sacrifice "
          "Test Bargain. If you do, draw two cards.\n",
          "Name:Test Recall\nManaCost:U\nTypes:Instant\n"
          "A:SP$ ChangeZone | Cost$ U | ValidTgts$ Enchantment | TgtPrompt$ Select target "
          "enchantment | Origin$ Battlefield | Destination$ Hand | SpellDescription$ Return target "
          "enchantment to its owner's hand.\n"
          "Oracle:Return target enchantment to its owner's hand.\n"}) {
      Status more = x.add_script(script, "trigger_pay_test");
      EXPECT_TRUE(more) << more.message();
    }
    return x;
  }();
  return d;
}

Game start(std::vector<PositionCard> battlefield) {
  Position pos;
  pos.turn = 3;
  pos.players[0].battlefield = std::move(battlefield);
  pos.players[0].hand = {{"Plains"}, {"Swamp"}};
  pos.players[0].library = {{"Swamp"}, {"Swamp"}, {"Swamp"}};
  pos.players[1].library = {{"Forest"}, {"Forest"}, {"Forest"}};
  Result<Game> g = Game::from_position(pos, db());
  EXPECT_TRUE(g) << g.message();
  return *g;
}

int tapped(const Game& g) {
  int n = 0;
  for (ObjectId id : state_of(g).battlefield) n += state_of(g).obj(id).has(kTapped);
  return n;
}

// Pays until the "you may pay" question; fails if it never comes.
void reach_question(Game& g) {
  for (int guard = 0; guard < 6 && g.pending().kind != DecisionKind::YesNo; ++guard)
    answer(g, "pass");
  ASSERT_EQ(g.pending().kind, DecisionKind::YesNo);
  EXPECT_EQ(g.pending().player, PlayerId::P1);
}

TEST(TriggerPayTest, TheTestCardsAreSupported) {
  for (const char* name : {"Test Scout", "Test Bargain", "Test Recall"}) {
    const CardDef& def = db().get(*db().find(name));
    EXPECT_TRUE(def.supported()) << name << ": "
                                 << (def.unsupported.empty() ? "" : def.unsupported[0].reason);
  }
}

template <class Zone>
bool in_zone(const Game& g, const Zone& zone, std::string_view name) {
  for (ObjectId id : zone)
    if (g.db().get(state_of(g).obj(id).def).name() == name) return true;
  return false;
}

// 603.5, 701.17a: "you may sacrifice Test Bargain. If you do, draw two cards": yes sacrifices
// it and draws two; no keeps it and draws nothing.
TEST(TriggerPayTest, SacrificingTheSourceIsTheChoice) {
  for (bool yes : {true, false}) {
    Game g = start({{"Test Bargain"}});
    answer(g, "play Plains");
    reach_question(g);
    EXPECT_EQ(g.decision().prompt.find("you may Whenever"), std::string::npos)
        << g.decision().prompt;  // the trigger's own text says "you may"
    answer(g, yes ? "yes" : "no");
    resolve_stack(g);
    const auto& p1 = state_of(g).player(PlayerId::P1);
    EXPECT_EQ(p1.library.size(), yes ? 1u : 3u) << yes;
    EXPECT_EQ(in_zone(g, p1.graveyard, "Test Bargain"), yes);
    EXPECT_EQ(in_zone(g, state_of(g).battlefield, "Test Bargain"), !yes);
    EXPECT_TRUE(g.check()) << g.check().message();
  }
}

// 118.3, 603.5: once Test Bargain has left the battlefield it can't be sacrificed, so saying
// yes draws nothing.
TEST(TriggerPayTest, ASourceThatLeftCannotBeSacrificedSoNothingHappens) {
  Position pos;
  pos.turn = 3;
  pos.players[0].battlefield = {{"Test Bargain"}, {"Island"}};
  pos.players[0].hand = {{"Plains"}, {"Test Recall"}};
  pos.players[0].library = {{"Swamp"}, {"Swamp"}, {"Swamp"}};
  pos.players[1].library = {{"Forest"}, {"Forest"}, {"Forest"}};
  Result<Game> made = Game::from_position(pos, db());
  ASSERT_TRUE(made) << made.message();
  Game& g = *made;
  answer(g, "play Plains");
  ASSERT_EQ(state_of(g).stack.size(), 1u);  // the trigger
  answer(g, "cast Test Recall");  // its only target: Test Bargain; it resolves (nobody acts)
  ASSERT_TRUE(in_zone(g, state_of(g).player(PlayerId::P1).hand, "Test Bargain"));
  ASSERT_EQ(g.pending().kind, DecisionKind::YesNo);  // the trigger still asks
  answer(g, "yes");
  for (int guard = 0; guard < 6 && !state_of(g).stack.empty(); ++guard)
    answer(g, g.pending().kind == DecisionKind::YesNo ? "yes" : "pass");
  EXPECT_EQ(state_of(g).player(PlayerId::P1).library.size(), 3u);
  EXPECT_TRUE(in_zone(g, state_of(g).player(PlayerId::P1).hand, "Test Bargain"));
}

// 603.5: paying {1} draws a card and taps the Island for it; declining draws nothing.
TEST(TriggerPayTest, PayingDrawsAndDecliningDoesNot) {
  for (bool pay : {true, false}) {
    Game g = start({{"Test Scout"}, {"Island"}});
    const size_t hand = state_of(g).player(PlayerId::P1).hand.size();
    answer(g, "play Plains");
    reach_question(g);
    EXPECT_NE(g.decision().prompt.find("pay {1}"), std::string::npos) << g.decision().prompt;
    answer(g, pay ? "pay {1}" : "don't pay");
    resolve_stack(g);
    // The Plains left the hand; a card was drawn only if {1} was paid.
    EXPECT_EQ(state_of(g).player(PlayerId::P1).hand.size(), hand - 1 + (pay ? 1 : 0)) << pay;
    EXPECT_EQ(state_of(g).player(PlayerId::P1).library.size(), pay ? 2u : 3u) << pay;
    EXPECT_EQ(tapped(g), pay ? 1 : 0) << pay;
    EXPECT_TRUE(g.check()) << g.check().message();
  }
}

// 603.5 with a snapshot taken at the question: the copy answers independently.
TEST(TriggerPayTest, TheQuestionSurvivesASnapshot) {
  Game g = start({{"Test Scout"}, {"Island"}});
  answer(g, "play Plains");
  reach_question(g);
  Result<Game> thawed = Game::from_snapshot(g.snapshot(), g.db());
  ASSERT_TRUE(thawed) << thawed.message();
  EXPECT_EQ(thawed->hash(), g.hash());
  answer(g, "pay {1}");
  answer(*thawed, "pay {1}");
  EXPECT_EQ(thawed->hash(), g.hash());
}

// A cost other than mana is refused by name, not run as something else.
TEST(TriggerPayTest, ANonManaCostIsRefusedByName) {
  CardDb x;
  Status st = x.add_script(
      "Name:Test Refused\nManaCost:1\nTypes:Enchantment\n"
      "T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Land.YouCtrl | "
      "TriggerZones$ Battlefield | Execute$ TrigDraw | TriggerDescription$ x\n"
      "SVar:TrigDraw:AB$ Draw | Cost$ Discard<1/Card> | Defined$ You | NumCards$ 1\nOracle:x\n",
      "trigger_pay_test");
  ASSERT_TRUE(st) << st.message();
  const CardDef& def = x.get(*x.find("Test Refused"));
  ASSERT_FALSE(def.supported());
  std::string reasons;
  for (const auto& u : def.unsupported) reasons += u.reason + "\n";
  EXPECT_NE(reasons.find("Discard<1/Card>"), std::string::npos) << reasons;
}

}  // namespace
}  // namespace rwd
