#include "cli/human.h"

#include <iostream>
#include <nlohmann/json.hpp>
#include <string>

#include "cli/card_text.h"
#include "cli/interrupt.h"

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
    // Per player: the lands on one line, every other permanent on a line of its own.
    for (int p = 0; p < kNumPlayers; ++p) {
      out << "  " << player_name(player_id(p)) << " battlefield:";
      bool any = false;
      for (const CardView& c : v.battlefield)
        if (c.controller == p && c.is_land)
          out << " " << card_brief(c, CardPlace::Battlefield), any = true;
      out << (any ? "\n" : " (no lands)\n");
      for (const CardView& c : v.battlefield)
        if (c.controller == p && !c.is_land)
          out << "    " << card_brief(c, CardPlace::Battlefield) << "\n";
    }
    if (!v.stack.empty()) print_card_list(out, "stack (top last)", v.stack, CardPlace::Other);
  }
  out << "  your hand:" << (v.players[raw(me)].hand.empty() ? " (empty)\n" : "\n");
  for (const CardView& c : v.players[raw(me)].hand)
    out << "    " << card_brief(c, CardPlace::Other) << "\n";
  out << d.prompt << "\n";
  OptionList opts;
  game.options(opts);
  for (size_t i = 0; i < opts.size(); ++i) out << "  " << i << ": " << game.option_label(opts[i]) << "\n";
}

std::string human_help_text(const HumanExit* exit) {
  std::string save = exit && !exit->save_to.empty()
                         ? "the game so far is saved to " + exit->save_to +
                               " (continue: rewind resume " + exit->save_to + ")"
                         : "the game is not saved (start with --record FILE to keep it)";
  return "Answer with the number beside an option, or its label (\"cast Grizzly Bears\", \"Grizzly "
         "Bears#31\").\n"
         "Attackers, blockers and other multi-picks are one pick at a time, ending with \"done\".\n"
         "  help        this text\n"
         "  board       the board, your hand and the options again\n"
         "  show CARD   a card's rules text, power/toughness and where they come from\n"
         "              (CARD: its number 31, its label Grizzly Bears#31, or its name)\n"
         "  quit        stop playing; " +
         save +
         "\n"
         "End of input (Ctrl-D) and Ctrl-C stop too, saving the same way.\n";
}

namespace {

std::string trim(const std::string& s) {
  size_t a = s.find_first_not_of(" \t\r\n"), b = s.find_last_not_of(" \t\r\n");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

class HumanController : public Controller {
 public:
  HumanController(std::istream& in, std::ostream& out, bool json, HumanExit* exit)
      : in_(in), out_(out), json_(json), exit_(exit ? exit : &own_exit_) {}
  std::string_view kind() const override { return "human"; }
  Result<int> choose(const Game& game, PlayerId me) override {
    if (interrupted()) return stop(HumanExit::Kind::Interrupted);
    if (!json_) print_decision_text(game, out_);
    for (;;) {
      if (!json_) out_ << "> " << std::flush;
      std::string line;
      if (!std::getline(in_, line))
        return stop(interrupted() ? HumanExit::Kind::Interrupted : HumanExit::Kind::EndOfInput);
      const std::string word = lower(trim(line));
      if (word.empty()) continue;
      if (word == "quit" || word == "exit") {
        if (json_ || confirm_quit()) return stop(HumanExit::Kind::Quit);
        continue;
      }
      if (word == "help" || word == "?" || word == "board" || word == "show" ||
          word.rfind("show ", 0) == 0) {
        if (json_) {
          error("\"" + trim(line) +
                "\" is for the text mode; with --json the decision lines carry the options and "
                "the view");
          continue;
        }
        if (word == "board")
          print_decision_text(game, out_);
        else if (word == "help" || word == "?")
          out_ << human_help_text(exit_);
        else
          show(game, me, trim(line).substr(4));
        continue;
      }
      Result<int> r = game.parse_answer(line);
      if (r) return r;
      error(r.message() + (json_ ? "" : " (type help for the commands)"));
    }
  }

 private:
  Result<int> stop(HumanExit::Kind k) {
    exit_->kind = k;
    switch (k) {
      case HumanExit::Kind::Quit:
        return Status::error("the player quit");
      case HumanExit::Kind::Interrupted:
        return Status::error("interrupted");
      default:
        return Status::error("input ended before the game did");
    }
  }
  bool confirm_quit() {
    out_ << "quit this game? "
         << (exit_->save_to.empty() ? "it is not saved (start with --record FILE to keep it)"
                                    : "the game so far is saved to " + exit_->save_to)
         << " [y/n] " << std::flush;
    std::string answer;
    if (!std::getline(in_, answer)) return true;  // end of input: quitting anyway
    return lower(trim(answer)).rfind('y', 0) == 0;
  }
  void show(const Game& game, PlayerId me, const std::string& query) {
    PlayerView v = game.view(me);
    std::string error_text;
    FoundCard f = find_visible_card(v, query, &error_text);
    if (!f.card) return error(error_text);
    out_ << card_details(f, game.db());
  }
  void error(const std::string& message) {
    if (json_)
      out_ << nlohmann::json{{"type", "error"}, {"message", message}}.dump() << "\n" << std::flush;
    else
      out_ << "error: " << message << "\n";
  }

  std::istream& in_;
  std::ostream& out_;
  bool json_;
  HumanExit own_exit_;
  HumanExit* exit_;
};

}  // namespace

std::unique_ptr<Controller> make_human_controller(std::istream& in, std::ostream& out, bool json,
                                                  HumanExit* exit) {
  return std::make_unique<HumanController>(in, out, json, exit);
}

}  // namespace rwd
