// The conversions and pools the bindings share (py/py_game.h).
#include <map>
#include <mutex>

#include "py/py_game.h"

namespace rwd::py {

void throw_error(const std::string& message) {
  throw RewindError(message);
}

PoolRef pool_for(const std::vector<std::string>& paths) {
  if (paths.empty()) return PoolRef{CardPool::builtin(), {}};
  // Loading a corpus takes seconds: each distinct list of paths is loaded once. The map is
  // only looked up by key, never iterated, so its order is not observable.
  static std::mutex mu;
  static std::map<std::vector<std::string>, CardPool> cache;
  std::lock_guard<std::mutex> lock(mu);
  auto it = cache.find(paths);
  if (it == cache.end()) {
    Result<CardPool> pool = CardPool::with_scripts(paths);
    if (!pool) throw_error(pool.message());
    it = cache.emplace(paths, std::move(*pool)).first;
  }
  return PoolRef{it->second, PoolSource{paths, nullptr}};
}

PoolRef pool_for_table(const std::vector<CardScript>& table) {
  Result<CardPool> pool = CardPool::from_table(table);
  if (!pool) throw_error("card table: " + pool.message());
  return PoolRef{std::move(*pool),
                 PoolSource{{}, std::make_shared<const std::vector<CardScript>>(table)}};
}

PoolRef pool_for(const PoolSource& source) {
  return source.table ? pool_for_table(*source.table) : pool_for(source.paths);
}

void PyGame::apply(int n) {
  PlayerId who = game.pending().player;
  Status s = game.apply(n);
  if (!s) throw IllegalAnswer(s.message());
  if (recorder) {
    // The input, then the settled frame it leads to (its hash at checkpoint frames).
    recorder->input(who, n);
    recorder->frame(game);
  }
}

Replay& PyRecord::opened() {
  if (!replay) {
    Result<Replay> r = Replay::open(rec);
    if (!r) throw_error(r.message());
    if (Status s = r->index(); !s) throw_error(s.message());
    replay = std::make_shared<Replay>(std::move(*r));
    rec = replay->record();  // with the players a binary record leaves out, learned by replaying
  }
  return *replay;
}

PlayerId seat_arg(const pyb::object& seat, bool allow_none) {
  if (seat.is_none()) {
    if (allow_none) return PlayerId::None;
  } else if (pyb::isinstance<pyb::str>(seat)) {
    std::string s = seat.cast<std::string>();
    if (s == "p1") return PlayerId::P1;
    if (s == "p2") return PlayerId::P2;
  } else if (pyb::isinstance<pyb::int_>(seat)) {
    long v = seat.cast<long>();
    if (v == 0) return PlayerId::P1;
    if (v == 1) return PlayerId::P2;
  }
  throw pyb::value_error(std::string("a seat is 0, 1, \"p1\" or \"p2\"") +
                         (allow_none ? " (or None: the public view)" : "") + ", not " +
                         pyb::repr(seat).cast<std::string>());
}

pyb::object seat_obj(PlayerId p) {
  if (p == PlayerId::None) return pyb::none();
  return pyb::str(player_name(p));
}

pyb::object seat_obj(int p) {
  return p == 0 || p == 1 ? seat_obj(player_id(p)) : pyb::none();
}

}  // namespace rwd::py
