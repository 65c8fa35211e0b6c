// Who may block whom: horsemanship (702.31b: "can't be blocked except by creatures with
// horsemanship", and may block one without it), shadow (702.28b: both ways) and "CARDNAME can
// block only creatures with flying." (509.1a). Test cards written from rules text.
#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = builtin_db_with(
      {"Name:Test Rider\nManaCost:1 R\nTypes:Creature Human Soldier\nPT:2/2\nK:Horsemanship\n",
       "Name:Test Lancer\nManaCost:1 W\nTypes:Creature Human Soldier\nPT:1/3\nK:Horsemanship\n",
       "Name:Test Shade\nManaCost:1 B\nTypes:Creature Spirit\nPT:2/1\nK:Shadow\n",
       "Name:Test Wall\nManaCost:1 U\nTypes:Creature Wall\nPT:0/4\nK:Defender\nK:Reach\n"
       "K:CARDNAME can block only creatures with flying.\n"},
      "horsemanship_test");
  return d;
}

// p1 attacks with `attacker`; p2 has Grizzly Bears and `blocker` to block with.
Game blocks_against(const char* attacker, const char* blocker = "Test Lancer") {
  Position pos;
  pos.step = Step::DeclareAttackers;
  pos.players[0].battlefield = {{attacker}, {"Mountain"}};
  pos.players[0].hand = {{"Lightning Bolt"}};
  pos.players[1].battlefield = {{"Grizzly Bears"}, {blocker}};
  Game g = game_from(pos, db());
  answer(g, std::string("attack with ") + attacker);
  for (int guard = 0; guard < 4 && g.pending().kind != DecisionKind::DeclareBlockers; ++guard)
    answer(g, "pass");
  EXPECT_EQ(g.pending().kind, DecisionKind::DeclareBlockers);
  return g;
}

TEST(HorsemanshipTest, OnlyACreatureWithHorsemanshipCanBlockIt) {  // 702.31b
  ASSERT_TRUE(db().get(*db().find("Test Rider")).supported());
  Game g = blocks_against("Test Rider");
  EXPECT_TRUE(has_option(g, "block Test Rider#0 with Test Lancer"))
      << ::testing::PrintToString(option_labels(g));
  EXPECT_FALSE(has_option(g, "block Test Rider#0 with Grizzly Bears"));
}

TEST(HorsemanshipTest, ItCanBlockACreatureWithoutIt) {  // 702.31b
  Game g = blocks_against("Grizzly Bears");
  EXPECT_TRUE(has_option(g, "block Grizzly Bears#0 with Test Lancer"))
      << ::testing::PrintToString(option_labels(g));
  EXPECT_TRUE(has_option(g, "block Grizzly Bears#0 with Grizzly Bears"));
}

TEST(ShadowTest, OnlyShadowBlocksShadowAndShadowBlocksOnlyShadow) {  // 702.28b
  Game g = blocks_against("Test Shade", "Test Shade");
  EXPECT_TRUE(has_option(g, "block Test Shade#0 with Test Shade"))
      << ::testing::PrintToString(option_labels(g));
  EXPECT_FALSE(has_option(g, "block Test Shade#0 with Grizzly Bears"));
  Game bears = blocks_against("Grizzly Bears", "Test Shade");
  EXPECT_FALSE(has_option(bears, "block Grizzly Bears#0 with Test Shade"));
  EXPECT_TRUE(has_option(bears, "block Grizzly Bears#0 with Grizzly Bears"));
}

TEST(BlockRestrictionTest, AWallThatBlocksOnlyFlyers) {  // 509.1a
  Game g = blocks_against("Grizzly Bears", "Test Wall");
  EXPECT_FALSE(has_option(g, "block Grizzly Bears#0 with Test Wall"))
      << ::testing::PrintToString(option_labels(g));
  EXPECT_TRUE(has_option(g, "block Grizzly Bears#0 with Grizzly Bears"));
  Game birds = blocks_against("Mahamoti Djinn", "Test Wall");
  EXPECT_TRUE(has_option(birds, "block Mahamoti Djinn#0 with Test Wall"))
      << ::testing::PrintToString(option_labels(birds));
}

}  // namespace
}  // namespace rwd
