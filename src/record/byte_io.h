// Byte-level encoding for the binary record format: LEB128 varints (minimal form only, so
// each value has one encoding), fixed 64-bit little-endian words and length-prefixed
// strings. ByteReader never reads past its input:
// the first failure sticks (with the byte offset) and later reads return zero values.
// Thread-safe: value types, no shared state.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace rwd {

class ByteWriter {
 public:
  explicit ByteWriter(std::string& out) : out_(out) {}
  void varint(uint64_t v) {
    while (v >= 0x80) {
      out_.push_back(static_cast<char>((v & 0x7F) | 0x80));
      v >>= 7;
    }
    out_.push_back(static_cast<char>(v));
  }
  void u64(uint64_t v) {
    for (int i = 0; i < 8; ++i) out_.push_back(static_cast<char>((v >> (8 * i)) & 0xFF));
  }
  void str(std::string_view s) {
    varint(s.size());
    out_.append(s);
  }

 private:
  std::string& out_;
};

class ByteReader {
 public:
  explicit ByteReader(std::string_view in) : in_(in) {}

  // A varint that must be <= max; `what` names the field in the error.
  uint64_t varint(const char* what, uint64_t max = UINT64_MAX);
  uint64_t u64(const char* what);
  // A string of at most max_len bytes that must be valid UTF-8 (so JSON can hold it).
  std::string str(const char* what, size_t max_len);
  // Raw bytes of at most max_len (a length-prefixed blob).
  std::string blob(const char* what, size_t max_len);

  // Skips n bytes (a failure if fewer remain).
  void skip(size_t n, const char* what);
  void fail(const std::string& message);
  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  size_t pos() const { return pos_; }
  size_t remaining() const { return in_.size() - pos_; }

 private:
  std::string_view in_;
  size_t pos_ = 0;
  std::string error_;
};

}  // namespace rwd
