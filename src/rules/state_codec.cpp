// The state codec: an encoder and a decoder visiting the field description
// (rules/state_fields.h); layout and validation rules in state_codec.h.
#include "rules/state_codec.h"

#include <bit>
#include <cstring>
#include <type_traits>

#include "rules/hand_tally.h"
#include "rules/mana_tally.h"
#include "rules/state_codec_checks.h"
#include "rules/state_fields.h"

namespace rwd {

namespace {

using fields::Described;
using fields::kIsFixedVec;
using fields::kIsLive;
using fields::Rule;
using fields::Spec;

// How a scalar field travels: as the unsigned integer of its width (an enum as its
// underlying type, a bool as one byte).
template <typename T>
struct WireOf {
  using type = std::make_unsigned_t<T>;
};
template <>
struct WireOf<bool> {
  using type = uint8_t;
};
template <typename T>
requires std::is_enum_v<T>
struct WireOf<T> {
  using type = std::make_unsigned_t<std::underlying_type_t<T>>;
};
template <typename T>
using Wire = typename WireOf<T>::type;

class Encoder {
 public:
  explicit Encoder(std::string& out) : out_(out) {}

  template <typename T>
  void operator()(const char*, Spec spec, T&& f) {
    if (encoded(spec.role)) write(f);
  }
  template <typename P, typename... T>
  void require(const char*, P, T&...) {}

  template <typename U>
  void put(U u) {  // little-endian, fixed width
    char b[sizeof(U)];
    for (size_t i = 0; i < sizeof(U); ++i) b[i] = static_cast<char>((u >> (8 * i)) & 0xFF);
    out_.append(b, sizeof(U));
  }

 private:
  template <typename T>
  void write(const T& f) {
    if constexpr (Described<T>) {
      fields::visit(*this, f);
    } else if constexpr (kIsLive<T>) {
      for (size_t i = 0; i < f.size; ++i) write(f.items[i]);
    } else if constexpr (kIsFixedVec<T>) {
      put(static_cast<uint16_t>(f.size()));
      for (const auto& e : f) write(e);
    } else if constexpr (std::is_array_v<T>) {
      for (const auto& e : f) write(e);
    } else {
      put(static_cast<Wire<T>>(f));
    }
  }

  std::string& out_;
};

// Where the decoder is, for messages: "players[1].hand[3]".
class Path {
 public:
  void push(const char* name) { steps_[depth_++] = {name, -1}; }
  void push(size_t index) { steps_[depth_++] = {nullptr, static_cast<int>(index)}; }
  void pop() { --depth_; }
  std::string str() const {
    std::string s;
    for (int i = 0; i < depth_; ++i) {
      if (steps_[i].name) {
        if (!s.empty()) s += '.';
        s += steps_[i].name;
      } else {
        s += '[' + std::to_string(steps_[i].index) + ']';
      }
    }
    return s;
  }

 private:
  struct Step {
    const char* name;
    int index;
  };
  Step steps_[16];  // the deepest path has five steps: delayed[3].trig.about.kind
  int depth_ = 0;
};

// Reads fields in the description's order, checking each as it is read; the first failure
// sticks and ends the walk.
class Decoder {
 public:
  Decoder(std::string_view in, size_t pos, GameState& s) : in_(in), pos_(pos), s_(s) {}

  template <typename T>
  [[gnu::always_inline]] void operator()(const char* name, Spec spec, T&& f) {
    if (!ok() || !encoded(spec.role)) return;
    path_.push(name);
    read(spec, f);
    path_.pop();
  }
  template <typename P, typename T>
  void require(const char* what, P pred, const T& o) {
    if (ok() && !pred(o)) fail(what);
  }

  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  size_t remaining() const { return in_.size() - pos_; }

 private:
  void fail(const std::string& message) {
    if (ok()) error_ = path_.str() + ": " + message;
  }

  template <typename T>
  [[gnu::always_inline]] void element(Spec spec, size_t i, T& e) {
    path_.push(i);
    read(spec, e);
    path_.pop();
  }

  template <typename T>
  [[gnu::always_inline]] void read(Spec spec, T& f) {
    if constexpr (Described<T>) {
      fields::visit(*this, f);
    } else if constexpr (kIsLive<T>) {
      if (f.size > f.capacity) return fail("the capacity is " + std::to_string(f.capacity));
      for (size_t i = 0; i < f.size && ok(); ++i) element(spec, i, f.items[i]);
    } else if constexpr (kIsFixedVec<T>) {
      uint16_t n = get<uint16_t>();
      if (ok() && n > T::kCapacity)
        fail("holds " + std::to_string(n) + " items; the capacity is " +
             std::to_string(T::kCapacity));
      f.clear();
      for (size_t i = 0; i < n && ok(); ++i) {
        typename T::value_type e{};
        element(spec, i, e);
        if (ok()) f.push_back(e);
      }
    } else if constexpr (std::is_array_v<T>) {
      for (size_t i = 0; i < std::extent_v<T> && ok(); ++i) element(spec, i, f[i]);
    } else {
      scalar(spec, f);
    }
  }

  template <typename T>
  [[gnu::always_inline]] void scalar(Spec spec, T& f) {
    using U = Wire<T>;
    U u = get<U>();
    if (!ok()) return;
    if constexpr (std::is_same_v<T, bool>) {
      if (u > 1) return fail("is " + std::to_string(u) + ", not 0 or 1");
      f = u == 1;
    } else {
      if (!passes(spec, u, is_signed<T>())) return fail(why(spec, u, is_signed<T>()));
      f = static_cast<T>(u);
    }
  }

  template <typename T>
  static constexpr bool is_signed() {
    if constexpr (std::is_enum_v<T>)
      return false;
    else
      return std::is_signed_v<T>;
  }

  // Whether raw value `u` passes `spec`'s check.
  template <typename U>
  [[gnu::always_inline]] bool passes(Spec spec, U u, bool is_signed) const {
    const uint64_t v = u;
    switch (spec.rule) {
      case Rule::Any:
        return true;
      case Rule::Below:
        return v < spec.limit;
      case Rule::Bits:
        return (v & ~uint64_t{spec.limit}) == 0;
      case Rule::Seat:
        return v < kNumPlayers;
      case Rule::SeatOrNone:
        return v < kNumPlayers || v == none<U>();
      case Rule::Object:
        return v < s_.num_objects;
      case Rule::ObjectOrNone:
        return v < s_.num_objects || v == none<U>();
      case Rule::Positive:
        return signed_value(u, is_signed) > 0;
      case Rule::Ability:
        return v <= kMaxActivatedAbilities || v == kEntryAbility ||
               (v >= kTriggeredAbilityBase && v < kTriggeredAbilityBase + kMaxTriggeredAbilities);
    }
    return true;
  }

  // Why raw value `u` fails `spec`'s check.
  template <typename U>
  std::string why(Spec spec, U u, bool is_signed) const {
    const std::string is = "is " + std::to_string(signed_value(u, is_signed));
    switch (spec.rule) {
      case Rule::Below:
        return is + ", out of range (below " + std::to_string(spec.limit) + ")";
      case Rule::Bits:
        return is + ", which has unknown bits";
      case Rule::Seat:
      case Rule::SeatOrNone:
        return is + ", not a seat";
      case Rule::Object:
      case Rule::ObjectOrNone:
        return "is object " + std::to_string(u) + ", but there are " +
               std::to_string(s_.num_objects) + " objects";
      case Rule::Positive:
        return is + ", not positive";
      case Rule::Ability:
        return "names ability " + std::to_string(u) + ", which no card has";
      case Rule::Any:
        break;
    }
    return is;
  }

  template <typename U>
  static constexpr uint64_t none() {  // ObjectId::None, PlayerId::None
    return static_cast<U>(~U{0});
  }
  template <typename U>
  static long long signed_value(U u, bool is_signed) {
    return is_signed ? static_cast<long long>(static_cast<std::make_signed_t<U>>(u))
                     : static_cast<long long>(u);
  }

  template <typename U>
  [[gnu::always_inline]] U get() {
    if (in_.size() - pos_ < sizeof(U)) {
      truncated();
      return U{};
    }
    U u = 0;
    if constexpr (std::endian::native == std::endian::little) {
      std::memcpy(&u, in_.data() + pos_, sizeof(U));
    } else {
      for (size_t i = 0; i < sizeof(U); ++i)
        u = static_cast<U>(u | (static_cast<U>(static_cast<uint8_t>(in_[pos_ + i])) << (8 * i)));
    }
    pos_ += sizeof(U);
    return u;
  }

  [[gnu::noinline]] void truncated() {
    if (!ok()) return;
    error_ = "truncated at " + path_.str() + " (byte " + std::to_string(pos_) + " of " +
             std::to_string(in_.size()) + ")";
  }

  std::string_view in_;
  size_t pos_;
  GameState& s_;
  Path path_;
  std::string error_;
};

uint16_t get_u16(std::string_view bytes, size_t at) {
  return static_cast<uint16_t>(static_cast<uint8_t>(bytes[at]) | static_cast<uint8_t>(bytes[at + 1])
                                                                     << 8);
}

// The fields that are not encoded (fields::Role Derived and Hint), from what was decoded.
void recompute_derived(GameState& s) {
  for (int i = 0; i < s.num_objects; ++i) {
    const Object& o = s.objects[i];
    s.any_tokens |= o.has(kToken);
    s.entry_choices |= o.has(kEntryChoice);
    s.any_legendary |=
        o.zone == Zone::Battlefield && (o.supertypes & supertype_bit(Supertype::Legendary)) != 0;
  }
  recount_hands(s);         // rules/hand_tally.h
  recount_mana_tallies(s);  // rules/mana_tally.h
}

}  // namespace

std::string encode_state(const GameState& s) {
  std::string out;
  out.reserve(512 + s.num_objects * sizeof(Object));
  out.append(kStateMagic, 4);
  Encoder w(out);
  w.put(kStateCodecVersion);
  w.put(uint16_t{0});
  fields::visit(w, s);
  return out;
}

Status decode_state(std::string_view bytes, GameState& s, uint16_t* flags_out) {
  const std::string prefix = "state snapshot: ";
  if (bytes.size() < kStatePreambleSize || std::memcmp(bytes.data(), kStateMagic, 4) != 0)
    return Status::error(prefix + "not a state snapshot (bad magic or too short)");
  const uint16_t version = get_u16(bytes, 4);
  const std::string reads = "; this engine reads version " + std::to_string(kStateCodecVersion);
  if (version < kStateCodecVersion)
    return Status::error(prefix + "snapshot codec version " + std::to_string(version) +
                         " is from an older release" + reads);
  if (version > kStateCodecVersion)
    return Status::error(prefix + "snapshot codec version " + std::to_string(version) +
                         " is from a newer release" + reads);
  const uint16_t flags = get_u16(bytes, kStateFlagsOffset);
  if (flags & ~kStateKnownFlags)
    return Status::error(prefix + "unknown flags " + std::to_string(flags));
  if (flags_out) *flags_out = flags;
  s = GameState{};
  Decoder r(bytes, 8, s);
  fields::visit(r, s);
  if (!r.ok()) return Status::error(prefix + r.error());
  if (r.remaining() != 0)
    return Status::error(prefix + std::to_string(r.remaining()) +
                         " unexpected bytes after the last field");
  if (std::string problem = snapshot_state_problem(s); !problem.empty())
    return Status::error(prefix + problem);
  recompute_derived(s);
  return Status::ok();
}

void apply_state_flags(GameState& s, uint16_t flags) {
  if (flags & kStateFlagReseed) {
    s.rng = Rng::from_seed(s.seed);
    for (Player& p : s.players) s.rng.shuffle(p.library.begin(), p.library.size());
  }
}

}  // namespace rwd
