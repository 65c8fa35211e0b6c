#include "cli/args.h"

#include <charconv>
#include <string>

namespace rwd {

CLI::Validator whole_number_in(uint64_t lo, uint64_t hi) {
  const std::string range = hi == UINT64_MAX
                                ? "(" + std::to_string(lo) + " or more)"
                                : "from " + std::to_string(lo) + " to " + std::to_string(hi);
  return CLI::Validator(
      [lo, hi, range](std::string& text) -> std::string {
        uint64_t v = 0;
        auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
        const bool digits =
            !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
        if (!digits || ec == std::errc::result_out_of_range || end != text.data() + text.size())
          return "\"" + text + "\" is not a whole number " + range;
        if (v < lo || v > hi) return text + " is out of range: give a whole number " + range;
        return "";
      },
      "");
}

CLI::Validator whole_number() {
  return whole_number_in(0, UINT64_MAX);
}

}  // namespace rwd
