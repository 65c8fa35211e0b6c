// The state codec through Game::snapshot / Game::from_snapshot: exact round trips at every
// frame of seeded random games, and errors (never crashes) on truncated, corrupted or
// inconsistent bytes.
#include "rules/state_codec.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>

#include "cards/builtin.h"
#include "cards/deck.h"
#include "core/rng.h"
#include "game/game.h"
#include "game/game_internal.h"

namespace rwd {
namespace {

GameSetup setup_for(uint64_t seed) {
  GameSetup s;
  for (int p = 0; p < kNumPlayers; ++p) {
    const BuiltinDeck& d = builtin_decks()[p];
    s.players[p].deck_name = d.id;
    s.players[p].deck = *resolve_deck(*parse_deck(d.text, d.id), builtin_card_db());
  }
  s.seed = seed;
  return s;
}

// Uniform random answers from a seeded RNG of the test's own.
struct RandomAnswers {
  Rng rng;
  explicit RandomAnswers(uint64_t seed) : rng(Rng::from_seed(seed)) {}
  int operator()(const Game& g) {
    OptionList opts;
    g.options(opts);
    return static_cast<int>(rng.below(static_cast<uint32_t>(opts.size())));
  }
};

// A game after `inputs` random answers (or at its end).
Game game_after(uint64_t seed, uint32_t inputs) {
  Game g = *Game::create(setup_for(seed), builtin_card_db());
  RandomAnswers pick(seed);
  while (!g.over() && g.inputs() < inputs) EXPECT_TRUE(g.apply(pick(g)));
  return g;
}

void put_u16(std::string& s, size_t at, uint16_t v) {
  s[at] = static_cast<char>(v & 0xFF);
  s[at + 1] = static_cast<char>(v >> 8);
}

TEST(StateCodecTest, RoundTripsAtEveryFrameOfRandomGames) {
  for (uint64_t seed = 1; seed <= 25; ++seed) {
    Game g = *Game::create(setup_for(seed), builtin_card_db());
    RandomAnswers pick(seed);
    for (;;) {
      std::string bytes = g.snapshot();
      Result<Game> back = Game::from_snapshot(bytes, builtin_card_db());
      ASSERT_TRUE(back) << "seed " << seed << " frame " << g.inputs() << ": " << back.message();
      ASSERT_TRUE(*back == g) << "seed " << seed << " frame " << g.inputs();
      ASSERT_EQ(back->hash(), g.hash());
      ASSERT_EQ(back->snapshot(), bytes);
      if (g.over()) break;
      ASSERT_TRUE(g.apply(pick(g)));
    }
  }
}

TEST(StateCodecTest, ARestoredGamePlaysOnIdentically) {
  Game g = game_after(7, 60);
  Game restored = *Game::from_snapshot(g.snapshot(), builtin_card_db());
  RandomAnswers pick(99);
  while (!g.over()) {
    int a = pick(g);
    ASSERT_TRUE(g.apply(a));
    ASSERT_TRUE(restored.apply(a));
    ASSERT_EQ(g.hash(), restored.hash());
  }
  EXPECT_TRUE(restored.over());
}

TEST(StateCodecTest, EveryTruncationIsAnError) {
  std::string bytes = game_after(3, 40).snapshot();
  for (size_t n = 0; n < bytes.size(); ++n) {
    Result<Game> r = Game::from_snapshot(std::string_view(bytes).substr(0, n), builtin_card_db());
    ASSERT_FALSE(r) << "prefix of " << n << " bytes decoded";
  }
  Result<Game> longer = Game::from_snapshot(bytes + "x", builtin_card_db());
  ASSERT_FALSE(longer);
  EXPECT_NE(longer.message().find("unexpected bytes"), std::string::npos) << longer.message();
}

// Each byte flipped several ways: decoding errors or yields a state that re-encodes to
// the same bytes; it never crashes (run under ASan in CI).
TEST(StateCodecTest, FlippedBytesNeverCrash) {
  std::string bytes = game_after(11, 80).snapshot();
  int accepted = 0;
  for (size_t i = 0; i < bytes.size(); ++i) {
    for (uint8_t mask : {0x01, 0x80, 0xFF}) {
      std::string bad = bytes;
      bad[i] = static_cast<char>(bad[i] ^ mask);
      Result<Game> r = Game::from_snapshot(bad, builtin_card_db());
      if (!r) continue;
      ++accepted;
      OptionList opts;
      r->options(opts);  // the engine can read what the codec accepted
      EXPECT_EQ(r->snapshot().size(), bad.size());
    }
  }
  EXPECT_GT(accepted, 0);  // plain data bytes (life, rng) are accepted as they are
}

TEST(StateCodecTest, ErrorsNameTheProblem) {
  std::string good = game_after(5, 30).snapshot();
  auto message = [](const std::string& bytes) {
    Result<Game> r = Game::from_snapshot(bytes, builtin_card_db());
    return r ? std::string("(accepted)") : r.message();
  };
  std::string bad = good;
  bad[0] = 'X';
  EXPECT_NE(message(bad).find("not a state snapshot"), std::string::npos);
  bad = good;
  put_u16(bad, 4, 99);
  EXPECT_NE(message(bad).find("version 99"), std::string::npos) << message(bad);
  bad = good;
  put_u16(bad, kStateFlagsOffset, 0x8000);
  EXPECT_NE(message(bad).find("unknown flags"), std::string::npos);

  // An object that says it is in the graveyard while listed in a library.
  GameState s;
  ASSERT_TRUE(decode_state(good, s));
  ObjectId top = s.players[0].library.back();
  s.obj(top).zone = Zone::Graveyard;
  EXPECT_NE(message(encode_state(s)).find("library but its zone is graveyard"), std::string::npos)
      << message(encode_state(s));
  // A list naming an object that does not exist.
  ASSERT_TRUE(decode_state(good, s));
  s.players[1].hand.push_back(object_id(s.num_objects + 3));
  EXPECT_NE(message(encode_state(s)).find("but there are"), std::string::npos) << message(encode_state(s));
  // An object listed twice.
  ASSERT_TRUE(decode_state(good, s));
  s.players[0].library.push_back(s.players[0].library[0]);
  EXPECT_NE(message(encode_state(s)).find("listed twice"), std::string::npos) << message(encode_state(s));
  // An enum out of range.
  ASSERT_TRUE(decode_state(good, s));
  s.step = Step::Count;
  EXPECT_NE(message(encode_state(s)).find("step"), std::string::npos);
  // No pending decision: not a frame.
  ASSERT_TRUE(decode_state(good, s));
  s.pending = Pending{};
  EXPECT_NE(message(encode_state(s)).find("no decision is pending"), std::string::npos);
}

TEST(StateCodecTest, FromSnapshotChecksCardIdsAgainstTheDb) {
  std::string bytes = game_after(2, 10).snapshot();
  CardDb tiny;
  ASSERT_TRUE(tiny.add_script("Name:Plains\nTypes:Basic Land Plains\n", "test"));
  Result<Game> r = Game::from_snapshot(bytes, tiny);
  ASSERT_FALSE(r);
  EXPECT_NE(r.message().find("card data has 1 cards"), std::string::npos) << r.message();
}

TEST(StateCodecTest, ReseedFlagRestartsTheRngAndReshufflesLibraries) {
  Game g = game_after(9, 20);
  std::string bytes = g.snapshot();
  uint64_t seed = 424242;
  for (int i = 0; i < 8; ++i) bytes[kStateSeedOffset + i] = static_cast<char>((seed >> (8 * i)) & 0xFF);
  put_u16(bytes, kStateFlagsOffset, kStateFlagReseed);
  Result<Game> r = Game::from_snapshot(bytes, builtin_card_db());
  ASSERT_TRUE(r) << r.message();
  EXPECT_EQ(r->seed(), seed);
  EXPECT_NE(state_of(*r).rng, state_of(g).rng);
  for (int p = 0; p < kNumPlayers; ++p) {
    const auto& a = state_of(g).players[p].library;
    const auto& b = state_of(*r).players[p].library;
    ASSERT_EQ(a.size(), b.size());
    EXPECT_FALSE(std::equal(a.begin(), a.end(), b.begin())) << "library of p" << p + 1 << " not reshuffled";
    EXPECT_TRUE(std::is_permutation(a.begin(), a.end(), b.begin()));
  }
  // What is visible stays: hands and the battlefield.
  EXPECT_EQ(state_of(*r).players[0].hand, state_of(g).players[0].hand);
  EXPECT_EQ(state_of(*r).battlefield, state_of(g).battlefield);
  // The flag is applied on load and not kept.
  std::string again = r->snapshot();
  EXPECT_EQ(again[kStateFlagsOffset], 0);
}

}  // namespace
}  // namespace rwd
