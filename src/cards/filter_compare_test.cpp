// Valid filter comparisons ("powerLE2", "toughnessGE3") and properties added for triggers and
// combat ("blocking", "AttachedBy"); unsupported comparisons are refused by name.
#include <gtest/gtest.h>

#include "cards/card_def.h"
#include "cards/filter_compiler.h"

namespace rwd {
namespace {

TEST(FilterCompareTest, PowerAndToughnessComparisonsCompile) {
  std::vector<std::string> subtypes;
  Result<Filter> f = compile_filter("Creature.powerLE2", subtypes);
  ASSERT_TRUE(f) << f.message();
  ASSERT_EQ(f->terms.size(), 1u);
  EXPECT_EQ(f->terms[0].stat, 0);
  EXPECT_EQ(static_cast<Compare>(f->terms[0].stat_op), Compare::LE);
  EXPECT_EQ(f->terms[0].stat_n, 2);
  Result<Filter> g = compile_filter("Creature.toughnessGE3", subtypes);
  ASSERT_TRUE(g) << g.message();
  EXPECT_EQ(g->terms[0].stat, 1);
  EXPECT_EQ(static_cast<Compare>(g->terms[0].stat_op), Compare::GE);
  Result<Filter> b = compile_filter("Creature.blocking", subtypes);
  ASSERT_TRUE(b) << b.message();
  EXPECT_EQ(b->terms[0].blocking, 1);
}

TEST(FilterCompareTest, UnsupportedComparisonsAreRefused) {
  std::vector<std::string> subtypes;
  Result<Filter> x = compile_filter("Creature.toughnessLTX", subtypes);
  ASSERT_FALSE(x);
  EXPECT_EQ(x.message(),
            "Valid 'Creature.toughnessLTX': comparison 'toughnessLTX' is not supported");
  Result<Filter> left = compile_filter("Card.leftcmcEQ2", subtypes);
  ASSERT_FALSE(left);
  EXPECT_EQ(left.message(), "Valid 'Card.leftcmcEQ2': comparison 'leftcmcEQ2' is not supported");
  Result<Filter> cmc = compile_filter("Card.cmcLE3", subtypes);  // 202.3: its mana value
  ASSERT_TRUE(cmc) << cmc.message();
  EXPECT_EQ(cmc->terms[0].stat, 2);
  EXPECT_EQ(cmc->terms[0].stat_n, 3);
  EXPECT_TRUE(compare(Compare::GE, 3, 3));
  EXPECT_FALSE(compare(Compare::LT, 3, 3));
}

}  // namespace
}  // namespace rwd
