// End-to-end harness: a `rewind serve` of our own on an ephemeral loopback port over a
// temporary SQLite file, and Debian's Chromium driven by playwright-core. Everything started
// here is stopped by `stop()` / `close()`, which the tests call in every path (after hooks).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const webDir = path.resolve(here, '..');
export const rewindBin = process.env.REWIND_BIN ?? path.resolve(webDir, '../build/rewind');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Starts `rewind serve`; `port` 0 takes a free one. `dir` keeps the database between restarts;
// `args`: more options for `rewind serve`.
export async function startServer({ dir, port = 0, args = [] } = {}) {
  dir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'rewind-e2e-'));
  const portFile = path.join(dir, `port-${Date.now()}`);
  const proc = spawn(
    rewindBin,
    ['serve', '--host', '127.0.0.1', '--port', String(port), '--port-file', portFile, '--db', `sqlite:${path.join(dir, 'games.db')}`, '--web', path.join(webDir, 'dist'), '--quiet', ...args],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  proc.stderr.on('data', (d) => (stderr += d));
  const until = Date.now() + 15000;
  while (!fs.existsSync(portFile) || fs.readFileSync(portFile, 'utf8').trim() === '') {
    if (proc.exitCode !== null) throw new Error(`rewind serve exited: ${stderr}`);
    if (Date.now() > until) {
      proc.kill('SIGKILL');
      throw new Error(`rewind serve did not start: ${stderr}`);
    }
    await sleep(20);
  }
  const p = Number(fs.readFileSync(portFile, 'utf8').trim());
  const url = `http://127.0.0.1:${p}`;
  return {
    url,
    port: p,
    dir,
    async stop() {
      if (proc.exitCode !== null) return;
      const done = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      const t = setTimeout(() => proc.kill('SIGKILL'), 5000);
      await done;
      clearTimeout(t);
    },
    removeDir() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// A browser with its own empty profile (a separate browser: its own localStorage).
export async function launch() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rewind-chromium-'));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: FLAGS,
    viewport: { width: 1400, height: 900 },
  });
  ctx.setDefaultTimeout(20000);
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return {
    ctx,
    page,
    errors,
    async newPage() {
      const p = await ctx.newPage();
      p.on('pageerror', (e) => errors.push(e.message));
      return p;
    },
    async close() {
      await ctx.close().catch(() => {});
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

export async function getJson(url) {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: ${r.status} ${await r.text()}`);
  return r.json();
}

export const frameOf = (page) => page.evaluate(() => window.__rewindFrame ?? -1);

// Waits until the page shows a decision the viewer answers, or the game's end.
export async function waitMine(page) {
  await page.locator('.decision.mine, .decision .over').first().waitFor();
  return (await page.locator('.decision .over').count()) > 0 ? 'over' : 'mine';
}

// One answer by clicking, as a player would: keep, play a land, then "pass"/"done" or the
// first button; a decision with only card choices (a discard) clicks the first highlighted
// card. Returns after the page shows the next frame.
export async function clickOnce(page, { lands = true } = {}) {
  const before = await frameOf(page);
  const buttons = page.locator('.decision .buttons button');
  const land = page.locator('.hand.near .card.playable.land');
  if (lands && (await land.count())) await land.first().click();
  else if (await buttons.count()) await buttons.first().click();
  else await page.locator('.card.playable').first().click();
  try {
    await page.waitForFunction((f) => (window.__rewindFrame ?? -1) > f, before, { timeout: 30000 });
  } catch (e) {
    const what = await page.evaluate(() => ({
      prompt: document.querySelector('.decision')?.textContent,
      toast: document.getElementById('toast')?.textContent,
      frame: window.__rewindFrame,
    }));
    const shot = path.join(os.tmpdir(), `rewind-e2e-stuck-${Date.now()}.png`);
    await page.screenshot({ path: shot }).catch(() => {});
    throw new Error(`the click at frame ${before} answered nothing (screenshot ${shot}): ${JSON.stringify(what)} (${e.message})`);
  }
}

export async function playToEnd(page, maxClicks = 600) {
  for (let i = 0; i < maxClicks; ++i) {
    if ((await waitMine(page)) === 'over') return i;
    await clickOnce(page);
  }
  throw new Error(`the game did not end in ${maxClicks} clicks`);
}

// What the page shows: life totals, the names on the battlefield, a hand's names.
export async function shown(page) {
  return page.evaluate(() => {
    const names = (sel) => [...document.querySelectorAll(sel)].map((e) => e.dataset.cardName).sort();
    return {
      life: { p1: Number(document.querySelector('[data-life="p1"]')?.textContent), p2: Number(document.querySelector('[data-life="p2"]')?.textContent) },
      battlefield: names('.field .card'),
      nearHand: names('.hand.near .card'),
      farHand: names('.hand.far .card'),
      farBacks: document.querySelectorAll('.hand.far .back').length,
      turn: Number(document.querySelector('.turn')?.dataset.turn),
      frame: Number(document.querySelector('.frame')?.dataset.frame),
    };
  });
}

export function viewNames(view, seat) {
  const i = seat === 'p1' ? 0 : 1;
  return {
    life: { p1: view.players[0].life, p2: view.players[1].life },
    battlefield: view.battlefield.map((c) => c.name).sort(),
    hand: (view.players[i].hand ?? []).map((c) => c.name).sort(),
    otherHandCount: view.players[1 - i].hand_count,
    turn: view.turn,
  };
}
