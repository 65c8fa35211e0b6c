// The shared store: PostgreSQL through libpq, for several `rewind serve` processes serving
// the same games. A process owns a game while it holds the game's session-level advisory
// lock (pg_try_advisory_lock on a hash of its id); the lock goes when the process or its
// connection dies, and the next process asked for the game takes it over. The primary key
// (game, frame) refuses a second answer to a frame, so two processes can never both commit
// one. Thread-safe (server/store.h).
#pragma once

#include <memory>
#include <string>

#include "server/store.h"

namespace rwd {

// Opens a store on the database `conninfo` names (a postgresql:// URI) and creates its
// tables if needed. Errors: the connection failed (libpq's message).
Result<std::unique_ptr<Store>> open_pg_store(const std::string& conninfo);

}  // namespace rwd
