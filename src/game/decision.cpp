// Game::decision: the pending decision as a front end shows it, a prompt and the candidates
// that are not options with why (game/decision.h), built kind by kind.
#include <algorithm>

#include "cards/choice_compiler.h"
#include "game/event_adapter.h"
#include "game/game.h"
#include "rules/dig_info.h"
#include "rules/options.h"
#include "rules/statics.h"
#include "rules/targeting.h"

namespace rwd {

namespace {

// " (attacker 2 of up to 5)"; once every possible pick is made, " (5 of 5 chosen)".
std::string picks(const char* what, int n, int total, bool up_to) {
  if (n > total) return " (" + std::to_string(total) + " of " + std::to_string(total) + " chosen)";
  return std::string(" (") + what + " " + std::to_string(n) + " of " + (up_to ? "up to " : "") +
         std::to_string(total) + ")";
}

void sort_by_object(std::vector<Unselectable>& v) {
  std::sort(v.begin(), v.end(),
            [](const Unselectable& a, const Unselectable& b) { return a.object < b.object; });
}

// The creatures of `who` that a static ability keeps from attacking or blocking, each with
// the ability's source ("can't attack: Test Pacifism#4"), in id order.
void restricted_creatures(const Game& g, const GameState& s, PlayerId who, StaticEffect effect,
                          std::vector<Unselectable>& out) {
  const ObjectFlag flag = effect == StaticEffect::CantAttack ? kCantAttack : kCantBlock;
  std::vector<ObjectId> ids;
  for (ObjectId id : s.battlefield)
    if (s.obj(id).controller == raw(who) && s.obj(id).has(flag)) ids.push_back(id);
  std::sort(ids.begin(), ids.end(), [](ObjectId a, ObjectId b) { return raw(a) < raw(b); });
  for (ObjectId id : ids) {
    StaticContribution found[16];
    int n = static_contributions(s, g.db(), id, found, 16);
    std::string reason = effect == StaticEffect::CantAttack ? "can't attack" : "can't block";
    for (int i = 0; i < n; ++i)
      if (found[i].ability->effect == effect || found[i].ability->cant_attack_or_block) {
        reason += ": " + g.object_label(found[i].source) + " (static ability)";
        break;
      }
    out.push_back({raw(id), g.object_label(id), reason});
  }
}

// Priority (117): the prompt, and the cards in hand and activated abilities that can't be
// used now, each with why.
void priority_decision(const Game& g, const GameState& s, Decision& d) {
  const CardDb& db = g.db();
  const PlayerId who = s.pending.player;
  for (ObjectId id : s.player(who).hand)
    if (const char* why = hand_card_problem(s, db, who, id))
      d.unselectable.push_back({raw(id), g.object_label(id), why});
  // Permanents with activated abilities that can't be activated now, ability by ability.
  for (ObjectId id : s.battlefield) {
    const auto& act = db.get(s.obj(id).def).front().activated;
    if (s.obj(id).controller != raw(who)) continue;
    for (size_t k = 0; k < act.size(); ++k)
      if (const char* why = act[k].from_hand
                                ? nullptr  // Cycling: not a permanent's (702.29b)
                                : activation_problem(s, db, who, id, static_cast<int>(k)))
        d.unselectable.push_back(
            {raw(id), g.object_label(id) + " (" + act[k].cost_text + ")", why});
  }
  sort_by_object(d.unselectable);
  d.prompt = std::string(player_name(who)) + ", turn " + std::to_string(s.turn) + " " +
             step_name(s.step) + ": you have priority";
  if (!s.stack.empty())
    d.prompt += " (top of stack: " + g.object_label(s.stack.back().object) + ")";
}

// Choose (rules/vm_choice.h): the title says what is chosen and why; for a player or a card,
// what is allowed, and the cards that are not, with why.
void choose_decision(const Game& g, const GameState& s, Decision& d) {
  const CardDb& db = g.db();
  const Pending& p = s.pending;
  const ChoiceSpec* spec = running_choice(s, db);
  std::string title = spec ? spec->title : std::string("choose");
  const std::string name = db.get(s.obj(p.subject).def).name();
  for (size_t at; (at = title.find("CARDNAME")) != std::string::npos;) title.replace(at, 8, name);
  d.prompt = std::string(player_name(p.player)) + ": " + g.object_label(p.subject) + ": " + title;
  if (!spec || spec->filter < 0) return;
  const Interaction& it = s.interactions.back();
  const Program& prog = *db.get(s.obj(it.source).def).front().program(it.ability);
  const Filter& f = prog.filters[spec->filter];
  if (spec->kind == static_cast<uint8_t>(ChosenKind::Player)) {
    d.prompt += " [players allowed: " + f.text + "]";
  } else if (spec->kind == static_cast<uint8_t>(ChosenKind::Card)) {
    d.prompt += " [cards allowed: " + f.text + "]";
    const Player& pl = s.player(player_id(it.controller));
    const auto& zone = spec->min == kChooseInHand        ? pl.hand
                       : spec->min == kChooseInGraveyard ? pl.graveyard
                                                         : s.battlefield;
    for (ObjectId id : zone)
      if (const char* why = filter_mismatch(s, db, prog, f, player_id(it.controller), s.obj(id)))
        d.unselectable.push_back({raw(id), g.object_label(id), why});
    sort_by_object(d.unselectable);
  }
}

// What an Op::Search chooses from (its popped flags, cards/opcodes.h) and what it may choose.
std::string search_prompt(const Program& prog, const Interaction& it) {
  const int flags = it.sp > 0 ? it.stack[it.sp - 1] : 0;
  const std::string& allowed = prog.filters[prog.code[it.pc].b].text;
  if (flags & kSearchFromBattlefield) return "choose " + allowed + " on the battlefield";
  if (flags & kSearchFromHand) return "choose " + allowed + " in your hand";
  if (flags & kSearchFromGraveyard) return "choose " + allowed + " in your graveyard";
  return "search your library";
}

// ChooseCard: a tap of permanents for a cost, a scry or dig (701.22), or a search (701.23).
void choose_card_decision(const Game& g, const GameState& s, Decision& d) {
  const Pending& p = s.pending;
  const std::string who = player_name(p.player);
  const Interaction& it = s.interactions.back();
  const Program& prog = *g.db().get(s.obj(it.source).def).front().program(it.ability);
  const Op op = prog.code[it.pc].op;
  if (op == Op::TapChoose)
    d.prompt = who + ": tap " + std::to_string(p.total) + " untapped " +
               prog.filters[prog.code[it.pc].b].text + " you control (" +
               g.object_label(p.subject) + ")" + picks("permanent", p.picked + 1, p.total, false);
  else if (op == Op::Scry || op == Op::Dig)
    d.prompt = who + ": " + g.object_label(p.subject) + ": " + dig_prompt(s, g.db()) +
               picks("card", p.picked + 1, p.total, false);
  else
    d.prompt = who + ": " + search_prompt(prog, it) + " (" + g.object_label(p.subject) + ")" +
               picks(it.sp > 0 && (it.stack[it.sp - 1] & kSearchFromBattlefield) ? "permanent" : "card",
                     p.picked + 1, p.total, true) +
               "; done to stop";
}

// YesNo: "pay {3} for Power Sink#12?" (UnlessPay), "pay 2 life for Steam Vents#3?" (UnlessLife)
// or "... you may draw a card. Do you?" (Ask).
void yes_no_decision(const Game& g, const GameState& s, Decision& d) {
  const Pending& p = s.pending;
  const std::string who = player_name(p.player);
  const Instr* in = yes_no_instr(s, g.db());
  const Interaction& it = s.interactions.back();
  const Program& prog = *g.db().ability_program(s.obj(it.source).def, it.ability);
  if (in && in->op == Op::UnlessPay) {
    d.prompt = who + ": pay " + unless_cost_text(prog, in->b, s) + " for " +
               g.object_label(p.subject) + "?";
    if (!prog.description.empty()) d.prompt += " (" + prog.description + ")";
  } else if (in && in->op == Op::UnlessLife) {  // 119.4, an entry choice (614.12)
    d.prompt = who + ": pay " + std::to_string(in->b) + " life for " + g.object_label(p.subject) +
               "?";
    if (!prog.description.empty()) d.prompt += " (" + prog.description + ")";
  } else if (in) {
    std::string q = prog.questions[in->b];
    // A sub-ability without a description of its own asks by its API name ("PutCounter"):
    // the ability's text says what is asked instead.
    if (q.find(' ') == std::string::npos && !prog.description.empty()) q = prog.description;
    // A trigger's question is its whole text, which says "you may" itself.
    const bool says_may = q.find("you may ") != std::string::npos;
    d.prompt = who + ": " + g.object_label(p.subject) + (says_may ? ": " : ": you may ") +
               (q.empty() ? std::string("use this ability") : q) + " Do you?";
  }
}

// ChooseTarget (601.2c): what the slot asks for, and the candidates in its zone that are not
// legal targets, with why.
void choose_target_decision(const Game& g, const GameState& s, Decision& d) {
  const CardDb& db = g.db();
  const Pending& p = s.pending;
  const Program* program =
      s.interactions.empty()
          ? nullptr
          : db.ability_program(s.obj(p.subject).def, s.interactions.back().ability);
  if (program) {
    const Program& prog = *program;
    const Filter& f = prog.filters[prog.code[s.interactions.back().pc].b];
    std::vector<ObjectId> candidates;
    if (f.zone == FilterZone::Graveyard) {
      for (const Player& pl : s.players)
        candidates.insert(candidates.end(), pl.graveyard.begin(), pl.graveyard.end());
    } else if (f.zone == FilterZone::Stack || f.zone == FilterZone::StackOrBattlefield) {
      for (const StackItem& item : s.stack)
        if (item.ability == 0) candidates.push_back(item.object);
      if (f.zone == FilterZone::StackOrBattlefield)  // "target spell or permanent"
        candidates.insert(candidates.end(), s.battlefield.begin(), s.battlefield.end());
    } else {
      candidates.assign(s.battlefield.begin(), s.battlefield.end());
    }
    std::sort(candidates.begin(), candidates.end(),
              [](ObjectId a, ObjectId b) { return raw(a) < raw(b); });
    for (ObjectId id : candidates) {
      Target t{TargetKind::Object, 0, id, s.obj(id).zone_changes};
      if (const char* why = target_problem(s, db, prog, f, p.player, p.subject, t))
        d.unselectable.push_back({raw(id), g.object_label(id), why});
    }
  }
  const std::string what = program && p.picked < program->target_text.size()
                               ? program->target_text[p.picked]
                               : std::string("a target");
  d.prompt = std::string(player_name(p.player)) + ": choose " + what + " for " +
             g.object_label(p.subject) + picks("target", p.picked + 1, p.total, false);
  if (program && (program->optional_targets >> p.picked & 1))  // "up to N" (601.2c)
    d.prompt += "; done for no more targets";
}

// The prompt of the decisions that need no more than the pending record and a count.
std::string simple_prompt(const Game& g, const GameState& s) {
  const Pending& p = s.pending;
  const std::string who = player_name(p.player);
  switch (p.kind) {
    case DecisionKind::None:
      return "";
    case DecisionKind::GameOver:
      return std::string("game over: ") +
             (s.result == GameResult::Draw ? "draw" : std::string(result_name(s.result)) + " wins");
    case DecisionKind::Mulligan: {
      const int taken = s.player(p.player).mulligans;
      return who + ": keep this hand or mulligan? (mulligans taken: " + std::to_string(taken) +
             (taken > 0 ? "; keeping puts " + std::to_string(taken) +
                              (taken == 1 ? " card" : " cards") + " on the bottom (103.5)"
                        : std::string()) +
             ")";
    }
    case DecisionKind::BottomCard:
      return who + ": put a card from your hand on the bottom of your library" +
             picks("card", p.picked + 1, p.picked + s.player(p.player).bottom_owed, false);
    case DecisionKind::OrderTriggers: {
      int n = 0;
      for (const PendingTrigger& t : s.triggers) n += t.controller == raw(p.player);
      return who +
             ": your abilities triggered at the same time (603.3b); choose the one to put on the "
             "stack next (" +
             std::to_string(n) + " left; the last one put there resolves first)";
    }
    case DecisionKind::ChooseX:
      return who + ": choose X for " + g.object_label(p.subject);
    case DecisionKind::ChooseSource: {
      std::string prompt = who + ": choose a source for " + g.object_label(p.subject);
      if (!s.interactions.empty()) {
        const Interaction& it = s.interactions.back();
        const Program* prog = g.db().ability_program(s.obj(it.source).def, it.ability);
        if (prog && !prog->description.empty()) prompt += " (" + prog->description + ")";
      }
      return prompt;
    }
    case DecisionKind::ChooseMode:
      return who + ": choose one mode of " + g.object_label(p.subject) + " (700.2)";
    case DecisionKind::DeclareAttackers:
      return who + ": declare attackers" + picks("attacker", p.picked + 1, p.total, true);
    case DecisionKind::DeclareBlockers:
      return who + ": declare blockers" + picks("blocker", p.picked + 1, p.total, true);
    case DecisionKind::AssignDamage:
      return who + ": assign " + g.object_label(p.subject) + "'s combat damage (" +
             std::to_string(p.remaining) + " of " + std::to_string(p.total) + " left)";
    case DecisionKind::LegendRule:
      return who + ": choose the legendary permanent to keep (legend rule)";
    case DecisionKind::Sacrifice:
      return who + ": sacrifice " + std::to_string(p.total) +
             (p.total == 1 ? " permanent" : " permanents") + " (" + g.object_label(p.subject) +
             ")" + picks("permanent", p.picked + 1, p.total, false);
    case DecisionKind::Discard:
      if (!s.interactions.empty())
        return who + ": discard " + std::to_string(p.total) + (p.total == 1 ? " card" : " cards") +
               " (" + g.object_label(s.interactions.back().source) + ")" +
               picks("card", p.picked + 1, p.total, false);
      return who + ": discard down to " + std::to_string(kMaxHandSize) + " cards" +
             picks("card", p.picked + 1, p.total, false);
    case DecisionKind::Priority:
    case DecisionKind::Choose:
    case DecisionKind::ChooseCard:
    case DecisionKind::YesNo:
    case DecisionKind::ChooseTarget:
      break;  // Game::decision builds these
  }
  return "";
}

}  // namespace

Decision Game::decision() const {
  const GameState& s = state();
  const Pending& p = s.pending;
  Decision d;
  d.kind = p.kind;
  d.player = p.player;
  d.picked = p.picked;
  d.total = p.total;
  d.queue_depth =
      static_cast<int>(s.stack.size() + s.triggers.size());  // with triggers waiting (603.3)
  d.turn = s.turn;
  d.step = s.step;
  switch (p.kind) {
    case DecisionKind::Priority:
      priority_decision(*this, s, d);
      break;
    case DecisionKind::Choose:
      choose_decision(*this, s, d);
      break;
    case DecisionKind::ChooseCard:
      choose_card_decision(*this, s, d);
      break;
    case DecisionKind::YesNo:
      yes_no_decision(*this, s, d);
      break;
    case DecisionKind::ChooseTarget:
      choose_target_decision(*this, s, d);
      break;
    case DecisionKind::DeclareAttackers:
      restricted_creatures(*this, s, p.player, StaticEffect::CantAttack, d.unselectable);
      d.prompt = simple_prompt(*this, s);
      break;
    case DecisionKind::DeclareBlockers:
      restricted_creatures(*this, s, p.player, StaticEffect::CantBlock, d.unselectable);
      d.prompt = simple_prompt(*this, s);
      break;
    default:
      d.prompt = simple_prompt(*this, s);
      break;
  }
  return d;
}

}  // namespace rwd
