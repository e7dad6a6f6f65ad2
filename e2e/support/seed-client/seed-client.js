/* global window, document, alert */
// The seed web client's login, as SPEC §7 describes its calls: the main client's base is
// `${backend}/api`, it sends cookies (`withCredentials`) and the member token as a bearer header.
// The login buttons send the whole page to `${backend}/api/auth/{provider}/login/`; the callback pages
// post Kakao's `{code}` alone and Naver's `{code, state}`, store `access` as `accessToken`, and go to
// `/` or `/onboarding` by `user.is_onboarded`. Any failure: an alert and back to `/login`.
const backend = window.__SEED_BACKEND__;
const api = `${backend}/api`;

function client(method, path, body) {
  const headers = { Accept: 'application/json, text/plain, */*' };
  const token = localStorage.getItem('accessToken');
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${api}${path}`, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (response) => {
    const data = await response.json().catch(() => null);
    if (!response.ok)
      throw Object.assign(new Error(`HTTP ${response.status}`), { response: { status: response.status, data } });
    return data;
  });
}

function loginFailed() {
  alert('로그인 중 오류가 발생했습니다.');
  window.location.href = '/login';
}

async function callback(provider) {
  const params = new URLSearchParams(window.location.search);
  const code = params.get('code');
  const state = params.get('state');
  if (!code) return loginFailed();
  try {
    const data =
      provider === 'kakao'
        ? await client('POST', '/auth/kakao/callback/', { code })
        : await client('POST', '/auth/naver/callback/', { code, state });
    localStorage.setItem('accessToken', data.access);
    window.dispatchEvent(new Event('loginStateChange'));
    window.location.href = data.user && data.user.is_onboarded ? '/' : '/onboarding';
  } catch {
    loginFailed();
  }
}

async function home() {
  const status = document.getElementById('status');
  if (!localStorage.getItem('accessToken')) {
    status.textContent = '로그인하지 않았어요';
    return;
  }
  try {
    const me = await client('GET', '/mypage/me');
    status.textContent = `로그인: ${me.data.email}`;
  } catch (error) {
    status.textContent = `실패: ${error.message}`;
  }
}

const path = window.location.pathname;
if (path === '/auth/kakao/callback') void callback('kakao');
else if (path === '/auth/naver/callback') void callback('naver');
else if (path === '/login') {
  document.getElementById('login').hidden = false;
  for (const provider of ['kakao', 'naver']) {
    document.getElementById(provider).addEventListener('click', () => {
      window.location.href = `${api}/auth/${provider}/login/`;
    });
  }
} else void home();
