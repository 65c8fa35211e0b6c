// Finding a few fields in JSON text without parsing all of it: the load generator's reader
// (server/load_players.cpp), which must not spend the server's CPU (both run on the same
// machine) parsing every byte of every view. It reads well-formed JSON only (what the
// server writes); on anything else it returns "not found", never reads out of bounds.
// Thread-safe: pure functions.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace rwd::json_scan {

// The end of the value starting at `i` (after leading spaces), or npos if it is cut off.
inline size_t skip_value(std::string_view s, size_t i) {
  while (i < s.size() && (s[i] == ' ' || s[i] == '\n' || s[i] == '\t' || s[i] == '\r')) ++i;
  if (i >= s.size()) return std::string_view::npos;
  if (s[i] == '"') {
    for (++i; i < s.size(); ++i) {
      if (s[i] == '\\')
        ++i;
      else if (s[i] == '"')
        return i + 1;
    }
    return std::string_view::npos;
  }
  if (s[i] == '{' || s[i] == '[') {
    int depth = 0;
    for (; i < s.size(); ++i) {
      const char c = s[i];
      if (c == '"') {
        i = skip_value(s, i);
        if (i == std::string_view::npos) return i;
        --i;
      } else if (c == '{' || c == '[') {
        ++depth;
      } else if ((c == '}' || c == ']') && --depth == 0) {
        return i + 1;
      }
    }
    return std::string_view::npos;
  }
  while (i < s.size() && s[i] != ',' && s[i] != '}' && s[i] != ']') ++i;
  return i;
}

// The text of the value of `key` in the top-level object `s` (a string keeps its quotes),
// or nullopt.
inline std::optional<std::string_view> field(std::string_view s, std::string_view key) {
  size_t i = s.find('{');
  if (i == std::string_view::npos) return std::nullopt;
  ++i;
  for (;;) {
    while (i < s.size() && s[i] != '"' && s[i] != '}') ++i;
    if (i >= s.size() || s[i] == '}') return std::nullopt;
    const size_t k_end = skip_value(s, i);
    if (k_end == std::string_view::npos) return std::nullopt;
    const std::string_view k = s.substr(i + 1, k_end - i - 2);
    size_t v = s.find(':', k_end);
    if (v == std::string_view::npos) return std::nullopt;
    ++v;
    while (v < s.size() && s[v] == ' ') ++v;
    const size_t v_end = skip_value(s, v);
    if (v_end == std::string_view::npos) return std::nullopt;
    if (k == key) return s.substr(v, v_end - v);
    i = v_end;
  }
}

// The number of elements of the array `s`, or -1 if `s` is not an array.
inline int array_size(std::string_view s) {
  if (s.empty() || s[0] != '[') return -1;
  size_t i = 1;
  int n = 0;
  for (;;) {
    while (i < s.size() && (s[i] == ' ' || s[i] == ',')) ++i;
    if (i >= s.size()) return -1;
    if (s[i] == ']') return n;
    i = skip_value(s, i);
    if (i == std::string_view::npos) return -1;
    ++n;
  }
}

// A non-negative integer value, or nullopt.
inline std::optional<uint64_t> number(std::optional<std::string_view> v) {
  if (!v || v->empty()) return std::nullopt;
  uint64_t n = 0;
  for (char c : *v) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + static_cast<uint64_t>(c - '0');
  }
  return n;
}

}  // namespace rwd::json_scan
