#include "cli/play_output.h"

#include <iostream>

#include "cli/human.h"
#include "cli/json_out.h"
#include "core/hash.h"

namespace rwd {

namespace {

class PrintListener : public GameListener {
 public:
  PrintListener(bool json, const Audience& a) : json_(json), audience_(a) {}
  void on_event(const GameEvent& e) override {
    // A hidden card of a seat that does not see is shown as "a card".
    bool redact = e.hidden && !audience_.all() && !(e.player >= 0 && audience_.sees[e.player]);
    if (json_) {
      if (!redact) {
        std::cout << event_json(e).dump() << "\n";
        return;
      }
      GameEvent r = e;
      r.object = -1;
      r.object_label.clear();
      r.text = redacted_event_text(e);
      std::cout << event_json(r).dump() << "\n";
      return;
    }
    if (e.type == "pass_priority" || e.type == "step_begin" || e.type == "shuffle") return;
    std::cout << (redact ? redacted_event_text(e) : e.text) << "\n";
  }

 private:
  bool json_;
  Audience audience_;
};

bool starts_with(const std::string& s, const char* prefix) {
  return s.rfind(prefix, 0) == 0;
}

std::string step_words(const std::string& step) {
  if (step == "main1") return "first main phase";
  if (step == "main2") return "second main phase";
  if (step == "end") return "end step";
  if (step == "begin_combat") return "beginning of combat";
  if (step == "end_combat") return "end of combat";
  std::string s = step;
  for (char& c : s)
    if (c == '_') c = ' ';
  return s;
}

}  // namespace

Audience make_audience(const bool human[kNumPlayers], bool json, PlayerId viewer) {
  Audience a;
  const bool any_human = human[0] || human[1];
  for (int p = 0; p < kNumPlayers; ++p) {
    a.sees[p] = viewer != PlayerId::None ? viewer == player_id(p) : !any_human || human[p];
    a.typed[p] = human[p] && !json;
  }
  return a;
}

std::unique_ptr<GameListener> make_play_listener(bool json, const Audience& audience) {
  return std::make_unique<PrintListener>(json, audience);
}

std::string move_in_words(const Game& g, PlayerId who, const std::string& label) {
  const std::string p = player_name(who);
  const Decision d = g.decision();
  if (label == "pass") {
    PlayerView v = g.view(PlayerId::None);
    if (!v.stack.empty())
      return p + " passes with " + v.stack.back().name + "#" + std::to_string(v.stack.back().id) +
             " on the stack";
    return p + " passes (" + step_words(v.step) + ")";
  }
  if (label == "done") {
    if (d.kind == DecisionKind::DeclareAttackers && d.picked == 0)
      return p + " attacks with nothing";
    if (d.kind == DecisionKind::DeclareBlockers && d.picked == 0) return p + " blocks nothing";
    return "";  // the attack and block events follow
  }
  for (const char* said : {"play ", "cast ", "keep ", "mulligan", "bottom ", "attack with ",
                           "block ", "discard ", "sacrifice ", "activate ", "put "})
    if (starts_with(label, said)) return "";  // an event says it
  if (starts_with(label, "target ")) return p + " targets " + label.substr(7);
  if (starts_with(label, "pay ")) return p + " pays " + label.substr(4);
  if (label == "don't pay") return p + " doesn't pay";
  if (label == "yes" || label == "no") return p + " answers " + label;
  if (starts_with(label, "assign ")) return p + " assigns " + label.substr(7);
  if (starts_with(label, "cancel block by "))
    return p + " cancels the block by " + label.substr(16);
  if (starts_with(label, "mode: ")) return p + " chooses the mode: " + label.substr(6);
  return p + " chooses " + label;
}

LoopHooks make_play_hooks(bool json, const Audience& audience) {
  auto acting = std::make_shared<PlayerId>(PlayerId::None);
  LoopHooks hooks;
  hooks.before = [json, acting, audience](const Game& g) {
    *acting = g.pending().player;
    // A seat that does not see has its choices kept private (they name its hand).
    const bool show = audience.all() || (*acting != PlayerId::None && audience.sees[raw(*acting)]);
    if (json) std::cout << decision_json(g, show).dump() << "\n" << std::flush;
  };
  hooks.chosen = [json, acting, audience](const Game& g, int n, const std::string& label,
                                          bool forced) {
    // A pick of a card to put on the bottom of a library stays hidden from the other seat.
    const bool secret = !audience.all() && *acting != PlayerId::None &&
                        !audience.sees[raw(*acting)] &&
                        g.pending().kind == DecisionKind::BottomCard;
    const std::string shown = secret ? "bottom a card" : label;
    if (json) {
      std::cout << answer_json(g, *acting, n, shown).dump() << "\n";
    } else if (forced || !audience.typed[raw(*acting)]) {
      std::string words = move_in_words(g, *acting, shown);
      if (!words.empty()) std::cout << words << "\n";
    }
  };
  return hooks;
}

void print_stop(const Game& g, const std::string& rule, const std::string& snapshot, bool json,
                std::ostream& out) {
  PlayerId seat = g.pending().player;
  if (json) {
    nlohmann::json j = decision_json(g);
    j["type"] = "stop";
    j["frame"] = g.inputs();
    j["rule"] = rule;
    j["snapshot"] = snapshot;
    j["view"] = g.view(seat);
    out << j.dump() << "\n" << std::flush;
    return;
  }
  out << "stopped at frame " << g.inputs() << " (" << rule << "), before " << player_name(seat)
      << "'s decision; snapshot: " << snapshot << "\n";
  print_decision_text(g, out);
  out << std::flush;
}

void print_game_over(const Game& g, bool json, std::ostream& out) {
  GameOutcome o{g.result(), g.turn(), g.hash(), g.inputs()};
  if (json)
    out << game_over_json(g, o).dump() << "\n";
  else
    out << "game over after " << o.turns << " turns: "
        << (o.result == GameResult::Draw ? std::string("draw")
                                         : std::string(result_name(o.result)) + " wins")
        << " (hash " << hex64(o.hash) << ")\n";
  out << std::flush;
}

}  // namespace rwd
