// Takes the screenshots of docs/web.md: the lobby, a board mid-combat, the replay view
// with its branch dialog, and the analysis board of that replay. `node tools/screenshots.mjs` (after scripts/build-web.sh), with a
// server of its own like the end-to-end tests. Deterministic games: fixed seeds.
import path from 'node:path';
import { clickOnce, launch, startServer, waitMine, webDir } from '../e2e/harness.mjs';

const out = (name) => path.resolve(webDir, '../docs', name);
const server = await startServer();
const b = await launch();
const page = b.page;

// Plays as a beginner would: lands, then any spell it can cast, targets on the opponent,
// no attacks; stops at a block decision from turn `turn` on.
async function playUntilBlock(turn) {
  for (let i = 0; i < 400; ++i) {
    if ((await waitMine(page)) === 'over') return false;
    const kind = await page.locator('.decision .prompt').getAttribute('data-kind');
    const t = Number(await page.locator('.turn').getAttribute('data-turn'));
    if (kind === 'declare_blockers' && t >= turn && (await page.locator('.field.near .card.playable').count()) > 1) return true;
    const before = await page.evaluate(() => window.__rewindFrame);
    const cast = page.locator('.hand.near .card.playable:not(.land)');
    const menu = page.locator('.decision .menu button:not(.cancel)');
    if (await menu.count()) await menu.first().click();
    else if (kind === 'priority' && (await page.locator('.hand.near .card.playable.land').count()) === 0 && (await cast.count())) await cast.first().click();
    else if (kind === 'choose_target' && (await page.locator('.target-player').count())) await page.locator('.target-player').last().click();
    else {
      await clickOnce(page);
      continue;
    }
    await page.waitForFunction((f) => window.__rewindFrame > f || document.querySelector('.decision .menu'), before);
  }
  return false;
}

try {
  // A board mid-combat: the bot attacks, p1 chooses blockers.
  await page.goto(server.url + '/');
  await page.getByLabel('Seed (optional)').fill(process.env.SEED ?? '5');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForURL(/\/play\//);
  if (!(await playUntilBlock(Number(process.env.TURN ?? 6)))) throw new Error('no block decision: try another SEED');
  await page.locator('.field.far .card.chosen').first().hover();
  await page.waitForTimeout(400);
  await page.screenshot({ path: out('web-board.png') });
  // Finish that game, and a friend's game for the lobby's list.
  for (let i = 0; i < 600 && (await waitMine(page)) === 'mine'; ++i) await clickOnce(page);
  await page.goto(server.url + '/');
  await page.getByLabel('Opponent', { exact: true }).selectOption('friend');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByLabel('Invite link').waitFor();
  await page.getByLabel('Opponent', { exact: true }).selectOption('search');
  await page.waitForTimeout(300);
  await page.screenshot({ path: out('web-lobby.png') });
  // The replay of the finished game at a frame mid-game, and the branch dialog.
  await page.getByRole('row', { name: /won/ }).getByRole('button', { name: 'Replay' }).click();
  await page.waitForURL(/\/replay\//);
  await page.getByRole('button', { name: 'First frame' }).click();
  for (let i = 0; i < 9; ++i) await page.getByRole('button', { name: 'Next turn' }).click();
  await page.getByRole('button', { name: 'Next frame' }).click();
  await page.getByRole('button', { name: 'Branch from here' }).click();
  await page.getByRole('dialog').getByLabel('p2').check();
  await page.waitForTimeout(400);
  await page.screenshot({ path: out('web-replay.png') });
  // The analysis board of that game (p1, the page's default budget), at its last mistake
  // (or else the last decision with a better option), pointing at it.
  await page.keyboard.press('Escape');
  await page.getByRole('region', { name: 'analysis' }).getByRole('button', { name: 'Analyse' }).click();
  await page.locator('.analysis[data-status="done"]').waitFor({ timeout: 600000 });
  const game = page.url().match(/\/replay\/([0-9a-f]+)/)[1];
  const st = await (await fetch(`${server.url}/api/games/${game}/analyses`, { method: 'POST', body: JSON.stringify({ seat: 'p1', budget: 32 }) })).json();
  const d = st.result.decisions.findLast((x) => x.mistake) ?? st.result.decisions.findLast((x) => x.preferred !== x.played);
  if (d) {
    await page.locator(`svg.chance circle.point[data-frame="${d.frame}"]`).click();
    await page.waitForFunction((f) => window.__rewindFrame === f, d.frame);
    await page.locator(`svg.chance circle.point[data-frame="${d.frame}"]`).hover();
  }
  await page.waitForTimeout(400);
  await page.screenshot({ path: out('web-analysis.png') });
  console.log('wrote docs/web-board.png, docs/web-lobby.png, docs/web-replay.png, docs/web-analysis.png');
} finally {
  await b.close();
  await server.stop();
  server.removeDir();
}
