// rewind.Record: game records (record/, docs/game-record.md) from Python: load, frames,
// seek, verify, fork, save as JSON or binary; and Game.record() for a game played here.
#include <pybind11/stl.h>

#include "core/hash.h"
#include "py/py_game.h"
#include "record/fork.h"
#include "record/record_file.h"

namespace rwd::py {

namespace {

RecordFormat format_arg(const std::string& format, const std::string& path) {
  if (format.empty()) return record_format_for(path);
  if (format == "json") return RecordFormat::Json;
  if (format == "binary") return RecordFormat::Binary;
  throw pyb::value_error("format is \"json\" or \"binary\", not \"" + format + "\"");
}

PyRecord load(const std::string& path) {
  Result<GameRecord> r = read_record_file(path);
  if (!r) throw_error(r.message());
  return PyRecord{std::move(*r), nullptr};
}

PyRecord from_bytes(const pyb::bytes& b) {
  Result<GameRecord> r = parse_record(std::string(b));
  if (!r) throw_error(r.message());
  return PyRecord{std::move(*r), nullptr};
}

// The game at `frame`: replayed from the nearest kept frame, without the GIL.
PyGame at(PyRecord& r, uint32_t frame) {
  Replay& replay = r.opened();
  std::optional<Result<Game>> g;
  {
    pyb::gil_scoped_release release;
    g.emplace(replay.at(frame));
  }
  if (!*g) throw_error(g->message());
  PoolRef pool{replay.pool(),
               PoolSource{{}, std::make_shared<const std::vector<CardScript>>(r.rec.cards)}};
  return PyGame{std::move(pool), std::move(**g), std::nullopt};
}

pyb::dict verify(PyRecord& r) {
  Result<Replay> replay = Replay::open(r.rec, /*allow_other_engine=*/true);
  pyb::dict d;
  if (!replay) {
    d["ok"] = false;
    d["problem"] = replay.message();
    return d;
  }
  VerifyReport v;
  {
    pyb::gil_scoped_release release;
    v = replay->verify();
  }
  d["ok"] = v.ok;
  d["first_frame"] = v.first_frame;
  d["last_frame"] = v.last_frame;
  d["frames"] = v.frames;
  d["frames_replayed"] = v.frames_replayed;
  d["engine_mismatch"] = v.engine_mismatch;
  d["first_divergent_frame"] =
      v.first_divergent_frame ? pyb::object(pyb::int_(*v.first_divergent_frame)) : pyb::none();
  d["last_good_frame"] =
      v.last_good_frame ? pyb::object(pyb::int_(*v.last_good_frame)) : pyb::none();
  d["problem"] = v.problem;
  return d;
}

PyRecord fork(PyRecord& r, uint32_t frame, const pyb::object& seat,
              const std::optional<uint64_t>& reseed) {
  ForkRequest req;
  req.frame = frame;
  if (!seat.is_none()) req.human_seat = seat_arg(seat, false);
  req.reseed = reseed;
  Result<GameRecord> f = make_fork(r.opened(), req);
  if (!f) throw_error(f.message());
  return PyRecord{std::move(*f), nullptr};
}

pyb::list inputs_of(const GameRecord& rec) {
  pyb::list l;
  for (const RecordInput& in : rec.inputs)
    l.append(pyb::make_tuple(seat_obj(in.player), in.option));
  return l;
}

pyb::object parent_of(const GameRecord& rec) {
  if (!rec.parent) return pyb::none();
  pyb::dict d;
  d["record_hash"] = hex64(rec.parent->record_hash);
  d["frame"] = rec.parent->frame;
  d["reseed"] = rec.parent->reseed ? pyb::object(pyb::int_(*rec.parent->reseed)) : pyb::none();
  return d;
}

}  // namespace

void bind_record(pyb::module_& m) {
  pyb::class_<PyRecord> c(m, "Record",
                          "A game record: header, inputs and state hashes (docs/game-record.md).");
  c.def_static("load", &load, pyb::arg("path"),
               "Reads a record file (JSON or binary, by its first bytes).");
  c.def_static("from_bytes", &from_bytes, pyb::arg("data"), "Parses a record in either encoding.");
  c.def_property_readonly("seed", [](const PyRecord& r) { return r.rec.seed; });
  c.def_property_readonly("engine_version", [](const PyRecord& r) { return r.rec.engine_version; });
  c.def_property_readonly("first_frame", [](const PyRecord& r) { return r.rec.start_frame; });
  c.def_property_readonly("last_frame", [](const PyRecord& r) { return r.rec.end_frame(); });
  c.def_property_readonly(
      "frames",
      [](const PyRecord& r) {
        return pyb::module_::import("builtins")
            .attr("range")(r.rec.start_frame, r.rec.end_frame() + 1);
      },
      "range(first_frame, last_frame + 1)");
  c.def_property_readonly(
      "inputs", [](const PyRecord& r) { return inputs_of(r.rec); },
      "[(player, option)]; player None in a binary record until it is replayed");
  c.def_property_readonly("final_hash", [](const PyRecord& r) { return r.rec.final_hash; });
  c.def_property_readonly("record_hash", [](const PyRecord& r) { return record_hash(r.rec); });
  c.def_property_readonly("parent", [](const PyRecord& r) { return parent_of(r.rec); });
  c.def_property_readonly("controllers", [](const PyRecord& r) {
    return std::vector<std::string>{r.rec.seats[0].controller, r.rec.seats[1].controller};
  });
  c.def_property_readonly("deck_names", [](const PyRecord& r) {
    return std::vector<std::string>{r.rec.decks[0].name, r.rec.decks[1].name};
  });
  c.def("at", &at, pyb::arg("frame"), "The game at `frame` (seek).");
  c.def("seek", &at, pyb::arg("frame"), "The game at `frame` (the same as at()).");
  c.def("verify", &verify,
        "Replays everything and compares every hash; a report, never an exception.");
  c.def("fork", &fork, pyb::arg("frame"), pyb::arg("seat") = pyb::none(),
        pyb::arg("reseed") = pyb::none(),
        "A new record starting at `frame` (rewind fork): `seat` becomes the human's, `reseed` "
        "restarts the RNG.");
  c.def(
      "encode",
      [](const PyRecord& r, const std::string& format) {
        return pyb::bytes(encode_record(r.rec, format_arg(format, "")));
      },
      pyb::arg("format") = "json", "The record's bytes: \"json\" or \"binary\".");
  c.def("to_json", [](const PyRecord& r) { return encode_record(r.rec, RecordFormat::Json); });
  c.def("to_bytes",
        [](const PyRecord& r) { return pyb::bytes(encode_record(r.rec, RecordFormat::Binary)); });
  c.def(
      "save",
      [](const PyRecord& r, const std::string& path, const std::string& format) {
        Status s = write_file_atomic(path, encode_record(r.rec, format_arg(format, path)));
        if (!s) throw_error(s.message());
      },
      pyb::arg("path"), pyb::arg("format") = "",
      "Writes the record (format from the extension: .rwr binary, else JSON).");
  c.def("__eq__", [](const PyRecord& a, const PyRecord& b) { return a.rec == b.rec; });
  c.def("__len__", [](const PyRecord& r) { return r.rec.inputs.size(); });

  // Game.record(): the record of a game made with record=True.
  pyb::module_::import("builtins");
  auto game = pyb::reinterpret_borrow<pyb::object>(m.attr("Game"));
  game.attr("record") = pyb::cpp_function(
      [](const PyGame& g) {
        if (!g.recorder)
          throw_error("this game keeps no record: make it with Game.create(..., record=True)");
        Recorder copy = *g.recorder;
        return PyRecord{copy.finish(g.game), nullptr};
      },
      pyb::is_method(game), pyb::name("record"),
      "The record of this game so far (made with record=True).");
}

}  // namespace rwd::py
