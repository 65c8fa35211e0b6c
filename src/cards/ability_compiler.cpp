#include "cards/ability_compiler.h"

#include <cctype>
#include <string>

#include "cards/cost_compiler.h"
#include "cards/counter_kind.h"
#include "cards/spell_compiler.h"

namespace rwd {

namespace {

std::string replace_all(std::string s, std::string_view from, std::string_view to) {
  for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

// "{1}{R}, {T}, Pay 2 life, Sacrifice CARDNAME" as printed (602.1).
std::string cost_text(const AbilityCost& c, std::string_view card_name, std::string_view sac_valid,
                      std::string_view tap_valid) {
  std::string out;
  auto part = [&](const std::string& p) { out += (out.empty() ? "" : ", ") + p; };
  if (c.mana.has_cost) part(c.mana.to_string());
  if (c.tap) part("{T}");
  if (c.untap) part("{Q}");
  if (c.pay_life > 0) part("Pay " + std::to_string(c.pay_life) + " life");
  auto counters = [](int n, int kind) {
    return (n == 1 ? std::string("a") : std::to_string(n)) + " " +
           std::string(counter_kind_name(static_cast<CounterKind>(kind))) +
           (n == 1 ? " counter" : " counters");
  };
  if (c.add_counters > 0)
    part("Put " + counters(c.add_counters, c.add_counter_kind) + " on " + std::string(card_name));
  if (c.sub_counters > 0)
    part("Remove " + counters(c.sub_counters, c.sub_counter_kind) + " from " +
         std::string(card_name));
  if (c.sub_counters_x)
    part("Remove any number of " +
         std::string(counter_kind_name(static_cast<CounterKind>(c.sub_counter_kind))) +
         " counters from " + std::string(card_name));
  if (c.discard_random == 1) part("Discard a card at random");
  if (c.discard_random > 1) part("Discard " + std::to_string(c.discard_random) + " cards at random");
  if (c.discard_choice == 1) part("Discard a card");
  if (c.discard_choice > 1) part("Discard " + std::to_string(c.discard_choice) + " cards");
  if (c.sac_choice > 0) {  // "Sacrifice a creature", "Sacrifice two lands" (the Valid's words)
    std::string what;
    for (char ch : sac_valid) what += ch == '.' || ch == '+' || ch == ',' ? ' ' : static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    const bool vowel = !what.empty() && std::string_view("aeiou").find(what[0]) != std::string_view::npos;
    part(c.sac_choice == 1 ? "Sacrifice " + std::string(vowel ? "an " : "a ") + what
                           : "Sacrifice " + std::to_string(c.sac_choice) + " " + what + "s");
  }
  if (c.tap_choice > 0) {  // "Tap an untapped creature you control"
    std::string what;
    for (char ch : tap_valid) what += ch == '.' || ch == '+' || ch == ',' ? ' ' : static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    part(c.tap_choice == 1 ? "Tap an untapped " + what + " you control"
                           : "Tap " + std::to_string(c.tap_choice) + " untapped " + what + "s you control");
  }
  if (c.sac_self) part("Sacrifice " + std::string(card_name));
  return out;
}

// Produced$ of a mana ability: one color letter, C, "Any", or "Combo W U ..." (any of these).
ColorMask produced_colors(std::string_view p) {
  if (p == "Any") return 0x1F;
  if (p.size() == 1) {
    if (p[0] == 'C') return static_cast<ColorMask>(1u << 5);  // colorless, bit 5 as in land_mana
    int c = color_from_letter(p[0]);
    return c < 0 ? 0 : static_cast<ColorMask>(1u << c);
  }
  if (p.substr(0, 6) == "Combo ") {
    ColorMask m = 0;
    for (char ch : p.substr(6)) {
      if (ch == ' ') continue;
      int c = ch == 'C' ? 5 : color_from_letter(ch);
      if (c < 0) return 0;
      m = static_cast<ColorMask>(m | (1u << c));
    }
    return m;
  }
  return 0;
}

// "Add {W}{U}": Produced$ as two or more mana symbols separated by spaces ("W U", "G G",
// "W U B R G"), each a color letter or C: their Color indexes (5 colorless), in order; empty
// if `p` is not such a list.
std::vector<uint8_t> produced_symbols(std::string_view p) {
  std::vector<uint8_t> out;
  if (p.substr(0, 6) == "Combo ") return {};
  for (size_t i = 0; i < p.size(); i += 2) {
    if (i + 1 < p.size() && p[i + 1] != ' ') return {};
    const int c = p[i] == 'C' ? 5 : color_from_letter(p[i]);
    if (c < 0) return {};
    out.push_back(static_cast<uint8_t>(c));
  }
  if (out.size() < 2) return {};
  return out;
}

// The only parameters a {T}: add-one-mana ability may have.
bool mana_ability_param(std::string_view key) {
  for (std::string_view k : {"Cost", "Produced", "Amount", "SpellDescription", "StackDescription",
                             "AILogic", "AIPreference", "PrecostDesc", "CostDesc", "References"})
    if (k == key) return true;
  return false;
}

// Step numbers of ActivationPhases$ words, in rules Step order (rules/state.h: Untap 0,
// Upkeep 1, Draw 2, Main1 3, BeginCombat 4 ... EndCombat 9, Main2 10, End 11, Cleanup 12).
int step_number(std::string_view w) {
  static constexpr std::pair<std::string_view, int> kSteps[] = {
      {"Upkeep", 1}, {"Draw", 2}, {"Main1", 3}, {"BeginCombat", 4}, {"EndCombat", 9},
      {"Main2", 10}, {"End of Turn", 11}};
  for (const auto& [name, n] : kSteps)
    if (w == name) return n;
  return -1;
}

// Activation restrictions (602.5b): ActivationLimit$ N, ActivationPhases$ Step or
// First->Last (a range of steps), PlayerTurn$ True.
Status compile_restrictions(const AbilityNode& n, ActivatedAbility& a) {
  if (const std::string* l = n.param("ActivationLimit")) {
    if (l->size() != 1 || (*l)[0] < '1' || (*l)[0] > '9')
      return Status::error("ActivationLimit$ " + *l + " is not supported");
    a.limit_per_turn = static_cast<uint8_t>((*l)[0] - '0');
  }
  if (const std::string* t = n.param("PlayerTurn")) {
    if (*t != "True") return Status::error("PlayerTurn$ " + *t + " is not supported");
    a.your_turn_only = true;
  }
  if (const std::string* ph = n.param("ActivationPhases")) {
    const size_t arrow = ph->find("->");
    const int first = step_number(arrow == std::string::npos ? *ph : ph->substr(0, arrow));
    const int last = arrow == std::string::npos ? first : step_number(ph->substr(arrow + 2));
    if (first < 0 || last < first) return Status::error("ActivationPhases$ " + *ph + " is not supported");
    for (int st = first; st <= last; ++st) a.steps = static_cast<uint16_t>(a.steps | (1u << st));
  }
  return Status::ok();
}

// A mana battery's ability (605.1a): "{T}, Remove any number of charge counters from CARDNAME:
// Add {R}, then add an additional {R} for each charge counter removed this way." Produced$
// one color, Amount$ an SVar "Number$1/Plus.ChosenX". It is activated as an option and adds
// its mana at once, without the stack (605.3b).
Status compile_counter_mana(const CardAbilities& abilities, const AbilityNode& n, ActivatedAbility& a) {
  const AbilityCost& c = a.cost;
  if (!c.tap || c.untap || c.sac_self || c.pay_life > 0 || c.mana.has_cost || c.add_counters ||
      c.sub_counters || c.discard_random || c.sac_choice || c.discard_choice || c.tap_choice || n.sub >= 0)
    return Status::error("Mana: only {T} and SubCounter<X/...> are supported with a chosen X");
  for (const Param& p : n.params)
    if (!mana_ability_param(p.key) && p.key != "References" && p.key != "AINoRecursiveCheck")
      return Status::error("Mana: parameter " + p.key + "$ is not supported");
  const std::string* produced = n.param("Produced");
  const int color = produced && produced->size() == 1 ? color_from_letter((*produced)[0]) : -1;
  if (color < 0)
    return Status::error("Mana: Produced$ " + (produced ? *produced : std::string("(missing)")) +
                         " is not supported with a chosen X");
  const std::string* amount = n.param("Amount");
  const SVarDef* sv = amount ? abilities.find_svar(*amount, n.face) : nullptr;
  if (!sv || sv->value != "Number$1/Plus.ChosenX")
    return Status::error("Mana: Amount$ " + (amount ? *amount : std::string("(missing)")) +
                         " is not supported with a chosen X (only 1 plus X)");
  a.mana_ability = true;
  a.mana_color = static_cast<uint8_t>(color);
  a.mana_amount = 1;
  Program prog;  // nothing to run: activate_ability adds the mana
  prog.code.push_back(Instr{Op::End, 0, 0});
  prog.description = a.text;
  prog.svars = {"X", *amount};
  a.program = std::make_shared<const Program>(std::move(prog));
  return Status::ok();
}

// A mana ability with a cost beyond {T} or adding more than one mana (605.1a): "{U}, {T}: Add
// {C}{C}{C}." (Apprentice Wizard), "{T}: Add {C}{C}{C}." (Mana Vault), "{T}, Remove a charge
// counter from CARDNAME: Add one mana of any color." (Vivid Marsh). Produced$ one color or C,
// Amount$ a number; costs mana, {T}, life (119.4), a fixed number of counters on itself put or
// removed, and sacrificing itself. Activated as an option; the mana goes to the pool at once,
// without the stack (605.3b).
Status compile_costly_mana(const AbilityNode& n, ActivatedAbility& a, ColorMask& each) {
  const AbilityCost& c = a.cost;
  if (c.untap || c.discard_random || c.sac_choice || c.discard_choice || c.tap_choice ||
      c.sub_counters_x)
    return Status::error(
        "Mana: only mana, {T}, PayLife, SubCounter/AddCounter on itself and Sac<1/CARDNAME> "
        "costs are supported");
  for (const Param& p : n.params)
    if (!mana_ability_param(p.key) && p.key != "AINoRecursiveCheck")
      return Status::error("Mana: parameter " + p.key + "$ is not supported");
  const std::string* produced = n.param("Produced");
  const ColorMask m = produced ? produced_colors(*produced) : 0;
  int color = -1;
  for (int i = 0; i < 6; ++i)
    if (static_cast<unsigned>(m) == (1u << i)) color = i;
  const std::string* amount = n.param("Amount");
  if (m == 0x1F && !amount && (c.tap || c.mana.has_cost)) {  // "one mana of any color"
    each = m;
    color = 0;
  }
  // "Add {W}{U}" (the karoo lands), "Add {G}{G}": each symbol's mana, in order (106.1).
  const std::vector<uint8_t> symbols = produced ? produced_symbols(*produced) : std::vector<uint8_t>{};
  if (!symbols.empty()) {
    if (amount) return Status::error("Mana: Amount$ with several mana symbols is not supported");
    a.mana_ability = true;
    a.mana_color = symbols[0];
    a.mana_amount = 1;
    a.mana_more.assign(symbols.begin() + 1, symbols.end());
    Program prog;  // nothing to run: activate_ability adds the mana
    prog.code.push_back(Instr{Op::End, 0, 0});
    prog.description = a.text;
    a.program = std::make_shared<const Program>(std::move(prog));
    return Status::ok();
  }
  if (color < 0)
    return Status::error("Mana: Produced$ " + (produced ? *produced : std::string("(missing)")) +
                         " is not supported with this cost (only one color, C, or one of any color)");
  if (amount && (amount->size() != 1 || (*amount)[0] < '1' || (*amount)[0] > '9'))
    return Status::error("Mana: Amount$ " + *amount + " is not supported (only a number)");
  a.mana_ability = true;
  a.mana_color = static_cast<uint8_t>(color);
  a.mana_amount = static_cast<uint8_t>(amount ? (*amount)[0] - '0' : 1);
  Program prog;  // nothing to run: activate_ability adds the mana
  prog.code.push_back(Instr{Op::End, 0, 0});
  prog.description = a.text;
  a.program = std::make_shared<const Program>(std::move(prog));
  return Status::ok();
}

}  // namespace

Result<AbilityCost> compile_activation_cost(const CostAst& cost) {
  AbilityCost c;
  for (const CostPart& part : cost.parts) {
    switch (part.kind) {
      case CostPartKind::Mana: {
        std::string symbols;
        for (const std::string& a : part.args) symbols += (symbols.empty() ? "" : " ") + a;
        Result<ManaCost> m = parse_mana_cost(symbols);
        if (!m) return Status::error("Cost$ mana '" + part.text + "': " + m.message());
        if (m->x_count > 1)
          return Status::error("Cost$ '" + part.text + "': only one X is supported in an activation cost");
        // {X} (107.3): announced as the ability is activated; compile_activated checks its SVar.
        if (m->mana_value() > 0 || m->num_hybrid > 0 || m->x_count > 0) c.mana = *m;
        break;
      }
      case CostPartKind::Tap:
        c.tap = true;
        break;
      case CostPartKind::Untap:
        c.untap = true;
        break;
      case CostPartKind::PayLife:
        if (!is_integer(part.args[0]) || part.args[0][0] == '-' || part.args[0].size() > 3)
          return Status::error("Cost$ '" + part.text +
                               "': only a fixed amount of life is supported");
        c.pay_life = static_cast<int16_t>(std::stoi(part.args[0]));
        break;
      case CostPartKind::Sac:
        if (part.args[1] != "CARDNAME" && part.args[1] != "Self") {  // chosen: cost_compiler.h
          if (part.args.size() > 2 || part.args[0].size() != 1 || part.args[0][0] < '1' ||
              part.args[0][0] > '9' || c.sac_choice)
            return Status::error("Cost$ '" + part.text +
                                 "': only Sac<N/Valid> with a number from 1 to 9 is supported");
          c.sac_choice = static_cast<uint8_t>(part.args[0][0] - '0');
          break;
        }
        if (part.args[0] != "1")
          return Status::error("Cost$ '" + part.text +
                               "': only Sac<1/CARDNAME> of the permanent itself is supported");
        c.sac_self = true;
        break;
      case CostPartKind::TapType:  // tapXType<N/Valid>: chosen (cost_compiler.h)
        if (part.args[0].size() != 1 || part.args[0][0] < '1' || part.args[0][0] > '9' ||
            c.tap_choice)
          return Status::error("Cost$ '" + part.text +
                               "': only tapXType<N/Valid> with a number from 1 to 9 is supported");
        c.tap_choice = static_cast<uint8_t>(part.args[0][0] - '0');
        break;
      case CostPartKind::SubCounter:
      case CostPartKind::AddCounter: {
        // Only "N counters of TYPE on CARDNAME itself": no Type/Zone arguments beyond those.
        const bool sub = part.kind == CostPartKind::SubCounter;
        if (part.args.size() > 2 &&
            !(part.args.size() == 3 && (part.args[2] == "CARDNAME" || part.args[2] == "Self")))
          return Status::error("Cost$ '" + part.text +
                               "': only counters on the permanent itself are supported");
        const bool x = sub && part.args[0] == "X";  // "remove any number" (107.3): X is chosen
        if (!x && (!is_integer(part.args[0]) || part.args[0][0] == '-' || part.args[0].size() > 2 ||
                   part.args[0] == "0"))
          return Status::error("Cost$ '" + part.text +
                               "': only a fixed number of counters is supported");
        const int kind = counter_kind_from_script(part.args[1]);
        if (kind < 0)
          return Status::error("Cost$ '" + part.text + "': CounterType " + part.args[1] +
                               " is not supported");
        if ((sub ? c.sub_counters + c.sub_counters_x : c.add_counters) > 0)
          return Status::error("Cost$ '" + part.text + "': two counter costs");
        if (x)
          c.sub_counters_x = true;
        else
          (sub ? c.sub_counters : c.add_counters) = static_cast<uint8_t>(std::stoi(part.args[0]));
        (sub ? c.sub_counter_kind : c.add_counter_kind) = static_cast<uint8_t>(kind);
        break;
      }
      case CostPartKind::Discard:  // 118.3: at random (the game's RNG) or chosen (cost_compiler.h)
        if (part.args.size() == 2 && part.args[0] == "1" && part.args[1] == "CARDNAME" &&
            !c.discard_self) {  // "Discard this card" (Channel, Bloodrush: ActivationZone$ Hand)
          c.discard_self = true;
          break;
        }
        if ((part.args[1] != "Random" && part.args[1] != "Card") || part.args.size() > 2 ||
            part.args[0].size() != 1 || part.args[0][0] < '1' || part.args[0][0] > '9' ||
            c.discard_random || c.discard_choice)
          return Status::error("Cost$ '" + part.text +
                               "': only Discard<N/Random> and Discard<N/Card> are supported");
        (part.args[1] == "Random" ? c.discard_random : c.discard_choice) =
            static_cast<uint8_t>(part.args[0][0] - '0');
        break;
      default:
        return Status::error("Cost$ '" + part.text + "': cost part " +
                             std::string(cost_part_name(part.kind)) + " is not supported yet");
    }
  }
  if (cost.x_cant_be_0)
    return Status::error("Cost$ XCantBe0: X costs are not supported in activation costs");
  return c;
}

Result<CompiledActivated> compile_activated(const CardAbilities& abilities, int node,
                                            std::string_view card_name) {
  if (node < 0 || node >= static_cast<int>(abilities.nodes.size()))
    return Status::error("no such ability");
  const AbilityNode& n = abilities.nodes[node];
  if (n.kind != NodeKind::Activated) return Status::error("not an activated ability (A:AB$)");
  const CostAst* cost_ast = nullptr;
  for (const auto& [idx, cost] : n.costs)
    if (n.params[idx].key == "Cost") cost_ast = &cost;
  if (!cost_ast) return Status::error("an activated ability needs Cost$");
  Result<AbilityCost> cost = compile_activation_cost(*cost_ast);
  if (!cost) return cost.status();

  CompiledActivated out;
  out.ability.cost = *cost;
  out.ability.line = n.line;
  std::string sac_valid, tap_valid;  // the Valid of a chosen sacrifice or tap, for the text
  for (const CostPart& p : cost_ast->parts) {
    if (p.kind == CostPartKind::Sac && p.args[1] != "CARDNAME" && p.args[1] != "Self") sac_valid = p.args[1];
    if (p.kind == CostPartKind::TapType) tap_valid = p.args[1];
  }
  out.ability.cost_text = cost_text(*cost, card_name, sac_valid, tap_valid);
  std::string desc;
  if (const std::string* d = n.param("SpellDescription"))
    desc = replace_all(*d, "CARDNAME", card_name);
  out.ability.text = out.ability.cost_text + ": " + desc;

  if (cost->sub_counters_x) {
    // SubCounter<X/...>: X is chosen as the ability is activated (SVar X:XChoice).
    const SVarDef* x = abilities.find_svar("X", n.face);
    if (!x || x->value != "XChoice")
      return Status::error("Cost$ SubCounter<X/...>: SVar X must be XChoice");
    if (n.api != ApiType::Mana) return Status::error("SubCounter<X/...> is supported only on mana abilities");
    if (Status st = compile_counter_mana(abilities, n, out.ability); !st) return st;
    return out;
  }
  if (cost->mana.x_count > 0) {  // "{X}, {T}: ..." (Clockwork Beast): X is the announced value
    const SVarDef* x = abilities.find_svar("X", n.face);
    if (!x || x->value != "Count$xPaid")
      return Status::error("Cost$ with X: SVar X must be Count$xPaid (X chosen by the player)");
    if (n.api == ApiType::Mana || cost->sub_counters_x)
      return Status::error("Cost$ with X: not supported on mana abilities or with SubCounter<X>");
  }
  if (n.api == ApiType::Mana && n.sub < 0) {
    // 605.1a: no target, adds mana. The engine taps mana sources itself while paying, so a
    // mana ability is supported when that is all it does.
    const AbilityCost& c = *cost;
    const std::string* amt = n.param("Amount");
    const std::string* made = n.param("Produced");
    if (!c.tap || c.untap || c.sac_self || c.pay_life > 0 || c.mana.has_cost || c.sub_counters ||
        c.add_counters || c.discard_random || c.sac_choice || c.discard_choice || c.tap_choice ||
        (amt && *amt != "1") || (made && !produced_symbols(*made).empty())) {
      if (Status st = compile_costly_mana(n, out.ability, out.mana_each); !st) return st;
      return out;
    }
    for (const Param& p : n.params)
      if (!mana_ability_param(p.key))
        return Status::error("Mana: parameter " + p.key + "$ is not supported");
    if (const std::string* a = n.param("Amount"); a && *a != "1")
      return Status::error("Mana: only mana abilities that add one mana are supported");
    const std::string* produced = n.param("Produced");
    ColorMask m = produced ? produced_colors(*produced) : 0;
    if (m == 0)
      return Status::error("Mana: Produced$ " + (produced ? *produced : std::string("(missing)")) +
                           " is not supported");
    out.mana_colors = m;
    return out;
  }
  for (const Param& p : n.params)
    if (p.key == "SorcerySpeed") out.ability.sorcery_speed = true;
  if (Status st = compile_restrictions(n, out.ability); !st) return st;
  // ActivationZone$ Hand: activated from its owner's hand, discarding it (Channel, Bloodrush;
  // as Cycling, 702.29a-b).
  if (const std::string* z = n.param("ActivationZone")) {
    if (*z != "Hand" || !out.ability.cost.discard_self)
      return Status::error("ActivationZone$ " + *z +
                           " is supported only as Hand with a Discard<1/CARDNAME> cost");
    out.ability.from_hand = true;
  } else if (out.ability.cost.discard_self) {
    return Status::error("Cost$ Discard<1/CARDNAME> needs ActivationZone$ Hand");
  }
  Result<Program> prog = compile_ability_effects(abilities, node);
  if (!prog) return prog.status();
  prog->description = out.ability.text;
  out.ability.cost.choice_filter = static_cast<int8_t>(choice_cost_filter(*prog));
  out.ability.program = std::make_shared<const Program>(std::move(*prog));
  return out;
}

}  // namespace rwd
