// Keywords that stand for triggered abilities (built from Forge's own trigger syntax):
// Bushido N (702.45a) and Soulshift N (702.46a); Prowess is in prowess_test.cpp. Test cards
// written from rules text.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = builtin_db_with(
      {"Name:Test Samurai\nManaCost:1 W\nTypes:Creature Human Samurai\nPT:2/2\nK:Bushido:1\n"
       "Oracle:Bushido 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until "
       "end of turn.)\n",
       "Name:Test Spirit\nManaCost:3 B\nTypes:Creature Spirit\nPT:2/2\nK:Soulshift:3\n"
       "Oracle:Soulshift 3 (When this creature dies, you may return target Spirit card with "
       "mana value 3 or less from your graveyard to your hand.)\n",
       "Name:Test Knight\nManaCost:1 W\nTypes:Creature Human Knight\nPT:2/2\nK:Exalted\n"
       "Oracle:Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 "
       "until end of turn.)\n",
       "Name:Test Wisp\nManaCost:1 B\nTypes:Creature Spirit\nPT:1/1\n",
       "Name:Test Shade\nManaCost:4 B\nTypes:Creature Spirit\nPT:3/3\n"},
      "keyword_triggers_test");
  return d;
}

TEST(KeywordTriggersTest, BushidoWhenItBlocksAndWhenItBecomesBlocked) {  // 702.45a
  ASSERT_TRUE(db().get(*db().find("Test Samurai")).supported())
      << db().get(*db().find("Test Samurai")).unsupported[0].reason;
  EXPECT_EQ(db().get(*db().find("Test Samurai")).front().triggered.size(), 2u);
  Position pos;
  pos.step = Step::DeclareAttackers;
  pos.players[0].battlefield = {{"Test Samurai"}, {"Mountain"}};
  pos.players[0].hand = {{"Lightning Bolt"}};
  pos.players[1].battlefield = {{"Hill Giant"}};
  Game g = game_from(pos, db());
  answer(g, "attack with Test Samurai");
  for (int guard = 0; guard < 4 && g.pending().kind != DecisionKind::DeclareBlockers; ++guard)
    answer(g, "pass");
  answer(g, "block Test Samurai#0 with Hill Giant");
  answer(g, "done");
  resolve_stack(g);  // the becomes-blocked trigger
  EXPECT_EQ(battlefield_card(g, "Test Samurai")->power, 3);
  EXPECT_EQ(battlefield_card(g, "Test Samurai")->toughness, 3);
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(KeywordTriggersTest, SoulshiftReturnsASpiritWithManaValueUpToN) {  // 702.46a
  ASSERT_TRUE(db().get(*db().find("Test Spirit")).supported())
      << db().get(*db().find("Test Spirit")).unsupported[0].reason;
  Position pos;
  pos.players[0].battlefield = {{"Test Spirit"}, {"Mountain"}, {"Mountain"}};
  pos.players[0].hand = {{"Lightning Bolt"}, {"Lightning Bolt"}};
  pos.players[0].graveyard = {{"Test Wisp"}, {"Test Shade"}};
  Game g = game_from(pos, db());
  answer(g, "cast Lightning Bolt");
  answer(g, "target Test Spirit");
  for (int guard = 0; guard < 6 && g.pending().kind != DecisionKind::YesNo &&
                      g.pending().kind != DecisionKind::ChooseTarget;
       ++guard)
    answer(g, "pass");
  // Only Test Wisp (mana value 2) can be the target; Test Shade has mana value 5.
  if (g.pending().kind == DecisionKind::YesNo) answer(g, "yes");
  resolve_stack(g);
  const GameState& s = state_of(g);
  EXPECT_EQ(count_named(g, s.player(PlayerId::P1).hand, "Test Wisp"), 1u);
  EXPECT_EQ(count_named(g, s.player(PlayerId::P1).graveyard, "Test Shade"), 1u);
  EXPECT_EQ(count_named(g, s.player(PlayerId::P1).graveyard, "Test Spirit"), 1u);
  EXPECT_TRUE(g.check()) << g.check().message();
}

// p1 attacks with `attackers` (Test Knight, with exalted, and Grizzly Bears on the battlefield).
Game exalted_attack(std::vector<std::string> attackers) {
  Position pos;
  pos.step = Step::DeclareAttackers;
  pos.players[0].battlefield = {{"Test Knight"}, {"Grizzly Bears"}, {"Mountain"}};
  pos.players[0].hand = {{"Lightning Bolt"}};
  Game g = game_from(pos, db());
  for (const std::string& a : attackers) answer(g, "attack with " + a);
  if (attackers.size() < 2) answer(g, "done");
  resolve_stack(g);
  return g;
}

TEST(KeywordTriggersTest, ExaltedWhenACreatureAttacksAlone) {  // 702.83a, 506.5
  ASSERT_TRUE(db().get(*db().find("Test Knight")).supported())
      << db().get(*db().find("Test Knight")).unsupported[0].reason;
  Game alone = exalted_attack({"Grizzly Bears"});
  EXPECT_EQ(battlefield_card(alone, "Grizzly Bears")->power, 3);
  Game both = exalted_attack({"Grizzly Bears", "Test Knight"});
  EXPECT_EQ(battlefield_card(both, "Grizzly Bears")->power, 2);
  EXPECT_EQ(battlefield_card(both, "Test Knight")->power, 2);
  EXPECT_TRUE(alone.check()) << alone.check().message();
}

TEST(KeywordTriggersTest, SoulshiftXIsRefused) {
  CardDb local = builtin_card_db();
  EXPECT_EQ(refusal_reason(local,
                           "Name:Test Ghost\nManaCost:3 B\nTypes:Creature Spirit\nPT:2/2\n"
                           "K:Soulshift:X:, where X is the number of Spirits you control.\n",
                           "keyword_triggers_test"),
            "Soulshift: only a number is supported");
}

}  // namespace
}  // namespace rwd
