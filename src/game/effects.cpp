// Game::effect and Game::fits: the effect summaries bots read (game/types.h,
// cards/effect_summary.h) and the test of a viewed card against a summary's filter.
#include "cards/card_db.h"
#include "game/game.h"

namespace rwd {

const EffectSummary* Game::effect(int def, AbilityKind kind, int index) const {
  if (def < 0 || static_cast<size_t>(def) >= db_->size() || index < 0) return nullptr;
  const CardFace& f = db_->get(static_cast<CardDefId>(def)).front();
  const size_t i = static_cast<size_t>(index);
  switch (kind) {
    case AbilityKind::Spell:
      return f.spell && i == 0 ? &f.spell_effect : nullptr;
    case AbilityKind::Activated:
      return i < f.activated.size() ? &f.activated[i].effect : nullptr;
    case AbilityKind::Triggered:
      return i < f.triggered.size() ? &f.triggered[i].effect : nullptr;
  }
  return nullptr;
}

namespace {

// The printed subtypes of the card's front face (a view has no subtypes of its own).
bool has_subtype(const CardDb& db, const CardView& c, const std::string& subtype) {
  if (c.def < 0 || static_cast<size_t>(c.def) >= db.size()) return false;
  return db.get(static_cast<CardDefId>(c.def)).front().has_subtype(subtype);
}

bool term_fits(const CardDb& db, const FilterSummary::Term& t, const CardView& c, int controller) {
  if (t.player) return false;
  if (t.types_none & c.types) return false;
  if (t.types_any && !(t.types_any & c.types)) return false;
  if (t.colors_any && !(c.colors & t.colors_any)) return false;
  if (c.colors & t.colors_none) return false;
  if ((c.keyword_bits & t.keywords_all) != t.keywords_all) return false;
  if (c.keyword_bits & t.keywords_none) return false;
  if (t.control == FilterControl::You && c.controller != controller) return false;
  if (t.control == FilterControl::Opponent && c.controller == controller) return false;
  if (t.tapped >= 0 && c.tapped != (t.tapped == 1)) return false;
  if (!t.subtype.empty() && !has_subtype(db, c, t.subtype)) return false;
  if (!t.subtype_none.empty() && has_subtype(db, c, t.subtype_none)) return false;
  return true;
}

}  // namespace

bool Game::fits(const FilterSummary& f, const CardView& c, PlayerId controller) const {
  for (const FilterSummary::Term& t : f.terms)
    if (term_fits(*db_, t, c, raw(controller))) return true;
  return false;
}

}  // namespace rwd
