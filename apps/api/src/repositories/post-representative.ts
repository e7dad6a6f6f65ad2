import { sql } from 'drizzle-orm';
import { generatedPosts } from '../db/schema.ts';

/**
 * The order that puts a keyword's 대표 version first: the one the member worked on last (saved an edit,
 * published), else the one they opened last, else the newest. The generator's cached answer, My page's list
 * and the versions list all read this one rule, so the version a member edited is the one that comes back.
 */
export const representativeFirst = sql`${generatedPosts.workedAt} desc nulls last, ${generatedPosts.openedAt} desc nulls last, ${generatedPosts.version} desc, ${generatedPosts.id} desc`;
