#include "cards/ability_compiler.h"

#include <string>

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
std::string cost_text(const AbilityCost& c, std::string_view card_name) {
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

// The only parameters a {T}: add-one-mana ability may have.
bool mana_ability_param(std::string_view key) {
  for (std::string_view k : {"Cost", "Produced", "Amount", "SpellDescription", "StackDescription",
                             "AILogic", "AIPreference", "PrecostDesc", "CostDesc"})
    if (k == key) return true;
  return false;
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
        if (m->x_count > 0)
          return Status::error(
              "Cost$ '" + part.text +
              "': only a fixed mana cost (no X) is supported in an activation cost");
        if (m->mana_value() > 0 || m->num_hybrid > 0) c.mana = *m;
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
        if (part.args[0] != "1" || (part.args[1] != "CARDNAME" && part.args[1] != "Self"))
          return Status::error("Cost$ '" + part.text +
                               "': only Sac<1/CARDNAME> (the permanent itself) is supported");
        c.sac_self = true;
        break;
      case CostPartKind::SubCounter:
      case CostPartKind::AddCounter: {
        // Only "N counters of TYPE on CARDNAME itself": no Type/Zone arguments beyond those.
        const bool sub = part.kind == CostPartKind::SubCounter;
        if (part.args.size() > 2 &&
            !(part.args.size() == 3 && (part.args[2] == "CARDNAME" || part.args[2] == "Self")))
          return Status::error("Cost$ '" + part.text +
                               "': only counters on the permanent itself are supported");
        if (!is_integer(part.args[0]) || part.args[0][0] == '-' || part.args[0].size() > 2 ||
            part.args[0] == "0")
          return Status::error("Cost$ '" + part.text +
                               "': only a fixed number of counters is supported");
        const int kind = counter_kind_from_script(part.args[1]);
        if (kind < 0)
          return Status::error("Cost$ '" + part.text + "': CounterType " + part.args[1] +
                               " is not supported");
        if ((sub ? c.sub_counters : c.add_counters) > 0)
          return Status::error("Cost$ '" + part.text + "': two counter costs");
        (sub ? c.sub_counters : c.add_counters) = static_cast<uint8_t>(std::stoi(part.args[0]));
        (sub ? c.sub_counter_kind : c.add_counter_kind) = static_cast<uint8_t>(kind);
        break;
      }
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
  out.ability.cost_text = cost_text(*cost, card_name);
  std::string desc;
  if (const std::string* d = n.param("SpellDescription"))
    desc = replace_all(*d, "CARDNAME", card_name);
  out.ability.text = out.ability.cost_text + ": " + desc;

  if (n.api == ApiType::Mana && n.sub < 0) {
    // 605.1a: no target, adds mana. The engine taps mana sources itself while paying, so a
    // mana ability is supported when that is all it does.
    const AbilityCost& c = *cost;
    if (!c.tap || c.untap || c.sac_self || c.pay_life > 0 || c.mana.has_cost || c.sub_counters ||
        c.add_counters)
      return Status::error("Mana: only mana abilities costing just {T} are supported");
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
  Result<Program> prog = compile_ability_effects(abilities, node);
  if (!prog) return prog.status();
  prog->description = out.ability.text;
  out.ability.program = std::make_shared<const Program>(std::move(*prog));
  return out;
}

}  // namespace rwd
