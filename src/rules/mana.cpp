#include "rules/mana.h"

#include <bit>
#include <cstring>

#include "cards/card_def.h"
#include "rules/mana_tally.h"

namespace rwd {

void collect_mana_units(const GameState& s, PlayerId p, ManaUnits& out) {
  out.clear();
  const Player& pl = s.player(p);
  for (int c = 0; c < 6; ++c)
    for (int i = 0; i < pl.pool.amount[c] && !out.full(); ++i)
      out.push_back({static_cast<uint8_t>(1u << c), ObjectId::None});
  for (ObjectId id : s.battlefield) {
    const Object& o = s.obj(id);
    if (o.controller != raw(p) || o.has(kTapped) || o.land_mana == 0 || !can_tap_for_mana(s, o))
      continue;
    if (out.full()) break;
    out.push_back({o.land_mana, id});
  }
}

namespace {

// A specific symbol that must be matched to one unit.
struct Need {
  uint8_t colors;  // acceptable unit colors
  uint8_t alt;     // for {2/W}: generic amount payable instead (0 = none)
};

struct Matcher {
  const ManaUnits& units;
  const Need* needs;
  int num_needs;
  int8_t unit_to_need[kMaxManaUnits];
  int8_t need_to_unit[32];
  bool seen[kMaxManaUnits];

  bool augment(int n) {
    for (size_t u = 0; u < units.size(); ++u) {
      if (seen[u] || !(units[u].colors & needs[n].colors)) continue;
      seen[u] = true;
      if (unit_to_need[u] < 0 || augment(unit_to_need[u])) {
        unit_to_need[u] = static_cast<int8_t>(n);
        need_to_unit[n] = static_cast<int8_t>(u);
        return true;
      }
    }
    return false;
  }
};

int lowest_color(uint8_t mask) {
  for (int c = 0; c < 6; ++c)
    if (mask & (1u << c)) return c;
  return -1;
}

}  // namespace

namespace {

// The common case: no hybrid symbols and every unit makes one kind of mana (basic lands,
// pool mana). Then payability is a matter of counting.
bool count_payable(const ManaCost& cost, int x, const ManaUnits& units, bool* decided) {
  *decided = false;
  if (cost.num_hybrid != 0) return false;
  int have[6] = {};
  for (const ManaUnit& u : units) {
    if (u.colors & (u.colors - 1)) return false;  // a multi-color source: use the matcher
    for (int c = 0; c < 6; ++c)
      if (u.colors == (1u << c)) ++have[c];
  }
  *decided = true;
  int need = cost.generic + x * cost.x_count + cost.colorless;
  if (have[kColorless] < cost.colorless) return false;
  for (int c = 0; c < kNumColors; ++c) {
    if (have[c] < cost.colored[c]) return false;
    need += cost.colored[c];
  }
  return need <= static_cast<int>(units.size());
}

}  // namespace

bool solve_payment(const ManaCost& cost, int x, const ManaUnits& units, ManaPayment* payment) {
  if (!cost.has_cost) return false;
  if (!payment) {
    bool decided;
    bool ok = count_payable(cost, x, units, &decided);
    if (decided) return ok;
  }
  Need needs[32];
  int n = 0;
  for (int c = 0; c < kNumColors; ++c)
    for (int i = 0; i < cost.colored[c]; ++i) {
      if (n == 32) return false;
      needs[n++] = {static_cast<uint8_t>(1u << c), 0};
    }
  for (int i = 0; i < cost.colorless; ++i) {
    if (n == 32) return false;
    needs[n++] = {kColorlessBit, 0};
  }
  for (int i = 0; i < cost.num_hybrid; ++i) {
    if (n == 32) return false;
    needs[n++] = {cost.hybrid[i].colors, cost.hybrid[i].generic_alt};
  }
  int generic = cost.generic + x * cost.x_count;
  if (n + generic > static_cast<int>(units.size())) return false;

  Matcher m{units, needs, n, {}, {}, {}};
  std::memset(m.unit_to_need, -1, sizeof m.unit_to_need);
  std::memset(m.need_to_unit, -1, sizeof m.need_to_unit);
  // Strict needs first, then monocolored hybrid ({2/W}) which may fall back to generic.
  for (int pass = 0; pass < 2; ++pass) {
    for (int i = 0; i < n; ++i) {
      if ((needs[i].alt != 0) != (pass == 1)) continue;
      std::memset(m.seen, 0, sizeof m.seen);
      if (!m.augment(i)) {
        if (needs[i].alt == 0) return false;
        generic += needs[i].alt;
      }
    }
  }
  int matched = 0;
  for (int i = 0; i < n; ++i) matched += m.need_to_unit[i] >= 0;
  if (matched + generic > static_cast<int>(units.size())) return false;

  if (payment) {
    std::memset(payment->color_of_unit, -1, sizeof payment->color_of_unit);
    payment->units_used = 0;
    for (int i = 0; i < n; ++i) {
      int u = m.need_to_unit[i];
      if (u < 0) continue;
      payment->color_of_unit[u] =
          static_cast<int8_t>(lowest_color(units[u].colors & needs[i].colors));
      ++payment->units_used;
    }
    // Generic mana: pool first (units are ordered pool-first), then lands in order.
    for (size_t u = 0; u < units.size() && generic > 0; ++u) {
      if (payment->color_of_unit[u] >= 0) continue;
      payment->color_of_unit[u] = static_cast<int8_t>(lowest_color(units[u].colors));
      ++payment->units_used;
      --generic;
    }
  }
  return true;
}

void AffordCheck::tally() {
  tallied_ = true;
  const Player& pl = s_.player(p_);
  uint64_t pool = 0;  // the six amounts at once: the pool is empty at most checks
  static_assert(sizeof pl.pool.amount <= sizeof pool);
  std::memcpy(&pool, pl.pool.amount, sizeof pl.pool.amount);
  if (pool != 0)
    for (int c = 0; c < 6; ++c) {
      have_[c] = static_cast<int16_t>(have_[c] + pl.pool.amount[c]);
      total_ = static_cast<int16_t>(total_ + pl.pool.amount[c]);
    }
  // The untapped sources, kept by rules/mana_tally.h (what a scan of the battlefield finds).
  const ManaSourceTally& src = pl.mana_sources;
  if (src.multi != 0) {  // a source making a choice of kinds: the matcher decides
    simple_ = false;
    return;
  }
  for (int c = 0; c < 6; ++c) have_[c] = static_cast<int16_t>(have_[c] + src.single[c]);
  total_ = static_cast<int16_t>(total_ + src.total);
  // The matcher sees at most kMaxManaUnits units: keep the counting path equivalent.
  if (total_ > kMaxManaUnits) simple_ = false;
}

namespace {

// Every source makes one kind of mana and no hybrid symbol has a generic alternative: the
// cost is payable iff the colored and colorless symbols are covered, the hybrid symbols can
// be matched to the mana left (Hall's condition over the distinct hybrid color sets: each
// group of them needs at least as many units of its colors as it has symbols), and the total
// is enough (generic mana takes any unit left).
bool simple_payable(const ManaCost& cost, int x, const int16_t have[6], int total) {
  int left[kNumColors];
  int need = cost.generic + x * cost.x_count + cost.colorless + cost.num_hybrid;
  if (have[kColorless] < cost.colorless) return false;
  for (int c = 0; c < kNumColors; ++c) {
    left[c] = have[c] - cost.colored[c];
    if (left[c] < 0) return false;
    need += cost.colored[c];
  }
  if (need > total) return false;
  ColorMask sets[ManaCost::kMaxHybrid];
  int count[ManaCost::kMaxHybrid];
  int k = 0;
  for (int i = 0; i < cost.num_hybrid; ++i) {
    int j = 0;
    while (j < k && sets[j] != cost.hybrid[i].colors) ++j;
    if (j == k) {
      sets[k] = cost.hybrid[i].colors;
      count[k++] = 0;
    }
    ++count[j];
  }
  for (unsigned subset = 1; subset < (1u << k); ++subset) {
    ColorMask colors = 0;
    int symbols = 0;
    for (int j = 0; j < k; ++j)
      if (subset & (1u << j)) {
        colors |= sets[j];
        symbols += count[j];
      }
    int units = 0;
    for (int c = 0; c < kNumColors; ++c)
      if (colors & (1u << c)) units += left[c];
    if (units < symbols) return false;
  }
  return true;
}

}  // namespace

bool AffordCheck::can_pay(const ManaCost& cost, int x) {
  if (!cost.has_cost) return false;
  if (!tallied_) tally();
  if (simple_) {
    bool generic_alt = false;
    for (int i = 0; i < cost.num_hybrid; ++i) generic_alt |= cost.hybrid[i].generic_alt != 0;
    if (!generic_alt) return simple_payable(cost, x, have_, total_);
  }
  if (!collected_) {
    collect_mana_units(s_, p_, units_);
    collected_ = true;
  }
  return solve_payment(cost, x, units_, nullptr);
}

int max_payable_x(const ManaCost& cost, const ManaUnits& units, int cap) {
  if (!solve_payment(cost, 0, units, nullptr)) return -1;
  if (cost.x_count == 0) return 0;
  int best = 0;
  for (int x = 1; x <= cap; ++x) {
    if (!solve_payment(cost, x, units, nullptr)) break;
    best = x;
  }
  return best;
}

}  // namespace rwd
