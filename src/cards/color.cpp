#include "cards/color.h"

#include <cctype>

namespace rwd {

int color_from_letter(char c) {
  switch (std::toupper(static_cast<unsigned char>(c))) {
    case 'W': return 0;
    case 'U': return 1;
    case 'B': return 2;
    case 'R': return 3;
    case 'G': return 4;
    default: return -1;
  }
}

int color_from_name(const std::string& name) {
  std::string lower;
  for (char c : name) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (int i = 0; i < kNumColors; ++i)
    if (lower == kColorNames[i]) return i;
  return -1;
}

std::string color_letters(ColorMask m) {
  std::string s;
  for (int i = 0; i < kNumColors; ++i)
    if (m & (1u << i)) s += kColorLetters[i];
  return s;
}

}  // namespace rwd
