// The rating repair (docs/server/ratings.md): lists the players whose rating history does not
// chain (a row's rating before is not the previous row's rating: a change computed from a rating
// that had changed meanwhile) and, with --apply, recomputes their ratings from their rated games
// in the order of stored ends. Reads the server's settings (DATA_DIR, or DATABASE_URL and
// DATABASE_SCHEMA): `npm run ratings-repair -- [--apply]`. Exit code 1 when chains were broken
// and not repaired.
import { configFromEnv } from '../config.js';
import { repairRatings } from '../ratings/repair.js';
import { openStorage } from '../server.js';

const apply = process.argv.includes('--apply');
const storage = await openStorage(configFromEnv(process.env));
try {
  const report = await repairRatings(storage, apply);
  for (const b of report.broken)
    console.log(
      `${b.user} ${b.family}/${b.pace}: from table ${b.table} the history does not chain (before ${b.found}, the previous row ${b.expected})`,
    );
  for (const key of report.unrepairable) console.log(`${key}: a game could not be read again; left as it is`);
  console.log(
    report.broken.length === 0
      ? 'every rating history chains'
      : apply
        ? `${report.broken.length} broken histories; ${report.rewritten} history rows recomputed`
        : `${report.broken.length} broken histories; run with --apply to recompute them`,
  );
  process.exitCode = report.broken.length > 0 && (!apply || report.unrepairable.length > 0) ? 1 : 0;
} finally {
  await storage.close();
}
