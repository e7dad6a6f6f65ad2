/** Shorter bodies are not stored; briefs from this length are, as supporting sources for grouping. */
export const MIN_BODY_CHARS = 80;
