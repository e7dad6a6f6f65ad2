// Today's briefing (GET /api/briefing/, ADR 038): the day's public stories by category, each told from the story
// model with its lead, figures, outlets and source links; open to visitors; cached until ingestion changes the
// keywords.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywords } from '../src/db/schema.ts';
import { seedKeyword } from './admin-setup.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 90_000);
afterAll(async () => {
  await t?.close();
});

const briefing = async () => {
  const response = await t.app.inject({ url: '/api/briefing/' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    date: string;
    updated_at: string | null;
    sections: {
      category: string;
      stories: { keyword_id: number; title: string; lead: string; outlets: string[]; sources: { url: string }[] }[];
    }[];
  };
};

describe('today’s briefing', () => {
  it('is empty, not an error, before anything was collected today', async () => {
    const empty = await briefing();
    expect(empty.sections).toEqual([]);
    expect(empty.updated_at).toBeNull();
    expect(empty.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('tells today’s public stories by category with their sources, for visitors, and follows ingestion', async () => {
    const festival = await seedKeyword(t, { key: 'brief-a', title: '한강 가을 축제 개막', category: '여행' });
    const market = await seedKeyword(t, { key: 'brief-b', title: '코스피 반등', category: '경제', articleCount: 3 });
    const hidden = await seedKeyword(t, { key: 'brief-c', title: '숨긴 키워드', category: '경제' });
    await t.database.db.update(keywords).set({ isActive: false }).where(eq(keywords.id, hidden));
    await seedKeyword(t, {
      key: 'brief-d',
      title: '지난주 소식',
      category: '여행',
      createdAt: new Date(Date.now() - 3 * 86_400_000),
    });
    // Seeding wrote behind the services' back; ingestion announces its changes like this (jobs/registry.ts).
    t.app.views.invalidate('keywords');

    const today = await briefing();
    expect(today.sections.map((s) => s.category)).toEqual(['경제', '여행']);
    const stories = today.sections.flatMap((s) => s.stories);
    expect(stories.map((s) => s.keyword_id).sort()).toEqual([festival, market].sort());
    const economy = today.sections[0]!.stories[0]!;
    expect(economy.title).toBe('코스피 반등');
    expect(economy.lead.length).toBeGreaterThan(10);
    expect(economy.outlets).toHaveLength(3);
    expect(economy.sources.map((s) => s.url)).toEqual(
      expect.arrayContaining(['https://news.example.com/brief-b/0', 'https://news.example.com/brief-b/1']),
    );
    expect(today.updated_at).not.toBeNull();

    // Served from memory until the keywords change.
    const later = await seedKeyword(t, { key: 'brief-e', title: '야구 결승전', category: '야구' });
    expect((await briefing()).sections.flatMap((s) => s.stories).map((s) => s.keyword_id)).not.toContain(later);
    t.app.views.invalidate('keywords');
    expect((await briefing()).sections.flatMap((s) => s.stories).map((s) => s.keyword_id)).toContain(later);
  });
});

describe('the briefing just after midnight in Seoul', () => {
  // 2026-11-26 00:10 in Seoul (15:10 UTC the day before): the new day has no story yet.
  const clock = { at: new Date('2026-11-25T15:10:00Z') };
  let night: TestApp;

  beforeAll(async () => {
    night = await createTestApp({}, { now: () => clock.at });
  }, 90_000);
  afterAll(async () => {
    await night?.close();
  });

  const read = async () => {
    const response = await night.app.inject({ url: '/api/briefing/' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { date: string; sections: { stories: { keyword_id: number }[] }[] };
  };

  it('shows the last day’s stories under their own date until the new day has some, then the new day’s', async () => {
    // Collected at 23:50 and 13:00 Seoul time on the 25th; one from two days before stays out.
    const lateNight = await seedKeyword(night, {
      key: 'night-a',
      title: '심야 개막 공연',
      category: '여행',
      createdAt: new Date('2026-11-25T14:50:00Z'),
    });
    const afternoon = await seedKeyword(night, {
      key: 'night-b',
      title: '오후 금리 발표',
      category: '경제',
      createdAt: new Date('2026-11-25T04:00:00Z'),
    });
    await seedKeyword(night, {
      key: 'night-c',
      title: '지난 소식',
      category: '경제',
      createdAt: new Date('2026-11-23T04:00:00Z'),
    });
    night.app.views.invalidate('keywords');

    const early = await read();
    expect(early.date).toBe('2026-11-25');
    expect(early.sections.flatMap((s) => s.stories.map((story) => story.keyword_id)).sort()).toEqual(
      [lateNight, afternoon].sort(),
    );

    // The first story of the 26th arrives: the briefing is that day's alone.
    clock.at = new Date('2026-11-25T22:00:00Z');
    const morning = await seedKeyword(night, {
      key: 'night-d',
      title: '아침 한파 특보',
      category: '스포츠',
      createdAt: new Date('2026-11-25T21:30:00Z'),
    });
    night.app.views.invalidate('keywords');
    const today = await read();
    expect(today.date).toBe('2026-11-26');
    expect(today.sections.flatMap((s) => s.stories.map((story) => story.keyword_id))).toEqual([morning]);
  });
});
