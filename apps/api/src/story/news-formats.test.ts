import { describe, expect, it } from 'vitest';
import { buildFactSheet } from './fact-sheet.ts';
import { reportLines } from './news-formats.ts';

const at = new Date('2026-11-20T09:00:00+09:00');
const article = (outlet: string, text: string) => ({
  url: `https://news.example/${outlet}`,
  outlet,
  publishedAt: at,
  title: '',
  paragraphs: text.split(/\n+/),
  images: [],
});

describe('reportLines', () => {
  it('reads a broadcast script: no tags, hooks, hand-overs or sign-offs; the bite as attributed speech', () => {
    const lines = reportLines([
      '[앵커]',
      '퇴근길에 버스를 한참 기다린 적, 다들 있으실 텐데요.',
      '다온시가 다음 달부터 광역버스 12대를 새로 투입합니다.',
      '채보람 기자가 보도합니다.',
      '[기자]',
      '새 버스는 출퇴근 시간에만 다닙니다.',
      '[인터뷰] 여문결 / 다온시 교통국장',
      '"배차 간격을 절반으로 줄이는 게 목표입니다."',
      '다온방송 뉴스 채보람입니다.',
    ]);
    expect(lines).toEqual([
      '다온시가 다음 달부터 광역버스 12대를 새로 투입합니다.',
      '새 버스는 출퇴근 시간에만 다닙니다.',
      '여문결 다온시 교통국장은 "배차 간격을 절반으로 줄이는 게 목표입니다"라고 말했다.',
    ]);
  });

  it('drops a line that only says the article gathered what someone announced', () => {
    expect(reportLines(['산마루군이 안내한 내용을 정리했다.', '셔틀버스는 20분 간격으로 다닌다.'])).toEqual([
      '셔틀버스는 20분 간격으로 다닌다.',
    ]);
  });

  it('reads a Q&A explainer: questions and the self-description go, answers stay without their mark', () => {
    const lines = reportLines([
      '다온시가 12월 1일부터 공공심야약국을 연다. 궁금한 점을 문답으로 정리했다.',
      'Q. 몇 시까지 여나.',
      'A. 밤 12시까지 연다.',
      'Q: 돈이 드나?',
      'A: 약값은 평소와 같다.',
      '— 가장 어려웠던 점은요?',
    ]);
    expect(lines).toEqual(['다온시가 12월 1일부터 공공심야약국을 연다.', '밤 12시까지 연다.', '약값은 평소와 같다.']);
    // An answer with no subject is said of the question's topic.
    expect(
      reportLines([
        'Q. 신청 기간은 언제인가.',
        'A. 12월 4일부터 22일까지다.',
        'Q. 대상은 누구인가.',
        'A. 청년은 누구나 된다.',
      ]),
    ).toEqual(['신청 기간은 12월 4일부터 22일까지다.', '청년은 누구나 된다.']);
  });

  it('keeps a spoken statement as a report and leaves print prose as it is', () => {
    expect(reportLines(['시는 예산 3억 원을 들였는데요.'])).toEqual(['시는 예산 3억 원을 들였다.']);
    expect(reportLines(['모집 인원은 40명인데요.'])).toEqual(['모집 인원은 40명이다.']);
    expect(reportLines(['시는 지난해에도 같은 사업을 벌였죠.', '한 해 예산은 3억 원인 셈이죠.'])).toEqual([
      '시는 지난해에도 같은 사업을 벌였다.',
      '한 해 예산은 3억 원인 셈이다.',
    ]);
    expect(reportLines(['왜 이렇게 비쌀까요?', '다들 한 번쯤 겪어 보셨죠?'])).toEqual([]);
    const print = ['한빛전자가 20일 새 공장을 열었다. 직원들은 공장을 둘러봤다.', '주민센터에서 신청하세요.'];
    expect(reportLines(print)).toEqual(print);
  });

  it('reads a wire dateline, a how-to list and an interview', () => {
    expect(reportLines(['(누리=누리통신) 도하람 기자 = 누리군이 난방비를 지원한다.'])).toEqual([
      '누리군이 난방비를 지원한다.',
    ]);
    expect(
      reportLines([
        '신청 방법을 단계별로 안내한다.',
        '■ 신청 기간: 12월 4일~12월 22일',
        '■ 지원 금액: 가구당 20만 원(지역화폐)',
        '② 주소지 읍면사무소를 찾아 신청서를 낸다.',
        '▲ 문의: 누리군 복지정책팀(061-000-0000)',
      ]),
    ).toEqual([
      '신청 기간은 12월 4일~12월 22일이다.',
      '지원 금액은 가구당 20만 원(지역화폐)이다.',
      '주소지 읍면사무소를 찾아 신청서를 낸다.',
    ]);
    expect(
      reportLines([
        '누리군이 난방비 지원에 나섰다. 사업을 맡은 서기온 누리군 복지정책팀장을 만났다.',
        '— 대상은 어떻게 정했나.',
        '"1,800가구를 추렸습니다. 예산은 3억 원입니다."',
      ]),
    ).toEqual([
      '누리군이 난방비 지원에 나섰다.',
      '서기온 누리군 복지정책팀장은 "1,800가구를 추렸습니다"라고 말했다. 서기온 누리군 복지정책팀장은 "예산은 3억 원입니다"라고 말했다.',
    ]);
  });

  it('gives an answer with only a subject the topic of a bare "- 주차는." question', () => {
    expect(reportLines(['- 주차는.', '지하에 68면이 있다.', '- 면회는 되나.', '보호자 한 명만 머물 수 있다.'])).toEqual(
      ['주차는 지하에 68면이 있다.', '면회는 보호자 한 명만 머물 수 있다.'],
    );
  });

  it('opens an answer with the case its question asked about', () => {
    expect(reportLines(['Q. 가벼운 찰과상이면.', 'A. 치료는 하지만 오래 기다릴 수 있다.'])).toEqual([
      '가벼운 찰과상이면 치료는 하지만 오래 기다릴 수 있다.',
    ]);
  });

  it('names the interviewee without the verb before the name or the age after it', () => {
    expect(
      reportLines([
        '발표가 난 23일 저녁, 훈련장에서 짐을 정리하던 하도겸(29)을 만났다. 새 팀으로 옮기는 심경을 물었다.',
        '— 새 번호는 정했나.',
        '"등번호 27번을 골랐습니다."',
      ]),
    ).toEqual(['하도겸은 "등번호 27번을 골랐습니다"라고 말했다.']);
  });

  it('answers a dash question without a mark, and leaves a bare yes or no out', () => {
    expect(
      reportLines([
        'Q: 바로 돈을 내나.',
        'A: 아니다. 12월 한 달은 경고장만 보낸다.',
        '- 범칙금은 얼마인가.',
        '승용차 6만 원이다.',
      ]),
    ).toEqual(['12월 한 달은 경고장만 보낸다.', '범칙금은 승용차 6만 원이다.']);
    expect(reportLines(['사고가 잦은 교차로 24곳이 대상이다. 운전자들이 헷갈려 하는 점을 묻고 답했다.'])).toEqual([
      '사고가 잦은 교차로 24곳이 대상이다.',
    ]);
  });

  it('keeps a dash list, an anonymous "A씨" and a transcript speaker apart from questions and answers', () => {
    expect(reportLines(['- 신청 기간: 12월 1일~15일', '- 참가비 무료, 선착순 100명 참가'])).toEqual([
      '신청 기간은 12월 1일~15일이다.',
      '참가비 무료, 선착순 100명 참가',
    ]);
    expect(reportLines(['A 씨는 지난달 가게 문을 닫았다.'])).toEqual(['A 씨는 지난달 가게 문을 닫았다.']);
    expect(reportLines(['김하준 대표: 내년에 공장을 하나 더 짓습니다.'])).toEqual([
      '김하준 대표는 "내년에 공장을 하나 더 짓습니다"라고 말했다.',
    ]);
  });

  it('leaves out what the reporter or the columnist did or thinks', () => {
    expect(
      reportLines([
        '개소를 앞둔 센터를 석주안 기자가 미리 둘러봤다. 센터는 12월 1일 문을 연다.',
        '필자는 기대만큼 걱정도 크다.',
      ]),
    ).toEqual(['센터는 12월 1일 문을 연다.']);
  });

  it('a bite label on one line with its words', () => {
    expect(reportLines(['[인터뷰] 여문결 / 교통국장 "시민 불편을 줄이겠습니다"', '새 버스는 12대다.'])).toEqual([
      '여문결 교통국장은 "시민 불편을 줄이겠습니다"라고 말했다.',
      '새 버스는 12대다.',
    ]);
    expect(reportLines(['[인터뷰: 여문결 교통국장] "시민 불편을 줄이겠습니다"'])).toEqual([
      '여문결 교통국장은 "시민 불편을 줄이겠습니다"라고 말했다.',
    ]);
  });
});

describe('a scene the reporter stands in', () => {
  it('is no fact in a script, and print prose keeps such a sentence', () => {
    expect(
      reportLines(['[기자]', '병원 옥상, 붉은 원이 그려진 헬기 이착륙장입니다.', '헬기는 하루 두 번 뜹니다.']),
    ).toEqual(['헬기는 하루 두 번 뜹니다.']);
    expect(reportLines(['시청 앞, 새로 문을 연 도서관이다.'])).toEqual(['시청 앞, 새로 문을 연 도서관이다.']);
  });
});

describe('a broadcast story in the fact sheet', () => {
  it('takes no fact from a column', () => {
    const sheet = buildFactSheet(
      [
        article(
          '다온일보',
          '다온시가 다음 달 1일부터 광역버스 12대를 새로 투입한다. 새 버스는 출퇴근 시간에만 다닌다.',
        ),
        {
          ...article('솔빛신문', '필자가 보기에 12대로는 모자란다. 버스 회사의 인력난이 먼저 풀려야 한다.'),
          title: '[칼럼] 버스 12대로 충분할까',
        },
      ],
      { title: '다온시 광역버스 12대 투입', now: at },
    );
    expect(sheet.facts.map((f) => f.text).join(' ')).not.toMatch(/인력난|모자란다/);
  });

  it('credits the bite to its speaker and keeps the script out of the facts', () => {
    const sheet = buildFactSheet(
      [
        article(
          '다온방송',
          '[앵커]\n다온시가 다음 달 1일부터 광역버스 12대를 새로 투입합니다.\n채보람 기자가 보도합니다.\n[기자]\n새 버스는 출퇴근 시간에만 다닙니다.\n[인터뷰] 여문결 / 다온시 교통국장\n"배차 간격을 절반으로 줄이는 게 목표입니다."\n다온방송 뉴스 채보람입니다.',
        ),
      ],
      { title: '다온시 광역버스 12대 투입', now: at },
    );
    expect(sheet.quotes.map((q) => q.speaker)).toEqual(['여문결']);
    const texts = sheet.facts.map((f) => f.text).join(' ');
    expect(texts).not.toMatch(/보도한다|채보람이다|앵커/);
  });
});
