// The embedded store: one SQLite file in WAL mode with synchronous=FULL, so a committed
// transaction survives a crash of the process or the machine. One connection writes (the
// group-commit writer of server/store.h), another reads. Thread-safe (server/store.h).
#pragma once

#include <memory>
#include <string>

#include "server/store.h"

namespace rwd {

// Opens or creates the database file at `path` (its folder must exist) and its tables.
Result<std::unique_ptr<Store>> open_sqlite_store(const std::string& path);

}  // namespace rwd
