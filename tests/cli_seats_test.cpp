// Issue 17, items 2 and 3: `--choose` answers belong to one seat (a bot's decisions stay
// the bot's), the stop rule wins over leftover answers (refused, nothing written), the
// record says who answered each input; and a stop file is shown as its seat sees it
// unless --reveal.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli_run.h"

namespace rwd {
namespace {

using namespace cli_run;
using nlohmann::json;

// p1 random vs p2 heuristic, stopped before p1's 4th choice; returns the stop's frame.
int make_stop(const std::string& file) {
  Output r =
      rewind("play --p1 random --p2 heuristic --seed 2 --stop-every p1:choice:3 --snapshot-out " +
             file + " --force --json");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const std::vector<std::string> out = lines(r.out);
  if (out.empty()) {
    ADD_FAILURE() << "play printed nothing: " << r.err;
    return -1;
  }
  json stop = json::parse(out.back());
  EXPECT_EQ(stop["type"], "stop");
  EXPECT_EQ(stop["player"], "p1");
  return stop["frame"];
}

json timeline(const std::string& file, const std::string& extra = "") {
  Output r = rewind("replay " + file + " --timeline --json --reveal " + extra);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  json rows = json::array();
  for (const std::string& l : lines(r.out)) rows.push_back(json::parse(l));
  return rows;
}

TEST(CliSeatsTest, ExtraAnswersAreRefusedAndTheBotAnswersForItself) {
  const int stop_frame = make_stop("keep.json");
  const std::string before = read_file(scratch_dir() / "keep.json");
  // The command: four answers, a rule that lets one p1 answer through.
  Output r = rewind(
      "resume keep.json --choose 1 --choose 1 --choose 1 --choose 0 --stop-every p1:choice:1 "
      "--snapshot-out keep.json");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_TRUE(contains(r.err, "the stop rule p1:choice:1 fired")) << r.err;
  EXPECT_TRUE(contains(r.err, "3 --choose answers (\"1\", \"1\", \"0\") for p1 were not used"))
      << r.err;
  EXPECT_EQ(read_file(scratch_dir() / "keep.json"), before)
      << "a refused resume must write nothing";
  // One answer: p1 answers once, the heuristic plays p2's decisions itself, and the stop
  // comes before p1's next decision.
  Output ok = rewind(
      "resume keep.json --choose 1 --stop-every p1:choice:1 --snapshot-out keep.json --json");
  ASSERT_EQ(ok.exit_code, 0) << ok.err;
  json rows = timeline("keep.json");
  ASSERT_FALSE(rows.empty());
  int agent = 0, p1_after = 0;
  for (const json& row : rows) {
    if (row["answer"].is_null()) continue;
    const int frame = row["frame"];
    if (row["player"] == "p2") {
      EXPECT_EQ(row["answer"]["by"], "heuristic") << row.dump();
    }
    if (row["player"] == "p1" && frame < stop_frame) {
      EXPECT_EQ(row["answer"]["by"], "random") << row.dump();
    }
    if (row["player"] == "p1" && frame >= stop_frame) ++p1_after;
    agent += row["answer"]["by"] == "agent";
  }
  EXPECT_EQ(agent, 1);
  EXPECT_EQ(p1_after, 1) << "the rule lets one p1 answer through";
  EXPECT_EQ(rows.back()["player"], "p1");
}

TEST(CliSeatsTest, AnswersForTheOtherSeatNeedItsSeatAndReveal) {
  make_stop("keep2.json");
  Output r = rewind(
      "resume keep2.json --seat p2 --choose 0 --stop-every p1:choice:1 --snapshot-out keep2.json");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_TRUE(contains(r.err, "p1's stop file")) << r.err;
  // With --reveal the operator may answer for p2: the first p2 decision takes the answer.
  Output ok = rewind(
      "resume keep2.json --reveal --seat p2 --choose 0 --stop-every p2:choice:1 --snapshot-out "
      "keep2.json");
  ASSERT_EQ(ok.exit_code, 0) << ok.err;
  int agent_p2 = 0;
  for (const json& row : timeline("keep2.json"))
    if (!row["answer"].is_null() && row["answer"]["by"] == "agent")
      agent_p2 += row["player"] == "p2";
  EXPECT_EQ(agent_p2, 1);
}

TEST(CliSeatsTest, AStopFileShowsOnlyItsSeatsView) {
  const int frame = make_stop("view.json");
  const std::string at = " --frame " + std::to_string(frame);
  Output seat = rewind("replay view.json" + at + " --json");
  ASSERT_EQ(seat.exit_code, 0) << seat.err;
  json j = json::parse(seat.out);
  EXPECT_EQ(j["seat"], "p1");
  EXPECT_FALSE(j["view"]["players"][0]["hand"].empty());
  EXPECT_TRUE(j["view"]["players"][1]["hand"].empty())
      << "the opponent's hand is hidden in a stop file";
  Output other = rewind("replay view.json" + at + " --seat p2");
  EXPECT_EQ(other.exit_code, 1);
  EXPECT_TRUE(contains(other.err, "give --reveal")) << other.err;
  Output full = rewind("replay view.json" + at + " --json --reveal");
  ASSERT_EQ(full.exit_code, 0);
  EXPECT_FALSE(json::parse(full.out)["view"]["players"][1]["hand"].empty());
  // resume of a stop file prints the other seat's draws as "a card".
  Output resumed =
      rewind("resume view.json --stop-every p1:choice:2 --snapshot-out view.json --json");
  ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
  for (const std::string& l : lines(resumed.out)) {
    json e = json::parse(l);
    if (e["type"] == "event" && e.value("hidden", false) && e.value("player", "") == "p2") {
      EXPECT_FALSE(e.contains("object")) << l;
    }
    if (e["type"] == "decision" && e["player"] == "p2") {
      EXPECT_TRUE(e["options"].empty()) << l;
    }
  }
}

TEST(CliSeatsTest, OldFormatRecordsStillLoad) {
  Output r = rewind("play --p1 random --p2 random --seed 6 --record v3.json --force");
  ASSERT_EQ(r.exit_code, 0);
  // A format-2 record: no viewer, inputs without answerers.
  std::string text = read_file(scratch_dir() / "v3.json");
  json j = json::parse(text);
  j["format_version"] = 2;
  j.erase("viewer");
  for (json& in : j["inputs"]) in.erase(2);
  write_file("v2.json", j.dump());
  Output v = rewind("replay v2.json --verify");
  EXPECT_EQ(v.exit_code, 0) << v.out << v.err;
  Output info = rewind("replay v2.json --info --json");
  ASSERT_EQ(info.exit_code, 0) << info.err;
  json ij = json::parse(info.out);
  EXPECT_EQ(ij["format_version"], 2);
  EXPECT_TRUE(ij["answered_by"]["p1"].contains("unknown")) << info.out;
}

}  // namespace
}  // namespace rwd
