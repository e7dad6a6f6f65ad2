// Stored-XSS payloads for e2e/xss.e2e.test.ts. Each template receives `run`, a call that records an
// execution if the payload ever runs (`__xss(ID)`, `alert(ID)`, …), so a hit names its payload.
// None of them contain quotes inside `run`, so they fit any quoting context.

export interface Payload {
  id: number;
  /** What the trick is, for failure messages. */
  name: string;
  text: string;
}

type Template = [name: string, build: (run: string) => string];

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const TEMPLATES: Template[] = [
  // Script elements
  ['script tag', (r) => `<script>${r}</script>`],
  ['script upper case', (r) => `<SCRIPT>${r}</SCRIPT>`],
  ['script data src', (r) => `<script src=data:text/javascript,${r}></script>`],
  ['script javascript src', (r) => `<script src="javascript:${r}"></script>`],
  ['script nested split', (r) => `<scr<script>ipt>${r}</scr</script>ipt>`],
  ['double open bracket', (r) => `<<script>${r};//<</script>`],
  ['script close breakout', (r) => `</script><script>${r}</script>`],
  ['title breakout', (r) => `</title><script>${r}</script>`],
  ['textarea breakout', (r) => `</textarea><script>${r}</script>`],
  ['style breakout', (r) => `</style><img src=x onerror=${r}>`],
  // Event handlers
  ['img onerror', (r) => `<img src=x onerror=${r}>`],
  ['img onerror quoted', (r) => `<img src="x" onerror="${r}">`],
  ['img slashes', (r) => `<img/src=x/onerror=${r}>`],
  ['img newline before =', (r) => `<img src=x onerror\n=${r}>`],
  ['img unicode escaped handler', (r) => `<img src=x onerror=\\u005f\\u005fxss(${r.replace(/\D/g, '')})>`],
  [
    'img entity encoded handler',
    (r) => `<img src=x onerror="${[...r].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join('')}">`,
  ],
  ['img eval atob', (r) => `<img src=x onerror=eval(atob(/${b64(r)}/.source))>`],
  ['img onload real image', (r) => `<img src="/logo.png" onload=${r}>`],
  ['img quote soup', (r) => `<img """><script>${r}</script>">`],
  ['img srcset javascript', (r) => `<img srcset="x 1x, javascript:${r} 2x" onerror=${r}>`],
  ['img mouseover', (r) => `<IMG SRC=# onmouseover="${r}">`],
  ['unclosed img', (r) => `<img src=x onerror=${r}`],
  ['zero width in tag name', (r) => `<im\u200Bg src=x onerror=${r}>`],
  ['bidi override alt', (r) => `<img src=x onerror=${r} alt="\u202E역방향">`],
  ['svg onload', (r) => `<svg onload=${r}>`],
  ['svg slash onload', (r) => `<svg/onload=${r}>`],
  ['svg script', (r) => `<svg><script>${r}</script></svg>`],
  ['svg animate onbegin', (r) => `<svg><animate onbegin=${r} attributeName=x dur=1s>`],
  ['svg set onload', (r) => `<svg><set attributeName=onload to=${r} />`],
  ['svg xlink javascript', (r) => `<svg><a xlink:href="javascript:${r}"><text x=20 y=20>클릭</text></a></svg>`],
  [
    'svg foreignObject srcdoc',
    (r) => `<svg><foreignObject><iframe srcdoc="<script>parent.${r}</script>"></iframe></foreignObject></svg>`,
  ],
  ['svg style img', (r) => `<svg><style><img src=x onerror=${r}></style></svg>`],
  ['body onload', (r) => `<body onload=${r}>`],
  ['body onpageshow', (r) => `<body onpageshow=${r}>`],
  ['frameset onload', (r) => `<frameset onload=${r}>`],
  ['input autofocus onfocus', (r) => `<input autofocus onfocus=${r}>`],
  ['select autofocus onfocus', (r) => `<select autofocus onfocus=${r}></select>`],
  ['textarea autofocus onfocus', (r) => `<textarea autofocus onfocus=${r}></textarea>`],
  ['contenteditable autofocus', (r) => `<x contenteditable onfocus=${r} autofocus>편집</x>`],
  ['details ontoggle', (r) => `<details open ontoggle=${r}>`],
  ['video source onerror', (r) => `<video><source onerror=${r}></video>`],
  ['audio onerror', (r) => `<audio src=x onerror=${r}>`],
  ['marquee onstart', (r) => `<marquee onstart=${r}>`],
  ['div onpointerover', (r) => `<div onpointerover=${r}>포인터</div>`],
  ['a onclick', (r) => `<a href="#" onclick="${r}">클릭</a>`],
  ['a onauxclick', (r) => `<a href="https://example.com" onauxclick=${r}>링크</a>`],
  // Script URLs
  ['a javascript href', (r) => `<a href="javascript:${r}">링크</a>`],
  ['a mixed case scheme', (r) => `<a href="JaVaScRiPt:${r}">링크</a>`],
  [
    'a entity encoded scheme',
    (r) => `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${r}">링크</a>`,
  ],
  ['a tab in scheme', (r) => `<a href="jav&#x09;ascript:${r}">탭</a>`],
  ['a leading control chars', (r) => `<a href=" &#14;  javascript:${r}">공백</a>`],
  ['a colon entity', (r) => `<a/href=javascript&colon;${r}>링크</a>`],
  ['a vbscript', (r) => `<a href="vbscript:${r}">vb</a>`],
  ['a data html base64', (r) => `<a href="data:text/html;base64,${b64(`<script>${r}</script>`)}">data</a>`],
  ['a data html', (r) => `<a href="data:text/html,<script>${r}</script>">data</a>`],
  ['iframe javascript', (r) => `<iframe src="javascript:${r}"></iframe>`],
  ['iframe srcdoc script', (r) => `<iframe srcdoc="<script>parent.${r}</script>"></iframe>`],
  ['iframe srcdoc encoded', (r) => `<iframe srcdoc="&lt;img src=x onerror=parent.${r}&gt;"></iframe>`],
  ['object javascript', (r) => `<object data="javascript:${r}"></object>`],
  ['object data html', (r) => `<object data="data:text/html,<script>parent.${r}</script>"></object>`],
  ['embed javascript', (r) => `<embed src="javascript:${r}">`],
  ['embed svg data', (r) => `<embed src="data:image/svg+xml,<svg onload=parent.${r}>">`],
  ['form action', (r) => `<form action="javascript:${r}"><button>전송</button></form>`],
  ['button formaction', (r) => `<button formaction="javascript:${r}">버튼</button>`],
  ['isindex action', (r) => `<isindex action=javascript:${r} type=image>`],
  ['table background', (r) => `<table background="javascript:${r}">`],
  ['base href', (r) => `<base href="javascript:${r}//">`],
  ['link stylesheet', (r) => `<link rel=stylesheet href="javascript:${r}">`],
  ['meta refresh javascript', (r) => `<meta http-equiv="refresh" content="0;url=javascript:${r}">`],
  ['meta refresh data', (r) => `<meta http-equiv="refresh" content="0;url=data:text/html,<script>${r}</script>">`],
  // Styles
  ['style url javascript', (r) => `<div style="background:url(javascript:${r})">스타일</div>`],
  ['style expression', (r) => `<div style="width:expression(${r})">표현식</div>`],
  ['style import', (r) => `<style>@import 'javascript:${r}';</style>`],
  ['style block url', (r) => `<style>*{background:url("javascript:${r}")}</style>`],
  // Namespace confusion and mutation XSS
  ['math mglyph style', (r) => `<math><mtext><table><mglyph><style><img src=x onerror=${r}>`],
  ['math xlink href', (r) => `<math><mi xlink:href="javascript:${r}">수식</mi></math>`],
  ['math href', (r) => `<math href="javascript:${r}">수식</math>`],
  ['svg p style id', (r) => `<svg></p><style><a id="</style><img src=1 onerror=${r}>">`],
  ['noscript title', (r) => `<noscript><p title="</noscript><img src=x onerror=${r}>">`],
  ['template content', (r) => `<template><img src=x onerror=${r}></template>`],
  ['form math nesting', (r) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${r}>`],
  ['xmp', (r) => `<xmp><img src=x onerror=${r}></xmp>`],
  ['noembed', (r) => `<noembed><img src=x onerror=${r}></noembed>`],
  ['title element', (r) => `<title><img src=x onerror=${r}></title>`],
  ['textarea element', (r) => `<textarea><img src=x onerror=${r}></textarea>`],
  ['comment confusion', (r) => `<!--<img src="--><img src=x onerror=${r}//">`],
  ['cdata', (r) => `<![CDATA[<img src=x onerror=${r}>]]>`],
  ['processing instruction', (r) => `<?xml-stylesheet href="javascript:${r}"?>`],
  // Encodings
  ['entity encoded tag', (r) => `&lt;img src=x onerror=${r}&gt;`],
  ['double encoded tag', (r) => `&amp;lt;script&amp;gt;${r}&amp;lt;/script&amp;gt;`],
  ['decimal entity tag', (r) => `&#60;script&#62;${r}&#60;/script&#62;`],
  ['hex entity tag', (r) => `&#x3C;svg onload=${r}&#x3E;`],
  ['js escaped tag', (r) => `\\u003cscript\\u003e${r}\\u003c/script\\u003e`],
  ['percent encoded tag', (r) => `%3Cscript%3E${r}%3C/script%3E`],
  ['full width brackets', (r) => `＜script＞${r}＜/script＞`],
  // Attribute breakouts
  ['double quote breakout', (r) => `"><script>${r}</script>`],
  ['single quote breakout', (r) => `'><img src=x onerror=${r}>`],
  ['double quote handler', (r) => `" onmouseover="${r}" x="`],
  ['single quote handler', (r) => `' onfocus='${r}' autofocus='`],
  ['unquoted autofocus', (r) => `" autofocus onfocus=${r} "`],
  // Markdown-ish
  ['markdown link', (r) => `[클릭](javascript:${r})`],
  ['markdown link entity', (r) => `[클릭](javascript&#58;${r})`],
  ['markdown image breakout', (r) => `![이미지](x" onerror="${r})`],
  ['markdown autolink', (r) => `<javascript:${r}>`],
  ['markdown data link', (r) => `[a](data:text/html;base64,${b64(`<script>${r}</script>`)})`],
  // Line separators and template syntax
  ['U+2028 in script string', (r) => `'\u2028${r}//`],
  ['U+2029 script close', (r) => `</script>\u2029<script>${r}</script>`],
  ['template literal', (r) => `\${${r}}`],
  ['angular expression', (r) => `{{constructor.constructor(/${r}/.source)()}}`],
];

/** The marker a payload calls: mostly the recorder, some the dialogs a naive test would look for. */
function runner(id: number): string {
  switch (id % 5) {
    case 1:
      return `alert(${id})`;
    case 3:
      return `confirm(${id})`;
    default:
      return `__xss(${id})`;
  }
}

/** Every template once, numbered from `firstId`. */
export function payloads(firstId = 1): Payload[] {
  return TEMPLATES.map(([name, build], index) => {
    const id = firstId + index;
    return { id, name, text: build(runner(id)) };
  });
}

export const PAYLOAD_COUNT = TEMPLATES.length;
