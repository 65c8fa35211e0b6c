// The state codec; layout and validation rules in state_codec.h.
#include "rules/state_codec.h"

#include <cstring>

#include "cards/card_def.h"
#include "rules/hand_tally.h"
#include "rules/mana_tally.h"

namespace rwd {

// A field added to these structs must be added to the codec (and to state_hash.cpp).
static_assert(sizeof(Object) == 40, "Object changed: update state_codec.cpp");
static_assert(sizeof(Pending) == 8, "Pending changed: update state_codec.cpp");
static_assert(sizeof(StackItem) == 20, "StackItem changed: update state_codec.cpp");
static_assert(sizeof(Target) == 6, "Target changed: update state_codec.cpp");
static_assert(sizeof(Interaction) == 42, "Interaction changed: update state_codec.cpp");
static_assert(sizeof(PendingTrigger) == 14, "PendingTrigger changed: update state_codec.cpp");
static_assert(sizeof(ContinuousEffect) == 28, "ContinuousEffect changed: update state_codec.cpp");
static_assert(sizeof(DamageAssignment) == 8, "DamageAssignment changed: update state_codec.cpp");
static_assert(sizeof(KeywordSet) == 4, "KeywordSet changed: update state_codec.cpp");

namespace {

class Writer {
 public:
  explicit Writer(std::string& out) : out_(out) {}
  template <typename T>
  void put(T v) {  // little-endian, fixed width
    static_assert(std::is_integral_v<T>);
    using U = std::make_unsigned_t<T>;
    U u = static_cast<U>(v);
    for (size_t i = 0; i < sizeof(T); ++i) out_.push_back(static_cast<char>((u >> (8 * i)) & 0xFF));
  }
  void u8(uint8_t v) { put(v); }
  void target(const Target& t) {
    put(static_cast<uint8_t>(t.kind));
    put(t.player);
    put(raw(t.object));
    put(t.zone_changes);
  }
  template <typename E>
  void e8(E v) { put(static_cast<uint8_t>(v)); }
  template <size_t N>
  void ids(const FixedVec<ObjectId, N>& v) {
    put(static_cast<uint16_t>(v.size()));
    for (ObjectId id : v) put(raw(id));
  }

 private:
  std::string& out_;
};

// Reads fixed-width little-endian values; the first failure sticks and later reads return 0.
class Reader {
 public:
  explicit Reader(std::string_view in) : in_(in) {}
  template <typename T>
  T get(const char* what) {
    using U = std::make_unsigned_t<T>;
    if (!error_.empty()) return T{};
    if (in_.size() - pos_ < sizeof(T)) {
      fail(std::string("truncated at ") + what + " (byte " + std::to_string(pos_) + " of " +
           std::to_string(in_.size()) + ")");
      return T{};
    }
    U u = 0;
    for (size_t i = 0; i < sizeof(T); ++i)
      u = static_cast<U>(u | (static_cast<U>(static_cast<uint8_t>(in_[pos_ + i])) << (8 * i)));
    pos_ += sizeof(T);
    return static_cast<T>(u);
  }
  void fail(std::string message) {
    if (error_.empty()) error_ = std::move(message);
  }
  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  size_t remaining() const { return in_.size() - pos_; }

 private:
  std::string_view in_;
  size_t pos_ = 0;
  std::string error_;
};

const char* pname(int p) { return p == 0 ? "p1" : "p2"; }

bool read_bool(Reader& r, const char* what, bool& out) {
  uint8_t v = r.get<uint8_t>(what);
  if (v > 1) r.fail(std::string(what) + " is " + std::to_string(v) + ", not 0 or 1");
  out = v == 1;
  return r.ok();
}

template <typename E>
void read_enum(Reader& r, const char* what, E& out, int limit_inclusive) {
  uint8_t v = r.get<uint8_t>(what);
  if (v > limit_inclusive) r.fail(std::string(what) + " " + std::to_string(v) + " is out of range");
  out = static_cast<E>(v);
}

void read_seat(Reader& r, const char* what, PlayerId& out, bool allow_none) {
  uint8_t v = r.get<uint8_t>(what);
  if (!(v < kNumPlayers || (allow_none && v == raw(PlayerId::None))))
    r.fail(std::string(what) + " " + std::to_string(v) + " is not a seat");
  out = static_cast<PlayerId>(v);
}

template <size_t N>
void read_ids(Reader& r, const std::string& what, FixedVec<ObjectId, N>& out, uint16_t num_objects) {
  out.clear();
  uint16_t n = r.get<uint16_t>(what.c_str());
  if (n > N) r.fail(what + " holds " + std::to_string(n) + " ids; the capacity is " + std::to_string(N));
  for (uint16_t i = 0; i < n && r.ok(); ++i) {
    uint16_t id = r.get<uint16_t>(what.c_str());
    if (r.ok() && id >= num_objects)
      r.fail(what + " entry " + std::to_string(i) + " is object " + std::to_string(id) +
             " but there are " + std::to_string(num_objects) + " objects");
    if (r.ok()) out.push_back(object_id(id));
  }
}

// Checks that every listed object is where its `zone` says, owned by the list's player
// where that matters, and listed exactly once; objects in no zone are in no list.
void check_zones(Reader& r, const GameState& s) {
  uint8_t seen[kMaxObjects] = {};
  auto walk = [&](const auto& list, Zone zone, int owner, const std::string& name) {
    for (ObjectId id : list) {
      if (!r.ok()) return;
      const Object& o = s.obj(id);
      if (o.zone != zone)
        r.fail("object " + std::to_string(raw(id)) + " is in " + name + " but its zone is " + zone_name(o.zone));
      else if (owner >= 0 && o.owner != owner)
        r.fail("object " + std::to_string(raw(id)) + " is in " + name + " but is owned by " + pname(o.owner));
      else if (++seen[raw(id)] > 1)
        r.fail("object " + std::to_string(raw(id)) + " is listed twice");
    }
  };
  for (int p = 0; p < kNumPlayers; ++p) {
    const Player& pl = s.players[p];
    std::string who = pname(p);
    walk(pl.library, Zone::Library, p, who + "'s library");
    walk(pl.hand, Zone::Hand, p, who + "'s hand");
    walk(pl.graveyard, Zone::Graveyard, p, who + "'s graveyard");
    walk(pl.exile, Zone::Exile, p, who + "'s exile");
  }
  walk(s.battlefield, Zone::Battlefield, -1, "the battlefield");
  for (const StackItem& item : s.stack) {
    if (!r.ok()) return;
    if (item.ability > 0) {  // an activated or triggered ability: its source may be anywhere (113.7a)
      if (item.ability > kMaxActivatedAbilities &&
          (item.ability < kTriggeredAbilityBase || item.ability >= kTriggeredAbilityBase + kMaxTriggeredAbilities))
        r.fail("stack item names ability " + std::to_string(item.ability));
      continue;
    }
    if (s.obj(item.object).zone != Zone::Stack)
      r.fail("stack item object " + std::to_string(raw(item.object)) + " is not in the stack zone");
    else if (++seen[raw(item.object)] > 1)
      r.fail("object " + std::to_string(raw(item.object)) + " is listed twice");
  }
  for (int i = 0; i < s.num_objects && r.ok(); ++i)
    if (s.objects[i].zone != Zone::None && seen[i] == 0)
      r.fail("object " + std::to_string(i) + " is in zone " + zone_name(s.objects[i].zone) +
             " but in no zone list");
}

void read_target(Reader& r, Target& t, uint16_t num_objects) {
  read_enum(r, "target kind", t.kind, static_cast<int>(TargetKind::Player));
  t.player = r.get<uint8_t>("target player");
  uint16_t id = r.get<uint16_t>("target object");
  t.object = static_cast<ObjectId>(id);
  t.zone_changes = r.get<uint16_t>("target zone changes");
  if (!r.ok()) return;
  bool ok = t.kind == TargetKind::None     ? (t.player == 0 && t.object == ObjectId::None && t.zone_changes == 0)
            : t.kind == TargetKind::Player ? (t.player < kNumPlayers && t.object == ObjectId::None)
                                           : (t.player == 0 && id < num_objects);
  if (!ok) r.fail("a target names a missing object or player");
}

void check_pending(Reader& r, const GameState& s) {
  const Pending& p = s.pending;
  bool over = s.result != GameResult::Ongoing;
  if (p.kind == DecisionKind::None) return r.fail("no decision is pending (a snapshot is a settled frame)");
  if ((p.kind == DecisionKind::GameOver) != over)
    return r.fail("the pending decision and the game result disagree");
  if (over ? p.player != PlayerId::None : p.player == PlayerId::None)
    return r.fail("pending decision player does not fit its kind");
  bool needs_subject = p.kind == DecisionKind::ChooseX || p.kind == DecisionKind::AssignDamage ||
                       p.kind == DecisionKind::ChooseTarget;
  if (p.kind == DecisionKind::ChooseTarget && s.interactions.empty())
    return r.fail("a target is pending but no ability is being cast");
  if ((p.kind == DecisionKind::YesNo || p.kind == DecisionKind::ChooseMode ||
       p.kind == DecisionKind::ChooseSource || p.kind == DecisionKind::ChooseCard ||
       p.kind == DecisionKind::Choose) &&
      s.interactions.empty())
    return r.fail("a yes/no question is pending but no ability is running");
  if (p.kind == DecisionKind::OrderTriggers && s.triggers.empty())
    return r.fail("an order of triggers is pending but none is waiting");
  if (needs_subject ? raw(p.subject) >= s.num_objects
                    : p.subject != ObjectId::None && raw(p.subject) >= s.num_objects)
    r.fail("pending decision subject " + std::to_string(raw(p.subject)) + " is not an object");
}

}  // namespace

std::string encode_state(const GameState& s) {
  std::string out;
  out.reserve(512 + s.num_objects * 40u);
  Writer w(out);
  out.append(kStateMagic, 4);
  w.put(kStateCodecVersion);
  w.put(uint16_t{0});
  for (uint64_t v : s.rng.s) w.put(v);
  w.put(s.seed);
  w.put(s.next_timestamp);
  w.put(s.inputs);
  w.put(s.num_objects);
  w.put(s.turn);
  w.e8(s.step);
  w.u8(s.step_stage);
  w.e8(s.cleanup_again);
  w.e8(s.in_mulligans);
  w.e8(s.sba_dirty);
  w.e8(s.first_strike_step);
  w.e8(s.any_activated);
  w.e8(s.any_triggered);
  w.e8(s.any_static);
  w.e8(s.active);
  w.e8(s.priority);
  w.e8(s.starting_player);
  w.u8(s.passes);
  w.e8(s.result);
  w.e8(s.pending.kind);
  w.e8(s.pending.player);
  w.u8(s.pending.picked);
  w.u8(s.pending.total);
  w.put(raw(s.pending.subject));
  w.put(s.pending.remaining);
  for (const Player& p : s.players) {
    w.put(p.life);
    for (uint8_t a : p.pool.amount) w.u8(a);
    w.u8(p.lands_played);
    w.u8(p.mulligans);
    w.e8(p.mulligan);
    w.e8(p.drew_from_empty);
    w.e8(p.lost);
    w.u8(p.bottom_owed);
    w.put(p.last_turn_started);
    w.u8(p.poison);
    w.ids(p.library);
    w.ids(p.hand);
    w.ids(p.graveyard);
    w.ids(p.exile);
  }
  w.ids(s.battlefield);
  w.put(static_cast<uint16_t>(s.stack.size()));
  for (const StackItem& it : s.stack) {
    w.put(raw(it.object));
    w.u8(it.controller);
    w.u8(it.ability);
    w.put(it.x);
    for (const Target& t : it.targets) w.target(t);
    w.put(it.source_zone_changes);
  }
  w.put(static_cast<uint16_t>(s.combat_damage.size()));
  for (const DamageAssignment& d : s.combat_damage) {
    w.put(raw(d.source));
    w.put(raw(d.target));
    w.u8(d.player);
    w.put(d.amount);
  }
  w.put(static_cast<uint16_t>(s.interactions.size()));
  for (const Interaction& it : s.interactions) {
    w.put(raw(it.source));
    w.u8(it.controller);
    w.u8(static_cast<uint8_t>(it.phase));
    w.put(it.pc);
    w.put(it.x);
    w.u8(it.sp);
    w.u8(it.waiting);
    for (int16_t v : it.stack) w.put(v);
    for (const Target& t : it.targets) w.target(t);
    w.u8(it.ability);
    w.u8(it.cast_flags);
    w.put(it.source_zone_changes);
    for (int16_t v : it.vars) w.put(v);
  }
  w.put(static_cast<uint16_t>(s.effects.size()));
  for (const ContinuousEffect& e : s.effects) {
    w.put(raw(e.object));
    w.put(e.zone_changes);
    w.put(raw(e.source));
    w.put(e.power);
    w.put(e.toughness);
    w.put(e.keywords);
    w.u8(static_cast<uint8_t>(e.duration));
    w.u8(static_cast<uint8_t>(e.kind));
    w.put(e.extra);
    w.put(e.timestamp);
    w.put(e.add_types);
    w.put(e.set_power);
    w.put(e.set_toughness);
    w.u8(e.until_player);
    w.u8(e.control);
  }
  w.put(static_cast<uint16_t>(s.triggers.size()));
  for (const PendingTrigger& t : s.triggers) {
    w.put(raw(t.source));
    w.put(t.source_zone_changes);
    w.u8(t.controller);
    w.u8(t.index);
    w.target(t.about);
    w.put(t.amount);
  }
  w.put(static_cast<uint16_t>(s.counters.size()));
  for (const CounterEntry& e : s.counters) {
    w.put(raw(e.object));
    w.u8(static_cast<uint8_t>(e.kind));
    w.put(e.count);
  }
  w.put(static_cast<uint16_t>(s.shields.size()));
  for (const PreventionShield& e : s.shields) {
    w.target(e.target);
    w.put(raw(e.source));
    w.put(e.amount);
    w.u8(e.flags);
    w.put(raw(e.from));
  }
  w.put(static_cast<uint16_t>(s.delayed.size()));
  for (const DelayedTrigger& d : s.delayed) {
    w.put(raw(d.trig.source));
    w.put(d.trig.source_zone_changes);
    w.u8(d.trig.controller);
    w.u8(d.trig.index);
    w.target(d.trig.about);
    w.u8(static_cast<uint8_t>(d.step));
  }
  w.put(static_cast<uint16_t>(s.activation_counts.size()));
  for (const ActivationCount& e : s.activation_counts) {
    w.put(raw(e.object));
    w.put(e.zone_changes);
    w.u8(e.ability);
    w.u8(e.count);
  }
  w.put(static_cast<uint16_t>(s.chosen.size()));
  for (const ChosenEntry& e : s.chosen) {
    w.put(raw(e.object));
    w.put(e.zone_changes);
    w.u8(static_cast<uint8_t>(e.kind));
    w.put(e.value);
  }
  for (int i = 0; i < s.num_objects; ++i) {
    const Object& o = s.objects[i];
    w.put(raw(o.def));
    w.put(raw(o.blocking));
    w.u8(o.owner);
    w.u8(o.controller);
    w.e8(o.zone);
    w.u8(o.colors);
    w.put(o.flags);
    w.put(o.zone_changes);
    w.put(o.damage);
    w.put(o.power);
    w.put(o.toughness);
    w.put(o.types);
    w.put(o.keywords.bits);
    w.u8(o.keywords.protection);
    w.u8(o.keywords.evasion);
    w.u8(o.supertypes);
    w.u8(o.land_mana);
    w.put(o.controlled_since_turn);
    w.put(o.assigned);
    w.put(raw(o.attached_to()));
    w.put(o.timestamp);
    w.put(o.land_types);
  }
  return out;
}

namespace {

void read_object(Reader& r, Object& o, int i, uint16_t num_objects) {
  std::string at = "object " + std::to_string(i);
  o.def = static_cast<CardDefId>(r.get<uint16_t>("object def"));
  uint16_t blocking = r.get<uint16_t>("object blocking");
  o.blocking = static_cast<ObjectId>(blocking);
  o.owner = r.get<uint8_t>("object owner");
  o.controller = r.get<uint8_t>("object controller");
  read_enum(r, "object zone", o.zone, static_cast<int>(Zone::None));
  o.colors = r.get<uint8_t>("object colors");
  o.flags = r.get<uint32_t>("object flags");
  o.zone_changes = r.get<uint16_t>("object zone_changes");
  o.damage = r.get<int16_t>("object damage");
  o.power = r.get<int16_t>("object power");
  o.toughness = r.get<int16_t>("object toughness");
  o.types = r.get<uint16_t>("object types");
  o.keywords.bits = r.get<uint16_t>("object keywords");
  o.keywords.protection = r.get<uint8_t>("object protection");
  o.keywords.evasion = r.get<uint8_t>("object evasion");
  o.supertypes = r.get<uint8_t>("object supertypes");
  o.land_mana = r.get<uint8_t>("object land_mana");
  o.controlled_since_turn = r.get<uint16_t>("object controlled_since_turn");
  o.assigned = r.get<int16_t>("object assigned");
  uint16_t attached = r.get<uint16_t>("object attached_to");
  o.attach_to(static_cast<ObjectId>(attached));
  o.timestamp = r.get<uint32_t>("object timestamp");
  o.land_types = r.get<uint16_t>("object land types");
  if (!r.ok()) return;
  if (o.land_types & ~(kLandTypesSet | kOwnAnimateSubtypes | 0x1F))
    r.fail(at + ": land type bits out of range");
  constexpr uint32_t kKnownFlags = (1u << 19) - 1;  // ObjectFlag bits 0..18
  if (o.owner >= kNumPlayers || o.controller >= kNumPlayers) r.fail(at + ": owner or controller is not a seat");
  else if (o.colors > 0x1F || o.keywords.protection > 0x1F) r.fail(at + ": color mask out of range");
  else if (o.land_mana > 0x3F) r.fail(at + ": land mana mask out of range");
  else if (o.types >> static_cast<int>(CardType::Count)) r.fail(at + ": unknown card type bits");
  else if (o.supertypes >> static_cast<int>(Supertype::Count)) r.fail(at + ": unknown supertype bits");
  else if (o.flags & ~kKnownFlags) r.fail(at + ": unknown flag bits");
  else if (o.keywords.bits >> kNumKeywords) r.fail(at + ": unknown keyword bits");
  else if (o.keywords.evasion >> kNumEvasion) r.fail(at + ": unknown evasion bits");
  else if (blocking != raw(ObjectId::None) && blocking >= num_objects) r.fail(at + ": blocks a missing object");
  else if (attached != raw(ObjectId::None) && attached >= num_objects) r.fail(at + ": is attached to a missing object");
  else if (o.has(kBlocking) != (o.blocking != ObjectId::None)) r.fail(at + ": blocking flag and blocked object disagree");
}

}  // namespace

Status decode_state(std::string_view bytes, GameState& s, uint16_t* flags_out) {
  const std::string prefix = "state snapshot: ";
  if (bytes.size() < kStatePreambleSize || std::memcmp(bytes.data(), kStateMagic, 4) != 0)
    return Status::error(prefix + "not a state snapshot (bad magic or too short)");
  Reader r(bytes.substr(4));
  uint16_t version = r.get<uint16_t>("version");
  if (version != kStateCodecVersion)
    return Status::error(prefix + "version " + std::to_string(version) + " is not supported (this engine reads " +
                         std::to_string(kStateCodecVersion) + ")");
  uint16_t flags = r.get<uint16_t>("flags");
  if (flags & ~kStateKnownFlags) return Status::error(prefix + "unknown flags " + std::to_string(flags));
  if (flags_out) *flags_out = flags;
  s = GameState{};
  for (uint64_t& v : s.rng.s) v = r.get<uint64_t>("rng");
  s.seed = r.get<uint64_t>("seed");
  s.next_timestamp = r.get<uint32_t>("next_timestamp");
  s.inputs = r.get<uint32_t>("inputs");
  s.num_objects = r.get<uint16_t>("num_objects");
  if (r.ok() && s.num_objects > kMaxObjects)
    r.fail(std::to_string(s.num_objects) + " objects; the most is " + std::to_string(kMaxObjects));
  s.turn = r.get<uint16_t>("turn");
  read_enum(r, "step", s.step, static_cast<int>(Step::Count) - 1);
  s.step_stage = r.get<uint8_t>("step_stage");
  read_bool(r, "cleanup_again", s.cleanup_again);
  read_bool(r, "in_mulligans", s.in_mulligans);
  read_bool(r, "sba_dirty", s.sba_dirty);
  read_bool(r, "first_strike_step", s.first_strike_step);
  read_bool(r, "any_activated", s.any_activated);
  read_bool(r, "any_triggered", s.any_triggered);
  read_bool(r, "any_static", s.any_static);
  read_seat(r, "active player", s.active, false);
  read_seat(r, "priority player", s.priority, false);
  read_seat(r, "starting player", s.starting_player, false);
  s.passes = r.get<uint8_t>("passes");
  read_enum(r, "result", s.result, static_cast<int>(GameResult::Draw));
  read_enum(r, "pending kind", s.pending.kind, static_cast<int>(DecisionKind::Choose));
  read_seat(r, "pending player", s.pending.player, true);
  s.pending.picked = r.get<uint8_t>("pending picked");
  s.pending.total = r.get<uint8_t>("pending total");
  s.pending.subject = static_cast<ObjectId>(r.get<uint16_t>("pending subject"));
  s.pending.remaining = r.get<int16_t>("pending remaining");
  for (int p = 0; p < kNumPlayers && r.ok(); ++p) {
    Player& pl = s.players[p];
    std::string who = pname(p);
    pl.life = r.get<int32_t>("life");
    for (uint8_t& a : pl.pool.amount) a = r.get<uint8_t>("mana pool");
    pl.lands_played = r.get<uint8_t>("lands_played");
    pl.mulligans = r.get<uint8_t>("mulligans");
    read_enum(r, "mulligan state", pl.mulligan, static_cast<int>(MulliganState::Kept));
    read_bool(r, "drew_from_empty", pl.drew_from_empty);
    read_bool(r, "lost", pl.lost);
    pl.bottom_owed = r.get<uint8_t>("bottom_owed");
    pl.last_turn_started = r.get<uint16_t>("last_turn_started");
    pl.poison = r.get<uint8_t>("poison");
    read_ids(r, who + "'s library", pl.library, s.num_objects);
    read_ids(r, who + "'s hand", pl.hand, s.num_objects);
    read_ids(r, who + "'s graveyard", pl.graveyard, s.num_objects);
    read_ids(r, who + "'s exile", pl.exile, s.num_objects);
  }
  read_ids(r, "the battlefield", s.battlefield, s.num_objects);
  uint16_t n = r.get<uint16_t>("stack size");
  if (r.ok() && n > kMaxStack) r.fail("the stack holds " + std::to_string(n) + " items; the capacity is " + std::to_string(kMaxStack));
  for (uint16_t i = 0; i < n && r.ok(); ++i) {
    StackItem it;
    uint16_t id = r.get<uint16_t>("stack object");
    it.object = object_id(id);
    it.controller = r.get<uint8_t>("stack controller");
    it.ability = r.get<uint8_t>("stack ability");
    it.x = r.get<uint16_t>("stack x");
    for (Target& t : it.targets) read_target(r, t, s.num_objects);
    it.source_zone_changes = r.get<uint16_t>("stack source zone changes");
    if (r.ok() && (id >= s.num_objects || it.controller >= kNumPlayers))
      r.fail("stack item " + std::to_string(i) + " names a missing object or seat");
    if (r.ok()) s.stack.push_back(it);
  }
  n = r.get<uint16_t>("combat damage size");
  if (r.ok() && n > kMaxDamageAssignments) r.fail("too many combat damage assignments: " + std::to_string(n));
  for (uint16_t i = 0; i < n && r.ok(); ++i) {
    DamageAssignment d;
    uint16_t src = r.get<uint16_t>("damage source"), dst = r.get<uint16_t>("damage target");
    d.source = object_id(src);
    d.target = static_cast<ObjectId>(dst);
    d.player = r.get<uint8_t>("damage player");
    d.amount = r.get<int16_t>("damage amount");
    bool to_player = d.target == ObjectId::None;
    if (r.ok() && (src >= s.num_objects || (!to_player && dst >= s.num_objects) ||
                   (to_player ? d.player >= kNumPlayers : d.player >= kNumPlayers && d.player != 0xFF)))
      r.fail("combat damage assignment " + std::to_string(i) + " names a missing object or seat");
    if (r.ok()) s.combat_damage.push_back(d);
  }
  n = r.get<uint16_t>("interactions size");
  if (r.ok() && n > kMaxInteractions) r.fail("too many interactions: " + std::to_string(n));
  for (uint16_t i = 0; i < n && r.ok(); ++i) {
    Interaction it;
    uint16_t src = r.get<uint16_t>("interaction source");
    it.source = object_id(src);
    it.controller = r.get<uint8_t>("interaction controller");
    read_enum(r, "interaction phase", it.phase, static_cast<int>(RunPhase::Resolving));
    it.pc = r.get<uint16_t>("interaction pc");
    it.x = r.get<uint16_t>("interaction x");
    it.sp = r.get<uint8_t>("interaction sp");
    it.waiting = r.get<uint8_t>("interaction waiting");
    for (int16_t& v : it.stack) v = r.get<int16_t>("interaction stack");
    for (Target& t : it.targets) read_target(r, t, s.num_objects);
    it.ability = r.get<uint8_t>("interaction ability");
    it.cast_flags = r.get<uint8_t>("interaction cast flags");
    it.source_zone_changes = r.get<uint16_t>("interaction source zone changes");
    for (int16_t& v : it.vars) v = r.get<int16_t>("interaction register");
    if (r.ok() && (src >= s.num_objects || it.controller >= kNumPlayers || it.sp > kVmStackDepth || it.waiting > 1 || (it.cast_flags & ~kCastWithoutManaCost) ||
                   (it.ability > kMaxActivatedAbilities && (it.ability < kTriggeredAbilityBase ||
                                                             it.ability >= kTriggeredAbilityBase + kMaxTriggeredAbilities))))
      r.fail("interaction " + std::to_string(i) + " names a missing object or seat, or is malformed");
    if (r.ok()) s.interactions.push_back(it);
  }
  n = r.get<uint16_t>("effects size");
  if (r.ok() && n > kMaxEffects) r.fail("too many continuous effects: " + std::to_string(n));
  for (uint16_t i = 0; i < n && r.ok(); ++i) {
    ContinuousEffect e;
    uint16_t obj = r.get<uint16_t>("effect object");
    e.object = object_id(obj);
    e.zone_changes = r.get<uint16_t>("effect zone changes");
    uint16_t src = r.get<uint16_t>("effect source");
    e.source = static_cast<ObjectId>(src);
    e.power = r.get<int16_t>("effect power");
    e.toughness = r.get<int16_t>("effect toughness");
    e.keywords = r.get<uint16_t>("effect keywords");
    read_enum(r, "effect duration", e.duration, static_cast<int>(EffectDuration::UntilYourNextUpkeep));
    read_enum(r, "effect kind", e.kind, static_cast<int>(EffectKind::LoseKeywords));
    e.extra = r.get<uint16_t>("effect extra");
    e.timestamp = r.get<uint32_t>("effect timestamp");
    e.add_types = r.get<uint16_t>("effect add types");
    e.set_power = r.get<int16_t>("effect set power");
    e.set_toughness = r.get<int16_t>("effect set toughness");
    e.until_player = r.get<uint8_t>("effect until player");
    e.control = r.get<uint8_t>("effect control");
    if (r.ok() && e.control > kNumPlayers)
      r.fail("continuous effect " + std::to_string(i) + ": no such controller");
    if (r.ok() && e.until_player >= kNumPlayers) r.fail("continuous effect " + std::to_string(i) + ": no such player");
    if (r.ok() && (obj >= s.num_objects || (e.source != ObjectId::None && src >= s.num_objects)))
      r.fail("continuous effect " + std::to_string(i) + " names a missing object");
    if (r.ok()) s.effects.push_back(e);
  }
  n = r.get<uint16_t>("triggers size");
  if (r.ok() && n > kMaxPendingTriggers) r.fail("too many pending triggers: " + std::to_string(n));
  for (uint16_t i = 0; i < n && r.ok(); ++i) {
    PendingTrigger t;
    uint16_t src = r.get<uint16_t>("trigger source");
    t.source = object_id(src);
    t.source_zone_changes = r.get<uint16_t>("trigger source zone changes");
    t.controller = r.get<uint8_t>("trigger controller");
    t.index = r.get<uint8_t>("trigger index");
    read_target(r, t.about, s.num_objects);
    t.amount = r.get<int16_t>("trigger amount");
    if (r.ok() && (src >= s.num_objects || t.controller >= kNumPlayers || t.index >= kMaxTriggeredAbilities))
      r.fail("pending trigger " + std::to_string(i) + " names a missing object, seat or ability");
    if (r.ok()) s.triggers.push_back(t);
  }
  n = r.get<uint16_t>("counters size");
  if (r.ok() && n > kMaxCounterEntries) r.fail("too many counter entries: " + std::to_string(n));
  for (uint16_t i = 0; i < n && r.ok(); ++i) {
    CounterEntry e;
    uint16_t obj = r.get<uint16_t>("counter object");
    e.object = object_id(obj);
    read_enum(r, "counter kind", e.kind, static_cast<int>(CounterKind::Count) - 1);
    e.count = r.get<int16_t>("counter count");
    if (r.ok() && (obj >= s.num_objects || e.count <= 0))
      r.fail("counter entry " + std::to_string(i) + " names a missing object or has no counters");
    for (size_t k = 0; k < s.counters.size() && r.ok(); ++k)
      if (s.counters[k].object == e.object && s.counters[k].kind == e.kind)
        r.fail("counter entry " + std::to_string(i) + " repeats an (object, kind)");
    if (r.ok()) s.counters.push_back(e);
  }
  n = r.get<uint16_t>("shields size");
  if (r.ok() && n > kMaxShields) r.fail("too many prevention shields: " + std::to_string(n));
  for (uint16_t i = 0; i < n && r.ok(); ++i) {
    PreventionShield e;
    read_target(r, e.target, s.num_objects);
    uint16_t src = r.get<uint16_t>("shield source");
    e.source = static_cast<ObjectId>(src);
    e.amount = r.get<int16_t>("shield amount");
    e.flags = r.get<uint8_t>("shield flags");
    uint16_t from = r.get<uint16_t>("shield from");
    e.from = static_cast<ObjectId>(from);
    if (r.ok() && ((e.source != ObjectId::None && src >= s.num_objects) ||
                   (e.amount <= 0 && e.amount != kPreventAll) ||
                   e.flags > (kShieldCombatOnly | kShieldOnce | kShieldGainLife | kShieldRedirect | kShieldReflect | kShieldToP2) ||
                   (e.from != ObjectId::None && from >= s.num_objects)))
      r.fail("prevention shield " + std::to_string(i) + " names a missing object or is malformed");
    if (r.ok()) s.shields.push_back(e);
  }
  n = r.get<uint16_t>("delayed triggers size");
  if (r.ok() && n > kMaxDelayedTriggers) r.fail("too many delayed triggers: " + std::to_string(n));
  for (uint16_t i = 0; i < n && r.ok(); ++i) {
    DelayedTrigger d;
    uint16_t src = r.get<uint16_t>("delayed trigger source");
    d.trig.source = object_id(src);
    d.trig.source_zone_changes = r.get<uint16_t>("delayed trigger source zone changes");
    d.trig.controller = r.get<uint8_t>("delayed trigger controller");
    d.trig.index = r.get<uint8_t>("delayed trigger index");
    read_target(r, d.trig.about, s.num_objects);
    const uint8_t step = r.get<uint8_t>("delayed trigger step");
    d.step = static_cast<Step>(step);
    if (r.ok() && (src >= s.num_objects || d.trig.controller >= kNumPlayers ||
                   d.trig.index >= kMaxTriggeredAbilities || step >= static_cast<int>(Step::Count)))
      r.fail("delayed trigger " + std::to_string(i) + " names a missing object, seat, ability or step");
    if (r.ok()) s.delayed.push_back(d);
  }
  n = r.get<uint16_t>("activation counts size");
  if (r.ok() && n > kMaxActivationCounts) r.fail("too many activation counts: " + std::to_string(n));
  for (uint16_t i = 0; i < n && r.ok(); ++i) {
    ActivationCount e;
    uint16_t obj = r.get<uint16_t>("activation count object");
    e.object = object_id(obj);
    e.zone_changes = r.get<uint16_t>("activation count zone changes");
    e.ability = r.get<uint8_t>("activation count ability");
    e.count = r.get<uint8_t>("activation count");
    if (r.ok() && (obj >= s.num_objects || e.count == 0 || e.ability >= kMaxActivatedAbilities))
      r.fail("activation count " + std::to_string(i) + " names a missing object or is malformed");
    if (r.ok()) s.activation_counts.push_back(e);
  }
  n = r.get<uint16_t>("chosen size");
  if (r.ok() && n > kMaxChosen) r.fail("too many chosen values: " + std::to_string(n));
  for (uint16_t i = 0; i < n && r.ok(); ++i) {
    ChosenEntry e;
    uint16_t obj = r.get<uint16_t>("chosen object");
    e.object = object_id(obj);
    e.zone_changes = r.get<uint16_t>("chosen zone changes");
    read_enum(r, "chosen kind", e.kind, static_cast<int>(ChosenKind::Count) - 1);
    e.value = r.get<int16_t>("chosen value");
    if (r.ok() && obj >= s.num_objects) r.fail("chosen value " + std::to_string(i) + " names a missing object");
    if (r.ok()) s.chosen.push_back(e);
  }
  for (int i = 0; i < s.num_objects && r.ok(); ++i) {
    read_object(r, s.objects[i], i, s.num_objects);
    s.any_tokens |= s.objects[i].has(kToken);
    s.any_legendary |= s.objects[i].zone == Zone::Battlefield &&
                       (s.objects[i].supertypes & supertype_bit(Supertype::Legendary)) != 0;
  }
  if (r.ok() && r.remaining() != 0) r.fail(std::to_string(r.remaining()) + " unexpected bytes after the last object");
  if (r.ok()) check_pending(r, s);
  if (r.ok()) check_zones(r, s);
  if (r.ok()) recount_hands(s);  // derived, not encoded (rules/hand_tally.h)
  if (r.ok()) recount_mana_tallies(s);  // likewise (rules/mana_tally.h)
  for (const CounterEntry& e : s.counters)  // 122.2, 400.7: only permanents have counters here
    if (r.ok() && s.obj(e.object).zone != Zone::Battlefield)
      r.fail("counters on object " + std::to_string(raw(e.object)) + ", which is not on the battlefield");
  if (!r.ok()) return Status::error(prefix + r.error());
  return Status::ok();
}

void apply_state_flags(GameState& s, uint16_t flags) {
  if (flags & kStateFlagReseed) {
    s.rng = Rng::from_seed(s.seed);
    for (Player& p : s.players) s.rng.shuffle(p.library.begin(), p.library.size());
  }
}

}  // namespace rwd
