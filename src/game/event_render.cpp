// Rendering rules events as GameEvents with one readable line each.
#include "cards/counter_kind.h"
#include "game/event_adapter.h"
#include "game/game.h"
#include "rules/events.h"

namespace rwd {

namespace {

const char* kColorWords[] = {"W", "U", "B", "R", "G", "C"};

std::string name_of(const CardDb& db, const GameState& s, ObjectId id) {
  if (id == ObjectId::None) return "";
  return db.get(s.obj(id).def).name() + "#" + std::to_string(raw(id));
}

std::string lose_reason(int amount) {
  switch (static_cast<LoseReason>(amount)) {
    case LoseReason::Life:
      return "life total 0 or less";
    case LoseReason::EmptyLibrary:
      return "drew from an empty library";
    case LoseReason::MandatoryLoop:
      return "a loop of mandatory actions with no way to stop: the game is a draw (104.4b)";
    default:
      return "ten or more poison counters";
  }
}

// Where a Move event put its card: amount & 7 the zone; & 8 a library's bottom, & 16 shuffled
// in, & 32 second from the top.
std::string move_text(int amount, const std::string& who) {
  const Zone z = static_cast<Zone>(amount & 7);
  if (z == Zone::Hand) return " is returned to " + who + "'s hand";
  if (z == Zone::Library && (amount & 8)) return " is put on the bottom of " + who + "'s library";
  if (z == Zone::Library && (amount & 16)) return " is shuffled into " + who + "'s library";
  if (z == Zone::Library && (amount & 32))
    return " is put into " + who + "'s library second from the top";
  if (z == Zone::Library) return " is put on top of " + who + "'s library";
  if (z == Zone::Battlefield) return " is put onto the battlefield";
  return std::string(" is put into ") + zone_name(z);
}

std::string activate_text(const CardDb& db, const GameState& s, const Event& e,
                          const std::string& who, const std::string& obj) {
  const auto& act = db.get(s.obj(e.object).def).front().activated;
  std::string text = who + " activates " + obj;
  if (e.amount >= 0 && static_cast<size_t>(e.amount) < act.size())
    text += ": " + act[e.amount].text;
  return text;
}

// A trigger (amount: its index) or one removed for want of a legal target (amount -1 - index).
std::string trigger_text(const CardDb& db, const GameState& s, const Event& e,
                         const std::string& obj) {
  const auto& trig = db.get(s.obj(e.object).def).front().triggered;
  const int i = e.amount >= 0 ? e.amount : -1 - e.amount;
  const std::string text = i < static_cast<int>(trig.size()) ? trig[i].text : std::string();
  return e.amount >= 0 ? obj + "'s ability triggers: " + text
                       : obj + "'s ability is removed: no legal target (603.3d): " + text;
}

// amount: CounterKind * 10000 + how many.
std::string counter_text(const Event& e, const std::string& obj) {
  const int n = e.amount % 10000;
  const std::string what =
      std::to_string(n) + " " +
      std::string(counter_kind_name(static_cast<CounterKind>(e.amount / 10000))) +
      (n == 1 ? " counter" : " counters");
  return e.kind == EventKind::CounterAdded
             ? what + (n == 1 ? " is" : " are") + " put on " + obj
             : what + (n == 1 ? " is" : " are") + " removed from " + obj;
}

// 701.23: the card found is hidden unless it is revealed or public now.
void search_text(const Event& e, const std::string& who, const std::string& obj, GameEvent& g) {
  const Zone z = static_cast<Zone>(e.amount & 7);
  g.text = who +
           ((e.amount & 64)    ? " puts " + obj + " from their hand"
            : (e.amount & 128) ? " puts " + obj + " from their graveyard"
                               : " searches their library and puts " + obj) +
           (z == Zone::Battlefield ? " onto the battlefield"
            : z == Zone::Hand      ? " into their hand"
            : z == Zone::Library   ? " on top of their library"
                                   : std::string(" into ") + zone_name(z));
  if (e.amount & 16) g.text += " (revealed)";
  g.hidden = !(e.amount & (16 | 128)) && (z == Zone::Hand || z == Zone::Library);
}

// A card moved from the top of a library by a dig: hidden unless revealed or put into a public
// zone.
void dig_move_text(const Event& e, const std::string& who, const std::string& obj, GameEvent& g) {
  const Zone z = static_cast<Zone>(e.amount & 7);
  g.text = who + " puts " + obj + " from the top of their library" +
           (z == Zone::Battlefield ? " onto the battlefield"
            : z == Zone::Hand      ? " into their hand"
                                   : std::string(" into ") + zone_name(z));
  if (e.amount & 16) g.text += " (revealed)";
  g.hidden = !(e.amount & 16) && z == Zone::Hand;
}

// "p1 chooses p2 for Black Vise#0" (614.12, rules/vm_choice.h); amount: kind * 10000 + value.
std::string chose_text(const CardDb& db, const GameState& s, const Event& e, const std::string& who,
                       const std::string& obj) {
  const int kind = e.amount / 10000;
  const int value = e.amount % 10000;
  const std::string v = kind == static_cast<int>(ChosenKind::Card)
                            ? name_of(db, s, static_cast<ObjectId>(value))
                            : chosen_value_text(kind, value, running_choice(s, db));
  return who + " chooses " + (kind == kChoiceGeneric ? "\"" + v + "\"" : v) + " for " + obj;
}

// The text of the events of the game's flow: the turn, mulligans, casting, combat and
// priority (on_event below routes only these kinds here).
void flow_text(const CardDb& db, const GameState& s, const Event& e, const std::string& who,
               const std::string& obj, GameEvent& g) {
  switch (e.kind) {
    case EventKind::GameStart:
      g.text = who + " plays first";
      break;
    case EventKind::Shuffle:
      g.text = who + " shuffles their library";
      break;
    case EventKind::Draw:
      g.text = who + " draws " + obj;
      g.hidden = true;
      break;
    case EventKind::Mulligan:
      g.text = who + " takes mulligan " + std::to_string(e.amount);
      break;
    case EventKind::Keep:
      g.text = who + " keeps " + std::to_string(e.amount) + (e.amount == 1 ? " card" : " cards");
      break;
    case EventKind::PutOnBottom:
      g.text = who + " puts " + obj + " on the bottom of their library";
      g.hidden = true;
      break;
    case EventKind::TurnBegin:
      g.text = "turn " + std::to_string(e.amount) + ": " + who;
      break;
    case EventKind::StepBegin:
      g.text = std::string("step ") + step_name(static_cast<Step>(e.amount));
      break;
    case EventKind::PlayLand:
      g.text = who + " plays " + obj;
      break;
    case EventKind::TapForMana:
      g.text = who + " taps " + obj + " for " + kColorWords[e.amount];
      break;
    case EventKind::Cast:
      g.text = who + " casts " + obj;
      if (db.get(s.obj(e.object).def).front().cost.x_count > 0)
        g.text += " with X=" + std::to_string(e.amount);
      break;
    case EventKind::Resolve:
      g.text = obj + (e.amount > 0 ? "'s ability resolves" : " resolves");
      break;
    case EventKind::EnterBattlefield:
      g.text = obj + " enters the battlefield under " + who + "'s control";
      break;
    case EventKind::Attack:
      g.text = obj + " attacks " + who;
      break;
    case EventKind::Block:
      g.text = obj + " blocks " + g.target_label;
      break;
    case EventKind::CombatDamage:
      g.text = obj + " deals " + std::to_string(e.amount) + " combat damage to " +
               (e.target != ObjectId::None ? g.target_label : who);
      break;
    case EventKind::LifeGain:
      g.text = who + " gains " + std::to_string(e.amount) + " life";
      break;
    case EventKind::Destroy:
      g.text = obj + " is destroyed";
      break;
    case EventKind::Dies:
      g.text = obj + " is put into " + who + "'s graveyard";
      break;
    case EventKind::Discard:
      g.text = who + " discards " + obj;
      break;
    case EventKind::LegendRule:
      g.text = obj + " is put into the graveyard (legend rule)";
      break;
    case EventKind::Untap:
      g.text = obj + " untaps";
      break;
    case EventKind::PassPriority:
      g.text = who + " passes";
      break;
    default:
      break;
  }
}

}  // namespace

void EventAdapter::on_event(const GameState& s, const Event& e) {
  if (!listener_) return;
  const CardDb& db = game_.db();
  GameEvent g;
  g.type = event_kind_name(e.kind);
  g.player = e.player == PlayerId::None ? -1 : raw(e.player);
  g.object = e.object == ObjectId::None ? -1 : raw(e.object);
  g.target = e.target == ObjectId::None ? -1 : raw(e.target);
  g.amount = e.amount;
  g.object_label = name_of(db, s, e.object);
  g.target_label = name_of(db, s, e.target);
  std::string who = player_name(e.player);
  const std::string& obj = g.object_label;
  switch (e.kind) {
    case EventKind::GameStart:
    case EventKind::Shuffle:
    case EventKind::Draw:
    case EventKind::Mulligan:
    case EventKind::Keep:
    case EventKind::PutOnBottom:
    case EventKind::TurnBegin:
    case EventKind::StepBegin:
    case EventKind::PlayLand:
    case EventKind::TapForMana:
    case EventKind::Cast:
    case EventKind::Resolve:
    case EventKind::EnterBattlefield:
    case EventKind::Attack:
    case EventKind::Block:
    case EventKind::CombatDamage:
    case EventKind::LifeGain:
    case EventKind::Destroy:
    case EventKind::Dies:
    case EventKind::Discard:
    case EventKind::LegendRule:
    case EventKind::Untap:
    case EventKind::PassPriority:
      flow_text(db, s, e, who, obj, g);
      break;
    case EventKind::Lose:
      g.text = static_cast<LoseReason>(e.amount) == LoseReason::MandatoryLoop
                   ? who + " leaves the game (" + lose_reason(e.amount) + ")"
                   : who + " loses the game (" + lose_reason(e.amount) + ")";
      break;
    case EventKind::Damage:
      g.text = obj + " deals " + std::to_string(e.amount) + " damage to " +
               (e.target != ObjectId::None ? g.target_label : who);
      break;
    case EventKind::LifeLoss:
      g.text = who + " loses " + std::to_string(e.amount) + " life";
      break;
    case EventKind::Fizzle:
      g.text = obj + (e.amount == 1 ? " does nothing: its \"if\" condition is false (603.4)"
                                    : " does nothing: all its targets are illegal (608.2b)");
      break;
    case EventKind::ManaAdded:
      g.text = who + " adds " + kColorWords[e.amount] + " (" + obj + ")";
      break;
    case EventKind::Move:
      g.text = obj + move_text(e.amount, who);
      break;
    case EventKind::Activate:
      g.text = activate_text(db, s, e, who, obj);
      break;
    case EventKind::Sacrifice:
      g.text = who + " sacrifices " + obj;
      break;
    case EventKind::Tap:
      g.text = obj + " becomes tapped";
      break;
    case EventKind::Trigger:
      g.text = trigger_text(db, s, e, obj);
      break;
    case EventKind::Countered:
      g.text = obj + " is countered";
      break;
    case EventKind::Attach:
      if (e.target == ObjectId::None)
        g.text = obj + " becomes unattached (704.5n)";
      else
        g.text = obj +
                 (db.get(s.obj(e.object).def).front().has_subtype("Equipment") ? " equips "
                                                                               : " enchants ") +
                 g.target_label;
      break;
    case EventKind::Regenerate:
      g.text = obj + " regenerates (tapped, damage removed)";
      break;
    case EventKind::CounterAdded:
    case EventKind::CounterRemoved:
      g.text = counter_text(e, obj);
      break;
    case EventKind::TokenCreated:
      g.text = who + " creates " + obj + " (token)";
      break;
    case EventKind::TokenCeased:
      g.text = obj + " (token) ceases to exist";
      break;
    case EventKind::TokenNotCreated:
      g.text = who + " creates no token: the game holds the most objects it can";
      break;
    case EventKind::Transform:
      g.text = obj + " transforms";
      break;
    case EventKind::DamagePrevented:
      g.text = std::to_string(e.amount) + " damage from " + obj + " to " +
               (e.target != ObjectId::None ? g.target_label : who) + " is prevented";
      break;
    case EventKind::PoisonAdded:
      g.text = who + " gets " + std::to_string(e.amount) + " poison counter" +
               (e.amount == 1 ? "" : "s");
      break;
    case EventKind::Search:
      search_text(e, who, obj, g);
      break;
    case EventKind::DigMove:
      dig_move_text(e, who, obj, g);
      break;
    case EventKind::CoinFlip:
      g.text = who + (e.amount ? " wins the flip" : " loses the flip") + " (" + obj + ")";
      break;
    case EventKind::LookAt: {
      const std::string owner = player_name(player_id(s.obj(e.object).owner));
      const bool library = s.obj(e.object).zone == Zone::Library;
      g.text = e.amount & 1 ? owner + " reveals " + obj
                            : who + " looks at " + obj + " in " + owner +
                                  (library ? "'s library" : "'s hand");
      g.hidden = !(e.amount & 1);
      break;
    }
    case EventKind::Chose:
      g.text = chose_text(db, s, e, who, obj);
      break;
    case EventKind::ExtraTurn:
      g.text = who + (e.amount == 1 ? " will take an extra turn after this one"
                                    : " will take " + std::to_string(e.amount) +
                                          " extra turns after this one") +
               " (" + obj + ")";
      break;
    case EventKind::GameOver: {
      GameResult r = static_cast<GameResult>(e.amount);
      g.text = r == GameResult::Draw ? "game over: draw"
                                     : std::string("game over: ") + result_name(r) + " wins";
      break;
    }
  }
  listener_->on_event(g);
}

}  // namespace rwd
