#include "cards/builtin.h"

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <utility>

#include "cards/deck.h"
#include "cards/text.h"

namespace rwd {

namespace builtin_data {  // defined in the generated builtin_data.cpp
std::vector<std::pair<std::string, std::string>> card_files();
std::vector<std::pair<std::string, std::string>> deck_files();
}  // namespace builtin_data

namespace {

[[noreturn]] void die(const std::string& what) {
  std::fprintf(stderr, "rewind: built-in pool is broken: %s\n", what.c_str());
  std::abort();
}

}  // namespace

const CardDb& builtin_card_db() {
  static const CardDb db = [] {
    CardDb d;
    for (const auto& [name, text] : builtin_data::card_files())
      if (Status s = d.add_bundle(text, "builtin/cards/" + name); !s) die(s.message());
    return d;
  }();
  return db;
}

const std::vector<BuiltinDeck>& builtin_decks() {
  static const std::vector<BuiltinDeck> decks = [] {
    std::vector<BuiltinDeck> out;
    for (auto& [id, text] : builtin_data::deck_files()) {
      Result<DeckList> list = parse_deck(text, "builtin/decks/" + id + ".dck");
      if (!list) die(list.message());
      out.push_back({id, list->name, std::move(text)});
    }
    return out;
  }();
  return decks;
}

const BuiltinDeck* find_builtin_deck(std::string_view id_or_name) {
  for (const BuiltinDeck& d : builtin_decks())
    if (iequal(d.id, id_or_name) || iequal(d.name, id_or_name)) return &d;
  return nullptr;
}

}  // namespace rwd
