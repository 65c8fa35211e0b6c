#include "bots/controller.h"

#include "bots/heuristic.h"
#include "bots/search.h"
#include "core/rng.h"

namespace rwd {

namespace {

class RandomController : public Controller {
 public:
  std::string_view kind() const override { return "random"; }
  Result<int> choose(const Game& game, PlayerId seat) override {
    const size_t n = game.options().size();
    if (n == 0) return Status::error("no legal options");
    uint64_t word = mix64(game.controller_seed(seat), game.inputs());
    return static_cast<int>(bounded_from(word, static_cast<uint32_t>(n)));
  }
};

class FirstController : public Controller {
 public:
  std::string_view kind() const override { return "first"; }
  Result<int> choose(const Game&, PlayerId) override { return 0; }
};

class ScriptedController : public Controller {
 public:
  explicit ScriptedController(std::vector<std::string> answers) : answers_(std::move(answers)) {}
  std::string_view kind() const override { return "scripted"; }
  Result<int> choose(const Game& game, PlayerId) override {
    if (next_ >= answers_.size())
      return Status::error("scripted answers ran out at input " + std::to_string(game.inputs() + 1) +
                           " (" + game.decision().prompt + ")");
    const std::string& a = answers_[next_++];
    Result<int> r = game.parse_answer(a);
    if (!r) return Status::error("scripted answer " + std::to_string(next_) + " \"" + a + "\": " + r.message());
    return r;
  }

 private:
  std::vector<std::string> answers_;
  size_t next_ = 0;
};

}  // namespace

std::unique_ptr<Controller> make_random_controller() { return std::make_unique<RandomController>(); }
std::unique_ptr<Controller> make_first_controller() { return std::make_unique<FirstController>(); }
std::unique_ptr<Controller> make_scripted_controller(std::vector<std::string> answers) {
  return std::make_unique<ScriptedController>(std::move(answers));
}

Result<std::unique_ptr<Controller>> make_controller(std::string_view kind, const ControllerOptions& options) {
  if (kind == "random") return make_random_controller();
  if (kind == "first") return make_first_controller();
  if (kind == "scripted") return make_scripted_controller(options.answers);
  if (kind == "heuristic") return make_heuristic_controller();
  if (kind == "search") {
    if (options.budget < 0) return Status::error("search budget must be at least 1 simulation");
    if (options.threads < 1) return Status::error("search needs at least 1 thread");
    SearchConfig cfg;
    cfg.simulations = options.budget > 0 ? options.budget : kDefaultSearchBudget;
    cfg.threads = options.threads;
    return make_search_controller(cfg);
  }
  return Status::error("unknown controller kind \"" + std::string(kind) +
                       "\" (known: human, random, first, scripted, heuristic, search)");
}

}  // namespace rwd
