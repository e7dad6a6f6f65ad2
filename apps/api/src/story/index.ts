/** The story model (DESIGN §5, ADR 030): what ingestion knows about one news event, and what writers write from. */
export type * from './model.ts';
export { buildFactSheet } from './fact-sheet.ts';
export { buildStory, isTagWord, storyLeadLine, storyTags } from './build-story.ts';
export { storyTitle, TITLE_MAX_CHARS } from './story-title.ts';
export { isInstruction, isReportable, isScriptLike } from './untrusted.ts';
export { isByline } from './sentences.ts';
