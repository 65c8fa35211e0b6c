#include "cli/alloc_counter.h"

#include <cstdlib>
#include <new>

// Every replaceable form of global operator new/delete is replaced here, so each allocation
// and its deallocation go through the same pair (malloc/free or aligned_alloc/free). Leaving
// one form (e.g. the nothrow new that std::stable_sort's buffer uses) to the library while
// replacing its delete mismatches them, which AddressSanitizer reports.

namespace {
thread_local uint64_t g_allocations = 0;

void* counted_alloc(std::size_t n) noexcept {
  ++g_allocations;
  return std::malloc(n ? n : 1);
}

void* counted_aligned_alloc(std::size_t n, std::align_val_t al) noexcept {
  ++g_allocations;
  std::size_t a = static_cast<std::size_t>(al);
  if (a < sizeof(void*)) a = sizeof(void*);
  std::size_t size = (n + a - 1) / a * a;  // aligned_alloc wants a multiple of the alignment
  return std::aligned_alloc(a, size ? size : a);
}
}  // namespace

namespace rwd {
uint64_t heap_allocations_this_thread() { return g_allocations; }
}  // namespace rwd

void* operator new(std::size_t n) {
  if (void* p = counted_alloc(n)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t n) {
  if (void* p = counted_alloc(n)) return p;
  throw std::bad_alloc();
}
void* operator new(std::size_t n, const std::nothrow_t&) noexcept { return counted_alloc(n); }
void* operator new[](std::size_t n, const std::nothrow_t&) noexcept { return counted_alloc(n); }
void* operator new(std::size_t n, std::align_val_t al) {
  if (void* p = counted_aligned_alloc(n, al)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t n, std::align_val_t al) {
  if (void* p = counted_aligned_alloc(n, al)) return p;
  throw std::bad_alloc();
}
void* operator new(std::size_t n, std::align_val_t al, const std::nothrow_t&) noexcept {
  return counted_aligned_alloc(n, al);
}
void* operator new[](std::size_t n, std::align_val_t al, const std::nothrow_t&) noexcept {
  return counted_aligned_alloc(n, al);
}

void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t, const std::nothrow_t&) noexcept { std::free(p); }
