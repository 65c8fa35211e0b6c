// The web app's performance figures (docs/BENCHMARKS.md, "Web app"), with a server of its
// own: a long replay opened (ms from navigation to the board drawn), slider moves to random
// frames (ms from the input event to the board painted: cold = first visit, warm = again), the
// answer-to-screen time against the bot (ms from the click to the board of the next frame,
// bot thinking excluded: only the update that the answer itself causes), and the built
// app's gzipped size. `node tools/bench.mjs` after scripts/build-web.sh.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { clickOnce, launch, startServer, waitMine, webDir } from '../e2e/harness.mjs';

const server = await startServer();
const b = await launch();
const page = b.page;
const quantile = (xs, q) => [...xs].sort((a, c) => a - c)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const stats = (xs) => ({ n: xs.length, median: +quantile(xs, 0.5).toFixed(1), p95: +quantile(xs, 0.95).toFixed(1), max: +Math.max(...xs).toFixed(1) });
const out = {};
try {
  const long = JSON.parse(
    execFileSync(process.execPath, ['--experimental-websocket', '--no-warnings', path.join(webDir, 'tools/long-game.mjs'), server.url, '1']).toString(),
  );
  out.replay_frames = long.frames;
  const opens = [];
  for (let i = 0; i < 5; ++i) {
    await page.goto(`${server.url}/replay/${long.game}?seat=p1&frame=${Math.floor(long.frames / 2)}`);
    await page.waitForFunction(() => window.__rewindReplayFirstDraw !== undefined);
    opens.push(await page.evaluate(() => window.__rewindReplayFirstDraw));
  }
  out.replay_open_ms = stats(opens);
  await page.waitForFunction(() => window.__rewindCacheFull !== undefined, null, { timeout: 60000 });
  out.replay_all_frames_cached_ms = Math.round(await page.evaluate(() => window.__rewindCacheFull));
  // From the input event to the first moment after the board's frame is painted (the next
  // animation frame after it is drawn, then a task).
  const move = (k) =>
    page.evaluate(async (k) => {
      const s = document.querySelector('.slider');
      const t0 = performance.now();
      s.value = String(k);
      s.dispatchEvent(new Event('input', { bubbles: true }));
      while (window.__rewindFrame !== k) await new Promise((r) => setTimeout(r, 0));
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      return performance.now() - t0;
    }, k);
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % (long.frames + 1);
  const cold = [], warm = [];
  const seen = [];
  // Cold: a fresh page, moves at once (the background fill is running meanwhile).
  await page.goto(`${server.url}/replay/${long.game}?seat=p1&frame=0`);
  await page.waitForFunction(() => window.__rewindFrame === 0);
  for (let i = 0; i < 40; ++i) {
    const k = rnd();
    seen.push(k);
    cold.push(await move(k));
  }
  for (const k of seen.slice(0, 40)) warm.push(await move(k));
  out.slider_cold_ms = stats(cold);
  out.slider_warm_ms = stats(warm);
  // Answers against the heuristic bot.
  await page.goto(server.url + '/');
  await page.getByLabel('Seed (optional)').fill('5');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/play\//);
  const answers = [];
  for (let i = 0; i < 60 && (await waitMine(page)) === 'mine'; ++i) {
    await page.evaluate(() => (window.__rewindAnswerMs = undefined));
    await clickOnce(page);
    await page.waitForFunction(() => window.__rewindAnswerMs !== undefined);
    answers.push(await page.evaluate(() => window.__rewindAnswerMs));
  }
  out.answer_to_screen_ms = stats(answers);
  let gz = 0, raw = 0;
  const walk = (d) => {
    for (const f of fs.readdirSync(d)) {
      const p = path.join(d, f);
      if (fs.statSync(p).isDirectory()) walk(p);
      else {
        const buf = fs.readFileSync(p);
        raw += buf.length;
        gz += zlib.gzipSync(buf, { level: 9 }).length;
      }
    }
  };
  walk(path.join(webDir, 'dist'));
  out.dist_bytes = raw;
  out.dist_gzip_bytes = gz;
  console.log(JSON.stringify(out));
} finally {
  await b.close();
  await server.stop();
  server.removeDir();
}
