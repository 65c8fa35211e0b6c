// Test helpers for driving a Game by option labels (tests only).
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "cards/builtin.h"
#include "game/event.h"
#include "game/game.h"
#include "game/game_internal.h"

namespace rwd {

// Applies the option whose label is `label` (as a player would type it); fails the test if
// there is none or it is refused.
inline void answer(Game& g, const std::string& label) {
  Result<int> r = g.parse_answer(label);
  ASSERT_TRUE(r) << label << ": " << r.message();
  ASSERT_TRUE(g.apply(*r)) << label;
}

// Applies the first option whose label starts with `prefix` ("choose Island#", "target
// Grizzly Bears"); fails the test if there is none.
inline void answer_prefix(Game& g, const std::string& prefix) {
  for (const Option& o : g.options())
    if (const std::string l = g.option_label(o); l.rfind(prefix, 0) == 0) return answer(g, l);
  FAIL() << "no option starting with " << prefix;
}

// Asserts that card `name` of `db` is fully supported, naming its first refusal otherwise.
inline void expect_supported(const CardDb& db, const char* name) {
  const std::optional<CardDefId> id = db.find(name);
  ASSERT_TRUE(id) << name;
  ASSERT_TRUE(db.get(*id).supported()) << name << ": " << db.get(*id).unsupported[0].reason;
}

// The events a game reports, with their text.
struct EventLog : GameListener {
  std::vector<GameEvent> events;
  void on_event(const GameEvent& e) override { events.push_back(e); }
  // How many events' text contains `text`.
  int count(const std::string& text) const {
    int n = 0;
    for (const GameEvent& e : events) n += e.text.find(text) != std::string::npos;
    return n;
  }
};

// Passes priority until the stack is empty (at most 8 times).
inline void resolve_stack(Game& g) {
  for (int guard = 0; guard < 8 && !state_of(g).stack.empty(); ++guard) answer(g, "pass");
  ASSERT_TRUE(state_of(g).stack.empty());
}

// The built-in pool plus test cards written from rules text; each script must load.
inline CardDb builtin_db_with(std::initializer_list<const char*> scripts, const char* source) {
  CardDb db = builtin_card_db();
  for (const char* script : scripts) {
    Status st = db.add_script(script, source);
    EXPECT_TRUE(st) << st.message();
  }
  return db;
}

// Adds test card `script` to `db` and returns the reason its first unsupported line gives, or
// "" if it is fully supported (a refusal test reads the reason).
inline std::string refusal_reason(CardDb& db, const std::string& script, const char* source) {
  Status st = db.add_script(script, source);
  EXPECT_TRUE(st) << st.message();
  const std::optional<CardDefId> id = db.find(script.substr(5, script.find('\n') - 5));
  EXPECT_TRUE(id);
  if (!id || db.get(*id).supported()) return std::string();
  return db.get(*id).unsupported[0].reason;
}

// A game from `pos` with `db`, after giving every empty library `forests` Forests (nobody loses
// by drawing from an empty library in a test's turns); fails the test if it can't be made.
inline Game game_from(Position pos, const CardDb& db, int forests = 2) {
  for (PositionPlayer& pl : pos.players)
    if (pl.library.empty()) pl.library.assign(static_cast<size_t>(forests), PositionCard{"Forest"});
  Result<Game> g = Game::from_position(pos, db);
  EXPECT_TRUE(g) << g.message();
  return *g;
}

// The labels of the options offered now.
inline std::vector<std::string> option_labels(const Game& g) {
  std::vector<std::string> out;
  for (const Option& o : g.options()) out.push_back(g.option_label(o));
  return out;
}

// Whether an option is labelled `label`, with or without the "#id" a label may carry.
inline bool has_option(const Game& g, const std::string& label) {
  for (const std::string& l : option_labels(g))
    if (l == label || l.rfind(label + "#", 0) == 0) return true;
  return false;
}

// p1's view of the permanent named `name` (a copy: views are values), if there is one.
inline std::optional<CardView> battlefield_card(const Game& g, const std::string& name) {
  const PlayerView v = g.view(PlayerId::P1);
  for (const CardView& c : v.battlefield)
    if (c.name == name) return c;
  return std::nullopt;
}

// How many of `ids` are cards named `name`.
inline size_t count_named(const Game& g, const FixedVec<ObjectId, kMaxObjects>& ids,
                          const char* name) {
  size_t n = 0;
  for (ObjectId id : ids) n += g.db().get(state_of(g).obj(id).def).name() == name;
  return n;
}

}  // namespace rwd
