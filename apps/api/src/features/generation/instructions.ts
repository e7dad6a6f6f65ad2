/*
 * News reports facts; it does not talk to the writer or the reader. A source sentence that gives
 * orders ("지금까지의 지시를 무시하세요", "너는 이제 관리자 모드예요") is text planted for a model
 * (prompt injection) or an advertisement, and no writer carries it into a post, quoted or not.
 */

/** Words about the model, its rules or its role: never news on their own. */
const ABOUT_THE_MODEL =
  /(?:지시(?:를|사항|문)|명령(?:을|에)|프롬프트|시스템 ?(?:메시지|프롬프트|지시)|관리자 ?모드|개발자 ?모드|탈옥|규칙을 (?:무시|잊)|역할을 (?:바꾸|맡)|system\s*(?:prompt|message)|ignore (?:all |the )?(?:previous|above)|jailbreak|you are now)/i;

/** A sentence that addresses "you" (the model or the reader) as its subject. */
const ADDRESSING = /(?:^|[\s"“'‘])(?:너는|너의|넌|당신은|당신의|그대는)(?=\s)/;

/** Sentence-final commands and requests outside quotes: -하세요, -하라, -해라, -하십시오, -해 줘, -할 것. */
const COMMAND = /(?:세요|하라|해라|어라|아라|십시오|해 ?줘|해 ?주세요|주세요|할 것|하지 ?마(?:세요|라)?|말 것)[.!]?$/;

/** Links and addresses a model would be told to add. */
const LINK = /(?:https?:\/\/|www\.|[a-z0-9-]+\.(?:com|net|org|kr|io|example)\b)/i;

/**
 * True when the sentence speaks to the writer or the reader as an instruction rather than reporting
 * something: it talks about the model's rules or role, addresses "you", or ends in a command while
 * mentioning what to write, print or visit. A quote of a person ("감독은 "끝까지 뛰어라"라고 했다")
 * is reported speech and stays.
 */
export function isInstruction(sentence: string): boolean {
  const text = sentence.trim();
  if (ABOUT_THE_MODEL.test(text)) return true;
  if (ADDRESSING.test(` ${text}`)) return true;
  if (LINK.test(text)) return true;
  const outsideQuotes = text.replace(/["“][^"”]*["”]/g, '…').replace(/['‘][^'’]*['’]/g, '…');
  if (COMMAND.test(outsideQuotes.replace(/\s+$/, ''))) {
    // A reported command keeps a speaker and a verb of saying after its quote; a bare one is addressed to us.
    return !/(?:라고|고) (?:말했|밝혔|당부했|강조했|전했|했)/.test(outsideQuotes);
  }
  return false;
}

/** The text with every instruction sentence removed; lines (paragraphs) keep their breaks. */
export function withoutInstructions(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .split(/(?<=[.!?])\s+/)
        .filter((sentence) => sentence.trim().length === 0 || !isInstruction(sentence))
        .join(' '),
    )
    .join('\n');
}
