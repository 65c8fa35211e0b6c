// Targets in graveyards (115.1, 601.2c, 608.2b): ChangeZone | Origin$ Graveyard with ValidTgts$
// targets a card in a graveyard (Forge's default TgtZone$ is the Origin$) and puts it into a
// hand, exile, a library (top, bottom, shuffled in) or onto the battlefield (110.2a: under its
// owner's control, or the ability controller's with GainControl$ True). Test cards are written
// from rules text.
#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "cards/disasm.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "game/view.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const char* const kScripts[] = {
    "Name:Test Reanimation\nManaCost:2 B\nTypes:Sorcery\n"
    "A:SP$ ChangeZone | ValidTgts$ Creature.YouCtrl | TgtPrompt$ Select target creature card in "
    "your graveyard | Origin$ Graveyard | Destination$ Battlefield | SpellDescription$ Return "
    "target creature card from your graveyard to the battlefield.\n"
    "Oracle:Return target creature card from your graveyard to the battlefield.\n",
    "Name:Test Exhume Tapped\nManaCost:3 B\nTypes:Sorcery\n"
    "A:SP$ ChangeZone | ValidTgts$ Creature.YouOwn | Origin$ Graveyard | Destination$ Battlefield "
    "| "
    "GainControl$ True | Tapped$ True | SpellDescription$ Put target creature card from your "
    "graveyard onto the battlefield tapped under your control.\n"
    "Oracle:Put target creature card from your graveyard onto the battlefield tapped under your "
    "control.\n",
    "Name:Test Lay to Rest\nManaCost:U\nTypes:Instant\n"
    "A:SP$ ChangeZone | ValidTgts$ Card | Origin$ Graveyard | Destination$ Library | "
    "LibraryPosition$ -1 | SpellDescription$ Put target card from a graveyard on the bottom of "
    "its owner's library.\n"
    "Oracle:Put target card from a graveyard on the bottom of its owner's library.\n",
    "Name:Test Recollect\nManaCost:G\nTypes:Instant\n"
    "A:SP$ ChangeZone | ValidTgts$ Card.YouCtrl | Origin$ Graveyard | Destination$ Library | "
    "Shuffle$ True | SpellDescription$ Shuffle target card from your graveyard into your "
    "library.\n"
    "Oracle:Shuffle target card from your graveyard into your library.\n",
    "Name:Test Gravewatcher\nManaCost:1 B\nTypes:Creature Zombie\nPT:2/2\n"
    "T:Mode$ ChangesZone | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigDraw | "
    "TriggerDescription$ When CARDNAME enters the battlefield, you draw a card.\n"
    "SVar:TrigDraw:DB$ Draw | Defined$ You | NumCards$ 1\n"
    "Oracle:When Test Gravewatcher enters the battlefield, you draw a card.\n",
};

const CardDb& db() {
  static const CardDb d = [] {
    CardDb x = builtin_card_db();
    for (const char* s : kScripts) {
      Status st = x.add_script(s, "vm_graveyard_target_test");
      EXPECT_TRUE(st) << st.message();
    }
    return x;
  }();
  return d;
}

PositionCard card(const char* name) {
  return PositionCard{name};
}

// p1 in its main phase with eight basic lands, `spell` and a Grizzly Bears it can still cast
// afterwards (so the game waits at its priority once the stack is empty); p2 with two Islands
// and `p2_hand`.
Game game_with(const char* spell, std::vector<PositionCard> p1_yard,
               std::vector<PositionCard> p2_yard, std::vector<PositionCard> p2_hand = {}) {
  Position pos;
  pos.players[0].battlefield = {card("Swamp"), card("Swamp"), card("Swamp"),  card("Swamp"),
                                card("Swamp"), card("Swamp"), card("Forest"), card("Forest")};
  pos.players[0].hand = {card(spell), card("Grizzly Bears")};
  pos.players[0].library = {card("Swamp"), card("Swamp"), card("Swamp")};
  pos.players[0].graveyard = std::move(p1_yard);
  pos.players[1].battlefield = {card("Island"), card("Island")};
  pos.players[1].hand = std::move(p2_hand);
  pos.players[1].library = {card("Forest"), card("Forest"), card("Forest")};
  pos.players[1].graveyard = std::move(p2_yard);
  Result<Game> g = Game::from_position(pos, db());
  EXPECT_TRUE(g) << g.message();
  return *g;
}

template <class Ids>
const Object* named(const Game& g, const Ids& ids, const std::string& name) {
  for (ObjectId id : ids)
    if (g.db().get(state_of(g).obj(id).def).name() == name) return &state_of(g).obj(id);
  return nullptr;
}

bool offered(const Game& g, const std::string& label) {
  return bool(g.parse_answer(label));
}

// Answers a target decision; one with a single legal target is not asked (it is chosen).
void target(Game& g, const std::string& label) {
  if (g.pending().kind == DecisionKind::ChooseTarget) answer(g, label);
}

struct Log : GameListener {
  std::vector<std::string> lines;
  void on_event(const GameEvent& e) override { lines.push_back(e.text); }
};

TEST(GraveyardTargetTest, ReturnsYourCreatureCardToTheBattlefieldUnderYourControl) {
  Game g =
      game_with("Test Reanimation", {card("Grizzly Bears"), card("Llanowar Elves"), card("Forest")},
                {card("Craw Wurm")});
  answer(g, "cast Test Reanimation");
  ASSERT_EQ(g.pending().kind, DecisionKind::ChooseTarget);
  // 115.1, 601.2c: only creature cards in the caster's graveyard; a land card and the
  // opponent's creature card are not legal targets.
  EXPECT_TRUE(offered(g, "target Grizzly Bears"));
  EXPECT_FALSE(offered(g, "target Forest"));
  EXPECT_FALSE(offered(g, "target Craw Wurm"));
  answer(g, "target Grizzly Bears");
  resolve_stack(g);
  const Object* bears = named(g, state_of(g).battlefield, "Grizzly Bears");
  ASSERT_NE(bears, nullptr);
  EXPECT_EQ(bears->controller, 0);
  EXPECT_EQ(bears->controlled_since_turn, state_of(g).turn);  // 302.6: summoning sick
  EXPECT_FALSE(bears->has(kTapped));
  EXPECT_EQ(named(g, state_of(g).player(PlayerId::P1).graveyard, "Grizzly Bears"), nullptr);
}

TEST(GraveyardTargetTest, TappedUnderYourControlAndItsEntersTriggerIsYours) {
  Game g = game_with("Test Exhume Tapped", {card("Test Gravewatcher"), card("Craw Wurm")},
                     {card("Llanowar Elves")});
  answer(g, "cast Test Exhume Tapped");
  EXPECT_FALSE(offered(g, "target Llanowar Elves"));
  answer(g, "target Test Gravewatcher");
  resolve_stack(g);
  const Object* w = named(g, state_of(g).battlefield, "Test Gravewatcher");
  ASSERT_NE(w, nullptr);
  EXPECT_EQ(w->controller, 0);  // 110.2a
  EXPECT_TRUE(w->has(kTapped));
  // 603.6a, 603.3a: its enters-the-battlefield trigger is p1's: p1 draws (Grizzly Bears + 1).
  EXPECT_EQ(state_of(g).player(PlayerId::P1).hand.size(), 2u);
  EXPECT_EQ(state_of(g).player(PlayerId::P2).hand.size(), 0u);
}

TEST(GraveyardTargetTest, ATargetThatLeftTheGraveyardMakesTheSpellDoNothing) {
  // p1 casts Reanimation on Grizzly Bears; p2 answers by putting the Bears on the bottom of
  // p1's library. 608.2b: the only target is illegal, so Reanimation does nothing.
  Game g = game_with("Test Reanimation", {card("Grizzly Bears")}, {}, {card("Test Lay to Rest")});
  Log log;
  g.set_listener(&log);
  answer(g, "cast Test Reanimation");
  target(g, "target Grizzly Bears");
  if (g.pending().player == PlayerId::P1) answer(g, "pass");
  answer(g, "cast Test Lay to Rest");
  target(g, "target Grizzly Bears");
  resolve_stack(g);
  EXPECT_EQ(named(g, state_of(g).battlefield, "Grizzly Bears"), nullptr);
  const Player& p1 = state_of(g).player(PlayerId::P1);
  ASSERT_EQ(p1.library.size(), 4u);  // three Swamps and the Bears
  EXPECT_EQ(g.db().get(state_of(g).obj(p1.library[0]).def).name(), "Grizzly Bears");  // bottom
  bool logged = false;
  for (const std::string& line : log.lines)
    logged |= line.rfind("Grizzly Bears#", 0) == 0 &&
              line.find(" is put on the bottom of p1's library") != std::string::npos;
  EXPECT_TRUE(logged);
  EXPECT_NE(named(g, p1.graveyard, "Test Reanimation"), nullptr);
}

TEST(GraveyardTargetTest, ShuffledIntoItsOwnersLibrary) {
  Game g = game_with("Test Recollect", {card("Grizzly Bears")}, {});
  answer(g, "cast Test Recollect");
  target(g, "target Grizzly Bears");
  resolve_stack(g);
  const Player& p1 = state_of(g).player(PlayerId::P1);
  EXPECT_TRUE(p1.graveyard.size() == 1u);  // only the instant itself
  EXPECT_NE(named(g, p1.library, "Grizzly Bears"), nullptr);
  EXPECT_EQ(p1.library.size(), 4u);
}

TEST(GraveyardTargetTest, TheTargetDecisionNamesTheCardInTheViewAndSurvivesCopiesAndSnapshots) {
  Game g = game_with("Test Reanimation", {card("Grizzly Bears"), card("Craw Wurm")}, {});
  answer(g, "cast Test Reanimation");
  ASSERT_EQ(g.pending().kind, DecisionKind::ChooseTarget);
  // A graveyard is public (400.2): the opponent's view shows the candidates too.
  const PlayerView v = g.view(PlayerId::P2);
  EXPECT_EQ(v.players[0].graveyard.size(), 2u);
  Game copy = g;
  Result<Game> thawed = Game::from_snapshot(g.snapshot(), g.db());
  ASSERT_TRUE(thawed) << thawed.message();
  EXPECT_EQ(thawed->hash(), g.hash());
  answer(g, "target Grizzly Bears");
  answer(copy, "target Craw Wurm");
  answer(*thawed, "target Grizzly Bears");
  resolve_stack(g);
  resolve_stack(copy);
  resolve_stack(*thawed);
  EXPECT_NE(named(g, state_of(g).battlefield, "Grizzly Bears"), nullptr);
  EXPECT_EQ(named(g, state_of(g).battlefield, "Craw Wurm"), nullptr);
  EXPECT_NE(named(copy, state_of(copy).battlefield, "Craw Wurm"), nullptr);
  EXPECT_EQ(thawed->hash(), g.hash());
  EXPECT_NE(copy.hash(), g.hash());
}

TEST(GraveyardTargetTest, CompilesToMoveWithItsDestinationAndRefusesWhatItCannotRun) {
  const std::optional<CardDefId> exhume = db().find("Test Exhume Tapped");
  ASSERT_TRUE(exhume);
  const std::string text = disassemble(*db().get(*exhume).front().spell);
  EXPECT_NE(text.find("in a graveyard"), std::string::npos) << text;
  EXPECT_NE(text.find("move          t0 battlefield+tapped"), std::string::npos) << text;
  // 303.4f: an Aura put onto the battlefield would need something to enchant: refused.
  CardDb x = builtin_card_db();
  Status aura = x.add_script(
      "Name:Test Any Return\nManaCost:B\nTypes:Sorcery\n"
      "A:SP$ ChangeZone | ValidTgts$ Permanent.YouCtrl | Origin$ Graveyard | Destination$ "
      "Battlefield\nOracle:x\n",
      "t");
  ASSERT_TRUE(aura) << aura.message();
  const std::optional<CardDefId> id = x.find("Test Any Return");
  ASSERT_TRUE(id);
  const CardDef* any = &x.get(*id);
  EXPECT_FALSE(any->supported());
  ASSERT_FALSE(any->unsupported.empty());
  EXPECT_NE(any->unsupported[0].reason.find("303.4f"), std::string::npos)
      << any->unsupported[0].reason;
  // 110.2a: another player's card under your control is not implemented: refused, not run
  // under its owner's control.
  Status theft = x.add_script(
      "Name:Test Body Theft\nManaCost:B\nTypes:Sorcery\n"
      "A:SP$ ChangeZone | ValidTgts$ Creature | Origin$ Graveyard | Destination$ Battlefield | "
      "GainControl$ True\nOracle:x\n",
      "t");
  ASSERT_TRUE(theft) << theft.message();
  const CardDef& t = x.get(*x.find("Test Body Theft"));
  ASSERT_FALSE(t.supported());
  EXPECT_NE(t.unsupported[0].reason.find("GainControl$ True"), std::string::npos)
      << t.unsupported[0].reason;
}

}  // namespace
}  // namespace rwd
