#include "rules/state_hash.h"

#include "core/hash.h"

namespace rwd {

namespace {

template <typename T, size_t N>
void add_vec(Hasher& h, const FixedVec<T, N>& v) {
  h.add(static_cast<uint32_t>(v.size()));
  h.bytes(v.data(), v.size() * sizeof(T));
}

}  // namespace

uint64_t hash_state(const GameState& s) {
  static_assert(std::has_unique_object_representations_v<Object>);
  static_assert(std::has_unique_object_representations_v<StackItem>);
  static_assert(std::has_unique_object_representations_v<DamageAssignment>);
  static_assert(std::has_unique_object_representations_v<DelayedTrigger>);
  static_assert(std::has_unique_object_representations_v<ActivationCount>);
  static_assert(std::has_unique_object_representations_v<Pending>);
  static_assert(std::has_unique_object_representations_v<Interaction>);
  static_assert(std::has_unique_object_representations_v<ContinuousEffect>);
  static_assert(std::has_unique_object_representations_v<PendingTrigger>);
  static_assert(std::has_unique_object_representations_v<CounterEntry>);
  static_assert(std::has_unique_object_representations_v<PreventionShield>);
  Hasher h;
  h.bytes(s.rng.s, sizeof s.rng.s);
  h.add(s.seed);
  h.add(s.next_timestamp);
  h.add(s.inputs);
  h.add(s.num_objects);
  h.add(s.turn);
  uint8_t flags[] = {static_cast<uint8_t>(s.step), s.step_stage,
                     static_cast<uint8_t>(s.cleanup_again), static_cast<uint8_t>(s.in_mulligans),
                     static_cast<uint8_t>(s.first_strike_step), raw(s.active), raw(s.priority),
                     raw(s.starting_player), s.passes, static_cast<uint8_t>(s.result)};
  h.bytes(flags, sizeof flags);
  // sba_dirty and any_activated are caches of derived information and are not hashed.
  h.add(s.pending);
  for (const Player& p : s.players) {
    h.add(p.life);
    h.bytes(p.pool.amount, sizeof p.pool.amount);
    uint8_t pf[] = {p.lands_played, p.mulligans, static_cast<uint8_t>(p.mulligan),
                    static_cast<uint8_t>(p.drew_from_empty), static_cast<uint8_t>(p.lost),
                    p.bottom_owed};
    h.bytes(pf, sizeof pf);
    h.add(p.last_turn_started);
    if (p.poison != 0) {  // absent in most games: keeps their hashes
      h.add(static_cast<uint32_t>(0x9015011u));
      h.add(p.poison);
    }
    add_vec(h, p.library);
    add_vec(h, p.hand);
    add_vec(h, p.graveyard);
    add_vec(h, p.exile);
  }
  add_vec(h, s.battlefield);
  add_vec(h, s.stack);
  add_vec(h, s.combat_damage);
  if (!s.interactions.empty()) add_vec(h, s.interactions);  // absent in most states: keeps their hashes
  if (!s.triggers.empty()) {
    h.add(static_cast<uint32_t>(0x7A1663u));  // tells pending triggers apart from the rest
    h.add(static_cast<uint32_t>(s.triggers.size()));
    // The first four fields; the rest only when set (so old hashes stay).
    for (const PendingTrigger& t : s.triggers) {
      h.add(t.source);
      h.add(t.source_zone_changes);
      h.add(t.controller);
      h.add(t.index);
      if (t.about.kind != TargetKind::None || t.amount != 0) {
        h.add(t.about);
        h.add(t.amount);
      }
    }
  }
  if (!s.effects.empty()) {
    h.add(static_cast<uint32_t>(0xEFFEC7u));  // tells "no interactions, some effects" apart
    add_vec(h, s.effects);
  }
  if (!s.counters.empty()) {
    h.add(static_cast<uint32_t>(0xC0C0u));  // absent in most states: keeps their hashes
    add_vec(h, s.counters);
  }
  if (!s.shields.empty()) {
    h.add(static_cast<uint32_t>(0x5A1E1Du));  // absent in most states: keeps their hashes
    add_vec(h, s.shields);
  }
  if (!s.delayed.empty()) {
    h.add(static_cast<uint32_t>(0xDE1A7Eu));  // absent in most states: keeps their hashes
    add_vec(h, s.delayed);
  }
  if (!s.activation_counts.empty()) {
    h.add(static_cast<uint32_t>(0xAC7C07u));  // likewise
    add_vec(h, s.activation_counts);
  }
  if (!s.chosen.empty()) {
    h.add(static_cast<uint32_t>(0xC4053Du));  // likewise
    add_vec(h, s.chosen);
  }
  h.bytes(s.objects, s.num_objects * sizeof(Object));
  return h.digest();
}

}  // namespace rwd
