// The interpreter's decoding of operand references (cards/opcodes.h REWIND_OPERAND_REFS).
// Regression: kSlotChosenPlayer and kWhoItem were both 0xF9, so who_of read a "who" operand
// naming the chosen player as the player RepeatEach is at (register 0: the first player).
#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "cards/card_script.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

// An artifact that chooses a player as it enters, with "{T}: You draw a card." whose draw is
// rewritten here to "the chosen player draws a card" (no script says that yet: the compiler
// emits kSlotChosenPlayer only as a slot operand).
CardDb db_with_chosen_drawer() {
  Result<CardDef> def = parse_card_script(
      "Name:Test Chosen Drawer\nManaCost:0\nTypes:Artifact\n"
      "K:ETBReplacement:Other:Pick\n"
      "SVar:Pick:DB$ ChoosePlayer | Choices$ Player | Defined$ You | SpellDescription$ As "
      "CARDNAME enters the battlefield, choose a player.\n"
      "A:AB$ Draw | Cost$ T | Defined$ You | NumCards$ 1 | SpellDescription$ The chosen player "
      "draws a card.\n"
      "Oracle:x\n",
      "vm_operands_test");
  EXPECT_TRUE(def) << def.message();
  EXPECT_TRUE(def->supported()) << def->unsupported.front().reason;
  EXPECT_EQ(def->faces[0].activated.size(), 1u);
  Program p = *def->faces[0].activated[0].program;
  int rewritten = 0;
  for (Instr& in : p.code)
    if (in.op == Op::Draw && in.a == kWhoYou) {
      in.a = kSlotChosenPlayer;
      ++rewritten;
    }
  EXPECT_EQ(rewritten, 1);
  def->faces[0].activated[0].program = std::make_shared<const Program>(std::move(p));
  CardDb db = builtin_card_db();
  Status s = db.add_card(std::move(*def));
  EXPECT_TRUE(s) << s.message();
  return db;
}

TEST(VmOperandTest, ChosenPlayerWhoOperandIsThePlayerTheSourceChose) {
  const CardDb db = db_with_chosen_drawer();
  Position pos;
  pos.players[0].hand = {PositionCard{"Test Chosen Drawer"}, PositionCard{"Island"}};
  pos.players[0].library = {PositionCard{"Island"}, PositionCard{"Island"}};
  pos.players[1].library = {PositionCard{"Forest"}, PositionCard{"Forest"}};
  Result<Game> g = Game::from_position(pos, db);
  ASSERT_TRUE(g) << g.message();
  answer(*g, "cast Test Chosen Drawer");  // p2 can't respond: it resolves
  answer(*g, "choose p2");                // 614.12: as it enters
  ASSERT_EQ(state_of(*g).stack.size(), 0u);
  const size_t p1_hand = state_of(*g).player(PlayerId::P1).hand.size();
  answer(*g, "activate Test Chosen Drawer");
  resolve_stack(*g);
  EXPECT_EQ(state_of(*g).player(PlayerId::P2).hand.size(), 1u);  // p2 drew: the chosen player
  EXPECT_EQ(state_of(*g).player(PlayerId::P2).library.size(), 1u);
  EXPECT_EQ(state_of(*g).player(PlayerId::P1).hand.size(), p1_hand);
  EXPECT_EQ(state_of(*g).player(PlayerId::P1).library.size(), 2u);
}

}  // namespace
}  // namespace rwd
