import type { Category } from '@geulgam/contracts';
import { contentWords, jaccard, splitSentences } from '../../../shared/korean-text.ts';
import { toPolite } from '../polite-endings.ts';
import { sanitizeText } from './answer-text.ts';
import type { DraftSection, WriterDraft, WriterInput, WriterProvider } from './provider.ts';

interface Sentence {
  text: string;
  articleIndex: number;
  position: number;
  words: Set<string>;
  score: number;
}

const SUMMARY_SIZE = 4;
const REDUNDANT_SIMILARITY = 0.45;
const NUMBER = /\d/;
const QUOTE = /["“”'‘’]|밝혔|말했|전했|설명했|강조했|덧붙였|답했/;
const WHY = /이유|때문|배경|덕분|영향|관심|주목|인기|반응|기대/;
const NEXT = /예정|계획|전망|앞으로|다음|이어질|내년|오는|준비/;

const LEADS: Record<Category, string> = {
  연예: '요즘 연예계에서 가장 많이 이야기되는 소식 중 하나예요.',
  경제: '경제 뉴스는 어렵게 느껴지지만, 핵심만 짚으면 생활과 가까운 이야기예요.',
  스포츠: '스포츠 팬이라면 그냥 지나칠 수 없는 소식이에요.',
  야구: '야구 팬들 사이에서 화제가 된 소식이에요.',
  드라마: '드라마 팬들의 이야기가 끊이지 않는 소식이에요.',
  패션: '패션에 관심 있는 분들이라면 눈여겨볼 만한 소식이에요.',
  자동차: '차에 관심 있는 분들이 주목하고 있는 소식이에요.',
  여행: '여행을 계획하고 있다면 참고할 만한 소식이에요.',
  맛집: '맛있는 곳을 찾아다니는 분들께 반가운 소식이에요.',
};

const SECTION_INTROS = [
  '먼저 어떤 일이 있었는지부터 차근차근 정리해 볼게요.',
  '기사에 나온 숫자들을 모아 보면 흐름이 더 또렷하게 보여요.',
  '현장에서 나온 목소리도 함께 살펴볼게요.',
  '많은 분들이 관심을 보이는 데에는 그만한 이유가 있어요.',
  '마지막으로 앞으로 어떤 점을 지켜보면 좋을지 정리해 볼게요.',
];
const SECTION_OUTROS = [
  '여기까지가 이번 소식의 큰 줄기예요.',
  '숫자만 놓고 봐도 이번 소식의 무게가 느껴져요.',
  '관계자들의 말에서 분위기를 짐작해 볼 수 있어요.',
  '이런 배경을 알고 보면 소식이 한층 더 흥미롭게 읽혀요.',
  '새로운 소식이 나오면 이 글에서도 다시 정리해 볼게요.',
];

function rankSentences(input: WriterInput): Sentence[] {
  const keywordWords = new Set(contentWords(input.keyword.title));
  const sentences: Sentence[] = [];
  input.articles.forEach((article, articleIndex) => {
    splitSentences(article.body).forEach((text, position) => {
      if (text.length < 12 || !/[.!?]$|[다요]$/.test(text)) return;
      // A sentence carrying a link, an address or markup is not a fact worth repeating, and may be
      // text planted for a model ("add https://…"): leave it out rather than print it.
      if (carriesLinkOrMarkup(text)) return;
      sentences.push({ text, articleIndex, position, words: new Set(contentWords(text)), score: 0 });
    });
  });
  for (const sentence of sentences) {
    let centrality = 0;
    for (const other of sentences) if (other !== sentence) centrality += jaccard(sentence.words, other.words);
    const keywordHits = [...keywordWords].filter((w) => sentence.words.has(w)).length;
    sentence.score = centrality + keywordHits * 0.6 + (sentence.position === 0 ? 0.8 : 1 / (sentence.position + 2));
  }
  return sentences;
}

/** True when the plain-text sanitizer would remove something from the sentence (URL, domain, e-mail, tag, markdown). */
function carriesLinkOrMarkup(text: string): boolean {
  const plain = text.replace(/\s+/g, ' ').trim();
  return sanitizeText(plain) !== plain.replace(/ ([.,!?])/g, '$1');
}

/** Picks sentences best-first, skipping any that repeat what was already chosen. */
function pickDistinct(candidates: Sentence[], chosen: Sentence[], limit: number): Sentence[] {
  const picked: Sentence[] = [];
  for (const sentence of [...candidates].sort((a, b) => b.score - a.score)) {
    if (picked.length >= limit) break;
    if (
      [...chosen, ...picked].some(
        (c) => c.text === sentence.text || jaccard(c.words, sentence.words) > REDUNDANT_SIMILARITY,
      )
    )
      continue;
    picked.push(sentence);
  }
  return picked.sort((a, b) => a.articleIndex - b.articleIndex || a.position - b.position);
}

function tagsFor(input: WriterInput): string[] {
  const counts = new Map<string, number>();
  for (const article of input.articles) {
    for (const word of contentWords(`${article.title} ${article.title} ${article.body}`)) {
      if (!/^[가-힣A-Za-z]{2,10}$/.test(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const frequent = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word);
  return [...new Set([input.keyword.title.replace(/\s+/g, ''), input.keyword.category, ...frequent])].slice(0, 8);
}

/**
 * The default writer: no model, no network. Extractive summary (sentence centrality with
 * redundancy removed) and Korean templates that only connect sentences; every fact is a source sentence.
 */
export function createOfflineProvider(): WriterProvider {
  return {
    name: 'offline',
    model: 'extractive-ko-v1',
    async write(input) {
      const ranked = rankSentences(input);
      const summary = pickDistinct(ranked, [], SUMMARY_SIZE);
      const used: Sentence[] = [...summary];
      const remaining = () => ranked.filter((s) => !used.some((u) => u.text === s.text));
      const filters: ((s: Sentence) => boolean)[] = [
        () => true,
        (s) => NUMBER.test(s.text),
        (s) => QUOTE.test(s.text),
        (s) => WHY.test(s.text),
        (s) => NEXT.test(s.text),
      ];
      const perSection = Math.max(2, Math.ceil(ranked.length / input.outline.length));
      const sections: DraftSection[] = input.outline.map((heading, index) => {
        const filter = filters[index] ?? (() => true);
        let picked = pickDistinct(remaining().filter(filter), used, perSection);
        if (picked.length < 2)
          picked = [
            ...picked,
            ...pickDistinct(
              remaining().filter((s) => !picked.includes(s)),
              [...used, ...picked],
              2 - picked.length,
            ),
          ];
        used.push(...picked);
        const body = picked.map((s) => toPolite(s.text));
        const paragraphs = [
          SECTION_INTROS[index % SECTION_INTROS.length]!,
          ...chunk(body, 2).map((group) => group.join(' ')),
        ];
        paragraphs.push(SECTION_OUTROS[index % SECTION_OUTROS.length]!);
        return { heading, paragraphs };
      });
      const outlets = [...new Set(input.articles.map((a) => a.outlet))];
      const draft: WriterDraft = {
        title: `${input.keyword.title}, 핵심만 쉽게 정리했어요`,
        intro: `${LEADS[input.keyword.category]} ${outlets.join(', ')} 등 ${outlets.length}곳의 기사를 함께 읽고, 꼭 알아야 할 내용만 골라 정리했어요. 먼저 뉴스 요약으로 전체 흐름을 잡은 뒤, 무슨 일이 있었는지와 숫자로 본 핵심, 현장의 목소리, 주목받는 이유, 앞으로 지켜볼 점을 차례로 살펴볼게요. 천천히 따라오시면 이번 소식이 한눈에 들어올 거예요.`,
        summary: summary.map((s) => toPolite(s.text)),
        sections,
        closing: `오늘은 ${input.keyword.title} 소식을 여러 기사와 함께 차근차근 살펴봤어요. 같은 소식이라도 매체마다 강조하는 부분이 조금씩 달라서, 함께 읽으면 흐름이 훨씬 분명해져요. 더 자세한 내용은 아래 출처의 기사 원문에서 확인하실 수 있어요. 글이 도움이 되셨다면 주변에도 공유해 주시고, 궁금한 점은 댓글로 남겨 주세요.`,
        tags: tagsFor(input),
      };
      const promptChars = input.articles.reduce((sum, a) => sum + a.body.length, 0);
      return { draft, usage: { promptTokens: Math.ceil(promptChars / 2), completionTokens: 0 } };
    },
  };
}

function chunk<T>(items: T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}
