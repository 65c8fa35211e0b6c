// JsonText: writes compact JSON straight into a string, with no tree and no allocation but
// the string's own growth. It writes exactly what nlohmann::json::dump() writes for the
// same value (no spaces; strings escaped as dump() escapes them: \" \\ \b \f \n \r \t and
// \u00xx for other control bytes, UTF-8 passed through), so text written here and text
// dumped from a tree are the same bytes, provided the caller writes an object's keys in
// nlohmann's order (sorted bytewise). The caller writes keys in that order; the tests of
// every writer check it by parsing and dumping again. Thread-safe: a value; one writer per
// thread.
#pragma once

#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>

namespace rwd {

class JsonText {
 public:
  explicit JsonText(std::string& out) : out_(out) {}

  // Objects and arrays: open, then for each member key() (objects) and a value, then close.
  JsonText& open_object() { return open('{'); }
  JsonText& close_object() { return close('}'); }
  JsonText& open_array() { return open('['); }
  JsonText& close_array() { return close(']'); }
  // REQUIRES: inside an object, keys in sorted order.
  JsonText& key(std::string_view k) {
    separate();
    quote(k);
    out_ += ':';
    after_key_ = true;
    return *this;
  }
  JsonText& str(std::string_view s) {
    separate();
    quote(s);
    return *this;
  }
  JsonText& num(int64_t v) {
    separate();
    char buf[24];
    auto r = std::to_chars(buf, buf + sizeof buf, v);
    out_.append(buf, r.ptr);
    return *this;
  }
  JsonText& unum(uint64_t v) {
    separate();
    char buf[24];
    auto r = std::to_chars(buf, buf + sizeof buf, v);
    out_.append(buf, r.ptr);
    return *this;
  }
  JsonText& boolean(bool b) {
    separate();
    out_ += b ? "true" : "false";
    return *this;
  }
  JsonText& null() {
    separate();
    out_ += "null";
    return *this;
  }
  // Text that is already one JSON value (written by a JsonText).
  JsonText& raw(std::string_view json) {
    separate();
    out_ += json;
    return *this;
  }
  // A key and its value in one call.
  JsonText& field(std::string_view k, std::string_view s) { return key(k).str(s); }
  JsonText& field(std::string_view k, const char* s) { return key(k).str(s); }
  JsonText& field(std::string_view k, int64_t v) { return key(k).num(v); }
  JsonText& field(std::string_view k, int v) { return key(k).num(v); }
  JsonText& field(std::string_view k, uint32_t v) { return key(k).num(v); }
  JsonText& field(std::string_view k, uint64_t v) { return key(k).unum(v); }
  JsonText& field(std::string_view k, bool b) { return key(k).boolean(b); }

 private:
  JsonText& open(char c) {
    separate();
    out_ += c;
    ++depth_;
    return *this;
  }
  JsonText& close(char c) {
    out_ += c;
    --depth_;
    return *this;
  }
  // A comma before every member but the first of its object or array, and none after a key.
  void separate() {
    if (after_key_) {
      after_key_ = false;
      return;
    }
    if (depth_ > 0 && out_.back() != '[' && out_.back() != '{') out_ += ',';
  }
  void quote(std::string_view s) {
    static constexpr char kHex[] = "0123456789abcdef";
    out_ += '"';
    size_t run = 0;  // the start of the bytes not yet copied, which need no escape
    for (size_t i = 0; i < s.size(); ++i) {
      const auto c = static_cast<unsigned char>(s[i]);
      if (c >= 0x20 && c != '"' && c != '\\') continue;
      out_.append(s.data() + run, i - run);
      run = i + 1;
      switch (c) {
        case '"': out_ += "\\\""; break;
        case '\\': out_ += "\\\\"; break;
        case '\b': out_ += "\\b"; break;
        case '\f': out_ += "\\f"; break;
        case '\n': out_ += "\\n"; break;
        case '\r': out_ += "\\r"; break;
        case '\t': out_ += "\\t"; break;
        default:
          out_ += "\\u00";
          out_ += kHex[c >> 4];
          out_ += kHex[c & 15];
      }
    }
    out_.append(s.data() + run, s.size() - run);
    out_ += '"';
  }

  std::string& out_;
  int depth_ = 0;
  bool after_key_ = false;
};

}  // namespace rwd
