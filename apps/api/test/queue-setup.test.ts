import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Database } from '../src/db/client.ts';
import { defineJob, type JobDefinition } from '../src/jobs/job.ts';
import { startJobQueue, type JobQueue } from '../src/jobs/queue.ts';
import { adminQuery, postgresTestUrl, withDatabase } from './db-template.ts';
import { testConfig } from './helpers.ts';

// API processes and a worker start at the same moment on a fresh PostgreSQL database: each creates the
// pg-boss queues, and two concurrent `create_queue` calls can deadlock each other (the insert into
// pgboss.queue waits on the other's row while the other's ALTER TABLE … FOREIGN KEY waits on the table).

const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const jobs = Array.from({ length: 4 }, (_, i) =>
  defineJob({
    name: `test-setup-${i}`,
    payload: z.object({}),
    retryLimit: 0,
    retryDelaySeconds: 0,
    expireInSeconds: 30,
    async handler() {},
  }),
) as unknown as JobDefinition[];

const postgresUrl = postgresTestUrl();
// Its own database, not a copy of the test template: the queue's schema must not exist yet.
const name = `geulgam_t_queue_${randomBytes(5).toString('hex')}`;
const databases: Database[] = [];

beforeAll(async () => {
  if (!postgresUrl) return;
  await adminQuery(postgresUrl, [`create database ${name}`]);
  // One process migrates first, as openDatabase serializes migrations anyway; the race is the queue setup.
  for (let i = 0; i < 3; i++)
    databases.push(await openDatabase({ databaseUrl: withDatabase(postgresUrl, name), poolSize: 2 }));
}, 60_000);

afterAll(async () => {
  if (!postgresUrl) return;
  for (const database of databases) await database.close();
  await adminQuery(postgresUrl, [`drop database if exists ${name} with (force)`]);
});

describe.skipIf(!postgresUrl)('job queue setup on a fresh PostgreSQL database', () => {
  it('starts three processes’ queues at once without a deadlock', async () => {
    const config = testConfig();
    const started = await Promise.allSettled(
      databases.map((database, i) => startJobQueue({ database, config, logger, jobs, runWorkers: i === 0 })),
    );
    const queues = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    await Promise.all(queues.map((queue: JobQueue) => queue.stop()));
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
  });
});
