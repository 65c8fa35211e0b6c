// The one description of a game state's fields. For every struct of the state (rules/state.h)
// one `fields::visit(v, o...)` overload names its fields once, in declaration order, each with
// the part it takes and what a decoder checks. The snapshot codec (rules/state_codec.cpp), the
// hash (rules/state_hash.cpp) and equality (operator== on GameState, rules/state.cpp) are
// visitors over this description: a field added to a struct and to its visit() below is
// encoded, decoded, range-checked, hashed and compared, with no other list to edit.
//
// A visitor V is called once per field, as v(name, spec, field...): one field per visited
// object (encode, decode and hash visit one state, equality two at once). A rule across a
// struct's fields, which a decoded struct must satisfy, is v.require(what, pred, object...).
// Field types: integers, bool, enums (as their underlying type), arrays T[N], FixedVec<T, N>
// (its live size, then its live elements), Live<T> (the first `size` elements of an array,
// the size being an earlier field) and the structs described here.
//
// Roles (Spec::role): what each visitor does with a field.
//   State    encoded, hashed and compared: most fields.
//   Cache    encoded and compared, not hashed: a shortcut the engine keeps that does not
//            change what happens (GameState::sba_dirty, any_activated ...).
//   Derived  neither encoded nor hashed: recomputed exactly after decoding (Player's hand and
//            mana tallies, rules/hand_tally.h, rules/mana_tally.h); compared.
//   Hint     neither encoded, hashed nor compared: recomputed after decoding from what the
//            state holds, which may be less than the original knew (GameState::any_tokens).
//   Padding  an explicit padding byte, always 0: part of its struct's bytes for the hash; not
//            encoded or compared.
// Checks (Spec::rule), applied by the decoder to a field or to each element of an array or
// FixedVec; a value that fails one is an error naming the field ("objects[12].zone: ...").
// Every bool must be 0 or 1 and every FixedVec within its capacity, without a rule.
//
// A struct is *flat* (is_flat<T>()) when every field is State or Padding, the fields' sizes add
// up to its size and it has no implicit padding: its memory image is then exactly its fields'
// bytes in declaration order (state_fields_test.cpp checks that visit() lists them in that
// order), which is what lets the hash take a flat struct, or a run of them, in one piece.
// Thread-safe: constants and templates only.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "cards/card_def.h"
#include "rules/state.h"

namespace rwd::fields {

enum class Role : uint8_t { State, Cache, Derived, Hint, Padding };
enum class Rule : uint8_t {
  Any,
  Below,         // value < limit
  Bits,          // value & ~limit == 0
  Seat,          // a player index or PlayerId below kNumPlayers
  SeatOrNone,    // likewise, or PlayerId::None
  Object,        // an object id below num_objects (an earlier field of the state)
  ObjectOrNone,  // likewise, or ObjectId::None
  Positive,      // value > 0
  Ability,       // an ability number: 0 (a spell), 1..kMaxActivatedAbilities (activated ability
                 // n-1) or kTriggeredAbilityBase + i (triggered ability i)
};

struct Spec {
  Role role = Role::State;
  Rule rule = Rule::Any;
  uint32_t limit = 0;
};

inline constexpr Spec any{};
inline constexpr Spec cache{Role::Cache};
inline constexpr Spec derived{Role::Derived};
inline constexpr Spec hint{Role::Hint};
inline constexpr Spec padding{Role::Padding};
inline constexpr Spec seat{Role::State, Rule::Seat};
inline constexpr Spec seat_or_none{Role::State, Rule::SeatOrNone};
inline constexpr Spec object{Role::State, Rule::Object};
inline constexpr Spec object_or_none{Role::State, Rule::ObjectOrNone};
inline constexpr Spec positive{Role::State, Rule::Positive};
inline constexpr Spec ability{Role::State, Rule::Ability};
constexpr Spec below(uint32_t n) {
  return {Role::State, Rule::Below, n};
}
template <typename E>
constexpr Spec upto(E last) {  // an enum whose last value is `last`
  return below(static_cast<uint32_t>(last) + 1);
}
constexpr Spec bits(uint32_t mask) {
  return {Role::State, Rule::Bits, mask};
}

constexpr bool encoded(Role r) {
  return r == Role::State || r == Role::Cache;
}
constexpr bool hashed(Role r) {
  return r == Role::State || r == Role::Padding;
}
constexpr bool compared(Role r) {
  return r == Role::State || r == Role::Cache || r == Role::Derived;
}

// The first `size` of `capacity` elements at `items`: the live part of a plain array.
template <typename T>
struct Live {
  T* items;
  size_t size;
  size_t capacity;
};
template <typename T, size_t N, typename C>
constexpr Live<T> live(T (&a)[N], C count) {
  return {a, static_cast<size_t>(count), N};
}

template <typename T>
inline constexpr bool kIsLive = false;
template <typename T>
inline constexpr bool kIsLive<Live<T>> = true;
template <typename T>
inline constexpr bool kIsFixedVec = false;
template <typename T, size_t N>
inline constexpr bool kIsFixedVec<FixedVec<T, N>> = true;

// The visited objects are all T (const or not).
template <typename T, typename... O>
concept Of = sizeof...(O) > 0 && (std::same_as<std::remove_const_t<O>, T> && ...);

// Bits that are known in the state's bit-set fields; anything else is refused on decode.
inline constexpr uint32_t kKnownObjectFlags = (kBlocksOnlyFlyers << 1) - 1;  // every ObjectFlag
inline constexpr uint32_t kKnownShieldFlags = (kShieldToP2 << 1) - 1;  // every ShieldFlag
inline constexpr uint32_t kColorBits = 0x1F;                           // W U B R G
inline constexpr uint32_t kManaKindBits = 0x3F;                        // W U B R G colorless
inline constexpr uint32_t kCardTypeBits = (1u << static_cast<int>(CardType::Count)) - 1;
inline constexpr uint32_t kSupertypeBits = (1u << static_cast<int>(Supertype::Count)) - 1;
inline constexpr uint32_t kLandTypeBits = kLandTypesSet | kOwnAnimateSubtypes | 0x1F;

template <typename V, typename... O>
requires Of<Rng, O...>
constexpr void visit(V& v, O&... o) {
  v("s", any, o.s...);
}

template <typename V, typename... O>
requires Of<KeywordSet, O...>
constexpr void visit(V& v, O&... o) {
  v("bits", bits((1u << kNumKeywords) - 1), o.bits...);
  v("protection", any, o.protection...);  // colors and kProtection* card types: all 8 bits
  v("evasion", bits((1u << kNumEvasion) - 1), o.evasion...);
}

template <typename V, typename... O>
requires Of<Object, O...>
constexpr void visit(V& v, O&... o) {
  v("def", any, o.def...);  // checked against the card data by Game::from_snapshot
  v("blocking", object_or_none, o.blocking...);
  v("owner", seat, o.owner...);
  v("controller", seat, o.controller...);
  v("zone", upto(Zone::None), o.zone...);
  v("colors", bits(kColorBits), o.colors...);
  v("flags", bits(kKnownObjectFlags), o.flags...);
  v("zone_changes", any, o.zone_changes...);
  v("damage", any, o.damage...);
  v("power", any, o.power...);
  v("toughness", any, o.toughness...);
  v("types", bits(kCardTypeBits), o.types...);
  v("keywords", any, o.keywords...);
  v("supertypes", bits(kSupertypeBits), o.supertypes...);
  v("land_mana", bits(kManaKindBits), o.land_mana...);
  v("controlled_since_turn", any, o.controlled_since_turn...);
  v("assigned", any, o.assigned...);
  v("attached", object_or_none, o.attached...);
  v("land_types", bits(kLandTypeBits), o.land_types...);
  v("timestamp", any, o.timestamp...);
  v.require(
      "its blocking flag and the attacker it blocks disagree",
      [](const Object& x) { return x.has(kBlocking) == (x.blocking != ObjectId::None); }, o...);
}

template <typename V, typename... O>
requires Of<ManaPool, O...>
constexpr void visit(V& v, O&... o) {
  v("amount", any, o.amount...);
}

template <typename V, typename... O>
requires Of<ManaSourceTally, O...>
constexpr void visit(V& v, O&... o) {
  v("single", any, o.single...);
  v("total", any, o.total...);
  v("multi", any, o.multi...);
}

template <typename V, typename... O>
requires Of<Player, O...>
constexpr void visit(V& v, O&... o) {
  v("life", any, o.life...);
  v("pool", any, o.pool...);
  v("lands_played", any, o.lands_played...);
  v("mulligans", any, o.mulligans...);
  v("mulligan", upto(MulliganState::Kept), o.mulligan...);
  v("drew_from_empty", any, o.drew_from_empty...);
  v("lost", any, o.lost...);
  v("bottom_owed", any, o.bottom_owed...);
  v("last_turn_started", any, o.last_turn_started...);
  v("poison", any, o.poison...);
  v("library", object, o.library...);
  v("hand", object, o.hand...);
  v("graveyard", object, o.graveyard...);
  v("exile", object, o.exile...);
  v("hand_lands", derived, o.hand_lands...);
  v("hand_instant_speed", derived, o.hand_instant_speed...);
  v("mana_sources", derived, o.mana_sources...);
}

template <typename V, typename... O>
requires Of<Target, O...>
constexpr void visit(V& v, O&... o) {
  v("kind", upto(TargetKind::Player), o.kind...);
  v("player", any, o.player...);
  v("object", object_or_none, o.object...);
  v("zone_changes", any, o.zone_changes...);
  v.require(
      "names a missing object or player",
      [](const Target& t) {
        switch (t.kind) {
          case TargetKind::None:
            return t.player == 0 && t.object == ObjectId::None && t.zone_changes == 0;
          case TargetKind::Player:
            return t.player < kNumPlayers && t.object == ObjectId::None;
          case TargetKind::Object:
            return t.player == 0 && t.object != ObjectId::None;
        }
        return false;
      },
      o...);
}

template <typename V, typename... O>
requires Of<StackItem, O...>
constexpr void visit(V& v, O&... o) {
  v("object", object, o.object...);
  v("controller", seat, o.controller...);
  v("ability", ability, o.ability...);
  v("x", any, o.x...);
  v("targets", any, o.targets...);
  v("source_zone_changes", any, o.source_zone_changes...);
  v("mode", any, o.mode...);
}

template <typename V, typename... O>
requires Of<Interaction, O...>
constexpr void visit(V& v, O&... o) {
  v("source", object, o.source...);
  v("controller", seat, o.controller...);
  v("phase", upto(RunPhase::Resolving), o.phase...);
  v("pc", any, o.pc...);  // checked against the card's program by Game::from_snapshot
  v("x", any, o.x...);
  v("sp", below(kVmStackDepth + 1), o.sp...);
  v("waiting", below(2), o.waiting...);
  v("stack", any, o.stack...);
  v("targets", any, o.targets...);
  v("ability", ability, o.ability...);
  v("cast_flags", bits(kCastWithoutManaCost | kCastKicked), o.cast_flags...);
  v("source_zone_changes", any, o.source_zone_changes...);
  v("mode", any, o.mode...);
  v("vars", any, o.vars...);
}

template <typename V, typename... O>
requires Of<ContinuousEffect, O...>
constexpr void visit(V& v, O&... o) {
  v("object", object, o.object...);
  v("zone_changes", any, o.zone_changes...);
  v("source", object_or_none, o.source...);
  v("power", any, o.power...);
  v("toughness", any, o.toughness...);
  v("keywords", any, o.keywords...);
  v("duration", upto(EffectDuration::UntilYourNextUpkeep), o.duration...);
  v("kind", upto(EffectKind::LoseKeywords), o.kind...);
  v("extra", any, o.extra...);
  v("timestamp", any, o.timestamp...);
  v("set_power", any, o.set_power...);
  v("set_toughness", any, o.set_toughness...);
  v("add_types", any, o.add_types...);
  v("until_player", seat, o.until_player...);
  v("control", below(kNumPlayers + 1), o.control...);
}

template <typename V, typename... O>
requires Of<PendingTrigger, O...>
constexpr void visit(V& v, O&... o) {
  v("source", object, o.source...);
  v("source_zone_changes", any, o.source_zone_changes...);
  v("controller", seat, o.controller...);
  v("index", below(kMaxTriggeredAbilities), o.index...);
  v("about", any, o.about...);
  v("amount", any, o.amount...);
}

template <typename V, typename... O>
requires Of<CounterEntry, O...>
constexpr void visit(V& v, O&... o) {
  v("object", object, o.object...);
  v("kind", below(static_cast<uint32_t>(CounterKind::Count)), o.kind...);
  v("pad_", padding, o.pad_...);
  v("count", positive, o.count...);
}

template <typename V, typename... O>
requires Of<Pending, O...>
constexpr void visit(V& v, O&... o) {
  v("kind", upto(DecisionKind::Choose), o.kind...);
  v("player", seat_or_none, o.player...);
  v("picked", any, o.picked...);
  v("total", any, o.total...);
  v("subject", any, o.subject...);  // checked with the decision kind (state_codec_checks.h)
  v("remaining", any, o.remaining...);
}

template <typename V, typename... O>
requires Of<DamageAssignment, O...>
constexpr void visit(V& v, O&... o) {
  v("source", object, o.source...);
  v("target", object_or_none, o.target...);
  v("player", any, o.player...);
  v("pad_", padding, o.pad_...);
  v("amount", any, o.amount...);
  v.require(
      "names a missing player",  // damage to a player names one; to an object, its controller or
                                 // 0xFF
      [](const DamageAssignment& d) {
        return d.player < kNumPlayers || (d.target != ObjectId::None && d.player == 0xFF);
      },
      o...);
}

template <typename V, typename... O>
requires Of<PreventionShield, O...>
constexpr void visit(V& v, O&... o) {
  v("target", any, o.target...);
  v("source", object_or_none, o.source...);
  v("amount", any, o.amount...);
  v("flags", bits(kKnownShieldFlags), o.flags...);
  v("pad_", padding, o.pad_...);
  v("from", object_or_none, o.from...);
  v.require(
      "prevents no damage",
      [](const PreventionShield& e) { return e.amount > 0 || e.amount == kPreventAll; }, o...);
}

template <typename V, typename... O>
requires Of<DelayedTrigger, O...>
constexpr void visit(V& v, O&... o) {
  v("trig", any, o.trig...);
  v("step", upto(Step::Cleanup), o.step...);
  v("pad_", padding, o.pad_...);
}

template <typename V, typename... O>
requires Of<ActivationCount, O...>
constexpr void visit(V& v, O&... o) {
  v("object", object, o.object...);
  v("zone_changes", any, o.zone_changes...);
  v("ability", below(kMaxActivatedAbilities), o.ability...);
  v("count", positive, o.count...);
}

template <typename V, typename... O>
requires Of<ChosenEntry, O...>
constexpr void visit(V& v, O&... o) {
  v("object", object, o.object...);
  v("zone_changes", any, o.zone_changes...);
  v("kind", below(static_cast<uint32_t>(ChosenKind::Count)), o.kind...);
  v("pad_", padding, o.pad_...);
  v("value", any, o.value...);
}

// The state. rng and seed come first: the snapshot preamble (rules/state_codec.h) keeps them
// at bytes 8..48. num_objects comes before every object id, which is checked against it.
template <typename V, typename... O>
requires Of<GameState, O...>
constexpr void visit(V& v, O&... o) {
  v("rng", any, o.rng...);
  v("seed", any, o.seed...);
  v("next_timestamp", any, o.next_timestamp...);
  v("inputs", any, o.inputs...);
  v("num_objects", below(kMaxObjects + 1), o.num_objects...);
  v("turn", any, o.turn...);
  v("step", upto(Step::Cleanup), o.step...);
  v("step_stage", any, o.step_stage...);
  v("cleanup_again", any, o.cleanup_again...);
  v("in_mulligans", any, o.in_mulligans...);
  v("sba_dirty", cache, o.sba_dirty...);
  v("first_strike_step", any, o.first_strike_step...);
  v("entry_choices", hint, o.entry_choices...);
  v("any_activated", cache, o.any_activated...);
  v("any_triggered", cache, o.any_triggered...);
  v("any_static", cache, o.any_static...);
  v("any_tokens", hint, o.any_tokens...);
  v("any_legendary", hint, o.any_legendary...);
  v("active", seat, o.active...);
  v("priority", seat, o.priority...);
  v("starting_player", seat, o.starting_player...);
  v("passes", any, o.passes...);
  v("result", upto(GameResult::Draw), o.result...);
  v("pending", any, o.pending...);
  v("objects", any, live(o.objects, o.num_objects)...);
  v("players", any, o.players...);
  v("battlefield", object, o.battlefield...);
  v("stack", any, o.stack...);
  v("combat_damage", any, o.combat_damage...);
  v("interactions", any, o.interactions...);
  v("effects", any, o.effects...);
  v("triggers", any, o.triggers...);
  v("counters", any, o.counters...);
  v("shields", any, o.shields...);
  v("delayed", any, o.delayed...);
  v("activation_counts", any, o.activation_counts...);
  v("chosen", any, o.chosen...);
  v("upcoming_turns", seat, o.upcoming_turns...);
}

// A visitor that does nothing: what `Described` tries visit() with.
struct NullVisitor {
  template <typename... T>
  constexpr void operator()(const char*, Spec, T&&...) {}
  template <typename P, typename... T>
  constexpr void require(const char*, P, T&...) {}
};

// T is one of the structs described above.
template <typename T>
concept Described = requires(NullVisitor& v, T& t) {
  fields::visit(v, t);
};

template <typename T>
consteval bool is_flat();

namespace detail {
// Adds up the sizes of a struct's fields and notes anything that keeps it from being flat.
struct FlatProbe {
  size_t bytes = 0;
  bool flat = true;
  template <typename T>
  constexpr void operator()(const char*, Spec spec, T&) {
    if (!hashed(spec.role)) flat = false;
    flat = flat && flat_type<T>();
    bytes += sizeof(T);
  }
  template <typename P, typename... T>
  constexpr void require(const char*, P, T&...) {}

  template <typename T>
  static constexpr bool flat_type() {
    if constexpr (std::is_array_v<T>)
      return flat_type<std::remove_extent_t<T>>();
    else if constexpr (Described<T>)
      return is_flat<T>();
    else
      return std::is_integral_v<T> || std::is_enum_v<T>;
  }
};
}  // namespace detail

template <typename T>
consteval bool is_flat() {
  if constexpr (!Described<T> || !std::is_trivially_copyable_v<T> ||
                !std::has_unique_object_representations_v<T>) {
    return false;
  } else {
    T t{};
    detail::FlatProbe p;
    fields::visit(p, t);
    return p.flat && p.bytes == sizeof(T);
  }
}

// The structs the hash takes in one piece. One of these failing means a field was added to
// the struct but not to its visit() above, or the struct gained padding (or a field that is
// not hashed, which makes the hash slower).
#define REWIND_FLAT(T) \
  static_assert(       \
      is_flat<T>(),    \
      #T ": a field is missing from its visit() in rules/state_fields.h, or it has padding")
REWIND_FLAT(Rng);
REWIND_FLAT(KeywordSet);
REWIND_FLAT(Object);
REWIND_FLAT(ManaPool);
REWIND_FLAT(Target);
REWIND_FLAT(StackItem);
REWIND_FLAT(Interaction);
REWIND_FLAT(ContinuousEffect);
REWIND_FLAT(PendingTrigger);
REWIND_FLAT(CounterEntry);
REWIND_FLAT(Pending);
REWIND_FLAT(DamageAssignment);
REWIND_FLAT(PreventionShield);
REWIND_FLAT(DelayedTrigger);
REWIND_FLAT(ActivationCount);
REWIND_FLAT(ChosenEntry);
#undef REWIND_FLAT

}  // namespace rwd::fields
