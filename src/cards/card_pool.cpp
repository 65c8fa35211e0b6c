#include "cards/card_pool.h"

#include <vector>

#include "cards/coverage.h"

namespace rwd {

Result<CardScriptsAdded> add_card_scripts(CardDb& db, const std::string& path) {
  Result<std::vector<ScriptText>> scripts = read_scripts(path);
  if (!scripts) return scripts.status();
  CardScriptsAdded out;
  for (const ScriptText& s : *scripts) {
    if (db.size() >= CardDb::kMaxCards)
      return Status::error(path + ": the card database is full (" +
                           std::to_string(CardDb::kMaxCards) + " cards)");
    bool duplicate = false;
    Status st = db.add_script(s.text, s.name, 0, &duplicate);
    if (!st) {
      if (out.refused++ == 0) out.first_refusal = st.message();
    } else if (duplicate) {
      ++out.duplicates;
    } else {
      ++out.added;
    }
  }
  return out;
}

}  // namespace rwd
