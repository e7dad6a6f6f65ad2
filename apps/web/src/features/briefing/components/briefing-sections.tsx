import { CATEGORY_EMOJI, type BriefingSection, type BriefingStory } from '@geulgam/contracts';
import { ExternalLink, PenLine } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import styles from './briefing-sections.module.css';

const sectionId = (category: string) => `briefing-${encodeURIComponent(category)}`;

/** One story: its lead, key figures, outlets and the articles it was told from. */
function StoryCard({ story, onWrite }: { story: BriefingStory; onWrite: (story: BriefingStory) => void }) {
  const titleId = `briefing-story-${story.keyword_id}`;
  return (
    <article className={styles.story} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {story.title}
      </h3>
      {story.lead ? <p className={styles.lead}>{story.lead}</p> : null}
      {story.figures.length > 0 ? (
        <ul role="list" className={styles.figures} aria-label="핵심 수치">
          {story.figures.map((figure) => (
            <li key={figure}>{figure}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.outlets}>
        <span className={styles.outletsLabel}>보도</span> {story.outlets.join(' · ')}
      </p>
      <ul role="list" className={styles.sources} aria-label={`${story.title} 출처 기사`}>
        {story.sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} target="_blank" rel="noopener noreferrer" className={styles.source}>
              <span className={styles.sourceTitle}>{source.title}</span>
              <span className={styles.sourceOutlet}>
                {source.outlet}
                <ExternalLink aria-hidden="true" />
                <span className="visually-hidden">(새 창)</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <Button variant="secondary" className={styles.write} onClick={() => onWrite(story)}>
        <PenLine aria-hidden="true" />이 소식으로 글쓰기
      </Button>
    </article>
  );
}

/** The briefing's categories: a row of jump links, then each category's stories. */
export function BriefingSections({
  sections,
  onWrite,
}: {
  sections: BriefingSection[];
  onWrite: (story: BriefingStory) => void;
}) {
  return (
    <>
      <nav aria-label="분야 바로 가기" className={styles.jump}>
        <ul role="list">
          {sections.map((section) => (
            <li key={section.category}>
              <a href={`#${sectionId(section.category)}`}>
                <span aria-hidden="true">{CATEGORY_EMOJI[section.category]}</span> {section.category}
                <span className={styles.count}>{section.stories.length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section
          key={section.category}
          id={sectionId(section.category)}
          className={styles.section}
          aria-labelledby={`${sectionId(section.category)}-title`}
        >
          <h2 id={`${sectionId(section.category)}-title`} className={styles.sectionTitle}>
            <span aria-hidden="true">{CATEGORY_EMOJI[section.category]}</span> {section.category}
          </h2>
          <div className={styles.stories}>
            {section.stories.map((story) => (
              <StoryCard key={story.keyword_id} story={story} onWrite={onWrite} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
