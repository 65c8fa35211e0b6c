#include "cli/human.h"

#include <iostream>
#include <nlohmann/json.hpp>
#include <string>

namespace rwd {

void print_decision_text(const Game& game, std::ostream& out) {
  Decision d = game.decision();
  PlayerId me = d.player;
  PlayerView v = game.view(me);
  out << "\n";
  if (v.step != "mulligan") {
    out << "  life: p1 " << v.players[0].life << ", p2 " << v.players[1].life
        << " | library: p1 " << v.players[0].library_count << ", p2 " << v.players[1].library_count
        << " | hands: p1 " << v.players[0].hand_count << ", p2 " << v.players[1].hand_count;
    if (v.players[0].poison || v.players[1].poison)
      out << " | poison: p1 " << v.players[0].poison << ", p2 " << v.players[1].poison;
    out << "\n";
    for (int p = 0; p < kNumPlayers; ++p) {
      out << "  " << player_name(player_id(p)) << " battlefield:";
      bool any = false;
      for (const CardView& c : v.battlefield) {
        if (c.controller != p) continue;
        any = true;
        out << " [" << c.name << "#" << c.id;
        if (c.is_creature) out << " " << c.power << "/" << c.toughness;
        if (c.damage) out << " dmg " << c.damage;
        if (c.tapped) out << " tapped";
        if (c.attacking) out << " attacking";
        if (c.blocking) out << " blocking #" << c.blocking_id;
        if (!c.not_implemented.empty()) out << " NOT IMPLEMENTED: " << c.not_implemented;
        out << "]";
      }
      out << (any ? "\n" : " (empty)\n");
    }
  }
  {
    out << "  your hand:";
    for (const CardView& c : v.players[raw(me)].hand) {
      out << " [" << c.name << "#" << c.id << " " << c.mana_cost;
      if (!c.not_implemented.empty()) out << " NOT IMPLEMENTED: " << c.not_implemented;
      out << "]";
    }
    out << "\n";
  }
  out << d.prompt << "\n";
  OptionList opts;
  game.options(opts);
  for (size_t i = 0; i < opts.size(); ++i) out << "  " << i << ": " << game.option_label(opts[i]) << "\n";
}

namespace {

class HumanController : public Controller {
 public:
  HumanController(std::istream& in, std::ostream& out, bool json) : in_(in), out_(out), json_(json) {}
  std::string_view kind() const override { return "human"; }
  Result<int> choose(const Game& game, PlayerId) override {
    if (!json_) print_decision_text(game, out_);
    for (;;) {
      if (!json_) out_ << "> " << std::flush;
      std::string line;
      if (!std::getline(in_, line)) return Status::error("input ended before the game did");
      Result<int> r = game.parse_answer(line);
      if (r) return r;
      if (json_)
        out_ << nlohmann::json{{"type", "error"}, {"message", r.message()}}.dump() << "\n" << std::flush;
      else
        out_ << "error: " << r.message() << "\n";
    }
  }

 private:
  std::istream& in_;
  std::ostream& out_;
  bool json_;
};

}  // namespace

std::unique_ptr<Controller> make_human_controller(std::istream& in, std::ostream& out, bool json) {
  return std::make_unique<HumanController>(in, out, json);
}

}  // namespace rwd
