#include "record/byte_io.h"

namespace rwd {

namespace {

// Strict UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF), so that every
// string read from a binary record can be written to JSON.
bool valid_utf8(std::string_view s) {
  size_t i = 0;
  while (i < s.size()) {
    uint8_t c = static_cast<uint8_t>(s[i]);
    if (c < 0x80) {
      ++i;
      continue;
    }
    size_t n = (c >> 5) == 0x6 ? 1 : (c >> 4) == 0xE ? 2 : (c >> 3) == 0x1E ? 3 : 0;
    if (n == 0 || s.size() - i <= n) return false;  // a stray byte, or truncated
    uint32_t cp = c & (0x3F >> n);
    for (size_t k = 1; k <= n; ++k) {
      uint8_t cc = static_cast<uint8_t>(s[i + k]);
      if ((cc >> 6) != 0x2) return false;
      cp = (cp << 6) | (cc & 0x3F);
    }
    static constexpr uint32_t kMin[] = {0, 0x80, 0x800, 0x10000};
    if (cp < kMin[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i += n + 1;
  }
  return true;
}

}  // namespace

void ByteReader::fail(const std::string& message) {
  if (error_.empty()) error_ = message + " (at byte " + std::to_string(pos_) + ")";
}

uint64_t ByteReader::varint(const char* what, uint64_t max) {
  if (!ok()) return 0;
  uint64_t v = 0;
  for (int shift = 0;; shift += 7) {
    if (pos_ >= in_.size()) {
      fail(std::string("truncated in ") + what);
      return 0;
    }
    uint8_t b = static_cast<uint8_t>(in_[pos_++]);
    if (shift == 63 && b > 1) {
      fail(std::string("varint overflow in ") + what);
      return 0;
    }
    v |= static_cast<uint64_t>(b & 0x7F) << shift;
    if (!(b & 0x80)) {
      if (b == 0 && shift > 0) {  // an overlong form: every value has exactly one encoding
        fail(std::string("non-minimal varint in ") + what);
        return 0;
      }
      break;
    }
    if (shift >= 63) {
      fail(std::string("varint too long in ") + what);
      return 0;
    }
  }
  if (v > max) {
    fail(std::string(what) + " is " + std::to_string(v) + "; the most allowed is " + std::to_string(max));
    return 0;
  }
  return v;
}

void ByteReader::skip(size_t n, const char* what) {
  if (!ok()) return;
  if (remaining() < n) return fail(std::string("truncated in ") + what);
  pos_ += n;
}

uint64_t ByteReader::u64(const char* what) {
  if (!ok()) return 0;
  if (remaining() < 8) {
    fail(std::string("truncated in ") + what);
    return 0;
  }
  uint64_t v = 0;
  for (int i = 0; i < 8; ++i) v |= static_cast<uint64_t>(static_cast<uint8_t>(in_[pos_ + i])) << (8 * i);
  pos_ += 8;
  return v;
}

std::string ByteReader::blob(const char* what, size_t max_len) {
  size_t n = static_cast<size_t>(varint(what, max_len));
  if (!ok()) return {};
  if (n > remaining()) {
    fail(std::string("truncated in ") + what);
    return {};
  }
  std::string s(in_.substr(pos_, n));
  pos_ += n;
  return s;
}

std::string ByteReader::str(const char* what, size_t max_len) {
  size_t start = pos_;
  std::string s = blob(what, max_len);
  if (ok() && !valid_utf8(s)) {
    pos_ = start;
    fail(std::string(what) + " is not valid UTF-8");
    return {};
  }
  return s;
}

}  // namespace rwd
