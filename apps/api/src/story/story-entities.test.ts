import { describe, expect, it } from 'vitest';
import type { StoryArticle } from './model.ts';
import { storyEntities } from './story-entities.ts';

const article = (outlet: string, title: string, ...paragraphs: string[]): StoryArticle => ({
  url: `https://${outlet}.example/a`,
  outlet,
  publishedAt: new Date('2031-03-02T09:00:00+09:00'),
  title,
  paragraphs,
  images: [],
});

// An invented club appointing a manager, told by two outlets.
const appointment = [
  article(
    '솔바람일보',
    '누리 FC, 청주 마태식 감독 선임',
    '누리 FC는 청주 마태식 감독을 새 사령탑으로 선임했다고 1일 밝혔다.',
    '마태식 감독은 청주시 출신으로 지난 시즌 청주 구단을 2위로 이끌었다.',
    '씨호크스 감독 마태식은 지난해 씨호크스를 떠났다. 씨호크스는 새 감독을 찾고 있다.',
  ),
  article(
    '한울경제',
    '마태식 감독, 누리 FC 지휘봉',
    '마태식 감독이 누리 FC의 새 감독으로 선임됐다. 청주 마태식 감독은 "기쁘다"고 말했다.',
    '씨호크스 감독 마태식은 씨호크스와의 계약을 마쳤다.',
  ),
];

describe('storyEntities', () => {
  const entities = storyEntities(appointment);
  const find = (name: string) => entities.find((e) => e.name.replace(/\s+/g, '') === name);

  it('gives a role only to the person the role noun follows', () => {
    expect(find('마태식')).toMatchObject({ kind: 'person', role: '감독' });
  });

  it('never types a city or a team as a person with a role', () => {
    for (const name of ['청주', '씨호크스', '누리FC', '누리']) {
      const entity = find(name);
      if (entity) {
        expect(entity.kind, name).not.toBe('person');
        expect(entity.role, name).toBeUndefined();
      }
    }
    expect(find('청주') ?? find('씨호크스')).toBeDefined();
  });
});

describe('words beside a role that are no one', () => {
  // An invented club: "감독 선임" and "선수 시절" put a role word next to an event or a time.
  const club = [
    article(
      '바람스포츠',
      '해솔 FC 윤도겸 감독 선임',
      '해솔 FC가 윤도겸 감독을 선임했다. 윤도겸 감독은 선수 시절 공격수로 뛰었다.',
      '구단은 선임 감독 발표와 함께 젊은 선수 두 명을 영입했다. 윤도겸 감독은 선수 시절 주장이었다.',
    ),
    article('파도일보', '해솔 FC, 윤도겸 감독 선임', '해솔 FC는 새 감독으로 윤도겸 감독을 선임했다고 밝혔다.'),
  ];
  const entities = storyEntities(club);

  it('types an event noun, a time word and an adnominal as no person, and a club as an organisation', () => {
    for (const name of ['선임', '시절', '젊은']) {
      expect(entities.find((e) => e.name === name)?.kind ?? 'none', name).not.toBe('person');
    }
    expect(entities.find((e) => e.name === '윤도겸')).toMatchObject({ kind: 'person', role: '감독' });
    const club = entities.find((e) => e.name.replace(/\s+/g, '') === '해솔FC');
    if (club) expect(club.kind).toBe('organization');
  });
});

describe('a facility word before a kind of people', () => {
  // An invented clinic: "센터" is a basketball position too, and "센터 의사" is the centre's doctors.
  const clinic = [
    article(
      '바람일보',
      '해솔 응급센터 문 연다',
      '해솔 응급센터가 문을 연다. 센터 의사가 화면으로 판단한다. 센터 의사는 열두 명이다.',
      '센터 의사가 밤에도 교대로 근무한다. 센터 간호사는 스무 명이다.',
    ),
  ];

  it('types neither the doctors nor the nurses as a person with the role 센터', () => {
    const entities = storyEntities(clinic);
    for (const name of ['의사', '간호사']) {
      expect(entities.find((e) => e.name === name)?.kind ?? 'none', name).not.toBe('person');
    }
  });
});

describe('a person written with their team before the role', () => {
  // An invented club whose coach is written "이름 팀 감독", and a guard introduced by position.
  const final = [
    article(
      '바람스포츠',
      '물새스 첫 우승',
      '프로농구 물새스가 창단 첫 우승을 차지했다. 가드 여하진은 31점을 올렸다.',
      '배윤결 물새스 감독은 선수들에게 공을 돌렸다. 물새스는 다음 시즌 아시아 대회에 나선다.',
    ),
    article(
      '파도일보',
      '물새스 정상',
      '물새스가 정상에 올랐다. 배윤결 물새스 감독은 웃었다. 가드 여하진이 MVP에 뽑혔다. 여하진은 눈물을 보였다.',
    ),
  ];
  const entities = storyEntities(final);
  const find = (name: string) => entities.find((e) => e.name === name);
  it('types the team as an organisation and the players by their position', () => {
    expect(find('물새스')?.kind).toBe('organization');
    expect(find('여하진')).toMatchObject({ kind: 'person', role: '가드' });
  });
});

describe('a company named before a person’s role', () => {
  it('stays a company when the articles introduce it as one', () => {
    const story = [
      article(
        '도담일보',
        '바로온, 충전소 30곳 연다',
        '충전 업체 바로온이 충전소 30곳을 새로 연다.',
        '한누리 바로온 대표는 "내년까지 마치겠다"고 말했다. 바로온 대표는 현장을 찾았다.',
      ),
    ];
    const found = storyEntities(story).find((e) => e.name === '바로온');
    expect(found?.kind).toBe('organization');
    expect(found?.role).toBeUndefined();
  });
});

describe('a company introduced by a compound word', () => {
  it('is a company when a word ending in 기업, 업체 or 스타트업 stands before its name', () => {
    const story = [
      article(
        '누리일보',
        '들빛랩, 드론 12대 띄운다',
        '농업 스타트업 들빛랩이 방제 드론 12대를 띄운다. 들빛랩은 다음 달 시험 비행을 한다.',
        '포장 전문업체 솔재팩이 들빛랩과 손잡았다. 솔재팩은 상자 2만 개를 댄다. 솔재팩 공장은 크다. 들빛랩은 돈을 낸다.',
        '물류기업 가람운송이 운송을 맡는다. 가람운송은 차량 5대를 보낸다. 가람운송 기사들이 나선다.',
      ),
    ];
    const kinds = Object.fromEntries(storyEntities(story).map((e) => [e.name, e.kind]));
    expect(kinds['들빛랩']).toBe('organization');
    expect(kinds['솔재팩']).toBe('organization');
    expect(kinds['가람운송']).toBe('organization');
  });
});

describe('object-particle words and common nouns', () => {
  // An invented baseball story: a pitcher, his club, its shop and museum, and the opponent.
  const baseball = [
    article(
      '들판스포츠',
      '바다 고래스 윤해찬, 통산 150승',
      '바다 고래스의 투수 윤해찬이 통산 150승을 올렸다. 윤해찬은 몸 관리에 공을 들이는 투수다.',
      '마지막 공은 구단 역사관에 전시된다. 윤해찬은 이 공을 구단 역사관에 기증했다.',
      '구단은 구단 온라인 상점에서 기념 모자를 판다. 구단 온라인 상점은 오전 10시에 연다.',
      '윤해찬은 구단 후배들에게 공을 건넸다. 구단 후배들은 박수를 보냈다.',
    ),
    article(
      '강물일보',
      '윤해찬 150승…바다 고래스, 들녘 너구리스 꺾어',
      '들녘 너구리스는 현재 리그 3위다. 들녘 너구리스 선수들은 윤해찬에게 인사했다.',
      '바다 고래스는 들녘 너구리스를 4-1로 이겼다. 윤해찬은 이날 공을 88개 던졌다.',
    ),
  ];
  const entities = storyEntities(baseball);
  const find = (name: string) => entities.find((e) => e.name.replace(/\s+/g, '') === name);

  it('never takes a noun with its object particle for a name', () => {
    expect(find('공을')).toBeUndefined();
  });

  it('never takes what an organisation has (its shop, its museum, its juniors) for an organisation', () => {
    for (const name of ['온라인', '역사관', '후배들']) expect(find(name)?.kind, name).not.toBe('organization');
  });

  it('types a team by what only a team has: its players, its league place', () => {
    expect(find('들녘너구리스')?.kind).toBe('organization');
  });
});

describe('a shop written after its district', () => {
  // An invented noodle house whose owner speaks: "솔향각 대표" is the shop's owner, not a person named 솔향각.
  const noodles = [
    article(
      '늘봄일보',
      '칼국수 한 그릇 1만 원 시대',
      '서울 칼국수집 10곳의 평균 가격이 1만 원을 넘었다. 가장 비싼 곳은 종로구의 솔향각으로 1만 2천 원을 받는다.',
      '솔향각 대표는 "밀가루 값이 너무 올랐다"고 말했다. 주말이면 솔향각 앞에는 줄이 길다.',
    ),
    article(
      '한울경제',
      '칼국수값 또 올랐다',
      '종로구 솔향각은 지난달 값을 올렸다. 솔향각 대표는 "손님께 죄송하다"고 했다.',
    ),
  ];

  it('types the shop as a business, never as a person with a role', () => {
    const shop = storyEntities(noodles).find((e) => e.name === '솔향각');
    expect(shop?.kind).toBe('organization');
  });

  it('still types a person written after the district they head as a person', () => {
    const mayor = storyEntities([
      article(
        '늘봄일보',
        '종로구, 골목 축제 연다',
        '종로구 한보람 구청장은 다음 달 골목 축제를 연다고 밝혔다. 한보람 구청장은 "많이 와 달라"고 말했다.',
      ),
    ]).find((e) => e.name === '한보람');
    expect(mayor?.kind).toBe('person');
  });
});

describe('common nouns that end like an agency (session 15)', () => {
  it('never reads "신청" or "근처" as an organisation, while "기상청" stays one', () => {
    const articles = [
      article(
        '솔바람일보',
        '가람시 청년 교통비 신청 접수…기상청 협력',
        '가람시는 청년 교통비 신청을 다음 달 1일부터 받는다. 신청은 온라인으로 한다.',
        '신청 첫날 접속이 몰릴 수 있다. 시청 근처 상담 창구도 연다. 신청 서류는 두 가지다.',
        '기상청은 당일 폭설 가능성을 알렸다. 기상청은 외출 자제를 당부했다.',
      ),
      article('한울경제', '가람시 교통비 신청', '가람시 교통비 신청은 5일까지다. 신청자는 1천 명을 넘었다.'),
    ];
    const kinds = new Map(storyEntities(articles).map((e) => [e.name, e.kind]));
    expect(kinds.get('신청')).not.toBe('organization');
    expect(kinds.get('근처')).not.toBe('organization');
    // "…을 넘으면 소득이": a verb's condition in 면 is no township, so what follows it is no venue there.
    const rules = [
      article(
        '솔바람일보',
        '가람시 청년 교통비',
        '소득이 기준을 넘으면 소득이 많은 것으로 본다. 서류를 빠뜨리면 신청이 늦어진다.',
        '소득 기준은 해마다 바뀐다. 신청은 온라인으로 한다.',
      ),
      article('한울경제', '가람시 교통비 신청', '소득과 신청 서류를 확인한다. 신청은 5일까지다.'),
    ];
    const ruleKinds = new Map(storyEntities(rules).map((e) => [e.name, e.kind]));
    expect(ruleKinds.get('소득')).not.toBe('organization');
    expect(ruleKinds.get('신청')).not.toBe('organization');
    if (kinds.has('기상청')) expect(kinds.get('기상청')).toBe('organization');
  });
});

describe('a person the articles introduce as one, beside a district', () => {
  it('is a person, not a venue of the district ("투수 하도겸", "…가람구 하도겸은")', () => {
    const win = [
      article(
        '솔바람일보',
        '하도겸 통산 200승',
        '투수 하도겸이 개인 통산 200승을 거뒀다.',
        '고향 가람구 하도겸은 이날 7이닝을 2실점으로 막았다.',
        '하도겸은 19시즌 동안 한 팀에서만 뛰었다.',
      ),
    ];
    expect(storyEntities(win).find((e) => e.name === '하도겸')?.kind).toBe('person');
  });
});
