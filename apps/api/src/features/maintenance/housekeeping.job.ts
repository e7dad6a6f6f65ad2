import { z } from 'zod';
import { defineJob } from '../../jobs/job.ts';
import { createMaintenanceRepository } from './maintenance.repository.ts';

/** Revoked tokens are kept a while so reuse detection can still see them. */
const REVOKED_TOKEN_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

export const housekeepingJob = defineJob({
  name: 'housekeeping',
  payload: z.object({ now: z.iso.datetime().optional() }),
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 300,
  schedule: () => '17 * * * *',
  async handler(data, { database, logger }) {
    const now = data.now ? new Date(data.now) : new Date();
    const summary = await database.db.transaction(async (tx) => {
      const repository = createMaintenanceRepository(tx);
      const result = {
        refresh_tokens: await repository.deleteStaleRefreshTokens(new Date(now.getTime() - REVOKED_TOKEN_GRACE_MS)),
        oauth_states: await repository.deleteExpiredOauthStates(now),
        rate_limits: await repository.deleteExpiredRateLimits(now),
      };
      await repository.recordRun('housekeeping', result);
      return result;
    });
    logger.info({ summary }, 'housekeeping finished');
    return summary;
  },
});
