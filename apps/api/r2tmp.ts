import { readFileSync } from 'node:fs';
import { splitSentences } from '@geulgam/korean';
import { relativeParts } from './src/features/generation/offline/relative.ts';
import { resultParts } from './src/features/generation/offline/results.ts';
import { clausesOf, withoutAttribution } from './src/features/generation/offline/restate.ts';
import { cleanClause } from './src/features/generation/offline/clause.ts';
for (const f of process.argv.slice(2)) {
  const d = JSON.parse(readFileSync(f, 'utf8'));
  const arts = Array.isArray(d.articles) ? d.articles : Object.values(d.articles);
  for (const a of arts as any[]) {
    const body = a.body ?? a.text ?? a.content ?? '';
    for (const s of splitSentences(body)) {
      const r = resultParts(cleanClause(s));
      if (r) console.log('R', s, '\n   →', r.join(' | '));
      for (const c of clausesOf(cleanClause(withoutAttribution(cleanClause(s))))) {
        const p = relativeParts(cleanClause(c));
        if (p) console.log('L', c, '\n   →', p.join(' | '));
      }
    }
  }
}
import { demoArticles } from '@geulgam/demo-newsroom';
if (process.argv.length === 2) for (const a of demoArticles as any[]) {
  for (const s of splitSentences(a.body ?? '')) {
    const r = resultParts(cleanClause(s));
    if (r) console.log('R', s, '\n   →', r.join(' | '));
    for (const c of clausesOf(cleanClause(withoutAttribution(cleanClause(s))))) {
      const p = relativeParts(cleanClause(c));
      if (p) console.log('L', c, '\n   →', p.join(' | '));
    }
  }
}
