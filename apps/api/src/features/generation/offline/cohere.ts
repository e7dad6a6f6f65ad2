import { particle, splitSentences } from '@geulgam/korean';
import type { FactSheet } from '../../../story/model.ts';
import type { WriterDraft } from '../providers/provider.ts';
import { danglingOpener, danglingOpeners, promiseUnkept } from '../quality-text.ts';
import { dateText } from './clause.ts';
import { eventName } from './owner.ts';
import { createReferrer } from './refer.ts';

/** Links that only tie a fact to the sentence before it: the fact stands without them. */
const LINK =
  /^(?:그 결과|이에 따라|이처럼|이같이|이렇듯|이로써|그러면서|그래서|이어서|이어|이와 함께|이 밖에|이밖에)(?:도)?,?\s+/;
/** Day words that stand for the day of the story's event. */
const DAY = /^(?:이날|당일|그날|같은 날)(은|에는|에|도)?,?\s+/;
/** Nouns that are only someone's ("요금은"), and the particle they carry. */
const RELATIONAL = /^(요금|가격|입장료|관람료|이용료|참가비|목표|일정|계획)(은|는|이|가|을|를|도)\s/;

/**
 * The sentence with its reference replaced by what the story knows it stands for, or undefined: a link
 * word is left off, "이날" becomes the event's date, "요금은" the lead's (a company's, an event's) 요금.
 */
export function mendOpener(sentence: string, sheet: FactSheet): string | undefined {
  if (LINK.test(sentence)) return sentence.replace(LINK, '');
  const day = DAY.exec(sentence);
  if (day) {
    if (!sheet.lead.when) return undefined;
    const date = dateText(sheet.lead.when);
    return `${date}${day[1] === '도' ? '에도' : day[1] === '은' ? '은' : '에'} ${sentence.slice(day[0].length)}`;
  }
  const relational = RELATIONAL.exec(sentence);
  if (relational) {
    const lead = sheet.entities.find((e) => e.name === sheet.lead.who[0]);
    const owner = lead && lead.kind !== 'person' && lead.kind !== 'other' ? lead.name : eventName(sheet);
    if (!owner) return undefined;
    const [whole, noun, found] = relational as unknown as [string, string, string];
    const head = `${owner}의 ${noun}`;
    const mark =
      found === '도' || found === '는' || found === '은'
        ? '은/는'
        : found === '을' || found === '를'
          ? '을/를'
          : '이/가';
    return `${head}${particle(head, mark)} ${sentence.slice(whole.length)}`;
  }
  return undefined;
}

/*
 * The offline writer's last look at its post, with the quality report's own measure: every sentence must
 * make sense after the ones before it. A sentence that opens with a reference to nothing ("두 배우는" with
 * no two actors before it, "마 감독은" before the full name) gets the name it stands for when the story
 * has one, else it is left out; a saying verb with no quote after it ("이렇게 말했다") is left out too.
 */
export function keepReferences(draft: WriterDraft, sheet: FactSheet | undefined): WriterDraft {
  const actor = sheet?.entities.find((e) => e.name === sheet.lead.who[0]);
  const referrer = sheet ? createReferrer(sheet.entities, actor) : undefined;
  const earlier: string[] = [];
  const mend = (block: string): string => {
    const sentences = splitSentences(block);
    const kept: string[] = [];
    sentences.forEach((sentence, index) => {
      // The referrer learns every name the post says, so it can stand in for a reference later.
      const named = referrer?.refer(sentence);
      if (promiseUnkept(sentence, sentences[index + 1])) return;
      if (!danglingOpener(sentence, kept, earlier)) {
        kept.push(sentence);
        return;
      }
      if (named && named !== sentence && !danglingOpener(named, kept, earlier)) {
        kept.push(named);
        return;
      }
      // Else the referent the story itself knows: the event's day, the lead's company or event.
      const mended = sheet ? mendOpener(sentence, sheet) : undefined;
      if (mended && !danglingOpener(mended, kept, earlier)) kept.push(mended);
    });
    earlier.push(...kept);
    return kept.join(' ');
  };
  const intro = mend(draft.intro);
  const summary = draft.summary.map(mend).filter(Boolean);
  const sections = draft.sections
    .map((section) => ({ ...section, paragraphs: section.paragraphs.map(mend).filter(Boolean) }))
    .filter((section) => section.paragraphs.length > 0);
  const closing = mend(draft.closing);
  return withoutDangling({ ...draft, intro, summary, sections, closing });
}

/**
 * The quality report's own measure over the whole post, until it finds nothing: a sentence left out
 * above can leave the one before it promising a quote that no longer follows, so what still fails goes.
 */
function withoutDangling(draft: WriterDraft): WriterDraft {
  let current = draft;
  for (let round = 0; round < 4; round += 1) {
    const blocks = [
      current.intro,
      ...current.summary,
      ...current.sections.flatMap((s) => s.paragraphs),
      current.closing,
    ];
    const flagged = new Set(
      danglingOpeners(blocks.map((block) => splitSentences(block)).filter((p) => p.length > 0)).map((d) => d.sentence),
    );
    if (flagged.size === 0) return current;
    const keep = (block: string) =>
      splitSentences(block)
        .filter((sentence) => !flagged.has(sentence))
        .join(' ');
    current = {
      ...current,
      intro: keep(current.intro),
      summary: current.summary.map(keep).filter(Boolean),
      sections: current.sections
        .map((section) => ({ ...section, paragraphs: section.paragraphs.map(keep).filter(Boolean) }))
        .filter((section) => section.paragraphs.length > 0),
      closing: keep(current.closing),
    };
  }
  return current;
}
