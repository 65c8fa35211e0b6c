// The token compiler: the 2019 Token parameters and current TokenScript$ names give the
// token's characteristics; anything else is refused by name.
#include "cards/token_compiler.h"

#include <gtest/gtest.h>

#include <map>

#include "cards/card_def.h"
#include "cards/keywords.h"

namespace rwd {
namespace {

Result<TokenSpec> from(std::map<std::string, std::string> params) {
  return token_from_params([&](std::string_view key) -> const std::string* {
    auto it = params.find(std::string(key));
    return it == params.end() ? nullptr : &it->second;
  });
}

TEST(TokenCompilerTest, OldParametersGiveNameTypesColorsPowerToughnessAndKeywords) {
  Result<TokenSpec> t = from({{"TokenName", "Wasp"},
                              {"TokenTypes", "Artifact,Creature,Insect"},
                              {"TokenColors", "Colorless"},
                              {"TokenPower", "1"},
                              {"TokenToughness", "1"},
                              {"TokenKeywords", "Flying"}});
  ASSERT_TRUE(t) << t.message();
  EXPECT_EQ(t->name, "Wasp");
  EXPECT_EQ(t->types, type_bit(CardType::Artifact) | type_bit(CardType::Creature));
  EXPECT_EQ(t->subtypes, std::vector<std::string>{"Insect"});
  EXPECT_EQ(t->colors, 0);
  EXPECT_TRUE(t->has_pt);
  EXPECT_EQ(t->power, 1);
  EXPECT_EQ(t->toughness, 1);
  EXPECT_EQ(t->keywords, 1u << static_cast<int>(Keyword::Flying));
  EXPECT_EQ(describe_token(*t), "Wasp: 1/1 colorless Insect artifact creature token with Flying");
}

TEST(TokenCompilerTest, OldParametersRefuseWhatTheyCannotRead) {
  EXPECT_FALSE(from({{"TokenName", "Wasp"}, {"TokenTypes", "Creature,Insect"}}));  // no colors
  Result<TokenSpec> bad_kw = from({{"TokenName", "X"},
                                   {"TokenTypes", "Creature,Elf"},
                                   {"TokenColors", "Green"},
                                   {"TokenPower", "1"},
                                   {"TokenToughness", "1"},
                                   {"TokenKeywords", "Banding"}});
  ASSERT_FALSE(bad_kw);
  EXPECT_NE(bad_kw.message().find("Banding"), std::string::npos);
  Result<TokenSpec> no_pt =
      from({{"TokenName", "X"}, {"TokenTypes", "Creature,Elf"}, {"TokenColors", "Green"}});
  ASSERT_FALSE(no_pt);
  EXPECT_NE(no_pt.message().find("power and toughness"), std::string::npos);
  Result<TokenSpec> x_power = from({{"TokenName", "X"},
                                    {"TokenTypes", "Creature,Elf"},
                                    {"TokenColors", "Green"},
                                    {"TokenPower", "X"},
                                    {"TokenToughness", "1"}});
  EXPECT_FALSE(x_power);
  EXPECT_FALSE(from({{"TokenName", "X"},
                     {"TokenTypes", "Creature,Elf"},
                     {"TokenColors", "Mauve"},
                     {"TokenPower", "1"},
                     {"TokenToughness", "1"}}));
}

TEST(TokenCompilerTest, ScriptNamesDecodeColorPowerToughnessTypesAndKeywords) {
  Result<TokenSpec> t = token_from_script("w_1_1_soldier");
  ASSERT_TRUE(t) << t.message();
  EXPECT_EQ(t->name, "Soldier");
  EXPECT_EQ(t->colors, color_bit(Color::White));
  EXPECT_EQ(t->types, type_bit(CardType::Creature));
  EXPECT_EQ(t->power, 1);
  Result<TokenSpec> a = token_from_script("c_1_1_a_thopter_flying");
  ASSERT_TRUE(a) << a.message();
  EXPECT_EQ(a->name, "Thopter");
  EXPECT_EQ(a->types, type_bit(CardType::Artifact) | type_bit(CardType::Creature));
  EXPECT_EQ(a->keywords, 1u << static_cast<int>(Keyword::Flying));
  Result<TokenSpec> two = token_from_script("rg_2_2_elf_warrior");
  ASSERT_TRUE(two) << two.message();
  EXPECT_EQ(two->name, "Elf Warrior");
  EXPECT_EQ(two->colors, color_bit(Color::Red) | color_bit(Color::Green));
}

TEST(TokenCompilerTest, ScriptNamesItCannotDecodeAreRefused) {
  EXPECT_FALSE(token_from_script("c_a_treasure_sac"));
  EXPECT_FALSE(token_from_script("w_1_1_soldier_first_strike"));
  EXPECT_FALSE(token_from_script("x_1_1_soldier"));
  EXPECT_FALSE(token_from_script("w_1_1"));
  EXPECT_FALSE(token_from_script("w_1_1_Soldier"));
}

}  // namespace
}  // namespace rwd
