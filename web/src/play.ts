// A live game, for a seat (/play/ID?token=T) or a spectator (/watch/ID?token=T): the board
// as the server last described it, answers by clicking or by keyboard shortcut, the
// opponent's moves as they are pushed.
import { api } from './api';
import { cardTextsArrived, renderBoard } from './board';
import { onCardTextLoaded } from './cardtext';
import { h, toast } from './dom';
import { GameSocket } from './socket';
import {
  emptyTargets,
  linesOfUpdate,
  loadLog,
  nextPosition,
  noteAnswer,
  optionForKey,
  resultText,
  saveLog,
  type LogLine,
  type TargetBook,
} from './state';
import type { CardView, GameSummary, Option, Position, Seat } from './types';
import { browser } from './lobby';
import { navigate } from './router';

export function playPage(root: HTMLElement, game: string, token: string, spectator: boolean): () => void {
  let pos: Position | null = null;
  let seat: Seat | null = null;
  let logSeat = spectator ? 'spectator' : 'seat';
  let log: LogLine[] = [];
  let targets: TargetBook = emptyTargets();
  let picks: string[] = [];
  let menu: Option[] | null = null;
  let inspect: CardView | null = null;
  let showMinor = false;
  let status = 'connecting…';
  let summary: GameSummary | null = null;
  let clickedAt = 0;
  let raf = 0;
  let saveTimer: number | undefined;

  const names = (): Record<Seat, string> => {
    const n = (s: Seat) => {
      const info = summary?.seats.find((x) => x.seat === s);
      const kind = info ? (info.kind === 'human' ? '' : ` · ${info.kind}${info.kind === 'search' && info.budget ? ` ${info.budget}` : ''} bot`) : '';
      return `${s}${s === seat ? ' · you' : ''}${kind}${info ? ` — ${info.deck}` : ''}`;
    };
    return { p1: n('p1'), p2: n('p2') };
  };

  const render = () => {
    raf = 0;
    if (!pos) {
      root.replaceChildren(h('div', { class: 'loading' }, status));
      return;
    }
    const over = pos.game_over;
    const board = renderBoard({
      view: pos.view,
      decision: pos.decision,
      frame: pos.frame,
      bottom: seat ?? 'p1',
      actor: seat,
      names: names(),
      targets,
      picks,
      menu,
      inspect,
      busy: sock.waiting,
      over,
      overText: resultText(over, seat),
      log,
      showMinor,
      status: spectator ? `${status} · spectating` : status,
      bannerExtra: over
        ? h('button', { class: 'primary', onclick: () => navigate(`/replay/${game}`) }, 'Open the replay')
        : null,
      onAnswer: (o) => {
        if (!pos || sock.waiting) return;
        clickedAt = performance.now();
        menu = null;
        sock.answer(pos.frame, o.n);
        schedule();
      },
      onMenu: (m) => {
        menu = m;
        schedule();
      },
      onInspect: (c) => {
        inspect = c; // the board shows it in place
      },
      onRefused: (r) => toast(r),
      onRerender: () => schedule(),
      onToggleMinor: (v) => {
        showMinor = v;
        schedule();
      },
    });
    root.replaceChildren(
      h(
        'nav',
        { class: 'crumbs' },
        h('a', { href: '/', onclick: link('/') }, '← Lobby'),
        ` Game ${game}`,
        shares.map(([label, url]) =>
          h('button', { class: 'share', onclick: () => navigator.clipboard?.writeText(url).then(() => toast('Copied', 'info'), () => toast(url, 'info')) }, label),
        ),
      ),
      board,
    );
    if (clickedAt) {
      (window as any).__rewindAnswerMs = performance.now() - clickedAt;
      clickedAt = 0;
    }
    (window as any).__rewindFrame = pos.frame;
  };
  const schedule = () => {
    if (!raf) raf = requestAnimationFrame(render);
  };
  onCardTextLoaded(cardTextsArrived);

  const sock = new GameSocket(game, token, {
    onStatus: (s) => {
      status = s;
      schedule();
    },
    onMessage: (m) => {
      switch (m.type) {
        case 'welcome':
          seat = m.seat === 'spectator' ? null : m.seat;
          logSeat = m.seat;
          log = loadLog(localStorage, game, logSeat);
          break;
        case 'state':
          pos = nextPosition(pos, m);
          // The server sends positions, not history: a page that joins late says so.
          if (!log.length && m.frame > 0)
            log.push({ frame: m.frame, text: `(joined at frame ${m.frame}: the log starts here)`, kind: 'event', minor: false });
          else if (log.length && log[log.length - 1].frame < m.frame - 1)
            log.push({ frame: m.frame, text: `(reconnected at frame ${m.frame})`, kind: 'event', minor: false });
          break;
        case 'update': {
          const prevKind = pos?.decision?.kind;
          if (pos && m.frame <= pos.frame) break;
          targets = noteAnswer(targets, m.answer, prevKind);
          if (m.decision && m.decision.picked > 0 && m.decision.player === m.answer.player && m.answer.label) picks = [...picks, m.answer.label];
          else picks = [];
          log.push(...linesOfUpdate(m.answer, m.events, m.frame, prevKind));
          window.clearTimeout(saveTimer);
          saveTimer = window.setTimeout(() => saveLog(localStorage, game, logSeat, log), 300);
          pos = nextPosition(pos, m);
          if (m.game_over) api.summary(game).then((s) => ((summary = s), schedule()));
          break;
        }
        case 'ack':
          break;
        case 'error':
          toast(`Refused: ${m.message}`);
          break;
        default:
          break;
      }
      // Answer results are drawn in the same frame as the message that brings them.
      if (m.type === 'update' && clickedAt) render();
      else schedule();
    },
  });
  api.summary(game).then((s) => ((summary = s), schedule())).catch(() => {});
  // The links this browser may share: the spectator link, and a friend's invite link again
  // (the server lists a browser's games with their tokens).
  let shares: [string, string][] = [];
  api
    .list(browser())
    .then((l) => {
      const g = l.find((x) => x.game === game);
      if (!g) return;
      const abs = (p: string) => `${location.origin}${p}`;
      if (g.spectator_token) shares.push(['Copy spectator link', abs(`/watch/${game}?token=${g.spectator_token}`)]);
      for (const st of g.seats)
        if (st.token && st.token !== token) shares.push([`Copy ${st.seat}'s invite link`, abs(`/play/${game}?token=${st.token}`)]);
      schedule();
    })
    .catch(() => {});

  const onKey = (e: KeyboardEvent) => {
    if (!pos || (e.target as HTMLElement).closest('input,textarea,select')) return;
    if (e.key === 'Escape') {
      menu = null;
      schedule();
      return;
    }
    // Space and Enter on a focused button press that button, as everywhere.
    if ((e.key === ' ' || e.key === 'Enter') && (e.target as HTMLElement).closest('button,[role=button],a,summary')) return;
    const o = optionForKey(pos.decision, seat, e.key);
    if (o && !sock.waiting) {
      e.preventDefault();
      clickedAt = performance.now();
      sock.answer(pos.frame, o.n);
    }
  };
  window.addEventListener('keydown', onKey);
  render();
  const flush = () => {
    window.clearTimeout(saveTimer);
    saveLog(localStorage, game, logSeat, log);
  };
  window.addEventListener('pagehide', flush);
  return () => {
    flush();
    window.removeEventListener('pagehide', flush);
    window.removeEventListener('keydown', onKey);
    onCardTextLoaded(null);
    sock.close();
  };
}

export function link(path: string) {
  return (e: Event) => {
    e.preventDefault();
    navigate(path);
  };
}
