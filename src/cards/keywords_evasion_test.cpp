// Evasion keywords (landwalk 702.14, fear 702.36, horsemanship 702.31) parse into KeywordSet::evasion and render back.
#include <gtest/gtest.h>

#include "cards/keywords.h"

namespace rwd {
namespace {

TEST(KeywordsEvasionTest, LandwalkAndFearParseIntoEvasionBits) {
  KeywordSet k;
  EXPECT_TRUE(parse_keyword("Swampwalk", k));
  EXPECT_TRUE(parse_keyword("islandwalk", k));
  EXPECT_TRUE(parse_keyword("Fear", k));
  EXPECT_EQ(k.bits, 0);
  EXPECT_EQ(k.evasion, (1u << 2) | (1u << 1) | kFearBit);
  EXPECT_EQ(landwalk_type(2), "Swamp");
  EXPECT_EQ(describe_keywords(k), "Islandwalk, Swampwalk, Fear");
  EXPECT_FALSE(k.empty());
  KeywordSet none;
  EXPECT_FALSE(parse_keyword("Desertwalk", none));  // not a basic land type we enforce
  EXPECT_TRUE(none.empty());
}

}  // namespace
}  // namespace rwd
