#include "core/hash.h"

#include <xxhash.h>

#include <cstdio>
#include <string>

namespace rwd {

Hasher::Hasher() : state_(XXH3_createState()) { XXH3_64bits_reset(static_cast<XXH3_state_t*>(state_)); }
Hasher::~Hasher() { XXH3_freeState(static_cast<XXH3_state_t*>(state_)); }

void Hasher::flush() const {
  if (used_ == 0) return;
  XXH3_64bits_update(static_cast<XXH3_state_t*>(state_), buf_, used_);
  used_ = 0;
}

void Hasher::spill(const void* data, size_t n) {
  flush();
  if (n < sizeof buf_) {
    std::memcpy(buf_, data, n);
    used_ = n;
    return;
  }
  XXH3_64bits_update(static_cast<XXH3_state_t*>(state_), data, n);
}

uint64_t Hasher::digest() const {
  flush();
  return XXH3_64bits_digest(static_cast<XXH3_state_t*>(state_));
}

std::string hex64(uint64_t h) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

}  // namespace rwd
