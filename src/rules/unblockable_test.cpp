// "Unblockable" (Forge's K:Unblockable): "CARDNAME can't be blocked." A creature with it may
// not be declared as the attacker a blocker blocks (509.1b). Test cards written from the
// rules text.
#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/combat.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = [] {
    CardDb x = builtin_card_db();
    Status st = x.add_script(
        "Name:Test Phantom Warrior\nManaCost:1 U U\nTypes:Creature Illusion Warrior\nPT:2/2\n"
        "K:Unblockable\nOracle:Test Phantom Warrior can't be blocked.\n",
        "unblockable_test");
    EXPECT_TRUE(st) << st.message();
    return x;
  }();
  return d;
}

// The blockers' decision offers a block of the creature without the keyword only.
std::vector<std::string> block_labels(Game& g) {
  OptionList opts;
  g.options(opts);
  std::vector<std::string> out;
  for (size_t i = 0; i < opts.size(); ++i) out.push_back(g.option_label(opts[i]));
  return out;
}

TEST(UnblockableTest, NoCreatureCanBlockIt) {
  const CardDef& def = db().get(*db().find("Test Phantom Warrior"));
  ASSERT_TRUE(def.supported()) << def.unsupported.front().reason;
  Position pos;
  pos.step = Step::DeclareAttackers;
  pos.players[0].battlefield = {{"Test Phantom Warrior"}, {"Grizzly Bears"}};
  pos.players[0].library = {{"Island"}};
  pos.players[1].battlefield = {{"Grizzly Bears"}, {"Test Phantom Warrior"}};
  pos.players[1].library = {{"Island"}};
  Result<Game> g = Game::from_position(pos, db());
  ASSERT_TRUE(g) << g.message();
  answer(*g, "attack with Test Phantom Warrior");
  answer(*g, "attack with Grizzly Bears");
  // The last attacker leaves only "done", which is not asked.
  for (int guard = 0; guard < 4 && g->pending().kind == DecisionKind::Priority; ++guard)
    answer(*g, "pass");  // 508.8: priority in the declare attackers step
  ASSERT_EQ(g->pending().kind, DecisionKind::DeclareBlockers);
  const GameState& s = state_of(*g);
  const Object* warrior[2] = {nullptr, nullptr};
  const Object* bears[2] = {nullptr, nullptr};
  for (ObjectId id : s.battlefield) {
    const Object& o = s.obj(id);
    const bool is_warrior = db().get(o.def).name() == "Test Phantom Warrior";
    (is_warrior ? warrior : bears)[static_cast<int>(o.controller)] = &o;
  }
  ASSERT_TRUE(warrior[0] && warrior[1] && bears[0] && bears[1]);
  ASSERT_TRUE(warrior[0]->has(kAttacking) && bears[0]->has(kAttacking));
  // 509.1b: neither a plain creature nor another unblockable one may block it.
  EXPECT_FALSE(can_block(s, db(), *bears[1], *warrior[0]));
  EXPECT_FALSE(can_block(s, db(), *warrior[1], *warrior[0]));
  // It blocks as usual, and the attacker without the keyword can be blocked.
  EXPECT_TRUE(can_block(s, db(), *warrior[1], *bears[0]));
  EXPECT_TRUE(can_block(s, db(), *bears[1], *bears[0]));
  for (const std::string& label : block_labels(*g))
    EXPECT_EQ(label.find("block Test Phantom Warrior"), std::string::npos) << label;
}

}  // namespace
}  // namespace rwd
