// Deterministic random numbers whose state lives inside the game state. We implement the
// bounded-integer and shuffle algorithms ourselves: std::uniform_int_distribution and
// std::shuffle differ between standard libraries, which would break replays.
// Thread-safe: a value type; no global state.
#pragma once

#include <cstddef>
#include <cstdint>

namespace rwd {

// SplitMix64 step; used to expand a 64-bit seed and to derive independent streams.
uint64_t splitmix64(uint64_t& x);
// A stateless mix of several values into one well-distributed 64-bit number.
uint64_t mix64(uint64_t a, uint64_t b);

// xoshiro256** (Blackman & Vigna).
struct Rng {
  uint64_t s[4] = {};

  static Rng from_seed(uint64_t seed);
  uint64_t next();
  // Uniform integer in [0, n). REQUIRES: n > 0. Lemire's multiply-shift with rejection,
  // so no value is favoured.
  uint32_t below(uint32_t n);

  // Fisher-Yates shuffle of data[0..n).
  template <typename T>
  void shuffle(T* data, size_t n) {
    for (size_t i = n; i > 1; --i) {
      size_t j = below(static_cast<uint32_t>(i));
      T tmp = data[i - 1];
      data[i - 1] = data[j];
      data[j] = tmp;
    }
  }

  friend bool operator==(const Rng&, const Rng&) = default;
};

// Uniform integer in [0, n) from a stateless 64-bit random word (for bots whose
// randomness derives from the game seed and the input index).
uint32_t bounded_from(uint64_t word, uint32_t n);

}  // namespace rwd
