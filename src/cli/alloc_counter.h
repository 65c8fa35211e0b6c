// Counts heap allocations made by the current thread (the rewind binary replaces global
// operator new to count), so `rewind bench` can show that hot paths do not allocate.
// Thread-safe: the counter is thread-local.
#pragma once

#include <cstdint>

namespace rwd {

uint64_t heap_allocations_this_thread();

}  // namespace rwd
