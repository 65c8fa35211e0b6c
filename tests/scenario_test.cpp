// Runs every scenario file in tests/scenarios/ (one gtest case per file).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cards/builtin.h"
#include "scenario.h"

namespace rwd {
namespace {

std::vector<std::string> scenario_files() {
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(std::string(REWIND_SOURCE_DIR) + "/tests/scenarios"))
    if (e.path().extension() == ".scn") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

class ScenarioTest : public ::testing::TestWithParam<std::string> {};

TEST_P(ScenarioTest, Passes) {
  std::ifstream f(GetParam());
  std::stringstream ss;
  ss << f.rdbuf();
  std::string name = std::filesystem::path(GetParam()).filename().string();
  Result<ScenarioResult> r = run_scenario(ss.str(), name, builtin_card_db());
  ASSERT_TRUE(r.is_ok()) << r.message();
  if (!r->passed) {
    std::string msg;
    for (const auto& f2 : r->failures) msg += f2 + "\n";
    msg += "log:\n";
    for (const auto& l : r->log) msg += "  " + l + "\n";
    FAIL() << msg;
  }
}

INSTANTIATE_TEST_SUITE_P(Files, ScenarioTest, ::testing::ValuesIn(scenario_files()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string n = std::filesystem::path(info.param).stem().string();
                           for (char& c : n)
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           return n;
                         });

}  // namespace
}  // namespace rwd
