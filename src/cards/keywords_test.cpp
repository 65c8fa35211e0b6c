#include "cards/keywords.h"

#include <gtest/gtest.h>

#include <string>

namespace rwd {

TEST(KeywordsTest, ParsesEveryKeywordByItsForgeName) {
  for (int i = 0; i < kNumKeywords; ++i) {
    Keyword k = static_cast<Keyword>(i);
    KeywordSet set;
    ASSERT_TRUE(parse_keyword(keyword_name(k), set)) << keyword_name(k);
    EXPECT_TRUE(set.has(k));
    EXPECT_FALSE(keyword_rule(k).empty());
  }
}

TEST(KeywordsTest, IgnoresCaseAndSurroundingSpace) {
  KeywordSet set;
  EXPECT_TRUE(parse_keyword("  first strike ", set));
  EXPECT_TRUE(set.has(Keyword::FirstStrike));
  EXPECT_FALSE(set.has(Keyword::DoubleStrike));
}

// 702.16: protection from a color.
TEST(KeywordsTest, ParsesProtectionFromColor) {
  KeywordSet set;
  EXPECT_TRUE(parse_keyword("Protection from black", set));
  EXPECT_TRUE(parse_keyword("Protection from red", set));
  EXPECT_TRUE(set.protected_from(color_bit(Color::Black)));
  EXPECT_TRUE(set.protected_from(color_bit(Color::Red) | color_bit(Color::Green)));
  EXPECT_FALSE(set.protected_from(color_bit(Color::White)));
  EXPECT_EQ(set.bits, 0);
}

TEST(KeywordsTest, RejectsKeywordsTheEngineCannotRun) {
  for (std::string_view text : {"Flanking", "Protection from Goblins", "Protection from", "Equip:2",
                                "", "Flyingg", "Protection:Card.Black:Protection from black"}) {
    KeywordSet set;
    EXPECT_FALSE(parse_keyword(text, set)) << text;
    EXPECT_TRUE(set.empty()) << text;
  }
}

TEST(KeywordsTest, DescribesInCanonicalOrder) {
  KeywordSet set;
  ASSERT_TRUE(parse_keyword("Protection from black", set));
  ASSERT_TRUE(parse_keyword("Vigilance", set));
  ASSERT_TRUE(parse_keyword("Flying", set));
  EXPECT_EQ(describe_keywords(set), "Flying, Vigilance, Protection from black");
  EXPECT_EQ(describe_keywords(KeywordSet{}), "");
}

TEST(KeywordsTest, AddAndRemove) {
  KeywordSet set;
  set.add(Keyword::Trample);
  set.add(Keyword::Haste);
  set.remove(Keyword::Trample);
  EXPECT_FALSE(set.has(Keyword::Trample));
  EXPECT_TRUE(set.has(Keyword::Haste));
}

}  // namespace rwd
