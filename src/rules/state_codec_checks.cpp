// Cross-struct rules for decoded snapshots; see state_codec_checks.h.
#include "rules/state_codec_checks.h"

namespace rwd {

namespace {

const char* pname(int p) {
  return p == 0 ? "p1" : "p2";
}

std::string pending_problem(const GameState& s) {
  const Pending& p = s.pending;
  bool over = s.result != GameResult::Ongoing;
  if (p.kind == DecisionKind::None) return "no decision is pending (a snapshot is a settled frame)";
  if ((p.kind == DecisionKind::GameOver) != over)
    return "the pending decision and the game result disagree";
  if (over ? p.player != PlayerId::None : p.player == PlayerId::None)
    return "pending decision player does not fit its kind";
  bool needs_subject = p.kind == DecisionKind::ChooseX || p.kind == DecisionKind::AssignDamage ||
                       p.kind == DecisionKind::ChooseTarget;
  if (p.kind == DecisionKind::ChooseTarget && s.interactions.empty())
    return "a target is pending but no ability is being cast";
  if ((p.kind == DecisionKind::YesNo || p.kind == DecisionKind::ChooseMode ||
       p.kind == DecisionKind::ChooseSource || p.kind == DecisionKind::ChooseCard ||
       p.kind == DecisionKind::Choose) &&
      s.interactions.empty())
    return "a yes/no question is pending but no ability is running";
  if (p.kind == DecisionKind::OrderTriggers && s.triggers.empty())
    return "an order of triggers is pending but none is waiting";
  if (needs_subject ? raw(p.subject) >= s.num_objects
                    : p.subject != ObjectId::None && raw(p.subject) >= s.num_objects)
    return "pending decision subject " + std::to_string(raw(p.subject)) + " is not an object";
  return "";
}

// Every listed object is where its `zone` says, owned by the list's player where that
// matters, and listed exactly once; objects in no zone are in no list.
std::string zones_problem(const GameState& s) {
  uint8_t seen[kMaxObjects] = {};
  std::string problem;
  auto walk = [&](const auto& list, Zone zone, int owner, const std::string& name) {
    for (ObjectId id : list) {
      if (!problem.empty()) return;
      const Object& o = s.obj(id);
      std::string at = "object " + std::to_string(raw(id));
      if (o.zone != zone)
        problem = at + " is in " + name + " but its zone is " + zone_name(o.zone);
      else if (owner >= 0 && o.owner != owner)
        problem = at + " is in " + name + " but is owned by " + pname(o.owner);
      else if (++seen[raw(id)] > 1)
        problem = at + " is listed twice";
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
    if (!problem.empty()) return problem;
    if (item.ability > 0) continue;  // an ability: its source may be anywhere (113.7a)
    if (s.obj(item.object).zone != Zone::Stack)
      problem =
          "stack item object " + std::to_string(raw(item.object)) + " is not in the stack zone";
    else if (++seen[raw(item.object)] > 1)
      problem = "object " + std::to_string(raw(item.object)) + " is listed twice";
  }
  for (int i = 0; i < s.num_objects && problem.empty(); ++i)
    if (s.objects[i].zone != Zone::None && seen[i] == 0)
      problem = "object " + std::to_string(i) + " is in zone " + zone_name(s.objects[i].zone) +
                " but in no zone list";
  return problem;
}

std::string counters_problem(const GameState& s) {
  for (size_t i = 0; i < s.counters.size(); ++i) {
    const CounterEntry& e = s.counters[i];
    for (size_t k = 0; k < i; ++k)
      if (s.counters[k].object == e.object && s.counters[k].kind == e.kind)
        return "counter entry " + std::to_string(i) + " repeats an (object, kind)";
    if (s.obj(e.object).zone !=
        Zone::Battlefield)  // 122.2, 400.7: only permanents have counters here
      return "counters on object " + std::to_string(raw(e.object)) +
             ", which is not on the battlefield";
  }
  return "";
}

}  // namespace

std::string snapshot_state_problem(const GameState& s) {
  std::string problem = pending_problem(s);
  if (problem.empty()) problem = zones_problem(s);
  if (problem.empty()) problem = counters_problem(s);
  return problem;
}

}  // namespace rwd
