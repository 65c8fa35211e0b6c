// The analysis board's pure parts (src/analysis.ts): the graph's scales and points over the
// replay's frames, the band, swings, decision <-> frame, hover and progress texts, storage.
import { describe, expect, it } from 'vitest';
import {
  bandPath,
  betterOption,
  decisionAtFrame,
  frameAtX,
  graphPoints,
  hoverLines,
  lastRequest,
  linePath,
  progressText,
  rememberRequest,
  swingSegments,
  xOfFrame,
  yOfChance,
  type AnalysedDecision,
  type Analysis,
  type AnalysisStatus,
} from '../src/analysis';

const box = { width: 1000, height: 120, pad: 10 };

function decision(frame: number, chance: number, o: Partial<AnalysedDecision> = {}): AnalysedDecision {
  return {
    frame,
    turn: 1 + Math.floor(frame / 10),
    seat: 'p1',
    step: 'main1',
    kind: 'priority',
    prompt: 'p1: priority',
    legal: 2,
    status: 'compared',
    refined: true,
    played: 0,
    policy: 0,
    preferred: 0,
    before: { chance, se: 0.05, samples: 32 },
    loss: 0,
    loss_se: 0,
    mistake: false,
    options: [
      { option: 0, label: 'pass', chance, se: 0.05, samples: 32, pruned: false },
      { option: 1, label: 'cast Giant Growth#12', chance: chance + 0.3, se: 0.04, samples: 32, pruned: false },
    ],
    ...o,
  };
}

function analysis(decisions: AnalysedDecision[], o: Partial<Analysis> = {}): Analysis {
  return {
    format: 'rewind-analysis',
    complete: true,
    first_frame: 0,
    last_frame: 100,
    result: 'p2',
    config: { seats: ['p1'], budget: 32, light: false },
    turns: [
      [0, 0],
      [1, 10],
    ],
    decisions,
    turning_points: [],
    notes: [],
    ...o,
  };
}

describe('scales', () => {
  it('puts frames across the full width, as the slider and the turn markers do', () => {
    expect(xOfFrame(0, 0, 100, box)).toBe(0);
    expect(xOfFrame(100, 0, 100, box)).toBe(1000);
    expect(xOfFrame(25, 0, 100, box)).toBe(250);
    expect(xOfFrame(60, 50, 150, box)).toBe(100); // a fork's replay starts at its frame
    expect(xOfFrame(3, 3, 3, box)).toBe(0); // a one-frame game does not divide by zero
  });
  it('puts chance 1 at the top pad, 0 at the bottom pad, and clamps', () => {
    expect(yOfChance(1, box)).toBe(10);
    expect(yOfChance(0, box)).toBe(110);
    expect(yOfChance(0.5, box)).toBe(60);
    expect(yOfChance(1.3, box)).toBe(10);
    expect(yOfChance(-0.2, box)).toBe(110);
  });
  it('maps a click back to the nearest frame, within the game', () => {
    expect(frameAtX(250, 0, 100, box)).toBe(25);
    expect(frameAtX(254, 0, 100, box)).toBe(25);
    expect(frameAtX(-40, 0, 100, box)).toBe(0);
    expect(frameAtX(5000, 0, 100, box)).toBe(100);
    expect(frameAtX(xOfFrame(77, 50, 150, box), 50, 150, box)).toBe(77);
  });
});

describe('points', () => {
  it('places each decision at its frame and chance, with its band of one standard error', () => {
    const a = analysis([decision(10, 0.5), decision(20, 0.8)]);
    const [p, q] = graphPoints(a, box);
    expect(p.x).toBe(100);
    expect(p.y).toBe(60);
    expect(p.yHi).toBeCloseTo(yOfChance(0.55, box));
    expect(p.yLo).toBeCloseTo(yOfChance(0.45, box));
    expect(q.x).toBe(200);
    expect(q.y).toBeCloseTo(30);
    expect(linePath([p, q])).toBe('M100,60L200,30');
    expect(bandPath([p, q])).toBe('M100,55L200,25L200,35L100,65Z');
    expect(bandPath([])).toBe('');
  });
  it('marks a mistake where the played option left the chance, and a better option', () => {
    const d = decision(30, 0.7, {
      preferred: 1,
      mistake: true,
      loss: 0.4,
      loss_se: 0.05,
      options: [
        { option: 0, label: 'pass', chance: 0.3, se: 0.05, samples: 32, pruned: false },
        { option: 1, label: 'cast Plumeveil#46', chance: 0.7, se: 0.05, samples: 32, pruned: false },
      ],
    });
    const [p] = graphPoints(analysis([d]), box);
    expect(p.mistake).toBe(true);
    expect(p.better).toBe(true);
    expect(p.yPlayed).toBeCloseTo(yOfChance(0.3, box));
    expect(betterOption(d)?.label).toBe('cast Plumeveil#46');
    expect(betterOption(decision(5, 0.5))).toBeNull();
  });
  it("draws p1's chance when both seats are analysed: p2's decisions as one minus its own", () => {
    const a = analysis([decision(10, 0.2, { seat: 'p2' })], { config: { seats: ['p1', 'p2'], budget: 32, light: false } });
    const [p] = graphPoints(a, box);
    expect(p.y).toBeCloseTo(yOfChance(0.8, box));
    expect(p.yHi).toBeLessThan(p.yLo); // the band stays ordered
  });
  it('draws a swing from the decision where it starts to where it ends', () => {
    const a = analysis([decision(10, 0.8), decision(20, 0.7), decision(30, 0.2)], {
      turning_points: [
        { kind: 'swing', decision: 2, frame: 30, from_decision: 1, from: 0.7, to: 0.2, note: 'fell' },
        { kind: 'mistake', decision: 0, frame: 10, from_decision: null, from: 0.8, to: 0.5, note: 'x' },
      ],
    });
    const pts = graphPoints(a, box);
    const sw = swingSegments(a, pts);
    expect(sw).toHaveLength(1);
    expect(sw[0].from.frame).toBe(20);
    expect(sw[0].to.frame).toBe(30);
    expect(sw[0].up).toBe(false);
  });
});

describe('decision and frame', () => {
  const a = analysis([decision(4, 0.5), decision(9, 0.5), decision(30, 0.5)]);
  it('finds the decision at exactly a frame, none between', () => {
    expect(decisionAtFrame(a, 4)).toBe(0);
    expect(decisionAtFrame(a, 9)).toBe(1);
    expect(decisionAtFrame(a, 30)).toBe(2);
    expect(decisionAtFrame(a, 10)).toBe(-1);
    expect(decisionAtFrame(a, 0)).toBe(-1);
    expect(decisionAtFrame(a, 31)).toBe(-1);
    expect(decisionAtFrame(analysis([]), 3)).toBe(-1);
  });
});

describe('texts', () => {
  it('says on hover the turn, prompt, played and preferred with their chances, and the loss', () => {
    const d = decision(12, 0.5, { preferred: 1, loss: 0.3, loss_se: 0.04, mistake: true });
    const lines = hoverLines(d);
    expect(lines[0]).toBe('turn 2 · frame 12 · p1: priority');
    expect(lines[1]).toBe('chance before: 50% ±5');
    expect(lines[2]).toBe('played: pass (50% ±5)');
    expect(lines[3]).toBe('better: cast Giant Growth#12 (80% ±4)');
    expect(lines[4]).toBe('loss: 30 ±4 points — a mistake');
    expect(hoverLines(decision(3, 0.5)).at(-1)).toBe('the played option stands');
    expect(hoverLines(decision(3, 0.5, { status: 'single', refined: false })).slice(-2)).toEqual(['one sensible option', '(still being refined)']);
  });
  const status = (o: Partial<AnalysisStatus>, p: Partial<AnalysisStatus['progress']> = {}): AnalysisStatus => ({
    type: 'analysis',
    id: 'a',
    game: 'g',
    seat: 'p1',
    budget: 32,
    status: 'running',
    result: null,
    ...o,
    progress: { phase: 'refine', playouts_done: 250, playouts_planned: 1000, decisions_refined: 12, decisions_total: 47, ...p },
  });
  it('gives the progress bar its phase, decisions refined of total and fraction', () => {
    expect(progressText(status({}))).toEqual({ text: 'refining · 12 of 47 decisions refined · 25%', fraction: 0.25 });
    expect(progressText(status({}, { phase: 'first_look', playouts_planned: 0, decisions_total: 0, playouts_done: 0 }))).toEqual({ text: 'first look · 0%', fraction: 0 });
    expect(progressText(status({ status: 'queued' })).text).toBe('queued: waiting for a worker');
    expect(progressText(status({ status: 'done' }, { phase: 'done' }))).toEqual({ text: 'done: 47 decisions', fraction: 1 });
    expect(progressText(status({ status: 'failed', error: 'analysis stopped' })).text).toBe('failed: analysis stopped');
    expect(progressText(status({}, { playouts_done: 1200 })).fraction).toBe(1); // never past the end
  });
});

describe('storage', () => {
  const mem = (): Storage => {
    const m = new Map<string, string>();
    return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k), clear: () => m.clear(), key: () => null, length: 0 };
  };
  it('keeps the last request per game, and ignores a damaged entry', () => {
    const s = mem();
    expect(lastRequest(s, 'g1')).toBeNull();
    rememberRequest(s, 'g1', { seat: 'p2', budget: 32 });
    expect(lastRequest(s, 'g1')).toEqual({ seat: 'p2', budget: 32 });
    expect(lastRequest(s, 'g2')).toBeNull();
    s.setItem('rewind.analysis.g3', '{nope');
    expect(lastRequest(s, 'g3')).toBeNull();
    s.setItem('rewind.analysis.g4', '{"seat":"p9","budget":3}');
    expect(lastRequest(s, 'g4')).toBeNull();
  });
});
