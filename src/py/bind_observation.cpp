// Game.observation(seat) and Game.action_mask(size): the numeric encodings the learning
// environment uses (py/observation.h, docs/python.md), as numpy arrays.
#include <pybind11/numpy.h>

#include "py/observation.h"
#include "py/py_game.h"

namespace rwd::py {

void bind_observation(pyb::module_& m) {
  m.attr("OBSERVATION_SIZE") = kObservationSize;
  m.attr("MAX_OPTIONS") = kMaxOptions;
  pyb::dict layout;
  layout["global"] = kGlobalFeatures;
  layout["player"] = kPlayerFeatures;
  layout["card"] = kCardFeatures;
  layout["hand_slots"] = kHandSlots;
  layout["battlefield_slots"] = kBattlefieldSlots;
  layout["stack_slots"] = kStackSlots;
  layout["size"] = kObservationSize;
  m.attr("OBSERVATION_LAYOUT") = layout;

  auto game = pyb::reinterpret_borrow<pyb::object>(m.attr("Game"));
  game.attr("observation") = pyb::cpp_function(
      [](const PyGame& g, const pyb::object& seat) {
        pyb::array_t<float> out(kObservationSize);
        encode_observation(g.game.view(seat_arg(seat, false), ViewText::ForBots),
                           out.mutable_data());
        return out;
      },
      pyb::is_method(game), pyb::name("observation"), pyb::arg("seat"),
      "The seat's view as a float32 array of OBSERVATION_SIZE (layout in docs/python.md).");
  game.attr("action_mask") = pyb::cpp_function(
      [](const PyGame& g, int size) {
        if (size < 1) throw pyb::value_error("size must be at least 1");
        pyb::array_t<int8_t> out(size);
        int8_t* d = out.mutable_data();
        const int n = std::min(size, static_cast<int>(g.game.options().size()));
        std::fill(d, d + size, int8_t{0});
        std::fill(d, d + n, int8_t{1});
        return out;
      },
      pyb::is_method(game), pyb::name("action_mask"), pyb::arg("size") = kMaxOptions,
      "int8 array of `size`: 1 at each legal option number (options beyond `size` are left out).");
}

}  // namespace rwd::py
