// FixedVec<T, N>: a vector with inline, fixed capacity and no heap allocation, for game
// state and hot paths. Thread-safe: no shared state; a value type like std::array.
// Only the first size() elements are live; equality compares live elements only. Slots past
// size() are left uninitialised (constructing a 1024-slot buffer costs nothing), so code
// must never read, hash or serialise them.
#pragma once

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace rwd {

template <typename T, size_t N>
class FixedVec {
 public:
  FixedVec() {}  // NOLINT: leaves the storage uninitialised on purpose
  // Copies the live elements only: a state full of mostly empty buffers copies in a
  // fraction of its size (sizeof(GameState) is 22 KB; a mid-game state has ~3 KB live).
  FixedVec(const FixedVec& o) : size_(o.size_) { std::copy(o.u_.items, o.u_.items + o.size_, u_.items); }
  FixedVec& operator=(const FixedVec& o) {
    if (this != &o) {
      size_ = o.size_;
      std::copy(o.u_.items, o.u_.items + o.size_, u_.items);
    }
    return *this;
  }

 private:
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
    return u_.items[i];
  }
  const T& operator[](size_t i) const {
    assert(i < size_);
    return u_.items[i];
  }
  T& back() {
    assert(size_ > 0);
    return u_.items[size_ - 1];
  }
  const T& back() const {
    assert(size_ > 0);
    return u_.items[size_ - 1];
  }
  T* begin() { return u_.items; }
  T* end() { return u_.items + size_; }
  const T* begin() const { return u_.items; }
  const T* end() const { return u_.items + size_; }
  const T* data() const { return u_.items; }

  // REQUIRES: !full(). An engine invariant: capacities are sized so this cannot fail.
  void push_back(const T& v) {
    assert(size_ < N);
    u_.items[size_++] = v;
  }
  void pop_back() {
    assert(size_ > 0);
    --size_;
  }
  void clear() { size_ = 0; }
  // Inserts v before position i, shifting later elements up.
  void insert(size_t i, const T& v) {
    assert(size_ < N && i <= size_);
    std::copy_backward(u_.items + i, u_.items + size_, u_.items + size_ + 1);
    u_.items[i] = v;
    ++size_;
  }
  // Removes the element at i, keeping the order of the rest.
  void erase_at(size_t i) {
    assert(i < size_);
    std::copy(u_.items + i + 1, u_.items + size_, u_.items + i);
    --size_;
  }
  // Removes the first element equal to v; true iff one was found.
  // Removes the last element equal to v (searching from the back: the engine mostly removes
  // the top of a library or the newest object), keeping the order of the rest.
  bool erase_value(const T& v) {
    for (size_t i = size_; i-- > 0;) {
      if (u_.items[i] == v) {
        erase_at(i);
        return true;
      }
    }
    return false;
  }
  bool contains(const T& v) const { return std::find(begin(), end(), v) != end(); }
  int index_of(const T& v) const {
    for (size_t i = 0; i < size_; ++i)
      if (u_.items[i] == v) return static_cast<int>(i);
    return -1;
  }

  friend bool operator==(const FixedVec& a, const FixedVec& b) {
    return a.size_ == b.size_ && std::equal(a.begin(), a.end(), b.begin());
  }

 private:
  uint16_t size_ = 0;
  // A union so that the elements are not default-constructed: slots past size_ stay
  // uninitialised, which makes constructing a large buffer free.
  union Storage {
    Storage() {}  // NOLINT: deliberately empty
    T items[N];
  } u_;
  
};

}  // namespace rwd
