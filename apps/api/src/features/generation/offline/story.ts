import { extractEntities, isPredicate } from '@geulgam/korean';
import type { Category } from '@geulgam/contracts';
import type { SourceArticle } from '../providers/provider.ts';

/**
 * What the writer knows about the story beyond its sentences: the main name, what it is about, its
 * outlets, the names worth a hashtag, the tails its own headlines offer for a title.
 */
export interface StoryProfile {
  keyword: string;
  category: Category;
  /** The story's main name ("한빛전자", "물빛 둘레길"). */
  entity: string;
  /** What it is about, without the name ("AI 메모리 실적"); a category phrase when the keyword is only a name. */
  topic: string;
  outlets: string[];
  /** Names and topic terms for hashtags, most mentioned first. */
  names: string[];
  /** Headline pieces that can end a title ("분기 영업이익 6조 1천억 원"). */
  headlineTails: string[];
}

/** Words that never make a hashtag or a name on their own. */
const GENERIC = new Set(
  (
    '분기 부문 관련 이번 기자 오늘 어제 내일 올해 지난해 내년 이날 당시 최근 현재 소식 뉴스 기사 발표 공개 ' +
    '시장 업계 회사 관계자 정부 사람 사람들 팬 팬들 가운데 정도 이상 이하 자체 만에 으로 처음 최고 최대 최초 ' +
    '단일 역사상 기록 경기 시즌 구간 마을 선정 등급 공식 예정 계획 전망 이유 결과 상황 문제 영향 반응 분위기 ' +
    '무대 주가 효자 증권사 안내 오류 제어 차종 구단 선수 감독 대표 씨 측 곳 명 원 개 대 건 동안 사이 이틀 사흘 열흘 하루 주말 평일 오전 오후 당일 직후 기준 수준 규모 가격 원대 원부터'
  ).split(' '),
);

const TOPIC_OF_CATEGORY: Record<Category, string> = {
  경제: '이번 발표',
  연예: '새 소식',
  스포츠: '경기 소식',
  야구: '경기 소식',
  드라마: '드라마 소식',
  패션: '새 시즌 소식',
  자동차: '자동차 소식',
  여행: '여행 소식',
  맛집: '맛집 소식',
};

const compact = (text: string) => text.replace(/\s+/g, '').toLowerCase();

function isTagWord(surface: string): boolean {
  const word = surface.replace(/\s+/g, '');
  if (word.length < 2 || word.length > 14) return false;
  if (GENERIC.has(word) || GENERIC.has(surface)) return false;
  if (/^\d/.test(word) || /\d+(?:m|km|짜리)/.test(word)) return false;
  if (!/^[가-힣A-Za-z0-9]+$/.test(word)) return false;
  // A word still carrying a particle or an ending ("길을", "으로", "늘었다").
  if (/[을를에의로]$/.test(word) && word.length <= 3) return false;
  // A unit with its particle ("원대", "원부터", "명이") left over from a figure.
  if (/^(?:원|명|개|대|곳|배|위)(?:대|부터|까지|이|가|을|를|씩|짜리|어치)?$/.test(word)) return false;
  return !isPredicate(word);
}

interface Merged {
  surface: string;
  count: number;
  strong: boolean;
}

function mergedEntities(articles: SourceArticle[]): Merged[] {
  const merged = new Map<string, Merged>();
  for (const article of articles) {
    for (const entity of extractEntities(article.body, { title: article.title })) {
      const strong = entity.signals.some((s) => s !== 'repeated' && s !== 'title') || entity.count >= 3;
      const known = merged.get(entity.key);
      if (known) {
        known.count += entity.count;
        known.strong ||= strong;
      } else {
        merged.set(entity.key, { surface: entity.surface, count: entity.count, strong });
      }
    }
  }
  return [...merged.values()].sort((a, b) => b.count - a.count);
}

/** Headline pieces without quotes of speech, the main name or an ending in someone's voice. */
function headlineTails(articles: SourceArticle[], entity: string): string[] {
  const tails: string[] = [];
  for (const { title } of articles) {
    const withoutSpeech = title.replace(/["“][^"”]*["”]/g, '…');
    for (const piece of withoutSpeech.split(/…|\.\.\.|·{2,}|\||\s-\s|,\s/)) {
      let tail = piece.trim();
      if (tail.startsWith(entity)) tail = tail.slice(entity.length).replace(/^[,\s]+/, '');
      tail = tail.replace(/^[,\s]+|[,\s]+$/g, '');
      if ([...tail].length < 6 || [...tail].length > 30) continue;
      if (/(?:요|니다|세요)$/.test(tail)) continue;
      if (!tails.includes(tail)) tails.push(tail);
    }
  }
  return tails;
}

export function profileStory(keyword: string, category: Category, articles: SourceArticle[]): StoryProfile {
  const entities = mergedEntities(articles);
  const key = compact(keyword);
  const inKeyword = entities
    .filter((e) => key.includes(compact(e.surface)) && isTagWord(e.surface.replace(/\s+/g, '')))
    // Who comes first in a keyword ("윤서진 노히트노런"): the earliest name, then the strongest.
    .sort(
      (a, b) =>
        key.indexOf(compact(a.surface)) - key.indexOf(compact(b.surface)) ||
        Number(b.strong) - Number(a.strong) ||
        b.surface.length - a.surface.length,
    );
  const strongest = entities.find((e) => e.strong && isTagWord(e.surface));
  const entity = (inKeyword[0] ?? strongest)?.surface ?? keyword.split(/\s+/)[0] ?? keyword;

  const rest = keyword
    .replace(entity, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 0);
  const topic = rest.length > 0 && rest.join(' ').length >= 2 ? rest.join(' ') : TOPIC_OF_CATEGORY[category];

  const names: string[] = [];
  const add = (word: string) => {
    const tag = word.replace(/\s+/g, '');
    if (isTagWord(tag) && !names.some((n) => compact(n) === compact(tag))) names.push(tag);
  };
  add(entity);
  for (const e of entities) if (e.strong) add(e.surface);
  for (const word of keyword.split(/\s+/)) add(word);
  for (const e of entities) if (e.count >= 2) add(e.surface);

  return {
    keyword,
    category,
    entity,
    topic,
    outlets: [...new Set(articles.map((a) => a.outlet))],
    names,
    headlineTails: headlineTails(articles, entity),
  };
}

/** The speaker of a quote ("최은수 한빛전자 최고재무책임자는 …" → "최은수 최고재무책임자"), if the sentence names one. */
export function speakerOf(sentence: string): string | undefined {
  const match =
    /^([가-힣]{2,4}) (?:[가-힣A-Za-z]+ )?([가-힣]*(?:대표|감독|회장|사장|선수|코치|셰프|디자이너|책임자|단장|위원장|작가|교수|장관|배우|가수|원장|총괄|이사|부사장|주장))(?:은|는|이|가) /.exec(
      sentence,
    );
  return match ? `${match[1]} ${match[2]}` : undefined;
}
