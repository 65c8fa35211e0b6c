// The ability AST: a Forge card script's ability lines in structured form, before they are
// compiled to bytecode. A:, T:, S:, R: and K: lines and the SVar: values they reach become
// AbilityNodes; SVar references (SubAbility$, Execute$, ...) are resolved to node indexes;
// Cost$, Valid and Count$ values are parsed by their own grammars. Produced by
// parse_abilities (ability_parser.h); grammar in docs/card-scripts.md.
// Thread-safe: plain values; the name tables are constants.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cards/cost_parser.h"
#include "cards/count_expr.h"
#include "cards/valid_expr.h"

namespace rwd {

// ---- Vocabulary. Forge matches these names case-insensitively; X(Enum) spells the name.

// Effects of SP$/AB$/DB$/ST$ abilities (Forge's ApiType), 2019 forms and current ones.
// clang-format off
#define REWIND_API_TYPES(X)                                                                    \
  X(Abandon) X(ActivateAbility) X(AddOrRemoveCounter) X(AddPhase) X(AddTurn) X(Amass)          \
  X(Animate) X(AnimateAll) X(Attach) X(Ascend) X(AssignGroup) X(Balance) X(BecomeMonarch)      \
  X(BecomesBlocked) X(BidLife) X(BlankLine) X(Block) X(Bond) X(Branch) X(Camouflage)           \
  X(ChangeCombatants) X(ChangeTargets) X(ChangeText) X(ChangeX) X(ChangeZone)                  \
  X(ChangeZoneAll) X(ChangeZoneResolve) X(ChaosEnsues) X(Charm) X(ChooseCard) X(ChooseColor)   \
  X(ChooseDirection) X(ChooseEvenOdd) X(ChooseNumber) X(ChoosePlayer) X(ChooseSector)         \
  X(ChooseSource) X(ChooseType) X(Clash) X(ClassLevelUp) X(Cleanup) X(Clone)                  \
  X(CompanionChoose) X(Connive) X(CopyPermanent) X(CopySpellAbility) X(ControlSpell)           \
  X(ControlPlayer) X(Counter) X(DamageAll) X(DamageResolve) X(DealDamage) X(DayTime) X(Debuff) \
  X(DeclareCombatants) X(DelayedTrigger) X(Destroy) X(DestroyAll) X(Dig) X(DigMultiple)        \
  X(DigUntil) X(Discard) X(DrainMana) X(Draft) X(Draw) X(EachDamage) X(Effect) X(Encode)       \
  X(EndCombatPhase) X(EndTurn) X(ExchangeLife) X(ExchangeLifeVariant) X(ExchangeControl)       \
  X(ExchangeControlVariant) X(ExchangePower) X(ExchangeZone) X(Explore) X(Fight) X(FlipACoin)  \
  X(FlipOntoBattlefield) X(Fog) X(GainControl) X(GainControlVariant) X(GainLife)               \
  X(GainOwnership) X(GameDrawn) X(GenericChoice) X(Goad) X(Haunt) X(ImmediateTrigger)          \
  X(Incubate) X(Intensify) X(InternalIgnoreEffect) X(InternalLegendaryRule) X(Investigate)     \
  X(Learn) X(LookAt) X(LoseLife) X(LosesGame) X(MakeCard) X(Mana) X(ManaReflected) X(Manifest) \
  X(Meld) X(Mill) X(MoveCounter) X(MultiplePiles) X(MultiplyCounter) X(MustAttack)             \
  X(MustBlock) X(Mutate) X(NameCard) X(NoteCounters) X(PeekAndReveal) X(PermanentCreature)     \
  X(PermanentNoncreature) X(Phases) X(Planeswalk) X(Play) X(PlayLandVariant) X(Poison)         \
  X(PreventDamage) X(PreventDamageAll) X(Proliferate) X(Protection) X(ProtectionAll) X(Pump)   \
  X(PumpAll) X(PutCounter) X(PutCounterAll) X(RearrangeTopOfLibrary) X(Regenerate)             \
  X(RegenerateAll) X(Regeneration) X(RemoveCounter) X(RemoveCounterAll) X(RemoveFromCombat)    \
  X(RemoveFromGame) X(RemoveFromMatch) X(ReorderZone) X(Repeat) X(RepeatEach)                  \
  X(ReplaceCounter) X(ReplaceDamage) X(ReplaceEffect) X(ReplaceMana) X(ReplaceSplitDamage)     \
  X(ReplaceToken) X(RestartGame) X(Reveal) X(RevealHand) X(ReverseTurnOrder) X(RingTemptsYou)  \
  X(RollDice) X(RollPlanarDice) X(RunChaos) X(RunSVarAbility) X(Sacrifice) X(SacrificeAll)     \
  X(Scry) X(Seek) X(SetInMotion) X(SetLife) X(SetState) X(Shuffle) X(SkipPhase) X(SkipTurn)    \
  X(StoreMap) X(StoreSVar) X(Subgame) X(Surveil) X(SwitchBlock) X(TakeInitiative) X(Tap)       \
  X(TapAll) X(TapOrUntap) X(TapOrUntapAll) X(TimeTravel) X(Token) X(TwoPiles) X(Unattach)      \
  X(UnattachAll) X(Untap) X(UntapAll) X(UpdateRemember) X(Venture) X(Vote) X(WinsGame)
// clang-format on

// Events of T: lines (Forge's TriggerType).
// clang-format off
#define REWIND_TRIGGER_MODES(X)                                                                \
  X(Abandoned) X(AbilityCast) X(AbilityTriggered) X(Adapt) X(Always) X(Attached)               \
  X(AttackerBlocked) X(AttackerBlockedOnce) X(AttackerBlockedByCreature) X(AttackersDeclared)  \
  X(AttackersDeclaredOneTarget) X(AttackerUnblocked) X(AttackerUnblockedOnce) X(Attacks)       \
  X(BecomeMonarch) X(BecomeMonstrous) X(BecomeRenowned) X(BecomesCrewed) X(BecomesTarget)      \
  X(BecomesTargetOnce) X(BlockersDeclared) X(Blocks) X(Championed) X(ChangesController)        \
  X(ChangesZone) X(ChangesZoneAll) X(Clashed) X(ClassLevelGained) X(CombatDamageDoneOnce)      \
  X(ConjureAll) X(CounterAdded) X(CounterAddedOnce) X(CounterPlayerAddedAll)                   \
  X(CounterAddedAll) X(Countered) X(CounterRemoved) X(CounterRemovedOnce) X(Crewed) X(Cycled)  \
  X(DamageAll) X(DamageDealtOnce) X(DamageDone) X(DamageDoneOnce)                              \
  X(DamageDoneOnceByController) X(DamagePrevented) X(DamagePreventedOnce) X(DayTimeChanges)    \
  X(DealtCombatDamageOnce) X(Destroyed) X(Devoured) X(Discarded) X(DiscardedAll) X(Drawn)      \
  X(DungeonCompleted) X(Evolved) X(ExcessDamage) X(Exerted) X(Exiled) X(Exploited) X(Explores) \
  X(Fight) X(FightOnce) X(FlippedCoin) X(Foretell) X(Immediate) X(Investigated) X(IsForetold)  \
  X(LandPlayed) X(LifeGained) X(LifeLost) X(LosesGame) X(ManaAdded) X(MilledAll) X(Mutates)    \
  X(NewGame) X(PayCumulativeUpkeep) X(PayEcho) X(PayLife) X(Phase) X(PhaseIn) X(PhaseOut)      \
  X(PlanarDice) X(PlaneswalkedFrom) X(PlaneswalkedTo) X(Regenerated) X(Revealed) X(RolledDie)  \
  X(RolledDieOnce) X(RoomEntered) X(Sacrificed) X(Scry) X(SearchedLibrary) X(SetInMotion)      \
  X(Shuffled) X(Specializes) X(SpellAbilityCast) X(SpellAbilityCopy) X(SpellCast)             \
  X(SpellCastOrCopy) X(SpellCopy) X(Surveil) X(TakesInitiative) X(Tapped) X(Taps)              \
  X(TapsForMana) X(TokenCreated) X(Trains) X(Transformed) X(TurnBegin) X(TurnFaceUp)           \
  X(Unattach) X(Unequip) X(Untaps) X(Vote)
// clang-format on

// Modes of S: lines (Forge's StaticAbilityMode).
// clang-format off
#define REWIND_STATIC_MODES(X)                                                                 \
  X(Continuous) X(CantAttackUnless) X(CantBlockUnless) X(OptionalAttackCost) X(OptionalCost)   \
  X(AlternativeCost) X(CantBeCast) X(CantBeActivated) X(CantPlayLand) X(DisableTriggers)       \
  X(Panharmonicon) X(MustTarget) X(CantAttack) X(CanAttackDefender) X(CantBlock) X(CantBlockBy)\
  X(CanAttackIfHaste) X(CanBlockIfReach) X(MinMaxBlocker) X(BlockTapped) X(AttackVigilance)    \
  X(MustAttack) X(PlayerMustAttack) X(MustBlock) X(AssignCombatDamageAsUnblocked)              \
  X(CombatDamageToughness) X(ColorlessDamageSource) X(NoCleanupDamage) X(BlockRestrict)        \
  X(CantGainLife) X(CantLoseLife) X(CantChangeLife) X(CantPayLife) X(RaiseCost) X(ReduceCost)  \
  X(SetCost) X(IgnoreHexproof) X(IgnoreShroud) X(AttackRestrict) X(AssignNoCombatDamage)       \
  X(CanAdapt) X(CanExhaust) X(CantBeCopied) X(CantBeSuspected) X(CantBecomeMonarch)            \
  X(CantAttach) X(CantCrew) X(CantDraw) X(CantDiscard) X(CantExile) X(CantPhaseIn)             \
  X(CantPhaseOut) X(CantPreventDamage) X(CantPutCounter) X(CantRegenerate) X(CantSacrifice)    \
  X(CantTarget) X(CantTransform) X(CantVenture) X(CantChangeDayTime)                           \
  X(ActivateAbilityAsIfHaste) X(CastWithFlash) X(IgnoreLandwalk) X(IgnoreLegendRule)           \
  X(MaxCounter) X(InfectDamage) X(WitherDamage) X(FlipCoinMod) X(PlotZone) X(NumLoyaltyAct)    \
  X(Devotion) X(GainLifeRadiation) X(SurveilNum) X(TapPowerValue) X(UnspentMana) X(ManaBurn)   \
  X(ManaConvert) X(UntapOtherPlayer) X(TurnReversed) X(PhaseReversed) X(AttackRequirement)     \
  X(CountersRemain) X(PreventDamage) X(ETBTapped)
// clang-format on

// Events of R: lines (Forge's ReplacementType).
// clang-format off
#define REWIND_REPLACEMENT_EVENTS(X)                                                           \
  X(AddCounter) X(AssignDealDamage) X(Attached) X(BeginPhase) X(BeginTurn) X(Counter)          \
  X(CopySpell) X(CreateToken) X(DamageDone) X(DealtDamage) X(DeclareBlocker) X(Destroy)        \
  X(Discard) X(Draw) X(DrawCards) X(GainLife) X(GameLoss) X(Learn) X(LifeReduced) X(LoseMana)  \
  X(Mill) X(Moved) X(PayLife) X(PlanarDiceResult) X(ProduceMana) X(Proliferate)                \
  X(RemoveCounter) X(RollPlanarDice) X(Scry) X(SetInMotion) X(Surveil) X(Tap) X(Transform)     \
  X(TurnFaceUp) X(Untap)
// clang-format on

#define REWIND_VOCAB_ENUM(e) e,
enum class ApiType : uint8_t { REWIND_API_TYPES(REWIND_VOCAB_ENUM) Unknown };
enum class TriggerMode : uint8_t { REWIND_TRIGGER_MODES(REWIND_VOCAB_ENUM) Unknown };
enum class StaticMode : uint8_t { REWIND_STATIC_MODES(REWIND_VOCAB_ENUM) Unknown };
enum class ReplacementEvent : uint8_t { REWIND_REPLACEMENT_EVENTS(REWIND_VOCAB_ENUM) Unknown };
#undef REWIND_VOCAB_ENUM

// Canonical spellings ("DealDamage"); "" for Unknown.
std::string_view api_type_name(ApiType t);
std::string_view trigger_mode_name(TriggerMode t);
std::string_view static_mode_name(StaticMode t);
std::string_view replacement_event_name(ReplacementEvent t);
// Case-insensitive lookups (as Forge does); Unknown if the name is not in the table.
ApiType api_type_from_name(std::string_view name);
TriggerMode trigger_mode_from_name(std::string_view name);
StaticMode static_mode_from_name(std::string_view name);
ReplacementEvent replacement_event_from_name(std::string_view name);

// ---- Diagnostics: syntax the parser does not know, or references that do not resolve.

// X(Enum, "id"): the id names the kind in reports and JSON.
// clang-format off
#define REWIND_DIAGNOSTICS(X)                                                            \
  X(BadLine, "bad-line")                     /* an SVar: line without <name>:<value> */  \
  X(BadParam, "bad-param")                   /* a '|' piece that is not Key$ Value */    \
  X(DuplicateParam, "duplicate-param")       /* the same Key$ twice; Forge keeps one */  \
  X(MisspelledParam, "misspelled-param")     /* Subability$: keys are case-sensitive */  \
  X(MissingHead, "missing-head")             /* A: without SP$/AB$, T: without Mode$ */  \
  X(UnknownApi, "unknown-api")               /* SP$ Foo */                               \
  X(UnknownTrigger, "unknown-trigger")       /* T:Mode$ Foo */                           \
  X(UnknownStatic, "unknown-static")         /* S:Mode$ Foo */                           \
  X(UnknownReplacement, "unknown-replacement") /* R:Event$ Foo */                        \
  X(MissingSVar, "missing-svar")             /* SubAbility$ X with no SVar:X */          \
  X(WrongSVarKind, "wrong-svar-kind")        /* Execute$ X where X is not an ability */  \
  X(DuplicateSVar, "duplicate-svar")         /* SVar:X defined twice on one face */      \
  X(BadCost, "bad-cost")                     /* Cost$ 2 Foo<1> */                        \
  X(BadValid, "bad-valid")                   /* ValidTgts$ Creature.youCtrl */           \
  X(BadAmount, "bad-amount")                 /* SVar:X:Count$Foo, bad math */            \
  X(BadCompare, "bad-compare")               /* SVarCompare$ GX1 */                      \
  X(BadKeyword, "bad-keyword")               /* K:Equip with no cost, K:Kicker:Foo<1> */
// clang-format on

enum class DiagKind : uint8_t {
#define REWIND_DIAG_ENUM(e, id) e,
  REWIND_DIAGNOSTICS(REWIND_DIAG_ENUM)
#undef REWIND_DIAG_ENUM
      Count
};
inline constexpr int kNumDiagKinds = static_cast<int>(DiagKind::Count);
std::string_view diag_kind_id(DiagKind k);

struct Diagnostic {
  DiagKind kind = DiagKind::BadLine;
  int line = 0;         // line number in the script (plus the parse's line offset)
  std::string message;  // "SubAbility$ DBDraw: no SVar named DBDraw"
};

// "source:line: message".
std::string format_diagnostic(std::string_view source, const Diagnostic& d);

// ---- Nodes.

enum class NodeKind : uint8_t {
  Spell,        // A:SP$ (or SVar ...:SP$): the spell ability of an instant or sorcery
  Activated,    // A:AB$: an activated ability
  Unstacked,    // A:ST$: an activated ability that does not use the stack (Forge "static")
  Sub,          // DB$: a sub-ability reached through SubAbility$, Execute$...
  Trigger,      // T:Mode$ or an SVar Mode$ value used as a trigger
  Static,       // S:Mode$ or an SVar Mode$ value used as a static ability
  Replacement,  // R:Event$ or an SVar Event$ value
  Keyword,      // K:
};
// "SP", "AB", "ST", "DB", "T", "S", "R", "K".
std::string_view node_kind_code(NodeKind k);

struct Param {
  std::string key;    // as written, without '$' ("NumDmg"); "" for a keyword argument
  std::string value;  // trimmed
};

// A parameter that names another SVar, resolved.
struct SVarRef {
  uint16_t param = 0;  // index of the referencing parameter in AbilityNode::params
  std::string name;    // the SVar name as written
  int node = -1;       // index in CardAbilities::nodes of the node that SVar defines; -1 if
                       // the SVar is missing or is not an ability/trigger/static/replacement
};

struct AbilityNode {
  NodeKind kind = NodeKind::Sub;
  int line = 0;      // script line (plus offset) of the A:/T:/S:/R:/K: or SVar: line
  uint8_t face = 0;  // 0 = front; 1 = the face after ALTERNATE
  std::string svar;  // name of the defining SVar; "" for a script line
  std::string head;  // as written: ApiType, trigger mode, static mode, event, keyword name
  std::string text;  // Keyword only: the whole K: value ("Protection from red")
  ApiType api = ApiType::Unknown;                      // Spell/Activated/Unstacked/Sub
  TriggerMode trigger = TriggerMode::Unknown;          // Trigger
  StaticMode static_mode = StaticMode::Unknown;        // Static
  ReplacementEvent event = ReplacementEvent::Unknown;  // Replacement
  std::vector<Param> params;                        // in order written, without the head parameter
  std::vector<std::pair<uint16_t, CostAst>> costs;  // parsed Cost$/UnlessCost$/keyword costs
  std::vector<std::pair<uint16_t, ValidExpr>> valids;  // parsed Valid-typed parameters
  std::vector<SVarRef> refs;  // every SVar-naming parameter, in parameter order
  int sub = -1;               // the SubAbility$ node, or -1

  // The value of the first parameter named `key`, or nullptr.
  const std::string* param(std::string_view key) const;
  // The head's canonical name ("DealDamage" for "dealdamage"), or the head as written.
  std::string_view canonical_head() const;
};

enum class SVarKind : uint8_t {
  Ability,      // DB$/AB$/SP$/ST$ ...
  Trigger,      // Mode$ <trigger mode> ...
  Static,       // Mode$ <static mode> ...
  Replacement,  // Event$ ...
  Amount,       // Count$..., Number$..., Targeted$CardPower...
  Params,       // "Key$ Value | ...": parameters read by a keyword or the AI (AltCost...)
  Text,         // anything else: a number, True, a Valid expression, an AI hint
};

struct SVarDef {
  std::string name;
  std::string value;
  int line = 0;
  uint8_t face = 0;
  SVarKind kind = SVarKind::Text;
  int node = -1;                     // Ability/Trigger/Static/Replacement: its node
  std::optional<AmountExpr> amount;  // Amount: parsed
};

// Everything parse_abilities found in one script.
struct CardAbilities {
  std::vector<AbilityNode> nodes;       // script lines first (in order), then SVar nodes
  std::vector<SVarDef> svars;           // in script order
  std::vector<Diagnostic> diagnostics;  // in line order

  // The SVar `name` of `face` (the later one if defined twice), or nullptr.
  const SVarDef* find_svar(std::string_view name, int face) const;
};

}  // namespace rwd
