// Readable labels for objects, options, decisions and events; parsing typed answers.
#include <algorithm>
#include <cctype>

#include "cards/choice_compiler.h"
#include "cards/subtype_names.h"
#include "game/event_adapter.h"
#include "game/game.h"
#include "rules/dig_info.h"
#include "rules/events.h"
#include "rules/statics.h"
#include "rules/targeting.h"

namespace rwd {

namespace {

std::string lower(std::string_view s) {
  std::string out;
  for (char c : s) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// "cast Grizzly Bears#31" -> "cast grizzly bears"
std::string strip_ids(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '#') {
      while (i + 1 < s.size() && std::isdigit(static_cast<unsigned char>(s[i + 1]))) ++i;
      continue;
    }
    out += s[i];
  }
  return lower(out);
}

std::string trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return std::string(s);
}

// The instruction a YesNo decision answers (Op::Ask or Op::UnlessPay), or nullptr.
// The cost an unless.pay asks for, with a spell's X as its value ("{3}" for Power Sink's {X}).
std::string unless_cost_text(const Program& prog, int i, const GameState& s) {
  const ManaCost& c = prog.costs[i];
  if (c.x_count == 0 || s.interactions.empty()) return prog.cost_text[i];
  ManaCost m = c;
  m.generic = static_cast<uint8_t>(m.generic + m.x_count * s.interactions.back().x);
  m.x_count = 0;
  m.has_cost = true;
  return m.generic == 0 && m.mana_value() == 0 ? "{0}" : m.to_string();
}

const Instr* yes_no_instr(const GameState& s, const CardDb& db) {
  if (s.pending.kind != DecisionKind::YesNo || s.interactions.empty()) return nullptr;
  const Interaction& it = s.interactions.back();
  const Program* prog = db.ability_program(s.obj(it.source).def, it.ability);
  if (!prog || it.pc >= prog->code.size()) return nullptr;
  const Instr& in = prog->code[it.pc];
  return in.op == Op::Ask || in.op == Op::UnlessPay ? &in : nullptr;
}

}  // namespace

// The choice spec of the running Op::Choose (a Choose decision), or nullptr.
const ChoiceSpec* running_choice(const GameState& s, const CardDb& db) {
  if (s.interactions.empty()) return nullptr;
  const Interaction& it = s.interactions.back();
  const Program* prog = db.get(s.obj(it.source).def).front().program(it.ability);
  if (!prog || it.pc >= prog->code.size() || prog->code[it.pc].op != Op::Choose) return nullptr;
  const int b = prog->code[it.pc].b;
  return b >= 0 && static_cast<size_t>(b) < prog->choices.size() ? &prog->choices[b] : nullptr;
}

// A chosen value in words: "p2", "blue", "3", or the option's text (rules/vm_choice.h).
std::string chosen_value_text(int kind, int value, const ChoiceSpec* spec) {
  static constexpr const char* kColors[] = {"white", "blue", "black", "red", "green"};
  switch (static_cast<ChosenKind>(kind)) {
    case ChosenKind::Player: return value >= 0 && value < kNumPlayers ? player_name(player_id(value)) : "?";
    case ChosenKind::Color: return value >= 0 && value < 5 ? kColors[value] : "?";
    case ChosenKind::Number: return std::to_string(value);
    case ChosenKind::Type: {
      const std::string_view t = subtype_of_code(value);
      return t.empty() ? std::string("?") : std::string(t);
    }
    case ChosenKind::Card:
    case ChosenKind::Count:
      break;
  }
  if (spec && value >= 0 && static_cast<size_t>(value) < spec->options.size())
    return spec->options[value];
  return "option " + std::to_string(value + 1);
}

std::string Game::object_label(ObjectId id) const {
  if (id == ObjectId::None || raw(id) >= state_.num_objects) return "?";
  return db_->get(state_.obj(id).def).name() + "#" + std::to_string(raw(id));
}

std::string Game::option_label(const Option& o) const {
  const Pending& p = state_.pending;
  const char* them = player_name(opponent(p.player));
  switch (o.kind) {
    case OptionKind::Pass: return "pass";
    case OptionKind::PlayLand: return "play " + object_label(o.a);
    case OptionKind::Cast: return "cast " + object_label(o.a);
    case OptionKind::Keep:
      return "keep " + std::to_string(state_.player(p.player).hand.size()) +
             (state_.player(p.player).hand.size() == 1 ? " card" : " cards");
    case OptionKind::Mulligan: return "mulligan";
    case OptionKind::BottomCard: return "bottom " + object_label(o.a);
    case OptionKind::ChooseX: return "X=" + std::to_string(o.value);
    case OptionKind::Attack: return "attack with " + object_label(o.a);
    case OptionKind::Block: return "block " + object_label(o.b) + " with " + object_label(o.a);
    case OptionKind::Unblock: return "cancel block by " + object_label(o.a);
    case OptionKind::Done: return "done";
    case OptionKind::AssignDamage:
      return "assign " + std::to_string(o.value) + " damage to " +
             (o.a == ObjectId::None ? std::string(them) : object_label(o.a));
    case OptionKind::AssignLethalRest:
      return "assign lethal damage to each blocker and " + std::to_string(o.value) + " to " + them;
    case OptionKind::KeepLegend: return "keep " + object_label(o.a);
    case OptionKind::Discard: return "discard " + object_label(o.a);
    case OptionKind::Sacrifice: return "sacrifice " + object_label(o.a);
    case OptionKind::Target:
      return "target " + (o.a == ObjectId::None ? std::string(player_name(player_id(o.value))) : object_label(o.a));
    case OptionKind::Source:
      return "source " + object_label(o.a);
    case OptionKind::ChooseCard:
      return "choose " + object_label(o.a);
    case OptionKind::TopCard:
      return "top " + object_label(o.a);
    case OptionKind::Choice: {
      const ChoiceSpec* spec = running_choice(state_, *db_);
      if (spec && spec->kind == static_cast<uint8_t>(ChosenKind::Card)) return "choose " + object_label(static_cast<ObjectId>(o.value));
      return "choose " + chosen_value_text(spec ? spec->kind : kChoiceGeneric, o.value, spec);
    }
    case OptionKind::Mode: {
      const Program* prog = db_->get(state_.obj(o.a).def).front().spell.get();
      return "mode: " + (prog && o.value < prog->modes.size() ? prog->modes[o.value]
                                                              : std::to_string(o.value));
    }
    case OptionKind::Yes:
    case OptionKind::No: {
      const Instr* in = yes_no_instr(state_, *db_);
      if (in && in->op == Op::UnlessPay) {
        const Program& prog = *db_->ability_program(state_.obj(state_.interactions.back().source).def,
                                                       state_.interactions.back().ability);
        return o.kind == OptionKind::Yes ? "pay " + unless_cost_text(prog, in->b, state_)
                                         : std::string("don't pay");
      }
      return o.kind == OptionKind::Yes ? "yes" : "no";
    }
    case OptionKind::PutTrigger: {
      const auto& trig = db_->get(state_.obj(o.a).def).front().triggered;
      const PendingTrigger* t = o.value < state_.triggers.size() ? &state_.triggers[o.value] : nullptr;
      std::string l = "put " + object_label(o.a) + "'s trigger on the stack";
      if (t && t->index < trig.size()) l += ": " + trig[t->index].text;
      return l;
    }
    case OptionKind::Activate: {
      const auto& act = db_->get(state_.obj(o.a).def).front().activated;
      std::string l = "activate " + object_label(o.a);
      if (o.value < act.size()) l += ": " + act[o.value].text;
      return l;
    }
  }
  return "?";
}

namespace {

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
      if (found[i].ability->effect == effect) {
        reason += ": " + g.object_label(found[i].source) + " (static ability)";
        break;
      }
    out.push_back({raw(id), g.object_label(id), reason});
  }
}

}  // namespace

Decision Game::decision() const {
  const Pending& p = state_.pending;
  Decision d;
  d.kind = p.kind;
  d.player = p.player;
  d.picked = p.picked;
  d.total = p.total;
  d.queue_depth = static_cast<int>(state_.stack.size() + state_.triggers.size());  // with triggers waiting (603.3)
  d.turn = state_.turn;
  d.step = state_.step;
  std::string who = player_name(p.player);
  // "(attacker 2 of up to 5)"; once every possible pick is made, "(5 of 5 chosen)".
  auto of = [&](const char* what, int n, int total, bool up_to) {
    if (n > total) return " (" + std::to_string(total) + " of " + std::to_string(total) + " chosen)";
    return std::string(" (") + what + " " + std::to_string(n) + " of " + (up_to ? "up to " : "") +
           std::to_string(total) + ")";
  };
  switch (p.kind) {
    case DecisionKind::None: d.prompt = ""; break;
    case DecisionKind::GameOver:
      d.prompt = std::string("game over: ") +
                 (state_.result == GameResult::Draw ? "draw" : std::string(result_name(state_.result)) + " wins");
      break;
    case DecisionKind::Mulligan:
      d.prompt = who + ": keep this hand or mulligan? (mulligans taken: " +
                 std::to_string(state_.player(p.player).mulligans) + ")";
      break;
    case DecisionKind::BottomCard:
      d.prompt = who + ": put a card from your hand on the bottom of your library" +
                 of("card", p.picked + 1, p.picked + state_.player(p.player).bottom_owed, false);
      break;
    case DecisionKind::Priority: {
      for (ObjectId id : state_.player(p.player).hand)
        if (const char* why = hand_card_problem(state_, *db_, p.player, id))
          d.unselectable.push_back({raw(id), object_label(id), why});
      // Permanents with activated abilities that can't be activated now, ability by ability.
      for (ObjectId id : state_.battlefield) {
        const auto& act = db_->get(state_.obj(id).def).front().activated;
        if (state_.obj(id).controller != raw(p.player)) continue;
        for (size_t k = 0; k < act.size(); ++k)
          if (const char* why = activation_problem(state_, *db_, p.player, id, static_cast<int>(k)))
            d.unselectable.push_back({raw(id), object_label(id) + " (" + act[k].cost_text + ")", why});
      }
      std::sort(d.unselectable.begin(), d.unselectable.end(),
                [](const Unselectable& a, const Unselectable& b) { return a.object < b.object; });
      d.prompt = who + ", turn " + std::to_string(state_.turn) + " " + step_name(state_.step) +
                 ": you have priority";
      if (!state_.stack.empty())
        d.prompt += " (top of stack: " + object_label(state_.stack.back().object) + ")";
      break;
    }
    case DecisionKind::OrderTriggers: {
      int n = 0;
      for (const PendingTrigger& t : state_.triggers) n += t.controller == raw(p.player);
      d.prompt = who + ": your abilities triggered at the same time (603.3b); choose the one to put on the stack "
                       "next (" + std::to_string(n) + " left; the last one put there resolves first)";
      break;
    }
    case DecisionKind::ChooseX: d.prompt = who + ": choose X for " + object_label(p.subject); break;
    case DecisionKind::ChooseSource:
      d.prompt = who + ": choose a source for " + object_label(p.subject);
      if (!state_.interactions.empty()) {
        const Interaction& it = state_.interactions.back();
        const Program* prog = db_->ability_program(state_.obj(it.source).def, it.ability);
        if (prog && !prog->description.empty()) d.prompt += " (" + prog->description + ")";
      }
      break;
    case DecisionKind::ChooseMode:
      d.prompt = who + ": choose one mode of " + object_label(p.subject) + " (700.2)";
      break;
    case DecisionKind::Choose: {  // rules/vm_choice.h: the title says what is chosen and why
      const ChoiceSpec* spec = running_choice(state_, *db_);
      std::string title = spec ? spec->title : std::string("choose");
      const std::string name = db_->get(state_.obj(p.subject).def).name();
      for (size_t at; (at = title.find("CARDNAME")) != std::string::npos;) title.replace(at, 8, name);
      d.prompt = who + ": " + object_label(p.subject) + ": " + title;
      if (spec && spec->filter >= 0) {  // what the choices are, and why other cards are not
        const Interaction& it = state_.interactions.back();
        const Program& prog = *db_->get(state_.obj(it.source).def).front().program(it.ability);
        const Filter& f = prog.filters[spec->filter];
        if (spec->kind == static_cast<uint8_t>(ChosenKind::Player)) {
          d.prompt += " [players allowed: " + f.text + "]";
        } else if (spec->kind == static_cast<uint8_t>(ChosenKind::Card)) {
          d.prompt += " [cards allowed: " + f.text + "]";
          const Player& pl = state_.player(player_id(it.controller));
          const auto& zone = spec->min == kChooseInHand ? pl.hand : spec->min == kChooseInGraveyard ? pl.graveyard
                                                                                                       : state_.battlefield;
          for (ObjectId id : zone)
            if (const char* why = filter_mismatch(state_, *db_, prog, f, player_id(it.controller), state_.obj(id)))
              d.unselectable.push_back({raw(id), object_label(id), why});
          std::sort(d.unselectable.begin(), d.unselectable.end(),
                    [](const Unselectable& a, const Unselectable& b) { return a.object < b.object; });
        }
      }
      break;
    }
    case DecisionKind::ChooseCard: {  // a search (701.23) or a scry (701.22)
      const Interaction& it = state_.interactions.back();
      const Program& prog = *db_->get(state_.obj(it.source).def).front().program(it.ability);
      if (prog.code[it.pc].op == Op::TapChoose)
        d.prompt = who + ": tap " + std::to_string(p.total) + " untapped " +
                   prog.filters[prog.code[it.pc].b].text + " you control (" + object_label(p.subject) +
                   ")" + of("permanent", p.picked + 1, p.total, false);
      else if (prog.code[it.pc].op == Op::Scry || prog.code[it.pc].op == Op::Dig)
        d.prompt = who + ": " + object_label(p.subject) + ": " + dig_prompt(state_, *db_) +
                   of("card", p.picked + 1, p.total, false);
      else
        d.prompt = who + ": search your library (" + object_label(p.subject) + ")" +
                   of("card", p.picked + 1, p.total, true) + "; done to stop";
      break;
    }
    case DecisionKind::YesNo: {
      const Instr* in = yes_no_instr(state_, *db_);
      const Interaction& it = state_.interactions.back();
      const Program& prog = *db_->ability_program(state_.obj(it.source).def, it.ability);
      if (in && in->op == Op::UnlessPay) {
        d.prompt = who + ": pay " + unless_cost_text(prog, in->b, state_) + " for " + object_label(p.subject) + "?";
        if (!prog.description.empty()) d.prompt += " (" + prog.description + ")";
      } else if (in) {
        const std::string& q = prog.questions[in->b];
        d.prompt = who + ": " + object_label(p.subject) + ": you may " +
                   (q.empty() ? std::string("use this ability") : q) + " Do you?";
      }
      break;
    }
    case DecisionKind::DeclareAttackers:
      restricted_creatures(*this, state_, p.player, StaticEffect::CantAttack, d.unselectable);
      d.prompt = who + ": declare attackers" + of("attacker", p.picked + 1, p.total, true);
      break;
    case DecisionKind::DeclareBlockers:
      restricted_creatures(*this, state_, p.player, StaticEffect::CantBlock, d.unselectable);
      d.prompt = who + ": declare blockers" + of("blocker", p.picked + 1, p.total, true);
      break;
    case DecisionKind::AssignDamage:
      d.prompt = who + ": assign " + object_label(p.subject) + "'s combat damage (" +
                 std::to_string(p.remaining) + " of " + std::to_string(p.total) + " left)";
      break;
    case DecisionKind::LegendRule:
      d.prompt = who + ": choose the legendary permanent to keep (legend rule)";
      break;
    case DecisionKind::Sacrifice:
      d.prompt = who + ": sacrifice " + std::to_string(p.total) + (p.total == 1 ? " permanent" : " permanents") + " (" +
                 object_label(p.subject) + ")" + of("permanent", p.picked + 1, p.total, false);
      break;
    case DecisionKind::Discard:
      if (!state_.interactions.empty())
        d.prompt = who + ": discard " + std::to_string(p.total) + (p.total == 1 ? " card" : " cards") + " (" +
                   object_label(state_.interactions.back().source) + ")" + of("card", p.picked + 1, p.total, false);
      else
        d.prompt = who + ": discard down to " + std::to_string(kMaxHandSize) + " cards" +
                   of("card", p.picked + 1, p.total, false);
      break;
    case DecisionKind::ChooseTarget: {
      const Program* program = state_.interactions.empty()
                                   ? nullptr
                                   : db_->ability_program(state_.obj(p.subject).def, state_.interactions.back().ability);
      if (program) {
        const Program& prog = *program;
        const Instr& in = prog.code[state_.interactions.back().pc];
        const Filter& f = prog.filters[in.b];
        std::vector<ObjectId> candidates;
        if (f.zone == FilterZone::Graveyard) {
          for (const Player& pl : state_.players) candidates.insert(candidates.end(), pl.graveyard.begin(), pl.graveyard.end());
        } else if (f.zone == FilterZone::Stack || f.zone == FilterZone::StackOrBattlefield) {
          for (const StackItem& item : state_.stack)
            if (item.ability == 0) candidates.push_back(item.object);
          if (f.zone == FilterZone::StackOrBattlefield)  // "target spell or permanent"
            candidates.insert(candidates.end(), state_.battlefield.begin(),
                              state_.battlefield.end());
        } else {
          candidates.assign(state_.battlefield.begin(), state_.battlefield.end());
        }
        std::sort(candidates.begin(), candidates.end(), [](ObjectId a, ObjectId b) { return raw(a) < raw(b); });
        for (ObjectId id : candidates) {
          Target t{TargetKind::Object, 0, id, state_.obj(id).zone_changes};
          if (const char* why = target_problem(state_, *db_, prog, f, p.player, p.subject, t))
            d.unselectable.push_back({raw(id), object_label(id), why});
        }
      }
      std::string what = program && p.picked < program->target_text.size() ? program->target_text[p.picked]
                                                                          : std::string("a target");
      d.prompt = who + ": choose " + what + " for " + object_label(p.subject) + of("target", p.picked + 1, p.total, false);
      break;
    }
  }
  return d;
}

Result<int> Game::parse_answer(std::string_view text) const {
  std::string t = trim(text);
  if (t.empty()) return Status::error("empty answer");
  OptionList opts;
  options(opts);
  if (std::all_of(t.begin(), t.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
    if (t.size() > 6) return Status::error("option " + t + " is not legal");
    int n = std::stoi(t);
    if (n >= static_cast<int>(opts.size()))
      return Status::error("option " + t + " is not legal: choose 0.." +
                           std::to_string(static_cast<int>(opts.size()) - 1));
    return n;
  }
  std::string want = lower(t);
  for (size_t i = 0; i < opts.size(); ++i)
    if (lower(option_label(opts[i])) == want) return static_cast<int>(i);
  // Without ids: "cast Grizzly Bears". Several matches are fine only if they are the same
  // kind of option on cards with the same name (then the first, lowest id, is taken).
  std::string want_plain = strip_ids(t);
  int found = -1;
  for (size_t i = 0; i < opts.size(); ++i) {
    if (strip_ids(option_label(opts[i])) != want_plain) continue;
    if (found >= 0) return Status::error("\"" + t + "\" matches several options; give the number or the #id");
    found = static_cast<int>(i);
  }
  if (found >= 0) return found;
  // An ability by its source alone: "activate Prodigal Sorcerer" (when it has one ability
  // that can be activated now).
  for (size_t i = 0; i < opts.size(); ++i) {
    if (opts[i].kind != OptionKind::Activate) continue;
    std::string short_label = "activate " + object_label(opts[i].a);
    if (lower(short_label) != want && strip_ids(short_label) != want_plain) continue;
    if (found >= 0 && opts[found].a != opts[i].a)
      return Status::error("\"" + t + "\" matches several options; give the number or the #id");
    if (found >= 0) return Status::error("\"" + t + "\" matches several abilities; give the number or the whole label");
    found = static_cast<int>(i);
  }
  if (found >= 0) return found;
  // An object label alone: "Grizzly Bears#31".
  for (size_t i = 0; i < opts.size(); ++i) {
    if (opts[i].a == ObjectId::None) continue;
    if (lower(object_label(opts[i].a)) != want) continue;
    if (found >= 0) return Status::error("\"" + t + "\" matches several options; give the number");
    found = static_cast<int>(i);
  }
  if (found >= 0) return found;
  return Status::error("\"" + t + "\" is not one of the options");
}

std::string Game::describe(const GameEvent& e) const { return e.text; }

}  // namespace rwd
