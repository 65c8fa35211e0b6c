// Makes a long finished game for the replay benchmarks (docs/BENCHMARKS.md): two seats over
// the protocol that play their lands and pass. Prints the game id.
// `node --experimental-websocket tools/long-game.mjs URL [SEED]` (Node 20; 22 needs no flag).
const [url, seed = '1'] = process.argv.slice(2);
const created = await (await fetch(`${url}/api/games`, {
  method: 'POST',
  body: JSON.stringify({ p1: { kind: 'human' }, p2: { kind: 'human' }, seed: Number(seed) }),
})).json();
// Lands go down and nothing else: with a Flash card in hand (Blue-White Skies) and the mana
// for it, every priority is a decision, and the game ends when a library runs out.
const choose = (d) => d.options.find((x) => x.kind === 'play_land')?.n ?? 0;
const ws = [0, 1].map(() => new WebSocket(url.replace(/^http/, 'ws') + '/ws'));
await Promise.all(ws.map((w) => new Promise((r) => (w.onopen = r))));
const done = new Promise((resolve) => {
  ws.forEach((w, i) => {
    w.onmessage = (e) => {
      const m = JSON.parse(e.data);
      if (m.type === 'error') throw new Error(m.message);
      if ((m.type === 'state' || m.type === 'update') && m.game_over) resolve(m.frame);
      if ((m.type === 'state' || m.type === 'update') && m.decision && m.decision.player === `p${i + 1}`)
        w.send(JSON.stringify({ type: 'answer', frame: m.frame, n: choose(m.decision) }));
    };
    w.send(JSON.stringify({ type: 'join', protocol: 2, game: created.game, token: created.seats[i].token }));
  });
});
const frames = await done;
ws.forEach((w) => w.close());
console.log(JSON.stringify({ game: created.game, frames }));
