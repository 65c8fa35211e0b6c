// Whole-game conformance over thousands of seeded random games (STYLE habit 9): after every
// answer the state is structurally consistent, a copy equals the original and hashes the
// same, the same answer applied to the copy gives the same state, options come in canonical
// order, and every game ends. Plus replay and seed determinism.
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
#include "rules/hand_tally.h"
#include "rules/mana_tally.h"
#include "rules/options.h"

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

bool in_combat(Step st) { return st >= Step::DeclareAttackers && st <= Step::EndCombat; }

// Structural invariants of the state at a frame. Returns "" iff all hold, else the first
// violation. `deck_size` is each player's number of cards at creation (cards are conserved).
std::string state_problem(const Game& g, const int deck_size[kNumPlayers]) {
  const GameState& s = state_of(g);
  if (s.num_objects > kMaxObjects) return "num_objects " + std::to_string(s.num_objects) + " exceeds capacity";
  uint8_t listed[kMaxObjects] = {};  // 0: not in any list; else 1 + Zone
  int owned[kNumPlayers] = {0, 0};
  auto label = [&](ObjectId id) { return g.object_label(id) + " (id " + std::to_string(raw(id)) + ")"; };

  auto check_list = [&](const FixedVec<ObjectId, kMaxObjects>& v, Zone z, int player) -> std::string {
    for (ObjectId id : v) {
      if (raw(id) >= s.num_objects)
        return std::string(zone_name(z)) + " lists id " + std::to_string(raw(id)) + " >= num_objects";
      if (listed[raw(id)])
        return label(id) + " is in two zones: " + zone_name(static_cast<Zone>(listed[raw(id)] - 1)) +
               " and " + zone_name(z);
      listed[raw(id)] = static_cast<uint8_t>(1 + static_cast<int>(z));
      const Object& o = s.obj(id);
      if (o.zone != z)
        return label(id) + " is listed in " + zone_name(z) + " but its zone is " + zone_name(o.zone);
      if (player >= 0 && o.owner != player)
        return label(id) + " is in p" + std::to_string(player + 1) + "'s " + zone_name(z) +
               " but owned by p" + std::to_string(o.owner + 1);
    }
    return "";
  };
  for (int p = 0; p < kNumPlayers; ++p) {
    const Player& pl = s.players[p];
    for (auto [list, z] : {std::pair{&pl.library, Zone::Library}, {&pl.hand, Zone::Hand},
                           {&pl.graveyard, Zone::Graveyard}, {&pl.exile, Zone::Exile}})
      if (std::string e = check_list(*list, z, p); !e.empty()) return e;
  }
  if (std::string e = check_list(s.battlefield, Zone::Battlefield, -1); !e.empty()) return e;
  for (size_t i = 0; i < s.stack.size(); ++i) {
    const StackItem& it = s.stack[i];
    if (raw(it.object) >= s.num_objects) return "stack item " + std::to_string(i) + " has a bad object id";
    if (it.controller >= kNumPlayers) return "stack item with controller " + std::to_string(it.controller);
    if (it.ability != 0) {
      // An activated ability (602.2a): the item names its source, which stays where it is (on
      // the battlefield, or in a graveyard once sacrificed as a cost) and is not on the stack.
      const Object& src = s.obj(it.object);
      if (src.def == CardDefId::None || raw(src.def) >= g.db().size())
        return "stack item " + std::to_string(i) + ": ability of an object with a bad card definition";
      if (!g.db().get(src.def).front().program(it.ability))
        return label(it.object) + ": stack item names ability " + std::to_string(it.ability) + ", which it lacks";
      continue;
    }
    if (listed[raw(it.object)])
      return label(it.object) + " is on the stack and in " +
             zone_name(static_cast<Zone>(listed[raw(it.object)] - 1));
    listed[raw(it.object)] = static_cast<uint8_t>(1 + static_cast<int>(Zone::Stack));
    const Object& o = s.obj(it.object);
    if (o.zone != Zone::Stack) return label(it.object) + " is on the stack but its zone is " + zone_name(o.zone);
    if (o.controller != it.controller) return label(it.object) + ": stack item controller differs from the object's";
  }

  int assigned[kMaxObjects] = {};
  for (const DamageAssignment& d : s.combat_damage) {
    if (d.target != ObjectId::None) {
      if (raw(d.target) >= s.num_objects) return "combat damage to a bad object id";
      assigned[raw(d.target)] += d.amount;
    }
    if (d.amount <= 0) return "combat damage assignment of " + std::to_string(d.amount);
  }
  if (!s.combat_damage.empty() && s.pending.kind != DecisionKind::AssignDamage)
    return "combat damage is assigned but not dealt while waiting for " +
           std::string(decision_kind_name(s.pending.kind));

  const PlayerId defender = opponent(s.active);
  int tokens = 0;
  for (int i = 0; i < s.num_objects; ++i) {
    ObjectId id = object_id(i);
    const Object& o = s.objects[i];
    if (o.has(kToken)) {
      // A token is no card (111.1): it is not counted with the decks' cards. One that left
      // the battlefield has ceased to exist by the next decision (704.5d): zone None, listed nowhere.
      ++tokens;
      if (o.zone == Zone::None) {
        if (listed[i]) return label(id) + " has ceased to exist but is still listed in a zone";
        continue;
      }
      if (o.zone != Zone::Battlefield && !s.over()) return label(id) + " is a token in " + zone_name(o.zone) + " (704.5d)";
      if (o.def == CardDefId::None || !g.db().has(o.def)) return label(id) + " has a bad token definition";
    } else if (o.zone == Zone::None) {
      return label(id) + " is in no zone";
    }
    if (!listed[i]) return label(id) + " has zone " + zone_name(o.zone) + " but is in no zone list";
    if (o.owner >= kNumPlayers || o.controller >= kNumPlayers) return label(id) + " has a bad owner or controller";
    if (!o.has(kToken)) ++owned[o.owner];
    if (!o.has(kToken) && (o.def == CardDefId::None || raw(o.def) >= g.db().size()))
      return label(id) + " has a bad card definition";
    if (o.assigned != assigned[i])
      return label(id) + " has assigned " + std::to_string(o.assigned) + " but the assignments add to " +
             std::to_string(assigned[i]);
    const bool on_field = o.zone == Zone::Battlefield;
    if (o.zone != Zone::Battlefield && o.zone != Zone::Stack && o.controller != o.owner)
      return label(id) + " in " + zone_name(o.zone) + " is controlled by a non-owner (108.4a)";
    if (!on_field) {
      if (o.flags & ~kToken) return label(id) + " in " + zone_name(o.zone) + " has permanent flags " + std::to_string(o.flags);
      if (o.damage != 0) return label(id) + " in " + zone_name(o.zone) + " has damage marked";
      if (o.blocking != ObjectId::None) return label(id) + " in " + zone_name(o.zone) + " is blocking";
      continue;
    }
    if (o.damage < 0) return label(id) + " has negative damage";
    if (o.has(kDeathtouchDamaged) && !s.over())
      return label(id) + " keeps the deathtouch-damage flag at a decision";
    if ((o.types & type_bit(CardType::Creature)) && !s.over()) {
      // State-based actions are performed before any player receives priority (704.3) and
      // before turn-based decisions; no creature with lethal damage or 0 toughness remains.
      // (When a player loses, the game ends at once and the rest do not matter: 104.3.)
      if (o.toughness <= 0) return label(id) + " is a creature with toughness " + std::to_string(o.toughness);
      if (o.damage >= o.toughness && !o.has(Keyword::Indestructible))
        return label(id) + " has lethal damage (" + std::to_string(o.damage) + ") but is on the battlefield";
    }
    if ((o.has(kAttacking) || o.has(kBlocking) || o.has(kBlocked)) && !in_combat(s.step))
      return label(id) + " has a combat flag outside combat (step " + step_name(s.step) + ")";
    if (o.has(kAttacking) && o.controller != raw(s.active)) return label(id) + " attacks but is not the active player's";
    if (o.has(kBlocking)) {
      if (o.controller != raw(defender)) return label(id) + " blocks but is not the defending player's";
      if (o.blocking == ObjectId::None || raw(o.blocking) >= s.num_objects)
        return label(id) + " is blocking nothing";
      const Object& a = s.obj(o.blocking);
      // An attacker removed from combat (regenerated, 506.4) keeps kBlocked; its blocker is
      // still a blocking creature (509.1h) and deals no combat damage (510.1d).
      if (a.zone == Zone::Battlefield && !a.has(kAttacking) && !a.has(kBlocked))
        return label(id) + " blocks " + label(o.blocking) + ", which is not attacking";
    } else if (o.blocking != ObjectId::None) {
      return label(id) + " has a blocking target without the blocking flag";
    }
    if (o.has(kAttacking) && o.has(kBlocking)) return label(id) + " is both attacking and blocking";
  }
  for (int p = 0; p < kNumPlayers; ++p)
    if (owned[p] != deck_size[p])
      return "p" + std::to_string(p + 1) + " owns " + std::to_string(owned[p]) + " cards, started with " +
             std::to_string(deck_size[p]);
  if (s.num_objects != deck_size[0] + deck_size[1] + tokens)
    return "num_objects " + std::to_string(s.num_objects) + " != cards in the decks + " + std::to_string(tokens) + " tokens";

  // Players, result and pending decision.
  for (int p = 0; p < kNumPlayers; ++p) {
    const Player& pl = s.players[p];
    if (pl.life > 1000 || pl.life < -1000) return "p" + std::to_string(p + 1) + " life " + std::to_string(pl.life);
    if (!s.over() && pl.life <= 0)
      return "p" + std::to_string(p + 1) + " is at " + std::to_string(pl.life) + " life but the game goes on (704.5a)";
    for (int c = 0; c < 6; ++c)
      if (pl.pool.amount[c] > 100) return "p" + std::to_string(p + 1) + " has an absurd mana pool";
    if (pl.mulligans > kStartingHand) return "p" + std::to_string(p + 1) + " took too many mulligans";
  }
  // The hand tallies priority checks read (rules/hand_tally.h) equal a count of the hands.
  if (!hand_tallies_ok(s)) return "the hand tallies differ from a recount of the hands";
  // The untapped mana sources AffordCheck reads (rules/mana_tally.h) equal a recount.
  if (!mana_tallies_ok(s)) return "the mana source tallies differ from a recount of the battlefield";
  const bool lost1 = s.players[0].lost, lost2 = s.players[1].lost;
  GameResult expect = lost1 && lost2 ? GameResult::Draw
                      : lost1        ? GameResult::P2Wins
                      : lost2        ? GameResult::P1Wins
                                     : GameResult::Ongoing;
  if (s.result != expect)
    return std::string("result is ") + result_name(s.result) + " but lost flags say " + result_name(expect);
  const Pending& pd = s.pending;
  if (s.over()) {
    if (pd.kind != DecisionKind::GameOver) return "game over but pending is not game_over";
    return "";
  }
  if (pd.kind == DecisionKind::None || pd.kind == DecisionKind::GameOver)
    return std::string("game goes on but pending is ") + decision_kind_name(pd.kind);
  if (pd.player != PlayerId::P1 && pd.player != PlayerId::P2) return "pending decision has no player";
  if (s.in_mulligans != (pd.kind == DecisionKind::Mulligan || pd.kind == DecisionKind::BottomCard))
    return std::string("in_mulligans is ") + (s.in_mulligans ? "true" : "false") + " while waiting for " +
           decision_kind_name(pd.kind);
  if (s.in_mulligans && s.turn != 0) return "mulligans during turn " + std::to_string(s.turn);
  if (!s.in_mulligans && s.turn < 1) return "a turn-0 decision after mulligans";
  switch (pd.kind) {
    case DecisionKind::Priority:
      if (pd.player != s.priority) return "priority decision for a player without priority";
      break;
    case DecisionKind::DeclareAttackers:
      if (pd.player != s.active || s.step != Step::DeclareAttackers) return "attackers declared by the wrong player or step";
      if (pd.picked > pd.total) return "more attackers picked than the maximum";
      break;
    case DecisionKind::DeclareBlockers:
      if (pd.player != defender || s.step != Step::DeclareBlockers) return "blockers declared by the wrong player or step";
      if (pd.picked > pd.total) return "more blockers picked than the maximum";
      break;
    case DecisionKind::AssignDamage:
      if (pd.player != s.active) return "damage assigned by the non-active player";
      if (pd.remaining <= 0) return "damage assignment with nothing left to assign";
      break;
    case DecisionKind::Discard:
      if (s.step != Step::Cleanup || pd.player != s.active) return "discard outside the active player's cleanup";
      if (pd.picked >= pd.total) return "discard decision with nothing left to discard";
      break;
    case DecisionKind::BottomCard:
      if (s.players[raw(pd.player)].bottom_owed == 0) return "bottom-card decision with nothing owed";
      break;
    default:
      break;
  }
  return "";
}

// Canonical order (rules/options.cpp, rules/combat.cpp): option 0 is pass/done where one
// exists (and there is only one); then options grouped by OptionKind in enum order; within a
// kind, strictly ascending by Option::order_key (object, attacker, number) with ids compared
// as numbers. Hand cards are
// offered once per definition.
std::string order_problem(const Game& g, const OptionList& opts) {
  const GameState& s = state_of(g);
  auto is_pass = [](OptionKind k) { return k == OptionKind::Pass || k == OptionKind::Done; };
  for (size_t i = 1; i < opts.size(); ++i)
    if (is_pass(opts[i].kind()))
      return "option " + std::to_string(i) + " is " + option_kind_name(opts[i].kind()) +
             ", not option 0";
  auto key = [](const Option& o) { return o.order_key(); };  // (kind, object, attacker, number)
  for (size_t i = is_pass(opts[0].kind()) ? 2 : 1; i < opts.size(); ++i) {
    if (!(key(opts[i - 1]) < key(opts[i])))
      return std::string(decision_kind_name(s.pending.kind)) + ": option " + std::to_string(i - 1) + " \"" +
             g.option_label(opts[i - 1]) + "\" comes before option " + std::to_string(i) + " \"" +
             g.option_label(opts[i]) + "\" (rules/options.h promises kind, then object id ascending)";
  }
  for (size_t i = 0; i < opts.size(); ++i) {
    OptionKind k = opts[i].kind();
    if (k != OptionKind::PlayLand && k != OptionKind::Cast && k != OptionKind::BottomCard && k != OptionKind::Discard)
      continue;
    for (size_t j = i + 1; j < opts.size(); ++j)
      if (opts[j].kind() == k && s.obj(opts[j].object()).def == s.obj(opts[i].object()).def)
        return "two " + std::string(option_kind_name(k)) + " options for the same card: " + g.option_label(opts[i]) +
               ", " + g.option_label(opts[j]);
  }
  return "";
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
bool play_checked_game(const GameSetup& setup, const CardDb& db, Failures& fails, long long& total_inputs,
                       int* tokens_made = nullptr) {
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
    if (std::string e = state_problem(g, deck_size); !e.empty()) {
      fails.add("state invariant", e + " (" + where(g) + ")");
      broken = true;
      break;
    }
    if (g.over()) break;
    if (static_cast<int>(g.inputs()) >= kMaxInputs) {
      fails.add("game did not end", "still going after " + std::to_string(kMaxInputs) + " inputs (" + where(g) + ")");
      broken = true;
      break;
    }
    g.options(opts);
    if (opts.size() < 2) {
      // settle() answers single-option decisions itself; none may be asked (engine.h).
      fails.add("decision with fewer than two options",
                std::string(decision_kind_name(g.pending().kind)) + " with " + std::to_string(opts.size()) +
                    " option(s) (" + where(g) + ")");
      broken = true;
      break;
    }
    if (std::string e = order_problem(g, opts); !e.empty())
      fails.add(std::string("options not in canonical order (") + decision_kind_name(g.pending().kind) + ")",
                e + " (" + where(g) + ")");

    // The game keeps its options from when it reached the decision: they must be exactly
    // what the rules generate for the state now, in the game and in a copy of it.
    OptionList fresh;
    legal_options(state_of(g), g.db(), fresh);
    if (!(fresh == opts)) fails.add("kept options differ from freshly generated ones", where(g));
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
      fails.add("same answer on a copy gives a different game", "answer " + std::to_string(*a) + " (" + where(g) + ")");
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
    finished += play_checked_game(setup_for(gi, 1000 + static_cast<uint64_t>(gi)), db, fails, total_inputs);
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
  const PlayerSetup a = deck({{"The Hive", 4}, {"Ball Lightning", 4}, {"Millstone", 2}, {"Orcish Artillery", 3},
                              {"Psionic Entity", 2}, {"Swords to Plowshares", 4}, {"Mountain", 14}, {"Plains", 4},
                              {"Island", 3}});
  const PlayerSetup b = deck({{"Hurkyl's Recall", 4}, {"Crumble", 3}, {"Energy Tap", 3}, {"Onulet", 4},
                              {"Carrion Ants", 3}, {"Uthden Troll", 3}, {"Forest", 8}, {"Island", 6}, {"Swamp", 4},
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
  const PlayerSetup a = deck({{"Black Vise", 4}, {"The Rack", 4}, {"Cursed Rack", 3}, {"Catastrophe", 3},
                              {"Savannah Lions", 4}, {"Plains", 12}, {"Island", 2}});
  const PlayerSetup b = deck({{"Hall of Triumph", 3}, {"Cover of Darkness", 4}, {"Corpse Churn", 4},
                              {"Mons's Goblin Raiders", 4}, {"Grizzly Bears", 4}, {"Swamp", 10}, {"Forest", 5}});
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
      ASSERT_EQ(g.hash(), hashes[i + 1]) << "seed " << setup.seed << ": first divergent frame " << i + 1;
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
  out.push_back(std::string("result ") + result_name(g.result()) + " turn " + std::to_string(g.turn()));
  return out;
}

TEST(DeterminismTest, SameSeedSameGame) {
  for (int gi = 0; gi < 9; ++gi) {
    GameSetup setup = setup_for(gi, 4242 + static_cast<uint64_t>(gi));
    std::vector<std::string> a = observe_game(setup), b = observe_game(setup);
    ASSERT_GT(a.size(), 10u);
    ASSERT_EQ(a.size(), b.size()) << "seed " << setup.seed;
    for (size_t i = 0; i < a.size(); ++i) ASSERT_EQ(a[i], b[i]) << "seed " << setup.seed << ", line " << i;
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
