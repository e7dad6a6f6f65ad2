/**
 * Korean news bylines and credit lines: the outlet named in them, and body paragraphs without them. A byline is
 * never body text: "(서울=한결뉴스) 홍길동 기자 = " before the lead, "홍길동 기자 hong@example.com" after the
 * last paragraph, "무단전재 및 재배포 금지" below it.
 */

import { looksLikeOutletName, mayBePersonName, OUTLET_ENDING as OUTLET_SUFFIX, REPORTER_TITLE } from '@geulgam/korean';

/** An outlet-looking word: a few letters then one of the suffixes, alone as a word. */
const OUTLET_WORD = new RegExp(`(?:^|[\\s\\[(·|/=])([가-힣A-Za-z0-9]{1,12}${OUTLET_SUFFIX})(?=$|[\\s\\])·|/,=])`);
const REPORTER = REPORTER_TITLE;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

/**
 * "(서울=한결뉴스)" / "[한결경제 홍길동 기자]" / "(한결경제=홍길동 기자)": where an outlet stands beside a byline.
 * A bracket that ends with a reporter is a bracketed byline, whatever the bracket.
 */
const DATELINE = new RegExp(`^[\\[(【]\\s*[가-힣]{1,10}\\s*=\\s*([^\\])】]{2,20}?)\\s*[\\])】]`);
const BRACKET_BYLINE = new RegExp(`^[\\[【(]\\s*([^\\]】)]*?)\\s*[가-힣]{2,4}\\s*${REPORTER}\\s*[\\]】)]`);

/** "ⓒ 한결일보, 무단 전재 및 재배포 금지", "저작권자 © 한결뉴스", "Copyright © 2026 한결일보. All rights reserved." */
const COPYRIGHT =
  /(?:저작권자|copyright)?\s*(?:ⓒ|©|\(c\))\s*(?:\d{4}\s*)?([^,.·|<>()[\]]{2,24}?)\s*(?:[,.·|<>()[\]]|무단|all rights|$)/i;
/** "<한결일보 무단전재 및 재배포 금지>", "한결일보, 무단 전재-재배포 금지": the outlet before the notice, no sign. */
const NOTICE_OWNER =
  /^[<〈[(]?\s*(?:저작권자\s*)?([가-힣A-Za-z0-9&.][가-힣A-Za-z0-9&. ]{0,18}?)\s*[,.]?\s*(?:의\s*)?무단\s*전재/;
/** "사진=한결일보", "사진 제공=한결일보", "그래픽=한결경제": a picture credited to an outlet. */
const PHOTO_CREDIT =
  /^(?:[<[(]\s*)?(?:사진|그래픽|영상)(?:\s*제공)?\s*[=:]\s*([가-힣A-Za-z0-9]{2,14})\s*(?:[>\])]\s*)?$/;
/**
 * "한결경제 박도윤 기자" as a line of its own, at the end of the last paragraph ("…말했다. 한결경제 박도윤
 * 기자") or before the lead ("한결경제 박도윤 기자 = …"): the word before the reporter's name.
 */
const OUTLET_BEFORE_REPORTER = new RegExp(
  `(?:^|[.!?。”"’]\\s+)([가-힣A-Za-z0-9]{2,14})\\s+([가-힣A-Za-z0-9]{2,14}?)\\s*${REPORTER}\\s*(?:[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+)?\\s*$`,
);
const OUTLET_BEFORE_REPORTER_LEAD = new RegExp(
  `^([가-힣A-Za-z0-9]{2,14})\\s*(?:=|\\s)\\s*([가-힣A-Za-z0-9]{2,14}?)\\s*${REPORTER}\\s*(?:=|$)`,
);

/**
 * Of two words before "기자", the outlet: usually the first ("한결경제 박도윤 기자"), the second when the first
 * is a name and the second is not ("박도윤 한결경제 기자"); none when both may be names and neither is an outlet.
 */
function outletBesideName(first: string, second: string): string | null {
  if (looksLikeOutletName(second) && !looksLikeOutletName(first)) return second;
  if (mayBePersonName(first) && !mayBePersonName(second)) return second;
  if (!mayBePersonName(second) && !looksLikeOutletName(first)) return null;
  return first;
}
/** "김하늘 기자(한결일보)", "김하늘 기자 / 한결일보", "김하늘 기자 · 한결일보": the outlet after the reporter. */
const OUTLET_AFTER_REPORTER = new RegExp(
  `^[가-힣]{2,4}\\s*${REPORTER}\\s*(?:\\(|[/|·]\\s*)([가-힣A-Za-z0-9]{2,14})\\)?\\s*(?:[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+)?$`,
);
/** Words before a reporter's name that name a desk or a role, not an outlet ("경제부 김하늘 기자"). */
const DESK = /(?:부|팀|국|실|센터|데스크|취재|사진|글|정리|특파원)$/;

/** The outlet a copyright line names ("ⓒ 한결일보, 무단 전재 및 재배포 금지"), or null. */
export function outletFromCopyright(line: string): string | null {
  const text = line.trim();
  if (text.length > 160) return null;
  const signed = /[ⓒ©]|\(c\)|저작권|copyright/i.test(text) ? COPYRIGHT.exec(text)?.[1]?.trim() : undefined;
  const name = signed ?? NOTICE_OWNER.exec(text)?.[1]?.trim();
  if (!name || /^(?:저작권|무단|all rights|and|by)\b|^(?:저작권|무단)/i.test(name)) return null;
  return name;
}

/** The outlet a picture credit names ("사진=한결일보"), or null. Only a last resort: pictures come from agencies too. */
export function outletFromPhotoCredit(line: string): string | null {
  return PHOTO_CREDIT.exec(line.trim())?.[1] ?? null;
}

/** The outlet a byline or credit line names, or null. */
export function outletFromByline(line: string): string | null {
  // "… 기자 | 입력 2026.11.23 10:00", "… 기자 (수정 …)": the dates after a byline are not part of it.
  const text = line
    .trim()
    .replace(/\s*[|·(]?\s*(?:입력|수정|승인|등록|발행)\s*:?\s*\d{4}[.\-/년\s\d:월일]*\)?\s*$/, '')
    .trim();
  // "[한결일보] 정부가…", "<한결일보> …": an outlet alone in brackets before the lead (not a tag like [단독]).
  const tag = /^[[【<〈]\s*([^\]】>〉]{2,14}?)\s*[\]】>〉]/.exec(text)?.[1];
  if (tag && new RegExp(`^[가-힣A-Za-z0-9]{1,12}${OUTLET_SUFFIX}$`).test(tag)) return tag;
  const after = OUTLET_AFTER_REPORTER.exec(text);
  if (after && !DESK.test(after[1]!)) return after[1]!;
  const alone =
    OUTLET_BEFORE_REPORTER.exec(text.replace(/\(\s*([\w.+-]+@[\w.-]+)\s*\)\s*$/, '$1')) ??
    OUTLET_BEFORE_REPORTER_LEAD.exec(text);
  // "김하늘 선임기자" is a reporter with a title, not an outlet and a name.
  if (alone && !DESK.test(alone[1]!) && !/^(?:선임|전문|객원|인턴|수습|수석)$/.test(alone[2]!))
    return outletBesideName(alone[1]!, alone[2]!);
  // "[한결경제=홍길동 기자]" before "(서울=한결뉴스)": the first would otherwise read as a dateline.
  const bracket = BRACKET_BYLINE.exec(text);
  if (bracket && bracket[1])
    return OUTLET_WORD.exec(` ${bracket[1]}`)?.[1] ?? (bracket[1].replace(/[=\s]+$/, '') || null);
  const dateline = DATELINE.exec(text);
  if (dateline) return dateline[1]!.trim();
  if (!new RegExp(REPORTER).test(text) && !EMAIL.test(text) && text.length > 40) return null;
  return OUTLET_WORD.exec(text)?.[1] ?? null;
}

/**
 * The outlet in an author credit (`<meta name="author">`, a feed's `dc:creator` or `<author>`): "한결경제",
 * "한결경제 홍길동 기자" and "홍길동 기자 (한결경제)" name one; a reporter alone ("홍길동 기자", "홍길동",
 * "hong@example.com (홍길동)") or several ("홍길동, 김하늘") name none.
 */
export function outletFromCredit(value: string | null | undefined): string | null {
  if (!value) return null;
  const named = outletFromByline(value);
  if (named) return named;
  const words = value
    .replace(new RegExp(EMAIL.source, 'g'), ' ')
    .split(/[\s,/|·()[\]<>]+/)
    .filter((word) => word && !new RegExp(`^${REPORTER}$`).test(word) && !mayBePersonName(word));
  // What is left once names and titles are gone, when nothing of a person's credit remains in it.
  const rest = words.join(' ').trim();
  if (!rest || new RegExp(REPORTER).test(rest) || words.length > 3) return null;
  return rest;
}

/** A paragraph that is only a byline, a contact or a credit line. */
function isCreditLine(paragraph: string): boolean {
  const text = paragraph.trim();
  const credit = /무단\s*전재|재배포\s*금지|저작권자\s*[©ⓒ(]|Copyright\s*[©ⓒ(]|All rights reserved/i;
  if (text.length <= 120 && credit.test(text)) return true;
  // "ⓒ 한결일보", "Copyright 한결일보": a notice without the usual words after it.
  if (text.length <= 40 && /^(?:저작권자\s*)?(?:ⓒ|©|\(c\)|copyright\b)/i.test(text)) return true;
  if (PHOTO_CREDIT.test(text)) return true;
  // A short line with an address and no sentence of its own: "홍길동 기자 (hong@example.com)", "문의 news@example.com".
  if (text.length <= 60 && EMAIL.test(text) && !/[.!?。]/.test(text.replace(EMAIL, ''))) return true;
  // "홍길동 기자", "한결경제 홍길동 기자", "[한결경제 = 홍길동 기자]", "한결경제 기자".
  return new RegExp(`^[\\[(【]?[^.!?。]{0,30}${REPORTER}\\s*(?:[\\])】])?\\s*(?:${EMAIL.source})?$`).test(text);
}

/** "(서울=한결뉴스) 홍길동 기자 = 본문…" → "본문…"; likewise "[한결경제 홍길동 기자] 본문…". */
export function withoutLeadingByline(paragraph: string): string {
  let text = paragraph.trim();
  text = text.replace(BRACKET_BYLINE, '').trim();
  text = text.replace(DATELINE, '').trim();
  text = text.replace(new RegExp(`^(?:[가-힣A-Za-z0-9]{1,14}\\s+)?[가-힣]{2,4}\\s*${REPORTER}\\s*=\\s*`), '');
  return text.trim();
}

const SENTENCE_END = `([.!?。”"’'])`;
const TRAILING_BYLINE = new RegExp(
  `${SENTENCE_END}\\s*(?:[/|]\\s*)?(?:[가-힣A-Za-z0-9]{1,14}\\s+)?[가-힣]{2,4}\\s*${REPORTER}\\s*(?:${EMAIL.source})?\\s*$`,
);
const TRAILING_EMAIL = new RegExp(`${SENTENCE_END}\\s*\\(?${EMAIL.source}\\)?\\s*$`);

/** "…라고 말했다. 홍길동 기자 hong@example.com" → "…라고 말했다." (only after a finished sentence). */
function withoutTrailingByline(paragraph: string): string {
  return paragraph.replace(TRAILING_BYLINE, '$1').replace(TRAILING_EMAIL, '$1').trim();
}

/** The body paragraphs without bylines, contacts and credit lines. */
export function stripBylines(paragraphs: string[]): string[] {
  const kept = paragraphs.filter((paragraph) => !isCreditLine(paragraph));
  if (kept.length === 0) return kept;
  // The byline opens the first paragraph, or the second when the headline came first.
  kept[0] = withoutLeadingByline(kept[0]!);
  if (kept.length > 2) kept[1] = withoutLeadingByline(kept[1]!);
  const last = kept.length - 1;
  kept[last] = withoutTrailingByline(kept[last]!);
  return kept.filter((paragraph) => paragraph.length > 0);
}
