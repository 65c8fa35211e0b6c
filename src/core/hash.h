// Hasher: a streaming 64-bit hash (xxHash XXH3) fed field by field, so the result does not
// depend on padding bytes or on dead slots of fixed-capacity arrays.
// Thread-safe: a value type; not shared.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <type_traits>

namespace rwd {

class Hasher {
 public:
  Hasher();
  ~Hasher();
  Hasher(const Hasher&) = delete;
  Hasher& operator=(const Hasher&) = delete;

  void bytes(const void* data, size_t n) {
    if (n <= sizeof buf_ - used_) {
      if (n != 0) std::memcpy(buf_ + used_, data, n);  // data may be null when n is 0
      used_ += n;
      return;
    }
    spill(data, n);
  }
  template <typename T>
  void add(const T& v) {
    static_assert(std::has_unique_object_representations_v<T>, "hash only padding-free values");
    bytes(&v, sizeof(T));
  }
  void str(std::string_view s) {
    add(static_cast<uint64_t>(s.size()));
    bytes(s.data(), s.size());
  }
  uint64_t digest() const;

 private:
  // Hands the gathered bytes to the hash, then `data` (buffered again if it is small).
  void spill(const void* data, size_t n);
  void flush() const;

  // The XXH3 streaming state (XXH3_state_t: 576 bytes, 64-aligned in xxHash 0.8), kept in
  // place so that a Hasher costs no allocation; hash.cpp checks the size. Mutable: digest()
  // hands over what is left.
  static constexpr size_t kStateBytes = 576;
  alignas(64) mutable unsigned char state_[kStateBytes];
  // Small pieces are gathered here and given to the hash in blocks: a streaming hash does
  // not depend on how its input is split, so the digest is the same for far fewer calls.
  // Mutable: digest() hands over what is left.
  mutable unsigned char buf_[512];
  mutable size_t used_ = 0;
};

// The usual 16-hex-digit rendering of a 64-bit hash.
std::string hex64(uint64_t h);

}  // namespace rwd
