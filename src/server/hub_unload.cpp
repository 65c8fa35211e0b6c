// Unloading idle and finished games (server/hub.h): memory stays bounded by the games in
// use, whatever the store holds; an unloaded game is rebuilt from its rows on next use.
#include <algorithm>
#include <vector>

#include "server/hub.h"
#include "server/log.h"

namespace rwd {

size_t Hub::unload_idle(std::chrono::steady_clock::time_point now, std::chrono::seconds idle) {
  std::vector<std::shared_ptr<LiveGame>> all;
  {
    std::lock_guard<std::mutex> lock(map_mu_);
    all.reserve(games_.size());
    for (const auto& [id, g] : games_) all.push_back(g);
  }
  size_t n = 0;
  for (const std::shared_ptr<LiveGame>& g : all) {
    // Lock order: a game's mu, then map_mu_ (as on_commit takes them).
    std::lock_guard<std::mutex> lock(g->mu);
    std::erase_if(g->watchers, [](const LiveGame::Watcher& w) { return w.sub.expired(); });
    if (g->unloaded || g->broken || !g->watchers.empty() || !g->pending.empty() || g->bot_queued)
      continue;
    if (!g->game.over() && now - g->last_active < idle) continue;
    g->unloaded = true;
    {
      std::lock_guard<std::mutex> mlock(map_mu_);
      if (auto it = games_.find(g->id); it != games_.end() && it->second == g) games_.erase(it);
    }
    store_.release(g->id);
    ++n;
  }
  if (n) log_line("unloaded", {{"games", n}, {"loaded", loaded()}});
  return n;
}

void Hub::start_idle_unload(std::chrono::seconds idle) {
  if (idle.count() <= 0 || unloader_.joinable()) return;
  const auto every = std::clamp(std::chrono::seconds(idle.count() / 4), std::chrono::seconds(1),
                                std::chrono::seconds(60));
  unloader_ = std::thread([this, idle, every] {
    std::unique_lock<std::mutex> lock(unload_mu_);
    while (!unload_cv_.wait_for(lock, every, [this] { return stopping_; })) {
      lock.unlock();
      unload_idle(std::chrono::steady_clock::now(), idle);
      lock.lock();
    }
  });
}

}  // namespace rwd
