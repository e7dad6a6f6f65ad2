import type { Category } from '@geulgam/contracts';
import type { Role } from './analyze.ts';
import type { Line } from './fill.ts';

/*
 * The offline writer's own words. Every line names something of the story ({kw} keyword, {ent} main
 * name, {topic} what it is about, {outlets} the sources), so two posts about different stories never
 * share a sentence, and every slot has enough lines that two members rarely get the same one.
 * No line makes a claim about the story (facts come only from the sources), promises anything in the
 * blogger's name, or fills space ("여기까지가…", "숫자만 놓고 봐도…").
 */

/** The opening sentence: what this post is about. */
export const HOOKS: Line[] = [
  '요즘 {kw} 이야기가 자주 들린다.',
  '오늘 눈여겨본 소식은 {kw:이다/다}.',
  '{ent:이/가} 다시 뉴스에 이름을 올렸다.',
  '{ent} 관련 기사가 하루 사이 여러 건 나왔다.',
  '{kw} 소식이 전해지면서 관심이 모이고 있다.',
  '{topic} 얘기로 {ent}에 눈길이 쏠린다.',
  '이번에 살펴볼 주제는 {kw:이다/다}.',
  '{ent}에서 새 소식이 나왔다.',
  '{kw}, 어떤 내용인지 궁금했던 분이 많을 것 같다.',
  '{ent:을/를} 둘러싼 소식이 잇따르고 있다.',
  '{topic} 소식으로 {ent}의 이름이 자주 보인다.',
  '{kw}에 대한 기사가 연이어 올라오고 있다.',
  '{ent:이/가} 이번엔 {topic} 소식으로 화제가 됐다.',
  '오늘 고른 뉴스는 {ent}의 {topic:이다/다}.',
  '{kw}, 제목만 보고 넘기기엔 아까운 소식이다.',
  '{ent} 소식을 기다린 사람이라면 반가울 내용이다.',
  '{kw}에 관한 보도가 이어지고 있다.',
  '{topic} 하면 요즘 {ent:이/가} 먼저 떠오른다.',
  {
    haeyo: '{kw}, 어떤 이야기인지 함께 볼까요?',
    hamnida: '{kw}에 관한 소식을 함께 살펴보겠습니다.',
    banmal: '{kw}, 무슨 얘기인지 같이 볼까?',
  },
  {
    haeyo: '{ent} 소식, 들어 보셨나요?',
    hamnida: '{ent} 소식을 전해 드립니다.',
    banmal: '{ent} 소식, 들어 봤어?',
  },
  {
    haeyo: '오늘은 {kw} 이야기를 골라 왔어요.',
    hamnida: '오늘은 {kw} 소식을 골랐습니다.',
    banmal: '오늘은 {kw} 얘기를 골라 왔어.',
  },
  {
    haeyo: '{topic} 소식을 찾고 계셨다면 이 글이 도움이 될 거예요.',
    hamnida: '{topic} 소식을 찾는 분께 도움이 되도록 정리했습니다.',
    banmal: '{topic} 소식을 찾고 있었다면 이 글부터 읽어 봐.',
  },
];

export const CATEGORY_HOOKS: Record<Category, Line[]> = {
  경제: [
    '투자나 생활비에 관심이 있다면 {kw} 소식은 챙겨 볼 만하다.',
    '{ent}의 숫자가 시장의 관심을 끌고 있다.',
    '경제 뉴스 가운데 오늘은 {ent} 소식이 눈에 띈다.',
    '{ent}의 이번 발표는 업계 안팎에서 주목받고 있다.',
  ],
  연예: [
    '{ent}의 팬이라면 반가울 소식이 나왔다.',
    '연예 뉴스 중에서 오늘은 {ent} 이야기가 단연 눈에 띈다.',
    '{ent:을/를} 응원하는 팬들 사이에서 {topic} 소식이 화제다.',
    '{kw} 소식에 팬들의 반응이 뜨겁다.',
  ],
  스포츠: [
    '스포츠 팬이라면 {kw} 소식을 놓치기 아깝다.',
    '{ent}의 경기 소식이 팬들 사이에서 화제다.',
    '오늘 스포츠 뉴스에서는 {ent} 이야기가 가장 눈에 띈다.',
    '{kw}, 경기장 밖에서도 이야기가 이어지고 있다.',
  ],
  야구: [
    '야구 팬들 사이에서 {kw} 얘기가 한창이다.',
    '{ent}의 소식으로 야구 커뮤니티가 들썩이고 있다.',
    '오늘 야구 소식 가운데 {ent} 이야기가 가장 뜨겁다.',
    '{kw}, 야구 팬이라면 그냥 넘기기 어려운 소식이다.',
  ],
  드라마: [
    '{ent:을/를} 챙겨 보는 시청자라면 반가울 소식이다.',
    '드라마 팬들 사이에서 {kw} 이야기가 이어지고 있다.',
    '{ent}의 소식에 시청자들의 관심이 쏠리고 있다.',
    '요즘 드라마 이야기를 하면 {ent:이/가} 빠지지 않는다.',
  ],
  패션: [
    '옷과 스타일에 관심이 있다면 {kw} 소식을 눈여겨볼 만하다.',
    '{ent}의 소식이 패션 업계에서 화제가 되고 있다.',
    '이번 시즌 패션 뉴스 가운데 {ent} 이야기가 눈에 띈다.',
    '{kw}, 패션에 관심 있는 사람들 사이에서 이야기가 많다.',
  ],
  자동차: [
    '차에 관심이 있다면 {kw} 소식을 챙겨 볼 만하다.',
    '{ent}의 소식이 자동차 업계의 관심을 모으고 있다.',
    '자동차 뉴스 가운데 오늘은 {ent} 이야기가 눈에 띈다.',
    '{kw}, 차를 타는 사람이라면 알아 두면 좋은 소식이다.',
  ],
  여행: [
    '여행을 계획하고 있다면 {kw} 소식을 참고할 만하다.',
    '{ent} 소식이 여행 좋아하는 사람들 사이에서 화제다.',
    '오늘 여행 뉴스에서는 {ent} 이야기가 눈에 띈다.',
    '{kw}, 다음 나들이 계획에 보탬이 될 소식이다.',
  ],
  맛집: [
    '맛집을 찾아다니는 사람이라면 {kw} 소식이 반가울 것이다.',
    '{ent} 소식이 미식가들 사이에서 화제다.',
    '오늘 맛집 뉴스에서는 {ent} 이야기가 눈에 띈다.',
    '{kw}, 먹는 즐거움을 아는 사람이라면 솔깃할 소식이다.',
  ],
};

/** Which reporting the post stands on. */
export const SOURCE_LINES: Line[] = [
  '{outlets} 보도를 바탕으로 내용을 정리했다.',
  '{outlets:이/가} 전한 내용을 한데 모았다.',
  '이 글은 {outlets}의 기사를 토대로 썼다.',
  '{outlets} 기사를 함께 읽고 중요한 내용만 골랐다.',
  '{outlets}의 보도를 나란히 놓고 겹치는 내용은 한 번만 적었다.',
  '{outlets:이/가} 보도한 내용을 차례대로 묶었다.',
  '{outlets} 기사에서 사실관계를 중심으로 추렸다.',
  '{outlets}의 기사를 읽고 흐름이 보이도록 다시 묶었다.',
  {
    haeyo: '{outlets} 기사를 읽고 차근차근 정리해 봤어요.',
    hamnida: '{outlets} 기사를 읽고 차근차근 정리했습니다.',
    banmal: '{outlets} 기사를 읽고 차근차근 정리해 봤어.',
  },
  {
    haeyo: '{outlets}에서 나온 기사를 모아 알기 쉽게 풀어 봤어요.',
    hamnida: '{outlets}에서 나온 기사를 모아 알기 쉽게 풀었습니다.',
    banmal: '{outlets}에서 나온 기사를 모아서 알기 쉽게 풀어 봤어.',
  },
];

/** How each role is named when the intro lists what comes ("무슨 일이 있었는지, 주요 숫자…"). */
export const PREVIEW_PARTS: Record<Role, string[]> = {
  event: ['무슨 일이 있었는지', '어떤 일이 있었는지', '소식의 줄거리', '발표된 내용'],
  figures: ['주요 숫자', '눈에 띄는 수치', '숫자로 본 내용', '구체적인 수치'],
  voices: ['관계자들의 말', '현장에서 나온 이야기', '당사자들의 발언', '나온 말들'],
  background: ['이런 소식이 나온 배경', '그 이유', '배경이 된 흐름', '왜 이렇게 됐는지'],
  next: ['앞으로의 일정', '다음에 이어질 일', '남은 일정', '앞으로 지켜볼 부분'],
};

/** "{parts}" is the list of sections in order ("무슨 일이 있었는지, 주요 숫자, 앞으로의 일정"). */
export const PREVIEW_LINES: Line[] = [
  '{ent}의 이번 소식을 {parts} 순서로 살펴본다.',
  '{parts:을/를} 차례로 짚으며 {kw:을/를} 정리한다.',
  '{kw} 소식은 {parts} 순서로 적었다.',
  '아래에서는 {ent}의 {parts:을/를} 하나씩 다룬다.',
  '{ent} 소식을 {parts} 순으로 정리했다.',
  '{ent}의 {parts:이/가} 궁금했다면 아래 내용을 차례로 보면 된다.',
];

/** The last words of the post: a pointer to the sources, a question to the reader. No promises. */
export const CLOSINGS: Line[] = [
  '{kw}에 대한 더 자세한 내용은 아래 출처의 원문 기사에서 확인할 수 있다.',
  '{ent} 소식은 아래 원문 기사에 더 자세히 나와 있다.',
  '{kw}, 전체 기사는 아래 출처 링크에서 읽어 볼 수 있다.',
  '{topic}의 세부 내용은 출처에 적어 둔 기사에서 확인할 수 있다.',
  '같은 {kw} 소식도 {outlets}의 기사를 나란히 읽으면 강조점이 조금씩 다르다.',
  '{ent}의 이번 소식을 짧게 정리하면 위와 같다.',
  '{kw}, 기사마다 강조한 부분이 조금씩 달랐다.',
  '{ent}의 {topic} 이야기는 앞으로도 뉴스에 자주 오르내릴 것 같다.',
  '{topic}에 관한 공식 발표는 {ent} 쪽 공지에서 직접 확인하는 것이 가장 정확하다.',
  '{kw} 관련 숫자와 일정은 원문 기사에서 한 번 더 확인하길 권한다.',
  {
    haeyo: '{ent} 소식, 정리가 도움이 되셨다면 좋겠어요.',
    hamnida: '{ent} 소식 정리가 도움이 되셨기를 바랍니다.',
    banmal: '{ent} 소식 정리, 도움이 됐으면 좋겠어.',
  },
];

/** Optional last sentence: the reader's turn. */
export const INVITATIONS: Line[] = [
  {
    haeyo: '{kw}에 대한 생각이 있다면 댓글로 나눠 주세요.',
    hamnida: '{kw}에 대한 의견은 댓글로 남겨 주시기 바랍니다.',
    banmal: '{kw}에 대해 어떻게 생각하는지 댓글로 알려 줘.',
  },
  {
    haeyo: '{ent} 소식을 어떻게 보셨는지 궁금해요.',
    hamnida: '{ent} 소식을 어떻게 보셨는지 궁금합니다.',
    banmal: '{ent} 소식, 너는 어떻게 봤는지 궁금해.',
  },
  {
    haeyo: '{topic}에 대해 더 알고 싶은 점이 있다면 댓글로 알려 주세요.',
    hamnida: '{topic}에 대해 더 알고 싶은 점은 댓글로 알려 주십시오.',
    banmal: '{topic}에 대해 더 궁금한 게 있으면 댓글 남겨 줘.',
  },
  {
    haeyo: '{ent}의 {topic}, 여러분은 어떻게 보시나요?',
    hamnida: '{ent}의 {topic}에 대한 여러분의 생각을 들려주십시오.',
    banmal: '{ent}의 {topic}, 넌 어떻게 생각해?',
  },
];

/**
 * Section headings per role, phrased for the story. {person} is the speaker of the section's first
 * quote, when there is one.
 */
export const HEADINGS: Record<Role, string[]> = {
  event: [
    '{kw}, 어떤 일이 있었나',
    '{ent:이/가} 밝힌 내용',
    '{topic}의 핵심 내용',
    '한눈에 보는 {topic}',
    '{ent} 소식의 요점',
    '{kw}의 줄거리',
    '{ent}, 이번에 달라진 것',
    '{topic}, 무엇이 나왔나',
    '먼저 짚어 볼 {topic}',
    '{ent}에 생긴 일',
    '{kw} 자세히 보기',
    '{ent}의 이번 {topic}',
  ],
  figures: [
    '{ent}, 숫자로 보면',
    '숫자로 읽는 {topic}',
    '{topic}의 주요 수치',
    '수치로 정리한 {kw}',
    '{ent}의 이번 성적표',
    '{kw} 숫자 모아 보기',
    '{ent} 소식 속 숫자들',
    '숫자로 본 {ent}',
    '{topic}을 보여 주는 수치',
  ],
  voices: [
    '{topic} 현장에서 나온 말',
    '{ent} 쪽은 뭐라고 했나',
    '{ent:을/를} 둘러싼 목소리',
    '{topic}에 대해 나온 이야기',
    '{kw}, 관계자들의 말',
    '{ent} 소식에 쏟아진 반응',
    '당사자들이 전한 {topic}',
    '{topic}, 직접 나온 말들',
  ],
  background: [
    '{ent}에 관심이 쏠린 이유',
    '{topic}의 배경',
    '{kw}, 이렇게 된 까닭',
    '{topic} 뒤에 있는 흐름',
    '{ent}의 이번 소식이 나온 배경',
    '왜 지금 {topic}인가',
    '{topic}을 이끈 요인',
    '{ent} 소식의 배경 짚어 보기',
  ],
  next: [
    '{ent}의 다음 일정',
    '앞으로 {topic}에서 지켜볼 점',
    '{kw} 이후 남은 일정',
    '{ent}, 다음 단계는',
    '{topic}, 앞으로의 전망',
    '{ent:이/가} 준비하는 다음 행보',
    '{kw}, 이어질 일들',
    '{topic}의 다음 장면',
  ],
};

/** "{person}" headings for a voices section led by a named speaker. */
export const PERSON_HEADINGS: string[] = ['{person}의 말', '{person:이/가} 전한 이야기', '{person}, 무엇을 말했나'];

/** Title shapes: the keyword first, then a tail taken from the story's own headlines ({frag}). */
export const TITLE_SHAPES: string[] = [
  '{kw}, {frag}',
  '{kw}: {frag}',
  '{kw} — {frag}',
  '[{cat}] {kw}, {frag}',
  '{kw} 정리 | {frag}',
  '{kw} 한눈에 보기: {frag}',
  '{kw} 소식, {frag}',
  '{kw} 핵심: {frag}',
  '{kw}… {frag}',
  '{kw} 총정리 — {frag}',
];

/** Titles when no headline gives a usable tail. */
export const TITLE_FALLBACKS: string[] = [
  '{kw}, {ent} 소식 정리',
  '{kw} 한눈에 보기',
  '{kw}: 알아 둘 내용',
  '[{cat}] {kw} 소식',
  '{kw}, 무엇이 달라졌나',
  '{kw} 총정리',
];

/** Notes for the member's quality report (always 해요체: they are the service speaking). */
export const THIN_NOTES: Record<'short' | 'standard' | 'long', string> = {
  short: '기사 분량이 적어 짧은 글보다도 더 짧게 썼어요.',
  standard: "기사 분량이 적어 '보통' 길이보다 짧게 썼어요.",
  long: "기사 분량이 적어 '길게'보다 짧게 썼어요.",
};
