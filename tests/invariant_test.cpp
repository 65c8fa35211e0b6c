// Whole-game conformance over thousands of seeded random games (STYLE habit 9): after every
// answer the state passes the engine's state checker (rules/state_check.h: structure, cards
// conserved, options as the rules generate them and in canonical order), a copy equals the
// original and hashes the same, the same answer applied to the copy gives the same state,
// and every game ends. Plus replay and seed determinism.
#include <gtest/gtest.h>

#include <chrono>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "bots/controller.h"
#include "cards/builtin.h"
#include "cli/session.h"
#include "game/card_pool.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/options.h"
#include "rules/state_check.h"

namespace rwd {
namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif
#else
constexpr bool kSanitized = false;
#endif

#if defined(REWIND_CHECK_STATE)
constexpr bool kCheckedBuild = true;  // debug or sanitizer build: slower
#else
constexpr bool kCheckedBuild = false;
#endif

// Release: >= 2000 games; sanitizer and debug builds run far slower, so fewer.
constexpr int kGames = kSanitized ? 500 : kCheckedBuild ? 300 : 2000;
constexpr int kMaxInputs = 5000;  // a random game that has not ended by then never will
// Recomputing every object's characteristics at every frame copies the state: release only
// (sanitizer and debug builds check the rest at every step of every test anyway).
constexpr bool kCheckCharacteristics = !kCheckedBuild;

// Every ordered pair of built-in decks (mirrors included), loaded once.
struct DeckPairs {
  std::vector<PlayerSetup> decks;
  std::vector<std::pair<int, int>> pairs;
};

const DeckPairs& deck_pairs() {
  static const DeckPairs dp = [] {
    DeckPairs d;
    for (const DeckInfo& b : CardPool::builtin_decks()) {
      Result<PlayerSetup> ps = CardPool::builtin().deck(b.id);
      if (!ps) {
        ADD_FAILURE() << "built-in deck " << b.id << ": " << ps.message();
        continue;
      }
      d.decks.push_back(*ps);
    }
    for (int i = 0; i < static_cast<int>(d.decks.size()); ++i)
      for (int j = 0; j < static_cast<int>(d.decks.size()); ++j) d.pairs.push_back({i, j});
    return d;
  }();
  return dp;
}

GameSetup setup_for(int game_index, uint64_t seed) {
  const DeckPairs& dp = deck_pairs();
  auto [a, b] = dp.pairs[static_cast<size_t>(game_index) % dp.pairs.size()];
  GameSetup s;
  s.players[0] = dp.decks[a];
  s.players[1] = dp.decks[b];
  s.seed = seed;
  return s;
}

std::string where(const Game& g) {
  return "seed " + std::to_string(g.seed()) + ", after input " + std::to_string(g.inputs()) +
         " (turn " + std::to_string(g.turn()) + ")";
}

// Failures grouped by kind: the count and the first message of each.
struct Failures {
  std::map<std::string, std::pair<int, std::string>> by_kind;
  void add(const std::string& kind, const std::string& msg) {
    auto& f = by_kind[kind];
    if (f.first++ == 0) f.second = msg;
  }
  void report() const {
    for (const auto& [kind, f] : by_kind)
      ADD_FAILURE() << kind << ": " << f.first << " time(s); first: " << f.second;
  }
};

// Plays one seeded random game from `setup`, checking the invariants at every frame; adds
// each problem to `fails`. Returns true iff the game ran to its end unbroken.
bool play_checked_game(const GameSetup& setup, const CardDb& db, Failures& fails,
                       long long& total_inputs, int* tokens_made = nullptr) {
  auto rnd = make_random_controller();
  OptionList opts;
  const int deck_size[kNumPlayers] = {static_cast<int>(setup.players[0].deck.size()),
                                      static_cast<int>(setup.players[1].deck.size())};
  Result<Game> created = Game::create(setup, db);
  if (!created.is_ok()) {
    ADD_FAILURE() << created.message();
    return false;
  }
  Game g = *created;
  bool broken = false;
  for (;;) {
    // Every invariant of the engine's state checker (rules/state_check.h), with each
    // player's cards conserved and the kept options equal to legal_options, in canonical
    // order, at least two of them.
    StateCheckOptions check;
    check.deck_sizes = deck_size;
    check.options = &g.options();
    check.characteristics = kCheckCharacteristics;
    if (std::string e = state_problem(state_of(g), g.db(), check); !e.empty()) {
      fails.add("state invariant", e + " (" + where(g) + ")");
      broken = true;
      break;
    }
    if (g.over()) break;
    if (static_cast<int>(g.inputs()) >= kMaxInputs) {
      fails.add("game did not end",
                "still going after " + std::to_string(kMaxInputs) + " inputs (" + where(g) + ")");
      broken = true;
      break;
    }
    g.options(opts);
    // The game keeps its options from when it reached the decision (checked above against
    // the rules): a copy keeps the same.
    OptionList fresh;
    Game copy = g;
    if (!(copy == g) || copy.hash() != g.hash()) fails.add("copy differs", where(g));
    OptionList copied;
    copy.options(copied);
    if (!(copied == opts)) fails.add("a copy's options differ", where(g));
    // A determinized copy (hidden cards re-dealt) regenerates them for its own state.
    Game other = g.determinized(opponent(g.pending().player), g.inputs());
    legal_options(state_of(other), other.db(), fresh);
    other.options(copied);
    if (!(copied == fresh)) fails.add("a determinized game's options are stale", where(g));
    const uint64_t before = g.hash();
    const uint32_t inputs_before = g.inputs();
    Result<int> a = rnd->choose(g, g.pending().player);
    if (!a.is_ok()) {
      ADD_FAILURE() << a.message();
      return false;
    }
    Status st = g.apply(*a);
    if (!st) {
      fails.add("legal answer rejected", st.message() + " (" + where(g) + ")");
      broken = true;
      break;
    }
    ++total_inputs;
    if (g.inputs() != inputs_before + 1) fails.add("inputs counter", where(g));
    const uint64_t after = g.hash();
    if (after == before) fails.add("hash unchanged by an input", where(g));
    Status st2 = copy.apply(*a);
    if (!st2 || !(copy == g) || copy.hash() != after)
      fails.add("same answer on a copy gives a different game",
                "answer " + std::to_string(*a) + " (" + where(g) + ")");
  }
  if (tokens_made) *tokens_made += state_of(g).num_objects - deck_size[0] - deck_size[1];
  return !broken;
}

TEST(InvariantTest, ThousandsOfRandomGames) {
  const CardDb& db = builtin_card_db();
  ASSERT_GE(deck_pairs().decks.size(), 2u);
  Failures fails;
  long long total_inputs = 0;
  int finished = 0;
  for (int gi = 0; gi < kGames; ++gi)
    finished +=
        play_checked_game(setup_for(gi, 1000 + static_cast<uint64_t>(gi)), db, fails, total_inputs);
  fails.report();
  EXPECT_EQ(finished, kGames);
  RecordProperty("games", kGames);
  RecordProperty("inputs", std::to_string(total_inputs));
}

// Decks of token makers, sacrifice and zone effects (The Hive, Ball Lightning, Millstone,
// Hurkyl's Recall, Swords to Plowshares...): tokens are created, die, are bounced and cease
// to exist (704.5d) while every invariant holds (cards conserved, no object in two zones).
TEST(InvariantTest, RandomGamesWithTokensAndZoneEffects) {
  const CardDb& db = builtin_card_db();
  auto deck = [&](std::initializer_list<std::pair<const char*, int>> cards) {
    PlayerSetup p;
    p.deck_name = "tokens";
    for (const auto& [name, n] : cards) {
      std::optional<CardDefId> id = db.find(name);
      EXPECT_TRUE(id) << name;
      for (int i = 0; id && i < n; ++i) p.deck.push_back(*id);
    }
    return p;
  };
  const PlayerSetup a = deck({{"The Hive", 4},
                              {"Ball Lightning", 4},
                              {"Millstone", 2},
                              {"Orcish Artillery", 3},
                              {"Psionic Entity", 2},
                              {"Swords to Plowshares", 4},
                              {"Mountain", 14},
                              {"Plains", 4},
                              {"Island", 3}});
  const PlayerSetup b = deck({{"Hurkyl's Recall", 4},
                              {"Crumble", 3},
                              {"Energy Tap", 3},
                              {"Onulet", 4},
                              {"Carrion Ants", 3},
                              {"Uthden Troll", 3},
                              {"Forest", 8},
                              {"Island", 6},
                              {"Swamp", 4},
                              {"Mountain", 2}});
  Failures fails;
  long long total_inputs = 0;
  int finished = 0;
  const int games = kGames / 10;
  int token_slots = 0;  // object slots tokens took, summed over the games
  for (int gi = 0; gi < games; ++gi) {
    GameSetup setup;
    setup.players[gi % 2] = a;
    setup.players[1 - gi % 2] = b;
    setup.seed = 5000 + static_cast<uint64_t>(gi);
    finished += play_checked_game(setup, db, fails, total_inputs, &token_slots);
  }
  fails.report();
  EXPECT_EQ(finished, games);
  EXPECT_GT(token_slots, games / 4);  // the games did make tokens
}

// Decks of "choose" cards (614.12: Black Vise, The Rack, Cursed Rack, Hall of Triumph, Cover
// of Darkness; Catastrophe, Corpse Churn as they resolve): choose decisions, remembered
// choices and what reads them keep every invariant.
TEST(InvariantTest, RandomGamesWithChoices) {
  const CardDb& db = builtin_card_db();
  auto deck = [&](std::initializer_list<std::pair<const char*, int>> cards) {
    PlayerSetup p;
    p.deck_name = "choices";
    for (const auto& [name, n] : cards) {
      std::optional<CardDefId> id = db.find(name);
      EXPECT_TRUE(id) << name;
      for (int i = 0; id && i < n; ++i) p.deck.push_back(*id);
    }
    return p;
  };
  const PlayerSetup a = deck({{"Black Vise", 4},
                              {"The Rack", 4},
                              {"Cursed Rack", 3},
                              {"Catastrophe", 3},
                              {"Savannah Lions", 4},
                              {"Plains", 12},
                              {"Island", 2}});
  const PlayerSetup b = deck({{"Hall of Triumph", 3},
                              {"Cover of Darkness", 4},
                              {"Corpse Churn", 4},
                              {"Mons's Goblin Raiders", 4},
                              {"Grizzly Bears", 4},
                              {"Swamp", 10},
                              {"Forest", 5}});
  Failures fails;
  long long total_inputs = 0;
  int finished = 0;
  const int games = kGames / 10;
  for (int gi = 0; gi < games; ++gi) {
    GameSetup setup;
    setup.players[gi % 2] = a;
    setup.players[1 - gi % 2] = b;
    setup.seed = 7000 + static_cast<uint64_t>(gi);
    finished += play_checked_game(setup, db, fails, total_inputs);
  }
  fails.report();
  EXPECT_EQ(finished, games);
}

// Plays one random game; returns the answers given and the hash after each of them.
void play_random(const GameSetup& setup, std::vector<int>* answers, std::vector<uint64_t>* hashes) {
  Result<Game> created = Game::create(setup, builtin_card_db());
  ASSERT_TRUE(created.is_ok()) << created.message();
  Game g = *created;
  auto rnd = make_random_controller();
  hashes->push_back(g.hash());
  while (!g.over() && static_cast<int>(g.inputs()) < kMaxInputs) {
    Result<int> a = rnd->choose(g, g.pending().player);
    ASSERT_TRUE(a.is_ok()) << a.message();
    ASSERT_TRUE(g.apply(*a).is_ok());
    answers->push_back(*a);
    hashes->push_back(g.hash());
  }
  ASSERT_TRUE(g.over()) << "seed " << setup.seed << " did not end";
}

TEST(InvariantTest, ReplayGivesSameHashes) {
  const int kReplays = kSanitized ? 9 : 45;
  for (int gi = 0; gi < kReplays; ++gi) {
    GameSetup setup = setup_for(gi, 777 + static_cast<uint64_t>(gi) * 31);
    std::vector<int> answers;
    std::vector<uint64_t> hashes;
    ASSERT_NO_FATAL_FAILURE(play_random(setup, &answers, &hashes));
    Result<Game> fresh = Game::create(setup, builtin_card_db());
    ASSERT_TRUE(fresh.is_ok());
    Game g = *fresh;
    ASSERT_EQ(g.hash(), hashes[0]) << "seed " << setup.seed << ": frame 0 differs";
    for (size_t i = 0; i < answers.size(); ++i) {
      ASSERT_FALSE(g.over()) << "seed " << setup.seed << ": replay ended early at input " << i + 1;
      ASSERT_TRUE(g.apply(answers[i]).is_ok()) << "seed " << setup.seed << ", input " << i + 1;
      ASSERT_EQ(g.hash(), hashes[i + 1])
          << "seed " << setup.seed << ": first divergent frame " << i + 1;
    }
    EXPECT_TRUE(g.over());
  }
}

// Records everything observable about a game: events, prompts, answers, hashes.
struct Recorder : GameListener {
  std::vector<std::string> lines;
  void on_event(const GameEvent& e) override { lines.push_back(e.type + "|" + e.text); }
};

std::vector<std::string> observe_game(const GameSetup& setup) {
  Recorder rec;
  std::vector<std::string>& out = rec.lines;
  Result<Game> created = Game::create(setup, builtin_card_db(), &rec);
  if (!created) return {"create failed: " + created.message()};
  Game& g = *created;
  auto rnd = make_random_controller();
  while (!g.over() && static_cast<int>(g.inputs()) < kMaxInputs) {
    out.push_back(g.decision().prompt);
    Result<int> a = rnd->choose(g, g.pending().player);
    if (!a) return {"choose failed"};
    out.push_back("answer " + std::to_string(*a));
    if (!g.apply(*a)) return {"apply failed"};
    out.push_back(std::to_string(g.hash()));
  }
  out.push_back(std::string("result ") + result_name(g.result()) + " turn " +
                std::to_string(g.turn()));
  return out;
}

TEST(DeterminismTest, SameSeedSameGame) {
  for (int gi = 0; gi < 9; ++gi) {
    GameSetup setup = setup_for(gi, 4242 + static_cast<uint64_t>(gi));
    std::vector<std::string> a = observe_game(setup), b = observe_game(setup);
    ASSERT_GT(a.size(), 10u);
    ASSERT_EQ(a.size(), b.size()) << "seed " << setup.seed;
    for (size_t i = 0; i < a.size(); ++i)
      ASSERT_EQ(a[i], b[i]) << "seed " << setup.seed << ", line " << i;
  }
}

TEST(DeterminismTest, DifferentSeedsDiffer) {
  // The same decks with different seeds: different shuffles, and (almost always) a different
  // game. Library order is a permutation of 60 cards, so a collision means the seed is unused.
  const int kSeeds = 40;
  std::set<std::vector<CardDefId>> openings;
  std::set<std::vector<std::string>> games;
  std::set<uint64_t> frame0;
  for (int i = 0; i < kSeeds; ++i) {
    GameSetup setup = setup_for(0, 100 + static_cast<uint64_t>(i));
    Result<Game> g = Game::create(setup, builtin_card_db());
    ASSERT_TRUE(g.is_ok());
    std::vector<CardDefId> order;
    for (int p = 0; p < kNumPlayers; ++p) {
      for (ObjectId id : state_of(*g).players[p].library) order.push_back(state_of(*g).obj(id).def);
      for (ObjectId id : state_of(*g).players[p].hand) order.push_back(state_of(*g).obj(id).def);
    }
    openings.insert(order);
    frame0.insert(g->hash());
    games.insert(observe_game(setup));
  }
  EXPECT_EQ(openings.size(), static_cast<size_t>(kSeeds)) << "two seeds gave the same shuffles";
  EXPECT_EQ(frame0.size(), static_cast<size_t>(kSeeds)) << "two seeds gave the same frame-0 hash";
  EXPECT_EQ(games.size(), static_cast<size_t>(kSeeds)) << "two seeds gave the same game";
}

}  // namespace
}  // namespace rwd
