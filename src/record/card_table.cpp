#include "record/card_table.h"

#include <algorithm>

namespace rwd {

namespace {
constexpr const char* kPlaceholderSource = "(record placeholder)";
}

std::vector<RecordCard> card_table(const CardDb& db, const std::vector<CardDefId>& used) {
  std::vector<uint16_t> ids;
  ids.reserve(used.size());
  for (CardDefId id : used) ids.push_back(raw(id));
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  std::vector<RecordCard> out;
  out.reserve(ids.size());
  for (uint16_t id : ids) {
    const CardDef& def = db.get(static_cast<CardDefId>(id));
    out.push_back({id, def.source, def.script});
  }
  return out;
}

Result<std::unique_ptr<CardDb>> build_card_db(const std::vector<RecordCard>& cards) {
  auto db = std::make_unique<CardDb>();
  uint32_t next = 0;
  for (const RecordCard& c : cards) {
    if (c.id < next) return Status::error("card table: ids are not ascending at id " + std::to_string(c.id));
    for (; next < c.id; ++next) {
      std::string filler = "Name:(no card " + std::to_string(next) + ")\nTypes:Land\n";
      if (Status s = db->add_script(filler, kPlaceholderSource); !s)
        return Status::error("card table: cannot fill id " + std::to_string(next) + ": " + s.message());
    }
    if (Status s = db->add_script(c.script, c.source.empty() ? "record" : c.source); !s)
      return Status::error("card table: card id " + std::to_string(c.id) + ": " + s.message());
    ++next;
  }
  return db;
}

bool is_placeholder_card(const CardDb& db, CardDefId id) {
  return raw(id) < db.size() && db.get(id).source == kPlaceholderSource;
}

}  // namespace rwd
