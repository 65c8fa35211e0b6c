// Colors as a 5-bit mask in WUBRG order (rule 105.1). Thread-safe: constants only.
#pragma once

#include <cstdint>
#include <string>

namespace rwd {

enum class Color : uint8_t { White = 0, Blue = 1, Black = 2, Red = 3, Green = 4 };
inline constexpr int kNumColors = 5;
using ColorMask = uint8_t;

constexpr ColorMask color_bit(Color c) { return static_cast<ColorMask>(1u << static_cast<int>(c)); }
inline constexpr char kColorLetters[kNumColors + 1] = "WUBRG";
inline constexpr const char* kColorNames[kNumColors] = {"white", "blue", "black", "red", "green"};

// 'W' -> White etc.; -1 if not a color letter (case-insensitive).
int color_from_letter(char c);
// "white" -> White etc.; -1 if unknown (case-insensitive).
int color_from_name(const std::string& name);
// "WU" style rendering of a mask, "" for colorless.
std::string color_letters(ColorMask m);

}  // namespace rwd
