#include "cards/dig_compiler.h"

#include "cards/filter_compiler.h"
#include "cards/opcodes.h"

namespace rwd {

namespace {

void emit(Program& prog, Op op, int a = 0, int b = 0) {
  prog.code.push_back(Instr{op, static_cast<uint8_t>(a), static_cast<int16_t>(b)});
}

// A zone word and its library position (for Library) as a kDigTo* value, or -1.
int dig_zone(const std::string& zone, const std::string* position, bool rest) {
  if (zone == "Hand") return kDigToHand;
  if (zone == "Battlefield" && !rest) return kDigToBattlefield;
  if (zone == "Graveyard") return kDigToGraveyard;
  if (zone == "Exile") return kDigToExile;
  if (zone == "Library") {
    if (!position || *position == "-1") return kDigToBottom;
    if (*position == "0") return kDigToTop;
  }
  return -1;
}

}  // namespace

Status compile_dig(const TakeParam& take, int who, Program& prog) {
  const std::string api = "Dig";
  if (who != kWhoYou)
    return Status::error(api + ": only the controller's own library is supported (Defined$ You)");
  int change = 1;
  bool any_number = false, optional = false, reveal = false, tapped = false;
  if (const std::string* v = take("AnyNumber")) {
    if (*v != "True") return Status::error(api + ": AnyNumber$ " + *v + " is not supported");
    any_number = true;
  }
  if (const std::string* v = take("ChangeNum")) {
    if (*v == "All") {
      change = 127;
    } else if (!v->empty() && v->size() <= 2 &&
               v->find_first_not_of("0123456789") == std::string::npos) {
      change = std::stoi(*v);
    } else {
      return Status::error(api + ": ChangeNum$ " + *v + " (only a number or All) is not supported");
    }
  }
  if (any_number) change = 127, optional = true;  // "any number of them"
  if (const std::string* v = take("Optional")) {
    if (*v != "True") return Status::error(api + ": Optional$ " + *v + " is not supported");
    optional = true;
  }
  if (const std::string* v = take("Reveal")) {
    if (*v != "True" && *v != "False")
      return Status::error(api + ": Reveal$ " + *v + " is not supported");
    reveal = *v == "True";
  }
  if (const std::string* v = take("Tapped")) {
    if (*v != "True") return Status::error(api + ": Tapped$ " + *v + " is not supported");
    tapped = true;
  }
  const std::string* dest = take("DestinationZone");
  const std::string* pos = take("LibraryPosition");
  const int to = dig_zone(dest ? *dest : std::string("Hand"), pos, false);
  if (to < 0)
    return Status::error(api + ": DestinationZone$ " + (dest ? *dest : std::string("Hand")) +
                         (pos ? " with LibraryPosition$ " + *pos : std::string()) +
                         " is not supported");
  const std::string* dest2 = take("DestinationZone2");
  const std::string* pos2 = take("LibraryPosition2");
  const int rest = dig_zone(dest2 ? *dest2 : std::string("Library"), pos2, true);
  if (rest < 0)
    return Status::error(api + ": DestinationZone2$ " + (dest2 ? *dest2 : std::string("Library")) +
                         (pos2 ? " with LibraryPosition2$ " + *pos2 : std::string()) +
                         " is not supported");
  if (tapped && to != kDigToBattlefield)
    return Status::error(api + ": Tapped$ True needs DestinationZone$ Battlefield");
  if (to == rest)
    return Status::error(api + ": DestinationZone$ and DestinationZone2$ are the same place");
  const std::string* valid = take("ChangeValid");
  Result<Filter> f = compile_filter(valid ? *valid : std::string("Card"), prog.subtypes);
  if (!f) return Status::error(api + ": ChangeValid$ " + f.message());
  if (f->allows_players()) return Status::error(api + ": ChangeValid$ must name cards");
  prog.filters.push_back(std::move(*f));
  emit(prog, Op::Push, 0, change);
  emit(prog, Op::Push, 0,
       to | rest << kDigRestShift | (reveal ? kDigReveal : 0) | (optional ? kDigOptional : 0) |
           (tapped ? kDigTapped : 0));
  emit(prog, Op::Dig, who, static_cast<int>(prog.filters.size()) - 1);
  return Status::ok();
}

}  // namespace rwd
