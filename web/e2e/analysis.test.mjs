// The analysis board in a finished game's replay: a bad budget refused in the server's
// words; an analysis at a tiny budget with its progress bar, then the graph with a point per
// analysed decision; a click on a point moves the replay to that frame; the stored analysis
// back at once on a reload; "Play the better line" forks at a decision the analysis would
// have played otherwise, sending that option, and opens the new game past that frame.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { frameOf, getJson, launch, startServer } from './harness.mjs';

describe('the analysis board', { timeout: 120000 }, () => {
  let server, browser, page, game;

  before(async () => {
    server = await startServer();
    browser = await launch();
    page = browser.page;
    // A short game the bots play by themselves (p1 always takes the first option).
    const r = await fetch(`${server.url}/api/games`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ p1: { kind: 'first' }, p2: { kind: 'heuristic' }, seed: 9 }),
    });
    game = (await r.json()).game;
    for (let i = 0; i < 600 && !(await getJson(`${server.url}/api/games/${game}`)).over; ++i) await new Promise((ok) => setTimeout(ok, 50));
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    server?.removeDir();
  });

  test('analyse, follow the progress, click the graph, play the better line', async () => {
    await page.goto(`${server.url}/replay/${game}?seat=p1`);
    const analysis = page.getByRole('region', { name: 'analysis' });
    await page.waitForFunction(() => (window.__rewindFrame ?? -1) >= 0);
    // A bad budget: refused in the server's words, nothing started.
    await page.getByLabel('Budget').fill('0');
    await analysis.getByRole('button', { name: 'Analyse' }).click();
    await analysis.getByRole('alert').filter({ hasText: 'budget must be 1..1024' }).waitFor();
    // A tiny budget: the progress bar moves, the graph appears.
    await page.getByLabel('Budget').fill('4');
    await analysis.getByRole('button', { name: 'Analyse' }).click();
    await page.waitForFunction(() => /first look|screening|refining|queued|done/.test(document.querySelector('.analysis .progress-text')?.textContent ?? ''));
    await page.locator('.analysis[data-status="done"]').waitFor({ timeout: 60000 });
    assert.equal(await page.getByRole('progressbar', { name: 'analysis progress' }).getAttribute('value'), '1');
    const st = await (
      await fetch(`${server.url}/api/games/${game}/analyses`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ seat: 'p1', budget: 4 }) })
    ).json();
    assert.equal(st.status, 'done');
    const a = st.result;
    assert.ok(a.decisions.length > 10, `${a.decisions.length} decisions`);
    assert.equal(await page.locator('svg.chance circle.point').count(), a.decisions.length);
    assert.equal(await page.locator('.turning-points li').count(), Math.max(1, a.turning_points.length));
    // A click on a point: the slider and the board move to that decision's frame.
    const d = a.decisions[Math.floor(a.decisions.length / 2)];
    await page.locator(`svg.chance circle.point[data-frame="${d.frame}"]`).click();
    await page.waitForFunction((f) => window.__rewindFrame === f, d.frame);
    assert.equal(await page.getByLabel('frame', { exact: true }).inputValue(), String(d.frame));
    await page.locator('.at-frame').filter({ hasText: `turn ${d.turn}: played` }).waitFor();
    // Pointing at it shows its numbers.
    await page.locator(`svg.chance circle.point[data-frame="${d.frame}"]`).hover();
    await page.locator('.graph-tip').filter({ hasText: `frame ${d.frame}` }).waitFor();
    // The stored analysis is back at once after a reload.
    await page.reload();
    await page.locator('.analysis[data-status="done"] svg.chance circle.point').first().waitFor({ timeout: 5000 });
    // A decision the analysis would have played otherwise: its better option, and the fork.
    const better = a.decisions.find((x) => x.preferred !== x.played);
    assert.ok(better, 'no decision with a better option: pick another game');
    const label = better.options.find((o) => o.option === better.preferred).label;
    await page.locator(`svg.chance circle.point[data-frame="${better.frame}"]`).click();
    await page.waitForFunction((f) => window.__rewindFrame === f, better.frame);
    assert.equal(await page.locator('.at-frame .better-label').textContent(), label);
    const sent = page.waitForRequest((r) => r.url().endsWith(`/api/games/${game}/fork`));
    await page.getByRole('button', { name: 'Play the better line' }).click();
    const body = (await sent).postDataJSON();
    assert.equal(body.frame, better.frame);
    assert.equal(body.seat, 'p1');
    assert.equal(body.answer, better.preferred);
    await page.waitForURL(/\/play\/[0-9a-f]+\?token=/);
    const fid = page.url().match(/\/play\/([0-9a-f]+)/)[1];
    // The play page draws the new game past the answered frame (the page is not reloaded:
    // the replay's frame number is still set until then).
    await page.waitForFunction((f) => (window.__rewindFrame ?? -1) > f, better.frame);
    await page.locator('.decision').first().waitFor();
    assert.ok((await frameOf(page)) > better.frame);
    const lin = await getJson(`${server.url}/api/games/${fid}/lineage`);
    assert.deepEqual(lin.parent, { game, frame: better.frame });
    assert.deepEqual(browser.errors, []);
  });
});
