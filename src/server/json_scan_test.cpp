#include "server/json_scan.h"

#include <gtest/gtest.h>

namespace rwd {
namespace {

TEST(JsonScanTest, FindsTopLevelFieldsOnly) {
  const std::string_view s =
      R"({"answer":{"frame":3,"type":"x"},"decision":{"options":[{"n":0,"label":"a,]}\"b"},{"n":1}],"player":"p2"},"frame":4,"game_over":null,"type":"update"})";
  EXPECT_EQ(json_scan::field(s, "frame"), "4");
  EXPECT_EQ(json_scan::field(s, "type"), "\"update\"");
  EXPECT_EQ(json_scan::field(s, "game_over"), "null");
  EXPECT_FALSE(json_scan::field(s, "label"));  // only inside an inner object
  std::optional<std::string_view> d = json_scan::field(s, "decision");
  ASSERT_TRUE(d);
  EXPECT_EQ(json_scan::field(*d, "player"), "\"p2\"");
  EXPECT_EQ(json_scan::array_size(*json_scan::field(*d, "options")), 2);
  EXPECT_EQ(json_scan::array_size("[]"), 0);
  EXPECT_EQ(json_scan::number(json_scan::field(s, "frame")), 4u);
}

TEST(JsonScanTest, CutOffTextIsNotFound) {
  EXPECT_FALSE(json_scan::field(R"({"a":"b)", "a"));
  EXPECT_FALSE(json_scan::field(R"({"a":[1,2)", "a"));
  EXPECT_EQ(json_scan::array_size("[1,"), -1);
  EXPECT_FALSE(json_scan::number(std::string_view("-3")));
}

}  // namespace
}  // namespace rwd
