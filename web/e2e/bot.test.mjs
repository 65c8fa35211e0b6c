// A whole game against the bot by clicking only; its replay scrubbed to a frame and checked
// against the server's frame; a branch from there in the other seat, played to its end; an
// illegal click refused with the engine's reason.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { clickOnce, frameOf, getJson, launch, playToEnd, shown, startServer, viewNames, waitMine } from './harness.mjs';

describe('against the bot', { timeout: 240000 }, () => {
  let server, browser, page, game;

  before(async () => {
    server = await startServer();
    browser = await launch();
    page = browser.page;
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    server?.removeDir();
  });

  test('a whole game by clicking only, the board drawn from the server state', async () => {
    await page.goto(server.url + '/');
    await page.getByLabel('Opponent', { exact: true }).selectOption('heuristic');
    await page.getByLabel('Seed (optional)').fill('5');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.waitForURL(/\/play\/[0-9a-f]+\?token=/);
    game = page.url().match(/\/play\/([0-9a-f]+)/)[1];
    // The first decision is the mulligan: Keep is a button with its shortcut.
    await waitMine(page);
    await page.getByRole('button', { name: /^Keep 7 cards/ }).click();
    const clicks = await playToEnd(page);
    assert.ok(clicks > 5, `only ${clicks} clicks`);
    await page.getByText(/You (win|lose)/).waitFor();
    // The page shows the server's last frame: life totals, every permanent, the hands.
    const s = await getJson(`${server.url}/api/games/${game}`);
    assert.equal(s.over, true);
    const f = await getJson(`${server.url}/api/games/${game}/frames/${s.frame}?seat=p1`);
    const want = viewNames(f.view, 'p1');
    const got = await shown(page);
    assert.deepEqual(got.life, want.life);
    assert.deepEqual(got.battlefield, want.battlefield);
    assert.deepEqual(got.nearHand, want.hand);
    assert.equal(got.farBacks, want.otherHandCount);
    assert.equal(got.frame, s.frame);
    assert.deepEqual(browser.errors, []);
  });

  let forkFrame;
  test('its replay, scrubbed to a frame, shows the server frame', async () => {
    const t0 = Date.now();
    await page.getByRole('button', { name: 'Open the replay' }).click();
    await page.waitForURL(/\/replay\//);
    await page.getByRole('button', { name: 'First frame' }).click();
    for (let i = 0; i < 4; ++i) await page.getByRole('button', { name: 'Next turn' }).click();
    await page.getByRole('button', { name: 'Next frame' }).click();
    await page.getByRole('button', { name: 'Next frame' }).click();
    await page.waitForFunction(() => /frame \d+ of/.test(document.querySelector('.frame-label')?.textContent ?? ''));
    const k = Number((await page.locator('.frame-label').textContent()).match(/frame (\d+)/)[1]);
    assert.ok(k > 2, `frame ${k}`);
    await page.waitForFunction((k) => window.__rewindFrame === k, k);
    const f = await getJson(`${server.url}/api/games/${game}/frames/${k}?seat=p1`);
    const want = viewNames(f.view, 'p1');
    const got = await shown(page);
    assert.deepEqual(got.life, want.life);
    assert.deepEqual(got.battlefield, want.battlefield);
    assert.deepEqual(got.nearHand, want.hand);
    assert.equal(got.turn, want.turn);
    // From both seats, the other hand is face up too.
    await page.getByLabel('View from').selectOption('both');
    const both = await getJson(`${server.url}/api/games/${game}/frames/${k}?seat=p2`);
    const gotBoth = await shown(page);
    assert.deepEqual(gotBoth.farHand, viewNames(both.view, 'p2').hand);
    // The log stops at the frame: its last line belongs to a frame at or before k.
    const logFrames = await page.locator('.log-lines li').evaluateAll((ls) => ls.map((l) => Number(l.dataset.frame)));
    assert.ok(logFrames.length > 0 && Math.max(...logFrames) <= k, `log frames up to ${Math.max(...logFrames)} at ${k}`);
    forkFrame = k;
    assert.ok(Date.now() - t0 < 15000);
  });

  test('branch from here in the other seat, played to the end', async () => {
    await page.getByRole('button', { name: 'Branch from here' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('p2').check();
    await dialog.getByLabel('Opponent').selectOption('heuristic');
    await dialog.getByRole('button', { name: 'Start the branch' }).click();
    await page.waitForURL(/\/play\/[0-9a-f]+\?token=/);
    const fork = page.url().match(/\/play\/([0-9a-f]+)/)[1];
    assert.notEqual(fork, game);
    const lineage = await getJson(`${server.url}/api/games/${fork}/lineage`);
    assert.deepEqual(lineage.parent, { game, frame: forkFrame });
    await page.locator('.player[data-seat="p2"] .who', { hasText: 'you' }).waitFor();
    await playToEnd(page);
    const s = await getJson(`${server.url}/api/games/${fork}`);
    assert.equal(s.over, true);
    assert.equal(s.seats[1].kind, 'human');
    const f = await getJson(`${server.url}/api/games/${fork}/frames/${s.frame}?seat=p2`);
    const got = await shown(page);
    assert.deepEqual(got.life, viewNames(f.view, 'p2').life);
    assert.deepEqual(got.nearHand, viewNames(f.view, 'p2').hand);
    // The fork's replay shows the lineage tree with both games.
    await page.getByRole('button', { name: 'Open the replay' }).click();
    const tree = page.getByRole('region', { name: 'lineage' });
    await tree.getByText(`forked at frame ${forkFrame}`).waitFor();
    await tree.getByText(game).waitFor();
  });

  test('an illegal click is refused with the engine reason', async () => {
    await page.goto(server.url + '/');
    await page.getByLabel('Seed (optional)').fill('5');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.waitForURL(/\/play\//);
    await waitMine(page);
    const mulligan = await frameOf(page);
    await page.keyboard.press('k'); // keep, by its shortcut
    // The hand is drawn again when the next frame arrives: wait for it, or the card found
    // below could be one of the mulligan frame's, replaced before it is clicked.
    await page.waitForFunction((f) => (window.__rewindFrame ?? -1) > f, mulligan, { timeout: 30000 });
    // Pass until a card in hand is dimmed with a reason (a spell without the mana for it).
    const dim = page.locator('.hand.near .card.dim');
    for (let i = 0; i < 30 && (await waitMine(page)) === 'mine' && (await dim.count()) === 0; ++i) await clickOnce(page, { lands: false });
    assert.ok((await dim.count()) > 0, 'no dimmed card');
    const id = await dim.first().getAttribute('data-card-id');
    const card = page.locator(`.hand.near .card.dim[data-card-id="${id}"]`);
    await card.waitFor({ state: 'visible' });
    const reason = (await card.getAttribute('title')).replace(/^Can't: /, '');
    const before = await frameOf(page);
    await card.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    const alert = page.getByRole('alert');
    await alert.getByText(reason, { exact: false }).waitFor();
    assert.match(reason, /\(\d{3}\.\d+[a-z]?\)/); // the engine's words, with the rule
    await page.waitForTimeout(300);
    assert.equal(await frameOf(page), before, 'the click answered nothing');
  });
});
