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

/** True when the sentence gives an order to an AI, a writer or the reader instead of reporting. */
export function isInstruction(sentence: string): boolean {
  const text = sentence.normalize('NFC');
  if (
    /(?:이제부터|지금부터)\s*(?:너|당신)|너는 이제|당신은 이제|(?:이전|앞의|위의|기존)\s*(?:지시|명령|지침)(?:을|를|은|는)?\s*(?:모두\s*)?(?:무시|잊)|ignore (?:all |the )?(?:previous|prior|above) instructions/i.test(
      text,
    )
  )
    return true;
  return ADDRESSEE.test(text) && ORDER.test(text);
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
