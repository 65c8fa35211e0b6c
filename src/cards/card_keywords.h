// K: lines: the matchers and compile functions the registry's keyword table names
// (ability_registry.cpp), one pair per keyword family: each reads one K: value into the face
// (card_def.h) or records the line as unsupported with the reason. Internal to src/cards.
// Thread-safe: pure functions of their arguments.
#pragma once

#include <string_view>

#include "cards/ability_registry.h"
#include "cards/card_script_parser.h"

namespace rwd {

using KeywordMatch = bool(const KeywordFamily& family, std::string_view value);
using KeywordCompile = void(const KeywordFamily& family, KeywordLine& line);

// Matchers. keyword_named: the value is the family's name (any case: "Flying", "first
// strike"); keyword_rule_text: exactly the family's name ("CARDNAME can't block."); the others
// by their own syntax.
// keyword_prefixed: the family's name then a colon ("Kicker:2 R", "Bushido:1").
KeywordMatch keyword_named, keyword_rule_text, keyword_protection, keyword_enchant, keyword_prefixed,
    keyword_etb_replacement, keyword_upkeep_cost, keyword_etb_counter, keyword_cant_be_blocked_by,
    keyword_cant_block, keyword_flashback, keyword_echo;
// Coverage: only "ETBReplacement:Other:<SVar>" of the ETBReplacement forms loads.
bool etb_replacement_supported(std::string_view value);

KeywordCompile compile_keyword_bit, compile_face_rule, compile_enchant, compile_equip,
    compile_etb_replacement, compile_upkeep_cost, compile_etb_counter, compile_cant_be_blocked_by,
    compile_unblockable, compile_cant_block, compile_deck_any_number, compile_cycling,
    compile_devoid, compile_changeling, compile_flashback, compile_kicker, compile_echo,
    compile_keyword_triggers;

}  // namespace rwd
