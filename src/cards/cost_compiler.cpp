#include "cards/cost_compiler.h"

#include <string>

#include "cards/cost_parser.h"
#include "cards/filter_compiler.h"
#include "cards/opcodes.h"

namespace rwd {

namespace {

bool chosen_sacrifice(const CostPart& p) {
  return p.kind == CostPartKind::Sac && p.args[1] != "CARDNAME" && p.args[1] != "Self";
}

bool chosen_discard(const CostPart& p) {  // not at random, not the card itself
  return p.kind == CostPartKind::Discard && p.args[1] != "Random" && p.args[1] != "CARDNAME";
}

bool chosen_tap(const CostPart& p) {
  return p.kind == CostPartKind::TapType;
}

}  // namespace

Status emit_choice_costs(const AbilityNode& n, Program& prog) {
  for (const auto& [idx, cost] : n.costs) {
    if (n.params[idx].key != "Cost") continue;
    const bool taps_source = cost.find(CostPartKind::Tap) != nullptr;
    int filtered = 0;  // AbilityCost::choice_filter holds one filter
    for (const CostPart& part : cost.parts) {
      if (!chosen_sacrifice(part) && !chosen_discard(part) && !chosen_tap(part)) continue;
      if ((chosen_sacrifice(part) || chosen_tap(part)) && ++filtered > 1)
        return Status::error("Cost$ '" + part.text +
                             "': two costs choosing permanents are not supported");
      const std::string& num = part.args[0];
      if (num.size() != 1 || num[0] < '1' || num[0] > '9')
        return Status::error("Cost$ '" + part.text + "': only a number from 1 to 9 is supported");
      prog.code.push_back(Instr{Op::Push, 0, static_cast<int16_t>(num[0] - '0')});
      if (chosen_discard(part)) {
        if (part.args[1] != "Card")
          return Status::error("Cost$ '" + part.text + "': only Discard<N/Card> is supported");
        prog.code.push_back(Instr{Op::Discard, kWhoYou, 0});  // of the player's choice
        continue;
      }
      Result<Filter> f =
          compile_filter(part.args[1], prog.subtypes);  // a spell-like filter: no Self/Other
      if (!f) return Status::error("Cost$ '" + part.text + "': " + f.message());
      if (f->allows_players() || f->zone != FilterZone::Battlefield)
        return Status::error("Cost$ '" + part.text + "': only permanents can be chosen");
      if (prog.filters.size() >= 120) return Status::error("too many filters");
      prog.filters.push_back(std::move(*f));
      // tapXType: "tap N untapped ... you control" (302.6 doesn't apply: not the {T} symbol);
      // not the source itself when {T} is also in the cost (it is tapped for that).
      prog.code.push_back(
          chosen_tap(part)
              ? Instr{Op::TapChoose, static_cast<uint8_t>(taps_source ? 1 : 0),
                      static_cast<int16_t>(prog.filters.size() - 1)}
              : Instr{Op::SacrificeChoose, kWhoYou, static_cast<int16_t>(prog.filters.size() - 1)});
    }
  }
  return Status::ok();
}

int choice_cost_filter(const Program& prog) {
  for (size_t pc = 0; pc < prog.resolve_pc && pc < prog.code.size(); ++pc)
    if (prog.code[pc].op == Op::SacrificeChoose || prog.code[pc].op == Op::TapChoose)
      return prog.code[pc].b;
  return -1;
}

}  // namespace rwd
