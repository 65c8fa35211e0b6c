#include "analysis/plot_svg.h"

#include <gtest/gtest.h>

#include "analysis/analysis_test_util.h"

namespace rwd {
namespace {

size_t count(const std::string& s, const std::string& what) {
  size_t n = 0;
  for (size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1)) ++n;
  return n;
}

TEST(PlotSvgTest, OnePointPerDecisionAndEveryMistakeMarked) {
  AnalysisConfig cfg = analysis_test::tiny(4);
  Result<Analysis> r = analyse(analysis_test::heuristic_game(6, 40), cfg);
  ASSERT_TRUE(r.is_ok()) << r.message();
  Analysis a = *r;
  ASSERT_GE(a.decisions.size(), 3u);
  // Mark one decision as a mistake so that the drawing of one is checked whatever the game.
  DecisionResult& d = a.decisions[1];
  d.mistake = true;
  d.loss = 0.3;
  const std::string svg = analysis_svg(a);
  EXPECT_EQ(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0), 0u);
  EXPECT_NE(svg.find("</svg>\n"), std::string::npos);
  EXPECT_EQ(count(svg, "class=\"decision\""), a.decisions.size());
  size_t mistakes = 0;
  for (const DecisionResult& x : a.decisions) mistakes += x.mistake;
  EXPECT_EQ(count(svg, "class=\"mistake\""), mistakes);
  EXPECT_EQ(count(svg, "class=\"better\""), mistakes);
  EXPECT_EQ(count(svg, "class=\"chance\""), 1u);
  EXPECT_EQ(count(svg, "class=\"turn\""), a.turns.size());
  EXPECT_EQ(count(svg, "<title>"), count(svg, "</title>"));
  EXPECT_EQ(analysis_svg(a), svg);  // deterministic
}

TEST(PlotSvgTest, BothSeatsGiveTwoLines) {
  AnalysisConfig cfg = analysis_test::tiny(2);
  cfg.seats[1] = true;
  Result<Analysis> a = analyse(analysis_test::heuristic_game(6, 20), cfg);
  ASSERT_TRUE(a.is_ok()) << a.message();
  const std::string svg = analysis_svg(*a);
  EXPECT_EQ(count(svg, "class=\"chance\""), 2u);
  EXPECT_NE(svg.find("1 - p2's chance"), std::string::npos);
}

}  // namespace
}  // namespace rwd
