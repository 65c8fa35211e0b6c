// The lobby: an uploaded deck refused in the engine's words, then one accepted and played
// with; the browser's games listed with their state.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launch, startServer, waitMine } from './harness.mjs';

describe('the lobby', { timeout: 120000 }, () => {
  let server, browser;
  before(async () => {
    server = await startServer();
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    server?.removeDir();
  });

  test('an uploaded deck: the engine words the refusal; an accepted one is played', async () => {
    const page = browser.page;
    await page.goto(server.url + '/');
    await page.getByLabel('Your deck').selectOption('upload');
    const bad = '4 Grizzly Bears\n4 Banana Bread\n20 Forest';
    const want = await (await fetch(`${server.url}/api/decks/check`, { method: 'POST', body: JSON.stringify({ deck_text: bad }) })).json();
    assert.equal(want.ok, false);
    await page.getByLabel('or paste it').fill(bad);
    await page.getByLabel('or paste it').blur();
    await page.getByRole('status').getByText(want.message, { exact: true }).waitFor();
    // A file, as a player picks one.
    await page.getByLabel('A .dck file or a list').setInputFiles({
      name: 'forest.dck',
      mimeType: 'text/plain',
      buffer: Buffer.from('[metadata]\nName=Forest Friends\n[Main]\n52 Forest\n4 Grizzly Bears\n4 Giant Spider\n'),
    });
    await page.getByRole('status').getByText('Forest Friends: 60 cards').waitFor();
    await page.getByLabel('Seed (optional)').fill('3');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.waitForURL(/\/play\//);
    await waitMine(page);
    await page.locator('.player[data-seat="p1"] .who', { hasText: 'Forest Friends' }).waitFor();
    // Back in the lobby, the game is listed as in play, with its frame.
    await page.getByRole('link', { name: '← Lobby' }).click();
    const row = page.getByRole('row', { name: /heuristic/ });
    await row.getByText(/in play · frame \d+/).waitFor();
    await row.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/play\//);
    assert.deepEqual(browser.errors, []);
  });
});
