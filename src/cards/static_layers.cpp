#include "cards/static_layers.h"

#include <cctype>

#include "cards/card_def.h"
#include "cards/color.h"
#include "cards/filter_compiler.h"
#include "cards/text.h"

namespace rwd {

namespace {

Status fail(std::string_view key, std::string_view value, std::string_view why) {
  return Status::error("Continuous: " + std::string(key) + "$ '" + std::string(value) + "' " +
                       std::string(why));
}

// Splits "Artifact & Creature" / "Artifact,Creature" into words.
template <typename F>
Status for_each_word(std::string_view v, F&& f) {
  while (!v.empty()) {
    size_t sep = v.find_first_of("&,");
    if (Status s = f(trim(v.substr(0, sep))); !s) return s;
    if (sep == std::string_view::npos) break;
    v.remove_prefix(sep + 1);
  }
  return Status::ok();
}

Status read_types(const TakeParam& take, StaticAbility& st) {
  const std::string* v = take("AddType");
  if (!v) return Status::ok();
  static const char* const kBasic[5] = {"Plains", "Island", "Swamp", "Mountain", "Forest"};
  int land_types = 0;
  Status s = for_each_word(*v, [&](std::string_view w) {
    for (int t = 0; t < static_cast<int>(CardType::Count); ++t)
      if (iequal(w, card_type_name(static_cast<CardType>(t)))) {
        st.add_types = static_cast<uint16_t>(st.add_types | type_bit(static_cast<CardType>(t)));
        return Status::ok();
      }
    for (int i = 0; i < 5; ++i)
      if (iequal(w, kBasic[i])) {
        land_types |= 1 << i;
        return Status::ok();
      }
    return fail("AddType", w, "is not supported (only card types and basic land types)");
  });
  if (!s) return s;
  if (land_types) {  // 305.7: "is a Swamp": its old land types and their mana abilities go
    const std::string* remove = take("RemoveLandTypes");
    if (!remove || !iequal(trim(*remove), "True"))
      return fail("AddType", *v, "adds a land type without RemoveLandTypes$ True (not supported)");
    if (const std::string* intrinsic = take("RemoveIntrinsicAbilities");
        intrinsic && !iequal(trim(*intrinsic), "True"))
      return fail("RemoveIntrinsicAbilities", *intrinsic, "is not supported");
    st.set_land_types = static_cast<uint8_t>(0x80 | land_types);
  }
  st.layers |= kLayerType;
  return Status::ok();
}

Status read_color(const TakeParam& take, StaticAbility& st) {
  const std::string* v = take("SetColor");
  if (!v) return Status::ok();
  ColorMask m = 0;
  Status s = for_each_word(*v, [&](std::string_view w) {
    if (iequal(w, "Colorless")) return Status::ok();
    const int c = color_from_name(std::string(w));
    if (c < 0) return fail("SetColor", w, "is not a color");
    m = static_cast<ColorMask>(m | (1u << c));
    return Status::ok();
  });
  if (!s) return s;
  st.set_colors = m;
  st.layers |= kLayerColor;
  return Status::ok();
}

// "Creature.namedPlague Rats" -> filter "Creature" and name "Plague Rats".
Status read_count(std::string_view key, std::string_view valid, StaticAbility& st) {
  std::string text(trim(valid));
  std::string name;
  for (std::string_view sep : {".named", "+named"}) {
    size_t at = text.find(sep);
    if (at == std::string::npos) continue;
    size_t end = text.find('+', at + sep.size());
    name = text.substr(at + sep.size(),
                       end == std::string::npos ? std::string::npos : end - at - sep.size());
    text.erase(at, end == std::string::npos ? std::string::npos : end - at);
  }
  if (!st.count.terms.empty() && (st.count.text != text || st.count_name != name))
    return fail(key, valid, "counts other objects than the other set value (not supported)");
  Result<Filter> f = compile_filter(text, st.subtypes);
  if (!f) return fail(key, valid, f.message());
  if (f->allows_players()) return fail(key, valid, "counts players (not supported)");
  st.count = std::move(*f);
  st.count_name = name;
  return Status::ok();
}

Status read_set(const TakeParam& take, std::string_view key, std::string_view script,
                StaticAmount& out, StaticAbility& st) {
  const std::string* v = take(key);
  if (!v) return Status::ok();
  std::string_view val = trim(*v);
  int n = 0;
  bool number = !val.empty() && val.size() <= 3;
  for (char ch : val) number = number && std::isdigit(static_cast<unsigned char>(ch));
  if (number) {
    for (char ch : val) n = n * 10 + (ch - '0');
    out = StaticAmount{SetAmount::Number, static_cast<int16_t>(n)};
  } else {
    const std::string svar = find_svar_text(script, val);
    std::string_view sv = trim(svar);
    if (sv.empty()) return fail(key, val, "names no SVar of the card");
    if (sv == "Count$CardManaCost") {
      out = StaticAmount{SetAmount::AffectedManaValue, 0};
    } else if (sv.substr(0, 12) == "Count$Valid ") {
      if (Status s = read_count(key, sv.substr(12), st); !s) return s;
      out = StaticAmount{SetAmount::CountValid, 0};
    } else {
      return fail(key, std::string(val) + " = " + std::string(sv),
                  "is not supported (only a number, Count$CardManaCost or Count$Valid)");
    }
  }
  st.layers |= kLayerSetPT;
  return Status::ok();
}

}  // namespace

std::string find_svar_text(std::string_view script, std::string_view name) {
  const std::string head = "SVar:" + std::string(name) + ":";
  size_t at = 0;
  while (at < script.size()) {
    size_t end = script.find('\n', at);
    std::string_view line = trim(script.substr(at, end == std::string_view::npos ? end : end - at));
    if (line.substr(0, head.size()) == head) return std::string(trim(line.substr(head.size())));
    if (end == std::string_view::npos) break;
    at = end + 1;
  }
  return "";
}

Status read_layer_params(const TakeParam& take, std::string_view script, StaticAbility& st) {
  if (const std::string* v = take("GainControl")) {
    if (!iequal(trim(*v), "You")) return fail("GainControl", *v, "is not supported (only You)");
    st.gain_control = true;
    st.layers |= kLayerControl;
  }
  if (Status s = read_types(take, st); !s) return s;
  if (Status s = read_color(take, st); !s) return s;
  if (Status s = read_set(take, "SetPower", script, st.set_power, st); !s) return s;
  if (Status s = read_set(take, "SetToughness", script, st.set_toughness, st); !s) return s;
  if (const std::string* v = take("AddHiddenKeyword")) {
    std::string_view rest = *v;  // one or more, joined by " & "
    while (!rest.empty()) {
      const size_t amp = rest.find(" & ");
      const std::string_view word = trim(rest.substr(0, amp));
      rest = amp == std::string_view::npos ? std::string_view() : rest.substr(amp + 3);
      if (word == "CARDNAME can attack as though it didn't have defender.")
        st.attacks_despite_defender = true;
      else if (word == "All creatures able to block CARDNAME do so.")
        st.lure = true;
      else if (word == "CARDNAME can't attack or block.")
        st.cant_attack_or_block = true;  // 508.1a, 509.1a
      else if (word == "CARDNAME doesn't untap during your untap step.")
        st.no_untap = true;  // 502.3
      else if (word == "CARDNAME can't block.")
        st.extra = static_cast<uint16_t>(st.extra | kGrantCantBlock);  // 509.1a
      else if (word == "CARDNAME can't attack.")
        st.extra = static_cast<uint16_t>(st.extra | kGrantCantAttack);  // 508.1a
      else if (word == "CARDNAME attacks each combat if able.")
        st.extra = static_cast<uint16_t>(st.extra | kGrantAttacksEachCombat);  // 508.1d
      else if (word == "Unblockable")
        st.extra = static_cast<uint16_t>(st.extra | kGrantUnblockable);  // 509.1b
      else
        return fail("AddHiddenKeyword", *v, "is not supported");
    }
  }
  return Status::ok();
}

}  // namespace rwd
