#include "cards/upkeep_cost.h"

#include <memory>
#include <string>

#include "cards/mana_cost.h"
#include "cards/program.h"

namespace rwd {

namespace {
constexpr std::string_view kHead = "UpkeepCost:";
constexpr std::string_view kEchoHead = "Echo:";
}  // namespace

bool is_upkeep_cost(std::string_view k_value) {
  return k_value.substr(0, kHead.size()) == kHead;
}

Result<TriggeredAbility> upkeep_cost_trigger(std::string_view k_value, std::string_view card_name) {
  std::string_view rest = k_value.substr(kHead.size());
  rest = rest.substr(0, rest.find(':'));  // "UpkeepCost:<cost>[:<description>]"
  Result<ManaCost> cost = parse_mana_cost(rest);
  if (!cost || !cost->has_cost || cost->x_count > 0)
    return Status::error("UpkeepCost: '" + std::string(rest) +
                         "': only a fixed mana cost is supported");
  Program p;
  p.costs.push_back(*cost);
  p.cost_text.push_back(cost->to_string());
  // 0: unless.pay you c0   1: branch (paid) -> 3   2: sacrifice self   3: end
  p.code = {Instr{Op::UnlessPay, kWhoYou, 0}, Instr{Op::Branch, 1, 3},
            Instr{Op::Sacrifice, kSlotSelf, 0}, Instr{Op::End, 0, 0}};
  TriggeredAbility t;
  t.event = TriggerEvent::Upkeep;
  t.each_player = false;  // "your upkeep"
  t.text = "At the beginning of your upkeep, sacrifice " + std::string(card_name) +
           " unless you pay " + cost->to_string() + ".";
  p.description = t.text;
  t.program = std::make_shared<const Program>(std::move(p));
  return t;
}

bool is_echo(std::string_view k_value) {
  return k_value.substr(0, kEchoHead.size()) == kEchoHead;
}

Result<TriggeredAbility> echo_trigger(std::string_view k_value, std::string_view card_name) {
  std::string_view rest = k_value.substr(kEchoHead.size());
  Result<ManaCost> cost = parse_mana_cost(rest);
  if (!cost || !cost->has_cost || cost->x_count > 0)
    return Status::error("Echo: '" + std::string(rest) +
                         "': only a fixed mana cost is supported (not a discard or other cost)");
  Result<TriggeredAbility> t = upkeep_cost_trigger("UpkeepCost:" + std::string(rest), card_name);
  if (!t) return t;
  t->echo = true;
  t->text = "Echo " + cost->to_string();
  Program p = *t->program;
  p.description = t->text + " (At the beginning of your upkeep, if this came under your control "
                            "since the beginning of your last upkeep, sacrifice it unless you "
                            "pay its echo cost.)";
  t->program = std::make_shared<const Program>(std::move(p));
  return t;
}

}  // namespace rwd
