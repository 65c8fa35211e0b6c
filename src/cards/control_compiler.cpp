#include "cards/control_compiler.h"

#include <cctype>
#include <string_view>

#include "cards/color.h"
#include "cards/keywords.h"
#include "cards/opcodes.h"
#include "cards/text.h"

namespace rwd {

namespace {

int keyword_bit_index(std::string_view name) {
  for (int k = 0; k < kNumKeywords; ++k)
    if (iequal(name, keyword_name(static_cast<Keyword>(k)))) return k;
  return -1;
}

}  // namespace

Result<int> gain_control_operand(const std::string* lose_control, const std::string* add_kws) {
  if (!lose_control)
    return Status::error(
        "GainControl: control for as long as the effect lasts is not supported (needs LoseControl$ "
        "EOT)");
  if (!iequal(trim(*lose_control), "EOT"))
    return Status::error("GainControl: LoseControl$ " + *lose_control +
                         " is not supported (only EOT)");
  int kw = 0;
  if (add_kws) {
    std::string_view rest = *add_kws;
    while (true) {
      const size_t amp = rest.find('&');
      const std::string word(trim(rest.substr(0, amp)));
      const int idx = keyword_bit_index(word);
      if (idx < 0) return Status::error("GainControl: AddKWs$ " + word + " is not supported");
      kw |= 1 << idx;
      if (amp == std::string_view::npos) break;
      rest.remove_prefix(amp + 1);
    }
  }
  return kw;
}

Result<int> animate_color_operand(const std::string* colors, const std::string* overwrite,
                                  const std::string* permanent) {
  if (overwrite && !iequal(trim(*overwrite), "True"))
    return Status::error("Animate: OverwriteColors$ " + *overwrite + " is not supported");
  int b = overwrite ? 0 : kAnimateColorAdd;  // 105.3: "in addition to its other colors"
  std::string_view rest = *colors;
  while (true) {
    const size_t comma = rest.find_first_of(",&");
    const std::string word(trim(rest.substr(0, comma)));
    const int c = color_from_name(word);
    if (c < 0) return Status::error("Animate: Colors$ " + word + " is not supported");
    b |= 1 << c;
    if (comma == std::string_view::npos) break;
    rest.remove_prefix(comma + 1);
  }
  if (permanent) {
    if (!iequal(trim(*permanent), "True"))
      return Status::error("Animate: Permanent$ " + *permanent + " is not supported");
    b |= kAnimateColorPermanent;
  }
  return b;
}

}  // namespace rwd
