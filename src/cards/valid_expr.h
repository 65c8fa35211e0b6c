// Forge's Valid expressions: which cards or players an ability may affect or target.
//   "Creature.YouCtrl+nonBlack"   a creature you control that is not black
//   "Creature.attacking,Planeswalker"  an attacking creature, or a planeswalker (',' = or)
//   "Card.namedLightning Bolt"    names keep spaces; a comma in a name is written ';'
// Grammar and messages: docs/card-scripts.md. Thread-safe: pure functions.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"

namespace rwd {

enum class ValidPropKind : uint8_t {
  Type,     // a type, subtype, supertype or color word: "Goblin", "Blue", "Legendary"
  NonType,  // "nonBlack", "nonLand": the negation of a Type test
  Flag,     // a named property without argument: "YouCtrl", "attacking", "Self"
  Compare,  // "powerLE2", "cmcEQX", "counters_GE1_P1P1": stat, operator, operand
  Arg,      // a named property with an argument: "namedGrizzly Bears", "withFlying",
            // "sharesColorWith Enchanted", "inZoneBattlefield"
};

struct ValidProp {
  ValidPropKind kind = ValidPropKind::Type;
  std::string text;     // as written
  std::string name;     // Type/NonType: the type word; Flag/Arg/Compare: the property name
  std::string op;       // Compare only: LT LE EQ NE GE GT
  std::string operand;  // Compare: number or SVar name ("2", "X"); Arg: the argument
};

// One alternative: [!]Type[.prop+prop...]; every property must hold (and).
struct ValidTerm {
  bool negated = false;  // a leading '!'
  std::string type;      // "Creature", "Card", "Player", "You", "nonLand"...
  std::vector<ValidProp> props;
};

// Alternatives separated by ',' (or).
struct ValidExpr {
  std::vector<ValidTerm> alternatives;
};

// Parses a Valid expression. Errors name the piece: "empty alternative", "bad type word
// 'destroy this creature'", "unknown property 'youCtrl' (properties are case-sensitive)".
// Capitalised words not in Forge's property table are type tests (Forge's own fallback).
Result<ValidExpr> parse_valid_expr(std::string_view text);

// "YouCtrl", "attacking", "Other"...: the flag and argument property names the parser knows
// (for docs and tests). Not including comparison stats.
std::vector<std::string_view> valid_property_names();

}  // namespace rwd
