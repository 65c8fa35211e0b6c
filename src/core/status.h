// Status and Result<T>: errors as values at the boundary (bad input, illegal answers).
// Engine bugs assert instead. Thread-safe: value types.
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace rwd {

class [[nodiscard]] Status {
 public:
  Status() = default;
  static Status ok() { return Status(); }
  static Status error(std::string message) { return Status(std::move(message)); }

  bool is_ok() const { return !message_.has_value(); }
  explicit operator bool() const { return is_ok(); }
  // REQUIRES: !is_ok().
  const std::string& message() const { return *message_; }

 private:
  explicit Status(std::string m) : message_(std::move(m)) {}
  std::optional<std::string> message_;
};

template <typename T>
class [[nodiscard]] Result {
 public:
  // Implicit by design. Two overloads rather than one by-value parameter: a large value
  // (a Game is ~30 KB) is then copied or moved once, not twice.
  Result(const T& value) : value_(value) {}  // NOLINT
  Result(T&& value) : value_(std::move(value)) {}  // NOLINT
  Result(Status error) : error_(std::move(error)) {}  // NOLINT: REQUIRES !error.is_ok()
  // Builds the value in place: a function returning this named Result (one return for
  // every path) gives its value to the caller without a copy.
  template <typename... Args>
  explicit Result(std::in_place_t, Args&&... args) : value_(std::in_place, std::forward<Args>(args)...) {}

  bool is_ok() const { return value_.has_value(); }
  explicit operator bool() const { return is_ok(); }
  T& value() { return *value_; }
  const T& value() const { return *value_; }
  T& operator*() { return *value_; }
  const T& operator*() const { return *value_; }
  T* operator->() { return &*value_; }
  const T* operator->() const { return &*value_; }
  // REQUIRES: !is_ok().
  const Status& status() const { return error_; }
  const std::string& message() const { return error_.message(); }

 private:
  std::optional<T> value_;
  Status error_;
};

}  // namespace rwd
