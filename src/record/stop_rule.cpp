#include "record/stop_rule.h"

#include <charconv>

namespace rwd {

namespace {

bool parse_count(std::string_view s, uint32_t& out) {
  if (s.empty()) return false;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && end == s.data() + s.size();
}

}  // namespace

Result<StopRule> parse_stop_rule(std::string_view text) {
  StopRule r;
  r.text = std::string(text);
  auto bad = [&](const std::string& why) {
    return Status::error("--stop-every \"" + std::string(text) + "\": " + why +
                         " (expected p1:choice:K, p2:choice:K, both:choice:K or turn:N)");
  };
  size_t c1 = text.find(':');
  if (c1 == std::string_view::npos) return bad("no ':'");
  std::string_view head = text.substr(0, c1), rest = text.substr(c1 + 1);
  if (head == "turn") {
    r.kind = StopRule::Kind::Turn;
    if (!parse_count(rest, r.count)) return bad("N must be a whole number");
    return r;
  }
  if (head == "p1") r.seats[1] = false;
  else if (head == "p2") r.seats[0] = false;
  else if (head != "both") return bad("unknown selector \"" + std::string(head) + "\"");
  size_t c2 = rest.find(':');
  if (c2 == std::string_view::npos || rest.substr(0, c2) != "choice") return bad("expected \"choice\" after the player");
  if (!parse_count(rest.substr(c2 + 1), r.count)) return bad("K must be a whole number");
  return r;
}

bool stop_fires(const StopRule& rule, const SessionCounts& counts, PlayerId acting, int turn) {
  if (rule.kind == StopRule::Kind::Turn) return turn >= counts.start_turn + static_cast<int64_t>(rule.count);
  if (acting == PlayerId::None || !rule.seats[raw(acting)]) return false;
  uint32_t answered = 0;
  for (int p = 0; p < kNumPlayers; ++p)
    if (rule.seats[p]) answered += counts.choices[p];
  return answered >= rule.count;
}

}  // namespace rwd
