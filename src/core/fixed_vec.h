// FixedVec<T, N>: a vector with inline, fixed capacity and no heap allocation, for game
// state and hot paths. Thread-safe: no shared state; a value type like std::array.
// Only the first size() elements are live; equality compares live elements only.
#pragma once

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace rwd {

template <typename T, size_t N>
class FixedVec {
  static_assert(std::is_trivially_copyable_v<T>, "FixedVec holds plain values");
  static_assert(N <= 0xFFFF);

 public:
  using value_type = T;
  static constexpr size_t kCapacity = N;

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  bool full() const { return size_ == N; }
  static constexpr size_t capacity() { return N; }

  T& operator[](size_t i) {
    assert(i < size_);
    return data_[i];
  }
  const T& operator[](size_t i) const {
    assert(i < size_);
    return data_[i];
  }
  T& back() {
    assert(size_ > 0);
    return data_[size_ - 1];
  }
  const T& back() const {
    assert(size_ > 0);
    return data_[size_ - 1];
  }
  T* begin() { return data_; }
  T* end() { return data_ + size_; }
  const T* begin() const { return data_; }
  const T* end() const { return data_ + size_; }
  const T* data() const { return data_; }

  // REQUIRES: !full(). An engine invariant: capacities are sized so this cannot fail.
  void push_back(const T& v) {
    assert(size_ < N);
    data_[size_++] = v;
  }
  void pop_back() {
    assert(size_ > 0);
    data_[--size_] = T{};
  }
  void clear() {
    std::fill(data_, data_ + size_, T{});
    size_ = 0;
  }
  // Inserts v before position i, shifting later elements up.
  void insert(size_t i, const T& v) {
    assert(size_ < N && i <= size_);
    std::copy_backward(data_ + i, data_ + size_, data_ + size_ + 1);
    data_[i] = v;
    ++size_;
  }
  // Removes the element at i, keeping the order of the rest.
  void erase_at(size_t i) {
    assert(i < size_);
    std::copy(data_ + i + 1, data_ + size_, data_ + i);
    data_[--size_] = T{};
  }
  // Removes the first element equal to v; true iff one was found.
  bool erase_value(const T& v) {
    for (size_t i = 0; i < size_; ++i) {
      if (data_[i] == v) {
        erase_at(i);
        return true;
      }
    }
    return false;
  }
  bool contains(const T& v) const { return std::find(begin(), end(), v) != end(); }
  int index_of(const T& v) const {
    for (size_t i = 0; i < size_; ++i)
      if (data_[i] == v) return static_cast<int>(i);
    return -1;
  }

  friend bool operator==(const FixedVec& a, const FixedVec& b) {
    return a.size_ == b.size_ && std::equal(a.begin(), a.end(), b.begin());
  }

 private:
  uint16_t size_ = 0;
  T data_[N] = {};
};

}  // namespace rwd
