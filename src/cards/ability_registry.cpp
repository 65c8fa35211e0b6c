// The registry's tables: one row per ability family the engine implements (ability_registry.h).
// To add a family, add its row here with the parameters it reads, its compile function and one
// line of documentation, then regenerate docs/card-abilities.md (docs/architecture.md, the
// cards room).
#include "cards/ability_registry.h"

#include <array>

#include "cards/card_keywords.h"
#include "cards/effect_compiler.h"
#include "cards/keywords.h"
#include "cards/static_families.h"
#include "cards/trigger_families.h"

namespace rwd {

bool param_listed(std::string_view list, std::string_view key) {
  if (key.empty()) return false;
  for (size_t at = list.find(key); at != std::string_view::npos; at = list.find(key, at + 1)) {
    const bool starts = at == 0 || list[at - 1] == ' ';
    const bool ends = at + key.size() == list.size() || list[at + key.size()] == ' ';
    if (starts && ends) return true;
  }
  return false;
}

// ---- Effects.

const std::string_view kCommonEffectParams =
    "SubAbility Optional OptionalDecider UnlessCost UnlessPayer UnlessSwitched UnlessResolveSubs "
    "ConditionCheckSVar ConditionSVarCompare ConditionDefined ConditionPresent ConditionCompare "
    "Condition RememberLKI RememberChanged RememberTargets Cost SorcerySpeed CostDesc ActivationLimit "
    "ActivationPhases PlayerTurn ActivationZone";
const std::string_view kDescriptiveEffectParams =
    "SpellDescription StackDescription TgtPrompt AILogic AITgts AIPreference References "
    "PrecostDesc ConditionDescription "
    "IsCurse AINoRecursiveCheck AITgtBeforeCostEval ValidDescription AIPlayForSub "
    "AIPreferenceOverride "
    "AILifeThreshold AIManaPref";

namespace {

// Targets: ValidTgts$ with TgtZone$ / TargetType$ (own_slot), or the permanent itself.
#define REWIND_TARGET "ValidTgts TgtZone TargetType Defined"

// clang-format off
constexpr EffectFamily kEffects[] = {
    {ApiType::DealDamage, REWIND_TARGET " TargetMin TargetMax NumDmg", compile_deal_damage,
     "`NumDmg$` damage to its target (120.3), or not targeted: `Defined$ You` (its controller), `Self`, `Enchanted`, `Targeted`, `ChosenPlayer`, `Triggered...`"},
    {ApiType::DamageAll, "NumDmg ValidPlayers ValidCards", compile_damage_all,
     "`NumDmg$` damage to each creature matching `ValidCards$`, and to each player with `ValidPlayers$ Player`; `ValidPlayers$ FlippedTails`: each player whose coin came up tails"},
    {ApiType::Destroy, REWIND_TARGET " TargetMin TargetMax NoRegen RememberDestroyed", compile_destroy,
     "destroys its target (701.8) or, not targeted, the source itself or `Defined$ Enchanted`/`TriggeredCard`; `NoRegen$ True`; `TargetMin$ M \\| TargetMax$ N`: N targets, those after the first M optional (\"up to N\", 601.2c; also on ChangeZone, Pump, Tap, Untap, PutCounter, DealDamage); `RememberDestroyed$ True`: a later node's `ConditionDefined$ Remembered` runs only if it was destroyed"},
    {ApiType::DestroyAll, "ValidCards NoRegen", compile_destroy_all,
     "destroys each permanent matching `ValidCards$` at once; `NoRegen$ True`"},
    {ApiType::ChangeZone, REWIND_TARGET " TargetMin TargetMax Origin Destination LibraryPosition ChangeType ChangeNum Hidden Tapped Reveal Mandatory Shuffle ShuffleNonMandatory NoShuffle DefinedPlayer GainControl ForgetOtherTargets ForgetOtherRemembered", compile_change_zone,
     "moves its target (`Origin$ Battlefield/Graveyard`: a target in that zone, 115.1) to `Destination$ Hand/Exile/Library` (`LibraryPosition$ 0` the top, `-1` the bottom, `Shuffle$ True`) or, from a graveyard, `Battlefield` (creature, artifact or land cards, under its owner's control, 110.2a; `Tapped$`; `GainControl$ True` only for your own cards); `Defined$ ChosenCard`/`TriggeredCard` untargeted; without `ValidTgts$`, `Origin$ Library/Hand/Graveyard`: the player chooses `ChangeNum$` cards matching `ChangeType$` to `Destination$ Hand/Battlefield/Graveyard/Exile` (701.23; `Tapped$`, `Reveal$`, `Mandatory$`, `Shuffle$`; a library is then shuffled); a spell's `Origin$ Stack` without a target: the spell itself goes to `Destination$ Library/Exile/Hand` as it resolves instead of its graveyard (608.2n)"},
    {ApiType::GainLife, "ValidTgts Defined LifeAmount", compile_life,
     "a player target, `Defined$ You` or a player named by `Defined$` gains `LifeAmount$` life"},
    {ApiType::LoseLife, "ValidTgts Defined LifeAmount", compile_life,
     "a player target, `Defined$ You` or a player named by `Defined$` loses `LifeAmount$` life"},
    {ApiType::Draw, "ValidTgts Defined NumCards Reveal RememberDrawn", compile_draw,
     "the player draws `NumCards$` (default 1); `Reveal$ True \\| RememberDrawn$ True` with one card: draws it revealed, for a later `Discard \\| Mode$ Defined`"},
    {ApiType::Discard, "ValidTgts Defined NumCards Mode DefinedCards", compile_discard,
     "the player discards `NumCards$`: `Mode$ TgtChoose` (their choice) or `Random`; `Mode$ Defined \\| DefinedCards$ Remembered`: the card an earlier `Draw \\| Reveal$` drew, if it matches `ConditionPresent$`"},
    {ApiType::Mana, "Produced Amount", compile_mana,
     "adds `Amount$` mana of `Produced$` (one symbol, `C` colorless) to its controller's pool (106.4); mana abilities: cards/ability_compiler.h"},
    {ApiType::Pump, REWIND_TARGET " TargetMin TargetMax NumAtt NumDef KW UntilEndOfCombat Permanent", compile_pump,
     "its target or the source gets `NumAtt$`/`NumDef$` (`+3`, `-2`, `+X`) and `KW$` (`Flying & Trample`; also landwalk, `HIDDEN Unblockable`, can't be regenerated, combat damage prevented) until end of turn (611.2); `UntilEndOfCombat$ True` for P/T and keywords; `KW$ HIDDEN This card doesn't untap during your next untap step. \\| Permanent$ True`: it doesn't untap during its controller's next untap step (502.3)"},
    {ApiType::PumpAll, "ValidCards NumAtt NumDef KW UntilEndOfCombat Permanent Defined", compile_pump,
     "each creature matching `ValidCards$` gets `NumAtt$`/`NumDef$` and `KW$` keywords until end of turn; `Defined$ Targeted \\| KW$ HIDDEN This card doesn't untap during your next untap step. \\| Permanent$ True`: those the targeted player controls don't untap during their controller's next untap step (502.3)"},
    {ApiType::Poison, "ValidTgts Defined Num", compile_poison,
     "the player gets `Num$` (default 1) poison counters (122.1f; ten or more: 704.5c)"},
    {ApiType::Fight, "ValidTgts Defined", compile_fight,
     "`Defined$ ParentTarget` (the creature the node before targets), `Self` or `TriggeredCard`/`TriggeredCardLKICopy` fights the node's creature target (701.12: each deals damage equal to its power to the other; none if either is gone, 701.12b)"},
    {ApiType::AddTurn, "ValidTgts Defined NumTurns", compile_add_turn,
     "the player (`Defined$ You`, the default, or a player target) takes `NumTurns$` (default 1) extra turns after this one, the most recently created first (500.7)"},
    {ApiType::Debuff, REWIND_TARGET " Keywords Permanent", compile_debuff,
     "its target or the source loses `Keywords$` until end of turn (613.1f); `Permanent$ True`: for as long as it stays"},
    {ApiType::TapOrUntap, REWIND_TARGET, compile_tap_or_untap,
     "its controller chooses as it resolves: tap or untap its target (`yes_no`: \"Tap it? (no: untap it)\")"},
    {ApiType::Animate, REWIND_TARGET " Colors OverwriteColors Permanent Power Toughness Types Keywords UntilYourNextUpkeep RemoveCreatureTypes", compile_animate,
     "its target or the source gets base `Power$`/`Toughness$` (613.4b; either may be absent: unchanged), the card types in `Types$` (613.1d) and the `Keywords$` (613.1f) until end of turn, `UntilYourNextUpkeep$` or, with `Permanent$ True`, for as long as it stays; the source's own creature subtypes with `RemoveCreatureTypes$ True`; `Colors$`: a spell or permanent's colors (613.1e), added to its own (105.3) or, with `OverwriteColors$ True`, replacing them"},
    {ApiType::GainControl, REWIND_TARGET " LoseControl AddKWs Untap", compile_gain_control,
     "its controller gains control of its target until end of turn (`LoseControl$ EOT`, layer 2, 613.1b), `Untap$ True`, `AddKWs$` keywords as long"},
    {ApiType::Play, REWIND_TARGET " WithoutManaCost Controller", compile_play,
     "`WithoutManaCost$ True`: its controller casts its target card (`TgtZone$ Graveyard/Exile/Hand`) or `Defined$ TopOfLibrary` without paying its mana cost (608.2g)"},
    {ApiType::SetState, REWIND_TARGET " Mode", compile_set_state,
     "`Mode$ Transform`: a double-faced permanent turns over (701.28, 712)"},
    {ApiType::Attach, "ValidTgts TgtZone TargetType", compile_attach,
     "an Aura spell enters the battlefield attached to its target (303.4f); activated (Equip, 702.6a): attaches its source"},
    {ApiType::Counter, "ValidTgts TgtZone TargetType", compile_counter_spell,
     "`TargetType$ Spell`: counters its target spell, which goes to its owner's graveyard (701.5)"},
    {ApiType::TapAll, "ValidCards ValidTgts Defined", compile_tap_all_drain,
     "taps every permanent matching `ValidCards$` (701.21); with a target player (`ValidTgts$ Player`), only those that player controls (\"tap all creatures target player controls\"); with `Defined$` a player, `ValidCards$ Land.hasManaAbility` only: the player taps all lands with mana abilities they control (Power Sink)"},
    {ApiType::UntapAll, "ValidCards", compile_tap_all_drain,
     "untaps every permanent matching `ValidCards$` (701.21)"},
    {ApiType::DrainMana, "ValidTgts Defined", compile_tap_all_drain,
     "the player loses all unspent mana (106.4)"},
    {ApiType::Tap, REWIND_TARGET " TargetMin TargetMax", compile_tap_untap_regenerate, "taps its target or the source (701.21)"},
    {ApiType::Untap, REWIND_TARGET " TargetMin TargetMax", compile_tap_untap_regenerate, "untaps its target or the source (701.21)"},
    {ApiType::Regenerate, REWIND_TARGET, compile_tap_untap_regenerate,
     "gives its target or the source a regeneration shield until end of turn (701.15)"},
    {ApiType::PutCounter, REWIND_TARGET " TargetMin TargetMax CounterType CounterNum UpTo MaxFromEffect", compile_counters,
     "puts `CounterNum$` (default 1) counters of `CounterType$` (`P1P1`, `M1M1`, named kinds: cards/counter_kind.h) on its target or the source (122.1); `UpTo$ True \\| MaxFromEffect$ N` on the source: at most N in all"},
    {ApiType::RemoveCounter, REWIND_TARGET " CounterType CounterNum", compile_counters,
     "removes up to `CounterNum$` counters of `CounterType$` from its target or the source"},
    {ApiType::PutCounterAll, "ValidCards CounterType CounterNum", compile_counters,
     "puts `CounterNum$` counters of `CounterType$` on each permanent matching `ValidCards$`"},
    {ApiType::Token, "TokenImage TokenAltImages TokenOwner TokenScript TokenName TokenTypes TokenColors TokenPower TokenToughness TokenKeywords TokenAmount", compile_token,
     "creates `TokenAmount$` tokens (111.2), owned by `TokenOwner$ You`: the 2019 form (`TokenName$`, `TokenTypes$`, `TokenColors$`, `TokenPower$`, `TokenToughness$`, `TokenKeywords$`) or a `TokenScript$` (`w_1_1_soldier`)"},
    {ApiType::ChangeZoneAll, "ChangeType Origin Destination Shuffle LibraryPosition ValidTgts Defined", compile_change_zone_all,
     "each card matching `ChangeType$` in `Origin$ Battlefield/Graveyard` (a player target: the ones that player owns) goes to `Destination$ Hand/Exile/Graveyard/Library` (`Shuffle$ True`); `Origin$ Hand`: every card in the player's hand (`RememberChanged$` counts them)"},
    {ApiType::Mill, "Destination ValidTgts Defined NumCards", compile_mill,
     "the player puts the top `NumCards$` cards of their library into their graveyard (701.13)"},
    {ApiType::Sacrifice, "SacMessage SacValid Defined Amount ValidTgts RememberSacrificed", compile_sacrifice,
     "`SacValid$ Self`/`Defined$ Self`: the source (701.17); else the player sacrifices `Amount$` permanents matching `SacValid$` of their choice (`Creature.Other` leaves the source out; `RememberSacrificed$ True` counts them)"},
    {ApiType::PreventDamage, "ValidTgts TgtZone TargetType Defined Amount", compile_prevent_damage,
     "prevents the next `Amount$` damage to its target or `Defined$ You` this turn (615.7)"},
    {ApiType::Fog, "", compile_fog, "prevents all combat damage that would be dealt this turn (615)"},
    {ApiType::ChooseSource, "Choices", compile_choose_source,
     "its controller chooses a source matching `Choices$` (a permanent or a spell) as it resolves, for the Effect after it"},
    {ApiType::Effect, "ReplacementEffects SVars ImprintCards RememberObjects ValidTgts", compile_effect,
     "only `ReplacementEffects$` a DamageDone replacement about the chosen source: prevent its next damage to you (`PreventionEffect$ True`, the Circles of Protection), redirect it to you (614.9) or have it dealt back (Eye for an Eye)"},
    {ApiType::Scry, "ValidTgts Defined ScryNum", compile_scry_effect,
     "the player scries `ScryNum$` (default 1): bottom any number, the rest back on top in any order (701.22a)"},
    {ApiType::Shuffle, "ValidTgts Defined", compile_library_look,
     "the player (`Defined$ You`/`Targeted` or a player target) shuffles their library (701.24)"},
    {ApiType::RevealHand, "ValidTgts Defined", compile_library_look,
     "its controller looks at the target player's hand (701.20e)"},
    {ApiType::Dig, "ValidTgts Defined NoMove DigNum ChangeNum ChangeValid AnyNumber Reveal DestinationZone LibraryPosition Tapped DestinationZone2 LibraryPosition2", compile_library_look,
     "looks at the top `DigNum$` cards of a library: `NoMove$ True` only looks; else moves `ChangeNum$` (`All`, `AnyNumber$`, `Optional$`) matching `ChangeValid$` to `DestinationZone$`, the rest to `DestinationZone2$` (rules/vm_dig.h)"},
    {ApiType::FlipACoin, "Flipper NoCall RememberResult WinSubAbility LoseSubAbility HeadsSubAbility TailsSubAbility", compile_flip,
     "flips a coin (705): `WinSubAbility$`/`LoseSubAbility$`, or `NoCall$ True` with `HeadsSubAbility$`/`TailsSubAbility$`; in RepeatEach `Flipper$ Remembered`, `RememberResult$ True` marks the players who got tails"},
    {ApiType::RepeatEach, "RepeatPlayers RepeatSubAbility", compile_repeat_each,
     "`RepeatPlayers$ Player`/`TargetedAndYou`/`Player.Opponent`: `RepeatSubAbility$` runs for each player in APNAP order (101.4), or for the opponent, `Defined$ Remembered` naming that player"},
    {ApiType::Repeat, "RepeatSubAbility ValidTgts RepeatCount RepeatCheckSVar RepeatSVarCompare", compile_repeat,
     "`RepeatSubAbility$` runs `RepeatCount$` times (1 to 8), or again while `RepeatCheckSVar$` (a StoreSVar register) compares true (608.2c)"},
    {ApiType::StoreSVar, "SVar Type Expression", compile_store_svar,
     "the card's one stored SVar (a register) becomes `Expression$` (`Type$ Number/Count/CountSVar`)"},
    {ApiType::GenericChoice, "ValidTgts Defined Choices", compile_generic_choice,
     "`Defined$` chooses one of 2 to 8 `Choices$` (DB$ chains without targets, each offered by its SpellDescription$) as it resolves"},
    {ApiType::ChoosePlayer, "Defined Choices ChoiceTitle", compile_choose,
     "`Choices$ Player`/`Player.Opponent`: the source remembers the chosen player (614.12; `Defined$ ChosenPlayer`)"},
    {ApiType::ChooseColor, "Defined Choices ChoiceTitle", compile_choose,
     "`Choices$ AnyColor` or a list: the source remembers the color (`ChosenColor` in its statics)"},
    {ApiType::ChooseType, "Defined Type InvalidTypes ValidTypes ChoiceTitle", compile_choose,
     "`Type$ Creature` (the 205.3m list) or `Basic Land`: the source remembers the subtype (`ChosenType`)"},
    {ApiType::ChooseCard, "Defined Amount Mandatory ChoiceZone Choices ChoiceTitle", compile_choose,
     "one card matching `Choices$` in `ChoiceZone$ Battlefield/Graveyard/Hand` (yours): the source remembers it (`Defined$ ChosenCard`)"},
    {ApiType::ChooseNumber, "Defined Min Max ListTitle ChoiceTitle", compile_choose,
     "a number from `Min$` to `Max$` (at most 64): `Count$ChosenNumber`"},
    {ApiType::Cleanup, "ClearRemembered ClearChosenCard ClearCoinFlips", compile_cleanup,
     "`ClearRemembered$ True` (the Remembered count starts again), `ClearChosenCard$ True`, `ClearCoinFlips$ True`"},
    {ApiType::Charm, "Choices CharmNum", nullptr,
     "a spell's \"choose one\" (700.2, 601.2b): 2 `Choices$` modes, each an SVar with exactly one target, `CharmNum$ 1`; compiled as the whole spell (EffectCompiler::run_charm), not as a sub-ability"},
    {ApiType::DelayedTrigger, "Mode Phase ValidPlayer Execute RememberObjects TriggerDescription SpellDescription StackDescription AILogic", nullptr,
     "only as a trigger's `Execute$`: `Mode$ Phase \\| Phase$ EndCombat`, \"at end of combat\" (603.7; cards/delayed_compiler.h)"},
    {ApiType::ReplaceEffect, "VarName VarValue VarType", nullptr,
     "only as the `ReplaceWith$` of an Effect's replacement: `VarName$ Affected \\| VarValue$ You \\| VarType$ Player` (the damage is dealt to you)"},
};
// clang-format on

}  // namespace

std::span<const EffectFamily> effect_families() {
  return kEffects;
}

const EffectFamily* effect_family(ApiType api) {
  static const std::array<const EffectFamily*, static_cast<size_t>(ApiType::Unknown) + 1> index =
      [] {
        std::array<const EffectFamily*, static_cast<size_t>(ApiType::Unknown) + 1> a{};
        for (const EffectFamily& f : kEffects) a[static_cast<size_t>(f.api)] = &f;
        return a;
      }();
  return index[static_cast<size_t>(api)];
}

// ---- Triggers.

const std::string_view kCommonTriggerParams =
    "Mode Execute TriggerZones TriggerDescription Secondary AILogic IsPresent PresentCompare "
    "PresentZone "
    "OptionalDecider";

namespace {

// clang-format off
constexpr TriggerFamily kTriggers[] = {
    {TriggerMode::ChangesZone, "Origin Destination ValidCard TriggerController NoTimestampCheck", compile_changes_zone_trigger,
     "When CARDNAME enters the battlefield (603.6a: `Destination$ Battlefield \\| ValidCard$ Card.Self`), dies (700.4: `Origin$ Battlefield \\| Destination$ Graveyard`), or whenever a `ValidCard$` moves from `Origin$` to `Destination$` (603.6, 603.10a)"},
    {TriggerMode::Phase, "Phase ValidPlayer", compile_phase_trigger,
     "At the beginning of `Phase$ Upkeep`, `Draw`, `BeginCombat`, `End of Turn` or at `EndCombat` (503.1, 504.2, 507.1, 513.1, 511.1) of `ValidPlayer$ You`/`Player` (the default)/`EnchantedController`/`Player.Chosen`"},
    {TriggerMode::Attacks, "ValidCard Alone", compile_card_event_trigger, "Whenever `ValidCard$` attacks (508.1); `Alone$ True`: attacks alone (506.5); `Defined$ TriggeredAttacker` is the attacker"},
    {TriggerMode::Blocks, "ValidCard", compile_card_event_trigger,
     "Whenever `ValidCard$` blocks (509.1); `Defined$ TriggeredBlocker` is the blocker"},
    {TriggerMode::AttackerBlocked, "ValidCard", compile_card_event_trigger,
     "Whenever `ValidCard$` becomes blocked, once (509.3c)"},
    {TriggerMode::AttackerBlockedByCreature, "ValidCard ValidBlocker", compile_blocked_by_trigger,
     "Whenever `ValidCard$` becomes blocked by a `ValidBlocker$`, once per blocker; `Defined$ TriggeredBlocker`"},
    {TriggerMode::AttackerUnblocked, "ValidCard", compile_card_event_trigger,
     "Whenever `ValidCard$` attacks and isn't blocked (509.1h)"},
    {TriggerMode::DamageDone, "ValidSource ValidTarget CombatDamage", compile_damage_done_trigger,
     "Whenever a `ValidSource$` deals (`CombatDamage$ True`: combat) damage to a `ValidTarget$` (120.3); `TriggerCount$DamageAmount` is the damage"},
    {TriggerMode::DamageDealtOnce, "ValidSource ValidTarget CombatDamage", compile_damage_once_trigger,
     "Whenever `ValidSource$ Card.Self`/`Card.AttachedBy` deals damage, once for damage dealt at the same time (603.2c), with the total"},
    {TriggerMode::DamageDoneOnce, "ValidSource ValidTarget CombatDamage", compile_damage_once_trigger,
     "Whenever `ValidTarget$ Card.Self`/`Card.AttachedBy` is dealt damage, once per batch"},
    {TriggerMode::SpellCast, "ValidCard ValidActivatingPlayer", compile_spell_cast_trigger,
     "Whenever `ValidActivatingPlayer$ You`/`Opponent` (default: anyone) casts a `ValidCard$` spell (601.2i)"},
    {TriggerMode::Drawn, "ValidCard", compile_drawn_trigger,
     "Whenever a player draws a card: `ValidCard$ Card.YouCtrl`/`Card.OppCtrl` says whose draw (121.1)"},
    {TriggerMode::LifeGained, "ValidPlayer", compile_life_gained_trigger, "Whenever `ValidPlayer$` gains life (119.9)"},
    {TriggerMode::Discarded, "ValidCard", compile_discarded_trigger,
     "with `TriggerZones$ Battlefield`: whenever a player discards a `ValidCard$` card (701.9; `Card.YouOwn`/`Card.OppOwn` say whose); `Card.Self` and `ValidCause$` are not supported"},
    {TriggerMode::Cycled, "ValidCard", compile_cycled_trigger,
     "`ValidCard$ Card.Self`: \"when you cycle CARDNAME\", from its owner's graveyard, also on instants and sorceries; with `TriggerZones$ Battlefield`: whenever a player cycles a `ValidCard$` card (702.29d)"},
    {TriggerMode::BecomesTarget, "ValidTarget ValidSource SourceType FirstTime", compile_becomes_target_trigger,
     "Whenever a `ValidTarget$` object becomes the target of a spell or ability (115.1), once per object as the spell is cast, the ability activated or put on the stack; `ValidSource$`: the spell or the ability's source (`Card.OppCtrl`); `SourceType$ Spell`: spells only; `FirstTime$` is not supported"},
    {TriggerMode::Taps, "ValidCard", compile_card_event_trigger,
     "Whenever `ValidCard$` becomes tapped (701.21: for mana, to attack, for a cost or by an effect)"},
    {TriggerMode::TapsForMana, "ValidCard", compile_card_event_trigger,
     "Whenever a player taps `ValidCard$` for mana (106.12); `Defined$ TriggeredPlayer` is that player"},
};
// clang-format on

}  // namespace

std::span<const TriggerFamily> trigger_families() {
  return kTriggers;
}

const TriggerFamily* trigger_family(TriggerMode mode) {
  for (const TriggerFamily& f : kTriggers)
    if (f.mode == mode) return &f;
  return nullptr;
}

bool trigger_param_known(std::string_view key) {
  if (param_listed(kCommonTriggerParams, key)) return true;
  for (const TriggerFamily& f : kTriggers)
    if (param_listed(f.params, key)) return true;
  return false;
}

// ---- Statics.

const std::string_view kCommonStaticParams =
    "Description EffectZone AffectedZone CharacteristicDefining";
const std::string_view kDescriptiveStaticParams = "Description References AILogic";

namespace {

// clang-format off
constexpr StaticFamily kStatics[] = {
    {StaticMode::Continuous, "Affected AddPower AddToughness AddKeyword GainControl AddType RemoveLandTypes RemoveIntrinsicAbilities SetColor SetPower SetToughness AddHiddenKeyword SetMaxHandSize CheckSVar SVarCompare CheckSecondSVar SecondSVarCompare Condition", compile_continuous_static,
     "`Affected$` permanents get `AddPower$`/`AddToughness$` (numbers, or an SVar that counts: `Count$Valid`, `Count$TypeYouCtrl`, `Count$TypeInYourYard`, `Count$TypeInAllYards`, `Count$ValidGraveyard`, `Count$InYourHand`, `Count$Domain`, `Count$CardCounters` with `/Times.N`, `/Plus.N`, `/Negative`, counted again as it applies; layer 7c, 613.4c) and `AddKeyword$` (layer 6); `GainControl$ You` (2), `AddType$` card types or a basic land type with `RemoveLandTypes$` (4, 305.7), `SetColor$` (5), `SetPower$`/`SetToughness$` (7b; with `CharacteristicDefining$ True \\| EffectZone$ All`, 7a, 604.3); `Affected$ Player` with `AddKeyword$ Skip your untap step.`; `Affected$ Player.Chosen \\| SetMaxHandSize$ N`; only while `CheckSVar$ X \\| SVarCompare$ GE3` holds (and `CheckSecondSVar$`/`SecondSVarCompare$`; X a number, `Count$Valid`, `Count$ValidGraveyard`, `Count$TypeYouCtrl` or `Count$InYourHand`, relative to its controller) and `Condition$ Threshold`/`Hellbent`/`Metalcraft`/`Delirium`/`PlayerTurn`/`NotPlayerTurn` (604.2, 611.3a; re-checked whenever statics are recomputed)"},
    {StaticMode::CantAttack, "ValidCard", compile_cant_attack_block_static, "`ValidCard$` creatures can't attack (508.1a)"},
    {StaticMode::CantBlock, "ValidCard", compile_cant_attack_block_static, "`ValidCard$` creatures can't block (509.1a)"},
    {StaticMode::RaiseCost, "ValidCard Type Amount Activator", compile_cost_mod_static,
     "`Type$ Spell`/`Ability` of `ValidCard$` cost `Amount$` (a number) more for `Activator$ You`/`Opponent`/`Player` (601.2f)"},
    {StaticMode::ReduceCost, "ValidCard Type Amount Activator", compile_cost_mod_static,
     "the same, `Amount$` generic mana less"},
    {StaticMode::ETBTapped, "ValidCard", compile_etb_tapped_static,
     "`ValidCard$` permanents enter the battlefield tapped (614.1c)"},
};
// clang-format on

}  // namespace

std::span<const StaticFamily> static_families() {
  return kStatics;
}

const StaticFamily* static_family(StaticMode mode) {
  for (const StaticFamily& f : kStatics)
    if (f.mode == mode) return &f;
  return nullptr;
}

// ---- Replacements.

namespace {

constexpr ReplacementFamily kReplacements[] = {
    {ReplacementEvent::DamageDone,
     "Event ValidSource ValidTarget PreventionEffect ReplaceWith Description", "ApiType Effect",
     "the next damage the chosen source (`ValidSource$ Card.ChosenCard`) would deal to "
     "`ValidTarget$` is prevented "
     "(`PreventionEffect$ True`) or replaced (`ReplaceWith$`, 614.1a, 614.9)"},
    {ReplacementEvent::Moved, "Event ValidCard Destination ReplaceWith Description",
     "R: line (cards/enters_tapped_compiler.h)",
     "`ValidCard$ Card.Self \\| Destination$ Battlefield \\| ReplaceWith$ SVAR` where SVAR is "
     "`DB$ Tap \\| Defined$ Self \\| ETB$ True` (also as `K:ETBReplacement:Other:SVAR`): it enters "
     "tapped (614.1c), if `ConditionPresent$`/`ConditionCompare$` or `ConditionCheckSVar$` "
     "(`Count$Valid`, `Count$LastStateBattlefield`) compares true as it arrives, or unless its "
     "controller pays life as it enters (`UnlessCost$ PayLife<N> \\| UnlessPayer$ You`, the "
     "shocklands: a `yes_no` decision before anything else happens, 614.12, 119.4), then "
     "`PutCounter \\| ETB$ True \\| Defined$ Self` counters; other Moved replacements are refused"},
};

}  // namespace

std::span<const ReplacementFamily> replacement_families() {
  return kReplacements;
}

const ReplacementFamily* replacement_family(ReplacementEvent event) {
  for (const ReplacementFamily& f : kReplacements)
    if (f.event == event) return &f;
  return nullptr;
}

// ---- Keywords.

namespace {

// clang-format off
// Rows are tried in this order; the named keywords last.
#define REWIND_KEYWORD_ROW(e, name, rule) {name, name, keyword_named, nullptr, compile_keyword_bit, "the keyword ability (" rule ")"},
#define REWIND_EVASION_ROW(name, rule) {name, name, keyword_named, nullptr, compile_keyword_bit, "evasion (" rule "; KeywordSet::evasion)"},
constexpr KeywordFamily kKeywordFamilies[] = {
    {"Enchant", "Enchant <what>", keyword_enchant, nullptr, compile_enchant,
     "an Aura's: what its `A:SP$ Attach` may target (303.4) and 704.5m; refused on anything but an Aura"},
    {"Equip", "Equip:COST[:VALID:TEXT]", keyword_prefixed, nullptr, compile_equip,
     "an Equipment's equip ability: `A:AB$ Attach \\| Cost$ COST \\| ValidTgts$ Creature.YouCtrl \\| SorcerySpeed$ True` (702.6a, 704.5n)"},
    {"Cycling", "Cycling:COST", keyword_prefixed, nullptr, compile_cycling,
     "\"COST, Discard this card: Draw a card.\", activated only while the card is in its owner's hand (702.29a-b); cycling triggers are `Mode$ Cycled`"},
    {"TypeCycling", "TypeCycling:TYPE:COST", keyword_prefixed, nullptr, compile_cycling,
     "typecycling (702.29e): \"COST, Discard this card: Search your library for a TYPE card (`Basic`: a basic land card), reveal it, put it into your hand, then shuffle.\", from the hand like Cycling; it is cycling (`Mode$ Cycled` triggers)"},
    {"Flashback", "Flashback COST", keyword_flashback, nullptr, compile_flashback,
     "cast from its owner's graveyard for COST (mana symbols, with X, and at most one `PayLife<N>`) instead of its mana cost, with its card type's timing; exiled instead of going anywhere else when it leaves the stack (702.34a). Other costs (`tapXType`, `Sac`, `Discard`) are refused by name"},
    {"ETBReplacement", "ETBReplacement:Other:SVAR", keyword_etb_replacement, etb_replacement_supported, compile_etb_replacement,
     "\"as CARDNAME enters, choose ...\": the SVar's choices run as the permanent spell resolves (614.12; cards/choice_compiler.h)"},
    {"UpkeepCost", "UpkeepCost:COST", keyword_upkeep_cost, nullptr, compile_upkeep_cost,
     "\"at the beginning of your upkeep, sacrifice CARDNAME unless you pay COST\" (a fixed mana cost; cards/upkeep_cost.h)"},
    {"Prowess", "Prowess", keyword_named, nullptr, compile_keyword_triggers,
     "\"whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn\" (702.108a), built as that `Mode$ SpellCast` trigger"},
    {"Exalted", "Exalted", keyword_named, nullptr, compile_keyword_triggers,
     "\"whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn\" (702.83a), built as that `Attacks` trigger (`Alone$ True`)"},
    {"Bushido", "Bushido:N", keyword_prefixed, nullptr, compile_keyword_triggers,
     "\"whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn\" (702.45a), built as those `Blocks` and `AttackerBlocked` triggers"},
    {"Soulshift", "Soulshift:N", keyword_prefixed, nullptr, compile_keyword_triggers,
     "\"when this creature dies, you may return target Spirit card with mana value N or less from your graveyard to your hand\" (702.46a), built as that trigger; Soulshift X is refused"},
    {"Echo", "Echo:COST", keyword_echo, nullptr, compile_echo,
     "\"at the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay COST\" (702.30a; a fixed mana cost; kEchoDue marks it as it comes under a player's control)"},
    {"etbCounter", "etbCounter:KIND:N", keyword_etb_counter, nullptr, compile_etb_counter,
     "it enters the battlefield with N counters of KIND (614.1c); `etbCounter:KIND:N:CheckSVar$ WasKicked:TEXT` with `WasKicked = Count$Kicked.1.0`: only if it was kicked (702.33e)"},
    {"Kicker", "Kicker:COST", keyword_prefixed, nullptr, compile_kicker,
     "an optional additional cost of mana symbols (702.33a), offered as \"cast NAME with kicker\"; the spell, and the permanent it becomes, was kicked (702.33d), read by `Condition$ Kicked`, `Count$Kicked.A.B` and the Valid property `kicked`. Two kicker costs (702.33b), Multikicker and non-mana costs (`Sac<1/Land>`, `tapXType`) are refused by name"},
    {"Buyback", "Buyback:COST", keyword_prefixed, nullptr, compile_kicker,
     "an instant's or sorcery's optional additional cost of mana symbols (702.27a), offered as \"cast NAME with buyback\": paid, the spell goes to its owner's hand as it resolves instead of their graveyard. Non-mana costs are refused by name"},
    {"CantBeBlockedBy", "CantBeBlockedBy VALID", keyword_cant_be_blocked_by, nullptr, compile_cant_be_blocked_by,
     "creatures matching VALID can't block it (509.1b)"},
    {"Unblockable", "Unblockable", keyword_named, nullptr, compile_unblockable,
     "\"CARDNAME can't be blocked.\" (509.1b)"},
    {"CantBlock", "CantBlock VALID:TEXT", keyword_cant_block, nullptr, compile_cant_block,
     "it can't block creatures matching VALID (509.1a)"},
    {"CARDNAME can't block.", "CARDNAME can't block.", keyword_rule_text, nullptr, compile_face_rule,
     "it can't be declared as a blocker (509.1a; CardFace::self_rules)"},
    {"CARDNAME doesn't untap during your untap step.", "CARDNAME doesn't untap during your untap step.", keyword_rule_text, nullptr, compile_face_rule,
     "it stays tapped in its controller's untap step (502.3)"},
    {"CARDNAME enters the battlefield tapped.", "CARDNAME enters the battlefield tapped.", keyword_rule_text, nullptr, compile_face_rule,
     "it enters the battlefield tapped (614.1c)"},
    {"CARDNAME attacks each combat if able.", "CARDNAME attacks each combat if able.", keyword_rule_text, nullptr, compile_face_rule,
     "an attack requirement (508.1d): attackers are done only once it attacks, if it can"},
    {"CARDNAME can't be countered.", "CARDNAME can't be countered.", keyword_rule_text, nullptr, compile_face_rule,
     "a spell or ability that counters it does nothing to it (101.2); it can still be targeted"},
    {"CARDNAME can block only creatures with flying.", "CARDNAME can block only creatures with flying.", keyword_rule_text, nullptr, compile_face_rule,
     "a block restriction (509.1a; kBlocksOnlyFlyers, computed with its characteristics)"},
    {"A deck can have any number of cards named CARDNAME.", "A deck can have any number of cards named CARDNAME.", keyword_rule_text, nullptr, compile_deck_any_number,
     "a constructed deck may hold more than four copies of it (100.2a; CardFace::deck_any_number)"},
    {"Devoid", "Devoid", keyword_named, nullptr, compile_devoid,
     "it is colorless whatever its mana cost (702.114a), in every zone (604.3)"},
    {"Changeling", "Changeling", keyword_named, nullptr, compile_changeling,
     "it is every creature type (702.73a), in every zone (604.3): filters, lords and choices of a creature type see each"},
    REWIND_KEYWORDS(REWIND_KEYWORD_ROW)
    REWIND_EVASION(REWIND_EVASION_ROW)
    {"Protection", "Protection from COLOR", keyword_protection, nullptr, compile_keyword_bit,
     "protection from a color, or from artifacts, enchantments or creatures (702.16a: damage "
     "from such sources is prevented, they can't target it, enchant or equip it, or block it); "
     "other qualities (\"from Goblins\", \"from multicolored\") are not supported"},
};
#undef REWIND_KEYWORD_ROW
#undef REWIND_EVASION_ROW
// clang-format on

}  // namespace

std::span<const KeywordFamily> keyword_families() {
  return kKeywordFamilies;
}

const KeywordFamily* keyword_family(std::string_view value) {
  for (const KeywordFamily& f : kKeywordFamilies)
    if (f.matches(f, value)) return &f;
  return nullptr;
}

}  // namespace rwd
