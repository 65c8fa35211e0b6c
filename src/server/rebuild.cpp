#include "server/rebuild.h"

#include "record/record_file.h"
#include "record/recorder.h"

namespace rwd {

namespace {

Result<Game> start_of(const GameRecord& h, const CardDb& db) {
  Result<Game> start = Status::error("no start");
  if (h.start_snapshot.empty()) {
    GameSetup setup;
    setup.seed = h.seed;
    setup.allow_unsupported = h.allow_unsupported;
    for (int p = 0; p < kNumPlayers; ++p) {
      setup.players[p].deck_name = h.decks[p].name;
      setup.players[p].deck = h.decks[p].cards;
    }
    start = Game::create(setup, db);
  } else {
    start = Game::from_snapshot(h.start_snapshot, db);
  }
  if (!start)
    return Status::error("frame " + std::to_string(h.start_frame) + ": " + start.message());
  if (h.hashes.empty() || start->hash() != h.hashes[0])
    return Status::error(
        "the start position differs from the stored record (another engine or card pool)");
  return start;
}

}  // namespace

Result<Game> rebuild_game(const StoredGame& g, const CardDb& db, std::optional<uint32_t> frame,
                          GameRecord* full) {
  Result<GameRecord> header = parse_record(g.row.header);
  if (!header) return Status::error("stored header: " + header.message());
  Result<Game> game = start_of(*header, db);
  if (!game) return game;
  const uint32_t start = header->start_frame;
  const uint32_t end = start + static_cast<uint32_t>(g.inputs.size());
  const uint32_t to = frame.value_or(end);
  if (to < start || to > end)
    return Status::error("frame " + std::to_string(to) + " is outside " + std::to_string(start) +
                         ".." + std::to_string(end));
  std::optional<Recorder> rec;
  if (full) rec.emplace(std::move(*header));
  for (uint32_t f = start; f < to; ++f) {
    const RecordInput& in = g.inputs[f - start];
    if (game->pending().player != in.player)
      return Status::error("frame " + std::to_string(f) +
                           ": the stored input's player is not the one to act");
    if (rec)
      rec->input(in.player, in.option,
                 in.by < kNumStoredAnswerers ? kStoredAnswerers[in.by] : std::string_view());
    if (Status s = game->apply(in.option); !s)
      return Status::error("frame " + std::to_string(f) + ": " + s.message());
    if (rec) rec->frame(*game);
  }
  if (full) *full = rec->finish(*game);
  return game;
}

}  // namespace rwd
