#include "analysis/stats.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

namespace rwd {
namespace {

TEST(AnalysisStatsTest, BinaryOutcomesGiveTheBinomialError) {
  const std::vector<double> x = {1, 0, 1, 1, 0, 1, 1, 0, 1, 1};  // 7 of 10
  const Estimate e = estimate_of(x.data(), static_cast<int>(x.size()));
  EXPECT_DOUBLE_EQ(e.chance, 0.7);
  EXPECT_NEAR(e.se, std::sqrt(0.7 * 0.3 / 10), 1e-12);
  EXPECT_EQ(e.samples, 10);
}

TEST(AnalysisStatsTest, EmptyAndUnanimousSamples) {
  EXPECT_EQ(estimate_of(nullptr, 0).samples, 0);
  const std::vector<double> ones(5, 1.0);
  const Estimate e = estimate_of(ones.data(), 5);
  EXPECT_DOUBLE_EQ(e.chance, 1.0);
  EXPECT_DOUBLE_EQ(e.se, 0.0);
}

TEST(AnalysisStatsTest, PairedDifferencesCancelTheSharedLuck) {
  // b wins exactly where a wins, plus two more samples: the difference is certain to be
  // 0.2 per sample on average with a small error, though each chance alone is uncertain.
  const std::vector<double> a = {1, 0, 1, 0, 0, 1, 0, 0, 1, 0};
  const std::vector<double> b = {1, 1, 1, 0, 1, 1, 0, 0, 1, 0};
  const PairedDiff d = paired_diff(b.data(), a.data(), 10);
  EXPECT_DOUBLE_EQ(d.mean, 0.2);
  EXPECT_NEAR(d.se, std::sqrt((0.2 - 0.04) / 10), 1e-12);
  const Estimate ea = estimate_of(a.data(), 10), eb = estimate_of(b.data(), 10);
  EXPECT_LT(d.se, std::sqrt(ea.se * ea.se + eb.se * eb.se));
}

TEST(AnalysisStatsTest, RoundingToFourDecimals) {
  EXPECT_DOUBLE_EQ(round4(0.123456), 0.1235);
  EXPECT_DOUBLE_EQ(round4(2.0 / 3.0), 0.6667);
  EXPECT_FALSE(std::signbit(round4(-0.00001)));
}

}  // namespace
}  // namespace rwd
