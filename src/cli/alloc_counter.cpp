#include "cli/alloc_counter.h"

#include <cstdlib>
#include <new>

namespace {
thread_local uint64_t g_allocations = 0;
}

namespace rwd {
uint64_t heap_allocations_this_thread() { return g_allocations; }
}  // namespace rwd

void* operator new(std::size_t n) {
  ++g_allocations;
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t n) {
  ++g_allocations;
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
