#include "core/hash.h"

// The implementation is compiled in here (XXH_INLINE_ALL), so that Hasher can keep the
// streaming state in place: its layout is then this header's, whatever library is installed.
#define XXH_INLINE_ALL
#include <xxhash.h>

#include <cstdio>
#include <new>
#include <string>

namespace rwd {

namespace {
XXH3_state_t* xxh(unsigned char* state) {
  return std::launder(reinterpret_cast<XXH3_state_t*>(state));
}
}  // namespace

Hasher::Hasher() {
  static_assert(sizeof(XXH3_state_t) == kStateBytes &&
                alignof(XXH3_state_t) <= 64);  // state_ is alignas(64)
  XXH3_state_t* st = new (state_) XXH3_state_t;
  XXH3_INITSTATE(st);
  XXH3_64bits_reset(st);
}
Hasher::~Hasher() = default;

void Hasher::flush() const {
  if (used_ == 0) return;
  XXH3_64bits_update(xxh(state_), buf_, used_);
  used_ = 0;
}

void Hasher::spill(const void* data, size_t n) {
  flush();
  if (n < sizeof buf_) {
    std::memcpy(buf_, data, n);
    used_ = n;
    return;
  }
  XXH3_64bits_update(xxh(state_), data, n);
}

uint64_t Hasher::digest() const {
  flush();
  return XXH3_64bits_digest(xxh(state_));
}

std::string hex64(uint64_t h) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

}  // namespace rwd
