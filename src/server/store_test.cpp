// The SQLite store: rows are durable once `done` says so, a batch that holds a refused row
// (a frame answered twice) still commits every other row, and games list, load and link.
#include <gtest/gtest.h>

#include <atomic>
#include <future>

#include "server/server_test_util.h"
#include "server/store_checks.h"

namespace rwd {
namespace {

using store_checks::row;
using store_checks::wait;

TEST(ServerStoreTest, GroupCommitRefusesOnlyTheDuplicateRow) {
  TempDir dir;
  Result<std::unique_ptr<Store>> s = open_sqlite_store(dir.file("s.db"));
  ASSERT_TRUE(s.is_ok()) << s.message();
  store_checks::group_commit_refuses_only_the_duplicate_row(**s);
}

TEST(ServerStoreTest, CommittedRowsSurviveReopening) {
  TempDir dir;
  {
    Result<std::unique_ptr<Store>> s = open_sqlite_store(dir.file("s.db"));
    ASSERT_TRUE(s.is_ok());
    ASSERT_TRUE(wait([&](WriteDone d) { (*s)->create_game(row("g"), d); }).is_ok());
    ASSERT_TRUE(wait([&](WriteDone d) {
                  (*s)->append_input("g", 0, {PlayerId::P2, 1}, d);
                }).is_ok());
  }
  Result<std::unique_ptr<Store>> s = open_sqlite_store(dir.file("s.db"));
  ASSERT_TRUE(s.is_ok());
  Result<StoredGame> g = (*s)->load("g");
  ASSERT_TRUE(g.is_ok());
  ASSERT_EQ(g->inputs.size(), 1u);
  EXPECT_EQ(g->inputs[0].player, PlayerId::P2);
  EXPECT_EQ(g->inputs[0].option, 1);
  EXPECT_FALSE(open_store("mysql://x").is_ok());
  EXPECT_FALSE(open_store("sqlite:").is_ok());
}

}  // namespace
}  // namespace rwd
