// Two browsers through the invite link: each seat sees its own hand and never the other's,
// moves are pushed, a spectator's page never holds a hidden card's name, and reconnecting
// (a reload, a server restart) returns to the same frame.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { clickOnce, frameOf, launch, startServer, waitMine } from './harness.mjs';

// The names in the hand drawn at the bottom of `page`, and the names anywhere else on it.
async function handAndRest(page) {
  return page.evaluate(() => {
    const hand = [...document.querySelectorAll('.hand.near .card')].map((e) => e.dataset.cardName);
    const rest = [...document.querySelectorAll('.card')].filter((e) => !e.closest('.hand.near')).map((e) => e.dataset.cardName);
    return { hand, rest, ids: [...document.querySelectorAll('.hand.near .card')].map((e) => e.dataset.cardId) };
  });
}

describe('two people and a spectator', { timeout: 240000 }, () => {
  let server, a, b, watcher;
  before(async () => {
    server = await startServer();
    [a, b, watcher] = await Promise.all([launch(), launch(), launch()]);
  });
  after(async () => {
    await Promise.all([a?.close(), b?.close(), watcher?.close()]);
    await server?.stop();
    server?.removeDir();
  });

  // Checks that neither seat's page holds the other's hand and that the spectator's page
  // holds no name that only a hand holds.
  async function checkSecrecy() {
    const [pa, pb] = [await handAndRest(a.page), await handAndRest(b.page)];
    for (const id of pa.ids) assert.equal(await b.page.locator(`[data-card-id="${id}"]`).count(), 0, `p2 sees p1's card ${id}`);
    for (const id of pb.ids) assert.equal(await a.page.locator(`[data-card-id="${id}"]`).count(), 0, `p1 sees p2's card ${id}`);
    const publicNames = new Set([...pa.rest, ...pb.rest]);
    const hidden = [...new Set([...pa.hand, ...pb.hand])].filter((n) => !publicNames.has(n));
    assert.ok(hidden.length > 0);
    const html = await watcher.page.content();
    for (const n of hidden) assert.ok(!html.includes(n), `the spectator's page names ${n}`);
    assert.equal(await watcher.page.locator('.hand .card').count(), 0);
  }

  test('an invite link, pushed moves, private hands and a spectator', async () => {
    await a.page.goto(server.url + '/');
    await a.page.getByLabel('Opponent', { exact: true }).selectOption('friend');
    await a.page.getByLabel('Seed (optional)').fill('11');
    await a.page.getByRole('button', { name: 'Start game' }).click();
    const invite = await a.page.getByLabel('Invite link').inputValue();
    const spect = await a.page.getByLabel('Spectator link').inputValue();
    assert.match(invite, /\/play\/[0-9a-f]+\?token=/);
    await a.page.getByRole('button', { name: 'Go to the table' }).click();
    await b.page.goto(invite);
    await watcher.page.goto(spect);
    for (const p of [a.page, b.page, watcher.page]) await p.locator('.board').waitFor();
    await watcher.page.getByText('spectating').waitFor();
    // Somebody keeps first; the other page shows it without a reload (WebSocket push).
    let frame = await frameOf(a.page);
    for (let i = 0; i < 40; ++i) {
      await checkSecrecy();
      const actor = (await a.page.locator('.decision.mine').count()) ? a.page : b.page;
      const other = actor === a.page ? b.page : a.page;
      await waitMine(actor);
      await clickOnce(actor);
      await other.waitForFunction((f) => window.__rewindFrame > f, frame);
      await watcher.page.waitForFunction((f) => window.__rewindFrame > f, frame);
      frame = await frameOf(actor);
      assert.equal(await frameOf(other), frame);
    }
    await checkSecrecy();
    await b.page.getByRole('region', { name: 'game log' }).getByText(/p1 keeps|p2 keeps/).first().waitFor();
  });

  test('a reload and a server restart return to the same frame', async () => {
    const frame = await frameOf(b.page);
    await b.page.reload();
    await b.page.waitForFunction((f) => window.__rewindFrame === f, frame);
    // The log survives the reload (the browser keeps it).
    assert.ok((await b.page.locator('.log-lines li').count()) > 0);
    const port = server.port;
    await server.stop();
    await a.page.getByText('reconnecting').waitFor();
    server = await startServer({ dir: server.dir, port });
    for (const p of [a.page, b.page, watcher.page]) {
      await p.getByText(/connected/).first().waitFor();
      await p.waitForFunction((f) => window.__rewindFrame === f, frame);
    }
    // And play goes on after the restart.
    const actor = (await a.page.locator('.decision.mine').count()) ? a.page : b.page;
    await clickOnce(actor);
    assert.equal(await frameOf(actor), frame + 1);
    await checkSecrecy();
  });
});
