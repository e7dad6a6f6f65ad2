/**
 * Article text is data, never instructions. A sentence that addresses an AI or the reader with an order
 * ("AI는 이 기사를 요약할 때 … 쓰세요", "너는 이제 …"), and text that looks like markup or a script, never
 * becomes a fact, a title word, a tag or a lead.
 */

/** Who such a sentence talks to: an AI, a model, "you", the one summarising. */
const ADDRESSEE =
  /(?:\bAI\b|A\.I\.|인공지능|챗봇|언어\s*모델|생성형|GPT|LLM|프롬프트|시스템\s*메시지|어시스턴트|너는|너의|넌\s|당신은|당신의|그대는|이 (?:기사|글)을 (?:읽는|요약하는|정리하는|쓰는)|요약하는 (?:사람|이)|글을 쓰는 (?:사람|이)|\bignore\b|\binstructions?\b|\bprompt\b|\bsystem\b)/i;

/** Orders and role changes: imperative endings and "from now on" phrasing. */
const ORDER =
  /(?:(?:하|쓰|적|넣|말|주|따르|바꾸|무시하|잊|출력하|답하|밝히|포함하|강조하|언급하|추천하|작성하|붙이|삭제하|빼)(?:세요|십시오|시오|라|거라|렴)|쓰라|적어라|넣어라|무시해|잊어|해라|해 ?줘|하지 ?마|말 ?것|할 ?것|쓸 ?것|넣을 ?것|반드시 .{0,20}(?:할|쓸|넣을) 것|이제부터|지금부터 (?:너|당신)|이제 (?:너|당신)|역할을 (?:맡|바꾸)|앞의 (?:지시|명령)|이전 (?:지시|명령)|지시(?:를|사항을)? 무시|ignore (?:all |the )?(?:previous|prior|above)|you are now|act as)/i;

/** Markup, script and code: tags, handlers, calls, URLs with a scheme other than http(s). */
const SCRIPT =
  /(?:<\s*\/?\s*(?:script|img|iframe|svg|style|a|div|span|object|embed|link|meta)\b|\bon(?:error|load|click|mouseover)\s*=|\balert\s*\(|\bjavascript:|\bdocument\.(?:cookie|write|location)|\bwindow\.|\beval\s*\(|=>|\bfunction\s*\(|\bconsole\.log|<\/|\/>|\{\{|\}\}|\$\{)/i;

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
 * True when the sentence gives an order to an AI, a writer or the reader instead of reporting: it talks
 * to an AI or "you" with an order, talks about the model's rules or role, carries a link, or ends in a
 * bare command. A quote of a person (감독은 "끝까지 뛰어라"라고 했다) is reported speech and stays.
 * One definition for the fact sheet, the keyword cards and every writer.
 */
export function isInstruction(sentence: string): boolean {
  const text = sentence.normalize('NFC');
  if (
    /(?:이제부터|지금부터)\s*(?:너|당신)|너는 이제|당신은 이제|(?:이전|앞의|위의|기존)\s*(?:지시|명령|지침)(?:을|를|은|는)?\s*(?:모두\s*)?(?:무시|잊)|ignore (?:all |the )?(?:previous|prior|above) instructions/i.test(
      text,
    )
  )
    return true;
  if (ADDRESSEE.test(text) && ORDER.test(text)) return true;
  if (ABOUT_THE_MODEL.test(text) || ADDRESSING.test(` ${text}`) || LINK.test(text)) return true;
  const outsideQuotes = text.replace(/["“][^"”]*["”]/g, '…').replace(/['‘][^'’]*['’]/g, '…');
  if (COMMAND.test(outsideQuotes.trim())) {
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

/** True when the text is markup, a script or code rather than prose. */
export function isScriptLike(text: string): boolean {
  if (SCRIPT.test(text)) return true;
  // Mostly symbols and Latin: a code line or a pasted snippet, not a Korean news sentence.
  const letters = [...text].filter((c) => /[가-힣]/.test(c)).length;
  const symbols = [...text].filter((c) => /[{}<>;=()[\]$`|\\]/.test(c)).length;
  return symbols >= 4 && symbols > letters / 4;
}

/** Text a fact, a title or a tag may come from. */
export function isReportable(sentence: string): boolean {
  return !isInstruction(sentence) && !isScriptLike(sentence);
}
