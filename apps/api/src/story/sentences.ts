import { plainEnding, splitKeepingQuotes } from '@geulgam/korean';
import type { StoryArticle } from './model.ts';
import { isReportable } from './untrusted.ts';

/** One reportable sentence of a story's articles, with where it came from. */
export interface StorySentence {
  text: string;
  /** Index of its article in the story. */
  article: number;
  outlet: string;
  reportedAt: Date;
  /** Position of the sentence in its article (0 = the first). */
  position: number;
}

/** Captions, credits and bylines a body may still carry: not sentences of the report. */
const NOT_PROSE =
  /^[<〈[(]?\s*(?:\[?사진\]?\s*[=:]|\(사진\s*[=:]|사진\s*제공|자료\s*제공|제공\s*[=:]|ⓒ|©|Copyright|저작권자|무단\s*전재)|(?:^|\s)[가-힣]{2,4}\s*(?:기자|특파원|통신원)(?:\s*[a-z0-9._%+-]+@[a-z0-9.-]+)?\s*$|^[^가-힣]*$/i;

/** Every reportable sentence of the articles, in article order; instructions, scripts and credits left out. */
export function storySentences(articles: StoryArticle[]): StorySentence[] {
  const sentences: StorySentence[] = [];
  articles.forEach((article, index) => {
    let position = 0;
    for (const paragraph of article.paragraphs) {
      if (!isReportable(paragraph) && paragraph.length < 400) continue;
      for (const sentence of splitKeepingQuotes(paragraph)) {
        // A broadcaster's 합니다체 script reads as the 한다체 the writer builds its clauses from.
        const text = plainEnding(sentence.trim());
        if ([...text].length < 6 || NOT_PROSE.test(text) || !isReportable(text)) continue;
        sentences.push({
          text,
          article: index,
          outlet: article.outlet,
          reportedAt: article.publishedAt,
          position: position++,
        });
      }
    }
  });
  return sentences;
}

/** True for a line that is only a byline ("○○경제 김하늘 기자", "글감일보 기자"): never a lead or a summary. */
export function isByline(text: string): boolean {
  const line = text.trim();
  if ([...line].length > 40) return false;
  return (
    /(?:기자|특파원|통신원|에디터|리포터)(?:\s*=|\s*[a-z0-9._%+-]+@[a-z0-9.-]+)?\s*$/i.test(line) ||
    /^\[?[가-힣A-Za-z]+(?:일보|신문|뉴스|경제|방송|통신|미디어|데일리|타임스)\]?\s*(?:[가-힣]{2,4}\s*)?(?:기자)?\s*[=]?$/.test(
      line,
    )
  );
}
