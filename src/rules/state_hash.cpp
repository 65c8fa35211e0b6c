// The state hash: a visitor over the field description (rules/state_fields.h) feeding the
// hashed fields' bytes to a Hasher (core/hash.h).
#include "rules/state_hash.h"

#include "core/hash.h"
#include "rules/state_fields.h"

namespace rwd {

namespace {

using fields::Described;
using fields::is_flat;
using fields::kIsFixedVec;
using fields::kIsLive;
using fields::Spec;

// A value whose memory image is exactly the bytes the hash takes for it.
template <typename T>
constexpr bool as_bytes() {
  using U = std::remove_const_t<T>;
  if constexpr (std::is_same_v<U, bool>)
    return false;  // taken as one byte 0/1 instead
  else if constexpr (std::is_integral_v<U> || std::is_enum_v<U>)
    return true;
  else
    return is_flat<U>();
}

// Bytes that lie next to each other in memory and are hashed one after the other are handed
// to the Hasher as one piece (most of GameState's and Player's scalar fields): the digest is
// the same, since a streaming hash does not depend on how its input is split.
class HashVisitor {
 public:
  explicit HashVisitor(Hasher& h) : h_(h) {}

  template <typename T>
  void operator()(const char*, Spec spec, T&& f) {
    if (hashed(spec.role)) add(f);
  }
  template <typename P, typename... T>
  void require(const char*, P, T&...) {}

  void finish() { flush(); }

 private:
  template <typename T>
  void add(const T& f) {
    if constexpr (as_bytes<T>()) {
      piece(&f, sizeof f);
    } else if constexpr (Described<T>) {
      fields::visit(*this, f);
    } else if constexpr (kIsLive<T>) {
      run(f.items, f.size);
    } else if constexpr (kIsFixedVec<T>) {
      flush();
      h_.add(static_cast<uint16_t>(f.size()));
      run(f.data(), f.size());
    } else if constexpr (std::is_array_v<T>) {
      run(f, std::extent_v<T>);
    } else {
      static_assert(std::is_same_v<T, bool>);
      piece(&f, 1);  // a bool's byte is 0 or 1
    }
  }

  // n consecutive values: in one piece when their memory image is what is hashed.
  template <typename E>
  void run(const E* items, size_t n) {
    if constexpr (as_bytes<E>()) {
      piece(items, n * sizeof(E));
    } else {
      for (size_t i = 0; i < n; ++i) add(items[i]);
    }
  }

  void piece(const void* p, size_t n) {
    const unsigned char* c = static_cast<const unsigned char*>(p);
    if (c == next_) {
      n_ += n;
    } else {
      flush();
      start_ = c;
      n_ = n;
    }
    next_ = c + n;
  }
  void flush() {
    if (n_ != 0) h_.bytes(start_, n_);
    n_ = 0;
  }

  Hasher& h_;
  const unsigned char* start_ = nullptr;
  const unsigned char* next_ = nullptr;
  size_t n_ = 0;
};

}  // namespace

uint64_t hash_state(const GameState& s) {
  Hasher h;
  HashVisitor v(h);
  fields::visit(v, s);
  v.finish();
  return h.digest();
}

}  // namespace rwd
