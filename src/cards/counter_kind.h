// Kinds of counters the engine knows (122.1). Card scripts name them by Forge's CounterType$
// ("P1P1"); views print them as printed on cards ("+1/+1"). Thread-safe: constants.
#pragma once

#include <cstdint>
#include <iterator>
#include <string_view>

#include "game/types.h"

namespace rwd {

// CounterKind and kNumCounterKinds are in game/types.h (a described board names counters).

// REQUIRES: k < CounterKind::Count.
inline constexpr std::string_view counter_kind_name(CounterKind k) {  // "+1/+1"
  constexpr std::string_view kNames[] = {"+1/+1", "-1/-1", "charge", "doom", "corpse", "carrion", "age", "time", "fade", "ice", "plague", "-0/-2", "+1/+0"};
  static_assert(std::size(kNames) == kNumCounterKinds);
  return kNames[static_cast<int>(k)];
}
inline constexpr std::string_view counter_kind_script(CounterKind k) {  // "P1P1"
  constexpr std::string_view kNames[] = {"P1P1", "M1M1", "CHARGE", "DOOM", "CORPSE", "CARRION", "AGE", "TIME", "FADE", "ICE", "PLAGUE", "M0M2", "P1P0"};
  static_assert(std::size(kNames) == kNumCounterKinds);
  return kNames[static_cast<int>(k)];
}
// The kind a CounterType$ names, or -1.
inline int counter_kind_from_script(std::string_view s) {
  for (int k = 0; k < kNumCounterKinds; ++k)
    if (counter_kind_script(static_cast<CounterKind>(k)) == s) return k;
  return -1;
}

// "etbCounter:P1P1:3" (K: line, 614.1c: the permanent enters with 3 +1/+1 counters): true iff
// it has exactly this form with a kind the engine knows and 1..99 counters; then sets both.
inline bool parse_etb_counter(std::string_view k, CounterKind* kind, int* n) {
  constexpr std::string_view kHead = "etbCounter:";
  if (k.substr(0, kHead.size()) != kHead) return false;
  k.remove_prefix(kHead.size());
  const size_t colon = k.find(':');
  if (colon == std::string_view::npos) return false;
  const int kd = counter_kind_from_script(k.substr(0, colon));
  const std::string_view num = k.substr(colon + 1);
  if (kd < 0 || num.empty() || num.size() > 2) return false;
  int v = 0;
  for (char ch : num) {
    if (ch < '0' || ch > '9') return false;
    v = v * 10 + (ch - '0');
  }
  if (v == 0) return false;
  *kind = static_cast<CounterKind>(kd);
  *n = v;
  return true;
}

}  // namespace rwd
