// The lobby: a new game against a bot or a friend (built-in or uploaded deck, seat, seed),
// the invite and spectator links, and this browser's games with their state and replays.
import { api, ApiError } from './api';
import { h, toast } from './dom';
import { navigate } from './router';
import { browserId, myGames, rememberGame, type MyGame } from './state';
import type { Created, DeckInfo, GameSummary, Seat } from './types';

export const browser = () => browserId(localStorage, () => crypto.randomUUID().replace(/-/g, ''));

export function openCreated(c: Created, seat: Seat, opponent: string, parent?: string): HTMLElement | null {
  const me = c.seats.find((s) => s.seat === seat)!;
  rememberGame(localStorage, { game: c.game, seat, token: me.token!, opponent, created: Date.now(), parent });
  if (opponent !== 'friend') {
    navigate(me.link!);
    return null;
  }
  const other = c.seats.find((s) => s.seat !== seat)!;
  const abs = (p: string) => `${location.origin}${p}`;
  const copyField = (label: string, value: string, id: string) =>
    h(
      'div',
      { class: 'copy' },
      h('label', { for: id }, label),
      h('input', { id, readonly: true, value, onfocus: (e: Event) => (e.target as HTMLInputElement).select() }),
      h(
        'button',
        {
          onclick: () =>
            navigator.clipboard?.writeText(value).then(
              () => toast('Copied', 'info'),
              () => toast('Copy it from the field'),
            ),
        },
        `Copy ${label.toLowerCase()}`,
      ),
    );
  return h(
    'section',
    { class: 'invite', 'aria-label': 'invite' },
    h('h2', null, 'Invite a friend'),
    h('p', null, `Send this link to your friend: it seats them as ${other.seat}. Anyone with the spectator link watches the public view.`),
    copyField('Invite link', abs(other.link!), 'invite-link'),
    copyField('Spectator link', abs(c.spectator_link), 'spectator-link'),
    h('button', { class: 'primary', onclick: () => navigate(me.link!) }, 'Go to the table'),
  );
}

export function lobbyPage(root: HTMLElement): () => void {
  let decks: DeckInfo[] = [];
  let uploaded = '';
  let uploadMsg: { ok: boolean; text: string } | null = null;
  let server: GameSummary[] = [];
  const frames = new Map<string, number>(); // live games: the frame they are at
  let invite: HTMLElement | null = null;
  let alive = true;

  const form = {
    deck: 'blue-white-skies',
    oppDeck: 'green-white-beasts',
    opponent: 'heuristic',
    budget: 200,
    seat: 'p1' as Seat,
    seed: '',
  };

  const checkUpload = async (text: string) => {
    uploaded = text;
    if (!text.trim()) {
      uploadMsg = null;
      return render();
    }
    try {
      const r = await api.checkDeck(text);
      uploadMsg = r.ok ? { ok: true, text: `${r.name}: ${r.cards} cards` } : { ok: false, text: r.message ?? 'refused' };
    } catch (e) {
      uploadMsg = { ok: false, text: (e as Error).message };
    }
    render();
  };

  const start = async () => {
    const mine: Record<string, unknown> = { kind: 'human' };
    if (form.deck === 'upload') {
      if (!uploaded.trim() || !uploadMsg?.ok) return toast(uploadMsg?.text ?? 'Upload or paste a deck first');
      mine.deck_text = uploaded;
    } else mine.deck = form.deck;
    const friend = form.opponent === 'friend';
    const other: Record<string, unknown> = { kind: friend ? 'human' : form.opponent, deck: form.oppDeck };
    if (form.opponent === 'search') other.budget = form.budget;
    const body: Record<string, unknown> = { browser: browser() };
    body[form.seat] = mine;
    body[form.seat === 'p1' ? 'p2' : 'p1'] = other;
    if (form.seed.trim() !== '') body.seed = Number(form.seed);
    try {
      const c = await api.create(body);
      const label = friend ? 'friend' : form.opponent === 'search' ? `search ${form.budget}` : form.opponent;
      invite = openCreated(c, form.seat, label);
      if (invite) refresh();
    } catch (e) {
      toast(e instanceof ApiError ? e.message : String(e));
    }
  };

  const deckSelect = (id: string, value: string, upload: boolean, on: (v: string) => void) =>
    h(
      'select',
      { id, onchange: (e: Event) => on((e.target as HTMLSelectElement).value) },
      decks.map((d) => h('option', { value: d.id, selected: d.id === value }, `${d.name} (${d.cards})`)),
      upload ? h('option', { value: 'upload', selected: value === 'upload' }, 'Upload or paste a deck…') : null,
    );

  const gameRow = (g: MyGame) => {
    const s = server.find((x) => x.game === g.game);
    const state = !s
      ? '…'
      : s.over
        ? s.result === 'draw'
          ? 'draw'
          : `${s.result} won${s.result === g.seat ? ' (you)' : ''}`
        : `in play${frames.has(g.game) ? ` · frame ${frames.get(g.game)}` : ''}`;
    const decksText = s ? s.seats.map((x) => `${x.seat}: ${x.deck}`).join(' vs ') : '';
    return h(
      'tr',
      { dataset: { game: g.game } },
      h('td', null, h('code', null, g.game)),
      h('td', null, g.seat),
      h('td', null, g.opponent),
      h('td', null, decksText),
      h('td', { class: 'state' }, state, g.parent ? h('span', { class: 'fork' }, ` · fork of ${g.parent.slice(0, 8)}`) : null),
      h(
        'td',
        null,
        s && !s.over ? h('button', { onclick: () => navigate(`/play/${g.game}?token=${g.token}`) }, 'Continue') : null,
        s?.over ? h('button', { onclick: () => navigate(`/replay/${g.game}?seat=${g.seat === 'spectator' ? 'both' : g.seat}`) }, 'Replay') : null,
      ),
    );
  };

  const render = () => {
    if (!alive) return;
    const mineList = myGames(localStorage);
    root.replaceChildren(
      h(
        'div',
        { class: 'lobby' },
        h('header', null, h('h1', null, 'Rewind'), h('p', null, 'Play the bot or a friend; rewind any game to any decision and play the what-if.')),
        h(
          'section',
          { class: 'newgame', 'aria-label': 'new game' },
          h('h2', null, 'New game'),
          h(
            'div',
            { class: 'grid' },
            h('label', { for: 'deck' }, 'Your deck'),
            deckSelect('deck', form.deck, true, (v) => ((form.deck = v), render())),
            form.deck === 'upload'
              ? h(
                  'div',
                  { class: 'upload' },
                  h('label', { for: 'deck-file' }, 'A .dck file or a list'),
                  h('input', {
                    id: 'deck-file',
                    type: 'file',
                    accept: '.dck,.txt,text/plain',
                    onchange: async (e: Event) => {
                      const f = (e.target as HTMLInputElement).files?.[0];
                      if (f) await checkUpload(await f.text());
                    },
                  }),
                  h('label', { for: 'deck-text' }, 'or paste it'),
                  h('textarea', { id: 'deck-text', rows: 6, placeholder: '4 Grizzly Bears\n20 Forest', value: uploaded, onchange: (e: Event) => checkUpload((e.target as HTMLTextAreaElement).value) }),
                  uploadMsg ? h('div', { class: uploadMsg.ok ? 'ok' : 'error', role: 'status' }, uploadMsg.text) : null,
                )
              : null,
            h('label', { for: 'opponent' }, 'Opponent'),
            h(
              'select',
              { id: 'opponent', onchange: (e: Event) => ((form.opponent = (e.target as HTMLSelectElement).value), render()) },
              [
                ['heuristic', 'Heuristic bot (quick)'],
                ['search', 'Search bot (stronger, thinks)'],
                ['random', 'Random bot'],
                ['friend', 'A friend (invite link)'],
              ].map(([v, t]) => h('option', { value: v, selected: form.opponent === v }, t)),
            ),
            form.opponent === 'search'
              ? [
                  h('label', { for: 'budget' }, 'Search budget (simulations)'),
                  h('input', { id: 'budget', type: 'number', min: 1, max: 100000, value: String(form.budget), onchange: (e: Event) => (form.budget = Number((e.target as HTMLInputElement).value) || 200) }),
                ]
              : null,
            h('label', { for: 'opp-deck' }, "Opponent's deck"),
            deckSelect('opp-deck', form.oppDeck, false, (v) => (form.oppDeck = v)),
            h('span', { class: 'lbl', id: 'seat-label' }, 'Your seat'),
            h(
              'div',
              { role: 'radiogroup', 'aria-labelledby': 'seat-label' },
              (['p1', 'p2'] as Seat[]).map((s) =>
                h('label', { class: 'radio' }, h('input', { type: 'radio', name: 'seat', value: s, checked: form.seat === s, onchange: () => (form.seat = s) }), ` ${s}`),
              ),
            ),
            h('label', { for: 'seed' }, 'Seed (optional)'),
            h('input', { id: 'seed', type: 'number', min: 0, placeholder: 'random', value: form.seed, oninput: (e: Event) => (form.seed = (e.target as HTMLInputElement).value) }),
          ),
          h('button', { class: 'primary', onclick: start }, 'Start game'),
        ),
        invite,
        h(
          'section',
          { class: 'mygames', 'aria-label': 'my games' },
          h('h2', null, 'My games'),
          mineList.length
            ? h(
                'table',
                null,
                h('thead', null, h('tr', null, ['Game', 'Seat', 'Opponent', 'Decks', 'State', ''].map((t) => h('th', null, t)))),
                h('tbody', null, mineList.map(gameRow)),
              )
            : h('p', { class: 'empty' }, 'No games yet: start one above.'),
        ),
      ),
    );
  };

  api.decks().then((d) => ((decks = d), render())).catch((e) => toast(e.message));
  // The server's word on this browser's games (their state), and their frames when live.
  async function refresh(): Promise<void> {
    let l: GameSummary[];
    try {
      l = await api.list(browser());
    } catch {
      return;
    }
    server = l;
    // Games this browser made whose entries its storage lost come back from the server's list.
    for (const g of l)
      if (!myGames(localStorage).some((m) => m.game === g.game)) {
        const seat = g.seats.find((s) => s.token);
        const other = g.seats.find((s) => s !== seat);
        if (seat)
          rememberGame(localStorage, { game: g.game, seat: seat.seat, token: seat.token!, opponent: other?.kind ?? '', created: g.created ?? 0 });
      }
    render();
    for (const g of l.filter((x) => !x.over).slice(0, 20))
      api.summary(g.game).then(
        (sm) => {
          frames.set(g.game, sm.frame ?? 0);
          render();
        },
        () => {},
      );
  }
  refresh();
  render();
  return () => {
    alive = false;
  };
}
