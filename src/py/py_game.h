// The Python module's C++ side (docs/python.md): the objects the bindings wrap and the
// conversions they share. A PyGame is a Game together with the card pool it was made from
// (the pool keeps the CardDb alive for as long as any Python object uses it) and, when
// asked for, the recorder of its inputs. Bindings live in bind_*.cpp, one file per part of
// the API; they use the game API, bots and records only (never rules/ or cards/).
// Thread-safe: as the game API. One PyGame is used under the GIL; calls that release it
// work on a copy.
#pragma once

#include <pybind11/pybind11.h>

#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "game/card_pool.h"
#include "game/game.h"
#include "record/recorder.h"
#include "record/replay.h"

namespace rwd::py {

namespace pyb = pybind11;

// Raised (as rewind.IllegalAnswer, a ValueError) for an answer the pending decision does
// not accept; the game is unchanged.
struct IllegalAnswer : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// Raised (as rewind.RewindError, a ValueError) for bad input: an unknown deck or card, a
// file that cannot be read, a corrupt snapshot or record.
struct RewindError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Where a pool's cards come from, so that a pickled game can rebuild the same pool: the
// built-in cards plus script paths, or a record's card table.
struct PoolSource {
  std::vector<std::string> paths;                        // with_scripts(paths)
  std::shared_ptr<const std::vector<CardScript>> table;  // from_table(*table) when set
};

struct PoolRef {
  CardPool pool;
  PoolSource source;
};

// The pool with the built-in cards plus `paths`, made once per distinct list and kept for
// the process (loading a large folder of scripts takes seconds). Throws RewindError.
PoolRef pool_for(const std::vector<std::string>& paths);
// The pool of a record's card table (not cached). Throws RewindError.
PoolRef pool_for_table(const std::vector<CardScript>& table);
PoolRef pool_for(const PoolSource& source);

// A game's setup from Python's arguments (Game.create): decks as built-in ids or names, files,
// or lists of (count, name) or "4 Name" lines; None for the default decks; `casual`: decks of
// any size (else constructed play's 60, CR 100.2a). Throws RewindError.
struct SetupRef {
  PoolRef pool;
  GameSetup setup;
};
SetupRef make_setup(const pyb::object& deck1, const pyb::object& deck2, uint64_t seed,
                    const std::vector<std::string>& cards, bool allow_unsupported, bool casual);

struct PyGame {
  PoolRef pool;
  Game game;
  std::optional<Recorder> recorder;  // set when the game records its inputs

  // Answers with option `n`, recording it. Throws IllegalAnswer (the game unchanged).
  void apply(int n);
};

// A game record (record/record.h) and, once a frame is asked for, its replay (opened and
// indexed on first use, then kept: seeking is cheap after that).
struct PyRecord {
  GameRecord rec;
  std::shared_ptr<Replay> replay;

  // The opened, indexed replay. Throws RewindError (bad cards, hashes, an illegal input).
  Replay& opened();
};

// A seat from Python: 0, 1, "p1" or "p2" (None where `allow_none`, giving PlayerId::None).
// Throws pybind11::value_error otherwise.
PlayerId seat_arg(const pyb::object& seat, bool allow_none);
// "p1", "p2", or None.
pyb::object seat_obj(PlayerId p);
pyb::object seat_obj(int p);  // 0, 1, or -1 (None)

[[noreturn]] void throw_error(const std::string& message);  // RewindError

void bind_game(pyb::module_& m);
void bind_view(pyb::module_& m);
void bind_record(pyb::module_& m);
void bind_bots(pyb::module_& m);
void bind_observation(pyb::module_& m);

}  // namespace rwd::py
