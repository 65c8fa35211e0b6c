// The board: both battlefields by card type, hands (the other's as backs), libraries,
// graveyards and exile, life, the turn and a step bar, the stack with targets, waiting
// triggers, the pending decision with its buttons, a card inspector and the log. A pure
// function of its context: the caller re-renders on every change.
import { beginCardRender, cardBack, cardEl, manaCost, patchCardTexts } from './card';
import { cardText } from './cardtext';
import { h } from './dom';
import {
  buttonOptions,
  clickCard,
  labelIds,
  layoutBattlefield,
  optionsForCard,
  optionsForPlayer,
  pickProgress,
  plainLabel,
  ptBreakdown,
  seatIndex,
  seatName,
  shortcutName,
  shownIds,
  SHORTCUTS,
  STEP_LABEL,
  STEPS,
  unselectableReason,
  waitingTriggers,
  type LogLine,
  type TargetBook,
} from './state';
import type { CardView, Decision, GameOver, Option, Seat, View } from './types';

export interface BoardCtx {
  view: View;
  decision: Decision | null;
  frame: number;
  bottom: Seat; // the seat drawn at the bottom of the board
  actor: Seat | null; // who may answer by clicking (null: nobody, a replay or a spectator)
  names: Record<Seat, string>;
  targets: TargetBook;
  picks: string[]; // labels answered so far in the current multi-pick
  menu: Option[] | null;
  inspect: CardView | null;
  busy: boolean;
  over: GameOver | null;
  overText: string;
  log: LogLine[];
  showMinor: boolean;
  status: string; // connection state
  topExtra?: HTMLElement | null; // a replay's line above the board
  answered?: number; // a replay: the option that was chosen at this frame
  bannerExtra?: HTMLElement | null;
  onAnswer(o: Option): void;
  onMenu(opts: Option[] | null): void;
  onInspect(c: CardView | null, pin: boolean): void;
  onRefused(reason: string): void;
  onToggleMinor(v: boolean): void;
  onRerender?(): void; // a local change (a pile opened) to draw
}

const openPiles = new Set<string>();

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function pickedSubject(label: string): number | undefined {
  const ids = labelIds(label);
  return label.startsWith('block') ? ids[ids.length - 1] : ids[0];
}

// The side panel that shows the card pointed at; it is filled in place, never by a redraw.
let inspectorEl: HTMLElement | null = null;
let inspected: CardView | null = null;
let inspectDecision: Decision | null = null;

function fillInspector(c: CardView | null): void {
  const el = inspectorEl;
  if (!el) return;
  inspected = c;
  if (!c) {
    el.replaceChildren(h('span', { class: 'empty' }, 'Point at a card to read it'));
    return;
  }
  const text = cardText(c.name);
  const d = inspectDecision;
  const parts: (HTMLElement | null)[] = [
    h('div', { class: 'title' }, h('b', null, c.name), manaCost(c.mana_cost)),
    h('div', { class: 'type' }, c.type_line),
    text ? h('div', { class: 'text' }, text) : null,
    c.power !== undefined
      ? h('div', { class: 'breakdown' }, h('b', null, `Power/toughness ${c.power}/${c.toughness}`), h('ul', null, ptBreakdown(c).map((s) => h('li', null, s))))
      : null,
    c.keywords ? h('div', null, h('b', null, 'Keywords: '), c.keywords) : null,
    c.counters ? h('div', null, h('b', null, 'Counters: '), c.counters) : null,
    c.damage ? h('div', null, h('b', null, 'Damage: '), String(c.damage)) : null,
    c.chosen ? h('div', null, h('b', null, 'Chose: '), c.chosen) : null,
    c.not_implemented ? h('div', { class: 'warn' }, 'Not implemented: ', c.not_implemented) : null,
    d && unselectableReason(d, c.id) ? h('div', { class: 'warn' }, "Can't now: ", unselectableReason(d, c.id)) : null,
  ];
  el.replaceChildren(...parts.filter((x) => x !== null));
}

// Card texts arrived: into the cards drawn and the inspector, in place.
export function cardTextsArrived(): void {
  patchCardTexts();
  if (inspected && inspectorEl && !inspectorEl.querySelector('.text')) fillInspector(inspected);
}

function allCards(v: View): CardView[] {
  return [...v.battlefield, ...v.stack, ...v.players.flatMap((p) => [...(p.hand ?? []), ...p.graveyard, ...p.exile])];
}

export function renderBoard(ctx: BoardCtx): HTMLElement {
  beginCardRender();
  const { view, decision } = ctx;
  const mine = ctx.actor !== null && decision?.player === ctx.actor && !decision.choices_hidden;
  const d = mine ? decision : null; // the decision the viewer answers, if any
  const picked = new Set(ctx.picks.map(pickedSubject).filter((x) => x !== undefined) as number[]);
  const names = new Map<number, string>();
  for (const c of view.battlefield) names.set(c.id, c.name);

  const card = (c: CardView, small = false, attached?: HTMLElement[]) =>
    cardEl(c, {
      small,
      attached,
      playable: optionsForCard(d, c.id).length > 0,
      reason: d ? unselectableReason(d, c.id) : null,
      chosen: picked.has(c.id),
      targets: ctx.targets.targets[c.id],
      blockingName: c.blocking !== undefined ? names.get(c.blocking) : undefined,
      onclick: (cv) => {
        if (ctx.busy) return;
        const r = clickCard(decision, ctx.actor, cv.id, cv.name);
        if (r.kind === 'answer') ctx.onAnswer(r.option);
        else if (r.kind === 'menu') ctx.onMenu(r.options);
        else if (r.kind === 'refused' && ctx.actor !== null) ctx.onRefused(r.reason);
        ctx.onInspect(cv, true);
        fillInspector(cv);
      },
      oninspect: (cv, pin) => {
        ctx.onInspect(cv, pin);
        if (pin || inspected?.id !== cv.id) fillInspector(cv);
      },
    });

  const side = (seat: Seat) => {
    const i = seatIndex(seat);
    const rows = layoutBattlefield(view.battlefield, i);
    const withAttached = (c: CardView, small = false) =>
      card(c, small, (rows.attached[c.id] ?? []).map((a) => card(a, true)));
    const row = (title: string, cards: CardView[], small = false) =>
      h(
        'div',
        { class: `row ${title.toLowerCase()}`, 'aria-label': `${seat} ${title.toLowerCase()}` },
        cards.length ? cards.map((c) => withAttached(c, small)) : h('span', { class: 'empty' }, title),
      );
    const parts: (HTMLElement | null)[] = [row('Creatures', rows.creatures), rows.others.length ? row('Other', rows.others) : null, row('Lands', rows.lands, true)];
    if (seat !== ctx.bottom) parts.reverse();
    return h('section', { class: `field ${seat === ctx.bottom ? 'near' : 'far'}`, 'aria-label': `${seat} battlefield` }, parts);
  };

  const pile = (seat: Seat, what: 'graveyard' | 'exile', cards: CardView[]) => {
    const key = `${seat}.${what}`;
    return h(
      'details',
      {
        class: 'pile',
        open: openPiles.has(key),
        ontoggle: (e: Event) => {
          const open = (e.target as HTMLDetailsElement).open;
          if (open === openPiles.has(key)) return;
          if (open) openPiles.add(key);
          else openPiles.delete(key);
          ctx.onRerender?.();
        },
      },
      h('summary', null, `${capital(what)} (${cards.length})`),
      openPiles.has(key)
        ? h('div', { class: 'pile-cards' }, cards.length ? [...cards].reverse().map((c) => card(c, true)) : h('span', { class: 'empty' }, 'empty'))
        : null,
    );
  };

  const playerPanel = (seat: Seat) => {
    const p = view.players[seatIndex(seat)];
    const popts = optionsForPlayer(d, seat);
    const pool = p.mana_pool?.some((x) => x > 0)
      ? h('div', { class: 'pool' }, 'Mana pool: ', manaCost(p.mana_pool!.map((n, k) => `{${'WUBRGC'[k]}}`.repeat(n)).join('')))
      : null; // the view carries a pool only when it holds mana
    return h(
      'section',
      {
        class: `player ${view.active === seat ? 'active' : ''} ${decision?.player === seat ? 'acting' : ''}`,
        'aria-label': `${seat} player`,
        dataset: { seat },
      },
      h('div', { class: 'who' }, ctx.names[seat]),
      h('div', { class: 'life', 'aria-label': `${seat} life ${p.life}`, dataset: { life: seat } }, String(p.life)),
      p.poison ? h('div', { class: 'poison' }, `poison ${p.poison}`) : null,
      h(
        'div',
        { class: 'counts' },
        h('span', { dataset: { library: seat } }, `Library ${p.library}`),
        h('span', { dataset: { handCount: seat } }, `Hand ${p.hand_count}`),
        p.mulligans ? h('span', null, `mulligans ${p.mulligans}`) : null,
      ),
      pool,
      popts.map((o) =>
        h('button', { class: 'target-player', onclick: () => !ctx.busy && ctx.onAnswer(o) }, capital(plainLabel(o.label))),
      ),
      pile(seat, 'graveyard', p.graveyard),
      pile(seat, 'exile', p.exile),
    );
  };

  const hand = (seat: Seat) => {
    const p = view.players[seatIndex(seat)];
    const cards = p.hand;
    return h(
      'section',
      { class: `hand ${seat === ctx.bottom ? 'near' : 'far'}`, 'aria-label': `${seat} hand` },
      cards && (cards.length > 0 || p.hand_count === 0)
        ? cards.map((c) => card(c))
        : [
            ...Array.from({ length: p.hand_count }, (_, k) => cardBack(k)),
            p.hand_count ? h('span', { class: 'backs-count' }, `${seat}'s hand: ${p.hand_count} card${p.hand_count > 1 ? 's' : ''}`) : null,
          ],
      p.hand_count === 0 ? h('span', { class: 'empty' }, 'no cards in hand') : null,
    );
  };

  const stepBar = () =>
    h(
      'ol',
      { class: 'steps', 'aria-label': 'steps of the turn' },
      view.step === 'mulligan'
        ? h('li', { class: 'now' }, 'Mulligans')
        : STEPS.map((s) => h('li', { class: s === view.step ? 'now' : '', 'aria-current': s === view.step ? 'step' : undefined }, STEP_LABEL[s])),
    );

  const stack = () => {
    const waiting = waitingTriggers(decision, view);
    return h(
      'section',
      { class: 'stack', 'aria-label': 'the stack' },
      h('h3', null, `Stack (${view.stack.length})`, waiting ? h('span', { class: 'waiting' }, ` + ${waiting} trigger${waiting > 1 ? 's' : ''} waiting`) : null),
      view.stack.length
        ? h('ol', { class: 'stack-items' }, [...view.stack].reverse().map((c) => h('li', null, card(c))))
        : h('span', { class: 'empty' }, 'empty'),
    );
  };

  const decisionPanel = () => {
    const kids: (HTMLElement | null)[] = [];
    if (ctx.over) {
      kids.push(h('div', { class: 'over', role: 'status' }, ctx.overText), ctx.bannerExtra ?? null);
    } else if (!decision) {
      kids.push(h('div', null, 'No decision'));
    } else if (ctx.answered !== undefined) {
      // A replay: the decision as it was, every option, the one chosen marked.
      kids.push(h('div', { class: 'yourturn' }, `${decision.player}'s decision`));
      kids.push(h('div', { class: 'prompt', dataset: { kind: decision.kind } }, plainLabel(decision.prompt)));
      const prog = pickProgress(decision);
      if (prog) kids.push(h('div', { class: 'progress' }, prog));
      kids.push(
        h(
          'ol',
          { class: 'past-options', 'aria-label': 'the options at this frame' },
          decision.options.map((o) =>
            h('li', { class: o.n === ctx.answered ? 'chosen' : '' }, capital(plainLabel(o.label)), o.n === ctx.answered ? h('b', null, ' ← chosen') : null),
          ),
        ),
      );
      if (decision.unselectable.length)
        kids.push(
          h('details', { class: 'past-unselectable' }, h('summary', null, `${decision.unselectable.length} not selectable`),
            h('ul', null, decision.unselectable.map((u) => h('li', null, `${plainLabel(u.name)}: ${u.reason}`)))),
        );
    } else if (!mine) {
      const who = decision.player;
      const thinking = ctx.names[who].includes('bot') ? `${who} is thinking…` : `Waiting for ${who}…`;
      kids.push(h('div', { class: 'waitfor', role: 'status' }, ctx.actor === null ? `${who} to act` : thinking));
      kids.push(h('div', { class: 'prompt' }, plainLabel(decision.prompt)));
    } else {
      kids.push(h('div', { class: 'yourturn' }, 'Your decision'));
      kids.push(h('div', { class: 'prompt', dataset: { kind: decision.kind } }, plainLabel(decision.prompt)));
      const prog = pickProgress(decision);
      if (prog) kids.push(h('div', { class: 'progress', 'aria-label': 'progress' }, prog));
      if (ctx.picks.length) kids.push(h('div', { class: 'picks' }, 'Chosen: ' + ctx.picks.map((l) => plainLabel(l)).join('; ')));
      const shown = shownIds(view);
      const onCards = decision.options.filter((o) => o.object !== undefined && shown.has(o.object) && !buttonOptions(decision, shown).includes(o));
      const inPlayers = decision.options.filter((o) => o.player !== undefined && o.object === undefined);
      if (onCards.length) kids.push(h('div', { class: 'hint' }, `Click a highlighted card (${onCards.length} choice${onCards.length > 1 ? 's' : ''})`));
      if (inPlayers.length) kids.push(h('div', { class: 'hint' }, 'or a player'));
      if (ctx.menu) {
        kids.push(
          h(
            'div',
            { class: 'menu', role: 'group', 'aria-label': 'choices for the card' },
            ctx.menu.map((o) => h('button', { onclick: () => !ctx.busy && ctx.onAnswer(o) }, capital(plainLabel(o.label)))),
            h('button', { class: 'cancel', onclick: () => ctx.onMenu(null) }, 'Cancel'),
          ),
        );
      }
      const used = new Set<string>();
      kids.push(
        h(
          'div',
          { class: 'buttons' },
          buttonOptions(decision, shown).map((o) => {
            const sc = SHORTCUTS[o.kind];
            const key = sc && !used.has(o.kind) ? sc : undefined;
            used.add(o.kind);
            return h(
              'button',
              { class: `opt k-${o.kind}`, disabled: ctx.busy, onclick: () => ctx.onAnswer(o), dataset: { n: String(o.n) } },
              capital(plainLabel(o.label)),
              key ? h('kbd', { 'aria-hidden': 'true' }, shortcutName(key)) : null,
            );
          }),
        ),
      );
    }
    if (decision && !ctx.over)
      kids.push(
        h(
          'div',
          { class: 'queue', 'aria-label': 'queue depth' },
          `Queue depth ${decision.queue_depth}`,
          ` · stack ${view.stack.length} · triggers waiting ${waitingTriggers(decision, view)}`,
        ),
      );
    return h('section', { class: `decision ${mine ? 'mine' : ''}`, 'aria-label': 'decision' }, kids);
  };

  const inspector = () => {
    inspectorEl = h('section', { class: 'inspector', 'aria-label': 'card details' });
    inspectDecision = d;
    // The card shown before, as this position shows it now (or as it was, if it left view).
    const now = ctx.inspect ? (allCards(view).find((c) => c.id === ctx.inspect!.id) ?? ctx.inspect) : null;
    fillInspector(now);
    return inspectorEl;
  };

  const logPanel = () => {
    const lines = ctx.log.filter((l) => ctx.showMinor || !l.minor).slice(-80);
    // The newest line is at the bottom, in view without scrolling by script (column-reverse).
    const list = h(
      'div',
      { class: 'log-scroll' },
      h('ol', { class: 'log-lines' }, lines.map((l) => h('li', { class: `${l.kind} ${l.who ?? ''}`, dataset: { frame: String(l.frame) } }, l.text))),
    );
    return h(
      'section',
      { class: 'log', 'aria-label': 'game log' },
      h(
        'h3',
        null,
        'Log ',
        h('label', { class: 'details' }, h('input', { type: 'checkbox', checked: ctx.showMinor, onchange: (e: Event) => ctx.onToggleMinor((e.target as HTMLInputElement).checked) }), ' steps and passes'),
      ),
      list,
    );
  };

  const top = seatName(1 - seatIndex(ctx.bottom));
  const bottom = ctx.bottom;
  const el = h(
    'div',
    { class: 'board' },
    h(
      'header',
      { class: 'topbar' },
      h('span', { class: 'turn', dataset: { turn: String(view.turn) } }, view.turn ? `Turn ${view.turn} · ${view.active}'s turn` : 'Mulligans'),
      stepBar(),
      h('span', { class: 'frame', dataset: { frame: String(ctx.frame) } }, `frame ${ctx.frame}`),
      h('span', { class: 'conn' }, ctx.status),
    ),
    ctx.topExtra ?? null,
    h(
      'div',
      { class: 'table' },
      h('div', { class: 'players' }, playerPanel(top), playerPanel(bottom)),
      h('div', { class: 'middle' }, hand(top), side(top), stack(), side(bottom), hand(bottom)),
      h('div', { class: 'sidebar' }, decisionPanel(), inspector(), logPanel()),
    ),
  );
  return el;
}
