#include "bots/search.h"

#include <algorithm>
#include <cmath>
#include <cstdio>   // TEMP-DIAG
#include <cstdlib>  // TEMP-DIAG
#include <barrier>
#include <optional>
#include <thread>

#include "bots/evaluate.h"
#include "bots/heuristic.h"
#include "core/rng.h"

namespace rwd {

namespace {

constexpr uint64_t kSearchTag = 0x7365617263682d31ull;  // "search-1"
constexpr int kMaxRolloutDecisions = 2000;

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
  Board b = read_board(g.view(PlayerId::P1), 0);
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
  if (kind == DecisionKind::DeclareAttackers) return o.kind != OptionKind::Attack || raw(o.a) > order.last;
  if (kind == DecisionKind::DeclareBlockers) {
    if (o.kind == OptionKind::Unblock) return false;
    return o.kind != OptionKind::Block || raw(o.a) > order.last;
  }
  return true;
}

void note_pick(PickOrder& order, DecisionKind kind, const Option& o) {
  if (o.kind == OptionKind::Attack || o.kind == OptionKind::Block) {
    order.kind = kind;
    order.last = raw(o.a);
  } else {
    order = PickOrder{};
  }
}

// One simulation between its selection and its backup: the game at the leaf, the path down
// the tree and the simulation's own random stream (derived from the tree seed and the
// simulation number, so it does not matter which thread plays the rollout).
struct Leaf {
  struct Step {
    int node;
    int child;
    int player;
  };
  static constexpr int kMaxDepth = 256;
  std::optional<Game> game;
  Step path[kMaxDepth];
  int depth = 0;
  int start_turn = 0;
  Rng rng;
  double r1 = 0.5;  // the reward for p1, set by the rollout
};

int pick_rollout(const Game& g, const OptionList& opts, Rng& rng, double epsilon) {
  if (opts.size() <= 1) return 0;
  if (rng.below(1000) < static_cast<uint32_t>(epsilon * 1000.0))
    return static_cast<int>(rng.below(static_cast<uint32_t>(opts.size())));
  SeatHandle h(g, g.pending().player);
  return heuristic_choice(h, opts, h.view());
}

// Plays on from the leaf with the heuristic policy for both seats, then scores the result.
// Touches only the leaf, so the leaves of a batch may be played on different threads.
void rollout(Leaf& leaf, const SearchConfig& cfg) {
  Game& g = *leaf.game;
  const int end_turn = leaf.start_turn + cfg.rollout_turns;
  OptionList opts;
  for (int k = 0; k < kMaxRolloutDecisions && !g.over() && g.turn() <= end_turn; ++k) {
    g.options(opts);
    static_cast<void>(g.apply(pick_rollout(g, opts, leaf.rng, cfg.epsilon)));
  }
  leaf.r1 = reward_p1(g, leaf.start_turn);
}

class Tree {
 public:
  Tree(const SeatHandle& seat, const SearchConfig& cfg, uint64_t seed, const OptionList& root_options)
      : seat_(seat), cfg_(cfg), seed_(seed) {
    nodes_.emplace_back();
    for (const Option& o : root_options) nodes_[0].children.push_back(Child{o});
  }

  const Node& root() const { return nodes_[0]; }
  int size() const { return static_cast<int>(nodes_.size()); }

  // Selection and expansion for simulation number `sim`: samples a determinization, walks
  // the tree to a new leaf and leaves the game there. Every child on the path counts the
  // visit at once with no reward yet (a virtual loss), so the other simulations of the same
  // batch spread out; backup() adds the reward.
  void descend(int sim, Leaf& leaf) {
    leaf.rng = Rng::from_seed(mix64(seed_, static_cast<uint64_t>(sim)));
    leaf.game.emplace(seat_.determinized(leaf.rng.next()));
    Game& g = *leaf.game;
    leaf.start_turn = g.turn();
    leaf.depth = 0;
    int node = 0;
    OptionList opts;
    PickOrder order;
    bool expanded = false;
    while (!g.over() && leaf.depth < Leaf::kMaxDepth) {
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
      for (int k = 0; k < nl && pick < 0; ++k)
        if (n.children[legal_child[k]].visits == 0) pick = k;
      if (pick >= 0) {
        SeatHandle h(g, g.pending().player);
        const int hc = heuristic_choice(h, opts, h.view());
        for (int k = 0; k < nl; ++k)
          if (legal_option[k] == hc && n.children[legal_child[k]].visits == 0) pick = k;
        expanded = true;
      } else {
        double best = -1e18;
        for (int k = 0; k < nl; ++k) {
          const Child& ch = n.children[legal_child[k]];
          const double ucb = ch.total / ch.visits +
                             cfg_.exploration * std::sqrt(std::log(static_cast<double>(ch.available)) / ch.visits);
          if (ucb > best) best = ucb, pick = k;
        }
      }
      const int ci = legal_child[pick];
      ++n.children[ci].visits;  // the virtual loss
      leaf.path[leaf.depth++] = Leaf::Step{node, ci, player};
      note_pick(order, kind, opts[legal_option[pick]]);
      static_cast<void>(g.apply(legal_option[pick]));
      if (nodes_[node].children[ci].node < 0) {
        nodes_[node].children[ci].node = static_cast<int>(nodes_.size());
        nodes_.emplace_back();
      }
      node = nodes_[node].children[ci].node;
    }
  }

  void backup(const Leaf& leaf) {
    for (int k = 0; k < leaf.depth; ++k) {
      const Leaf::Step& st = leaf.path[k];
      nodes_[st.node].children[st.child].total += st.player == 0 ? leaf.r1 : 1.0 - leaf.r1;
    }
  }

 private:
  const SeatHandle& seat_;
  const SearchConfig& cfg_;
  uint64_t seed_;
  std::vector<Node> nodes_;
};

// Plays the rollouts of a batch of leaves on `threads` threads (the caller's among them).
// Which thread plays which leaf cannot change a result: each leaf has its own game and
// random stream. Workers live for the whole search and meet the caller at two barriers
// per batch.
class RolloutPool {
 public:
  RolloutPool(int threads, const SearchConfig& cfg)
      : threads_(threads), cfg_(cfg), start_(threads), finish_(threads) {
    for (int w = 1; w < threads_; ++w)
      workers_.emplace_back([this, w] {
        for (;;) {
          start_.arrive_and_wait();
          if (stop_) return;
          play(w);
          finish_.arrive_and_wait();
        }
      });
  }
  ~RolloutPool() {
    stop_ = true;
    if (threads_ > 1) start_.arrive_and_wait();
    for (std::thread& t : workers_) t.join();
  }

  void run(std::vector<Leaf>& leaves, int n) {
    leaves_ = &leaves;
    n_ = n;
    if (threads_ > 1) start_.arrive_and_wait();
    play(0);
    if (threads_ > 1) finish_.arrive_and_wait();
  }

 private:
  void play(int w) {
    for (int j = w; j < n_; j += threads_) rollout((*leaves_)[j], cfg_);
  }

  int threads_;
  const SearchConfig& cfg_;
  std::barrier<> start_;
  std::barrier<> finish_;
  std::vector<std::thread> workers_;
  std::vector<Leaf>* leaves_ = nullptr;
  int n_ = 0;
  bool stop_ = false;
};

}  // namespace

// The root's candidates. A block declaration must end: every pick the search makes keeps
// "done" legal (no block on a menace attacker, which would need a second blocker) and no
// pick withdraws a block, so blocks only accumulate. Offered freely, "unblock" let the
// search go round block, unblock, block... for ever, each a real input. Double blocks on a
// menace attacker are left to the heuristic, which plans both blockers at once.
bool root_candidate(const OptionList& opts, size_t i, const PlayerView& v) {
  const Option& o = opts[i];
  if (o.kind == OptionKind::Unblock) return false;
  if (o.kind != OptionKind::Block) return true;
  for (const CardView& c : v.battlefield)
    if (c.id == raw(o.b)) return !(c.keyword_bits & (1u << static_cast<int>(Keyword::Menace)));
  return true;
}

bool done_legal(const OptionList& opts) {
  for (const Option& o : opts)
    if (o.kind == OptionKind::Done) return true;
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
  const int trees = std::max(1, cfg.trees);
  const int budget = std::max(trees, cfg.simulations);
  const int batch = std::max(1, cfg.batch);
  const uint64_t base = mix64(mix64(seat.controller_seed(), seat.inputs()), kSearchTag);
  std::vector<std::vector<int>> visits(trees);
  std::vector<int> sizes(trees, 0);
  RolloutPool pool(std::clamp(cfg.threads, 1, batch), cfg);
  std::vector<Leaf> leaves(static_cast<size_t>(batch));
  for (int t = 0; t < trees; ++t) {
    Tree tree(seat, cfg, mix64(base, static_cast<uint64_t>(t)), opts);
    const int n = budget / trees + (t < budget % trees ? 1 : 0);
    for (int done = 0; done < n; done += batch) {
      const int b = std::min(batch, n - done);
      for (int j = 0; j < b; ++j) tree.descend(done + j, leaves[j]);
      pool.run(leaves, b);
      for (int j = 0; j < b; ++j) tree.backup(leaves[j]);
    }
    visits[t].assign(opts.size(), 0);
    for (size_t i = 0; i < opts.size(); ++i) visits[t][i] = tree.root().children[i].visits;
    sizes[t] = tree.size();
  }
  // Merge in tree order: sums are exact integers, so the order of completion cannot matter.
  for (int t = 0; t < trees; ++t) {
    for (size_t i = 0; i < opts.size(); ++i) result.visits[index[i]] += visits[t][i];
    result.nodes += sizes[t];
  }
  result.simulations = budget;
  int best = index[0];
  for (size_t i = 1; i < opts.size(); ++i)
    if (result.visits[index[i]] > result.visits[best]) best = index[i];
  result.choice = best;
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
    // TEMP-DIAG (remove before finishing)
    if (std::getenv("RWD_DIAG")) {
      SeatHandle h(game, seat);
      SearchResult r = search(h, cfg_);
      OptionList opts;
      game.options(opts);
      if (opts.size() > 1) {
        const int hc = heuristic_choice(h);
        std::fprintf(stderr, "DIAG t%d p%d k%d %s | heur=%s search=%s |", game.turn(), raw(seat),
                     static_cast<int>(game.pending().kind), hc == r.choice ? "same" : "DIFF",
                     game.option_label(opts[hc]).c_str(), game.option_label(opts[r.choice]).c_str());
        for (size_t i = 0; i < opts.size(); ++i)
          if (r.visits[i]) std::fprintf(stderr, " [%s:%d]", game.option_label(opts[i]).c_str(), r.visits[i]);
        std::fprintf(stderr, "\n");
      }
      return r.choice;
    }
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
