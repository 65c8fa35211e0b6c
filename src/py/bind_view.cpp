// rewind.PlayerView, rewind.PlayerPublic, rewind.CardView: game/view.h's values as Python
// objects with the same fields (read-only), and to_dict() giving the CLI's JSON view.
#include <pybind11/stl.h>

#include <nlohmann/json.hpp>

#include "game/view.h"
#include "py/py_game.h"

namespace rwd::py {

namespace {

// A JSON value as plain Python objects (dict, list, str, int, float, bool, None).
pyb::object to_python(const nlohmann::json& j) {
  switch (j.type()) {
    case nlohmann::json::value_t::object: {
      pyb::dict d;
      for (auto it = j.begin(); it != j.end(); ++it) d[pyb::str(it.key())] = to_python(it.value());
      return d;
    }
    case nlohmann::json::value_t::array: {
      pyb::list l;
      for (const nlohmann::json& e : j) l.append(to_python(e));
      return l;
    }
    case nlohmann::json::value_t::string:
      return pyb::str(j.get<std::string>());
    case nlohmann::json::value_t::boolean:
      return pyb::bool_(j.get<bool>());
    case nlohmann::json::value_t::number_integer:
      return pyb::int_(j.get<int64_t>());
    case nlohmann::json::value_t::number_unsigned:
      return pyb::int_(j.get<uint64_t>());
    case nlohmann::json::value_t::number_float:
      return pyb::float_(j.get<double>());
    default:
      return pyb::none();
  }
}

template <typename T>
pyb::object as_dict(const T& v) {
  return to_python(nlohmann::json(v));
}

}  // namespace

void bind_view(pyb::module_& m) {
  pyb::class_<CardView>(m, "CardView", "A card as a seat sees it (game/view.h).")
      .def_readonly("id", &CardView::id)
      .def_readonly("name", &CardView::name)
      .def_readonly("controller", &CardView::controller)
      .def_readonly("owner", &CardView::owner)
      .def_readonly("type_line", &CardView::type_line)
      .def_readonly("mana_cost", &CardView::mana_cost)
      .def_readonly("is_creature", &CardView::is_creature)
      .def_readonly("power", &CardView::power)
      .def_readonly("toughness", &CardView::toughness)
      .def_readonly("keywords", &CardView::keywords)
      .def_readonly("tapped", &CardView::tapped)
      .def_readonly("kicked", &CardView::kicked)
      .def_readonly("flashback", &CardView::flashback)
      .def_readonly("attacking", &CardView::attacking)
      .def_readonly("blocking", &CardView::blocking)
      .def_readonly("blocking_id", &CardView::blocking_id)
      .def_readonly("damage", &CardView::damage)
      .def_readonly("summoning_sick", &CardView::summoning_sick)
      .def_readonly("attached_to", &CardView::attached_to)
      .def_readonly("def_id", &CardView::def)
      .def_readonly("keyword_bits", &CardView::keyword_bits)
      .def_readonly("protection", &CardView::protection)
      .def_readonly("colors", &CardView::colors)
      .def_readonly("land_mana", &CardView::land_mana)
      .def_readonly("is_land", &CardView::is_land)
      .def_readonly("blocked", &CardView::blocked)
      .def_readonly("mana_value", &CardView::mana_value)
      .def_readonly("cost_colors", &CardView::cost_colors)
      .def_readonly("types", &CardView::types)
      .def_readonly("pt_sources", &CardView::pt_sources)
      .def_readonly("counters", &CardView::counters)
      .def_readonly("chosen", &CardView::chosen)
      .def_readonly("not_implemented", &CardView::not_implemented)
      .def("to_dict", &as_dict<CardView>, "the card as in the CLI's JSON view")
      .def("__eq__", [](const CardView& a, const CardView& b) { return a == b; })
      .def("__repr__", [](const CardView& c) {
        return "<CardView " + c.name + "#" + std::to_string(c.id) + ">";
      });
  pyb::class_<PlayerPublic>(m, "PlayerPublic",
                            "A player's public state, and the viewer's own hand.")
      .def_readonly("life", &PlayerPublic::life)
      .def_readonly("poison", &PlayerPublic::poison)
      .def_readonly("library_count", &PlayerPublic::library_count)
      .def_readonly("hand_count", &PlayerPublic::hand_count)
      .def_readonly("hand", &PlayerPublic::hand)
      .def_readonly("graveyard", &PlayerPublic::graveyard)
      .def_readonly("exile", &PlayerPublic::exile)
      .def_readonly("mulligans", &PlayerPublic::mulligans)
      .def_readonly("lands_played", &PlayerPublic::lands_played)
      .def_property_readonly(
          "mana_pool",
          [](const PlayerPublic& p) { return std::vector<int>(p.mana_pool, p.mana_pool + 6); },
          "unspent mana: W, U, B, R, G, colorless")
      .def("__eq__", [](const PlayerPublic& a, const PlayerPublic& b) { return a == b; });
  pyb::class_<PlayerView>(m, "PlayerView",
                          "Everything one seat may know and nothing more (game/view.h).")
      .def_property_readonly("viewer", [](const PlayerView& v) { return seat_obj(v.viewer); })
      .def_readonly("turn", &PlayerView::turn)
      .def_readonly("step", &PlayerView::step)
      .def_readonly("step_id", &PlayerView::step_id)
      .def_property_readonly("active", [](const PlayerView& v) { return seat_obj(v.active); })
      .def_property_readonly("priority", [](const PlayerView& v) { return seat_obj(v.priority); })
      .def_property_readonly("starting_player",
                             [](const PlayerView& v) { return seat_obj(v.starting_player); })
      .def_property_readonly(
          "upcoming_turns",
          [](const PlayerView& v) {
            pyb::list out;
            for (int p : v.upcoming_turns) out.append(seat_obj(p));
            return out;
          },
          "who takes the turns after this one before the normal order resumes, next first "
          "(extra turns, 500.7); empty: the normal order")
      .def_readonly("result", &PlayerView::result)
      .def_property_readonly(
          "players",
          [](const PlayerView& v) { return std::vector<PlayerPublic>(v.players, v.players + 2); })
      .def_readonly("battlefield", &PlayerView::battlefield)
      .def_readonly("stack", &PlayerView::stack)
      .def_readonly("decision_kind", &PlayerView::decision_kind)
      .def_property_readonly("decision_player",
                             [](const PlayerView& v) { return seat_obj(v.decision_player); })
      .def("to_dict", &as_dict<PlayerView>, "the view as the CLI's JSON view (docs/cli-json.md)")
      .def("__eq__", [](const PlayerView& a, const PlayerView& b) { return a == b; })
      .def("__repr__", [](const PlayerView& v) {
        return "<PlayerView of " +
               std::string(v.viewer < 0    ? "spectator"
                           : v.viewer == 0 ? "p1"
                                           : "p2") +
               ", turn " + std::to_string(v.turn) + " " + v.step + ">";
      });
}

}  // namespace rwd::py
