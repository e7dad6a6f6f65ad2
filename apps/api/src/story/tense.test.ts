import { describe, expect, it } from 'vitest';
import { periodEnd, resolveDates } from './calendar.ts';
import { buildFactSheet } from './fact-sheet.ts';
import type { StoryArticle } from './model.ts';

/*
 * Tense from dates, on invented events: an event whose end is before the story's newest article is over,
 * however the reports phrase its end; one still running is not.
 */

const kst = (day: string, time = '09:00') => new Date(`${day}T${time}:00+09:00`);

const article = (outlet: string, publishedAt: Date, title: string, ...paragraphs: string[]): StoryArticle => ({
  url: `https://${outlet}.example/${publishedAt.getTime()}`,
  outlet,
  publishedAt,
  title,
  paragraphs,
  images: [],
});

/** A preview that told the event in the present without its end, then a later report phrased one way. */
function story(later: string, title: string, ...more: string[]) {
  return buildFactSheet(
    [
      article(
        '솔빛일보',
        kst('2031-11-03'),
        '솔빛 국화축제 개막…열흘 동안 이어진다',
        '솔빛시 국화축제가 1일 솔빛천 둔치에서 개막했다. 축제는 열흘 동안 이어진다.',
        '운영 시간은 매일 오전 10시부터 오후 9시까지다. 입장료는 무료다.',
      ),
      article('들녘뉴스', kst('2031-11-11'), title, later, ...more),
    ],
    { now: kst('2031-11-12') },
  );
}

describe('ended events told as over', () => {
  // The report's first sentence names no day; the end is told only by the phrase under test.
  it.each([
    ['"~까지 열린"', '지난 9일까지 열린 국화축제는 올해 처음 야간 개장을 했다.'],
    ['"막을 내린"', '9일 막을 내린 국화축제는 올해 처음 야간 개장을 했다.'],
    ['"폐막한"', '지난 9일 폐막한 국화축제는 올해 처음 야간 개장을 했다.'],
    ['"종료된"', '솔빛시는 9일 종료된 국화축제의 방문객 설문 결과를 공개했다.'],
    ['"종료되었다"', '국화축제는 9일 종료되었다.'],
    ['a date range "11월 1~9일"', '국화축제(11월 1~9일)는 올해 처음 야간 개장을 했다.'],
    ['a date range without its month "1∼9일"', '지난 1∼9일 열린 국화축제는 올해 처음 야간 개장을 했다.'],
    ['"…을 끝으로"', '국화축제는 9일 불꽃놀이를 끝으로 열흘 일정을 모두 마무리했다.'],
  ])('%s', (_form, phrase) => {
    expect(story(`솔빛 국화축제 방문객이 31만 명으로 집계됐다. ${phrase}`, '솔빛 국화축제 31만 명').lead.over).toBe(
      true,
    );
  });

  it('"지난 주말 열린": a one-day event told on a later day', () => {
    const sheet = buildFactSheet(
      [
        article(
          '들녘뉴스',
          kst('2031-11-11'),
          '솔빛 마라톤에 1만 2천 명',
          '지난 주말 열린 솔빛 마라톤에 1만 2천 명이 참가했다.',
          '솔빛시는 내년 대회 코스를 바꿀 계획이다.',
        ),
      ],
      { now: kst('2031-11-12') },
    );
    expect(sheet.lead.over).toBe(true);
  });

  it.each([
    ['an end still to come ("종료된다")', '국화축제는 오는 20일 종료된다.'],
    ['a close still to come ("…을 끝으로")', '국화축제는 20일 불꽃놀이를 끝으로 막을 내린다.'],
    ['a range that ends after the newest article', '국화축제(11월 1~20일)는 올해 처음 야간 개장을 했다.'],
    ['a range without its month', '지난 1∼20일 일정으로 열리고 있는 국화축제는 올해 처음 야간 개장을 했다.'],
  ])('not over: %s', (_form, phrase) => {
    expect(story(`솔빛 국화축제 방문객이 31만 명으로 집계됐다. ${phrase}`, '솔빛 국화축제 31만 명').lead.over).toBe(
      false,
    );
  });

  it('a deadline beside the event is not its end', () => {
    expect(
      story(
        '솔빛 국화축제 방문객이 31만 명으로 집계됐다. 솔빛 국화축제 사진 공모전 응모는 20일까지 받는다. 국화축제는 9일 막을 내렸다.',
        '솔빛 국화축제 31만 명',
      ).lead.over,
    ).toBe(true);
  });

  it('a one-time show told on a later day is over', () => {
    const show = buildFactSheet(
      [
        article(
          '들녘뉴스',
          kst('2031-11-11'),
          '루미엘 신곡 무대 첫 공개',
          '그룹 루미엘이 지난 9일 솔빛아트홀에서 신곡 무대를 처음 선보였다.',
          '공연장에는 관객 3천 명이 모였다.',
        ),
      ],
      { now: kst('2031-11-12') },
    );
    expect(show.lead.over).toBe(true);
  });

  it('a crowd last weekend at an event still running is not an end', () => {
    expect(story('지난 주말 솔빛 국화축제에 10만 명이 몰렸다.', '솔빛 국화축제 주말 10만 명').lead.over).toBe(false);
  });

  it('an event still running by the newest article is not over', () => {
    expect(
      story(
        '솔빛 국화축제에 개막 열흘 만에 31만 명이 다녀갔다. 축제는 오는 20일까지 이어진다.',
        '솔빛 국화축제 31만 명',
      ).lead.over,
    ).toBe(false);
    const coming = buildFactSheet(
      [
        article(
          '들녘뉴스',
          kst('2031-11-11'),
          '솔빛 마라톤 이번 주말 열린다',
          '솔빛 마라톤이 오는 15일 솔빛천 일대에서 열린다.',
          '참가 신청은 13일까지 받는다.',
        ),
      ],
      { now: kst('2031-11-12') },
    );
    expect(coming.lead.over).toBe(false);
  });
});

describe('the days behind the tense', () => {
  const tuesday = kst('2031-11-11');
  const day = (date: Date | undefined) => date && new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

  it('reads the end of a range whose first day has no "일" of its own', () => {
    expect(day(periodEnd('지난 1∼9일 열린 축제', tuesday))).toBe('2031-11-09');
    expect(day(periodEnd('11월 1~9일 열린 축제', tuesday))).toBe('2031-11-09');
    expect(day(periodEnd('3~4일간 머문다', tuesday))).toBeUndefined();
  });

  it('reads a day followed by its closing as the end', () => {
    expect(day(periodEnd('9일 종료된 축제', tuesday))).toBe('2031-11-09');
    expect(day(periodEnd('9일 막을 내린 축제', tuesday))).toBe('2031-11-09');
  });

  it('never dates a day whose own verb is past after the article, and leaves a day with a verb to come as it was', () => {
    const at = (text: string) => day(resolveDates(text, tuesday)[0]?.at);
    // Published on the 11th: "14일 … 발표했다" cannot be this month's 14th.
    expect(at('누리전력은 14일 새 요금제를 발표했다.')).toBe('2031-10-14');
    expect(at('누리전력은 14일 새 요금제를 발표했고, 내년부터 시행한다.')).toBe('2031-10-14');
    expect(at('누리전력은 14일 새 요금제를 발표한다.')).toBe('2031-11-14');
    expect(at('축제는 14일 개막해 다음 달까지 열린다.')).toBe('2031-11-14');
    expect(at('공원은 9일 문을 열었다.')).toBe('2031-11-09');
  });

  it('reads the weekends before and after a day', () => {
    const at = (text: string) => day(resolveDates(text, tuesday)[0]?.at);
    expect(resolveDates('지난 주말 열린 대회', tuesday)[0]?.precise).toBe(false);
    expect(at('지난 주말 열린 대회')).toBe('2031-11-09');
    expect(at('이번 주말 열리는 대회')).toBe('2031-11-15');
    expect(at('다음 주말 열리는 대회')).toBe('2031-11-22');
    expect(at('그제 열린 대회')).toBe('2031-11-09');
  });
});
