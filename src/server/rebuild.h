// Rebuilding a stored game: its record header (binary, docs/game-record.md) and its input
// rows give the game at any frame, and the full record (inputs and state hashes) that
// `rewind replay --verify` checks and `rewind resume` continues. The server's games use the
// built-in card pool, whose ids the header's card table names.
// Thread-safe: pure functions of their arguments.
#pragma once

#include <cstdint>
#include <optional>

#include "core/status.h"
#include "game/game.h"
#include "record/record.h"
#include "server/store.h"

namespace rwd {

// The stored game at `frame` (nullopt: its newest frame). Errors: a header that does not
// parse, a start position whose hash differs from the header's, an input that is not legal
// or names the wrong player (each naming the frame), a frame outside the record.
// `full` (optional) receives the complete record up to the frame reached.
Result<Game> rebuild_game(const StoredGame& g, const CardDb& db,
                          std::optional<uint32_t> frame = std::nullopt, GameRecord* full = nullptr);

}  // namespace rwd
