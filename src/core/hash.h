// Hasher: a streaming 64-bit hash (xxHash XXH3) fed field by field, so the result does not
// depend on padding bytes or on dead slots of fixed-capacity arrays.
// Thread-safe: a value type; not shared.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

namespace rwd {

class Hasher {
 public:
  Hasher();
  ~Hasher();
  Hasher(const Hasher&) = delete;
  Hasher& operator=(const Hasher&) = delete;

  void bytes(const void* data, size_t n);
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
  void* state_;
};

// The usual 16-hex-digit rendering of a 64-bit hash.
std::string hex64(uint64_t h);

}  // namespace rwd
