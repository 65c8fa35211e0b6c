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

// Each byte flipped several ways: decoding errors or yields a different state that
// re-encodes to the same bytes (every encoded byte is a field that equality compares); it
// never crashes (run under ASan in CI).
TEST(StateCodecTest, FlippedBytesNeverCrash) {
  Game g = game_after(11, 80);
  std::string bytes = g.snapshot();
  int accepted = 0;
  for (size_t i = 0; i < bytes.size(); ++i) {
    for (uint8_t mask : {0x01, 0x80, 0xFF}) {
      std::string bad = bytes;
      bad[i] = static_cast<char>(bad[i] ^ mask);
      Result<Game> r = Game::from_snapshot(bad, builtin_card_db());
      if (!r) continue;
      ++accepted;
      OptionList opts;
      r->options(opts);                      // the engine can read what the codec accepted
      if (i == kStateFlagsOffset) continue;  // the reseed flag: applied on load, not kept
      EXPECT_EQ(r->snapshot(), bad) << "byte " << i;
      EXPECT_FALSE(*r == g) << "byte " << i;
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
  EXPECT_EQ(message(bad),
            "state snapshot: snapshot codec version 99 is from a newer release; this engine reads "
            "version " +
                std::to_string(kStateCodecVersion));
  bad = good;
  put_u16(bad, 4, kStateCodecVersion - 1);
  EXPECT_EQ(message(bad), "state snapshot: snapshot codec version " +
                              std::to_string(kStateCodecVersion - 1) +
                              " is from an older release; this engine reads version " +
                              std::to_string(kStateCodecVersion));
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
  // A list naming an object that does not exist: the message names the field.
  ASSERT_TRUE(decode_state(good, s));
  s.players[1].hand.push_back(object_id(s.num_objects + 3));
  EXPECT_EQ(message(encode_state(s)),
            "state snapshot: players[1].hand[" + std::to_string(s.players[1].hand.size() - 1) +
                "]: is object " + std::to_string(s.num_objects + 3) + ", but there are " +
                std::to_string(s.num_objects) + " objects");
  // An object listed twice.
  ASSERT_TRUE(decode_state(good, s));
  s.players[0].library.push_back(s.players[0].library[0]);
  EXPECT_NE(message(encode_state(s)).find("listed twice"), std::string::npos)
      << message(encode_state(s));
  // An enum out of range.
  ASSERT_TRUE(decode_state(good, s));
  s.step = Step::Count;
  EXPECT_EQ(message(encode_state(s)), "state snapshot: step: is 13, out of range (below 13)");
  // A field inside a struct inside a list.
  ASSERT_TRUE(decode_state(good, s));
  ASSERT_GT(s.num_objects, 5);
  s.objects[5].zone = static_cast<Zone>(9);
  EXPECT_EQ(message(encode_state(s)),
            "state snapshot: objects[5].zone: is 9, out of range (below 7)");
  ASSERT_TRUE(decode_state(good, s));
  s.objects[2].flags |= 1u << 30;
  EXPECT_EQ(message(encode_state(s)), "state snapshot: objects[2].flags: is " +
                                          std::to_string(s.objects[2].flags) +
                                          ", which has unknown bits");
  // A rule across a struct's fields.
  ASSERT_TRUE(decode_state(good, s));
  s.objects[3].set(kBlocking);
  EXPECT_EQ(message(encode_state(s)),
            "state snapshot: objects[3]: its blocking flag and the attacker it blocks disagree");
  // A list over its capacity.
  ASSERT_TRUE(decode_state(good, s));
  std::string over = encode_state(s);
  // p1's library size: after the preamble, next_timestamp .. turn (12 bytes), step .. result
  // (14), the pending decision (8), the objects and p1's fields before it (19).
  size_t first_list = kStatePreambleSize + 12 + 14 + 8 + sizeof(Object) * s.num_objects + 19;
  ASSERT_EQ(static_cast<uint8_t>(over[first_list]) | static_cast<uint8_t>(over[first_list + 1])
                                                         << 8,
            static_cast<int>(s.players[0].library.size()));
  put_u16(over, first_list, kMaxObjects + 1);
  EXPECT_EQ(message(over), "state snapshot: players[0].library: holds " +
                               std::to_string(kMaxObjects + 1) + " items; the capacity is " +
                               std::to_string(kMaxObjects));
  // A bool that is neither 0 nor 1.
  ASSERT_TRUE(decode_state(good, s));
  over = encode_state(s);
  over[kStatePreambleSize + 12 + 2] = 2;  // cleanup_again, after step and step_stage
  EXPECT_EQ(message(over), "state snapshot: cleanup_again: is 2, not 0 or 1");
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
  for (int i = 0; i < 8; ++i)
    bytes[kStateSeedOffset + i] = static_cast<char>((seed >> (8 * i)) & 0xFF);
  put_u16(bytes, kStateFlagsOffset, kStateFlagReseed);
  Result<Game> r = Game::from_snapshot(bytes, builtin_card_db());
  ASSERT_TRUE(r) << r.message();
  EXPECT_EQ(r->seed(), seed);
  EXPECT_NE(state_of(*r).rng, state_of(g).rng);
  for (int p = 0; p < kNumPlayers; ++p) {
    const auto& a = state_of(g).players[p].library;
    const auto& b = state_of(*r).players[p].library;
    ASSERT_EQ(a.size(), b.size());
    EXPECT_FALSE(std::equal(a.begin(), a.end(), b.begin()))
        << "library of p" << p + 1 << " not reshuffled";
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
