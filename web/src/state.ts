// The client's state logic, pure functions of what the server sent (unit-tested in
// test/state.test.ts). The page is a function of (position, log, local choices): no rules
// run here, and nothing the server did not send is ever shown.
import type {
  Answer,
  CardView,
  Decision,
  GameEvent,
  LogFrame,
  Option,
  Position,
  Seat,
  ServerMessage,
  View,
} from './types';

export const seatIndex = (s: Seat): 0 | 1 => (s === 'p1' ? 0 : 1);
export const otherSeat = (s: Seat): Seat => (s === 'p1' ? 'p2' : 'p1');
export const seatName = (i: number): Seat => (i === 0 ? 'p1' : 'p2');

// The object ids named in a label: "block Grizzly Bears#31 with Wall of Swords#52" -> [31, 52].
export function labelIds(label: string): number[] {
  const out: number[] = [];
  for (const m of label.matchAll(/#(\d+)/g)) out.push(Number(m[1]));
  return out;
}

// A label without its "#id" suffixes, for people: "cast Grizzly Bears".
export function plainLabel(label: string): string {
  return label.replace(/#\d+/g, '');
}

// Kinds answered by clicking a card (the option's `object`); the rest are buttons.
const CARD_KINDS = new Set([
  'play_land',
  'cast',
  'activate',
  'attack',
  'block',
  'unblock',
  'target',
  'bottom_card',
  'discard',
  'sacrifice',
  'keep_legend',
  'source',
]);

export function isCardOption(o: Option): boolean {
  return o.object !== undefined && CARD_KINDS.has(o.kind);
}
export function isPlayerOption(o: Option): boolean {
  return o.player !== undefined && o.object === undefined;
}

// The options answered by clicking card `id`, in option order.
export function optionsForCard(d: Decision | null, id: number): Option[] {
  if (!d) return [];
  return d.options.filter((o) => isCardOption(o) && o.object === id);
}

export function optionsForPlayer(d: Decision | null, seat: Seat): Option[] {
  if (!d) return [];
  return d.options.filter((o) => isPlayerOption(o) && o.player === seat);
}

// Options shown as buttons: those not bound to a card or a player on screen. `shown` is the
// set of object ids the page renders; a card option whose card is not on screen (a card in
// a library) becomes a button too.
export function buttonOptions(d: Decision | null, shown: Set<number>): Option[] {
  if (!d) return [];
  return d.options.filter((o) => {
    if (isPlayerOption(o)) return false;
    if (isCardOption(o)) return !shown.has(o.object!);
    return true;
  });
}

// The engine's reason why card `id` can't be chosen now, if it says one. For an activated
// ability the name carries the cost ("Royal Assassin#12 ({T})"): all its reasons are given.
export function unselectableReason(d: Decision | null, id: number): string | null {
  if (!d) return null;
  const rs = d.unselectable.filter((u) => u.object === id);
  if (rs.length === 0) return null;
  if (rs.length === 1 && !/\(\{/.test(rs[0].name)) return rs[0].reason;
  return rs.map((u) => `${plainLabel(u.name)}: ${u.reason}`).join('; ');
}

export type Click =
  | { kind: 'answer'; option: Option }
  | { kind: 'menu'; options: Option[] }
  | { kind: 'refused'; reason: string }
  | { kind: 'none' };

// What a click on card `id` does for the viewer `me` (null: a spectator).
export function clickCard(d: Decision | null, me: Seat | null, id: number, cardName = 'this card'): Click {
  if (!d) return { kind: 'refused', reason: 'the game is over' };
  if (me === null) return { kind: 'refused', reason: 'spectators watch; they do not answer' };
  if (d.player !== me) return { kind: 'refused', reason: `${d.player} is to act, not you` };
  const opts = optionsForCard(d, id);
  if (opts.length === 1) return { kind: 'answer', option: opts[0] };
  if (opts.length > 1) return { kind: 'menu', options: opts };
  const why = unselectableReason(d, id);
  if (why) return { kind: 'refused', reason: `${cardName}: ${why}` };
  return { kind: 'none' };
}

// Multi-picks (attackers, blockers, discards, cards to the bottom, damage): "2 of up to 5".
const MULTI = new Set([
  'declare_attackers',
  'declare_blockers',
  'discard',
  'bottom_card',
  'assign_damage',
  'sacrifice',
  'choose_target',
  'choose',
]);
export function pickProgress(d: Decision | null): string | null {
  if (!d || !MULTI.has(d.kind) || d.total <= 0) return null;
  const upTo = d.kind === 'declare_attackers' || d.kind === 'declare_blockers' ? 'up to ' : '';
  if (d.kind === 'choose_target') return `target ${d.picked + 1} of ${d.total}`;
  if (d.kind === 'assign_damage') return `${d.total} damage to assign`;
  return `${d.picked} of ${upTo}${d.total} chosen`;
}

// Waiting triggers: the queue depth counts the stack and the triggers not yet on it (603.3).
export function waitingTriggers(d: Decision | null, v: View): number {
  if (!d) return 0;
  return Math.max(0, d.queue_depth - v.stack.length);
}

// Keyboard shortcuts of the button options: the first option of each kind gets one.
export const SHORTCUTS: Record<string, string> = {
  pass: ' ',
  done: 'Enter',
  keep: 'k',
  mulligan: 'm',
  yes: 'y',
  no: 'n',
};
export function shortcutName(key: string): string {
  return key === ' ' ? 'Space' : key.length === 1 ? key.toUpperCase() : key;
}
export function optionForKey(d: Decision | null, me: Seat | null, key: string): Option | null {
  if (!d || me === null || d.player !== me) return null;
  const k = key.length === 1 ? key.toLowerCase() : key;
  for (const [kind, sc] of Object.entries(SHORTCUTS))
    if (sc === k) return d.options.find((o) => o.kind === kind) ?? null;
  return null;
}

// ---- The log ----

export interface LogLine {
  frame: number;
  text: string;
  who?: Seat;
  kind: 'answer' | 'event';
  minor: boolean; // steps and passes: shown only with "details"
}

const MINOR_EVENTS = new Set(['step_begin', 'pass_priority', 'shuffle', 'tap_for_mana', 'mana_added']);

export function answerText(a: Answer, decisionKind?: string): string {
  if (a.hidden || !a.label) return `${a.player} made a hidden choice`;
  if (decisionKind === 'priority' && a.label === 'pass') return `${a.player} passes`;
  return `${a.player}: ${plainLabel(a.label)}`;
}

export function linesOfUpdate(a: Answer, events: GameEvent[], frame: number, decisionKind?: string): LogLine[] {
  const out: LogLine[] = [];
  const passes = a.label === 'pass' || a.label === 'done';
  // A priority answer's events say the same in words ("p2 casts Grizzly Bears").
  const told = decisionKind === 'priority' && events.some((e) => !MINOR_EVENTS.has(e.event));
  out.push({ frame: a.frame, text: answerText(a, decisionKind), who: a.player, kind: 'answer', minor: passes || told });
  for (const e of events) {
    if (passes && e.event === 'pass_priority' && e.player === a.player) continue;
    out.push({
      frame: e.frame ?? frame,
      text: e.event === 'turn_begin' ? `— ${e.text} —` : plainLabel(e.text),
      who: e.player,
      kind: 'event',
      minor: MINOR_EVENTS.has(e.event),
    });
  }
  return out;
}

export function linesOfLog(frames: LogFrame[], upTo: number): LogLine[] {
  const out: LogLine[] = [];
  for (const f of frames) {
    if (f.frame >= upTo) break;
    out.push(...linesOfUpdate({ frame: f.frame, player: f.player, label: f.label }, f.events, f.frame + 1, f.kind));
  }
  return out;
}

// ---- Stack targets, from the public answers ----

// Targets are chosen while a spell is cast or an ability put on the stack (601.2c, 603.3d);
// their answers are public. `TargetBook` remembers, per source object, the targets chosen
// for it, so the stack shows "→ Grizzly Bears".
export interface TargetBook {
  source: number | null;
  targets: Record<number, string[]>;
}
export const emptyTargets = (): TargetBook => ({ source: null, targets: {} });

export function noteAnswer(book: TargetBook, a: Answer, decisionKind: string | undefined): TargetBook {
  if (!a.label || a.hidden) return book;
  const ids = labelIds(a.label);
  if (decisionKind === 'priority' || decisionKind === 'order_triggers') {
    if (ids.length && /^(cast|activate|put)/.test(a.label)) {
      const source = ids[0];
      const targets = { ...book.targets };
      delete targets[source];
      return { source, targets };
    }
    return book;
  }
  if (decisionKind === 'choose_target' && book.source !== null) {
    const t = plainLabel(a.label.replace(/^target\s+/, ''));
    const list = [...(book.targets[book.source] ?? []), t];
    return { source: book.source, targets: { ...book.targets, [book.source]: list } };
  }
  return book;
}

// ---- The board ----

export function hasType(c: CardView, t: string): boolean {
  return c.type_line.split(/[\s—-]+/).includes(t);
}

export interface Rows {
  creatures: CardView[];
  others: CardView[]; // artifacts, enchantments, planeswalkers (not creatures, not lands)
  lands: CardView[];
  attached: Record<number, CardView[]>; // host id -> Auras and Equipment on it
}

// One player's permanents laid out by card type; a permanent attached to another goes with
// its host.
export function layoutBattlefield(all: CardView[], controller: number): Rows {
  const ids = new Set(all.map((c) => c.id));
  const rows: Rows = { creatures: [], others: [], lands: [], attached: {} };
  for (const c of all) {
    if (c.attached_to !== undefined && ids.has(c.attached_to)) {
      const host = all.find((h) => h.id === c.attached_to)!;
      if (host.controller === controller) (rows.attached[host.id] ??= []).push(c);
      continue;
    }
    if (c.controller !== controller) continue;
    if (hasType(c, 'Creature')) rows.creatures.push(c);
    else if (hasType(c, 'Land')) rows.lands.push(c);
    else rows.others.push(c);
  }
  return rows;
}

// Mana symbols of a cost "{2}{W/U}{G}": text and colours (C: generic or colourless).
export interface ManaSymbol {
  text: string;
  colors: string[];
}
export function manaSymbols(cost: string): ManaSymbol[] {
  const out: ManaSymbol[] = [];
  for (const m of cost.matchAll(/\{([^}]+)\}/g)) {
    const parts = m[1].split('/');
    const colors = parts.filter((p) => /^[WUBRG]$/.test(p));
    out.push({ text: m[1], colors: colors.length ? colors : ['C'] });
  }
  return out;
}

// The rules text without the lines that only repeat the card's keywords (a frame shows the
// keywords above it): "Flying\nWhen it enters, draw a card." with keywords "Flying" keeps
// the second line only.
export function rulesBeyondKeywords(text: string | undefined, keywords: string | undefined): string | undefined {
  if (!text) return text;
  const kw = new Set((keywords ?? '').split(',').map((k) => k.trim().toLowerCase()));
  const lines = text.split('\n').filter((l) => !l.split(',').every((p) => kw.has(p.trim().toLowerCase())));
  return lines.join('\n') || undefined;
}

// "2/2 printed; +1/+1 Crusade#45" -> ["2/2 printed", "+1/+1 Crusade"].
export function ptBreakdown(c: CardView): string[] {
  if (!c.pt_sources) return c.power !== undefined ? [`${c.power}/${c.toughness} printed`] : [];
  return c.pt_sources.split(';').map((s) => plainLabel(s.trim())).filter(Boolean);
}

// Every object id a position shows the viewer (its hand, both battlefields, the stack,
// graveyards and exile).
export function shownIds(v: View): Set<number> {
  const s = new Set<number>();
  for (const c of v.battlefield) s.add(c.id);
  for (const c of v.stack) s.add(c.id);
  for (const p of v.players) {
    for (const c of p.hand ?? []) s.add(c.id);
    for (const c of p.graveyard) s.add(c.id);
    for (const c of p.exile) s.add(c.id);
  }
  return s;
}

// ---- Replays ----

export interface Marker {
  frame: number;
  turn: number;
  player: Seat;
}
// The first frame of each turn (turn 0 is the mulligans).
export function turnMarkers(frames: LogFrame[]): Marker[] {
  const out: Marker[] = [];
  let last = -1;
  for (const f of frames) {
    if (f.turn !== last) {
      out.push({ frame: f.frame, turn: f.turn, player: f.player });
      last = f.turn;
    }
  }
  return out;
}

// The frame where the next (dir 1) or previous (dir -1) turn starts from `frame`.
export function turnStep(markers: Marker[], frame: number, dir: 1 | -1, last: number): number {
  if (dir > 0) return markers.find((m) => m.frame > frame)?.frame ?? last;
  let best = markers.length ? markers[0].frame : 0;
  for (const m of markers) if (m.frame < frame) best = m.frame;
  return best;
}

// The view of a finished game "from both seats": p1's view with p2's hand too.
export function bothView(views: { p1: View; p2: View }): View {
  const v = structuredClone(views.p1);
  v.players[1].hand = views.p2.players[1].hand;
  v.viewer = null;
  return v;
}

// ---- Reconnecting: resend an answer that got no ack (docs/protocol.md, "Reconnecting") ----

export interface Inflight {
  frame: number;
  n: number;
}
// After a state at `frame`: resend the answer (equal frame: it was lost) or drop it.
export function afterReconnect(inflight: Inflight | null, frame: number): 'resend' | 'drop' | 'none' {
  if (!inflight) return 'none';
  return inflight.frame === frame ? 'resend' : 'drop';
}

// Whether `m` acknowledges the answer in flight: an ack message, or (protocol 2) the
// update that carries its ack.
export function acknowledges(inflight: Inflight | null, m: ServerMessage): boolean {
  if (!inflight) return false;
  if (m.type === 'ack') return m.frame === inflight.frame;
  return m.type === 'update' && m.ack === inflight.frame;
}

// A position after an update; a stale or repeated update (older frame) is ignored.
export function nextPosition(cur: Position | null, next: Position): Position {
  if (cur && next.frame < cur.frame) return cur;
  return next;
}

// ---- What the browser keeps ----

export interface StorageLike {
  getItem(k: string): string | null;
  setItem(k: string, v: string): void;
}

export interface MyGame {
  game: string;
  seat: Seat | 'spectator';
  token: string;
  opponent: string; // "heuristic", "search 200", "friend"
  created: number; // ms since epoch, for sorting
  parent?: string;
}

export function browserId(s: StorageLike, random: () => string): string {
  let id = s.getItem('rewind.browser');
  if (!id) {
    id = random();
    s.setItem('rewind.browser', id);
  }
  return id;
}

export function myGames(s: StorageLike): MyGame[] {
  try {
    const v = JSON.parse(s.getItem('rewind.games') ?? '[]');
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

export function rememberGame(s: StorageLike, g: MyGame): MyGame[] {
  const list = myGames(s).filter((x) => !(x.game === g.game && x.seat === g.seat));
  list.unshift(g);
  const kept = list.slice(0, 200);
  s.setItem('rewind.games', JSON.stringify(kept));
  return kept;
}

// A game's log, kept per game and seat so a reload shows it again (the server sends the
// position only). At most `max` lines, the newest.
export function saveLog(s: StorageLike, game: string, seat: string, lines: LogLine[], max = 3000): void {
  try {
    s.setItem(`rewind.log.${game}.${seat}`, JSON.stringify(lines.slice(-max)));
  } catch {
    /* storage full: the log is a convenience */
  }
}
export function loadLog(s: StorageLike, game: string, seat: string): LogLine[] {
  try {
    const v = JSON.parse(s.getItem(`rewind.log.${game}.${seat}`) ?? '[]');
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

export function resultText(over: { winner: Seat | null; draw: boolean } | null, me: Seat | null): string {
  if (!over) return '';
  if (over.draw || !over.winner) return 'The game is a draw';
  if (me === null) return `${over.winner} wins`;
  return over.winner === me ? 'You win' : `You lose: ${over.winner} wins`;
}

export const STEPS = [
  'untap',
  'upkeep',
  'draw',
  'main1',
  'begin_combat',
  'declare_attackers',
  'declare_blockers',
  'first_strike_damage',
  'combat_damage',
  'end_combat',
  'main2',
  'end',
  'cleanup',
];
export const STEP_LABEL: Record<string, string> = {
  untap: 'Untap',
  upkeep: 'Upkeep',
  draw: 'Draw',
  main1: 'Main 1',
  begin_combat: 'Combat',
  declare_attackers: 'Attackers',
  declare_blockers: 'Blockers',
  first_strike_damage: 'First strike',
  combat_damage: 'Damage',
  end_combat: 'End combat',
  main2: 'Main 2',
  end: 'End',
  cleanup: 'Cleanup',
  mulligan: 'Mulligan',
};
