// Building a PlayerView: hidden zones are counts only, except the viewer's own hand.
#include <algorithm>
#include <unordered_map>

#include "game/event_adapter.h"
#include "game/game.h"
#include "rules/exile_link.h"
#include "rules/static_conditions.h"
#include "rules/statics.h"

namespace rwd {

namespace {

// Views are built at every bot decision, so the strings a face always renders the same way
// are kept per thread. An entry is reused only if the face still has the very inputs the
// strings were made from, so a CardDb freed and another loaded at the same address cannot
// show stale text.
struct FaceText {
  std::string name;
  ManaCost cost;
  uint16_t types = 0;
  uint8_t supertypes = 0;
  std::vector<std::string> subtypes;
  std::string type_line;
  std::string mana_cost;
};

const FaceText& face_text(const CardFace& f) {
  thread_local std::unordered_map<const CardFace*, FaceText> cache;
  FaceText& t = cache[&f];
  if (t.name != f.name || !(t.cost == f.cost) || t.types != f.types || t.supertypes != f.supertypes ||
      t.subtypes != f.subtypes || t.type_line.empty()) {
    t = FaceText{f.name, f.cost, f.types, f.supertypes, f.subtypes, f.type_line(), f.cost.to_string()};
  }
  return t;
}

const std::string& keyword_text(const KeywordSet& k) {
  thread_local std::unordered_map<uint32_t, std::string> cache;
  const uint32_t key = k.bits | (static_cast<uint32_t>(k.protection) << 16);
  auto it = cache.find(key);
  if (it == cache.end()) it = cache.emplace(key, describe_keywords(k)).first;
  return it->second;
}

// "2/2 printed; +1/+1 Crusade#45; +3/+3 Giant Growth#40 until end of turn": the static
// abilities (613.7a: their source's timestamp) and resolved spells' effects on the object, in
// timestamp order (613.7); "" when nothing changes it.
std::string pt_sources(const Game& g, const GameState& s, ObjectId id) {
  const Object& o = s.obj(id);
  struct Part {
    uint32_t timestamp;
    int power, toughness;
    uint16_t keywords;
    ObjectId source;
    bool until_eot;
    bool set = false;  // power/toughness become these (613.4b), rather than change by them
  };
  Part parts[2 * kMaxEffects + 32];
  int n = 0;
  StaticContribution statics[16];
  int ns = static_contributions(s, g.db(), id, statics, 16);
  for (int i = 0; i < ns; ++i) {
    const StaticAbility& st = *statics[i].ability;
    if (st.effect != StaticEffect::Continuous) continue;
    const bool creature = o.types & type_bit(CardType::Creature);
    if (creature && (st.layers & kLayerSetPT)) {  // 613.4b: "1/1 Living Lands#3"
      int p = -1, t = -1;
      static_set_pt(s, g.db(), statics[i], id, &p, &t);
      parts[n++] = {statics[i].timestamp, p, t, 0, statics[i].source, false, true};
    }
    if (!st.layers || st.power || st.toughness || st.counted_pt || st.keywords) {
      int p = st.power, t = st.toughness;
      if (st.counted_pt) {  // "+3/+3 Ethereal Armor#4": what it counts now
        p += static_amount(s, g.db(), st, st.power_count, statics[i].source);
        t += static_amount(s, g.db(), st, st.toughness_count, statics[i].source);
      }
      parts[n++] = {statics[i].timestamp, creature ? p : 0, creature ? t : 0,
                    st.keywords,          statics[i].source, false};
    }
  }
  for (const ContinuousEffect& e : s.effects)
    if (e.object == id && e.zone_changes == o.zone_changes && e.kind == EffectKind::Modify) {
      if (e.set_power >= 0 || e.set_toughness >= 0)  // 613.4b: "0/2 set by Sorceress Queen#3"
        parts[n++] = {e.timestamp, e.set_power, e.set_toughness, 0, e.source, true, true};
      if (e.power || e.toughness || e.keywords || (e.set_power < 0 && e.set_toughness < 0))
        parts[n++] = {e.timestamp, e.power, e.toughness, e.keywords, e.source, true};
    }
  const bool creature = o.types & type_bit(CardType::Creature);
  const int p1p1 = creature ? s.counters_on(id, CounterKind::P1P1) : 0;
  const int m1m1 = creature ? s.counters_on(id, CounterKind::M1M1) : 0;
  const int p1p0 = creature ? s.counters_on(id, CounterKind::P1P0) : 0;
  if (n == 0 && p1p1 == 0 && m1m1 == 0 && p1p0 == 0) return "";
  std::stable_sort(parts, parts + n,
                   [](const Part& a, const Part& b) { return a.timestamp < b.timestamp; });
  const CardFace& f = g.db().get(o.def).front();
  std::string out = std::to_string(f.power) + "/" + std::to_string(f.toughness) + " printed";
  auto sign = [](int v) { return (v >= 0 ? "+" : "") + std::to_string(v); };
  for (int i = 0; i < n; ++i) {
    const Part& p = parts[i];
    out += "; ";
    if (p.set)
      out += (p.power >= 0 ? std::to_string(p.power) : "*") + "/" +
             (p.toughness >= 0 ? std::to_string(p.toughness) : "*") + " set by ";
    else
      out += sign(p.power) + "/" + sign(p.toughness) + " ";
    for (int k = 0; k < kNumKeywords; ++k)
      if (p.keywords & (1u << k)) out += std::string(keyword_name(static_cast<Keyword>(k))) + " ";
    out += g.object_label(p.source);
    if (p.until_eot) out += " until end of turn";
  }
  // Counters: layer 7c too (613.4c); they have no timestamp of their own, so they come last.
  auto number = [](int v) {
    static const char* kWords[] = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"};
    return v >= 0 && v <= 10 ? std::string(kWords[v]) : std::to_string(v);
  };
  if (p1p1 > 0)
    out += "; " + sign(p1p1) + "/" + sign(p1p1) + " " + number(p1p1) + " +1/+1 counter" + (p1p1 == 1 ? "" : "s");
  if (m1m1 > 0)
    out += "; " + sign(-m1m1) + "/" + sign(-m1m1) + " " + number(m1m1) + " -1/-1 counter" + (m1m1 == 1 ? "" : "s");
  if (p1p0 > 0)
    out += "; " + sign(p1p0) + "/+0 " + number(p1p0) + " +1/+0 counter" + (p1p0 == 1 ? "" : "s");
  return out;
}

// Fills `c`, a default-constructed CardView already in its vector (no moves of the strings).
void fill_card_view(CardView& c, const Game& g, const GameState& s, ObjectId id, ViewText text_kind) {
  const Object& o = s.obj(id);
  const CardDef& def = g.db().get(o.def);
  const CardFace& f = def.front();
  c.id = raw(id);
  c.controller = o.controller;
  c.owner = o.owner;
  c.is_creature = o.types & type_bit(CardType::Creature);
  c.power = o.power;
  c.toughness = o.toughness;
  c.tapped = o.has(kTapped);
  c.attacking = o.has(kAttacking);
  c.blocking = o.has(kBlocking);
  c.blocking_id = o.has(kBlocking) ? raw(o.blocking) : -1;
  c.damage = o.damage;
  c.kicked = o.has(kKicked);  // public: announced as it was cast (601.2b)
  c.flashback = o.has(kFlashbackCast);
  c.attached_to = o.attached_to() == ObjectId::None ? -1 : static_cast<int>(raw(o.attached_to()));
  c.summoning_sick = o.zone == Zone::Battlefield && c.is_creature &&
                     o.controlled_since_turn >= s.players[o.controller].last_turn_started;
  c.def = raw(o.def);
  c.keyword_bits = o.keywords.bits;
  c.protection = o.keywords.protection;
  c.colors = o.colors;
  c.land_mana = o.land_mana;
  c.is_land = o.types & type_bit(CardType::Land);
  c.blocked = o.has(kBlocked);
  c.mana_value = f.cost.mana_value();
  c.cost_colors = f.cost.colors();
  c.types = o.types;
  if (text_kind == ViewText::ForBots) return;
  const FaceText& text = face_text(f);
  for (const UnsupportedLine& u : def.unsupported)
    c.not_implemented += (c.not_implemented.empty() ? "" : "; ") + u.text + " (" + u.reason + ")";
  c.name = f.name;
  c.type_line = text.type_line;
  c.mana_cost = text.mana_cost;
  c.pt_sources = pt_sources(g, s, id);
  for (const CounterEntry& e : s.counters)
    if (e.object == id)
      c.counters += (c.counters.empty() ? "" : "; ") + std::to_string(e.count) + " " + std::string(counter_kind_name(e.kind));
  for (const ChosenEntry& e : s.chosen)  // public: the choice was announced (614.12)
    if (e.object == id && e.zone_changes == o.zone_changes)
      c.chosen += (c.chosen.empty() ? "" : "; ") +
                  (e.kind == ChosenKind::Card ? g.object_label(static_cast<ObjectId>(e.value))
                   : e.kind == ChosenKind::ExiledBy
                       ? "exiled by " + g.object_label(exiled_by_source(e.value)) + " until it leaves the battlefield"
                       : chosen_value_text(static_cast<int>(e.kind), e.value, nullptr));
  c.keywords = keyword_text(o.keywords);
}

}  // namespace

PlayerView Game::view(PlayerId seat, ViewText text) const {
  const GameState& s = state();
  PlayerView v;
  v.viewer = seat == PlayerId::None ? -1 : raw(seat);
  v.turn = s.turn;
  v.step = s.in_mulligans ? "mulligan" : step_name(s.step);
  v.active = raw(s.active);
  v.priority = raw(s.priority);
  v.starting_player = raw(s.starting_player);
  for (size_t i = s.upcoming_turns.size(); i-- > 0;)  // next first (back() is next)
    v.upcoming_turns.push_back(raw(s.upcoming_turns[i]));
  v.result = result_name(s.result);
  for (int p = 0; p < kNumPlayers; ++p) {
    const Player& pl = s.players[p];
    PlayerPublic& out = v.players[p];
    out.life = pl.life;
    out.poison = pl.poison;
    out.library_count = static_cast<int>(pl.library.size());
    out.hand_count = static_cast<int>(pl.hand.size());
    out.graveyard.reserve(pl.graveyard.size());
    out.exile.reserve(pl.exile.size());
    if (v.viewer == p) {
      out.hand.reserve(pl.hand.size());
      // Own hand, in id order so the view does not depend on draw order details.
      for (int id = 0; id < s.num_objects; ++id)
        if (s.objects[id].zone == Zone::Hand && s.objects[id].owner == p)
          fill_card_view(out.hand.emplace_back(), *this, s, object_id(id), text);
    }
    for (ObjectId id : pl.graveyard) fill_card_view(out.graveyard.emplace_back(), *this, s, id, text);
    for (ObjectId id : pl.exile) fill_card_view(out.exile.emplace_back(), *this, s, id, text);
    out.mulligans = pl.mulligans;
    out.lands_played = pl.lands_played;
    for (int c = 0; c < 6; ++c) out.mana_pool[c] = pl.pool.amount[c];
  }
  v.battlefield.reserve(s.battlefield.size());
  v.stack.reserve(s.stack.size());
  for (ObjectId id : s.battlefield) fill_card_view(v.battlefield.emplace_back(), *this, s, id, text);
  for (const StackItem& it : s.stack) fill_card_view(v.stack.emplace_back(), *this, s, it.object, text);
  v.decision_kind = decision_kind_name(s.pending.kind);
  v.decision_player = s.pending.player == PlayerId::None ? -1 : raw(s.pending.player);
  v.step_id = s.in_mulligans ? -1 : static_cast<int>(s.step);
  return v;
}

}  // namespace rwd
