#include "cards/choice_compiler.h"

#include <algorithm>

#include "cards/color.h"
#include "cards/filter_compiler.h"
#include "cards/subtype_names.h"

namespace rwd {

Status compile_choose_player(const TakeParam& take, const std::string& description, Program& prog) {
  if (const std::string* d = take("Defined"); d && *d != "You")
    return Status::error("ChoosePlayer: Defined$ " + *d + " is not supported (only You choose)");
  const std::string* choices = take("Choices");
  std::string valid = choices ? *choices : "Player";
  FilterTerm term;
  term.player = true;
  if (valid == "Player.Opponent")
    term.control = FilterControl::Opponent;
  else if (valid != "Player")
    return Status::error("ChoosePlayer: Choices$ " + valid +
                         " is not supported (Player or Player.Opponent)");
  Filter f;
  f.terms.push_back(term);
  f.text = valid;
  prog.filters.push_back(std::move(f));
  ChoiceSpec spec;
  spec.kind = static_cast<uint8_t>(ChosenKind::Player);
  spec.filter = static_cast<int8_t>(prog.filters.size() - 1);
  const std::string* title = take("ChoiceTitle");
  spec.title = title               ? *title
               : valid == "Player" ? std::string("Choose a player")
                                   : std::string("Choose an opponent");
  if (!description.empty()) spec.title += " (" + description + ")";
  prog.choices.push_back(std::move(spec));
  prog.code.push_back(Instr{Op::Choose, kWhoYou, static_cast<int16_t>(prog.choices.size() - 1)});
  prog.code.push_back(Instr{Op::ChosenSet, static_cast<uint8_t>(ChosenKind::Player), 0});
  return Status::ok();
}

Status compile_choose_color(const TakeParam& take, const std::string& description, Program& prog) {
  if (const std::string* d = take("Defined"); d && *d != "You")
    return Status::error("ChooseColor: Defined$ " + *d + " is not supported (only You choose)");
  ChoiceSpec spec;
  spec.kind = static_cast<uint8_t>(ChosenKind::Color);
  const std::string* choices = take("Choices");
  if (!choices || *choices == "AnyColor") {
    for (const char* c : kColorNames) spec.options.push_back(c);
  } else {  // "black,red"
    std::string rest = *choices;
    for (size_t at = 0; at <= rest.size();) {
      size_t comma = rest.find(',', at);
      if (comma == std::string::npos) comma = rest.size();
      std::string word = rest.substr(at, comma - at);
      if (color_from_name(word) < 0)
        return Status::error("ChooseColor: Choices$ " + *choices + " is not a list of colors");
      spec.options.push_back(kColorNames[color_from_name(word)]);
      at = comma + 1;
    }
  }
  const std::string* title = take("ChoiceTitle");
  spec.title = title ? *title : std::string("Choose a color");
  if (!description.empty()) spec.title += " (" + description + ")";
  prog.choices.push_back(std::move(spec));
  prog.code.push_back(Instr{Op::Choose, kWhoYou, static_cast<int16_t>(prog.choices.size() - 1)});
  prog.code.push_back(Instr{Op::ChosenSet, static_cast<uint8_t>(ChosenKind::Color), 0});
  return Status::ok();
}

Status compile_choose_number(const TakeParam& take, const std::string& description, Program& prog) {
  if (const std::string* d = take("Defined"); d && *d != "You")
    return Status::error("ChooseNumber: Defined$ " + *d + " is not supported (only You choose)");
  const std::string* lo = take("Min");
  const std::string* hi = take("Max");
  if ((lo && !is_integer(*lo)) || !hi || !is_integer(*hi))
    return Status::error("ChooseNumber: needs Max$ (and Min$) as numbers");
  ChoiceSpec spec;
  spec.kind = static_cast<uint8_t>(ChosenKind::Number);
  spec.min = static_cast<int16_t>(lo ? std::stoi(*lo) : 0);
  if (hi->size() > 4 || std::stoi(*hi) < spec.min || std::stoi(*hi) - spec.min > 63)
    return Status::error("ChooseNumber: Min$ to Max$ must be at most 64 numbers");
  spec.max = static_cast<int16_t>(std::stoi(*hi));
  const std::string* title = take("ListTitle");
  if (!title) title = take("ChoiceTitle");
  spec.title = title ? *title : std::string("Choose a number");
  if (!description.empty()) spec.title += " (" + description + ")";
  prog.choices.push_back(std::move(spec));
  prog.code.push_back(Instr{Op::Choose, kWhoYou, static_cast<int16_t>(prog.choices.size() - 1)});
  prog.code.push_back(Instr{Op::ChosenSet, static_cast<uint8_t>(ChosenKind::Number), 0});
  return Status::ok();
}

Status compile_choose_type(const TakeParam& take, const std::string& description, Program& prog) {
  if (const std::string* d = take("Defined"); d && *d != "You")
    return Status::error("ChooseType: Defined$ " + *d + " is not supported (only You choose)");
  const std::string* type = take("Type");
  ChoiceSpec spec;
  spec.kind = static_cast<uint8_t>(ChosenKind::Type);
  if (type && *type == "Creature") {
    for (std::string_view t : kCreatureTypes) spec.options.emplace_back(t);
    spec.title = "Choose a creature type";
  } else if (type && *type == "Basic Land") {
    for (std::string_view t : kBasicLandTypes) spec.options.emplace_back(t);
    spec.title = "Choose a basic land type";
  } else {
    return Status::error("ChooseType: Type$ " + (type ? *type : std::string("(none)")) +
                         " is not supported (Creature or Basic Land)");
  }
  auto words = [](const std::string& list) {
    std::vector<std::string> out;
    for (size_t at = 0; at <= list.size();) {
      size_t comma = list.find(',', at);
      if (comma == std::string::npos) comma = list.size();
      out.push_back(list.substr(at, comma - at));
      at = comma + 1;
    }
    return out;
  };
  if (const std::string* invalid =
          take("InvalidTypes"))  // "choose a creature type other than Wall"
    for (const std::string& w : words(*invalid)) {
      auto it = std::find(spec.options.begin(), spec.options.end(), w);
      if (it == spec.options.end())
        return Status::error("ChooseType: InvalidTypes$ " + w + " is not a type of the list");
      spec.options.erase(it);
    }
  if (const std::string* valid = take("ValidTypes")) {  // only these
    std::vector<std::string> keep;
    for (const std::string& w : words(*valid)) {
      if (std::find(spec.options.begin(), spec.options.end(), w) == spec.options.end())
        return Status::error("ChooseType: ValidTypes$ " + w + " is not a type of the list");
      keep.push_back(w);
    }
    spec.options = std::move(keep);
  }
  if (const std::string* title = take("ChoiceTitle")) spec.title = *title;
  if (!description.empty()) spec.title += " (" + description + ")";
  prog.choices.push_back(std::move(spec));
  prog.code.push_back(Instr{Op::Choose, kWhoYou, static_cast<int16_t>(prog.choices.size() - 1)});
  prog.code.push_back(Instr{Op::ChosenSet, static_cast<uint8_t>(ChosenKind::Type), 0});
  return Status::ok();
}

Status compile_choose_card(const TakeParam& take, const std::string& description, Program& prog) {
  if (const std::string* d = take("Defined"); d && *d != "You")
    return Status::error("ChooseCard: Defined$ " + *d + " is not supported (only You choose)");
  if (const std::string* a = take("Amount"); a && *a != "1")
    return Status::error("ChooseCard: Amount$ " + *a + " is not supported (one card)");
  if (const std::string* m = take("Mandatory"); m && *m != "True")
    return Status::error("ChooseCard: Mandatory$ " + *m + " is not supported");
  ChoiceSpec spec;
  spec.kind = static_cast<uint8_t>(ChosenKind::Card);
  spec.min = kChooseOnBattlefield;
  const std::string* zone = take("ChoiceZone");
  if (zone && *zone == "Graveyard")
    spec.min = kChooseInGraveyard;
  else if (zone && *zone == "Hand")
    spec.min = kChooseInHand;
  else if (zone && *zone != "Battlefield")
    return Status::error("ChooseCard: ChoiceZone$ " + *zone + " is not supported");
  const std::string* choices = take("Choices");
  if (!choices) return Status::error("ChooseCard: needs Choices$");
  std::string valid = *choices;
  // Outside the battlefield a card's owner controls it (108.4a): "YouOwn" is "YouCtrl" there.
  if (spec.min != kChooseOnBattlefield)
    for (size_t at; (at = valid.find("YouOwn")) != std::string::npos;)
      valid.replace(at, 6, "YouCtrl");
  Result<Filter> f = compile_filter(valid, prog.subtypes);
  if (!f) return Status::error("ChooseCard: " + f.message());
  if (f->allows_players()) return Status::error("ChooseCard: Choices$ must name cards");
  prog.filters.push_back(std::move(*f));
  spec.filter = static_cast<int8_t>(prog.filters.size() - 1);
  const std::string* title = take("ChoiceTitle");
  spec.title = title ? *title : std::string("Choose a card");
  if (!description.empty()) spec.title += " (" + description + ")";
  prog.choices.push_back(std::move(spec));
  prog.code.push_back(Instr{Op::Choose, kWhoYou, static_cast<int16_t>(prog.choices.size() - 1)});
  prog.code.push_back(Instr{Op::ChosenSet, static_cast<uint8_t>(ChosenKind::Card), 0});
  return Status::ok();
}

namespace {

int math_op(const std::string& op) {
  if (op == "Plus") return kMathPlus;
  if (op == "Minus") return kMathMinus;
  if (op == "NMinus") return kMathNMinus;
  if (op == "Times") return kMathTimes;
  return -1;
}

}  // namespace

bool is_chosen_amount(const AmountExpr& a) {
  return a.source == AmountSource::Count &&
         (a.count.property == "InChosenHand" || a.count.property == "ChosenNumber");
}

Status compile_chosen_amount(const AmountExpr& a, Program& prog) {
  if (a.count.property == "ChosenNumber")
    prog.code.push_back(Instr{Op::PushChosen, static_cast<uint8_t>(ChosenKind::Number), 0});
  else
    prog.code.push_back(Instr{Op::PushChosen, static_cast<uint8_t>(ChosenKind::Player), 1});
  if (!a.math) return Status::ok();
  const int op = math_op(a.math->op);
  if (op < 0 || !is_integer(a.math->operand))
    return Status::error("Count$" + a.count.property + ": the math /" + a.math->op + "." +
                         a.math->operand + " is not supported");
  const int n = std::stoi(a.math->operand);
  if (n < -1000 || n > 1000)
    return Status::error("Count$InChosenHand: the math operand is out of range");
  prog.code.push_back(Instr{Op::Math, static_cast<uint8_t>(op), static_cast<int16_t>(n)});
  return Status::ok();
}

Result<std::string> etb_choice_svar(std::string_view value) {
  constexpr std::string_view kHead = "ETBReplacement:Other:";
  if (value.substr(0, kHead.size()) != kHead)
    return Status::error(
        "ETBReplacement: only the form Other:<SVar> (\"as this enters, choose ...\") is supported");
  std::string svar(value.substr(kHead.size()));
  if (svar.empty() || svar.find(':') != std::string::npos)
    return Status::error("ETBReplacement: " + std::string(value) +
                         ": only Other:<SVar> without options is supported");
  return svar;
}

Status make_etb_choice_program(Program& prog) {
  if (prog.num_targets > 0)
    return Status::error(
        "ETBReplacement: a target in an \"as this enters\" choice is not supported");
  if (prog.code.empty() || prog.code.back().op != Op::End)
    return Status::error("ETBReplacement: the choice did not compile");
  for (size_t i = 0; i + 1 < prog.code.size(); ++i) {
    const Op op = prog.code[i].op;
    if (op != Op::Choose && op != Op::ChosenSet && op != Op::Push)
      return Status::error(
          "ETBReplacement: only choices (ChoosePlayer, ChooseColor, ChooseNumber, ChooseType, "
          "ChooseCard) are supported as this enters");
  }
  prog.code.back().op = Op::Enter;
  prog.code.push_back(Instr{Op::End, 0, 0});
  return Status::ok();
}

}  // namespace rwd
