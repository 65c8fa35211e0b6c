#include "analysis/cache.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "analysis/analysis_test_util.h"

namespace rwd {
namespace {

namespace fs = std::filesystem;

TEST(AnalysisCacheTest, PathNamesSeatModeAndBudget) {
  AnalysisConfig cfg;
  cfg.budget = 64;
  EXPECT_EQ(analysis_cache_path("g/game.rwr", cfg), "g/game.rwr.analysis-p1-view-b64.json");
  cfg.seats[1] = true;
  cfg.omniscient = true;
  EXPECT_EQ(analysis_cache_path("game.json", cfg), "game.json.analysis-both-omniscient-b64.json");
  cfg.seats[0] = false;
  EXPECT_EQ(analysis_cache_path("x", cfg), "x.analysis-p2-omniscient-b64.json");
  cfg.light = cfg.per_turn = true;
  EXPECT_EQ(analysis_cache_path("x", cfg), "x.analysis-p2-omniscient-light-per-turn-b64.json");
}

TEST(AnalysisCacheTest, StoredAnalysisIsUsedOnlyWithItsKey) {
  const fs::path dir =
      fs::temp_directory_path() / ("rewind_analysis_cache_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const std::string path = (dir / "a.json").string();
  std::string why;
  EXPECT_FALSE(load_cached_analysis(path, 1, &why).has_value());
  EXPECT_EQ(why, "no stored analysis");

  Result<Analysis> a = analyse(analysis_test::heuristic_game(9, 12), analysis_test::tiny(2));
  ASSERT_TRUE(a.is_ok()) << a.message();
  ASSERT_TRUE(store_analysis(path, *a).is_ok());
  std::optional<Analysis> back = load_cached_analysis(path, a->key, &why);
  ASSERT_TRUE(back.has_value()) << why;
  EXPECT_EQ(back->decisions, a->decisions);
  EXPECT_FALSE(load_cached_analysis(path, a->key ^ 1, &why).has_value());
  EXPECT_NE(why.find("made with key"), std::string::npos) << why;

  Analysis partial = *a;
  partial.complete = false;
  ASSERT_TRUE(store_analysis(path, partial).is_ok());
  EXPECT_FALSE(load_cached_analysis(path, a->key, &why).has_value());
  EXPECT_NE(why.find("incomplete"), std::string::npos) << why;

  std::ofstream(path) << "not json";
  EXPECT_FALSE(load_cached_analysis(path, a->key, &why).has_value());
  EXPECT_NE(why.find("not valid JSON"), std::string::npos) << why;
  fs::remove_all(dir);
}

}  // namespace
}  // namespace rwd
