#include "bots/search.h"

#include <algorithm>
#include <cmath>
#include <thread>

#include "bots/evaluate.h"
#include "bots/heuristic.h"
#include "core/rng.h"

namespace rwd {

namespace {

constexpr uint64_t kSearchTag = 0x7365617263682d31ull;  // "search-1"
constexpr int kMaxRolloutDecisions = 2000;
constexpr uint64_t kRolloutTag = 0x726f6c6c6f7574ull;  // "rollout"

struct Child {
  Option option;
  int node = -1;  // index of the child's node, -1 until visited
  int visits = 0;
  int available = 0;  // simulations in which the option was legal here (IS-MCTS)
  double total = 0.0;  // rewards from the viewpoint of the player choosing here
};

struct Node {
  std::vector<Child> children;
};

// The decision kinds the search looks into; the others are left to the heuristic.
bool searched(DecisionKind k) {
  switch (k) {
    case DecisionKind::Priority:
    case DecisionKind::DeclareAttackers:
    case DecisionKind::DeclareBlockers:
    case DecisionKind::AssignDamage:
    case DecisionKind::Discard:
      return true;
    default:
      return false;
  }
}

// Reward for p1 in [0, 1]: a win is worth more the sooner it comes, a loss less the sooner.
double reward_p1(const Game& g, int start_turn) {
  const double delay = 0.02 * std::min(10, std::max(0, g.turn() - start_turn));
  switch (g.result()) {
    case GameResult::P1Wins: return 1.0 - delay;
    case GameResult::P2Wins: return delay;
    case GameResult::Draw: return 0.5;
    case GameResult::Ongoing: break;
  }
  Board b = read_board(g.view(PlayerId::P1, ViewText::ForBots), 0);
  return 0.1 + 0.8 * squash(evaluate(b, 0));
}

// Within one multi-pick, the tree declares attackers and blockers in increasing id order
// only: the same set in another order is the same answer, and would split the visits.
struct PickOrder {
  DecisionKind kind = DecisionKind::None;
  int last = -1;
};

bool allowed(const Option& o, const PickOrder& order, DecisionKind kind) {
  if (order.kind != kind) return true;
  if (kind == DecisionKind::DeclareAttackers)
    return o.kind() != OptionKind::Attack || raw(o.object()) > order.last;
  if (kind == DecisionKind::DeclareBlockers) {
    if (o.kind() == OptionKind::Unblock) return false;
    return o.kind() != OptionKind::Block || raw(o.object()) > order.last;
  }
  return true;
}

void note_pick(PickOrder& order, DecisionKind kind, const Option& o) {
  if (o.kind() == OptionKind::Attack || o.kind() == OptionKind::Block) {
    order.kind = kind;
    order.last = raw(o.object());
  } else {
    order = PickOrder{};
  }
}

class Tree {
 public:
  Tree(const SeatHandle& seat, const SearchConfig& cfg, uint64_t seed, const OptionList& root_options)
      : seat_(seat), cfg_(cfg), rng_(Rng::from_seed(seed)) {
    nodes_.emplace_back();
    for (const Option& o : root_options) nodes_[0].children.push_back(Child{o});
  }

  void run(int simulations) {
    if (cfg_.paired_root) {
      const int n = static_cast<int>(nodes_[0].children.size());
      const int samples = std::max(1, simulations / n);
      for (int i = 0; i < samples; ++i) simulate_paired();
      return;
    }
    for (int i = 0; i < simulations; ++i) {
      Game g = seat_.determinized(rng_.next());
      static_cast<void>(descend(g, -1, rng_));
    }
  }

  // Paired rewards: for each sample, one reward per root child, in child order.
  const std::vector<double>& paired_rewards() const { return paired_; }

  const Node& root() const { return nodes_[0]; }
  int size() const { return static_cast<int>(nodes_.size()); }

 private:
  int pick_rollout(const Game& g, const OptionList& opts, Rng& rng) {
    if (opts.size() <= 1) return 0;
    if (rng.below(1000) < static_cast<uint32_t>(cfg_.epsilon * 1000.0))
      return static_cast<int>(rng.below(static_cast<uint32_t>(opts.size())));
    SeatHandle h(g, g.pending().player);
    return heuristic_choice(h, opts, h.view());
  }

  // One sample, every root option played from it with the same rollout seed (common random
  // numbers), so the root's options are compared on the same luck.
  void simulate_paired() {
    const uint64_t seed = rng_.next();
    const Game g0 = seat_.determinized(seed);
    for (size_t i = 0; i < nodes_[0].children.size(); ++i) {
      Game g = g0;
      Rng roll = Rng::from_seed(mix64(seed, kRolloutTag));
      paired_.push_back(descend(g, static_cast<int>(i), roll));
    }
  }

  // Selection, expansion, rollout and backup for one simulation of `g`; at the root, the
  // child `forced_root` if it is not -1. Returns the reward of the searching seat.
  double descend(Game& g, int forced_root, Rng& rng) {
    const int start_turn = g.turn();
    const int end_turn = start_turn + cfg_.rollout_turns;
    struct Step {
      int node;
      int child;
      int player;
    };
    Step path[256];
    int depth = 0;
    int node = 0;
    OptionList opts;
    PickOrder order;
    bool expanded = false;
    // Selection and expansion.
    while (!g.over() && depth < 256) {
      g.options(opts);
      if (opts.size() == 1) {
        static_cast<void>(g.apply(0));
        continue;
      }
      const DecisionKind kind = g.pending().kind;
      const int player = raw(g.pending().player);
      if (expanded || (!searched(kind) && node != 0)) break;
      Node& n = nodes_[node];
      // Legal options here, mapped to children (new children for options never seen).
      int legal_child[kMaxOptions];
      int legal_option[kMaxOptions];
      int nl = 0;
      for (size_t i = 0; i < opts.size(); ++i) {
        if (node != 0 && !allowed(opts[i], order, kind)) continue;
        int c = -1;
        for (size_t k = 0; k < n.children.size(); ++k)
          if (n.children[k].option == opts[i]) {
            c = static_cast<int>(k);
            break;
          }
        if (c < 0) {
          if (node == 0) continue;  // the root's options are the real game's
          n.children.push_back(Child{opts[i]});
          c = static_cast<int>(n.children.size()) - 1;
        }
        legal_child[nl] = c;
        legal_option[nl] = static_cast<int>(i);
        ++nl;
      }
      if (nl == 0) break;
      for (int k = 0; k < nl; ++k) ++n.children[legal_child[k]].available;
      // Unvisited options first: the heuristic's pick if it is one, else the lowest.
      int pick = -1;
      if (node == 0 && forced_root >= 0) {
        for (int k = 0; k < nl; ++k)
          if (legal_child[k] == forced_root) pick = k;
        if (pick < 0) break;
        expanded = n.children[forced_root].visits == 0;
      }
      for (int k = 0; k < nl && pick < 0; ++k)
        if (n.children[legal_child[k]].visits == 0) pick = k;
      if (node == 0 && forced_root >= 0) {
      } else if (pick >= 0) {
        SeatHandle h(g, g.pending().player);
        int hc = heuristic_choice(h, opts, h.view());
        for (int k = 0; k < nl; ++k)
          if (legal_option[k] == hc && n.children[legal_child[k]].visits == 0) pick = k;
        expanded = true;
      } else {
        double best = -1e18;
        for (int k = 0; k < nl; ++k) {
          const Child& ch = n.children[legal_child[k]];
          double ucb = ch.total / ch.visits +
                       cfg_.exploration * std::sqrt(std::log(static_cast<double>(ch.available)) / ch.visits);
          if (ucb > best) best = ucb, pick = k;
        }
      }
      const int ci = legal_child[pick];
      path[depth++] = Step{node, ci, player};
      note_pick(order, kind, opts[legal_option[pick]]);
      static_cast<void>(g.apply(legal_option[pick]));
      if (nodes_[node].children[ci].node < 0) {
        nodes_[node].children[ci].node = static_cast<int>(nodes_.size());
        nodes_.emplace_back();
      }
      node = nodes_[node].children[ci].node;
    }
    // Rollout with the heuristic policy, then the evaluation.
    for (int k = 0; k < kMaxRolloutDecisions && !g.over() && g.turn() <= end_turn; ++k) {
      g.options(opts);
      static_cast<void>(g.apply(pick_rollout(g, opts, rng)));
    }
    const double r1 = reward_p1(g, start_turn);
    for (int k = 0; k < depth; ++k) {
      Child& ch = nodes_[path[k].node].children[path[k].child];
      ++ch.visits;
      ch.total += path[k].player == 0 ? r1 : 1.0 - r1;
    }
    return raw(seat_.seat()) == 0 ? r1 : 1.0 - r1;
  }

  const SeatHandle& seat_;
  const SearchConfig& cfg_;
  Rng rng_;
  std::vector<Node> nodes_;
  std::vector<double> paired_;
};


}  // namespace

int paired_choice(const std::vector<std::vector<double>>& rows, int n, int heuristic, double z) {
  std::vector<double> total(n, 0.0);
  for (const std::vector<double>& r : rows)
    for (size_t k = 0; k < r.size(); ++k) total[k % n] += r[k];
  int best = 0;
  for (int i = 1; i < n; ++i)
    if (total[i] > total[best] + 1e-9) best = i;
  if (heuristic < 0 || heuristic == best || z <= 0.0) return best;
  double sum = 0.0, sq = 0.0;
  int m = 0;
  for (const std::vector<double>& r : rows)
    for (size_t k = 0; k + n <= r.size(); k += n) {
      const double d = r[k + best] - r[k + heuristic];
      sum += d;
      sq += d * d;
      ++m;
    }
  if (m == 0) return best;
  const double mean = sum / m;
  const double se = std::sqrt(std::max(0.0, sq / m - mean * mean) / m);
  return mean > z * se ? best : heuristic;
}

// The root's candidates. A block declaration must end: every pick the search makes keeps
// "done" legal (no block on a menace attacker, which would need a second blocker) and no
// pick withdraws a block, so blocks only accumulate. Offered freely, "unblock" let the
// search go round block, unblock, block... for ever, each a real input. Double blocks on a
// menace attacker are left to the heuristic, which plans both blockers at once.
bool root_candidate(const OptionList& opts, size_t i, const PlayerView& v) {
  const Option& o = opts[i];
  if (o.kind() == OptionKind::Unblock) return false;
  if (o.kind() != OptionKind::Block) return true;
  for (const CardView& c : v.battlefield)
    if (c.id == raw(o.attacker()))
      return !(c.keyword_bits & (1u << static_cast<int>(Keyword::Menace)));
  return true;
}

bool done_legal(const OptionList& opts) {
  for (const Option& o : opts)
    if (o.kind() == OptionKind::Done) return true;
  return false;
}

SearchResult search(const SeatHandle& seat, const SearchConfig& cfg) {
  SearchResult result;
  OptionList all;
  seat.options(all);
  result.visits.assign(all.size(), 0);
  if (all.size() <= 1) return result;
  const DecisionKind kind = seat.pending().kind;
  const PlayerView view = seat.view();
  if (!searched(kind) || (kind == DecisionKind::DeclareBlockers && !done_legal(all))) {
    result.choice = heuristic_choice(seat, all, view);
    return result;
  }
  OptionList opts;  // the root candidates; index[k] is their number among all options
  int index[kMaxOptions];
  for (size_t i = 0; i < all.size(); ++i)
    if (kind != DecisionKind::DeclareBlockers || root_candidate(all, i, view)) {
      index[opts.size()] = static_cast<int>(i);
      opts.push_back(all[i]);
    }
  if (opts.size() == 1) {
    result.choice = index[0];
    return result;
  }
  const uint64_t base = mix64(mix64(seat.controller_seed(), seat.inputs()), kSearchTag);
  const int trees = std::max(1, cfg.trees);
  const int budget = std::max(trees, cfg.simulations);
  std::vector<std::vector<int>> visits(trees);
  std::vector<std::vector<double>> rewards(trees);
  std::vector<std::vector<double>> paired(trees);
  std::vector<int> sizes(trees, 0);
  auto run_tree = [&](int t) {
    Tree tree(seat, cfg, mix64(base, static_cast<uint64_t>(t)), opts);
    tree.run(budget / trees + (t < budget % trees ? 1 : 0));
    visits[t].assign(opts.size(), 0);
    rewards[t].assign(opts.size(), 0.0);
    for (size_t i = 0; i < opts.size(); ++i) {
      visits[t][i] = tree.root().children[i].visits;
      rewards[t][i] = tree.root().children[i].total;
    }
    sizes[t] = tree.size();
    paired[t] = tree.paired_rewards();
  };
  const int threads = std::clamp(cfg.threads, 1, trees);
  if (threads == 1) {
    for (int t = 0; t < trees; ++t) run_tree(t);
  } else {
    std::vector<std::thread> workers;
    for (int w = 0; w < threads; ++w)
      workers.emplace_back([&, w] {
        for (int t = w; t < trees; t += threads) run_tree(t);
      });
    for (std::thread& th : workers) th.join();
  }
  // Merge in tree order, so the sums never depend on which thread finished first.
  result.rewards.assign(all.size(), 0.0);
  for (int t = 0; t < trees; ++t) {
    for (size_t i = 0; i < opts.size(); ++i) {
      result.visits[index[i]] += visits[t][i];
      result.rewards[index[i]] += rewards[t][i];
    }
    result.nodes += sizes[t];
  }
  for (int v : result.visits) result.simulations += v;
  if (cfg.paired_root) {
    result.heuristic = heuristic_choice(seat, all, view);
    int slot = -1;
    for (size_t i = 0; i < opts.size(); ++i)
      if (index[i] == result.heuristic) slot = static_cast<int>(i);
    result.choice = index[paired_choice(paired, static_cast<int>(opts.size()), slot, cfg.keep_heuristic_z)];
  } else {
    int best = index[0];
    for (size_t i = 1; i < opts.size(); ++i)
      if (result.visits[index[i]] > result.visits[best]) best = index[i];
    result.choice = best;
  }
  return result;
}

int search_choice(const SeatHandle& seat, const SearchConfig& cfg) { return search(seat, cfg).choice; }

namespace {

class SearchController : public Controller {
 public:
  explicit SearchController(const SearchConfig& cfg) : cfg_(cfg) {}
  std::string_view kind() const override { return "search"; }
  Result<int> choose(const Game& game, PlayerId seat) override {
    if (game.over()) return Status::error("the game is over");
    return search_choice(SeatHandle(game, seat), cfg_);
  }

 private:
  SearchConfig cfg_;
};

}  // namespace

std::unique_ptr<Controller> make_search_controller(const SearchConfig& config) {
  return std::make_unique<SearchController>(config);
}

}  // namespace rwd
