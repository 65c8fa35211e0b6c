// A card as a clean text frame: name, mana cost with coloured symbols, type line, rules text,
// computed power/toughness (marked when something changes them), counters, damage, state.
import { cardText } from './cardtext';
import { h } from './dom';
import { hasType, manaSymbols, plainLabel, rulesBeyondKeywords } from './state';
import type { CardView } from './types';

export function manaCost(cost: string): HTMLElement {
  return h(
    'span',
    { class: 'cost', 'aria-label': cost ? `cost ${cost}` : 'no cost' },
    manaSymbols(cost).map((s) =>
      h(
        'span',
        {
          class: `sym ${s.colors.length > 1 ? 'hybrid' : `c-${s.colors[0]}`}`,
          style: s.colors.length > 1 ? `background:linear-gradient(135deg,var(--${s.colors[0]}) 50%,var(--${s.colors[1]}) 50%)` : undefined,
        },
        s.text,
      ),
    ),
  );
}

function frameColor(c: CardView): string {
  if (hasType(c, 'Land')) return 'land';
  const cols = new Set(manaSymbols(c.mana_cost).flatMap((s) => s.colors.filter((x) => x !== 'C')));
  if (cols.size > 1) return 'gold';
  if (cols.size === 1) return `f-${[...cols][0]}`;
  return 'colorless';
}

export interface CardOpts {
  playable?: boolean; // an option of the pending decision names it
  reason?: string | null; // the engine's reason it can't be chosen
  chosen?: boolean; // picked in the current multi-pick, or attacking/blocking
  targets?: string[]; // for a stack object: what it targets
  attached?: HTMLElement[]; // Auras and Equipment on it, already drawn
  small?: boolean; // lands and piles: no rules text
  onclick?: (c: CardView) => void;
  oninspect?: (c: CardView, pin: boolean) => void;
  blockingName?: string;
}

// Drawn cards are kept by what they show and reused when a later render shows the same: a
// reused element keeps its layout, which makes stepping through a replay cheap. Handlers
// read the newest options from the element (`handlers`), never a stale render's.
const memo = new Map<string, HTMLElement>();
const handlers = new WeakMap<HTMLElement, CardOpts>();
let generation = 0;
const usedIn = new WeakMap<HTMLElement, number>();

// Call once before each render: an element is placed at most once per render.
export function beginCardRender(): void {
  generation++;
  if (memo.size > 4000) memo.clear();
}

export function cardEl(c: CardView, o: CardOpts = {}): HTMLElement {
  const text = o.small ? undefined : rulesBeyondKeywords(cardText(c.name), c.keywords);
  const key = JSON.stringify([
    c,
    text ?? null,
    !!o.playable,
    o.reason ?? null,
    !!o.chosen,
    o.targets ?? null,
    !!o.small,
    o.blockingName ?? null,
    (o.attached ?? []).map((a) => a.dataset.key),
  ]);
  const old = memo.get(key);
  if (old && usedIn.get(old) !== generation) {
    usedIn.set(old, generation);
    handlers.set(old, o);
    if (o.attached?.length) old.querySelector(':scope > .attached')?.replaceChildren(...o.attached);
    return old;
  }
  const el = drawCard(c, o, text);
  el.dataset.key = key;
  handlers.set(el, o);
  usedIn.set(el, generation);
  memo.set(key, el);
  return el;
}

function drawCard(c: CardView, o0: CardOpts, text: string | undefined): HTMLElement {
  let el: HTMLElement;
  const o = {
    ...o0,
    onclick: (cv: CardView) => handlers.get(el)?.onclick?.(cv),
    oninspect: (cv: CardView, pin: boolean) => handlers.get(el)?.oninspect?.(cv, pin),
  };
  const creature = c.power !== undefined;
  const states: string[] = [];
  if (c.tapped) states.push('tapped');
  if (c.attacking) states.push('attacking');
  if (c.blocking !== undefined) states.push(o.blockingName ? `blocking ${o.blockingName}` : 'blocking');
  if (c.summoning_sick && creature) states.push('summoning sick');
  if (c.damage) states.push(`${c.damage} damage`);
  const label = [plainLabel(c.name), creature ? `${c.power}/${c.toughness}` : '', ...states].filter(Boolean).join(', ');
  const cls = [
    'card',
    frameColor(c),
    c.tapped ? 'tapped' : '',
    o.playable ? 'playable' : '',
    o.reason ? 'dim' : '',
    o.chosen || c.attacking || c.blocking !== undefined ? 'chosen' : '',
    o.small ? 'small' : '',
  ].join(' ');
  el = h(
    'div',
    {
      class: cls,
      role: 'button',
      tabindex: 0,
      'aria-label': label,
      'aria-disabled': o.reason ? 'true' : undefined,
      title: o.reason ? `Can't: ${o.reason}` : undefined,
      dataset: { cardId: String(c.id), cardName: c.name },
      onclick: () => o.onclick?.(c),
      onkeydown: (e: KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          e.stopPropagation();
          o.onclick?.(c);
        }
      },
      onmouseenter: () => o.oninspect?.(c, false),
      onfocus: () => o.oninspect?.(c, false),
    },
    // The cost first: it floats right, and a long name wraps beside and under it.
    h('div', { class: 'title' }, manaCost(c.mana_cost), h('span', { class: 'name' }, c.name)),
    h('div', { class: 'type' }, c.type_line),
    !o.small && c.keywords ? h('div', { class: 'kw' }, c.keywords) : null,
    text ? h('div', { class: 'text' }, text) : null,
    c.counters ? h('div', { class: 'counters' }, `counters: ${c.counters}`) : null,
    c.chosen ? h('div', { class: 'counters' }, `chose ${c.chosen}`) : null,
    c.not_implemented ? h('div', { class: 'warn', title: c.not_implemented }, 'not implemented: partly') : null,
    o.targets?.length ? h('div', { class: 'targets' }, `→ ${o.targets.join(', ')}`) : null,
    states.length ? h('div', { class: 'state' }, states.join(' · ')) : null,
    creature
      ? h(
          'span',
          {
            class: `pt ${c.pt_sources ? 'changed' : ''}`,
            role: 'button',
            tabindex: 0,
            'aria-label': `power and toughness ${c.power}/${c.toughness}${c.pt_sources ? ', changed: show where from' : ''}`,
            title: c.pt_sources ? plainLabel(c.pt_sources) : 'printed',
            onclick: (e: Event) => {
              e.stopPropagation();
              o.oninspect?.(c, true);
            },
          },
          `${c.power}/${c.toughness}`,
        )
      : null,
    o.attached?.length ? h('div', { class: 'attached' }, o.attached) : null,
  );
  return el;
}

// Rules texts that arrived after their cards were drawn go into those cards in place (no
// redraw: a redraw under the pointer could swallow a click).
export function patchCardTexts(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('.card:not(.small)')) {
    if (el.querySelector(':scope > .text')) continue;
    const name = el.dataset.cardName ?? '';
    const kw = el.querySelector(':scope > .kw')?.textContent ?? undefined;
    const text = rulesBeyondKeywords(cardText(name), kw);
    if (!text) continue;
    const after = el.querySelector(':scope > .kw') ?? el.querySelector(':scope > .type');
    after?.after(h('div', { class: 'text' }, text));
  }
}

export function cardBack(i: number): HTMLElement {
  return h('div', { class: 'back', 'aria-hidden': 'true', dataset: { back: String(i) } });
}
