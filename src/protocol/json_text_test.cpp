// The JSON text writers (core/json_text.h, game/view_json.h, protocol/json.h,
// protocol/messages.h) write what nlohmann's dump() writes: every message of seeded random
// games, for every receiver, parses and dumps again to the same bytes (so keys are in
// nlohmann's order, with nlohmann's spacing and escapes).
#include "core/json_text.h"

#include <gtest/gtest.h>

#include <random>

#include "game/card_pool.h"
#include "game/view_json.h"
#include "protocol/json.h"
#include "protocol/messages.h"

namespace rwd {
namespace {

std::string canonical(const std::string& text) {
  return nlohmann::json::parse(text).dump();
}

TEST(JsonTextTest, WritesWhatNlohmannDumps) {
  std::string weird;
  for (int c = 1; c < 0x20; ++c) weird += static_cast<char>(c);
  weird += "\"\\/ é — \x7f";
  std::string out;
  JsonText w(out);
  w.open_object()
      .field("a", weird)
      .key("b")
      .open_array()
      .num(-5)
      .unum(UINT64_MAX)
      .boolean(false)
      .null()
      .open_object()
      .close_object()
      .open_array()
      .close_array()
      .close_array()
      .field("c", int64_t{INT64_MIN})
      .close_object();
  const nlohmann::json j{
      {"a", weird},
      {"b", {-5, UINT64_MAX, false, nullptr, nlohmann::json::object(), nlohmann::json::array()}},
      {"c", INT64_MIN}};
  EXPECT_EQ(out, j.dump());
}

TEST(JsonTextTest, EveryMessageOfRandomGamesIsCanonical) {
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    GameSetup s;
    s.seed = seed;
    for (int p = 0; p < kNumPlayers; ++p)
      s.players[p] = *CardPool::builtin().deck(
          CardPool::builtin_decks()[(seed + p) % CardPool::builtin_decks().size()].id);
    Game g = *Game::create(s, CardPool::builtin().db());
    std::mt19937_64 rng(seed);
    const PlayerId receivers[] = {PlayerId::P1, PlayerId::P2, PlayerId::None};
    for (int step = 0; step < 3000 && !g.over(); ++step) {
      const int n = static_cast<int>(rng() % g.options().size());
      std::string answers[3];
      for (int r = 0; r < 3; ++r) {
        JsonText w(answers[r]);
        write_answer_seen_by(w, g, receivers[r], n);
        ASSERT_EQ(answers[r], canonical(answers[r]));
      }
      ASSERT_TRUE(g.apply(n));
      for (int r = 0; r < 3; ++r) {
        const std::string state = state_text(g, "g1", receivers[r]);
        ASSERT_EQ(state, canonical(state)) << "seed " << seed << " step " << step;
        const std::string update = update_text(g, "g1", receivers[r], answers[r], "[]");
        ASSERT_EQ(update, canonical(update));
        std::string view = view_json_text(g.view(receivers[r]));
        ASSERT_EQ(view, nlohmann::json(g.view(receivers[r])).dump());
      }
    }
  }
}

TEST(JsonTextTest, EventsAreCanonical) {
  GameEvent e;
  e.type = "cast";
  e.player = 1;
  e.object = 31;
  e.object_label = "Grizzly Bears#31";
  e.target = 4;
  e.target_label = "p1";
  e.amount = 2;
  e.text = "p2 casts \"Grizzly Bears#31\"";
  e.hidden = true;
  std::string out;
  JsonText w(out);
  write_event(w, e, 17);
  EXPECT_EQ(out, canonical(out));
  nlohmann::json j = event_json(e);
  j["frame"] = 17;
  EXPECT_EQ(out, j.dump());
}

}  // namespace
}  // namespace rwd
