import type { Analysis } from '@carcassonne/ai';
import type { AnalysisPage, PuzzleAnswers, PuzzlePage, PuzzleVerdict } from '@carcassonne/protocol';
import { loadIdentity, type ApiResult } from './identity.js';

/** The analysis and puzzle routes (docs/server/analysis.md), as this browser's user when it has one. */
async function request<T>(path: string, method: 'GET' | 'POST', body?: unknown): Promise<ApiResult<T>> {
  const me = loadIdentity();
  const headers: Record<string, string> = me ? { authorization: `Bearer ${me.secret}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
    if (!response.ok)
      return {
        ok: false,
        code: json.error?.code ?? 'server-error',
        message: json.error?.message ?? `HTTP ${response.status}`,
      };
    return { ok: true, value: json as T };
  } catch (e) {
    return { ok: false, code: 'disconnected', message: (e as Error).message };
  }
}

const table = (id: string, invite: string | null, rest = '') =>
  `/api/tables/${encodeURIComponent(id)}/analysis${rest}${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`;

export const fetchAnalysis = (id: string, invite: string | null) =>
  request<AnalysisPage<Analysis>>(table(id, invite), 'GET');
export const askAnalysis = (id: string) => request<{ status: string }>(table(id, null), 'POST');
export const fetchPuzzle = (id: string | null) =>
  request<PuzzlePage>(id === null ? '/api/puzzles/daily' : `/api/puzzles/${encodeURIComponent(id)}`, 'GET');
export const puzzleAnswers = () => request<PuzzleAnswers>('/api/puzzles/answers', 'GET');
export const answerPuzzle = (id: string, move: string) =>
  request<PuzzleVerdict>(`/api/puzzles/${encodeURIComponent(id)}/answer`, 'POST', { move });
export const giveUpPuzzle = (id: string) =>
  request<PuzzleVerdict>(`/api/puzzles/${encodeURIComponent(id)}/give-up`, 'POST');
