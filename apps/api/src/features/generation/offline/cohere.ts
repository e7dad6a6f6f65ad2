import { splitSentences } from '@geulgam/korean';
import type { FactSheet } from '../../../story/model.ts';
import type { WriterDraft } from '../providers/provider.ts';
import { danglingOpener, promiseUnkept } from '../quality-text.ts';
import { createReferrer } from './refer.ts';

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
      if (named && named !== sentence && !danglingOpener(named, kept, earlier)) kept.push(named);
    });
    earlier.push(...kept);
    return kept.join(' ');
  };
  const intro = mend(draft.intro);
  const summary = draft.summary.map(mend).filter(Boolean);
  const sections = draft.sections
    .map((section) => ({ ...section, paragraphs: section.paragraphs.map(mend).filter(Boolean) }))
    .filter((section) => section.paragraphs.length > 0);
  return { ...draft, intro, summary, sections };
}
