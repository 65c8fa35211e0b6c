// The extension module rewind._rewind (docs/python.md): the game API, records and bots from
// Python. python/rewind/__init__.py re-exports it with the learning environment.
#include "core/version.h"
#include "py/py_game.h"

PYBIND11_MODULE(_rewind, m) {
  namespace py = rwd::py;
  m.doc() =
      "Rewind: an exact, forkable, fast engine for two-player card games (game API bindings).";
  m.attr("ENGINE_VERSION") = rwd::kEngineVersion;
  m.attr("RULES_VERSION") = rwd::kRulesVersion;
  auto& rewind_error =
      pybind11::register_exception<py::RewindError>(m, "RewindError", PyExc_ValueError);
  pybind11::register_exception<py::IllegalAnswer>(m, "IllegalAnswer", rewind_error.ptr());
  py::bind_view(m);
  py::bind_game(m);
  py::bind_record(m);
  py::bind_bots(m);
  py::bind_observation(m);
  m.def(
      "decks",
      [] {
        pybind11::list l;
        for (const rwd::DeckInfo& d : rwd::CardPool::builtin_decks())
          l.append(pybind11::make_tuple(d.id, d.name));
        return l;
      },
      "the built-in decks: [(id, name)]");
}
