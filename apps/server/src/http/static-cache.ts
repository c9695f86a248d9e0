import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { cachePolicy, contentType, staticFile, type StaticFile } from './static-files.js';

/**
 * The built web app held in memory from the start, with the gzip and brotli forms that the build
 * made beside each file (`name.gz`, `name.br`, apps/web/scripts/compress.mjs): pages are answered
 * without touching the disk, so they never wait behind password hashing on libuv's thread pool.
 * A path that is not in memory (a file added later, or no build at start) is read from disk.
 */
export interface CachedFile {
  readonly type: string;
  readonly cache: string;
  readonly identity: Buffer;
  readonly gzip: Buffer | null;
  readonly brotli: Buffer | null;
}

/** Files kept in memory at most (the web app is about 1 MB with its compressed forms). */
const MAX_BYTES = 64 * 1024 * 1024;

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts among those a file has (brotli first, then gzip). */
export function chooseEncoding(acceptEncoding: string | undefined, file: CachedFile): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (file.brotli && ok('br')) return 'br';
  if (file.gzip && ok('gzip')) return 'gzip';
  return 'identity';
}

export class StaticCache {
  private readonly files = new Map<string, CachedFile>();

  constructor(private readonly root: string) {
    let bytes = 0;
    const visit = (folder: string) => {
      let names: string[];
      try {
        names = readdirSync(folder);
      } catch {
        return;
      }
      for (const name of names) {
        const path = join(folder, name);
        const info = statSync(path, { throwIfNoEntry: false });
        if (!info) continue;
        if (info.isDirectory()) visit(path);
        else if (
          info.isFile() &&
          !name.endsWith('.gz') &&
          !name.endsWith('.br') &&
          bytes + info.size < MAX_BYTES
        ) {
          const file = this.load(path);
          bytes += file.identity.length + (file.gzip?.length ?? 0) + (file.brotli?.length ?? 0);
          this.files.set(path, file);
        }
      }
    };
    visit(root);
  }

  private load(path: string): CachedFile {
    const optional = (p: string) => {
      try {
        return readFileSync(p);
      } catch {
        return null;
      }
    };
    return {
      type: contentType(path),
      cache: cachePolicy(path),
      identity: readFileSync(path),
      gzip: optional(`${path}.gz`),
      brotli: optional(`${path}.br`),
    };
  }

  /** How many files are held. */
  get size(): number {
    return this.files.size;
  }

  /**
   * The file for a URL path from memory: the file itself, or index.html for the app's own links
   * (paths without an extension); null when the disk must answer (`staticFile`).
   */
  lookup(urlPath: string): CachedFile | null {
    let path: string;
    try {
      path = decodeURIComponent(urlPath.split('?')[0] ?? '/');
    } catch {
      return null;
    }
    if (path.includes('\0')) return null;
    const relative = normalize(path).replace(/^([/\\])+/, '');
    const file = join(
      this.root,
      relative === '' || relative.endsWith(sep) ? `${relative}index.html` : relative,
    );
    if (file !== this.root && !file.startsWith(this.root + sep)) return null;
    const found = this.files.get(file);
    if (found) return found;
    return extname(file) === '' ? (this.files.get(join(this.root, 'index.html')) ?? null) : null;
  }

  /** From memory when held, from disk otherwise (with its refusals: 400, 403, 503). */
  async answer(urlPath: string): Promise<CachedFile | StaticFile> {
    return this.lookup(urlPath) ?? staticFile(this.root, urlPath);
  }
}
