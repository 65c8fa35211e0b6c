// The client's state logic (src/state.ts): what a click answers, reasons, progress, the log,
// stack targets from public answers, layout, replays' markers, reconnection and storage.
import { describe, expect, it } from 'vitest';
import {
  acknowledges,
  afterReconnect,
  bothView,
  browserId,
  buttonOptions,
  clickCard,
  emptyTargets,
  labelIds,
  layoutBattlefield,
  linesOfLog,
  linesOfUpdate,
  loadLog,
  manaSymbols,
  myGames,
  nextPosition,
  noteAnswer,
  optionForKey,
  pickProgress,
  ptBreakdown,
  rememberGame,
  resultText,
  rulesBeyondKeywords,
  saveLog,
  turnMarkers,
  turnStep,
  unselectableReason,
  waitingTriggers,
  type StorageLike,
} from '../src/state';
import type { CardView, Decision, LogFrame, Position, ServerMessage, View } from '../src/types';

const card = (id: number, name: string, type_line: string, extra: Partial<CardView> = {}): CardView => ({
  id,
  name,
  controller: 0,
  owner: 0,
  type_line,
  mana_cost: '',
  ...extra,
});

const priority: Decision = {
  input: 4,
  player: 'p1',
  kind: 'priority',
  prompt: 'p1, turn 2 main1: you have priority',
  turn: 2,
  step: 'main1',
  picked: 0,
  total: 0,
  queue_depth: 0,
  options: [
    { n: 0, kind: 'pass', label: 'pass' },
    { n: 1, kind: 'play_land', label: 'play Island#6', object: 6 },
    { n: 2, kind: 'cast', label: 'cast Prodigal Sorcerer#9', object: 9 },
    { n: 3, kind: 'activate', label: 'activate Prodigal Sorcerer#9', object: 9, amount: 0 },
  ],
  unselectable: [
    { object: 34, name: 'Fencing Ace#34', reason: 'not enough mana (601.2g)' },
    { object: 12, name: 'Royal Assassin#12 ({T})', reason: 'it is tapped: {T} can\'t be paid (602.5a)' },
  ],
};

function view(extra: Partial<View> = {}): View {
  const p = { life: 20, library: 53, hand_count: 0, graveyard: [], exile: [], mulligans: 0, lands_played: 0 };
  return {
    viewer: 'p1',
    turn: 2,
    step: 'main1',
    active: 'p1',
    priority: 'p1',
    result: 'ongoing',
    players: [{ ...p, hand: [] }, { ...p }],
    battlefield: [],
    stack: [],
    decision: { kind: 'priority', player: 'p1' },
    ...extra,
  };
}

class MemStorage implements StorageLike {
  m = new Map<string, string>();
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
}

describe('clicks', () => {
  it('answers the one option of a card, and offers a menu for several', () => {
    expect(clickCard(priority, 'p1', 6)).toEqual({ kind: 'answer', option: priority.options[1] });
    const m = clickCard(priority, 'p1', 9);
    expect(m.kind).toBe('menu');
    expect(m.kind === 'menu' && m.options.map((o) => o.n)).toEqual([2, 3]);
  });
  it('refuses an unselectable card with the engine reason, and nothing for other cards', () => {
    expect(clickCard(priority, 'p1', 34, 'Fencing Ace')).toEqual({
      kind: 'refused',
      reason: 'Fencing Ace: not enough mana (601.2g)',
    });
    expect(clickCard(priority, 'p1', 77)).toEqual({ kind: 'none' });
  });
  it('refuses clicks out of turn, by spectators and after the end', () => {
    expect(clickCard(priority, 'p2', 6)).toEqual({ kind: 'refused', reason: 'p1 is to act, not you' });
    expect(clickCard(priority, null, 6).kind).toBe('refused');
    expect(clickCard(null, 'p1', 6)).toEqual({ kind: 'refused', reason: 'the game is over' });
  });
  it('names the ability in the reason of an activated ability', () => {
    expect(unselectableReason(priority, 12)).toBe("Royal Assassin ({T}): it is tapped: {T} can't be paid (602.5a)");
    expect(unselectableReason(priority, 34)).toBe('not enough mana (601.2g)');
  });
  it('keeps card options off the buttons unless their card is not on screen', () => {
    expect(buttonOptions(priority, new Set([6, 9])).map((o) => o.n)).toEqual([0]);
    expect(buttonOptions(priority, new Set([6])).map((o) => o.n)).toEqual([0, 2, 3]);
  });
  it('maps shortcuts to the first option of their kind, for the acting seat only', () => {
    expect(optionForKey(priority, 'p1', ' ')?.n).toBe(0);
    expect(optionForKey(priority, 'p2', ' ')).toBeNull();
    expect(optionForKey(priority, 'p1', 'k')).toBeNull();
  });
});

describe('decisions', () => {
  it('shows multi-pick progress', () => {
    const att: Decision = { ...priority, kind: 'declare_attackers', picked: 1, total: 3, options: [] };
    expect(pickProgress(att)).toBe('1 of up to 3 chosen');
    expect(pickProgress({ ...att, kind: 'discard', picked: 0, total: 2 })).toBe('0 of 2 chosen');
    expect(pickProgress({ ...att, kind: 'choose_target', picked: 0, total: 2 })).toBe('target 1 of 2');
    expect(pickProgress(priority)).toBeNull();
  });
  it('counts waiting triggers as the queue beyond the stack', () => {
    const v = view({ stack: [card(3, 'Lightning Bolt', 'Instant')] });
    expect(waitingTriggers({ ...priority, queue_depth: 3 }, v)).toBe(2);
    expect(waitingTriggers({ ...priority, queue_depth: 1 }, v)).toBe(0);
  });
});

describe('the log', () => {
  it('words an answer and its events, with passes and steps as details', () => {
    const lines = linesOfUpdate(
      { frame: 3, player: 'p1', n: 0, label: 'pass' },
      [
        { event: 'pass_priority', text: 'p1 passes', player: 'p1', frame: 4 },
        { event: 'step_begin', text: 'step begin_combat', player: 'p1', frame: 4 },
        { event: 'draw', text: 'p2 draws a card', player: 'p2', frame: 4 },
      ],
      4,
      'priority',
    );
    expect(lines.map((l) => [l.text, l.minor])).toEqual([
      ['p1 passes', true],
      ['step begin_combat', true],
      ['p2 draws a card', false],
    ]);
  });
  it('hides what a hidden answer chose', () => {
    const [l] = linesOfUpdate({ frame: 5, player: 'p2', hidden: true }, [], 6);
    expect(l.text).toBe('p2 made a hidden choice');
  });
  it('stops a replay log at the frame', () => {
    const frames: LogFrame[] = [0, 1, 2].map((f) => ({
      frame: f,
      player: 'p1',
      kind: 'priority',
      turn: 1,
      step: 'main1',
      n: 0,
      label: `cast Bear#${f}`,
      events: [{ event: 'cast', text: `p1 casts Bear#${f}`, frame: f + 1 }],
    }));
    expect(linesOfLog(frames, 2).map((l) => l.text)).toEqual(['p1: cast Bear', 'p1 casts Bear', 'p1: cast Bear', 'p1 casts Bear']);
  });
});

describe('stack targets from public answers', () => {
  it('follows a cast with its targets, and forgets them when the source is cast again', () => {
    let t = emptyTargets();
    t = noteAnswer(t, { frame: 1, player: 'p1', label: 'cast Lightning Bolt#3' }, 'priority');
    t = noteAnswer(t, { frame: 2, player: 'p1', label: 'target Grizzly Bears#31' }, 'choose_target');
    expect(t.targets[3]).toEqual(['Grizzly Bears']);
    t = noteAnswer(t, { frame: 3, player: 'p2', label: 'pass' }, 'priority');
    expect(t.targets[3]).toEqual(['Grizzly Bears']);
    t = noteAnswer(t, { frame: 4, player: 'p1', label: 'cast Lightning Bolt#3' }, 'priority');
    expect(t.targets[3]).toBeUndefined();
    t = noteAnswer(t, { frame: 5, player: 'p1', label: 'target p2' }, 'choose_target');
    expect(t.targets[3]).toEqual(['p2']);
  });
});

describe('the board', () => {
  it('lays out permanents by type with Auras on their hosts', () => {
    const bf = [
      card(1, 'Forest', 'Basic Land — Forest'),
      card(2, 'Grizzly Bears', 'Creature — Bear', { power: 2, toughness: 2 }),
      card(3, 'Holy Strength', 'Enchantment — Aura', { attached_to: 2 }),
      card(4, 'Crusade', 'Enchantment'),
      card(5, 'Hill Giant', 'Creature — Giant', { controller: 1 }),
      card(6, 'Artifact Creature', 'Artifact Creature — Golem'),
    ];
    const r = layoutBattlefield(bf, 0);
    expect(r.creatures.map((c) => c.id)).toEqual([2, 6]);
    expect(r.lands.map((c) => c.id)).toEqual([1]);
    expect(r.others.map((c) => c.id)).toEqual([4]);
    expect(r.attached[2].map((c) => c.id)).toEqual([3]);
    expect(layoutBattlefield(bf, 1).creatures.map((c) => c.id)).toEqual([5]);
  });
  it('reads mana symbols and power/toughness sources', () => {
    expect(manaSymbols('{2}{W/U}{G}')).toEqual([
      { text: '2', colors: ['C'] },
      { text: 'W/U', colors: ['W', 'U'] },
      { text: 'G', colors: ['G'] },
    ]);
    expect(ptBreakdown(card(1, 'X', 'Creature', { power: 3, toughness: 3, pt_sources: '2/2 printed; +1/+1 Crusade#45' }))).toEqual([
      '2/2 printed',
      '+1/+1 Crusade',
    ]);
    expect(ptBreakdown(card(1, 'X', 'Creature', { power: 2, toughness: 2 }))).toEqual(['2/2 printed']);
    expect(labelIds('block Grizzly Bears#31 with Wall of Swords#52')).toEqual([31, 52]);
  });
  it('leaves out the rules lines that only repeat keywords', () => {
    expect(rulesBeyondKeywords('Flying\nWhen this enters, draw a card.', 'Flying')).toBe('When this enters, draw a card.');
    expect(rulesBeyondKeywords('Flying, vigilance', 'Flying, Vigilance')).toBeUndefined();
    expect(rulesBeyondKeywords('Lightning Bolt deals 3 damage to any target.', undefined)).toBe('Lightning Bolt deals 3 damage to any target.');
    expect(rulesBeyondKeywords('', 'Flying')).toBe('');
  });
  it('shows a finished game from both seats with both hands', () => {
    const p1 = view();
    p1.players[0].hand = [card(1, 'Island', 'Basic Land — Island')];
    const p2 = view({ viewer: 'p2' });
    p2.players[1].hand = [card(70, 'Forest', 'Basic Land — Forest', { controller: 1, owner: 1 })];
    const b = bothView({ p1, p2 });
    expect(b.players[0].hand?.[0].name).toBe('Island');
    expect(b.players[1].hand?.[0].name).toBe('Forest');
    expect(p1.players[1].hand).toBeUndefined(); // the inputs are not changed
  });
});

describe('replays', () => {
  const frames: LogFrame[] = [
    [0, 0, 'p2'],
    [1, 0, 'p1'],
    [2, 1, 'p2'],
    [3, 1, 'p2'],
    [4, 2, 'p1'],
  ].map(([frame, turn, player]) => ({ frame: frame as number, turn: turn as number, player: player as 'p1' | 'p2', kind: 'priority', step: 'main1', n: 0, label: 'pass', events: [] }));
  it('marks the first frame of each turn and steps between them', () => {
    const m = turnMarkers(frames);
    expect(m.map((x) => [x.frame, x.turn])).toEqual([
      [0, 0],
      [2, 1],
      [4, 2],
    ]);
    expect(turnStep(m, 2, 1, 5)).toBe(4);
    expect(turnStep(m, 4, 1, 5)).toBe(5);
    expect(turnStep(m, 3, -1, 5)).toBe(2);
    expect(turnStep(m, 2, -1, 5)).toBe(0);
  });
});

describe('reconnecting', () => {
  it('resends an unacknowledged answer when the state is still at its frame', () => {
    expect(afterReconnect({ frame: 7, n: 1 }, 7)).toBe('resend');
    expect(afterReconnect({ frame: 7, n: 1 }, 8)).toBe('drop');
    expect(afterReconnect(null, 8)).toBe('none');
  });
  it('takes an answer as acknowledged by its ack, or by the update that carries it (protocol 2)', () => {
    const inflight = { frame: 7, n: 1 };
    const update = (ack?: number) =>
      ({ type: 'update', game: 'g', answer: {}, events: [], frame: 8, view: view(), decision: null, game_over: null, ack }) as unknown as ServerMessage;
    expect(acknowledges(inflight, { type: 'ack', frame: 7 })).toBe(true);
    expect(acknowledges(inflight, { type: 'ack', frame: 6 })).toBe(false);
    expect(acknowledges(inflight, update(7))).toBe(true);
    expect(acknowledges(inflight, update())).toBe(false);
    expect(acknowledges(inflight, update(6))).toBe(false);
    expect(acknowledges(null, update(7))).toBe(false);
  });
  it('ignores an older position', () => {
    const p = (frame: number) => ({ frame, view: view(), decision: null, game_over: null }) as Position;
    expect(nextPosition(p(5), p(4)).frame).toBe(5);
    expect(nextPosition(p(5), p(6)).frame).toBe(6);
    expect(nextPosition(null, p(1)).frame).toBe(1);
  });
});

describe('what the browser keeps', () => {
  it('keeps one browser id', () => {
    const s = new MemStorage();
    const a = browserId(s, () => 'abc');
    expect(browserId(s, () => 'other')).toBe(a);
  });
  it('remembers games newest first, once per game and seat', () => {
    const s = new MemStorage();
    rememberGame(s, { game: 'g1', seat: 'p1', token: 't', opponent: 'heuristic', created: 1 });
    rememberGame(s, { game: 'g2', seat: 'p2', token: 'u', opponent: 'friend', created: 2 });
    rememberGame(s, { game: 'g1', seat: 'p1', token: 't', opponent: 'heuristic', created: 3 });
    expect(myGames(s).map((g) => g.game)).toEqual(['g1', 'g2']);
    s.setItem('rewind.games', 'not json');
    expect(myGames(s)).toEqual([]);
  });
  it('keeps the newest lines of a log', () => {
    const s = new MemStorage();
    const lines = [1, 2, 3].map((f) => ({ frame: f, text: `l${f}`, kind: 'event' as const, minor: false }));
    saveLog(s, 'g', 'p1', lines, 2);
    expect(loadLog(s, 'g', 'p1').map((l) => l.text)).toEqual(['l2', 'l3']);
    expect(loadLog(s, 'g', 'p2')).toEqual([]);
  });
  it('words the result for the viewer', () => {
    expect(resultText({ winner: 'p1', draw: false }, 'p1')).toBe('You win');
    expect(resultText({ winner: 'p1', draw: false }, 'p2')).toBe('You lose: p1 wins');
    expect(resultText({ winner: null, draw: true }, 'p2')).toBe('The game is a draw');
    expect(resultText({ winner: 'p2', draw: false }, null)).toBe('p2 wins');
  });
});
