#include "analysis/analysis_json.h"

#include <gtest/gtest.h>

#include "analysis/analysis_test_util.h"

namespace rwd {
namespace {

const Analysis& small_analysis() {
  static const Analysis a = [] {
    AnalysisConfig cfg = analysis_test::tiny(4);
    cfg.seats[1] = true;
    Result<Analysis> r = analyse(analysis_test::heuristic_game(8, 30), cfg);
    EXPECT_TRUE(r.is_ok()) << r.message();
    return *r;
  }();
  return a;
}

TEST(AnalysisJsonTest, RoundTrips) {
  const Analysis a = small_analysis();
  ASSERT_FALSE(a.decisions.empty());
  const std::string text = encode_analysis_json(a);
  Result<Analysis> b = decode_analysis_json(text);
  ASSERT_TRUE(b.is_ok()) << b.message();
  EXPECT_EQ(encode_analysis_json(*b), text);
  EXPECT_EQ(b->decisions, a.decisions);
  EXPECT_EQ(b->turning_points, a.turning_points);
  EXPECT_EQ(b->notes, a.notes);
  EXPECT_EQ(b->turns, a.turns);
  EXPECT_EQ(b->key, a.key);
  EXPECT_EQ(analysis_key(b->record_hash, b->config), a.key);
}

TEST(AnalysisJsonTest, TheThreadCountIsNotWritten) {
  Analysis a = small_analysis();
  const std::string one = encode_analysis_json(a);
  a.config.threads = 2;
  EXPECT_EQ(encode_analysis_json(a), one);
  EXPECT_EQ(one.find("threads"), std::string::npos);
}

TEST(AnalysisJsonTest, BadTextNamesTheField) {
  const nlohmann::json good = analysis_to_json(small_analysis());
  EXPECT_EQ(decode_analysis_json("{").message(), "analysis JSON: not valid JSON");
  nlohmann::json j = good;
  j["decisions"][1]["before"]["chance"] = "high";
  EXPECT_EQ(decode_analysis_json(j.dump()).message(),
            "analysis JSON: decisions[1].before.chance: expected a number");
  j = good;
  j.erase("key");
  EXPECT_EQ(decode_analysis_json(j.dump()).message(), "analysis JSON: key: missing");
  j = good;
  j["format"] = "rewind-record";
  EXPECT_EQ(decode_analysis_json(j.dump()).message(),
            "analysis JSON: format: expected \"rewind-analysis\"");
  j = good;
  j["decisions"][0]["played"] = 77;
  EXPECT_EQ(decode_analysis_json(j.dump()).message(),
            "analysis JSON: decisions[0]: played, policy and preferred must be among the options");
  j = good;
  j["config"]["mode"] = "psychic";
  EXPECT_EQ(decode_analysis_json(j.dump()).message(),
            "analysis JSON: config.mode: expected \"view\" or \"omniscient\"");
  j = good;
  j["turning_points"] = nlohmann::json::array({{{"kind", "swing"}, {"decision", 9999}}});
  EXPECT_EQ(decode_analysis_json(j.dump()).message(),
            "analysis JSON: turning_points[0].decision: out of range");
}

}  // namespace
}  // namespace rwd
