// Hidden-zone effects, compiled (cards/library_compiler.h): a library search (701.23) and its
// shuffle (701.24), scry 1 (701.22), looking at a hand or a library's top cards (701.20e),
// a coin flip (705); unsupported forms refused by name.
#include <gtest/gtest.h>

#include "cards/ability_parser.h"
#include "cards/card_def.h"
#include "cards/compile_test_util.h"
#include "cards/spell_compiler.h"

namespace rwd {
namespace {

TEST(LibraryCompilerTest, SearchPushesCountAndFlagsThenShuffles) {
  Result<Program> p = compile_spell_script(
      "Name:Test Wilds\nManaCost:2 G\nTypes:Sorcery\n"
      "A:SP$ ChangeZone | Origin$ Library | Destination$ Battlefield | ChangeType$ Land.Basic | "
      "ChangeNum$ 2 | Tapped$ True\n");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p), (std::vector<Op>{Op::Push, Op::Push, Op::Search, Op::Shuffle, Op::End}));
  EXPECT_EQ(p->code[0].b, 2);
  EXPECT_EQ(p->code[1].b, kZoneBattlefield | kSearchTapped);
  EXPECT_EQ(p->code[2].a, kWhoYou);
  ASSERT_EQ(p->filters.size(), 1u);
  EXPECT_EQ(p->filters[0].terms[0].supertypes_all, supertype_bit(Supertype::Basic));
}

TEST(LibraryCompilerTest, SearchForAnyCardMustFind) {  // 701.23d
  Result<Program> p = compile_spell_script(
      "Name:Test Tutor\nManaCost:1 B\nTypes:Sorcery\n"
      "A:SP$ ChangeZone | Origin$ Library | Destination$ Hand | ChangeType$ Card\n");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(p->code[1].b, kZoneHand | kSearchMandatory);
}

TEST(LibraryCompilerTest, ChoosingFromHandOrGraveyardDoesNotShuffle) {
  Result<Program> hand = compile_spell_script(
      "Name:Test Gift\nManaCost:G\nTypes:Sorcery\n"
      "A:SP$ ChangeZone | Origin$ Hand | Destination$ Battlefield | ChangeType$ Land\n");
  ASSERT_TRUE(hand) << hand.message();
  EXPECT_EQ(opcodes_of(*hand), (std::vector<Op>{Op::Push, Op::Push, Op::Search, Op::End}));
  EXPECT_EQ(hand->code[1].b, kZoneBattlefield | kSearchFromHand);
  Result<Program> gy = compile_spell_script(
      "Name:Test Recall\nManaCost:B\nTypes:Sorcery\n"
      "A:SP$ ChangeZone | Origin$ Graveyard | Destination$ Hand | ChangeType$ Creature\n");
  ASSERT_TRUE(gy) << gy.message();
  EXPECT_EQ(gy->code[1].b, kZoneHand | kSearchFromGraveyard | kSearchMandatory);
}

TEST(LibraryCompilerTest, UnsupportedSearchFormsAreRefusedByName) {
  Result<Program> top = compile_spell_script(
      "Name:Test Top\nManaCost:B\nTypes:Instant\n"
      "A:SP$ ChangeZone | Origin$ Library | Destination$ Library | LibraryPosition$ -1 | ChangeType$ Card\n");
  ASSERT_FALSE(top);
  EXPECT_NE(top.message().find("LibraryPosition$ -1"), std::string::npos) << top.message();
  Result<Program> x = compile_spell_script(
      "Name:Test X\nManaCost:X G\nTypes:Sorcery\n"
      "A:SP$ ChangeZone | Origin$ Library | Destination$ Hand | ChangeType$ Land | ChangeNum$ X\n");
  ASSERT_FALSE(x);
  EXPECT_NE(x.message().find("ChangeNum$ X"), std::string::npos) << x.message();
  Result<Program> other = compile_spell_script(
      "Name:Test Odd\nManaCost:G\nTypes:Sorcery\n"
      "A:SP$ ChangeZone | Origin$ Library | Destination$ Hand | ChangeType$ Land | AtRandom$ True\n");
  ASSERT_FALSE(other);
  EXPECT_NE(other.message().find("AtRandom"), std::string::npos) << other.message();
}

TEST(LibraryCompilerTest, SearchToTheLibraryTopShufflesItselfAndReveals) {  // 701.23, 701.24a
  Result<Program> p = compile_spell_script(
      "Name:Test Top\nManaCost:W\nTypes:Instant\n"
      "A:SP$ ChangeZone | Origin$ Library | Destination$ Library | LibraryPosition$ 0 | ChangeType$ Artifact\n");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p), (std::vector<Op>{Op::Push, Op::Push, Op::Search, Op::End}));
  EXPECT_EQ(p->code[1].b, kZoneLibraryTop | kSearchReveal | kSearchShuffleThenTop);
  Result<Program> two = compile_spell_script(
      "Name:Test Top Two\nManaCost:W\nTypes:Instant\n"
      "A:SP$ ChangeZone | Origin$ Library | Destination$ Library | ChangeType$ Artifact | ChangeNum$ 2\n");
  ASSERT_FALSE(two);
  EXPECT_NE(two.message().find("one card"), std::string::npos) << two.message();
}

TEST(LibraryCompilerTest, NoShuffleNeedsALaterSearchOfTheSameLibrary) {  // 701.23
  Result<Program> p = compile_spell_script(
      "Name:Test Reach\nManaCost:2 G\nTypes:Sorcery\n"
      "A:SP$ ChangeZone | Origin$ Library | Destination$ Battlefield | ChangeType$ Land.Basic | NoShuffle$ True | "
      "SubAbility$ DBHand\nSVar:DBHand:DB$ ChangeZone | Origin$ Library | Destination$ Hand | ChangeType$ Land.Basic\n");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p),
            (std::vector<Op>{Op::Push, Op::Push, Op::Search, Op::Push, Op::Push, Op::Search, Op::Shuffle, Op::End}));
  Result<Program> alone = compile_spell_script(
      "Name:Test Unshuffled\nManaCost:G\nTypes:Sorcery\n"
      "A:SP$ ChangeZone | Origin$ Library | Destination$ Hand | ChangeType$ Land.Basic | NoShuffle$ True\n");
  ASSERT_FALSE(alone);
  EXPECT_NE(alone.message().find("NoShuffle$"), std::string::npos) << alone.message();
}

TEST(LibraryCompilerTest, ScryPushesItsCountAndRefusesExpressions) {
  Result<Program> p = compile_spell_script(
      "Name:Test Opt\nManaCost:U\nTypes:Instant\nA:SP$ Scry | ScryNum$ 1 | SubAbility$ DBDraw\n"
      "SVar:DBDraw:DB$ Draw | NumCards$ 1\n");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p), (std::vector<Op>{Op::Push, Op::Scry, Op::Push, Op::Draw, Op::End}));
  Result<Program> two = compile_spell_script("Name:Test Scry\nManaCost:U\nTypes:Instant\nA:SP$ Scry | ScryNum$ 2\n");
  ASSERT_TRUE(two) << two.message();
  EXPECT_EQ(two->code[0].b, 2);  // push 2
  Result<Program> x = compile_spell_script("Name:Test Scry X\nManaCost:U\nTypes:Instant\nA:SP$ Scry | ScryNum$ X\n");
  ASSERT_FALSE(x);
  EXPECT_NE(x.message().find("ScryNum$ X"), std::string::npos) << x.message();
}

TEST(LibraryCompilerTest, FlipBranchesToTheLoseChain) {
  Result<Program> p = compile_spell_script(
      "Name:Test Flip\nManaCost:R\nTypes:Sorcery\n"
      "A:SP$ FlipACoin | WinSubAbility$ Win | LoseSubAbility$ Lose\n"
      "SVar:Win:DB$ GainLife | LifeAmount$ 3\nSVar:Lose:DB$ LoseLife | LifeAmount$ 2\n");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p), (std::vector<Op>{Op::FlipCoin, Op::Branch, Op::Push, Op::GainLife, Op::Push, Op::Branch,
                                      Op::Push, Op::LoseLife, Op::End}));
  EXPECT_EQ(p->code[1].b, 6);  // lost: to the LoseSubAbility$
  EXPECT_EQ(p->code[5].b, 8);  // won: past it
}

}  // namespace
}  // namespace rwd
