#include "cards/subtype_names.h"

#include <iterator>

namespace rwd {

int subtype_code(std::string_view name) {
  for (int i = 0; i < kNumCreatureTypes; ++i)
    if (kCreatureTypes[i] == name) return i;
  for (int i = 0; i < static_cast<int>(std::size(kBasicLandTypes)); ++i)
    if (kBasicLandTypes[i] == name) return kBasicLandTypeCode + i;
  return -1;
}

std::string_view subtype_of_code(int code) {
  if (code >= 0 && code < kNumCreatureTypes) return kCreatureTypes[code];
  if (code >= kBasicLandTypeCode &&
      code < kBasicLandTypeCode + static_cast<int>(std::size(kBasicLandTypes)))
    return kBasicLandTypes[code - kBasicLandTypeCode];
  return {};
}

}  // namespace rwd
