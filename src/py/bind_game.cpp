// rewind.Game, rewind.Decision, rewind.Option: the game API from Python (docs/python.md).
#include <pybind11/stl.h>

#include <nlohmann/json.hpp>

#include "py/py_game.h"

namespace rwd::py {

namespace {

// One numbered answer as Python sees it: its number, label and the Option's fields. The
// label is made when first read, from a copy of the game as it was when options() was
// called (shared by that call's options), so a loop that reads only numbers and kinds
// does not pay for the strings, and a label read later still describes its own decision.
struct PyOption {
  int n = 0;
  Option option;
  std::shared_ptr<const Game> game;
  mutable std::optional<std::string> label_text;

  const std::string& label() const {
    if (!label_text) label_text = game->option_label(option);
    return *label_text;
  }
};

pyb::object id_or_none(ObjectId id) {
  return id == ObjectId::None ? pyb::none() : pyb::object(pyb::int_(raw(id)));
}

// A deck argument: a built-in deck's id or name or a file (str), or a list whose items are
// (count, name) pairs or "4 Grizzly Bears" lines.
PlayerSetup deck_arg(const CardPool& pool, const pyb::handle& deck, bool allow_unsupported,
                     DeckFormat format, int seat) {
  Result<PlayerSetup> ps = Status::error("");
  if (pyb::isinstance<pyb::str>(deck)) {
    ps = pool.deck(deck.cast<std::string>(), allow_unsupported, format);
  } else if (pyb::isinstance<pyb::sequence>(deck)) {
    std::string text;
    for (pyb::handle item : deck) {
      if (pyb::isinstance<pyb::str>(item)) {
        text += item.cast<std::string>();
      } else {
        auto pair = item.cast<std::pair<int, std::string>>();
        if (pair.first < 1)
          throw pyb::value_error("deck " + std::to_string(seat + 1) +
                                 ": a count must be at least 1");
        text += std::to_string(pair.first) + " " + pair.second;
      }
      text += "\n";
    }
    ps = pool.deck_text(text, "deck " + std::to_string(seat + 1), allow_unsupported, format);
  } else {
    throw pyb::type_error(
        "a deck is a built-in deck id or name, a file path, or a list of (count, name)");
  }
  if (!ps) throw_error(ps.message());
  return std::move(*ps);
}

PyGame create(const pyb::object& deck1, const pyb::object& deck2, uint64_t seed,
              const std::vector<std::string>& cards, bool allow_unsupported, bool casual,
              bool record) {
  SetupRef s = make_setup(deck1, deck2, seed, cards, allow_unsupported, casual);
  Result<Game> game = Game::create(s.setup, s.pool.pool.db());
  if (!game) throw_error(game.message());
  PyGame g{s.pool, std::move(*game), std::nullopt};
  if (record) {
    RecordSeat seats[kNumPlayers];
    for (RecordSeat& seat : seats) seat.controller = "python";
    g.recorder.emplace(new_game_record(s.setup, g.pool.pool.db(), g.game, seats));
  }
  return g;
}

PyGame from_snapshot(const pyb::bytes& bytes, const PoolRef& pool) {
  Result<Game> game = Game::from_snapshot(std::string(bytes), pool.pool.db());
  if (!game) throw_error("snapshot: " + game.message());
  return PyGame{pool, std::move(*game), std::nullopt};
}

// Pickle state: (snapshot, script paths, card table or None).
pyb::tuple pickle_state(const PyGame& g) {
  pyb::object table = pyb::none();
  if (g.pool.source.table) {
    pyb::list t;
    for (const CardScript& c : *g.pool.source.table)
      t.append(pyb::make_tuple(c.id, c.source, c.script));
    table = t;
  }
  return pyb::make_tuple(pyb::bytes(g.game.snapshot()), g.pool.source.paths, table);
}

PyGame unpickle(const pyb::tuple& t) {
  if (t.size() != 3) throw_error("not a pickled rewind.Game");
  PoolSource src;
  src.paths = t[1].cast<std::vector<std::string>>();
  if (!t[2].is_none()) {
    std::vector<CardScript> table;
    for (pyb::handle c : t[2]) {
      auto [id, source, script] = c.cast<std::tuple<uint16_t, std::string, std::string>>();
      table.push_back(CardScript{id, source, script});
    }
    src.table = std::make_shared<const std::vector<CardScript>>(std::move(table));
  }
  return from_snapshot(t[0].cast<pyb::bytes>(), pool_for(src));
}

pyb::list options_of(const Game& g) {
  const OptionList& opts = g.options();
  auto frozen = std::make_shared<const Game>(g);
  pyb::list out(opts.size());
  for (size_t i = 0; i < opts.size(); ++i)
    out[i] = pyb::cast(PyOption{static_cast<int>(i), opts[i], frozen, std::nullopt});
  return out;
}

PyOption option_at(const Game& g, int n) {
  const OptionList& opts = g.options();
  if (n < 0 || n >= static_cast<int>(opts.size()))
    throw IllegalAnswer("option " + std::to_string(n) + " is not legal: choose 0.." +
                        std::to_string(static_cast<int>(opts.size()) - 1));
  const Option o = opts[static_cast<size_t>(n)];
  return PyOption{n, o, nullptr, g.option_label(o)};
}

void bind_option(pyb::module_& m) {
  pyb::class_<PyOption>(m, "Option", "One numbered answer to the pending decision.")
      .def_readonly("n", &PyOption::n, "its number: the answer apply() takes")
      .def_property_readonly("label", &PyOption::label, "\"cast Lightning Bolt#12\"")
      .def_property_readonly("kind",
                             [](const PyOption& o) { return option_kind_name(o.option.kind()); })
      .def_property_readonly(
          "object", [](const PyOption& o) { return id_or_none(o.option.object()); },
          "the card, permanent or source it is about, or None")
      .def_property_readonly(
          "attacker", [](const PyOption& o) { return id_or_none(o.option.attacker()); },
          "block: the attacker blocked")
      .def_property_readonly(
          "player", [](const PyOption& o) { return seat_obj(o.option.player()); },
          "target: the player targeted")
      .def_property_readonly(
          "amount", [](const PyOption& o) { return o.option.amount(); },
          "choose_x: X; assign_damage(_lethal_rest): the damage")
      .def_property_readonly("ability",
                             [](const PyOption& o) -> pyb::object {
                               if (o.option.kind() != OptionKind::Activate) return pyb::none();
                               return pyb::int_(o.option.ability());
                             })
      .def_property_readonly("trigger",
                             [](const PyOption& o) -> pyb::object {
                               if (o.option.kind() != OptionKind::PutTrigger) return pyb::none();
                               return pyb::int_(o.option.trigger());
                             })
      .def_property_readonly("mode",
                             [](const PyOption& o) -> pyb::object {
                               if (o.option.kind() != OptionKind::Mode) return pyb::none();
                               return pyb::int_(o.option.mode_number());
                             })
      .def_property_readonly(
          "value",
          [](const PyOption& o) -> pyb::object {
            if (o.option.kind() != OptionKind::Choice) return pyb::none();
            return pyb::int_(o.option.choice_value());
          },
          "choice: the value chosen")
      .def("__repr__", [](const PyOption& o) {
        return "<Option " + std::to_string(o.n) + ": " + o.label() + ">";
      });
}

void bind_decision(pyb::module_& m) {
  pyb::class_<Unselectable>(m, "Unselectable", "A candidate that is not an option, and why.")
      .def_readonly("object", &Unselectable::object)
      .def_readonly("label", &Unselectable::label)
      .def_readonly("reason", &Unselectable::reason)
      .def("__repr__", [](const Unselectable& u) {
        return "<Unselectable " + u.label + ": " + u.reason + ">";
      });
  pyb::class_<Decision>(m, "Decision", "The pending decision, as a front end shows it.")
      .def_property_readonly("kind", [](const Decision& d) { return decision_kind_name(d.kind); })
      .def_property_readonly("player", [](const Decision& d) { return seat_obj(d.player); })
      .def_readonly("prompt", &Decision::prompt)
      .def_readonly("picked", &Decision::picked)
      .def_readonly("total", &Decision::total)
      .def_readonly("queue_depth", &Decision::queue_depth)
      .def_readonly("turn", &Decision::turn)
      .def_property_readonly("step", [](const Decision& d) { return step_name(d.step); })
      .def_readonly("unselectable", &Decision::unselectable)
      .def("__repr__", [](const Decision& d) { return "<Decision " + d.prompt + ">"; });
}

}  // namespace

SetupRef make_setup(const pyb::object& deck1, const pyb::object& deck2, uint64_t seed,
                    const std::vector<std::string>& cards, bool allow_unsupported, bool casual) {
  SetupRef s{pool_for(cards), {}};
  s.setup.seed = seed;
  s.setup.allow_unsupported = allow_unsupported;
  std::vector<std::string> defaults = CardPool::default_decks();
  const pyb::object decks[kNumPlayers] = {deck1, deck2};
  for (int p = 0; p < kNumPlayers; ++p) {
    if (decks[p].is_none()) {
      Result<PlayerSetup> d = s.pool.pool.deck(defaults[p]);
      if (!d) throw_error(d.message());
      s.setup.players[p] = std::move(*d);
    } else {
      s.setup.players[p] = deck_arg(s.pool.pool, decks[p], allow_unsupported,
                                    casual ? DeckFormat::Casual : DeckFormat::Constructed, p);
    }
  }
  return s;
}

void bind_game(pyb::module_& m) {
  bind_option(m);
  bind_decision(m);
  pyb::class_<PyGame> c(m, "Game",
                        "A game: a value that moves only by answering its pending decision.");
  c.def_static(
      "create", &create, pyb::arg("deck1") = pyb::none(), pyb::arg("deck2") = pyb::none(),
      pyb::kw_only(), pyb::arg("seed") = 1, pyb::arg("cards") = std::vector<std::string>{},
      pyb::arg("allow_unsupported") = false, pyb::arg("casual") = false, pyb::arg("record") = false,
      "A new game at its first decision (frame 0). Decks: built-in ids or names, files, or lists "
      "of (count, name); None for the default decks. cards: script folders, files or archives "
      "added to the built-in pool. casual: decks of any size (else at least 60 cards, CR "
      "100.2a). record: keep a record of the inputs (Game.record()).");
  c.def_static(
      "from_snapshot",
      [](const pyb::bytes& b, const std::vector<std::string>& cards) {
        return from_snapshot(b, pool_for(cards));
      },
      pyb::arg("snapshot"), pyb::arg("cards") = std::vector<std::string>{},
      "The game snapshot() encoded; cards: the pool it was made with.");
  c.def("decision", [](const PyGame& g) { return g.game.decision(); });
  c.def(
      "options", [](const PyGame& g) { return options_of(g.game); },
      "The legal answers, numbered in canonical order.");
  c.def(
      "option", [](const PyGame& g, int n) { return option_at(g.game, n); }, pyb::arg("n"));
  c.def(
      "num_options", [](const PyGame& g) { return static_cast<int>(g.game.options().size()); },
      "len(options()), without building them");
  c.def("legal_actions", [](const PyGame& g) {
    pyb::list l(g.game.options().size());
    for (size_t i = 0; i < g.game.options().size(); ++i) l[i] = pyb::int_(i);
    return l;
  });
  c.def("apply", &PyGame::apply, pyb::arg("answer"),
        "Answers with option number `answer`. Raises IllegalAnswer, changing nothing.");
  c.def(
      "apply",
      [](PyGame& g, const std::string& text) {
        Result<int> n = g.game.parse_answer(text);
        if (!n) throw IllegalAnswer(n.message());
        g.apply(*n);
        return *n;
      },
      pyb::arg("answer"),
      "Answers by label (\"cast Lightning Bolt\") or number; returns the number.");
  c.def("parse_answer", [](const PyGame& g, const std::string& text) {
    Result<int> n = g.game.parse_answer(text);
    if (!n) throw IllegalAnswer(n.message());
    return *n;
  });
  c.def(
      "view",
      [](const PyGame& g, const pyb::object& seat, bool text) {
        return g.game.view(seat_arg(seat, true), text ? ViewText::Full : ViewText::ForBots);
      },
      pyb::arg("seat") = pyb::none(), pyb::arg("text") = true,
      "What `seat` may know (None: the public view). text=False leaves out the strings only people "
      "read.");
  c.def(
      "view_json",
      [](const PyGame& g, const pyb::object& seat) {
        return nlohmann::json(g.game.view(seat_arg(seat, true))).dump();
      },
      pyb::arg("seat") = pyb::none(), "view(seat) as the CLI's JSON text");
  c.def("hash", [](const PyGame& g) { return g.game.hash(); });
  // Copies are made in place on the heap (one copy of the state, not a copy and a move).
  c.def(
      "copy", [](const PyGame& g) { return std::make_unique<PyGame>(g); },
      "An independent copy (a plain value copy).");
  c.def("__copy__", [](const PyGame& g) { return std::make_unique<PyGame>(g); });
  c.def(
      "__deepcopy__", [](const PyGame& g, const pyb::dict&) { return std::make_unique<PyGame>(g); },
      pyb::arg("memo"));
  c.def("__eq__", [](const PyGame& a, const PyGame& b) { return a.game == b.game; });
  c.def("snapshot", [](const PyGame& g) { return pyb::bytes(g.game.snapshot()); });
  c.def(pyb::pickle(&pickle_state, &unpickle));
  c.def(
      "determinized",
      [](const PyGame& g, const pyb::object& seat, uint64_t seed) {
        return std::make_unique<PyGame>(
            PyGame{g.pool, g.game.determinized(seat_arg(seat, false), seed), std::nullopt});
      },
      pyb::arg("seat"), pyb::arg("seed"),
      "A copy in which everything `seat` cannot see is dealt at random by `seed` from what it "
      "could be.");
  c.def("controller_seed", [](const PyGame& g, const pyb::object& seat) {
    return g.game.controller_seed(seat_arg(seat, false));
  });
  c.def(
      "current_player",
      [](const PyGame& g) {
        return g.game.over() ? -1 : static_cast<int>(raw(g.game.pending().player));
      },
      "0 or 1: who must answer; -1 once the game is over");
  c.def("is_terminal", [](const PyGame& g) { return g.game.over(); });
  c.def(
      "returns",
      [](const PyGame& g) {
        GameResult r = g.game.result();
        double p1 = r == GameResult::P1Wins ? 1.0 : r == GameResult::P2Wins ? -1.0 : 0.0;
        return std::vector<double>{p1, -p1};
      },
      "[p1, p2]: +1 for the winner, -1 for the loser, 0 for a draw or an unfinished game");
  c.def_property_readonly("over", [](const PyGame& g) { return g.game.over(); });
  c.def_property_readonly("result", [](const PyGame& g) { return result_name(g.game.result()); });
  c.def_property_readonly("turn", [](const PyGame& g) { return g.game.turn(); });
  c.def_property_readonly(
      "frame", [](const PyGame& g) { return g.game.inputs(); }, "answers given so far");
  c.def_property_readonly("seed", [](const PyGame& g) { return g.game.seed(); });
  c.def_property_readonly("recording", [](const PyGame& g) { return g.recorder.has_value(); });
  c.def("object_label", [](const PyGame& g, int id) { return g.game.object_label(object_id(id)); });
  c.def("__repr__", [](const PyGame& g) {
    return "<rewind.Game turn " + std::to_string(g.game.turn()) + ", frame " +
           std::to_string(g.game.inputs()) + ", " +
           (g.game.over() ? std::string("over: ") + result_name(g.game.result())
                          : g.game.decision().prompt) +
           ">";
  });
}

}  // namespace rwd::py
