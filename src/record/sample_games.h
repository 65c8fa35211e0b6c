// Sample games for the record layer's tests and benchmarks: seeded games on the built-in
// decks between stateless random choosers, recorded. Header-only; not used by the engine.
// Thread-safe: pure functions.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/rng.h"
#include "game/card_pool.h"
#include "game/game.h"
#include "record/recorder.h"
#include "record/session.h"

namespace rwd::samples {

// Built-in decks by index (wrapping), seed `seed`.
inline GameSetup builtin_setup(uint64_t seed, int deck_a = 0, int deck_b = 1) {
  const auto& decks = CardPool::builtin_decks();
  GameSetup s;
  int idx[kNumPlayers] = {deck_a, deck_b};
  for (int p = 0; p < kNumPlayers; ++p) {
    const DeckInfo& d = decks[static_cast<size_t>(idx[p]) % decks.size()];
    s.players[p] = *CardPool::builtin().deck(d.id);
    s.players[p].deck_name = d.name;
  }
  s.seed = seed;
  return s;
}

// Stateless: the answer depends on the game's controller seed and input index only, like
// the random bot, so a resumed game chooses exactly as an uninterrupted one.
inline Result<int> random_choice(const Game& g, PlayerId seat) {
  OptionList opts;
  g.options(opts);
  uint64_t word = mix64(g.controller_seed(seat) ^ 0x5eed, g.inputs());
  return static_cast<int>(bounded_from(word, static_cast<uint32_t>(opts.size())));
}

// Random, except that a defending player hesitates: in declare blockers it blocks and
// unblocks (each a decision) and says "done" with probability 1/256 per pick. Natural
// random games last ~150 frames; these reach thousands. For the seek and resume
// benchmarks, which need long records. Stateless like random_choice.
inline Result<int> long_game_choice(const Game& g, PlayerId seat) {
  if (g.pending().kind != DecisionKind::DeclareBlockers) return random_choice(g, seat);
  OptionList opts;
  g.options(opts);
  uint64_t word = mix64(g.controller_seed(seat) ^ 0x10c, g.inputs());
  if (opts.size() < 2 || word % 256 == 0) return 0;
  return 1 + static_cast<int>(bounded_from(word >> 8, static_cast<uint32_t>(opts.size() - 1)));
}

inline GameRecord new_record(const GameSetup& setup, const Game& g) {
  RecordSeat seats[kNumPlayers];
  return new_game_record(setup, g.db(), g, seats);
}

// A whole seeded game, recorded. `end` (optional) receives the final game.
inline GameRecord play_recorded(uint64_t seed, uint32_t hash_every = kDefaultHashEvery, std::optional<Game>* end = nullptr,
                                int deck_a = 0, int deck_b = 1, const Chooser& choose = random_choice,
                                const std::vector<StopRule>& stops = {}) {
  GameSetup setup = builtin_setup(seed, deck_a, deck_b);
  Game g = *Game::create(setup, CardPool::builtin().db());
  GameRecord header = new_record(setup, g);
  header.hash_every = hash_every;
  Recorder rec(std::move(header));
  Result<SessionEnd> r = run_session(g, rec, stops, {}, choose, {});
  if (end) *end = g;
  return rec.finish(g);
}

// The first game from `seed` on whose long_game_choice game reaches `frames` inputs,
// stopped there (so it holds exactly `frames` inputs).
inline GameRecord long_record(uint32_t frames, uint64_t seed = 1) {
  StopRule stop;
  stop.count = frames;
  for (;; ++seed) {
    GameRecord r = play_recorded(seed, kDefaultHashEvery, nullptr, 0, 1, long_game_choice, {stop});
    if (r.inputs.size() == frames) return r;
  }
}

}  // namespace rwd::samples
