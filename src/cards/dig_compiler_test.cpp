#include "cards/dig_compiler.h"

#include <gtest/gtest.h>

#include "cards/compile_test_util.h"
#include "cards/opcodes.h"

namespace rwd {
namespace {

Result<Program> dig(const std::string& params) {
  return compile_spell_script("Name:Test Dig\nManaCost:U\nTypes:Sorcery\nA:SP$ Dig | DigNum$ 4 | " +
                              params + "\n");
}

// The flags word Op::Dig pops: the instruction just before it.
int dig_flags(const Program& p) {
  for (size_t i = 1; i < p.code.size(); ++i)
    if (p.code[i].op == Op::Dig) return p.code[i - 1].b;
  return -1;
}

TEST(DigCompilerTest, DefaultsToOneIntoTheHandAndTheRestOnTheBottom) {
  Result<Program> p = dig("ChangeNum$ 1");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p), (std::vector<Op>{Op::Push, Op::Push, Op::Push, Op::Dig, Op::End}));
  EXPECT_EQ(p->code[0].b, 4);  // DigNum$
  EXPECT_EQ(p->code[1].b, 1);  // ChangeNum$
  EXPECT_EQ(dig_flags(*p), kDigToHand | kDigToBottom << kDigRestShift);
}

TEST(DigCompilerTest, ReadsZonesRevealAnyNumberAndTheFilter) {
  Result<Program> p =
      dig("ChangeValid$ Creature | AnyNumber$ True | Reveal$ True | DestinationZone2$ Graveyard");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(dig_flags(*p),
            kDigToHand | kDigToGraveyard << kDigRestShift | kDigReveal | kDigOptional);
  EXPECT_EQ(p->code[1].b, 127);  // any number: up to all of them
  Result<Program> top =
      dig("ChangeNum$ 1 | DestinationZone$ Library | LibraryPosition$ 0 | Optional$ True");
  ASSERT_TRUE(top) << top.message();
  EXPECT_EQ(dig_flags(*top), kDigToTop | kDigToBottom << kDigRestShift | kDigOptional);
  Result<Program> bf =
      dig("ChangeNum$ All | ChangeValid$ Land | DestinationZone$ Battlefield | Tapped$ True");
  ASSERT_TRUE(bf) << bf.message();
  EXPECT_EQ(dig_flags(*bf) & (7 | kDigTapped), kDigToBattlefield | kDigTapped);
}

TEST(DigCompilerTest, RefusesWhatItCannotRunByName) {
  Result<Program> random = dig("ChangeNum$ 1 | RestRandomOrder$ True");
  ASSERT_FALSE(random);
  EXPECT_NE(random.message().find("RestRandomOrder"), std::string::npos) << random.message();
  Result<Program> other = compile_spell_script(
      "Name:Test Dig\nManaCost:U\nTypes:Sorcery\nA:SP$ Dig | ValidTgts$ Player | DigNum$ 4 | "
      "ChangeNum$ 1\n");
  ASSERT_FALSE(other);
  EXPECT_NE(other.message().find("own library"), std::string::npos) << other.message();
  Result<Program> same =
      dig("ChangeNum$ 1 | DestinationZone$ Graveyard | DestinationZone2$ Graveyard");
  ASSERT_FALSE(same);
  Result<Program> num = dig("ChangeNum$ X");
  ASSERT_FALSE(num);
  EXPECT_NE(num.message().find("ChangeNum$ X"), std::string::npos) << num.message();
}

}  // namespace
}  // namespace rwd
