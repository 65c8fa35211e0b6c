// The analysis board's figure (docs/BENCHMARKS.md, "Web app"): the time from the click on
// Analyse to the first turning point on screen, and to the finished analysis, for a finished
// heuristic-vs-heuristic game, at the page's default budget (32). A server of its own (with
// `--analysis-threads` from THREADS, default 1: the server's default); the game is played by
// the bots on that server (SEED, default 93). `node tools/analysis-bench.mjs` after
// scripts/build-web.sh; RUNS (default 3) fresh servers, so nothing is stored beforehand;
// LIGHT=1 ticks the page's "light" box.
import os from 'node:os';
import { getJson, launch, startServer } from '../e2e/harness.mjs';

const threads = process.env.THREADS ?? '1';
const seed = Number(process.env.SEED ?? 93);
const runs = Number(process.env.RUNS ?? 3);
const light = process.env.LIGHT === '1'; // the page's "light" box
const results = [];
for (let run = 0; run < runs; ++run) {
  const server = await startServer({ args: ['--analysis-threads', threads] });
  const b = await launch();
  try {
    const r = await fetch(`${server.url}/api/games`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ p1: { kind: 'heuristic' }, p2: { kind: 'heuristic' }, seed }),
    });
    const game = (await r.json()).game;
    let s;
    for (let i = 0; i < 1200 && !(s = await getJson(`${server.url}/api/games/${game}`)).over; ++i) await new Promise((ok) => setTimeout(ok, 50));
    const log = await getJson(`${server.url}/api/games/${game}/log?seat=both`);
    const page = b.page;
    await page.goto(`${server.url}/replay/${game}?seat=p1`);
    await page.waitForFunction(() => (window.__rewindFrame ?? -1) >= 0);
    if (light) await page.getByLabel('light').check();
    const load = os.loadavg()[0];
    await page.getByRole('region', { name: 'analysis' }).getByRole('button', { name: 'Analyse' }).click();
    await page.waitForFunction(() => window.__rewindFirstTurningPointMs !== undefined, null, { timeout: 300000, polling: 50 });
    const first = await page.evaluate(() => window.__rewindFirstTurningPointMs);
    await page.locator('.analysis[data-status="done"]').waitFor({ timeout: 600000 });
    const done = await page.evaluate(() => performance.now() - window.__rewindAnalyseAt);
    const p1 = log.frames.filter((f) => f.player === 'p1').length;
    results.push({ game, seed, decisions: log.frames.length, p1_decisions: p1, threads: Number(threads), light, load_1min: +load.toFixed(1), first_turning_point_s: +(first / 1000).toFixed(2), done_s: +(done / 1000).toFixed(1) });
    console.log(JSON.stringify(results.at(-1)));
  } finally {
    await b.close();
    await server.stop();
    server.removeDir();
  }
}
