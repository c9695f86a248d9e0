import { importBga } from '@carcassonne/engine';
import { readRecord, type Loaded } from './records.js';

/**
 * The paste box's path (docs/bga.md): a Board Game Arena log's text becomes a new table. The
 * engine imports it as a record of ours, which is then read like a record file; a log that cannot
 * be imported is refused with the import's code and sentence. Only the lazily loaded import box
 * uses it, so the importer stays out of the main bundle.
 */
export function readBgaLog(text: string): Loaded {
  const imported = importBga(text);
  if (!imported.ok) return { ok: false, error: imported.error };
  return readRecord(JSON.stringify(imported.value));
}
