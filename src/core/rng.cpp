#include "core/rng.h"

#include <cassert>

namespace rwd {

uint64_t splitmix64(uint64_t& x) {
  uint64_t z = (x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

uint64_t mix64(uint64_t a, uint64_t b) {
  uint64_t x = a ^ (b * 0xD6E8FEB86659FD93ull);
  splitmix64(x);
  return splitmix64(x);
}

Rng Rng::from_seed(uint64_t seed) {
  Rng r;
  uint64_t x = seed;
  for (auto& w : r.s) w = splitmix64(x);
  return r;
}

static inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

uint64_t Rng::next() {
  const uint64_t result = rotl(s[1] * 5, 7) * 9;
  const uint64_t t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 45);
  return result;
}

uint32_t Rng::below(uint32_t n) {
  assert(n > 0);
  uint64_t m = (next() >> 32) * n;
  uint32_t low = static_cast<uint32_t>(m);
  if (low < n) {
    const uint32_t threshold = static_cast<uint32_t>(-n) % n;
    while (low < threshold) {
      m = (next() >> 32) * n;
      low = static_cast<uint32_t>(m);
    }
  }
  return static_cast<uint32_t>(m >> 32);
}

uint32_t bounded_from(uint64_t word, uint32_t n) {
  Rng r = Rng::from_seed(word);
  return r.below(n);
}

}  // namespace rwd
