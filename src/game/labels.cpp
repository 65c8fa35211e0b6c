// Readable labels for objects and options, and parsing typed answers (a decision's prompt:
// decision.cpp; events: event_render.cpp).
#include <algorithm>
#include <cctype>

#include "cards/choice_compiler.h"
#include "cards/subtype_names.h"
#include "game/event_adapter.h"
#include "game/game.h"
#include "rules/dig_info.h"
#include "rules/events.h"
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

}  // namespace

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
  return in.op == Op::Ask || in.op == Op::UnlessPay || in.op == Op::UnlessLife ? &in : nullptr;
}

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
    case ChosenKind::Player:
      return value >= 0 && value < kNumPlayers ? player_name(player_id(value)) : "?";
    case ChosenKind::Color:
      return value >= 0 && value < 5 ? kColors[value] : "?";
    case ChosenKind::Number:
      return std::to_string(value);
    case ChosenKind::Type: {
      const std::string_view t = subtype_of_code(value);
      return t.empty() ? std::string("?") : std::string(t);
    }
    case ChosenKind::Card:
    case ChosenKind::ExiledBy:
    case ChosenKind::Count:
      break;
  }
  if (spec && value >= 0 && static_cast<size_t>(value) < spec->options.size())
    return spec->options[value];
  return "option " + std::to_string(value + 1);
}

std::string Game::object_label(ObjectId id) const {
  if (id == ObjectId::None || raw(id) >= state().num_objects) return "?";
  return db_->get(state().obj(id).def).name() + "#" + std::to_string(raw(id));
}

std::string Game::option_label(const Option& o) const {
  const Pending& p = state().pending;
  const char* them = player_name(opponent(p.player));
  switch (o.kind()) {
    case OptionKind::Pass:
      return "pass";
    case OptionKind::PlayLand:
      return "play " + object_label(o.object());
    case OptionKind::Cast: {
      const char* extra =
          db_->get(state().obj(o.object()).def).front().buyback ? "buyback" : "kicker";
      return "cast " + object_label(o.object()) +
             (state().obj(o.object()).zone == Zone::Graveyard
                  ? (o.kicked() ? std::string(" with flashback and ") + extra : " with flashback")
                  : (o.kicked() ? std::string(" with ") + extra : ""));
    }
    case OptionKind::Keep:
      return "keep " + std::to_string(state().player(p.player).hand.size()) +
             (state().player(p.player).hand.size() == 1 ? " card" : " cards");
    case OptionKind::Mulligan:
      return "mulligan";
    case OptionKind::BottomCard:
      return "bottom " + object_label(o.object());
    case OptionKind::ChooseX:
      return "X=" + std::to_string(o.amount());
    case OptionKind::Attack:
      return "attack with " + object_label(o.object());
    case OptionKind::Block:
      return "block " + object_label(o.attacker()) + " with " + object_label(o.object());
    case OptionKind::Unblock:
      return "cancel block by " + object_label(o.object());
    case OptionKind::Done:
      return "done";
    case OptionKind::AssignDamage:
      return "assign " + std::to_string(o.amount()) + " damage to " +
             (o.object() == ObjectId::None ? std::string(them) : object_label(o.object()));
    case OptionKind::AssignLethalRest:
      return "assign lethal damage to each blocker and " + std::to_string(o.amount()) + " to " +
             them;
    case OptionKind::KeepLegend:
      return "keep " + object_label(o.object());
    case OptionKind::Discard:
      return "discard " + object_label(o.object());
    case OptionKind::Sacrifice:
      return "sacrifice " + object_label(o.object());
    case OptionKind::Target:
      return "target " + (o.object() == ObjectId::None ? std::string(player_name(o.player()))
                                                       : object_label(o.object()));
    case OptionKind::Source:
      return "source " + object_label(o.object());
    case OptionKind::ChooseCard:
      return "choose " + object_label(o.object());
    case OptionKind::TopCard:
      return "top " + object_label(o.object());
    case OptionKind::Choice: {
      const ChoiceSpec* spec = running_choice(state(), *db_);
      if (spec && spec->kind == static_cast<uint8_t>(ChosenKind::Card))
        return "choose " + object_label(static_cast<ObjectId>(o.choice_value()));
      return "choose " +
             chosen_value_text(spec ? spec->kind : kChoiceGeneric, o.choice_value(), spec);
    }
    case OptionKind::Mode: {
      const Program* prog = db_->get(state().obj(o.object()).def).front().spell.get();
      const size_t m = static_cast<size_t>(o.mode_number());
      return "mode: " + (prog && m < prog->modes.size() ? prog->modes[m] : std::to_string(m));
    }
    case OptionKind::Yes:
    case OptionKind::No: {
      const Instr* in = yes_no_instr(state(), *db_);
      if (in && in->op == Op::UnlessPay) {
        const Program& prog =
            *db_->ability_program(state().obj(state().interactions.back().source).def,
                                  state().interactions.back().ability);
        return o.kind() == OptionKind::Yes ? "pay " + unless_cost_text(prog, in->b, state())
                                           : std::string("don't pay");
      }
      if (in && in->op == Op::UnlessLife)  // 119.4
        return o.kind() == OptionKind::Yes ? "pay " + std::to_string(in->b) + " life"
                                           : std::string("don't pay");
      return o.kind() == OptionKind::Yes ? "yes" : "no";
    }
    case OptionKind::PutTrigger: {
      const auto& trig = db_->get(state().obj(o.object()).def).front().triggered;
      const size_t i = static_cast<size_t>(o.trigger());
      const PendingTrigger* t = i < state().triggers.size() ? &state().triggers[i] : nullptr;
      std::string l = "put " + object_label(o.object()) + "'s trigger on the stack";
      if (t && t->index < trig.size()) l += ": " + trig[t->index].text;
      return l;
    }
    case OptionKind::Activate: {
      const auto& act = db_->get(state().obj(o.object()).def).front().activated;
      std::string l = "activate " + object_label(o.object());
      if (static_cast<size_t>(o.ability()) < act.size()) l += ": " + act[o.ability()].text;
      return l;
    }
  }
  return "?";
}

Result<int> Game::parse_answer(std::string_view text) const {
  std::string t = trim(text);
  if (t.empty()) return Status::error("empty answer");
  OptionList opts;
  options(opts);
  if (std::all_of(t.begin(), t.end(),
                  [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
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
    if (found >= 0)
      return Status::error("\"" + t + "\" matches several options; give the number or the #id");
    found = static_cast<int>(i);
  }
  if (found >= 0) return found;
  // An ability by its source alone: "activate Prodigal Sorcerer" (when it has one ability
  // that can be activated now).
  for (size_t i = 0; i < opts.size(); ++i) {
    if (opts[i].kind() != OptionKind::Activate) continue;
    std::string short_label = "activate " + object_label(opts[i].object());
    if (lower(short_label) != want && strip_ids(short_label) != want_plain) continue;
    if (found >= 0 && opts[found].object() != opts[i].object())
      return Status::error("\"" + t + "\" matches several options; give the number or the #id");
    if (found >= 0)
      return Status::error("\"" + t +
                           "\" matches several abilities; give the number or the whole label");
    found = static_cast<int>(i);
  }
  if (found >= 0) return found;
  // An object label alone: "Grizzly Bears#31".
  for (size_t i = 0; i < opts.size(); ++i) {
    if (opts[i].object() == ObjectId::None) continue;
    if (lower(object_label(opts[i].object())) != want) continue;
    if (found >= 0) return Status::error("\"" + t + "\" matches several options; give the number");
    found = static_cast<int>(i);
  }
  if (found >= 0) return found;
  return Status::error("\"" + t + "\" is not one of the options");
}

std::string Game::describe(const GameEvent& e) const {
  return e.text;
}

}  // namespace rwd
