// Base64 (RFC 4648, with padding) for the start snapshot inside JSON records.
// Thread-safe: pure functions.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace rwd {

std::string base64_encode(std::string_view bytes);
// std::nullopt iff `text` is not canonical padded base64 (bad character, length or padding).
std::optional<std::string> base64_decode(std::string_view text);

}  // namespace rwd
