// The field description (rules/state_fields.h): it lists every field of every struct of the
// state in declaration order, the hash's one-piece shortcut for flat structs gives the same
// digest as hashing each field, and each role does what it says in the codec, the hash and
// equality.
#include "rules/state_fields.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "cards/builtin.h"
#include "cards/deck.h"
#include "core/hash.h"
#include "core/rng.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/state_codec.h"
#include "rules/state_hash.h"

namespace rwd {
namespace {

using fields::Described;
using fields::kIsFixedVec;
using fields::kIsLive;
using fields::Spec;

// How many initializers a braced initialization of aggregate T takes: one per field, an
// array field's elements one by one (brace elision). A value that converts to anything
// stands in for each; the largest count that compiles is found by bisection.
struct AnyValue {
  template <typename T>
  operator T() const;  // NOLINT: declared only, for unevaluated use
};
template <typename T, size_t... I>
constexpr bool takes(std::index_sequence<I...>) {
  return requires {
    T{(void(I), AnyValue{})...};
  };
}
template <typename T, size_t Lo = 0, size_t Hi = 1024>  // T{Lo values} compiles, T{Hi} does not
constexpr size_t initializers() {
  if constexpr (Hi - Lo <= 1) {
    return Lo;
  } else {
    constexpr size_t kMid = (Lo + Hi) / 2;
    if constexpr (takes<T>(std::make_index_sequence<kMid>{}))
      return initializers<T, kMid, Hi>();
    else
      return initializers<T, Lo, kMid>();
  }
}

// Walks a struct's description and checks that each field starts where the previous one
// ends, up to its alignment, and that the last one ends the struct: so no field is missing
// (one would leave a gap), listed twice or out of order, and that the struct takes as many
// initializers as the fields listed (so that none hides in its tail padding). Recurses into
// every described struct a field holds, so a walk from GameState checks every struct of the
// state.
class LayoutProbe {
 public:
  LayoutProbe(const void* base, std::string where, std::vector<std::string>& problems)
      : base_(static_cast<const char*>(base)), where_(std::move(where)), problems_(problems) {}

  template <typename T>
  void operator()(const char* name, Spec, T&& f) {
    using U = std::remove_cvref_t<T>;
    if constexpr (kIsLive<U>) {
      using E = std::remove_const_t<std::remove_pointer_t<decltype(f.items)>>;
      at(name, f.items, f.capacity * sizeof(E), alignof(E));
      initializers_ += f.capacity;
      inner<E>(name);
    } else {
      at(name, &f, sizeof(U), alignof(U));
      initializers_ += std::is_array_v<U> ? std::extent_v<U> : 1;
      if constexpr (Described<U>) inner<U>(name);
      if constexpr (kIsFixedVec<U>) inner<typename U::value_type>(name);
      if constexpr (std::is_array_v<U>) inner<std::remove_all_extents_t<U>>(name);
    }
  }
  template <typename P, typename... T>
  void require(const char*, P, T&...) {}

  template <typename S>
  void finish() {
    size_t end = (end_ + alignof(S) - 1) / alignof(S) * alignof(S);
    if (end != sizeof(S))
      problems_.push_back(where_ + ": the fields end at " + std::to_string(end_) + " of " +
                          std::to_string(sizeof(S)));
    if (initializers_ != initializers<S>())
      problems_.push_back(where_ + ": the fields listed take " + std::to_string(initializers_) +
                          " initializers, the struct " + std::to_string(initializers<S>()));
  }

 private:
  void at(const char* name, const void* p, size_t size, size_t align) {
    size_t off = static_cast<size_t>(static_cast<const char*>(p) - base_);
    size_t expected = (end_ + align - 1) / align * align;
    if (off != expected)
      problems_.push_back(where_ + "." + name + " is at byte " + std::to_string(off) +
                          ", expected " + std::to_string(expected) +
                          " (a field missing before it, or out of order)");
    end_ = off + size;
  }
  template <typename E>
  void inner(const char* name) {
    if constexpr (Described<E>) check_layout<E>(where_ + "." + name, problems_);
  }

 public:
  template <typename S>
  static void check_layout(const std::string& where, std::vector<std::string>& problems) {
    auto s = std::make_unique<S>();
    LayoutProbe p(s.get(), where, problems);
    fields::visit(p, *s);
    p.finish<S>();
  }

 private:
  const char* base_;
  std::string where_;
  std::vector<std::string>& problems_;
  size_t end_ = 0;
  size_t initializers_ = 0;
};

TEST(StateFieldsTest, EveryStructListsEveryFieldInDeclarationOrder) {
  std::vector<std::string> problems;
  LayoutProbe::check_layout<GameState>("GameState", problems);
  std::string all;
  for (const std::string& p : problems) all += p + "\n";
  EXPECT_TRUE(problems.empty()) << all;
}

// A test-only hash of the same fields, each one on its own (no one-piece shortcut).
class FieldByFieldHash {
 public:
  explicit FieldByFieldHash(Hasher& h) : h_(h) {}
  template <typename T>
  void operator()(const char*, Spec spec, T&& f) {
    if (hashed(spec.role)) add(f);
  }
  template <typename P, typename... T>
  void require(const char*, P, T&...) {}

 private:
  template <typename T>
  void add(const T& f) {
    if constexpr (Described<T>) {
      fields::visit(*this, f);
    } else if constexpr (kIsLive<T>) {
      for (size_t i = 0; i < f.size; ++i) add(f.items[i]);
    } else if constexpr (kIsFixedVec<T>) {
      h_.add(static_cast<uint16_t>(f.size()));
      for (const auto& e : f) add(e);
    } else if constexpr (std::is_array_v<T>) {
      for (const auto& e : f) add(e);
    } else if constexpr (std::is_same_v<T, bool>) {
      h_.add(static_cast<uint8_t>(f));
    } else {
      h_.add(f);
    }
  }
  Hasher& h_;
};

uint64_t field_by_field_hash(const GameState& s) {
  Hasher h;
  FieldByFieldHash v(h);
  fields::visit(v, s);
  return h.digest();
}

GameSetup setup_for(uint64_t seed) {
  GameSetup s;
  for (int p = 0; p < kNumPlayers; ++p) {
    const BuiltinDeck& d = builtin_decks()[p];
    s.players[p].deck_name = d.id;
    s.players[p].deck = *resolve_deck(*parse_deck(d.text, d.id), builtin_card_db());
  }
  s.seed = seed;
  return s;
}

TEST(StateFieldsTest, TheHashOfFlatStructsInOnePieceEqualsTheHashOfTheirFields) {
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    Game g = *Game::create(setup_for(seed), builtin_card_db());
    Rng pick = Rng::from_seed(seed);
    while (!g.over()) {
      ASSERT_EQ(hash_state(state_of(g)), field_by_field_hash(state_of(g)))
          << "seed " << seed << " frame " << g.inputs();
      OptionList opts;
      g.options(opts);
      ASSERT_TRUE(g.apply(static_cast<int>(pick.below(static_cast<uint32_t>(opts.size())))));
    }
  }
}

GameState mid_game() {
  Game g = *Game::create(setup_for(4), builtin_card_db());
  Rng pick = Rng::from_seed(4);
  while (!g.over() && g.inputs() < 50) {
    OptionList opts;
    g.options(opts);
    EXPECT_TRUE(g.apply(static_cast<int>(pick.below(static_cast<uint32_t>(opts.size())))));
  }
  return state_of(g);
}

TEST(StateFieldsTest, AStateFieldIsEncodedHashedAndCompared) {
  const GameState a = mid_game();
  GameState b = a;
  b.players[1].life += 1;
  EXPECT_NE(encode_state(a), encode_state(b));
  EXPECT_NE(hash_state(a), hash_state(b));
  EXPECT_FALSE(a == b);
}

TEST(StateFieldsTest, ACacheIsEncodedAndComparedButNotHashed) {
  const GameState a = mid_game();
  GameState b = a;
  b.sba_dirty = !a.sba_dirty;
  EXPECT_NE(encode_state(a), encode_state(b));
  EXPECT_EQ(hash_state(a), hash_state(b));
  EXPECT_FALSE(a == b);
}

TEST(StateFieldsTest, DerivedDataIsComparedAndRecomputedButNeitherEncodedNorHashed) {
  const GameState a = mid_game();
  GameState b = a;
  b.players[0].hand_lands += 1;
  EXPECT_EQ(encode_state(a), encode_state(b));
  EXPECT_EQ(hash_state(a), hash_state(b));
  EXPECT_FALSE(a == b);
  GameState back;
  ASSERT_TRUE(decode_state(encode_state(b), back));
  EXPECT_TRUE(back == a);  // the tally is recounted from the hand
}

TEST(StateFieldsTest, AHintIsNeitherEncodedHashedNorCompared) {
  const GameState a = mid_game();
  GameState b = a;
  b.any_legendary = !a.any_legendary;
  EXPECT_EQ(encode_state(a), encode_state(b));
  EXPECT_EQ(hash_state(a), hash_state(b));
  EXPECT_TRUE(a == b);
}

TEST(StateFieldsTest, OnlyLiveObjectsAndListEntriesCount) {
  const GameState a = mid_game();
  GameState b = a;
  b.objects[b.num_objects].power = 99;  // past num_objects: not an object of this game
  b.stack.push_back(StackItem{});
  b.stack.pop_back();  // the slot past size() now holds something else
  EXPECT_EQ(encode_state(a), encode_state(b));
  EXPECT_EQ(hash_state(a), hash_state(b));
  EXPECT_TRUE(a == b);
}

}  // namespace
}  // namespace rwd
