// rewind.Bot, rewind.bot_choice, rewind.play_games: the built-in bots (bots/, docs/bots.md)
// called on a game and seat, and batches of bot games, from Python. A search, and a batch,
// runs without the GIL on its own copy of the game, so Python threads run them in parallel.
#include <pybind11/stl.h>

#include "bots/controller.h"
#include "core/hash.h"
#include "py/py_game.h"

namespace rwd::py {

namespace {

struct PyBot {
  std::string kind;
  ControllerOptions options;
  std::unique_ptr<Controller> controller;
};

PyBot make_bot(const std::string& kind, int budget, int threads,
               const std::vector<std::string>& answers) {
  if (kind == "human") throw pyb::value_error("\"human\" is not a bot: answer with Game.apply()");
  if (budget < 0 || threads < 1) throw pyb::value_error("budget must be >= 0 and threads >= 1");
  ControllerOptions o{answers, budget, threads};
  Result<std::unique_ptr<Controller>> c = make_controller(kind, o);
  if (!c) throw pyb::value_error(c.message());
  return PyBot{kind, o, std::move(*c)};
}

int choose(PyBot& bot, const PyGame& g, const pyb::object& seat_in) {
  if (g.game.over()) throw IllegalAnswer("the game is over; there is nothing to answer");
  PlayerId seat = seat_in.is_none() ? g.game.pending().player : seat_arg(seat_in, false);
  if (seat != g.game.pending().player)
    throw IllegalAnswer(std::string("it is ") + player_name(g.game.pending().player) +
                        "'s decision, not " + player_name(seat) + "'s");
  Result<int> r = Status::error("");
  if (bot.kind == "search") {
    // The search runs without the GIL, so on its own copy of the game and with its own
    // controller (a controller serves one thread): several Python threads may share a Bot.
    Game copy = g.game;
    pyb::gil_scoped_release release;
    Result<std::unique_ptr<Controller>> c = make_controller(bot.kind, bot.options);
    r = c ? (*c)->choose(copy, seat) : Result<int>(c.status());
  } else {
    r = bot.controller->choose(g.game, seat);
  }
  if (!r) throw_error(r.message());
  return *r;
}

// Plays `games` seeded games (seed, seed+1, ...) between two bots, exactly as `rewind sim`
// does, and returns its totals and fingerprint hash (the hash of the final states' hashes in
// order).
pyb::dict play_games(const pyb::object& deck1, const pyb::object& deck2, const std::string& p1,
                     const std::string& p2, int games, uint64_t seed, int budget, int threads,
                     const std::vector<std::string>& cards, bool allow_unsupported, bool casual) {
  if (games < 1) throw pyb::value_error("games must be at least 1");
  SetupRef s = make_setup(deck1, deck2, seed, cards, allow_unsupported, casual);
  PyBot bots[kNumPlayers] = {make_bot(p1, budget, threads, {}), make_bot(p2, budget, threads, {})};
  int wins[3] = {0, 0, 0};
  uint64_t turns = 0, decisions = 0;
  std::string error;
  Hasher all;
  {
    pyb::gil_scoped_release release;
    for (int i = 0; i < games && error.empty(); ++i) {
      s.setup.seed = seed + static_cast<uint64_t>(i);
      Result<Game> g = Game::create(s.setup, s.pool.pool.db());
      if (!g) {
        error = g.message();
        break;
      }
      while (!g->over()) {
        PlayerId seat = g->pending().player;
        Result<int> a = bots[raw(seat)].controller->choose(*g, seat);
        if (!a) {
          error = "game " + std::to_string(i) + ": " + a.message();
          break;
        }
        if (Status st = g->apply(*a); !st) {
          error = "game " + std::to_string(i) + ": " + st.message();
          break;
        }
      }
      wins[g->result() == GameResult::P1Wins ? 0 : g->result() == GameResult::P2Wins ? 1 : 2]++;
      turns += static_cast<uint64_t>(g->turn());
      decisions += g->inputs();
      all.add(g->hash());
    }
  }
  if (!error.empty()) throw_error(error);
  pyb::dict d;
  d["games"] = games;
  d["p1"] = s.setup.players[0].deck_name + " (" + p1 + ")";
  d["p2"] = s.setup.players[1].deck_name + " (" + p2 + ")";
  d["seed"] = seed;
  d["p1_wins"] = wins[0];
  d["p2_wins"] = wins[1];
  d["draws"] = wins[2];
  d["turns"] = turns;
  d["avg_turns"] = static_cast<double>(turns) / games;
  d["decisions"] = decisions;
  d["hash"] = hex64(all.digest());
  return d;
}

}  // namespace

void bind_bots(pyb::module_& m) {
  pyb::class_<PyBot>(m, "Bot",
                     "A built-in bot: random, first, scripted, heuristic or search (docs/bots.md).")
      .def(pyb::init(&make_bot), pyb::arg("kind"), pyb::arg("budget") = 0, pyb::arg("threads") = 1,
           pyb::arg("answers") = std::vector<std::string>{},
           "budget: search simulations (0: the default); answers: for \"scripted\"")
      .def_readonly("kind", &PyBot::kind)
      .def("choose", &choose, pyb::arg("game"), pyb::arg("seat") = pyb::none(),
           "The bot's answer (an option number) to the game's pending decision; `seat` must be the "
           "one to act.")
      .def("__call__", &choose, pyb::arg("game"), pyb::arg("seat") = pyb::none());
  m.def(
      "bot_choice",
      [](const PyGame& g, const std::string& kind, const pyb::object& seat, int budget,
         int threads) {
        PyBot bot = make_bot(kind, budget, threads, {});
        return choose(bot, g, seat);
      },
      pyb::arg("game"), pyb::arg("kind") = "random", pyb::arg("seat") = pyb::none(),
      pyb::arg("budget") = 0, pyb::arg("threads") = 1,
      "Bot(kind, budget, threads).choose(game, seat)");
  m.def("play_games", &play_games, pyb::arg("deck1") = pyb::none(), pyb::arg("deck2") = pyb::none(),
        pyb::kw_only(), pyb::arg("p1") = "random", pyb::arg("p2") = "random", pyb::arg("games") = 1,
        pyb::arg("seed") = 1, pyb::arg("budget") = 0, pyb::arg("threads") = 1,
        pyb::arg("cards") = std::vector<std::string>{}, pyb::arg("allow_unsupported") = false,
        pyb::arg("casual") = false,
        "Plays seeded games between two bots without the GIL, as `rewind sim` does: its totals and "
        "hash.");
}

}  // namespace rwd::py
