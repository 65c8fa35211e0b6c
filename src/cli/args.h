// Checks on argument values for CLI11 options, run on the text before it is converted, so
// that a bad value is refused with one clear line ("--seed: -1 is not a whole number...")
// instead of wrapping around or being silently accepted. Thread-safe: values.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>

namespace rwd {

// A whole number from 0 to 2^64 - 1, digits only (no sign, no spaces).
CLI::Validator whole_number();

// A whole number from `lo` to `hi`, digits only.
CLI::Validator whole_number_in(uint64_t lo, uint64_t hi);

}  // namespace rwd
