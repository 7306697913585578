/**
 * `npm run audit:money`: the admin's money audit (GET /api/admin/finance/audit) against DATABASE_URL, or
 * the embedded data in DATA_DIR when no instance holds it. Prints what it checked and every problem;
 * exits 1 when there is any (so a cron or a deploy step can stop on it).
 */
import { auditMoneySnapshot } from '#server/features/journal/audit-snapshot.ts';
import { loadEnv } from '#server/env.ts';
import { openDatabaseFromEnv } from './open-database-from-env.ts';

const database = await openDatabaseFromEnv(loadEnv());
try {
  const audit = await auditMoneySnapshot(database.db);
  const { bookings, partners, payouts } = audit.checked;
  console.log(`Checked ${bookings} bookings, ${partners} partners, ${payouts} payouts.`);
  for (const p of audit.problems) {
    const who = [p.bookingId && `booking ${p.bookingId}`, p.partnerId && `partner ${p.partnerId}`, p.week && `week ${p.week}`]
      .filter(Boolean)
      .join(', ');
    console.log(`PROBLEM ${p.kind}${who ? ` (${who})` : ''}: expected ₹${p.expected}, found ₹${p.actual} — ${p.message}`);
  }
  console.log(audit.ok ? 'Every rupee adds up.' : `${audit.problems.length} problem(s) found.`);
  process.exitCode = audit.ok ? 0 : 1;
} finally {
  await database.close();
}
