// The studio server's API (scripts/studio/server.ts), as the app calls it. The cookie the token set
// rides along on every same-origin request.
import type {
  AuditEntry,
  BrandRow,
  FileAnswer,
  LayerRow,
  PreviewStatus,
  PublishAnswer,
  ReleaseDiffAnswer,
  ReleaseRow,
  SaveAnswer,
  StudioProblem,
} from '../../api-types.ts';

export type { AuditEntry, BrandRow, LayerRow, PublishAnswer, ReleaseDiffAnswer, ReleaseRow, StudioProblem };

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** A config file as loaded, its content and merged config as JSON objects. */
export interface ConfigFile extends Omit<FileAnswer, 'content' | 'merged'> {
  content: JsonObject;
  merged?: JsonObject;
}

/** A refusal or failure of the API, with the server's words and status (409: the file changed). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new ApiError(answer.error ?? `${response.status} ${response.statusText}`, response.status);
  return answer as T;
}

const q = (path: string) => `?path=${encodeURIComponent(path)}`;

export const api = {
  schema: () => call<JsonObject>('GET', '/api/schema'),
  brands: () => call<BrandRow[]>('GET', '/api/brands'),
  layers: () => call<LayerRow[]>('GET', '/api/layers'),
  file: (path: string) => call<ConfigFile>('GET', `/api/file${q(path)}`),
  check: (path: string, content: JsonObject) => call<{ problems: StudioProblem[] }>('POST', `/api/check${q(path)}`, { content }),
  save: (path: string, content: JsonObject, hash: string, operator: string) =>
    call<SaveAnswer>('PUT', `/api/file${q(path)}`, { content, hash, operator }),
  audit: (path: string) => call<AuditEntry[]>('GET', `/api/audit${q(path)}`),
  preview: (path: string) => call<{ url: string; pages: string[]; generation: number }>('POST', `/api/preview${q(path)}`),
  previewStatus: () => call<PreviewStatus>('GET', '/api/preview'),
  asset: (path: string) => `/api/asset${q(path)}`,
  upload: async (brand: string, name: string, file: File): Promise<{ path: string; width: number; height: number }> => {
    const response = await fetch(`/api/upload?brand=${encodeURIComponent(brand)}&name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'content-type': file.type || 'application/octet-stream' },
      body: file,
    });
    const answer = (await response.json().catch(() => ({}))) as { error?: string; path: string; width: number; height: number };
    if (!response.ok) throw new ApiError(answer.error ?? `${response.status} ${response.statusText}`, response.status);
    return answer;
  },
  releases: (path: string) => call<ReleaseRow[]>('GET', `/api/releases${q(path)}`),
  publish: (path: string, operator: string) => call<PublishAnswer>('POST', `/api/publish${q(path)}`, { operator }),
  rollback: (path: string, operator: string, release: string) =>
    call<{ from: string | null; to: string }>('POST', `/api/rollback${q(path)}`, { operator, release }),
  makeLive: (path: string, operator: string, release: string) =>
    call<{ from: string | null; to: string }>('POST', `/api/make-live${q(path)}`, { operator, release }),
  discard: (path: string, operator: string, release: string) =>
    call<{ discarded: string }>('POST', `/api/discard${q(path)}`, { operator, release }),
  diff: (path: string, release: string) => call<ReleaseDiffAnswer>('GET', `/api/diff${q(path)}&release=${encodeURIComponent(release)}`),
};
