#include "record/recorder.h"

#include <cassert>

#include "core/version.h"
#include "game/card_pool.h"

namespace rwd {

GameRecord new_game_record(const GameSetup& setup, const CardDb& db, const Game& game,
                           const RecordSeat seats[kNumPlayers]) {
  GameRecord r;
  r.engine_version = kEngineVersion;
  r.rules_version = kRulesVersion;
  r.seed = setup.seed;
  r.allow_unsupported = setup.allow_unsupported;
  std::vector<CardDefId> used;
  for (int p = 0; p < kNumPlayers; ++p) {
    r.seats[p] = seats[p];
    r.seats[p].controller_seed = game.controller_seed(player_id(p));
    r.decks[p].name = setup.players[p].deck_name;
    r.decks[p].cards = setup.players[p].deck;
    used.insert(used.end(), setup.players[p].deck.begin(), setup.players[p].deck.end());
  }
  r.cards = card_scripts(db, used);
  r.hashes.push_back(game.hash());
  r.final_hash = game.hash();
  return r;
}

GameRecord new_position_record(const Game& game, const CardDb& db,
                               const std::vector<CardDefId>& used,
                               const std::string names[kNumPlayers],
                               const RecordSeat seats[kNumPlayers]) {
  GameRecord r;
  r.engine_version = kEngineVersion;
  r.rules_version = kRulesVersion;
  r.seed = game.seed();
  for (int p = 0; p < kNumPlayers; ++p) {
    r.seats[p] = seats[p];
    r.seats[p].controller_seed = game.controller_seed(player_id(p));
    r.decks[p].name = names[p];
  }
  r.cards = card_scripts(db, used);
  r.start_snapshot = game.snapshot();
  r.start_frame = game.inputs();
  r.hashes.push_back(game.hash());
  r.final_hash = game.hash();
  return r;
}

void Recorder::frame(const Game& game) {
  assert(game.inputs() == rec_.end_frame());
  uint32_t rel = game.inputs() - rec_.start_frame;
  if (rel % rec_.hash_every == 0 && rec_.hashes.size() == rel / rec_.hash_every) rec_.hashes.push_back(game.hash());
}

GameRecord Recorder::finish(const Game& game) {
  frame(game);
  rec_.final_hash = game.hash();
  for (int p = 0; p < kNumPlayers; ++p) rec_.seats[p].controller_seed = game.controller_seed(player_id(p));
  return rec_;
}

}  // namespace rwd
