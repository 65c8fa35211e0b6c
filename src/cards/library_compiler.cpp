#include "cards/library_compiler.h"

#include "cards/filter_compiler.h"
#include "cards/opcodes.h"

namespace rwd {

namespace {

void emit(Program& prog, Op op, int a = 0, int b = 0) {
  prog.code.push_back(Instr{op, static_cast<uint8_t>(a), static_cast<int16_t>(b)});
}

bool is_true(const std::string* v) { return v && (*v == "True" || *v == "true"); }

// A parameter that may only be "True" (or absent): false and sets *err otherwise.
bool only_true(const TakeParam& take, std::string_view key, bool* value, std::string* err) {
  const std::string* v = take(key);
  *value = is_true(v);
  if (v && !*value) *err = std::string(key) + "$ " + *v + " is not supported";
  return !v || *value;
}

}  // namespace

bool is_library_search(const AbilityNode& node) {
  const std::string* origin = node.param("Origin");
  const std::string* defined = node.param("Defined");
  const std::string* hidden = node.param("Hidden");
  return node.api == ApiType::ChangeZone && !node.param("ValidTgts") && (!defined || *defined == "You") && origin &&
         (*origin == "Library" || *origin == "Hand" || *origin == "Graveyard" ||
          (*origin == "Battlefield" && is_true(hidden)));
}

Status compile_library_search(const TakeParam& take, int who, Program& prog, bool of_permanent) {
  const std::string api = "ChangeZone (choose from a library, hand, graveyard or the battlefield, 701.23)";
  const std::string origin = *take("Origin");
  const bool library = origin == "Library";
  const bool battlefield = origin == "Battlefield";
  const int from = origin == "Hand"        ? kSearchFromHand
                   : origin == "Graveyard" ? kSearchFromGraveyard
                   : battlefield           ? kSearchFromBattlefield
                                           : 0;
  take("Hidden");  // Forge: the library is a hidden zone, which it is anyway; a permanent chosen, not targeted
  const std::string* dest = take("Destination");
  if (!dest) return Status::error(api + ": needs Destination$");
  int zone;
  if (*dest == "Hand") zone = kZoneHand;
  else if (*dest == "Battlefield" && !battlefield) zone = kZoneBattlefield;
  else if (*dest == "Graveyard") zone = kZoneGraveyard;
  else if (*dest == "Exile") zone = kZoneExile;
  else if (*dest == "Library" && (battlefield || library)) {
    // "on top of its owner's library"; from the library, "shuffle your library, then put the
    // card on top of it" (the search shuffles first, kSearchShuffleThenTop).
    const std::string* pos = take("LibraryPosition");
    if (pos && *pos != "0") return Status::error(api + ": LibraryPosition$ " + *pos + " is not supported");
    zone = kZoneLibraryTop;
  } else {
    return Status::error(api + ": Destination$ " + *dest + " is not supported");
  }
  const bool shuffle_then_top = library && zone == kZoneLibraryTop;
  const std::string* type = take("ChangeType");
  const FilterUse use = battlefield && of_permanent ? FilterUse::ActivatedTarget : FilterUse::Spell;
  Result<Filter> f = compile_filter(type ? *type : std::string("Card"), prog.subtypes, use);
  if (!f) return Status::error(api + ": ChangeType$ " + f.message());
  for (const FilterTerm& t : f->terms)
    if (t.self == 1) return Status::error(api + ": ChangeType$ " + *type + ": Self is not supported");
  if (f->allows_players()) return Status::error(api + ": ChangeType$ must name cards");
  int n = 1;
  if (const std::string* num = take("ChangeNum")) {
    if (num->empty() || num->size() > 2 || num->find_first_not_of("0123456789") != std::string::npos)
      return Status::error(api + ": ChangeNum$ " + *num + " (only a number) is not supported");
    n = std::stoi(*num);
  }
  if (shuffle_then_top && n != 1)
    return Status::error(api + ": Destination$ Library from the library is supported for one card");
  std::string err;
  bool tapped = false, reveal = false, mandatory = false, shuffle = false, shuffle_nm = false, no_shuffle = false;
  if (!only_true(take, "Tapped", &tapped, &err) || !only_true(take, "Reveal", &reveal, &err) ||
      !only_true(take, "Mandatory", &mandatory, &err) || !only_true(take, "Shuffle", &shuffle, &err) ||
      !only_true(take, "ShuffleNonMandatory", &shuffle_nm, &err) || !only_true(take, "NoShuffle", &no_shuffle, &err))
    return Status::error(api + ": " + err);
  if (no_shuffle && (!library || shuffle || shuffle_then_top))
    return Status::error(api + ": NoShuffle$ needs Origin$ Library and a library left as it is");
  if (shuffle_then_top) reveal = true;  // the card is revealed, then known on top
  // 701.23d: a search for "a card" (no stated quality) must find one if it can; choosing
  // from a graveyard (a public zone, not a search) must choose if it can.
  // A permanent chosen on the battlefield must be chosen only where Forge says so
  // (Mandatory$ True: "return a land you control"; otherwise "you may").
  if ((!type || *type == "Card" || from == kSearchFromGraveyard) && !battlefield) mandatory = true;
  if ((shuffle || shuffle_nm) && !library) return Status::error(api + ": Shuffle$ needs Origin$ Library");
  if (from == kSearchFromHand && zone == kZoneHand) return Status::error(api + ": Origin$ Hand with Destination$ Hand");
  if (battlefield && (reveal || tapped)) return Status::error(api + ": Reveal$ or Tapped$ with Origin$ Battlefield");
  if (tapped && zone != kZoneBattlefield) return Status::error(api + ": Tapped$ True needs Destination$ Battlefield");
  prog.filters.push_back(std::move(*f));
  emit(prog, Op::Push, 0, n);
  emit(prog, Op::Push, 0,
       zone | from | (tapped ? kSearchTapped : 0) | (reveal ? kSearchReveal : 0) | (mandatory ? kSearchMandatory : 0) |
           (shuffle_then_top ? kSearchShuffleThenTop : 0));
  emit(prog, Op::Search, who, static_cast<int>(prog.filters.size()) - 1);
  // 701.23: "then shuffle" (Forge shuffles after every library search), unless NoShuffle$: a
  // later search of the same library shuffles it (Kodama's Reach: one search, two places).
  if (library && !no_shuffle && !shuffle_then_top) emit(prog, Op::Shuffle, who);
  return Status::ok();
}

Status compile_scry(const TakeParam& take, int who, Program& prog) {
  const std::string* num = take("ScryNum");
  int n = 1;
  if (num) {
    if (num->empty() || num->size() > 2 || num->find_first_not_of("0123456789") != std::string::npos)
      return Status::error("Scry: ScryNum$ " + *num + " (only a number) is not supported");
    n = std::stoi(*num);
  }
  emit(prog, Op::Push, 0, n);
  emit(prog, Op::Scry, who);
  return Status::ok();
}

}  // namespace rwd
