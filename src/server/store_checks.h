// Checks every Store must pass (SQLite in store_test.cpp, PostgreSQL in pg_test.cpp): rows
// are durable once `done` says so, a batch that holds a refused row (a frame answered twice)
// still commits every other row in few transactions, and games list, load and link.
#pragma once

#include <gtest/gtest.h>

#include <atomic>
#include <functional>
#include <future>
#include <memory>
#include <string>

#include "server/store.h"

namespace rwd {
namespace store_checks {

inline GameRow row(const std::string& id, const std::string& browser = "",
                   const std::string& parent = "") {
  GameRow r;
  r.id = id;
  r.header = std::string("\x00\x01header", 8);
  r.meta = "{}";
  r.browser = browser;
  r.parent = parent;
  return r;
}

inline Status wait(const std::function<void(WriteDone)>& write) {
  auto p = std::make_shared<std::promise<Status>>();
  std::future<Status> f = p->get_future();
  write([p](const Status& s) { p->set_value(s); });
  return f.get();
}

// The whole check, on an empty store.
inline void group_commit_refuses_only_the_duplicate_row(Store& store) {
  ASSERT_TRUE(wait([&](WriteDone d) { store.create_game(row("g1", "b"), d); }).is_ok());
  // Many rows queued at once (one or a few transactions), one of them a second answer to
  // frame 3: it alone fails.
  std::atomic<int> ok{0}, failed{0};
  for (uint32_t f = 0; f < 200; ++f) {
    store.append_input("g1", f, {f % 2 ? PlayerId::P2 : PlayerId::P1, static_cast<uint16_t>(f % 5)},
                       [&](const Status& st) { (st ? ok : failed)++; });
    if (f == 3)
      store.append_input("g1", 3, {PlayerId::P1, 4},
                         [&](const Status& st) { (st ? ok : failed)++; });
  }
  store.drain();
  EXPECT_EQ(ok, 200);
  EXPECT_EQ(failed, 1);
  EXPECT_LT(store.transactions(), 200u) << "rows were not grouped";
  Result<StoredGame> g = store.load("g1");
  ASSERT_TRUE(g.is_ok());
  ASSERT_EQ(g->inputs.size(), 200u);
  EXPECT_EQ(g->inputs[3].option, 3);  // the first answer to frame 3 stands
  EXPECT_EQ(g->row.header, row("g1").header);
  EXPECT_EQ(store.live_games(), std::vector<std::string>{"g1"});
  ASSERT_TRUE(wait([&](WriteDone d) { store.set_over("g1", "p2", d); }).is_ok());
  EXPECT_TRUE(store.live_games().empty());
  ASSERT_TRUE(wait([&](WriteDone d) { store.create_game(row("g2", "b", "g1"), d); }).is_ok());
  EXPECT_EQ(store.list("b").size(), 2u);
  EXPECT_EQ(store.list("b")[0].id, "g2");  // newest first
  ASSERT_EQ(store.children("g1").size(), 1u);
  EXPECT_EQ(store.children("g1")[0].id, "g2");
  EXPECT_FALSE(store.load("nope").is_ok());
  EXPECT_FALSE(wait([&](WriteDone d) { store.create_game(row("g1"), d); }).is_ok())
      << "ids are unique";
  store.close();
  EXPECT_FALSE(wait([&](WriteDone d) { store.append_input("g2", 0, {}, d); }).is_ok()) << "closed";
}

}  // namespace store_checks
}  // namespace rwd
