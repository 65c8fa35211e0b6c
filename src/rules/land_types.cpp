#include "rules/land_types.h"

namespace rwd {

int basic_land_type_index(const std::string& name) {
  static const char* const kNames[5] = {"Plains", "Island", "Swamp", "Mountain", "Forest"};
  for (int i = 0; i < 5; ++i)
    if (name == kNames[i]) return i;
  return -1;
}

namespace {

// Whether one of the card's activated Animate abilities gives it subtype `name`.
bool own_animate_subtype(const CardDb& db, const Object& o, const std::string& name) {
  for (const ActivatedAbility& a : db.get(o.def).front().activated)
    if (a.program)
      for (const std::string& s : a.program->animate_subtypes)
        if (s == name) return true;
  return false;
}

}  // namespace

bool object_has_subtype(const CardDb& db, const Object& o, const std::string& name) {
  if ((o.land_types & kOwnAnimateSubtypes) && own_animate_subtype(db, o, name)) return true;
  if (o.land_types & kLandTypesSet) {
    const int i = basic_land_type_index(name);
    if (i >= 0) return (o.land_types >> i) & 1;
    if (db.get(o.def).front().has_subtype(name)) {
      // 305.7: its other land types are gone (nonbasic ones such as Urza's); others stay.
      static const char* const kLandTypes[] = {"Desert", "Gate",        "Lair",  "Locus",
                                               "Mine",   "Power-Plant", "Tower", "Urza's"};
      for (const char* t : kLandTypes)
        if (name == t) return false;
      return true;
    }
    return false;
  }
  return db.get(o.def).front().has_subtype(name);
}

}  // namespace rwd
