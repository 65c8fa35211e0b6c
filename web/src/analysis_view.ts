// The analysis board under the replay's timeline: the Analyse control (seat, budget, light),
// the progress bar while the server computes (POST /api/games/ID/analyses, then its status
// every half second, partial results drawn as they come), the win-chance graph (SVG drawn
// here: the band of one standard error, turns, the 50 % line, mistakes, swings, the current
// frame; a click moves the replay to that decision's frame), the coach's turning points, and
// at a decision the analysis would have played otherwise, the better option and "Play the
// better line" (a fork at that frame with that option taken, against the heuristic bot).
import {
  bandPath,
  betterOption,
  chanceText,
  decisionAtFrame,
  frameAtX,
  graphPoints,
  hoverLines,
  lastRequest,
  linePath,
  optionOf,
  progressText,
  rememberRequest,
  swingSegments,
  xOfFrame,
  yOfChance,
  type Analysis,
  type AnalysisRequest,
  type AnalysisStatus,
  type Box,
  type GraphPoint,
} from './analysis';
import { api, ApiError } from './api';
import { h, toast } from './dom';
import { browser, openCreated } from './lobby';
import type { Seat } from './types';

const SVG = 'http://www.w3.org/2000/svg';
function s(tag: string, attrs: Record<string, string | number> = {}, ...kids: (Node | string)[]): SVGElement {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  for (const c of kids) el.append(c);
  return el;
}

const HEIGHT = 120;
const POLL_MS = 500;

export interface AnalysisBoard {
  el: HTMLElement;
  setFrame(k: number): void;
  dispose(): void;
}

export function analysisBoard(game: string, seat0: Seat, goTo: (k: number) => void): AnalysisBoard {
  let alive = true;
  let run = 0; // the newest Analyse click: older polls stop
  let analysis: Analysis | null = null;
  let analysedSeat: string = seat0;
  let frame = 0;
  let pts: GraphPoint[] = [];
  let box: Box = { width: 1000, height: HEIGHT, pad: 8 };
  const req0 = lastRequest(localStorage, game);
  const req: AnalysisRequest = req0 ?? { seat: seat0, budget: 32, light: false };

  const seatSel = h(
    'select',
    { id: 'analysis-seat', onchange: (e: Event) => (req.seat = (e.target as HTMLSelectElement).value as AnalysisRequest['seat']) },
    (['p1', 'p2', 'both'] as const).map((v) => h('option', { value: v, selected: v === req.seat }, v === 'both' ? 'both seats' : v)),
  );
  const budgetIn = h('input', {
    id: 'analysis-budget',
    type: 'number',
    min: 1,
    max: 1024,
    value: String(req.budget),
    title: 'samples per option: 32 takes seconds, 128 (the CLI default) about four times as long, half the error',
    oninput: (e: Event) => (req.budget = Math.round(Number((e.target as HTMLInputElement).value))),
  });
  const lightBox = h('input', { id: 'analysis-light', type: 'checkbox', checked: !!req.light, onchange: (e: Event) => (req.light = (e.target as HTMLInputElement).checked) });
  const bar = h('progress', { class: 'analysis-progress', max: 1, value: 0, 'aria-label': 'analysis progress', hidden: true });
  const barText = h('span', { class: 'progress-text', 'aria-live': 'polite' });
  const errorBox = h('p', { class: 'error', role: 'alert', hidden: true });
  const svg = s('svg', { class: 'chance', height: HEIGHT, role: 'img', 'aria-label': 'win chance' }) as SVGSVGElement;
  const tip = h('div', { class: 'graph-tip', hidden: true });
  const graph = h('div', { class: 'graph', hidden: true }, svg, tip);
  const points = h('ol', { class: 'turning-points', 'aria-label': 'turning points' });
  const here = h('div', { class: 'at-frame', 'aria-live': 'polite' });
  const notes = h('div', { class: 'analysis-notes', hidden: true }, h('h3', null, 'Turning points'), points);
  const el = h(
    'section',
    { class: 'analysis', 'aria-label': 'analysis' },
    h(
      'div',
      { class: 'controls' },
      h('button', { class: 'primary', onclick: () => start() }, 'Analyse'),
      h('label', { for: 'analysis-seat' }, 'Seat '),
      seatSel,
      h('label', { for: 'analysis-budget' }, 'Budget '),
      budgetIn,
      h('label', { class: 'check', title: 'compare only the played and the heuristic’s options: the chance over the game, quickly' }, lightBox, ' light'),
      bar,
      barText,
    ),
    errorBox,
    graph,
    here,
    notes,
  );

  const showError = (m: string | null) => {
    errorBox.hidden = !m;
    errorBox.textContent = m ?? '';
  };

  const start = async () => {
    const mine = ++run;
    showError(null);
    const body: AnalysisRequest = { seat: req.seat, budget: req.budget, ...(req.light ? { light: true } : {}) };
    (window as any).__rewindAnalyseAt = performance.now();
    (window as any).__rewindFirstTurningPointMs = undefined;
    let st: AnalysisStatus;
    try {
      st = await api.analyse(game, body);
    } catch (e) {
      showError(e instanceof ApiError ? e.message : String(e));
      return;
    }
    rememberRequest(localStorage, game, body);
    follow(st, mine);
  };

  const follow = async (st: AnalysisStatus, mine: number) => {
    for (;;) {
      if (!alive || mine !== run) return;
      show(st);
      if (st.status === 'done' || st.status === 'failed') return;
      await new Promise((r) => setTimeout(r, POLL_MS));
      if (!alive || mine !== run) return;
      try {
        st = await api.analysis(game, st.id);
      } catch (e) {
        showError(e instanceof ApiError ? e.message : String(e));
        return;
      }
    }
  };

  let shownKey = '';
  const show = (st: AnalysisStatus) => {
    const p = progressText(st);
    bar.hidden = false;
    bar.value = p.fraction;
    barText.textContent = p.text;
    el.dataset.status = st.status;
    if (st.status === 'failed') showError(st.error ?? 'the analysis failed');
    if (!st.result) return;
    // Redraw only when the numbers changed.
    const k = `${st.progress.playouts_done}/${st.result.complete}/${st.id}`;
    if (k === shownKey) return;
    shownKey = k;
    analysis = st.result;
    analysedSeat = st.seat;
    draw();
    if (analysis.turning_points.length && (window as any).__rewindFirstTurningPointMs === undefined)
      (window as any).__rewindFirstTurningPointMs = performance.now() - ((window as any).__rewindAnalyseAt ?? 0);
  };

  const frameLine = s('line', { class: 'now', y1: 0, y2: HEIGHT });
  const draw = () => {
    const a = analysis;
    if (!a) return;
    graph.hidden = false;
    notes.hidden = false;
    box = { width: Math.max(200, graph.clientWidth || 1000), height: HEIGHT, pad: 8 };
    svg.setAttribute('width', String(box.width));
    svg.setAttribute('viewBox', `0 0 ${box.width} ${HEIGHT}`);
    pts = graphPoints(a, box);
    const kids: SVGElement[] = [];
    for (const [turn, f] of a.turns) {
      const x = xOfFrame(f, a.first_frame, a.last_frame, box);
      kids.push(s('line', { class: 'turn', x1: x, x2: x, y1: 0, y2: HEIGHT }));
      if (turn > 0 && turn % 2 === 1) kids.push(s('text', { class: 'turn-label', x: x + 2, y: HEIGHT - 1 }, `t${turn}`));
    }
    const mid = yOfChance(0.5, box);
    kids.push(s('line', { class: 'half', x1: 0, x2: box.width, y1: mid, y2: mid }));
    kids.push(s('text', { class: 'axis', x: 2, y: mid - 2 }, '50%'));
    kids.push(s('path', { class: 'band', d: bandPath(pts) }));
    kids.push(s('path', { class: 'line', d: linePath(pts) }));
    for (const sw of swingSegments(a, pts))
      kids.push(s('line', { class: `swing ${sw.up ? 'up' : 'down'}`, x1: sw.from.x, y1: sw.from.y, x2: sw.to.x, y2: sw.to.y }));
    for (const p of pts) {
      const d = a.decisions[p.index];
      if (p.mistake) {
        kids.push(s('line', { class: 'drop', x1: p.x, x2: p.x, y1: p.y, y2: p.yPlayed }));
        const r = 5;
        kids.push(
          s('path', {
            class: 'mistake',
            d: `M${p.x},${p.yPlayed - r}L${p.x + r},${p.yPlayed}L${p.x},${p.yPlayed + r}L${p.x - r},${p.yPlayed}Z`,
            'data-frame': p.frame,
          }),
        );
      }
      kids.push(
        s('circle', {
          class: `point${p.better ? ' better' : ''}${d.refined ? '' : ' rough'}`,
          cx: p.x,
          cy: p.y,
          r: p.better ? 3.5 : 2.5,
          'data-frame': p.frame,
        }),
      );
    }
    svg.replaceChildren(...kids, frameLine);
    placeFrameLine();
    drawPoints(a);
    drawHere();
  };

  const placeFrameLine = () => {
    if (!analysis) return;
    const x = xOfFrame(frame, analysis.first_frame, analysis.last_frame, box);
    frameLine.setAttribute('x1', String(x));
    frameLine.setAttribute('x2', String(x));
  };

  const drawPoints = (a: Analysis) => {
    const tps = [...a.turning_points].sort((x, y) => x.frame - y.frame);
    points.replaceChildren(
      ...(tps.length
        ? tps.map((t) =>
            h(
              'li',
              { class: t.kind },
              h('button', { class: 'link', onclick: () => goTo(t.frame), 'data-frame': String(t.frame) }, `${t.kind === 'mistake' ? '✖' : t.to < t.from ? '▼' : '▲'} frame ${t.frame}`),
              ' ',
              t.note,
            ),
          )
        : [h('li', { class: 'empty' }, a.complete ? 'No mistakes and no big swings.' : 'None yet.')]),
    );
    const head = notes.querySelector('h3')!;
    head.textContent = `Turning points${a.notes.length ? ` — ${a.notes[0]}` : ''}`;
  };

  // The decision at the current frame: what was played, and the better option with its
  // button when the analysis prefers another.
  const drawHere = () => {
    const a = analysis;
    if (!a) return here.replaceChildren();
    const i = decisionAtFrame(a, frame);
    if (i < 0) return here.replaceChildren(h('span', { class: 'empty' }, `Frame ${frame}: not one of the analysed decisions (${analysedSeat}).`));
    const d = a.decisions[i];
    const played = optionOf(d, d.played);
    const better = betterOption(d);
    here.replaceChildren(
      h('span', null, `${d.seat}, turn ${d.turn}: played `, h('b', null, played?.label ?? `option ${d.played}`), played ? ` (${chanceText(played)})` : ''),
      better
        ? h(
            'span',
            { class: d.mistake ? 'better mistake' : 'better' },
            ` · better: `,
            h('b', { class: 'better-label' }, better.label),
            ` (${chanceText(better)}; loss ${Math.round(100 * d.loss)} ±${Math.round(100 * d.loss_se)} points${d.mistake ? ', a mistake' : ''}) `,
            h('button', { class: 'primary', onclick: () => playBetter(d.frame, d.seat, better.option) }, 'Play the better line'),
          )
        : h('span', { class: 'ok' }, ' · the analysis would have played the same'),
    );
  };

  const playBetter = async (k: number, seat: Seat, answer: number) => {
    try {
      const c = await api.fork(game, { frame: k, seat, answer, opponent: { kind: 'heuristic' }, browser: browser() });
      openCreated(c, seat, 'heuristic', game);
    } catch (e) {
      toast(e instanceof ApiError ? e.message : String(e));
    }
  };

  // Pointing: the nearest point's numbers; clicking: the replay moves to its frame (away
// from every point, to the frame under the pointer, as on the slider).
  const nearest = (ev: MouseEvent): GraphPoint | null => {
    const x = ev.clientX - svg.getBoundingClientRect().left;
    let best: GraphPoint | null = null;
    for (const p of pts) if (!best || Math.abs(p.x - x) < Math.abs(best.x - x)) best = p;
    return best && Math.abs(best.x - x) <= 24 ? best : null;
  };
  svg.addEventListener('mousemove', (ev) => {
    const p = nearest(ev);
    if (!p || !analysis) return void (tip.hidden = true);
    tip.hidden = false;
    tip.replaceChildren(...hoverLines(analysis.decisions[p.index]).map((l) => h('div', null, l)));
    tip.style.left = `${Math.min(p.x + 12, box.width - 340)}px`;
  });
  svg.addEventListener('mouseleave', () => (tip.hidden = true));
  svg.addEventListener('click', (ev) => {
    const p = nearest(ev);
    if (p) goTo(p.frame);
    else if (analysis) goTo(frameAtX(ev.clientX - svg.getBoundingClientRect().left, analysis.first_frame, analysis.last_frame, box));
  });
  const onResize = () => draw();
  window.addEventListener('resize', onResize);

  // A request made before for this game comes back at once (stored, or still running).
  if (req0) start();

  return {
    el,
    setFrame(k: number) {
      frame = k;
      placeFrameLine();
      drawHere();
    },
    dispose() {
      alive = false;
      window.removeEventListener('resize', onResize);
    },
  };
}
