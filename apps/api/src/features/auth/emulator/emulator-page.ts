import type { Provider } from '@geulgam/contracts';

const BRAND = {
  kakao: { name: '카카오', background: '#FEE500', text: '#191919', accent: '#3C1E1E' },
  naver: { name: '네이버', background: '#03C75A', text: '#FFFFFF', accent: '#02A84C' },
} as const;

const SAMPLE_IDENTITIES = [
  { email: 'minji@example.com', nickname: '민지' },
  { email: 'junho@example.com', nickname: '준호' },
  { email: 'seoyeon@example.com', nickname: '서연' },
];

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function hiddenFields(params: Record<string, string | undefined>): string {
  return Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
}

/** The emulator's sign-in page: pick a sample identity or type one. No scripts. */
export function renderAuthorizePage(
  provider: Provider,
  params: Record<string, string | undefined>,
  error?: string,
): string {
  const brand = BRAND[provider];
  const hidden = hiddenFields(params);
  const samples = SAMPLE_IDENTITIES.map(
    (identity) => `<form method="post" class="sample">${hidden}
      <input type="hidden" name="email" value="${identity.email}"><input type="hidden" name="nickname" value="${identity.nickname}">
      <button type="submit">${identity.nickname} <span>${identity.email}</span></button></form>`,
  ).join('');
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${brand.name} 로그인 (로컬 에뮬레이터)</title>
<style>
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f5f7;
    font-family: Pretendard, 'Noto Sans KR', system-ui, sans-serif; color: #1f2328; word-break: keep-all; }
  main { width: min(420px, calc(100vw - 32px)); background: #fff; border-radius: 16px; padding: 28px 24px;
    box-shadow: 0 8px 30px rgba(0,0,0,.08); }
  .badge { display: inline-block; background: ${brand.background}; color: ${brand.text}; font-weight: 700;
    border-radius: 999px; padding: 6px 14px; font-size: 14px; }
  h1 { font-size: 22px; margin: 16px 0 6px; }
  p.note { margin: 0 0 20px; color: #5b6270; font-size: 14px; line-height: 1.6; }
  label { display: block; font-size: 14px; font-weight: 600; margin: 14px 0 6px; }
  input[type=email], input[type=text] { width: 100%; padding: 12px 14px; border: 1px solid #d0d4da; border-radius: 10px; font: inherit; }
  input:focus-visible, button:focus-visible { outline: 3px solid ${brand.accent}; outline-offset: 2px; }
  button { font: inherit; cursor: pointer; }
  .primary { width: 100%; margin-top: 20px; padding: 14px; border: 0; border-radius: 10px; font-weight: 700;
    background: ${brand.background}; color: ${brand.text}; }
  h2 { font-size: 14px; color: #5b6270; margin: 24px 0 8px; font-weight: 600; }
  .sample { margin: 0 0 8px; }
  .sample button { width: 100%; text-align: left; padding: 10px 14px; border: 1px solid #e3e6ea; border-radius: 10px; background: #fafbfc; }
  .sample span { color: #5b6270; font-size: 13px; margin-left: 6px; }
  .error { background: #fdecec; color: #a4161a; border-radius: 10px; padding: 10px 12px; font-size: 14px; }
</style></head>
<body><main>
  <span class="badge">${brand.name} 로그인</span>
  <h1>테스트 계정으로 로그인</h1>
  <p class="note">개발용 로컬 에뮬레이터예요. 실제 ${brand.name} 계정은 쓰이지 않아요. 같은 이메일은 언제나 같은 사용자로 로그인돼요.</p>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <form method="post">${hidden}
    <label for="email">이메일</label>
    <input id="email" name="email" type="email" required autocomplete="email" placeholder="tester@example.com">
    <label for="nickname">닉네임</label>
    <input id="nickname" name="nickname" type="text" maxlength="20" autocomplete="nickname" placeholder="테스터">
    <button class="primary" type="submit">동의하고 계속하기</button>
  </form>
  <h2>빠른 선택</h2>
  ${samples}
</main></body></html>`;
}

export function renderErrorPage(message: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>로그인 오류</title></head>
<body style="font-family: system-ui, sans-serif; padding: 32px"><h1>로그인 요청을 처리할 수 없어요</h1><p>${escapeHtml(message)}</p></body></html>`;
}
