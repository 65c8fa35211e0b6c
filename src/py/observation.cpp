#include "py/observation.h"

#include <algorithm>
#include <cstring>

#include "game/types.h"

namespace rwd::py {

namespace {

// Per card slot, in order (kCardFeatures floats):
//  [0] present, [1] card definition id (CardView::def), [2] controlled by me, [3] owned by
//  me, [4] creature, [5] land, [6] power, [7] toughness, [8] damage, [9] tapped,
//  [10] attacking, [11] blocking, [12] blocked, [13] summoning sick, [14] attached to a
//  permanent, [15] mana value, [16, 31) keywords (game/types.h Keyword order),
//  [31, 36) colors W U B R G, [36, 45) card types (game/types.h CardType order),
//  [45, 50) colors of mana a land taps for (W U B R G), [50] has protection from a color.
constexpr int kKeywordAt = 16, kColorAt = 31, kTypeAt = 36, kLandManaAt = 45, kProtectionAt = 50;
static_assert(kKeywordAt + kNumKeywords == kColorAt);
static_assert(kTypeAt + static_cast<int>(CardType::Count) == kLandManaAt);
static_assert(kProtectionAt + 1 == kCardFeatures);
static_assert(static_cast<int>(Step::Count) == kNumSteps);
static_assert(static_cast<int>(DecisionKind::Choose) + 1 == kNumDecisionKinds);

void bits(float* out, unsigned value, int n) {
  for (int i = 0; i < n; ++i) out[i] = static_cast<float>((value >> i) & 1u);
}

void encode_card(const CardView& c, int me, float* o) {
  o[0] = 1;
  o[1] = static_cast<float>(c.def);
  o[2] = c.controller == me;
  o[3] = c.owner == me;
  o[4] = c.is_creature;
  o[5] = c.is_land;
  o[6] = static_cast<float>(c.power);
  o[7] = static_cast<float>(c.toughness);
  o[8] = static_cast<float>(c.damage);
  o[9] = c.tapped;
  o[10] = c.attacking;
  o[11] = c.blocking;
  o[12] = c.blocked;
  o[13] = c.summoning_sick;
  o[14] = c.attached_to >= 0;
  o[15] = static_cast<float>(c.mana_value);
  bits(o + kKeywordAt, c.keyword_bits, kNumKeywords);
  bits(o + kColorAt, c.colors, 5);
  bits(o + kTypeAt, c.types, static_cast<int>(CardType::Count));
  bits(o + kLandManaAt, c.land_mana, 5);
  o[kProtectionAt] = c.protection != 0;
}

// Cards of `cards` that pass `keep`, into `slots` slots from `out`.
template <typename Keep>
void encode_zone(const std::vector<CardView>& cards, int me, int slots, float* out, Keep keep) {
  int used = 0;
  for (const CardView& c : cards) {
    if (used == slots) break;
    if (!keep(c)) continue;
    encode_card(c, me, out + used * kCardFeatures);
    ++used;
  }
}

int decision_index(const std::string& kind) {
  for (int k = 0; k < kNumDecisionKinds; ++k)
    if (kind == decision_kind_name(static_cast<DecisionKind>(k))) return k;
  return 0;
}

}  // namespace

void encode_observation(const PlayerView& v, float* out) {
  std::memset(out, 0, sizeof(float) * kObservationSize);
  const int me = v.viewer, opp = 1 - v.viewer;
  float* g = out;
  g[0] = static_cast<float>(v.turn);
  g[1] = v.active == me;
  g[2] = v.priority == me;
  g[3] = v.decision_player == me;
  g[4] = v.starting_player == me;
  g[5] = v.step_id < 0;
  if (v.step_id >= 0 && v.step_id < kNumSteps) g[6 + v.step_id] = 1;
  g[6 + kNumSteps + decision_index(v.decision_kind)] = 1;
  float* p = out + kGlobalFeatures;
  const int seats[2] = {me, opp};
  for (int i = 0; i < 2; ++i, p += kPlayerFeatures) {
    const PlayerPublic& pl = v.players[seats[i]];
    p[0] = static_cast<float>(pl.life);
    p[1] = static_cast<float>(pl.poison);
    p[2] = static_cast<float>(pl.library_count);
    p[3] = static_cast<float>(pl.hand_count);
    p[4] = static_cast<float>(pl.graveyard.size());
    p[5] = static_cast<float>(pl.exile.size());
    p[6] = static_cast<float>(
        std::count_if(v.battlefield.begin(), v.battlefield.end(),
                      [&](const CardView& c) { return c.controller == seats[i]; }));
    p[7] = static_cast<float>(pl.mulligans);
    p[8] = static_cast<float>(pl.lands_played);
    for (int m = 0; m < 6; ++m) p[9 + m] = static_cast<float>(pl.mana_pool[m]);
  }
  float* c = p;
  auto all = [](const CardView&) { return true; };
  encode_zone(v.players[me].hand, me, kHandSlots, c, all);
  c += kHandSlots * kCardFeatures;
  encode_zone(v.battlefield, me, kBattlefieldSlots, c,
              [&](const CardView& x) { return x.controller == me; });
  c += kBattlefieldSlots * kCardFeatures;
  encode_zone(v.battlefield, me, kBattlefieldSlots, c,
              [&](const CardView& x) { return x.controller == opp; });
  c += kBattlefieldSlots * kCardFeatures;
  encode_zone(v.stack, me, kStackSlots, c, all);
}

}  // namespace rwd::py
