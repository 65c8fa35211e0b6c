// The analysis board's pure parts (unit-tested): the analysis JSON's types (docs/analysis.md,
// "JSON"), the graph's scales and points over the replay's frames, the option labels of a
// decision, the hover and progress texts, and what the page remembers between visits.

export interface Estimate {
  chance: number;
  se: number;
  samples: number;
}
export interface AnalysedOption extends Estimate {
  option: number;
  label: string;
  pruned: boolean;
}
export interface AnalysedDecision {
  frame: number;
  turn: number;
  seat: 'p1' | 'p2';
  step: string;
  kind: string;
  prompt: string;
  legal: number;
  status: 'compared' | 'single' | 'alike';
  refined: boolean;
  played: number;
  policy: number;
  preferred: number;
  before: Estimate;
  loss: number;
  loss_se: number;
  mistake: boolean;
  options: AnalysedOption[];
}
export interface TurningPoint {
  kind: 'mistake' | 'swing';
  decision: number;
  frame: number;
  from_decision: number | null;
  from: number;
  to: number;
  note: string;
}
export interface Analysis {
  format: string;
  complete: boolean;
  first_frame: number;
  last_frame: number;
  result: string;
  config: { seats: string[]; budget: number; light: boolean };
  turns: [number, number][];
  decisions: AnalysedDecision[];
  turning_points: TurningPoint[];
  notes: string[];
}
export interface AnalysisProgress {
  phase: 'first_look' | 'screen' | 'refine' | 'done';
  playouts_done: number;
  playouts_planned: number;
  decisions_refined: number;
  decisions_total: number;
}
export interface AnalysisStatus {
  type: 'analysis';
  id: string;
  game: string;
  seat: string;
  budget: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  error?: string;
  progress: AnalysisProgress;
  result: Analysis | null;
}
export interface AnalysisRequest {
  seat: 'p1' | 'p2' | 'both';
  budget: number;
  light?: boolean;
}

// The graph's box in pixels: the plot spans the full width (as the slider and the turn
// markers do: frame `first` at x 0, `last` at x width) and `pad` above and below.
export interface Box {
  width: number;
  height: number;
  pad: number;
}

export function xOfFrame(frame: number, first: number, last: number, box: Box): number {
  return (box.width * (frame - first)) / Math.max(1, last - first);
}

export function yOfChance(chance: number, box: Box): number {
  const c = Math.max(0, Math.min(1, chance));
  return box.pad + (box.height - 2 * box.pad) * (1 - c);
}

// The nearest frame to a click at x (the inverse of xOfFrame), within first..last.
export function frameAtX(x: number, first: number, last: number, box: Box): number {
  const f = first + Math.round((x / Math.max(1, box.width)) * (last - first));
  return Math.max(first, Math.min(last, f));
}

// The chance drawn for a decision: the seat's own; with both seats analysed, p1's (p2's
// decisions as one minus p2's chance), as the CLI's plot does.
export function shownChance(a: Analysis, d: AnalysedDecision, chance: number): number {
  return a.config.seats.length > 1 && d.seat === 'p2' ? 1 - chance : chance;
}

export const optionOf = (d: AnalysedDecision, n: number): AnalysedOption | undefined => d.options.find((o) => o.option === n);

// The better option at a decision, when the analysis prefers another than the one played.
export function betterOption(d: AnalysedDecision): AnalysedOption | null {
  if (d.preferred === d.played) return null;
  return optionOf(d, d.preferred) ?? null;
}

export interface GraphPoint {
  index: number; // into decisions
  frame: number;
  x: number;
  y: number; // before.chance
  yLo: number; // before.chance - se
  yHi: number; // before.chance + se
  mistake: boolean;
  better: boolean; // preferred != played
  yPlayed: number; // where the played option left the chance (the mistake marker)
}

export function graphPoints(a: Analysis, box: Box): GraphPoint[] {
  return a.decisions.map((d, index) => {
    const c = d.before.chance;
    const lo = shownChance(a, d, c - d.before.se);
    const hi = shownChance(a, d, c + d.before.se);
    const played = optionOf(d, d.played)?.chance ?? c;
    return {
      index,
      frame: d.frame,
      x: xOfFrame(d.frame, a.first_frame, a.last_frame, box),
      y: yOfChance(shownChance(a, d, c), box),
      yLo: yOfChance(Math.min(lo, hi), box),
      yHi: yOfChance(Math.max(lo, hi), box),
      mistake: d.mistake,
      better: d.preferred !== d.played,
      yPlayed: yOfChance(shownChance(a, d, played), box),
    };
  });
}

const f1 = (v: number) => (Math.round(v * 10) / 10).toString();

// The chance line through the points, and the standard-error band around it (upper edge
// left to right, lower edge back).
export function linePath(pts: GraphPoint[]): string {
  return pts.map((p, i) => `${i ? 'L' : 'M'}${f1(p.x)},${f1(p.y)}`).join('');
}
export function bandPath(pts: GraphPoint[]): string {
  if (!pts.length) return '';
  const up = pts.map((p, i) => `${i ? 'L' : 'M'}${f1(p.x)},${f1(p.yHi)}`).join('');
  const down = [...pts].reverse().map((p) => `L${f1(p.x)},${f1(p.yLo)}`).join('');
  return `${up}${down}Z`;
}

// The swings as segments of the line: from the decision where each starts to where it ends.
export function swingSegments(a: Analysis, pts: GraphPoint[]): { from: GraphPoint; to: GraphPoint; up: boolean }[] {
  const out: { from: GraphPoint; to: GraphPoint; up: boolean }[] = [];
  for (const t of a.turning_points) {
    if (t.kind !== 'swing' || t.from_decision === null) continue;
    const from = pts[t.from_decision],
      to = pts[t.decision];
    if (from && to) out.push({ from, to, up: to.y < from.y });
  }
  return out;
}

// The analysed decision at exactly this frame, or -1.
export function decisionAtFrame(a: Analysis, frame: number): number {
  let lo = 0,
    hi = a.decisions.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (a.decisions[mid].frame < frame) lo = mid + 1;
    else hi = mid;
  }
  return lo < a.decisions.length && a.decisions[lo].frame === frame ? lo : -1;
}

export const pct = (c: number) => `${Math.round(100 * c)}%`;
export const chanceText = (e: Estimate) => `${pct(e.chance)} ±${Math.round(100 * e.se)}`;

// What hovering a point says: the turn, the prompt, played vs preferred with their
// chances, and the loss.
export function hoverLines(d: AnalysedDecision): string[] {
  const played = optionOf(d, d.played);
  const lines = [`turn ${d.turn} · frame ${d.frame} · ${d.prompt}`, `chance before: ${chanceText(d.before)}`];
  lines.push(`played: ${played?.label ?? `option ${d.played}`}${played ? ` (${chanceText(played)})` : ''}`);
  const better = betterOption(d);
  if (better) {
    lines.push(`better: ${better.label} (${chanceText(better)})`);
    lines.push(`loss: ${Math.round(100 * d.loss)} ±${Math.round(100 * d.loss_se)} points${d.mistake ? ' — a mistake' : ''}`);
  } else if (d.status === 'compared') lines.push('the played option stands');
  else lines.push(d.status === 'single' ? 'one sensible option' : 'every option gave the same outcome');
  if (!d.refined) lines.push('(still being refined)');
  return lines;
}

const PHASES: Record<AnalysisProgress['phase'], string> = {
  first_look: 'first look',
  screen: 'screening',
  refine: 'refining',
  done: 'done',
};

// The progress bar's text and fraction (0..1).
export function progressText(s: AnalysisStatus): { text: string; fraction: number } {
  if (s.status === 'queued') return { text: 'queued: waiting for a worker', fraction: 0 };
  if (s.status === 'failed') return { text: `failed: ${s.error ?? 'unknown error'}`, fraction: 0 };
  const p = s.progress;
  const fraction = s.status === 'done' ? 1 : p.playouts_planned > 0 ? Math.min(1, p.playouts_done / p.playouts_planned) : 0;
  if (s.status === 'done') return { text: `done: ${p.decisions_total} decisions`, fraction };
  const decisions = p.decisions_total ? ` · ${p.decisions_refined} of ${p.decisions_total} decisions refined` : '';
  return { text: `${PHASES[p.phase] ?? p.phase}${decisions} · ${Math.round(100 * fraction)}%`, fraction };
}

// The request the page last made for a game, kept in localStorage so the stored analysis
// comes back at once on the next visit.
const key = (game: string) => `rewind.analysis.${game}`;
export function lastRequest(store: Storage, game: string): AnalysisRequest | null {
  try {
    const r = JSON.parse(store.getItem(key(game)) ?? 'null');
    if (r && (r.seat === 'p1' || r.seat === 'p2' || r.seat === 'both') && Number.isInteger(r.budget)) return r;
  } catch {
    /* a damaged entry is ignored */
  }
  return null;
}
export function rememberRequest(store: Storage, game: string, r: AnalysisRequest): void {
  store.setItem(key(game), JSON.stringify(r));
}
