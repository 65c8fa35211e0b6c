#include "rules/state.h"

#include <cstring>

#include "rules/state_fields.h"

namespace rwd {

namespace {

using fields::Described;
using fields::is_flat;
using fields::kIsFixedVec;
using fields::kIsLive;
using fields::Spec;

// Compares two states field by field, as the field description (rules/state_fields.h) says:
// every field but hints and padding.
class EqualVisitor {
 public:
  bool equal = true;

  template <typename A, typename B>
  void operator()(const char*, Spec spec, A&& a, B&& b) {
    if (equal && compared(spec.role)) equal = same(a, b);
  }
  template <typename P, typename... T>
  void require(const char*, P, T&...) {}

 private:
  template <typename T>
  static bool same(const T& a, const T& b) {
    if constexpr (is_flat<T>()) {
      return std::memcmp(&a, &b, sizeof(T)) == 0;
    } else if constexpr (Described<T>) {
      EqualVisitor sub;
      fields::visit(sub, a, b);
      return sub.equal;
    } else if constexpr (kIsLive<T>) {
      return a.size == b.size && run(a.items, b.items, a.size);
    } else if constexpr (kIsFixedVec<T>) {
      return a.size() == b.size() && run(a.data(), b.data(), a.size());
    } else if constexpr (std::is_array_v<T>) {
      return run(a, b, std::extent_v<T>);
    } else {
      return a == b;
    }
  }
  template <typename E>
  static bool run(const E* a, const E* b, size_t n) {
    using U = std::remove_const_t<E>;
    if constexpr (is_flat<U>() || (std::is_integral_v<U> && !std::is_same_v<U, bool>) ||
                  std::is_enum_v<U>)
      return n == 0 || std::memcmp(a, b, n * sizeof(E)) == 0;
    for (size_t i = 0; i < n; ++i)
      if (!same(a[i], b[i])) return false;
    return true;
  }
};

}  // namespace

bool operator==(const GameState& a, const GameState& b) {
  EqualVisitor v;
  fields::visit(v, a, b);
  return v.equal;
}

}  // namespace rwd
