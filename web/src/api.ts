// The lobby over HTTP (docs/protocol.md, "Lobby"). Errors come back as the server words them.
import type { AnalysisRequest, AnalysisStatus } from './analysis';
import type { Created, DeckInfo, FrameReply, GameSummary, Lineage, LogReply } from './types';

export class ApiError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const r = await fetch(path, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  let j: any;
  try {
    j = JSON.parse(text);
  } catch {
    throw new ApiError(r.status, 'bad_json', `the server answered ${r.status}: ${text.slice(0, 200)}`);
  }
  if (!r.ok) throw new ApiError(r.status, j.code ?? 'error', j.message ?? `HTTP ${r.status}`);
  return j as T;
}

export const api = {
  decks: () => call<DeckInfo[]>('GET', '/api/decks'),
  checkDeck: (deck_text: string) =>
    call<{ ok: boolean; name?: string; cards?: number; message?: string }>('POST', '/api/decks/check', { deck_text }),
  create: (body: unknown) => call<Created>('POST', '/api/games', body),
  list: (browser: string) => call<GameSummary[]>('GET', `/api/games?browser=${encodeURIComponent(browser)}`),
  summary: (id: string) => call<GameSummary>('GET', `/api/games/${id}`),
  lineage: (id: string) => call<Lineage>('GET', `/api/games/${id}/lineage`),
  frame: (id: string, k: number, seat = 'both') => call<FrameReply>('GET', `/api/games/${id}/frames/${k}?seat=${seat}`),
  frames: (id: string, from: number, count: number, seat = 'both') =>
    call<{ type: 'frames'; frames: FrameReply[] }>('GET', `/api/games/${id}/frames?from=${from}&count=${count}&seat=${seat}`),
  log: (id: string, seat = 'both') => call<LogReply>('GET', `/api/games/${id}/log?seat=${seat}`),
  fork: (id: string, body: unknown) => call<Created>('POST', `/api/games/${id}/fork`, body),
  analyse: (id: string, body: AnalysisRequest) => call<AnalysisStatus>('POST', `/api/games/${id}/analyses`, body),
  analysis: (id: string, aid: string) => call<AnalysisStatus>('GET', `/api/games/${id}/analyses/${aid}`),
  card: (name: string) =>
    call<{ name: string; faces: { name: string; text: string }[] }>('GET', `/api/cards/${encodeURIComponent(name)}`),
};
