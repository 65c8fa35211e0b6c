// The ability bytecode's opcodes: this table is their single source. Each entry names the
// opcode, its mnemonic, what its two operands mean (for the disassembler and the trace)
// and what it does. The compilers (effects_*.cpp and the other *_compiler.cpp) emit them, the
// disassembler (disasm.cpp) prints them and the interpreter runs them, each through its
// handler in a table built from this list (rules/vm_ops.h): a new opcode without a handler
// fails the link. docs/card-abilities.md's opcode table is generated from this one
// (registry_docs.h).
//
// The machine: a program counter, a small stack of integers (amounts), the ability's
// targets (slots 0..kMaxTargets-1, chosen while casting) and its X. "Who" operands name a
// player: a target slot holding a player or an operand reference (REWIND_OPERAND_REFS below).
// Thread-safe: constants.
#pragma once

#include <cstdint>
#include <iterator>
#include <string_view>

namespace rwd {

// Operand kinds, for printing.
enum class OperandKind : uint8_t {
  None,    // unused (printed as nothing)
  Int,     // a signed number
  Slot,    // a target slot: "t0"
  Who,     // a player: "you" or a target slot
  Filter,  // an index into Program::filters: "f0"
  Flags,   // bits documented per opcode
  Color,   // a mana color index 0..5 (W U B R G C)
  Zone,    // a zone number (rules/state.h Zone)
  Keywords,  // KeywordSet bits: "kw=Flying|Trample"
  Counter,   // a CounterKind (cards/counter_kind.h): "+1/+1"
};

// clang-format off
//  X(Enum,        mnemonic,        operand a,            operand b,            what it does)
#define REWIND_OPCODES(X)                                                                        \
  X(End,          "end",          OperandKind::None,   OperandKind::None,   "the ability is done; a spell then goes to its owner's graveyard (608.2n)")  \
  X(Push,         "push",         OperandKind::None,   OperandKind::Int,    "push the number b")    \
  X(PushX,        "push.x",       OperandKind::None,   OperandKind::None,   "push the value of X announced while casting (107.3)")  \
  X(Target,       "target",       OperandKind::Slot,   OperandKind::Filter, "while casting: choose target a matching filter b (601.2c; decision choose_target)") \
  X(CheckTargets, "check.targets", OperandKind::None,  OperandKind::None,   "608.2b: if every target is now illegal, the spell does nothing") \
  X(Damage,       "damage",       OperandKind::Slot,   OperandKind::None,   "pop n: the source deals n damage to target a, skipped if a is no longer legal (120.3)") \
  X(DamageAll,    "damage.all",   OperandKind::Flags,  OperandKind::Filter, "pop n: n damage to each creature matching b; to each player too if a&1 (only each opponent if a&2 too)") \
  X(Destroy,      "destroy",      OperandKind::Slot,   OperandKind::Flags,  "destroy target a (701.8; indestructible: 702.12b); b&1: it can't be regenerated; b&2: push 1 if it was destroyed, else 0 (RememberDestroyed$)") \
  X(DestroyAll,   "destroy.all",  OperandKind::Flags,  OperandKind::Filter, "destroy each permanent matching b (a&1: they can't be regenerated)") \
  X(Move,         "move",         OperandKind::Slot,   OperandKind::Zone,   "put target a into zone b&7 of its owner: hand, exile (b&kMoveLinkSource: linked to the source, 607.2a), the top (b&kMoveSecondFromTop: second from the top) or bottom of its library, its library then shuffled, or the battlefield under its owner's control (b&kMoveTapped: tapped)") \
  X(GainLife,     "gain.life",    OperandKind::Who,    OperandKind::None,   "pop n: player a gains n life") \
  X(LoseLife,     "lose.life",    OperandKind::Who,    OperandKind::None,   "pop n: player a loses n life") \
  X(Draw,         "draw",         OperandKind::Who,    OperandKind::None,   "pop n: player a draws n cards") \
  X(Discard,      "discard",      OperandKind::Who,    OperandKind::Flags,  "pop n: player a discards n cards (b=0: of their choice, suspends; b=1: at random, the game's seeded RNG)") \
  X(AddMana,      "add.mana",     OperandKind::Color,  OperandKind::None,   "pop n: add n mana of color a to the controller's pool (106.4)") \
  X(Pump,         "pump",         OperandKind::Slot,   OperandKind::Keywords, "pop t, pop p: target a gets +p/+t and keywords b until end of turn (611.2)") \
  X(PumpAll,      "pump.all",     OperandKind::Filter, OperandKind::Keywords, "pop t, pop p: each creature matching filter a gets +p/+t and keywords b until end of turn") \
  X(Tap,          "tap",          OperandKind::Slot,   OperandKind::None,   "tap target a (701.21)") \
  X(Untap,        "untap",        OperandKind::Slot,   OperandKind::None,   "untap target a (701.21)") \
  X(Regenerate,   "regenerate",   OperandKind::Slot,   OperandKind::None,   "give target a a regeneration shield until end of turn (701.15)") \
  X(Attach,       "attach",       OperandKind::Slot,   OperandKind::None,   "the Aura spell enters the battlefield attached to target a (303.4f, 608.3)") \
  X(Counter,      "counter",      OperandKind::Slot,   OperandKind::None,   "counter target spell a: off the stack into its owner's graveyard (701.5)") \
  X(PutCounter,   "counter.put",  OperandKind::Slot,   OperandKind::Counter, "pop n: put n counters of kind b on target a (122.1)") \
  X(RemoveCounter, "counter.remove", OperandKind::Slot, OperandKind::Counter, "pop n: remove up to n counters of kind b from target a") \
  X(PutCounterAll, "counter.put.all", OperandKind::Filter, OperandKind::Counter, "pop n: put n counters of kind b on each permanent matching filter a") \
  X(AttachSource, "attach.source", OperandKind::Slot,  OperandKind::None,   "attach the ability's source (an Equipment) to target a (701.3a, 702.6a)") \
  X(CheckIf,      "check.if",     OperandKind::None,   OperandKind::None,   "603.4: if the triggered ability's intervening if condition is false now, it does nothing") \
  X(Token,        "token",        OperandKind::Int,    OperandKind::Who,    "pop n: create n tokens Program::tokens[a], owned and controlled by player b (111.2)") \
  X(Sacrifice,    "sacrifice",    OperandKind::Slot,   OperandKind::Flags,  "its controller sacrifices permanent a (self: the source), if it is still there (701.17); b&1: only if the ability's controller controls it, then push 1 if it was sacrificed, else 0 (a trigger's \"you may sacrifice CARDNAME. If you do\", 701.17a, 603.5)") \
  X(SacrificeChoose, "sacrifice.choose", OperandKind::Who, OperandKind::Filter, "pop n: player a sacrifices n permanents they control matching filter b, of their choice (701.17a; suspends on a sacrifice decision unless they have n or fewer)") \
  X(Mill,         "mill",         OperandKind::Who,    OperandKind::Flags,  "pop n: player a puts the top n cards of their library into their graveyard (701.13); b=1: exiles them instead (Destination$ Exile)") \
  X(PushCount,    "push.count",   OperandKind::Int,    OperandKind::Filter, "push the number of objects matching filter b in place a (0 battlefield, 1 all graveyards, 2 your hand)") \
  X(PushProp,     "push.prop",    OperandKind::Slot,   OperandKind::Int,    "push property b of the object in slot a (self: the source): 0 mana value, 1 power, 2 toughness, 3 its controller; 4 the player in slot a; 5 1 if it was kicked (702.33d), else 0; 8+k its counters of CounterKind k") \
  X(MoveAll,      "move.all",     OperandKind::Filter, OperandKind::Zone,   "pop o: each object matching filter a (in its zone), owned by player o (-1: anyone), goes to zone b of its owner (a library: then shuffled)") \
  X(PreventDamage, "prevent",     OperandKind::Who,    OperandKind::None,   "pop n: prevent the next n damage to target a (or you) this turn (615.7)") \
  X(Fog,          "fog",          OperandKind::None,   OperandKind::None,   "prevent all combat damage that would be dealt this turn (615)") \
  X(Ask,          "ask",          OperandKind::Who,    OperandKind::Int,    "ask player a the yes/no question b (\"you may\"): push 1 for yes, 0 for no (suspends)") \
  X(UnlessPay,    "unless.pay",   OperandKind::Who,    OperandKind::Int,    "player a may pay cost b: push 1 if paid, 0 if not (suspends only if a can pay)") \
  X(Branch,       "branch",       OperandKind::Flags,  OperandKind::Int,    "pop v: jump to b if v != 0 (a&1) or if v == 0 (a=0)") \
  X(ChooseMode,   "mode.choose",  OperandKind::None,   OperandKind::Int,    "choose one of the b modes (700.2, 601.2b): push its number (suspends unless one mode is legal)") \
  X(ModeSkip,     "mode.skip",    OperandKind::Int,    OperandKind::Int,    "if the chosen mode (top of the stack) is not a, jump to b") \
  X(SkipUnchosen, "skip.unchosen", OperandKind::Int,   OperandKind::Int,    "if mode a was not the one chosen as the spell was cast (Interaction::mode), jump to b") \
  X(ChooseSource, "source.choose", OperandKind::Filter, OperandKind::None,  "choose a source matching filter a, not targeted (a permanent or a spell): push its id, -1 if none (suspends unless one)") \
  X(PreventNextFrom, "prevent.next.from", OperandKind::Who, OperandKind::Flags, "pop source s: the next time s would deal damage to player a this turn, prevent it (615); b&1: a gains that much life") \
  X(Poison,       "poison",       OperandKind::Who,    OperandKind::None,   "pop n: player a gets n poison counters (122.1f; ten or more: the player loses, 704.5c)") \
  X(Grant,        "grant",        OperandKind::Slot,   OperandKind::Flags,  "target a gains the abilities b until end of turn (kGrant* bits: landwalk, can't be blocked, can't be regenerated, combat damage to and by it prevented)") \
  X(Debuff,       "debuff",       OperandKind::Slot,   OperandKind::Keywords, "target a loses keywords b&0x7FFF until end of turn (b<0: for as long as it stays, Permanent$ True)") \
  X(PumpCombat,   "pump.combat",  OperandKind::Slot,   OperandKind::Keywords, "pop t, pop p: target a gets +p/+t and keywords b until end of combat (UntilEndOfCombat$)") \
  X(DelayTrigger, "delay.trigger", OperandKind::Int,  OperandKind::Int,    "603.7: create a delayed trigger: triggered ability (this one + b) of the source, triggering once at the beginning of the next step a (0 end of combat, 1 upkeep, 2 end step), about the trigger's subject") \
  X(Search,       "search",       OperandKind::Who,    OperandKind::Filter, "pop flags, pop n: player a searches their library (flags&64: chooses from their hand, &128: their graveyard, &256: among permanents on the battlefield, each put into its owner's zone) for up to n cards matching filter b and puts them into the zone flags&7 (kZone*; flags&8 tapped, &16 revealed, &32 must find, &512 the library shuffled first, then the card on top) (701.23; suspends: choose_card, one pick at a time, done to stop, 701.23b; not asked when nothing matches)") \
  X(Shuffle,      "shuffle",      OperandKind::Who,    OperandKind::None,   "player a shuffles their library (701.24a)") \
  X(FlipCoin,     "flip",         OperandKind::Who,    OperandKind::None,   "player a flips a coin (705.2, the game's RNG; the call is not asked, it cannot change the odds): push 1 if they win the flip, 0 if they lose") \
  X(Scry,         "scry",         OperandKind::Who,    OperandKind::None,   "pop n: player a looks at the top n cards of their library, puts any number of them on the bottom and the rest back on top, in orders they choose (701.22a; rules/vm_dig.h; suspends: choose_card)") \
  X(LookAt,       "look",         OperandKind::Who,    OperandKind::Flags,  "player a's hand (b&2: pop n, the top n cards of a's library) is shown to the ability's controller (\"look at\", 701.20e: a hidden look_at event per card), or to everyone if b&1 (reveal)") \
  X(DrawReveal,   "draw.reveal",  OperandKind::Who,    OperandKind::None,   "player a draws a card and reveals it (701.20a): push its id (-1 if the library was empty)") \
  X(DiscardIf,    "discard.if",   OperandKind::None,   OperandKind::Filter, "pop a card id: if that card is still in its owner's hand and matches filter b, its owner discards it (701.9)") \
  X(Animate,      "animate",      OperandKind::Slot,   OperandKind::Flags,  "pop t, pop p: permanent a gets base power p and toughness t (613.4b) and the card types b&0x1FF (613.1d) until end of turn; b&0x4000: until your next upkeep") \
  X(Transform,    "transform",    OperandKind::Slot,   OperandKind::None,   "double-faced permanent a turns over to its other face, still the same object (701.28); nothing for other permanents (701.28c)") \
  X(Dig,          "dig",          OperandKind::Who,    OperandKind::Filter, "pop flags, pop m, pop n: player a looks at the top n cards of their library, moves up to m (exactly m unless flags&kDigOptional) matching filter b to the zone flags&7 and the rest to the zone (flags>>3)&7, in an order they choose for a library (kDigTo*; flags&kDigReveal: revealed) (rules/vm_dig.h; suspends: choose_card)") \
  X(VarSet,       "var.set",      OperandKind::Int,    OperandKind::None,   "pop n: register a = n (StoreSVar; kVar* registers)") \
  X(VarGet,       "var.get",      OperandKind::Int,    OperandKind::None,   "push register a (a stored SVar, Remembered$Amount)") \
  X(AddN,         "add",          OperandKind::None,   OperandKind::Int,    "pop v: push v + b (an amount's /Plus.N, /Minus.N)") \
  X(Compare,      "compare",      OperandKind::Int,    OperandKind::Int,    "pop v: push 1 if v (a: 0 EQ 1 NE 2 LT 3 LE 4 GT 5 GE) b, else 0") \
  X(EachPlayer,   "each.player",  OperandKind::Flags,  OperandKind::Int,    "RepeatEach: the current player (register 0) is the b-th in APNAP order (101.4), or if a&1 the controller's opponent (RepeatPlayers$ Player.Opponent); the Remembered count (register 1) is 1 (that player)") \
  X(MoveHand,     "move.hand",    OperandKind::Who,    OperandKind::Flags,  "every card in player a's hand goes to zone b&7 (kZone*; library: then shuffled); b&8: the Remembered count grows by the number moved") \
  X(VarMark,      "var.mark",     OperandKind::Int,    OperandKind::None,   "register a |= 1 << the current player (register 0): that player is marked (RememberResult$: flipped tails)") \
  X(DamageMarked, "damage.marked", OperandKind::Int,   OperandKind::None,   "pop n: the source deals n damage to each player marked in register a, in APNAP order") \
  X(SacrificeCount, "sacrifice.count", OperandKind::Who, OperandKind::Filter, "peek n: the Remembered count grows by how many permanents player a will sacrifice: min(n, those matching filter b they control) (RememberSacrificed$, 701.17a)") \
  X(ReplaceNextFrom, "replace.next.from", OperandKind::Slot, OperandKind::Flags, "pop source s: the next time s would deal damage to target a (or you) this turn, b&1: it is dealt to the ability's controller instead (614.9); b&2: it is dealt and the ability's source deals that much damage to s's controller (614.1a)") \
  X(PutCounterUpTo, "counter.put.upto", OperandKind::Counter, OperandKind::Int, "pop n: put n counters of kind a on the source, only as many as keep its total at most b (Clockwork Beast, 122.1)") \
  X(TapLands,     "tap.lands",    OperandKind::Who,    OperandKind::None,   "player a taps all lands with mana abilities they control (Power Sink, 701.21)") \
  X(DrainMana,    "mana.drain",   OperandKind::Who,    OperandKind::None,   "player a loses all unspent mana (106.4)") \
  X(TapChoose,    "tap.choose",   OperandKind::Flags,  OperandKind::Filter, "pop n: the controller taps n untapped permanents they control matching filter b, of their choice (a cost, 118.3; a&1: not the source)") \
  X(Choose,       "choose",       OperandKind::Who,    OperandKind::Int,    "player a makes choice b (Program::choices: a player, color, number or option): push the value, -1 if there is nothing to choose (suspends unless one answer)") \
  X(ChosenSet,    "chosen.set",   OperandKind::Int,    OperandKind::None,   "pop v: the source remembers v as its chosen kind a (ChosenKind; 614.12), unless v < 0") \
  X(Enter,        "enter",        OperandKind::None,   OperandKind::None,   "the permanent spell becomes a permanent under its controller's control (608.3), keeping what it chose as it entered (614.12)") \
  X(PushChosen,   "push.chosen",  OperandKind::Int,    OperandKind::Int,    "push the source's chosen kind a (b=0), or the number of cards in its chosen player's hand (b=1); 0 if it chose none") \
  X(Math,         "math",         OperandKind::Int,    OperandKind::Int,    "pop v: push v+b (a=0), v-b (a=1), b-v (a=2) or v*b (a=3) (an amount's /Plus.N, /Minus.N, /NMinus.N, /Times.N)") \
  X(GainControl,  "gain.control", OperandKind::Slot,   OperandKind::Keywords, "the ability's controller gains control of permanent a until end of turn (layer 2, 613.1b) and it gains keywords b as long (rules/control.h); control returns in the cleanup step (514.2)") \
  X(AnimateColor, "animate.color", OperandKind::Slot,  OperandKind::Flags,  "spell or permanent a becomes the colors b&0x1F (layer 5, 613.1e) until end of turn; b&0x100: for as long as it stays (Permanent$ True; a spell's carries to its permanent, 400.7a)") \
  X(Play,         "play",         OperandKind::Slot,   OperandKind::Flags,  "the ability's controller casts card a (b&1: the top card of their library instead) without paying its mana cost (608.2g, 118.9), choosing its targets now (suspends: choose_target); nothing if it can't be cast (a land, no legal targets)") \
  X(TapAll,       "tap.all",      OperandKind::Flags,  OperandKind::Filter, "tap (a&1=0) or untap (a&1) each permanent matching b (701.21), all at once; a&kTapAllOfPopped: pop player p, only those p controls; a&kTapAllStayTapped: instead of tapping, none of them untaps during its controller's next untap step (502.3)") \
  X(AnimateKeywords, "animate.kw", OperandKind::Slot, OperandKind::Keywords, "permanent a gains keywords b&0x7FFF (layer 6, 613.1f) until end of turn (b<0: for as long as it stays, Permanent$ True): Animate's Keywords$") \
  X(StayTapped,   "stay.tapped",  OperandKind::Slot,   OperandKind::None,   "permanent a doesn't untap during its controller's next untap step (502.3; kSkipNextUntap)") \
  X(UnlessLife,   "unless.life",  OperandKind::Who,    OperandKind::Int,    "player a may pay b life (119.4): push 1 if paid, 0 if not (suspends only if a's life total is at least b)") \
  X(EnterTapped,  "enter.tapped", OperandKind::None,   OperandKind::None,   "the source, which has just entered the battlefield, is tapped as it enters (614.1c): it does not become tapped, so no tap event or trigger") \
  X(ReturnLinked, "return.linked", OperandKind::None,  OperandKind::None,   "the source has left the battlefield: each card still in exile that it exiled while it was there (move ... +link) returns to the battlefield under its owner's control (607.2a, 610.3c; rules/exile_link.h)") \
  X(ExtraTurn,    "turn.extra",   OperandKind::Who,    OperandKind::None,   "pop n: player a takes n extra turns after this one, the most recently created first (500.7; rules/extra_turns.h)") \
  X(Fight,        "fight",        OperandKind::Slot,   OperandKind::Slot,   "creature a fights creature b (701.12): each deals damage equal to its power to the other, at once; none if either is no longer a creature on the battlefield or no longer a legal target (701.12b)")
// clang-format on

enum class Op : uint8_t {
#define REWIND_OP_ENUM(e, m, a, b, doc) e,
  REWIND_OPCODES(REWIND_OP_ENUM)
#undef REWIND_OP_ENUM
      Count
};
inline constexpr int kNumOps = static_cast<int>(Op::Count);

struct OpInfo {
  std::string_view mnemonic;
  OperandKind a;
  OperandKind b;
  std::string_view doc;
};
// REQUIRES: op < Op::Count.
const OpInfo& op_info(Op op);

// Destinations of Op::Move (operand b).
inline constexpr int kZoneHand = 1;        // its owner's hand
inline constexpr int kZoneExile = 2;       // exile
inline constexpr int kZoneLibraryTop = 3;  // the top of its owner's library
inline constexpr int kZoneGraveyard = 4;   // its owner's graveyard (Op::MoveAll)
inline constexpr int kZoneLibraryShuffle = 5;  // its owner's library, then that library is shuffled (Op::MoveAll)
inline constexpr int kZoneBattlefield = 6;     // the battlefield, under the searcher's control (Op::Search)
inline constexpr int kZoneLibraryBottom = 7;   // the bottom of its owner's library (Op::Move)
// Op::Move operand b bits above the zone (bits 0-2).
inline constexpr int kMoveTapped = 8;  // to the battlefield tapped (Tapped$ True)
// With a = kSlotSelf: the resolving spell itself, from the stack (608.2n: it goes there instead
// of its owner's graveyard; "shuffle CARDNAME into its owner's library").
inline constexpr int kMoveSpellSelf = 16;
// With kZoneLibraryTop: second from the top instead (LibraryPosition$ 1; on top of an empty
// library).
inline constexpr int kMoveSecondFromTop = 32;
// With kZoneExile: the exiled card is linked to the ability's source (607.2a), for
// Op::ReturnLinked when the source leaves the battlefield (rules/exile_link.h).
inline constexpr int kMoveLinkSource = 64;
// Op::Search flags (popped), besides the zone in bits 0-2.
inline constexpr int kSearchTapped = 8, kSearchReveal = 16, kSearchMandatory = 32, kSearchFromHand = 64,
                     kSearchFromGraveyard = 128, kSearchFromBattlefield = 256;
// With kZoneLibraryTop from the library: "shuffle your library, then put the card on top of
// it" (Enlightened Tutor): the search itself shuffles, once, whether or not a card was found.
inline constexpr int kSearchShuffleThenTop = 512;
// (While suspended) the library was shuffled as the card was found.
inline constexpr int kSearchShuffled = 1024;
// Op::TapAll operand a bits (besides bit 0, untap).
inline constexpr int kTapAllOfPopped = 2;    // pop a player: only the permanents they control
inline constexpr int kTapAllStayTapped = 4;  // mark them kSkipNextUntap instead (Sleep)
// Op::Play operand b bits.
inline constexpr int kPlayTopOfLibrary = 1;  // the top card of the controller's library (Defined$ TopOfLibrary)
// Op::Dig flags (popped; rules/vm_dig.h): where the chosen cards go (bits 0-2) and where the
// rest go (bits 3-5), each one of kDigTo*; then kDig* bits.
inline constexpr int kDigToHand = 0, kDigToBattlefield = 1, kDigToGraveyard = 2, kDigToExile = 3,
                     kDigToBottom = 4, kDigToTop = 5;
inline constexpr int kDigRestShift = 3;
inline constexpr int kDigReveal = 64;      // the looked-at cards are revealed to everyone
inline constexpr int kDigOptional = 128;   // the player may move fewer than `change` (down to none)
inline constexpr int kDigPhaseRest = 256;  // (while suspended) the chosen part is over
inline constexpr int kDigTapped = 512;     // to the battlefield tapped

// Op::Grant operand b bits (rules/state.h ContinuousEffect::extra holds the same bits): 0-5
// KeywordSet::evasion bits (landwalk, fear), then abilities KeywordSet has no bit for.
inline constexpr int kGrantEvasionMask = 0x3F;
inline constexpr int kGrantUnblockable = 1 << 8;            // "can't be blocked" (HIDDEN Unblockable)
inline constexpr int kGrantCantRegenerate = 1 << 9;         // "can't be regenerated" (701.15c)
inline constexpr int kGrantPreventCombatDamage = 1 << 10;   // "prevent all combat damage dealt to and by it"
inline constexpr int kGrantCantBlock = 1 << 6;              // "can't block" (509.1a)
inline constexpr int kGrantCantAttack = 1 << 7;             // "can't attack" (508.1a)
inline constexpr int kGrantAttacksEachCombat = 1 << 12;     // "attacks each combat if able" (508.1d)
inline constexpr int kGrantLure = 1 << 13;                  // "all creatures able to block it do so" (509.1c)
inline constexpr int kGrantAttacksDespiteDefender = 1 << 14;  // "can attack as though it didn't have defender"

// What an object can remember having chosen (rules/state.h ChosenEntry; Op::ChosenSet,
// Op::PushChosen operand a) and what Op::Choose chooses (ChoiceSpec::kind in cards/program.h):
// kChoiceGeneric is one of a list of options (GenericChoice), never remembered.
// ExiledBy is not a choice: a card in exile remembers the permanent that exiled it "until it
// leaves the battlefield" (rules/exile_link.h; 607.2a).
enum class ChosenKind : uint8_t { Player, Color, Type, Number, Card, ExiledBy, Count };
inline constexpr uint8_t kChoiceGeneric = static_cast<uint8_t>(ChosenKind::Count);
// Op::Math operations (operand a).
inline constexpr int kMathPlus = 0, kMathMinus = 1, kMathNMinus = 2, kMathTimes = 3;
// Op::PushCount places (operand a) and Op::PushProp properties (operand b).
inline constexpr int kCountBattlefield = 0, kCountGraveyards = 1, kCountYourHand = 2;
inline constexpr int kPropManaValue = 0, kPropPower = 1, kPropToughness = 2, kPropController = 3,
                     kPropPlayer = 4, kPropKicked = 5, kPropCounters = 8;
// Op::Animate operand b: the effect lasts until its controller's next upkeep (else until end of
// turn); the low bits are CardType bits.
inline constexpr int kAnimateUntilYourNextUpkeep = 0x4000;
inline constexpr int kAnimateTypeMask = 0x1FF;
// Op::Animate operand b: the permanent (the ability's source itself) also gets the creature
// subtypes of Program::animate_subtypes (layer 4; rules/land_types.h).
inline constexpr int kAnimateOwnSubtypes = 0x2000;
// Op::AnimateColor operand b: the colors in bits 0-4 (ColorMask); this bit: for as long as the
// object stays in its zone (and on the permanent a spell becomes), else until end of turn.
inline constexpr int kAnimateColorPermanent = 0x100;
// Op::AnimateColor operand b: the colors are added to the object's own (Colors$ without
// OverwriteColors$ True: "becomes blue in addition to its other colors").
inline constexpr int kAnimateColorAdd = 0x200;
// Op::Animate operand b: the effect lasts for as long as the permanent stays (Permanent$ True).
inline constexpr int kAnimatePermanent = 0x1000;
inline constexpr int kMaxTargets = 4;      // target slots per ability
inline constexpr int kVmStackDepth = 4;    // integers on the machine's stack
// Registers (Interaction::vars): kVarItem the player RepeatEach is at now (its "Remembered"),
// kVarRemembered how many objects and players are remembered (Remembered$Amount), then the
// values StoreSVar keeps and the players marked by a flip (RememberResult$).
inline constexpr int kVmVars = 4;
inline constexpr int kVarItem = 0, kVarRemembered = 1, kVarStored = 2, kVarMarked = 3;

// ---- Operand references.
//
// A "slot" operand names target slot 0..kMaxTargets-1; a "who" operand a player: a target
// slot holding a player, kWhoSlotController | k (the controller of the object in slot k), or
// a reference. References name what an ability reaches without targeting it. This table is
// their single source: the OperandRef enum, the k* constants, the names the disassembler and
// the trace print (operand_ref_name) and the compile-time check that no two references share
// a value, or a value with a target slot or kWhoSlotController | k, all come from it.
inline constexpr uint8_t kRefSlot = 1;  // valid as a "slot" operand (rules/vm.cpp slot_target)
inline constexpr uint8_t kRefWho = 2;   // valid as a "who" operand (rules/vm.cpp who_of)
// clang-format off
//  X(Enum,         constant,          value, name,            kinds,              what it names)
#define REWIND_OPERAND_REFS(X)                                                                 \
  X(You,          kWhoYou,           0xFF, "you",           kRefWho,            "the ability's controller") \
  X(Self,         kSlotSelf,         0xFE, "self",          kRefSlot,           "the ability's source itself (Defined$ Self), not targeted; nothing once it has left the battlefield (400.7)") \
  X(Enchanted,    kSlotEnchanted,    0xFD, "enchanted",     kRefSlot,           "the permanent the source (an Aura) enchants (Defined$ Enchanted), not targeted; nothing once the Aura has left the battlefield or is attached to nothing") \
  X(SlotYou,      kSlotYou,          0xFC, "you",           kRefSlot,           "Damage and replace.next.from: the ability's controller (Defined$ You), not targeted") \
  X(Triggered,    kSlotTriggered,    0xFB, "triggered",     kRefSlot | kRefWho, "a triggered ability's Defined$ Triggered...: the card or player it is about (Program::trigger_subject), kept in target slot kMaxTargets-1") \
  X(Popped,       kWhoPopped,        0xFA, "popped",        kRefWho,            "a player popped from the stack, after the amount (push.prop tS 3: \"its controller\")") \
  X(Item,         kWhoItem,          0xF9, "each",          kRefWho,            "the player RepeatEach is at now (Defined$ Remembered, Player.IsRemembered; register kVarItem)") \
  X(ChosenCard,   kSlotChosenCard,   0xF8, "chosen-card",   kRefSlot,           "the card the source chose (Defined$ ChosenCard, ChosenKind::Card) if it is still the same object in the zone it was chosen in; nothing otherwise") \
  X(ChosenPlayer, kSlotChosenPlayer, 0xF7, "chosen-player", kRefSlot | kRefWho, "the player the source chose (Defined$ ChosenPlayer, ChosenKind::Player); nothing if it chose none") \
  X(Opponent,     kWhoOpponent,      0xF6, "opponent",      kRefSlot | kRefWho, "the ability's controller's opponent (Defined$ Player.Opponent or Opponent: in a two-player game each opponent is that one player, 102.2), not targeted") \
  X(RememberedController, kWhoRememberedController, 0xF5, "remembered-controller", kRefWho, "the controller of the remembered object as the ability began to resolve, kept in register kVarItem (DefinedPlayer$ RememberedController: \"its controller may search\" after it was exiled, 608.2h; never in RepeatEach, which uses that register)")
// clang-format on

enum class OperandRef : uint8_t {
#define REWIND_REF_ENUM(e, k, v, name, kinds, doc) e = v,
  REWIND_OPERAND_REFS(REWIND_REF_ENUM)
#undef REWIND_REF_ENUM
};
#define REWIND_REF_CONSTANT(e, k, v, name, kinds, doc) inline constexpr uint8_t k = v;
REWIND_OPERAND_REFS(REWIND_REF_CONSTANT)
#undef REWIND_REF_CONSTANT
// "who" operand: the controller of the object in target slot (operand & 0x0F) ("its
// controller pays", UnlessPayer$ TargetedController).
inline constexpr uint8_t kWhoSlotController = 0x40;

struct OperandRefInfo {
  OperandRef ref;
  std::string_view constant;  // "kWhoYou"
  std::string_view name;      // as the disassembler prints it: "you"
  uint8_t kinds;              // kRefSlot | kRefWho bits
  std::string_view doc;
};
inline constexpr OperandRefInfo kOperandRefs[] = {
#define REWIND_REF_INFO(e, k, v, name, kinds, doc) {OperandRef::e, #k, name, kinds, doc},
    REWIND_OPERAND_REFS(REWIND_REF_INFO)
#undef REWIND_REF_INFO
};

// True iff no two references share a value and none is a target slot or a
// kWhoSlotController | k operand: what each one means can't depend on the order a decoder
// tests them in.
constexpr bool operand_refs_distinct() {
  for (size_t i = 0; i < std::size(kOperandRefs); ++i) {
    const int v = static_cast<int>(kOperandRefs[i].ref);
    if (v < kMaxTargets || (v & 0xF0) == kWhoSlotController) return false;
    for (size_t j = i + 1; j < std::size(kOperandRefs); ++j)
      if (kOperandRefs[j].ref == kOperandRefs[i].ref) return false;
  }
  return true;
}
static_assert(operand_refs_distinct(),
              "two operand references share a value (REWIND_OPERAND_REFS)");

// The name of `value` as a reference valid in operands of `kind` (OperandKind::Slot or Who):
// "self", "chosen-player"; "" if it is none (a target slot, or a reference of the other kind).
std::string_view operand_ref_name(int value, OperandKind kind);

}  // namespace rwd
