// A finished game's replay: a timeline over frames first..last with step buttons and turn
// markers, the analysis board under it (analysis_view.ts), the board at the frame from
// either seat or both, the log up to it, "branch from here" (seat, opponent, optional
// reseed: the fork starts at once) and the lineage tree of the game and its forks.
import { analysisBoard } from './analysis_view';
import { api, ApiError } from './api';
import { cardTextsArrived, renderBoard } from './board';
import { onCardTextLoaded } from './cardtext';
import { h, toast } from './dom';
import { browser, openCreated } from './lobby';
import { link } from './play';
import { navigate } from './router';
import {
  bothView,
  emptyTargets,
  linesOfLog,
  myGames,
  noteAnswer,
  plainLabel,
  resultText,
  turnMarkers,
  turnStep,
  type LogLine,
  type Marker,
  type TargetBook,
} from './state';
import type { CardView, FrameReply, GameSummary, LogReply, Seat } from './types';

type Perspective = 'p1' | 'p2' | 'both';

export function replayPage(root: HTMLElement, game: string, seat0: string, frame0: number): () => void {
  let persp: Perspective = seat0 === 'p2' || seat0 === 'both' ? seat0 : 'p1';
  let summary: GameSummary | null = null;
  let log: LogReply | null = null;
  let markers: Marker[] = [];
  let frame = 0;
  let first = 0;
  let last = 0;
  let showMinor = false;
  let inspect: CardView | null = null;
  let alive = true;
  let wanted = -1;
  let movedAt = 0;
  const cache = new Map<number, FrameReply>();
  const inflight = new Map<number, Promise<FrameReply>>();

  const fetchFrame = (k: number): Promise<FrameReply> => {
    const c = cache.get(k);
    if (c) return Promise.resolve(c);
    let p = inflight.get(k);
    if (!p) {
      p = api.frame(game, k, 'both').then((f) => {
        cache.set(k, f);
        inflight.delete(k);
        return f;
      });
      inflight.set(k, p);
    }
    return p;
  };

  // ---- persistent parts: the timeline, the board's box, the lineage ----
  const slider = h('input', {
    type: 'range',
    class: 'slider',
    'aria-label': 'frame',
    min: '0',
    max: '0',
    value: '0',
    oninput: (e: Event) => goTo(Number((e.target as HTMLInputElement).value)),
  });
  const frameLabel = h('output', { class: 'frame-label', 'aria-live': 'polite' });
  const markerBox = h('div', { class: 'markers', 'aria-label': 'turns' });
  const btn = (text: string, title: string, f: () => number) =>
    h('button', { title, 'aria-label': title, onclick: () => goTo(f()) }, text);
  const perspSel = h(
    'select',
    {
      id: 'perspective',
      onchange: (e: Event) => {
        persp = (e.target as HTMLSelectElement).value as Perspective;
        history.replaceState(null, '', `/replay/${game}?seat=${persp}&frame=${frame}`);
        draw();
      },
    },
    (['p1', 'p2', 'both'] as Perspective[]).map((p) => h('option', { value: p, selected: p === persp }, p === 'both' ? 'both seats' : `${p}'s seat`)),
  );
  const dialog = h('dialog', { class: 'branch', 'aria-label': 'branch from here' });
  const analysisUi = analysisBoard(game, persp === 'p2' ? 'p2' : 'p1', (k) => goTo(k));
  const timeline = h(
    'section',
    { class: 'timeline', 'aria-label': 'timeline' },
    h(
      'div',
      { class: 'controls' },
      btn('|‹ first', 'First frame', () => first),
      btn('« turn', 'Previous turn', () => turnStep(markers, frame, -1, last)),
      btn('‹', 'Previous frame', () => frame - 1),
      frameLabel,
      btn('›', 'Next frame', () => frame + 1),
      btn('turn »', 'Next turn', () => turnStep(markers, frame, 1, last)),
      btn('last ›|', 'Last frame', () => last),
      h('label', { for: 'perspective' }, 'View from '),
      perspSel,
      h('button', { class: 'primary', onclick: () => openBranch() }, 'Branch from here'),
    ),
    h('div', { class: 'track' }, markerBox, slider),
    analysisUi.el,
  );
  const boardBox = h('div', { class: 'board-box' });
  const lineageBox = h('section', { class: 'lineage', 'aria-label': 'lineage' });
  root.replaceChildren(
    h('nav', { class: 'crumbs' }, h('a', { href: '/', onclick: link('/') }, '← Lobby'), ` Replay of ${game}`),
    timeline,
    boardBox,
    lineageBox,
    dialog,
  );

  const goTo = (k: number) => {
    k = Math.max(first, Math.min(last, Math.round(k)));
    movedAt = performance.now();
    wanted = k;
    slider.value = String(k);
    const c = cache.get(k);
    if (c) {
      frame = k;
      draw();
      prefetch(k);
      return;
    }
    fetchFrame(k)
      .then(() => {
        if (wanted !== k || !alive) return;
        frame = k;
        draw();
        prefetch(k);
      })
      .catch((e) => toast(e.message));
  };
  const prefetch = (k: number) => {
    for (const j of [k + 1, k - 1, k + 2]) if (j >= first && j <= last) fetchFrame(j).catch(() => {});
  };
  // In the background, one request at a time: the frames in chunks (GET /frames?from=K&
  // count=N), outward from the one shown, up to 5000 frames, so that the slider finds them
  // cached.
  const CHUNK = 40;
  let background = false;
  const fillCache = async () => {
    if (background) return;
    background = true;
    const here = Math.floor((frame - first) / CHUNK);
    const chunks: number[] = [];
    const n = Math.ceil((last - first + 1) / CHUNK);
    for (let d = 0; d < n && chunks.length * CHUNK < 5000; ++d) {
      if (here + d < n) chunks.push(here + d);
      if (d && here - d >= 0) chunks.push(here - d);
    }
    for (const c of chunks) {
      const from = first + c * CHUNK;
      if (!alive) return;
      let missing = false;
      for (let k = from; k < from + CHUNK && k <= last; ++k) if (!cache.has(k)) missing = true;
      if (!missing) continue;
      if (inflight.size) await Promise.allSettled([...inflight.values()]);
      try {
        const r = await api.frames(game, from, CHUNK);
        for (const f of r.frames) if (!cache.has(f.frame)) cache.set(f.frame, f);
      } catch {
        return; // the frames one by one still work
      }
    }
  };

  const targetsUpTo = (k: number): TargetBook => {
    let t = emptyTargets();
    if (!log) return t;
    let prevKind: string | undefined;
    for (const f of log.frames) {
      if (f.frame >= k) break;
      t = noteAnswer(t, { frame: f.frame, player: f.player, label: f.label }, f.kind);
      prevKind = f.kind;
    }
    void prevKind;
    return t;
  };

  // The log's lines, worded once; a frame shows those of the frames before it.
  let allLines: LogLine[] = [];
  const logUpTo = (k: number): LogLine[] => {
    let lo = 0,
      hi = allLines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (allLines[mid].frame < k) lo = mid + 1;
      else hi = mid;
    }
    return allLines.slice(Math.max(0, lo - 600), lo);
  };

  let urlTimer: number | undefined;
  const setUrl = () => {
    window.clearTimeout(urlTimer);
    urlTimer = window.setTimeout(() => alive && history.replaceState(null, '', `/replay/${game}?seat=${persp}&frame=${frame}`), 250);
  };

  const draw = () => {
    if (!alive) return;
    const f = cache.get(frame);
    frameLabel.textContent = `frame ${frame} of ${last}`;
    analysisUi.setFrame(frame);
    setUrl();
    if (!f || !f.views) return;
    const view = persp === 'both' ? bothView(f.views) : f.views[persp];
    const bottom: Seat = persp === 'p2' ? 'p2' : 'p1';
    const names: Record<Seat, string> = { p1: 'p1', p2: 'p2' };
    for (const s of summary?.seats ?? []) names[s.seat] = `${s.seat} · ${s.kind === 'human' ? 'person' : `${s.kind} bot`} — ${s.deck}`;
    const lines = logUpTo(frame);
    const answered = f.answered
      ? h('div', { class: 'answered' }, `Answered at this frame: `, h('b', null, plainLabel(f.answered.label)))
      : null;
    const board = renderBoard({
      view,
      decision: f.decision,
      frame,
      bottom,
      actor: null,
      names,
      targets: targetsUpTo(frame),
      picks: [],
      menu: null,
      inspect,
      busy: true,
      over: f.game_over ?? null,
      overText: resultText(f.game_over ?? null, null),
      log: lines,
      showMinor,
      status: 'replay',
      topExtra: answered,
      answered: f.answered?.n,
      onAnswer: () => {},
      onMenu: () => {},
      onInspect: (c) => {
        inspect = c; // the board shows it in place
      },
      onRefused: () => {},
      onRerender: () => draw(),
      onToggleMinor: (v) => {
        showMinor = v;
        draw();
      },
    });
    boardBox.replaceChildren(board);
    if (movedAt) {
      (window as any).__rewindReplayMs = performance.now() - movedAt;
      movedAt = 0;
    }
    (window as any).__rewindFrame = frame;
    (window as any).__rewindReplayFirstDraw ??= performance.now(); // since navigation start
  };
  onCardTextLoaded(cardTextsArrived);

  const openBranch = () => {
    let seat: Seat = persp === 'p2' ? 'p2' : 'p1';
    let opp = 'heuristic';
    let budget = 200;
    let reseed = '';
    const body = () =>
      h(
        'form',
        {
          method: 'dialog',
          onsubmit: async (e: Event) => {
            e.preventDefault();
            const req: Record<string, unknown> = { frame, seat, opponent: { kind: opp === 'friend' ? 'human' : opp, ...(opp === 'search' ? { budget } : {}) }, browser: browser() };
            if (reseed.trim() !== '') req.reseed = Number(reseed);
            try {
              const c = await api.fork(game, req);
              dialog.close();
              const inv = openCreated(c, seat, opp === 'friend' ? 'friend' : opp, game);
              if (inv) {
                lineageBox.before(inv);
                loadLineage();
              }
            } catch (err) {
              toast(err instanceof ApiError ? err.message : String(err));
            }
          },
        },
        h('h2', null, `Branch from frame ${frame}`),
        h('p', null, 'A new game starts at this frame: you take a seat, the other goes to the opponent you pick.'),
        h(
          'fieldset',
          null,
          h('legend', null, 'Your seat'),
          (['p1', 'p2'] as Seat[]).map((s) =>
            h('label', { class: 'radio' }, h('input', { type: 'radio', name: 'fork-seat', value: s, checked: s === seat, onchange: () => (seat = s) }), ` ${s}`),
          ),
        ),
        h('label', { for: 'fork-opp' }, 'Opponent'),
        h(
          'select',
          { id: 'fork-opp', onchange: (e: Event) => (opp = (e.target as HTMLSelectElement).value) },
          [
            ['heuristic', 'Heuristic bot'],
            ['search', 'Search bot (200)'],
            ['random', 'Random bot'],
            ['friend', 'A friend (invite link)'],
          ].map(([v, t]) => h('option', { value: v }, t)),
        ),
        h('label', { for: 'fork-reseed' }, 'Reseed (optional: new future draws)'),
        h('input', { id: 'fork-reseed', type: 'number', min: 0, placeholder: 'same draws as the original', oninput: (e: Event) => (reseed = (e.target as HTMLInputElement).value) }),
        h('div', { class: 'buttons' }, h('button', { type: 'button', onclick: () => dialog.close() }, 'Cancel'), h('button', { class: 'primary', type: 'submit' }, 'Start the branch')),
      );
    void budget;
    dialog.replaceChildren(body());
    dialog.showModal();
  };

  const loadLineage = async () => {
    try {
      let root = game;
      for (let i = 0; i < 50; ++i) {
        const l = await api.lineage(root);
        if (!l.parent) break;
        root = l.parent.game;
      }
      const mine = myGames(localStorage);
      const node = async (id: string, depth: number, at?: number): Promise<HTMLElement> => {
        const [s, l] = await Promise.all([api.summary(id), api.lineage(id)]);
        const m = mine.find((x) => x.game === id);
        const open = s.over
          ? h('a', { href: `/replay/${id}`, onclick: link(`/replay/${id}?seat=${m && m.seat !== 'spectator' ? m.seat : 'p1'}`) }, 'replay')
          : m
            ? h('a', { href: `/play/${id}?token=${m.token}`, onclick: link(`/play/${id}?token=${m.token}`) }, 'play')
            : h('span', null, 'in play');
        const kids = depth < 8 ? await Promise.all(l.children.map((c) => node(c.game, depth + 1, c.parent?.frame))) : [];
        return h(
          'li',
          { class: id === game ? 'here' : '' },
          h('code', null, id),
          at !== undefined ? ` forked at frame ${at}` : ' (original)',
          ` · ${s.seats.map((x) => `${x.seat} ${x.kind}`).join(' vs ')} · ${s.over ? (s.result === 'draw' ? 'draw' : `${s.result} won`) : 'in play'} · `,
          id === game ? h('b', null, 'this game') : open,
          kids.length ? h('ul', null, kids) : null,
        );
      };
      const tree = await node(root, 0);
      lineageBox.replaceChildren(h('h2', null, 'Lineage'), h('ul', { class: 'tree' }, tree));
    } catch (e) {
      lineageBox.replaceChildren(h('h2', null, 'Lineage'), h('p', { class: 'error' }, (e as Error).message));
    }
  };

  Promise.all([api.summary(game), api.log(game, 'both')])
    .then(([s, l]) => {
      summary = s;
      log = l;
      first = l.first_frame;
      last = l.last_frame;
      markers = turnMarkers(l.frames);
      allLines = linesOfLog(l.frames, last);
      slider.min = String(first);
      slider.max = String(last);
      markerBox.replaceChildren(
        ...markers
          .filter((m) => m.turn > 0)
          .map((m) =>
            h(
              'button',
              {
                class: `marker ${m.player}`,
                style: `left:${(100 * (m.frame - first)) / Math.max(1, last - first)}%`,
                title: `turn ${m.turn} (${m.player}) at frame ${m.frame}`,
                'aria-label': `turn ${m.turn}`,
                onclick: () => goTo(m.frame),
              },
              String(m.turn),
            ),
          ),
      );
      const start = Number.isFinite(frame0) ? frame0 : last;
      goTo(start);
      loadLineage();
      fillCache().then(() => ((window as any).__rewindCacheFull = performance.now()));
    })
    .catch((e) => {
      boardBox.replaceChildren(h('p', { class: 'error', role: 'alert' }, e.message));
    });
  const onKey = (e: KeyboardEvent) => {
    if ((e.target as HTMLElement).closest('input,textarea,select,dialog')) return;
    if (e.key === 'ArrowRight') goTo(frame + 1);
    else if (e.key === 'ArrowLeft') goTo(frame - 1);
    else return;
    e.preventDefault();
  };
  window.addEventListener('keydown', onKey);
  void navigate;
  return () => {
    alive = false;
    analysisUi.dispose();
    window.clearTimeout(urlTimer);
    onCardTextLoaded(null);
    window.removeEventListener('keydown', onKey);
  };
}
