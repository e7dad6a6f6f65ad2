import { describe, expect, it } from 'vitest';
import { eventConflict, eventSignature } from './event-signature.ts';

describe('eventConflict', () => {
  it('keeps apart two matches of one team played days apart', () => {
    const a = eventSignature({ title: '파랑새FC, 홈에서 2-1 승리', body: '파랑새FC가 12일 홈 경기에서 이겼다.' });
    const b = eventSignature({ title: '파랑새FC, 원정에서 0-0 무승부', body: '파랑새FC가 16일 원정 경기에서 비겼다.' });
    expect(eventConflict(a, b)).toBe('day');
  });

  it('joins an announcement and the opening of applications when both name the same quoted fund', () => {
    const a = eventSignature({
      title: '하늬군, 수해 주민에 복구 기금',
      body: "하늬군이 22일 '하늬 다시 서기 기금' 운영 계획을 발표했다.",
    });
    const b = eventSignature({
      title: '하늬 수해 지원금, 이렇게 신청하세요',
      body: "하늬군의 수해 지원금 '하늬 다시 서기 기금' 신청이 25일 시작된다.",
    });
    expect(eventConflict(a, b)).toBeNull();
  });

  it('does not date an event by the day before it ("개막을 이틀 앞둔 23일")', () => {
    const a = eventSignature({ title: '솔결박물관 특별전 25일 개막', body: '솔결박물관이 25일 특별전을 연다.' });
    const b = eventSignature({
      title: '[인터뷰] 특별전 준비한 학예연구사',
      body: '솔결박물관 특별전을 준비한 학예연구사를 개막을 이틀 앞둔 23일 오전 전시실에서 만났다.',
    });
    expect(b.days.size).toBe(0);
    expect(eventConflict(a, b)).toBeNull();
  });

  it('reads a company whose name ends in 과 as its actor, not as a noun with its particle', () => {
    const freeze = eventSignature({
      title: '해밀제과, 내년 6월까지 빵값 동결',
      body: '제빵 프랜차이즈 해밀제과가 내년 6월까지 모든 제품의 가격을 올리지 않는다고 23일 밝혔다. 해밀제과는 가맹점 187곳을 두고 있다.',
    });
    expect(freeze.named.has('해밀제과')).toBe(true);
    expect(freeze.actors.has('해밀제과')).toBe(true);
  });
});
