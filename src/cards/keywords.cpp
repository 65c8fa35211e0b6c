#include "cards/keywords.h"
#include "cards/text.h"

#include <cctype>

namespace rwd {

namespace {
constexpr std::string_view kNames[] = {
#define REWIND_KW_NAME(e, s, r) s,
    REWIND_KEYWORDS(REWIND_KW_NAME)
#undef REWIND_KW_NAME
};
constexpr std::string_view kRules[] = {
#define REWIND_KW_RULE(e, s, r) r,
    REWIND_KEYWORDS(REWIND_KW_RULE)
#undef REWIND_KW_RULE
};

// The card types of protection bits 5-7 (kProtectionArtifacts...), as Forge writes them.
constexpr const char* kProtectionTypeNames[3] = {"artifacts", "enchantments", "creatures"};

}  // namespace

constexpr std::string_view kEvasionNames[kNumEvasion] = {
#define REWIND_EVASION_NAME(s, r) s,
    REWIND_EVASION(REWIND_EVASION_NAME)
#undef REWIND_EVASION_NAME
};
constexpr std::string_view kLandTypes[5] = {"Plains", "Island", "Swamp", "Mountain", "Forest"};

std::string_view evasion_name(int i) {
  return kEvasionNames[i];
}
std::string_view landwalk_type(int i) {
  return kLandTypes[i];
}

std::string_view keyword_name(Keyword k) { return kNames[static_cast<int>(k)]; }
std::string_view keyword_rule(Keyword k) { return kRules[static_cast<int>(k)]; }

int keyword_index(std::string_view name) {
  for (int k = 0; k < kNumKeywords; ++k)
    if (iequal(name, kNames[k])) return k;
  return -1;
}

bool parse_keyword(std::string_view text, KeywordSet& out) {
  text = trim(text);
  for (int i = 0; i < kNumKeywords; ++i) {
    if (iequal(text, kNames[i])) {
      out.add(static_cast<Keyword>(i));
      return true;
    }
  }
  for (int i = 0; i < kNumEvasion; ++i) {
    if (iequal(text, kEvasionNames[i])) {
      out.evasion = static_cast<uint8_t>(out.evasion | (1u << i));
      return true;
    }
  }
  constexpr std::string_view kPro = "Protection from ";
  if (text.size() > kPro.size() && iequal(text.substr(0, kPro.size()), kPro)) {
    const std::string quality(trim(text.substr(kPro.size())));
    for (int t = 0; t < 3; ++t)  // 702.16a: a card type
      if (iequal(quality, kProtectionTypeNames[t])) {
        out.protection = static_cast<ColorMask>(out.protection | (kProtectionArtifacts << t));
        return true;
      }
    int c = color_from_name(quality);
    if (c < 0) return false;
    out.protection = static_cast<ColorMask>(out.protection | (1u << c));
    return true;
  }
  return false;
}

std::string describe_keywords(const KeywordSet& k) {
  std::string s;
  for (int i = 0; i < kNumKeywords; ++i) {
    if (!k.has(static_cast<Keyword>(i))) continue;
    if (!s.empty()) s += ", ";
    s += kNames[i];
  }
  for (int i = 0; i < kNumEvasion; ++i) {
    if (!(k.evasion & (1u << i))) continue;
    if (!s.empty()) s += ", ";
    s += kEvasionNames[i];
  }
  for (int c = 0; c < kNumColors; ++c) {
    if (!(k.protection & (1u << c))) continue;
    if (!s.empty()) s += ", ";
    s += "Protection from ";
    s += kColorNames[c];
  }
  for (int t = 0; t < 3; ++t) {
    if (!(k.protection & (kProtectionArtifacts << t))) continue;
    if (!s.empty()) s += ", ";
    s += "Protection from ";
    s += kProtectionTypeNames[t];
  }
  return s;
}

}  // namespace rwd
