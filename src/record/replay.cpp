#include "record/replay.h"

#include <algorithm>

#include "core/hash.h"
#include "core/version.h"

namespace rwd {

namespace {

std::string frame_msg(uint32_t frame, const std::string& what) { return "frame " + std::to_string(frame) + ": " + what; }

}  // namespace

Result<Replay> Replay::open(GameRecord rec, bool allow_other_engine) {
  if (auto e = record_shape_error(rec)) return Status::error(*e);
  if (!allow_other_engine && (rec.engine_version != kEngineVersion || rec.rules_version != kRulesVersion))
    return Status::error("the record was made by engine " + rec.engine_version + " (rules " + rec.rules_version +
                         "); this is engine " + kEngineVersion + " (rules " + kRulesVersion +
                         "): logs and engines are paired, so it is not replayed here");
  Result<CardPool> pool = CardPool::from_table(rec.cards);
  if (!pool) return pool.status();
  const CardDb& cards = pool->db();
  if (!rec.allow_unsupported)
    if (std::optional<NotImplemented> u = pool->first_unsupported())
      return Status::error("card " + u->card + " line " + std::to_string(u->line) + " \"" +
                           u->text + "\": " + u->reason +
                           " (the record does not allow unsupported cards)");
  Result<Game> start = Status::error("no start");
  if (rec.start_snapshot.empty()) {
    GameSetup setup;
    setup.seed = rec.seed;
    setup.allow_unsupported = rec.allow_unsupported;
    for (int p = 0; p < kNumPlayers; ++p) {
      setup.players[p].deck_name = rec.decks[p].name;
      setup.players[p].deck = rec.decks[p].cards;
    }
    start = Game::create(setup, cards);
    if (!start) return Status::error(frame_msg(0, "cannot set up the game: " + start.message()));
  } else {
    start = Game::from_snapshot(rec.start_snapshot, cards);
    if (!start) return Status::error(frame_msg(rec.start_frame, start.message()));
    if (start->inputs() != rec.start_frame)
      return Status::error(frame_msg(rec.start_frame, "the start snapshot is frame " + std::to_string(start->inputs())));
  }
  if (start->hash() != rec.hashes[0])
    return Status::error(frame_msg(rec.start_frame, "the start position's hash " + hex64(start->hash()) +
                                                        " differs from the record's " + hex64(rec.hashes[0]) +
                                                        " (edited record, or card data that plays differently)"));
  return Replay(std::move(rec), std::move(*pool), std::move(*start));
}

std::string Replay::engine_mismatch() const {
  if (rec_.engine_version == kEngineVersion && rec_.rules_version == kRulesVersion) return "";
  return "the record was made by engine " + rec_.engine_version + " (rules " + rec_.rules_version +
         "); this is engine " + kEngineVersion + " (rules " + kRulesVersion + "): logs and engines are paired";
}

Status Replay::step(Game& g, uint32_t frame, uint32_t* bad_frame) const {
  if (bad_frame) *bad_frame = frame;
  const RecordInput& in = rec_.inputs[frame - rec_.start_frame];
  if (g.over()) return Status::error(frame_msg(frame, "the game is over but the record has more inputs"));
  if (in.player != PlayerId::None && in.player != g.pending().player)
    return Status::error(frame_msg(frame, std::string("the record says ") + player_name(in.player) +
                                              " answers, but " + player_name(g.pending().player) + " is to act"));
  if (Status s = g.apply(in.option); !s) return Status::error(frame_msg(frame, s.message()));
  uint32_t next = frame + 1, rel = next - rec_.start_frame;
  if (bad_frame) *bad_frame = next;
  if (rel % rec_.hash_every == 0 && g.hash() != rec_.hashes[rel / rec_.hash_every])
    return Status::error(frame_msg(next, "state hash " + hex64(g.hash()) + " differs from the record's " +
                                             hex64(rec_.hashes[rel / rec_.hash_every])));
  if (next == rec_.end_frame() && g.hash() != rec_.final_hash)
    return Status::error(frame_msg(next, "final state hash " + hex64(g.hash()) + " differs from the record's " +
                                             hex64(rec_.final_hash)));
  return Status::ok();
}

Status Replay::index() {
  if (indexed_) return Status::ok();
  checkpoints_.clear();
  Game g = start_;
  checkpoints_.push_back(g);
  if (rec_.inputs.empty() && g.hash() != rec_.final_hash)
    return Status::error(frame_msg(rec_.start_frame, "final state hash differs from the record's"));
  for (uint32_t f = rec_.start_frame; f < rec_.end_frame(); ++f) {
    PlayerId acting = g.pending().player;
    if (Status s = step(g, f); !s) {
      checkpoints_.clear();
      return s;
    }
    rec_.inputs[f - rec_.start_frame].player = acting;
    if ((f + 1 - rec_.start_frame) % kSeekEvery == 0) checkpoints_.push_back(g);
  }
  indexed_ = true;
  return Status::ok();
}

Result<Game> Replay::at(uint32_t frame) const {
  if (frame < first_frame() || frame > last_frame())
    return Status::error(frame_msg(frame, "out of range: the record holds frames " + std::to_string(first_frame()) +
                                              ".." + std::to_string(last_frame())));
  uint32_t rel = frame - rec_.start_frame;
  size_t k = indexed_ ? std::min<size_t>(rel / kSeekEvery, checkpoints_.size() - 1) : 0;
  Game g = indexed_ ? checkpoints_[k] : start_;
  for (uint32_t f = rec_.start_frame + static_cast<uint32_t>(k) * kSeekEvery; f < frame; ++f)
    if (Status s = step(g, f); !s) return s;
  return g;
}

VerifyReport Replay::verify(bool check_states) {
  VerifyReport r;
  r.first_frame = first_frame();
  r.last_frame = last_frame();
  r.frames = last_frame() - first_frame() + 1;
  std::string mismatch = engine_mismatch();
  r.engine_mismatch = !mismatch.empty();
  Game g = start_;  // open() checked the start hash
  uint32_t last_good = first_frame();
  // The state at frame `f` breaks an invariant: the report says so and names it.
  auto bad_state = [&](uint32_t f) {
    Status st = check_states ? g.check() : Status::ok();
    if (st) return false;
    r.first_bad_state = f;
    r.last_good_frame = last_good;
    r.frames_replayed = f - first_frame() + 1;
    r.problem = frame_msg(f, "state check: " + st.message());
    return true;
  };
  for (uint32_t f = first_frame(); f < last_frame(); ++f) {
    if (bad_state(f)) return r;
    PlayerId acting = g.pending().player;
    uint32_t bad = f;
    if (Status s = step(g, f, &bad); !s) {
      r.first_divergent_frame = bad;
      r.last_good_frame = last_good;
      r.frames_replayed = f - first_frame() + 1;
      r.problem = s.message();
      if (r.engine_mismatch) r.problem += " (" + mismatch + ")";
      return r;
    }
    rec_.inputs[f - first_frame()].player = acting;
    if ((f + 1 - first_frame()) % rec_.hash_every == 0 || f + 1 == last_frame()) last_good = f + 1;
  }
  if (bad_state(last_frame())) return r;
  if (rec_.inputs.empty() && g.hash() != rec_.final_hash) {
    r.first_divergent_frame = first_frame();
    r.problem = frame_msg(first_frame(), "final state hash differs from the record's");
    return r;
  }
  r.frames_replayed = r.frames;
  r.last_good_frame = last_frame();
  r.ok = !r.engine_mismatch;
  if (r.engine_mismatch) r.problem = mismatch + "; every hash matched nonetheless";
  return r;
}

}  // namespace rwd
