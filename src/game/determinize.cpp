// Game::determinized: one sample of the hidden information consistent with what a seat
// knows, for bots that search (DESIGN.md: bots see PlayerView only). What a seat cannot see:
// the cards of the opponent's hand, the order (and so the contents by position) of both
// libraries, and the RNG state, which decides every future shuffle and draw. Decklists are
// open, so the multiset of the hidden cards is knowable; only their placement is sampled.
//
// The result depends only on the seat's information and the seed: the hidden objects of a
// player form a set of ids that is public (everything the player owns that is not in a
// visible zone), their definitions form a public multiset, and the per-object fields that
// could carry history (zone changes, timestamps) are reset to canonical values.
#include <algorithm>

#include "cards/card_db.h"
#include "cards/opcodes.h"
#include "core/rng.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/dig_info.h"
#include "rules/hand_tally.h"
#include "rules/mana_tally.h"

namespace rwd {

namespace {

constexpr uint64_t kDeterminizeTag = 0x64657465726d696eull;  // "determin"

// The canonical form of a card in a hidden zone: nothing about its past survives.
Object canonical_hidden(const Object& o) {
  Object c = o;
  c.flags = 0;
  c.damage = 0;
  c.assigned = 0;
  c.blocking = ObjectId::None;
  c.controller = c.owner;
  c.zone_changes = 0;
  c.timestamp = 0;
  c.controlled_since_turn = 0;
  return c;
}

}  // namespace

Game Game::determinized(PlayerId seat, uint64_t seed) const {
  Game g(*db_, nullptr);
  g.state() = state();
  GameState& s = g.state();
  Rng rng = Rng::from_seed(mix64(seed, kDeterminizeTag));
  for (int p = 0; p < kNumPlayers; ++p) {
    Player& pl = s.players[p];
    const bool hand_hidden = seat != player_id(p);
    // A card announced while casting (ChooseX) is still in hand but no longer secret.
    const ObjectId announced = s.pending.kind == DecisionKind::ChooseX ? s.pending.subject : ObjectId::None;

    ObjectId hidden[kMaxObjects];
    int n = 0;
    ObjectId shown_hand[kMaxObjects];
    int shown = 0;
    int hidden_in_hand = 0;
    if (hand_hidden) {
      for (ObjectId id : pl.hand) {
        if (id == announced)
          shown_hand[shown++] = id;
        else
          hidden[n++] = id, ++hidden_in_hand;
      }
    }
    // The seat choosing cards from its own library right now (a ChooseCard decision) knows
    // them: a searcher sees the whole library (701.23a; it is shuffled afterwards), a scrying
    // or digging player the top cards they looked at and have not moved yet (701.22a,
    // 701.20e). Those stay where they are, so the options keep naming the same cards.
    size_t keep_top = 0;
    if (s.pending.kind == DecisionKind::ChooseCard && s.pending.player == player_id(p) && seat == player_id(p)) {
      const Interaction& it = s.interactions.back();
      const Program* prog = db_->get(s.obj(it.source).def).front().program(it.ability);
      const int flags = it.sp > 0 ? it.stack[it.sp - 1] : 0;  // Op::Search's flags (cards/opcodes.h)
      const Op op = prog ? prog->code[it.pc].op : Op::Count;
      keep_top = !prog                                              ? 0
                 : op == Op::Scry || op == Op::Dig                  ? static_cast<size_t>(dig_known_top(s, *db_))
                 : op != Op::Search || (flags & (kSearchFromHand | kSearchFromGraveyard | kSearchFromBattlefield)) ? 0
                                                                                       : pl.library.size();
    }
    const size_t keep_from = pl.library.size() - std::min(keep_top, pl.library.size());
    ObjectId kept[kMaxObjects];
    int n_kept = 0;
    for (size_t i = 0; i < pl.library.size(); ++i) {
      if (i < keep_from)
        hidden[n++] = pl.library[i];
      else
        kept[n_kept++] = pl.library[i];
    }
    if (n == 0) continue;
    std::sort(hidden, hidden + n, [](ObjectId a, ObjectId b) { return raw(a) < raw(b); });

    // The public multiset of hidden cards, in canonical order, then dealt at random.
    Object cards[kMaxObjects];
    for (int i = 0; i < n; ++i) cards[i] = canonical_hidden(s.obj(hidden[i]));
    std::stable_sort(cards, cards + n, [](const Object& a, const Object& b) { return raw(a.def) < raw(b.def); });
    rng.shuffle(cards, static_cast<size_t>(n));

    if (hand_hidden) {
      pl.hand.clear();
      for (int i = 0; i < shown; ++i) pl.hand.push_back(shown_hand[i]);
    }
    pl.library.clear();
    for (int i = 0; i < n; ++i) {
      Object& o = s.obj(hidden[i]);
      o = cards[i];
      if (i < hidden_in_hand) {
        o.zone = Zone::Hand;
        pl.hand.push_back(hidden[i]);
      } else {
        o.zone = Zone::Library;
        pl.library.push_back(hidden[i]);
      }
    }
    for (int i = 0; i < n_kept; ++i) pl.library.push_back(kept[i]);
    if (hand_hidden)
      std::sort(pl.hand.begin(), pl.hand.end(), [](ObjectId a, ObjectId b) { return raw(a) < raw(b); });
  }
  // The real RNG state is hidden information: it decides every future shuffle.
  s.seed = mix64(seed, kDeterminizeTag + 1);
  s.rng = Rng::from_seed(s.seed);
  recount_hands(s);  // the hands hold other cards now
  recount_mana_tallies(s);
  g.refresh_options();
  return g;
}

}  // namespace rwd
