import { batchimOf, mayBePersonName, withParticle, withoutQuotes } from '@geulgam/korean';
import { withoutLeadingByline } from '../features/ingestion/byline.ts';

/*
 * Korean news arrives in more shapes than the print report: a broadcast script ("[앵커]", "[기자]", an
 * interview bite under "[인터뷰] 이름 / 직함", a sign-off), a Q&A explainer ("Q." / "A." lines) and an
 * interview ("— 질문?" lines). The story model reads report lines, so each shape is read into them here: the
 * questions, the tags and the sign-off are no facts; an answer is; a bite becomes attributed speech.
 */

/** Where one sentence of a line ends and the next begins; the line's own words are kept as written. */
const SENTENCE_BREAK = /(?<=[.!?])\s+/;
const OPEN = '[\\[<◀【(〈]';
const CLOSE = '[\\]>▶】)〉]';
/** "[앵커]", "<기자>", "◀ 리포트 ▶", "[앵커 멘트]": a speaker tag of a script, with nothing to report in it. */
const SCRIPT_TAG = new RegExp(
  `^\\s*${OPEN}\\s*(?:앵커|기자|리포트|앵커\\s*멘트|기자\\s*멘트|앵커\\s*리포트|클로징|오프닝|스탠드\\s*업|현장음|자막|내레이션|나레이션)\\s*${CLOSE}\\s*|^\\s*(?:앵커|기자)\\s*[:：]\\s*`,
);
/** "[인터뷰] 남궁별 / 솔뫼시 보건정책과장", "<인터뷰: 남궁별 과장>", "[녹취] …": who speaks in the next line. */
const BITE_LABEL = new RegExp(
  `^\\s*${OPEN}\\s*(?:인터뷰|녹취|싱크|현장\\s*녹취)\\s*(?:[:：]\\s*)?([^\\]>▶】)〉]*)${CLOSE}\\s*(.*)$`,
);
/** "Q.", "Q1.", "Q:", "문)", "질문:": a question line of a Q&A explainer. */
const QUESTION_LINE = /^\s*(?:Q\s*\d*\s*[.:：)]|(?:문|질문)\s*[:：)]|【문】|\[문\])/;
/** "A.", "A:", "답)", "답변:": an answer line; its words are the report. */
// "A씨는", "A 구단은": a person or a club kept anonymous, never an answer's mark.
const ANSWER_MARK = /^\s*(?:A\s*\d*\s*[.:：)]|(?:답|답변)\s*[:：)]|【답】|\[답\])\s*/;
/** "아니다.", "네.", "그렇다.": an answer's yes or no before the facts that follow it. */
const YES_OR_NO = /^(?:아니다|아니요|아닙니다|그렇다|그렇습니다|맞다|맞습니다|네|예)[.,!]\s*/;
/** "— 처음 무대에 선 소감은.", "- 가장 어려웠던 점은요?": an interviewer's question after a dash (never a list item). */
const DASH_QUESTION = /^\s*[—–-]\s*[^"“]*(?:\?|(?:은|는|나|까|가|요|지|니|냐)\.)\s*$/;
/** "■ 신청 기간: 12월 4일~22일", "▲ 대상 = 만 65세 이상": a label and its value. */
const LABELLED = /^([가-힣][가-힣\s]{0,10}[가-힣])\s*[:：=]\s*(.+)$/;
/** Bullets and step numbers that open a list line: "■", "▲", "①", "1.", "1)", "- ". */
const LIST_MARK = /^\s*(?:[■□▲△▶▷●○◆◇•※∙·]|[①-⑳]|\d{1,2}[.)](?!\d)|[-–—](?=\s))\s*/;
/** "사업을 맡은 서기온 누리군 복지정책팀장을 만났다": the sentence that says whom an interview speaks with. */
const MET = /^(.+?)(?:을|를)\s*(?:만났다|만나\s*(?:봤다|보았다|이야기를\s*들었다|들어\s*봤다)|인터뷰했다)\.?$/;
/** "…심경과 계획을 물었다": the interviewer's question told in the intro. */
const ASKED = /(?:을|를|에\s*대해)\s*(?:물었다|물어봤다|물어\s*보았다|들어봤다|들어\s*보았다)\.?$/;
/** "솔바람방송 뉴스 하도윤입니다.", "지금까지 가람에서 한바다방송 이름입니다.": a broadcast sign-off. */
const SIGN_OFF =
  /^(?:지금까지\s*)?(?:[가-힣]+에서\s*)?[가-힣A-Za-z0-9]*(?:방송|뉴스|TV|티비|라디오|통신)(?:\s*뉴스)?\s*[가-힣]{2,4}\s*(?:입니다|이었습니다|였습니다|이다|였다)\.?$/;
/** "하도윤 기자가 보도합니다.", "현장을 이름 기자가 다녀왔습니다.": the anchor handing over, no fact. */
const HAND_OVER =
  /기자(?:가|의|입니다)\s*[^.]{0,12}(?:보도합니다|보도입니다|보도한다|전해\s*드립니다|전해드립니다|전합니다|전한다|취재했습니다|취재했다|알아봤습니다|알아봤다|짚어봤습니다|짚어봤다|다녀왔습니다|다녀왔다|만나봤습니다|만나봤다|보도|입니다)\.?$/;
/** The reporter or the columnist as the subject: "석주안 기자가 둘러봤다", "필자는 …", "기자는 …". */
const REPORTER_ACTS = /(?:^|\s)(?:[가-힣]{2,4}\s*)?(?:기자|필자)(?:가|는|도|와|의\s*눈에)\s/;
/** "병원 옥상, 붉은 원이 그려진 헬기 이착륙장입니다", "중앙동의 한 약국입니다": a script naming where we are. */
const SCENE = /^(?:[가-힣0-9\s]{2,16},\s.*|[가-힣0-9\s]*의 한 [가-힣]+)(?:입니다|이다)\.?$/;
/** "궁금한 점을 문답으로 정리했다", "신청 방법을 단계별로 안내한다": the article describing itself. */
const SELF_DESCRIBED =
  /(?:궁금한\s*점|궁금증|문답|Q&A|일문일답|주요\s*내용|달라지는\s*점|알아야\s*할\s*것|방법|절차)[을를]?\s*(?:으로|로|단계별로|하나하나|차례로)?\s*(?:정리|짚어|알아|풀어|모아|살펴|안내)[가-힣]*(?:다|니다)\.?$|(?:점|것|내용)[을를]\s*(?:묻고\s*답했|문답으로\s*풀었|짚었)다\.?$|^[^.]{0,16}(?:내용|정보|사항)[을를]\s*(?:정리했|모았|간추렸)다\.?$/;

/** The interviewee of a "…을 만났다" sentence: the words from the person's name on ("서기온 누리군 복지정책팀장"). */
function intervieweeOf(sentence: string): string | undefined {
  const object = MET.exec(sentence.trim())?.[1];
  if (!object) return undefined;
  const words = object.split(/\s+/);
  // "정리하던 차도윤(29)": a verb's modifier is no name, and the age in brackets is no part of one.
  const name = words.findIndex(
    (w, i) => i >= words.length - 4 && !/던$/.test(w) && mayBePersonName(w.replace(/\(\d+\)$/, '')),
  );
  return name < 0 ? undefined : speakerOf(words.slice(name).join(' '));
}

/** "남궁별 / 솔뫼시 보건정책과장", "남궁별(솔뫼시 보건정책과장)": the speaker as "이름 직함", or undefined. */
function speakerOf(label: string): string | undefined {
  const words = label
    .replace(/[/|,·()]/g, ' ')
    .replace(/[:：]\s*$/, '')
    .split(/\s+/)
    // An age ("차도윤(29)") says how old, not who.
    .filter((w) => w && !/^\d{1,3}$/.test(w));
  if (words.length === 0 || words.length > 6) return undefined;
  if (!words.every((w) => /^[가-힣A-Za-z0-9]+$/.test(w))) return undefined;
  // "시민", "상인" alone are no one in particular; a name or a role makes a speaker.
  if (words.length === 1 && !mayBePersonName(words[0]!)) return undefined;
  return words.join(' ');
}

/** The bite as reported speech: `남궁별 솔뫼시 보건정책과장은 "…"라고 말했다.` */
function reported(speaker: string, words: string): string | undefined {
  const speech = words
    .trim()
    .replace(/^["“]|["”]$/g, '')
    .replace(/[.]+$/, '')
    .trim();
  if ([...speech].length < 6 || /["“”]/.test(speech)) return undefined;
  const quoteEnd = speech.at(-1)!;
  const marker = batchimOf(quoteEnd) === '' || /[?!]$/.test(speech) ? '라고' : '이라고';
  return `${withParticle(speaker, '은/는')} "${speech}"${marker} 말했다.`;
}

/** A spoken "…는데요" or "…했죠" that states a fact, as the plain report ("들였는데요" → "들였다"); else undefined. */
function spokenStatement(line: string): string | undefined {
  // "…했죠", "…셈이죠", "…거죠": a broadcaster's statement with a tag ending.
  const tagged = /([가-힣])(?:죠|지요)[.!]?$/.exec(line);
  if (tagged) {
    if (/거(?:죠|지요)[.!]?$/.test(line)) return line.replace(/거(?:죠|지요)[.!]?$/, '것이다.');
    if (/이(?:죠|지요)[.!]?$/.test(line)) return line.replace(/(?:죠|지요)[.!]?$/, '다.');
    if (batchimOf(tagged[1]!) === 'ㅆ' || /[있없]$/.test(tagged[1]!)) return line.replace(/(?:죠|지요)[.!]?$/, '다.');
    return undefined;
  }
  const match = /([가-힣])(?:는데요|인데요)[.!]?$/.exec(line);
  if (!match) return undefined;
  const before = match[1]!;
  if (/인데요[.!]?$/.test(line)) return line.replace(/인데요[.!]?$/, '이다.');
  // Past and 있/없 stems only: a present verb's plain form needs its stem ("여는데요" → "연다").
  if (batchimOf(before) === 'ㅆ' || /[있없]$/.test(before)) return line.replace(/는데요[.!]?$/, '다.');
  return undefined;
}

/** "신청 기간은 언제인가" → "신청 기간은": the question's topic, a noun phrase of one or two words. */
function topicOf(question: string): string | undefined {
  // "감기나 가벼운 배탈이면." asks about a case: the answer holds under it.
  const condition = /^([가-힣A-Za-z0-9·,\s]{2,30}[가-힣](?:이)?면)[.?]?$/.exec(question.trim())?.[1];
  if (condition && condition.split(/\s+/).length <= 5) return condition;
  // "주차는." alone asks about its topic too.
  const match = /^(?:([가-힣A-Za-z0-9]+)\s)?([가-힣A-Za-z0-9]+(?:은|는))(?:\s|[.?]?$)/.exec(question.trim());
  if (!match) return undefined;
  const [, before, topic] = match;
  // "몇 시까지 여는", "누가 받는": a verb's modifier is no topic.
  if (/(?:는|은)$/.test(topic!) && /(?:하|되|있|없|여|받|주|오|가)는$/.test(topic!)) return undefined;
  return before && !/(?:은|는|이|가|을|를|에|의|도)$/.test(before) ? `${before} ${topic}` : topic;
}

/** An answer with no subject of its own, said of the question's topic: "12월 22일까지다" → "신청 기간은 …". */
function withTopic(answer: string, topic: string | undefined): string {
  if (!topic || !answer) return answer;
  // A case asked about ("…배탈이면") opens the answer whatever its topic.
  if (/면$/.test(topic)) return `${topic} ${answer}`;
  const first = answer.split(SENTENCE_BREAK)[0]!;
  const words = first.split(/\s+/).slice(0, -1);
  // An answer with a subject but no topic takes the question's: "주차는 지하에 68면이 있다".
  if (words.some((w) => /[가-힣](?:은|는)$/.test(w) && !/(?:하는|되는|있는|없는|[가-힣]다는)$/.test(w))) return answer;
  return `${topic} ${answer}`;
}

/** A transcript line's label that names a person ("김하준 대표", "김하준"), or undefined. */
function transcriptSpeaker(label: string): string | undefined {
  const words = label.trim().split(/\s+/);
  return words.length <= 3 && mayBePersonName(words[0]!) ? speakerOf(label) : undefined;
}

/** Labels of a contact, not a fact of the story. */
const CONTACT_LABEL = /^(?:문의|연락처|전화|홈페이지|누리집|이메일|주소|사진|자료|출처|제공)$/;

/** "신청 기간: 12월 4일~22일" → "신청 기간은 12월 4일~22일이다."; a contact line or a clause stays out. */
function labelledStatement(label: string, value: string): string | undefined {
  const name = label.trim();
  const said = value.trim().replace(/[.]$/, '');
  if (CONTACT_LABEL.test(name.replace(/\s+/g, '')) || !/[가-힣0-9]/.test(said)) return undefined;
  // A value that is a clause of its own ("…를 낸다") reads after the label as a topic.
  if (/[다요]$/.test(said)) return `${withParticle(name, '은/는')} ${said}.`;
  return `${withParticle(name, '은/는')} ${said}${/[)\]]$/.test(said) ? '이다' : withParticle(said, '이다/다').slice(said.length)}.`;
}

/** A sentence spoken to the viewer: a hook question or a tag ("…죠"); a how-to's "신청하세요" is a fact. */
function addressedToViewer(sentence: string): boolean {
  return /(?:\?|텐데요|던데요|죠|지요|까요|나요)[.!?]?$/.test(sentence.trim());
}

/**
 * The article's lines as report lines: script tags, questions, hand-overs and sign-offs dropped; an
 * answer's mark taken off; an interview bite written as the speaker's reported speech.
 */
export function reportLines(lines: string[]): string[] {
  const out: string[] = [];
  let speaker: string | undefined;
  let interviewee: string | undefined;
  let asked: string | undefined;
  let script = false;
  for (const [index, raw] of lines.entries()) {
    // A wire dateline or a byline opens the first lines: "(누리=누리통신) 도하람 기자 = …".
    let line = index < 2 ? withoutLeadingByline(raw) : raw.trim();
    // The intro names whom the interview speaks with; that sentence itself reports nothing.
    const kept = line.split(SENTENCE_BREAK).filter((sentence) => {
      const who = intervieweeOf(sentence);
      if (who) interviewee = who;
      // "옮기는 심경과 내년 계획을 물었다": what the interviewer asked, no fact of the story.
      return !who && !(interviewee && ASKED.test(sentence.trim()));
    });
    line = kept.join(' ');
    if (!line) continue;
    const bite = BITE_LABEL.exec(line);
    if (bite) {
      const [label, rest] = [bite[1]!.trim(), bite[2]!.trim()];
      // "[인터뷰] 이름 / 직함" alone, "[인터뷰: 이름 직함] "말"" or "[인터뷰] 이름 / 직함 "말"" on one line.
      const quoteAt = rest.search(/["“]/);
      const [named, said] = quoteAt < 0 ? [rest, undefined] : [rest.slice(0, quoteAt).trim(), rest.slice(quoteAt)];
      const who = speakerOf(label) ?? (named ? speakerOf(named) : undefined);
      speaker = who;
      if (who && said) {
        const sentence = reported(who, said);
        if (sentence) out.push(sentence);
        speaker = undefined;
      }
      continue;
    }
    if (SCRIPT_TAG.test(line)) {
      script = true;
      speaker = undefined;
      line = line.replace(SCRIPT_TAG, '').trim();
      if (!line) continue;
    }
    if (speaker) {
      const sentence = reported(speaker, line);
      speaker = undefined;
      if (sentence) {
        out.push(sentence);
        continue;
      }
    }
    if (QUESTION_LINE.test(line) || DASH_QUESTION.test(line)) {
      asked = topicOf(line.replace(QUESTION_LINE, '').replace(/^\s*[—–-]\s*/, '')) ?? '';
      continue;
    }
    // The line after a question answers it, with or without an "A." mark; a bare yes or no is no fact.
    const answer = ANSWER_MARK.test(line) || asked !== undefined;
    if (answer) {
      line = line.replace(ANSWER_MARK, '').replace(YES_OR_NO, '').trim();
      if (!/^["“]/.test(line)) line = withTopic(line, asked);
    }
    asked = undefined;
    // An interview's answer is a whole line in quotation marks: the interviewee's words, one sentence each.
    if (interviewee && /^["“][^"“”]+["”]$/.test(line)) {
      const said = line.slice(1, -1).split(SENTENCE_BREAK);
      out.push(
        said
          .map((s) => reported(interviewee!, s))
          .filter(Boolean)
          .join(' '),
      );
      continue;
    }
    line = line.replace(LIST_MARK, '').trim();
    const labelled = LABELLED.exec(line);
    if (labelled) {
      // "김하준 대표: 내년에 공장을 짓습니다." is a transcript's speaker and their words.
      const who = /(?:다|요)\.?$/.test(labelled[2]!.trim()) ? transcriptSpeaker(labelled[1]!) : undefined;
      const statement = who ? reported(who, labelled[2]!) : labelledStatement(labelled[1]!, labelled[2]!);
      if (statement) out.push(statement);
      continue;
    }
    if (!line) continue;
    const sentences = line.split(SENTENCE_BREAK).flatMap((sentence) => {
      if (SIGN_OFF.test(sentence) || HAND_OVER.test(sentence) || SELF_DESCRIBED.test(sentence)) return [];
      // "개소를 앞둔 센터를 석주안 기자가 둘러봤다", "필자는 걱정이 크다": the reporter's own doing or view.
      if (REPORTER_ACTS.test(withoutQuotes(sentence))) return [];
      // A reporter's stand-up names the scene: "병원 옥상, 헬기 이착륙장입니다."
      if (script && SCENE.test(sentence)) return [];
      const statement = spokenStatement(sentence);
      if (statement) return [statement];
      return addressedToViewer(sentence) && !/["“”]/.test(sentence) ? [] : [sentence];
    });
    if (sentences.length > 0) out.push(sentences.join(' '));
  }
  return out;
}
