import { describe, expect, it } from 'vitest';
import { countOpenSlots, escapeHtml, nestsDeeperThan, sanitizePostHtml } from './html.ts';

describe('sanitizePostHtml', () => {
  it.each([
    '<script>alert(1)</script>',
    '<img src="x" onerror="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '<svg onload="alert(1)"></svg>',
    '<iframe src="https://evil.example"></iframe>',
    '<p style="background:url(javascript:alert(1))">x</p>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
    '<form action="https://evil.example"><input></form>',
  ])('removes %s', (payload) => {
    const clean = sanitizePostHtml(`<p>안녕</p>${payload}`);
    expect(clean).not.toMatch(/script|onerror|onload|javascript:|iframe|style=|data:|<form|<input/i);
    expect(clean).toContain('<p>안녕</p>');
  });

  it('keeps structure, images and http(s) links with safe rel', () => {
    const clean = sanitizePostHtml(
      '<h2>제목</h2><figure><img src="https://a.example/x.png" alt="그림"></figure><a href="https://b.example">링크</a>',
    );
    expect(clean).toContain('<h2>제목</h2>');
    expect(clean).toContain('<img src="https://a.example/x.png" alt="그림" />');
    expect(clean).toContain('rel="noopener noreferrer nofollow"');
  });

  it('escapes text', () => {
    expect(escapeHtml(`<b>"&'`)).toBe('&lt;b&gt;&quot;&amp;&#39;');
  });
});

describe('walking deep HTML', () => {
  it('measures depth on the parser’s events, implied closes included', () => {
    expect(nestsDeeperThan('<p>a<p>b<p>c', 1)).toBe(false);
    expect(nestsDeeperThan('<div><p><img src="x"><br></p></div>', 3)).toBe(false);
    expect(nestsDeeperThan('<div><p><span>x</span></p></div>', 2)).toBe(true);
    expect(nestsDeeperThan('<b>'.repeat(1_000_000), 40)).toBe(true);
  });

  it('counts open slots in markup of any depth without overflowing the stack', () => {
    const slot = '<p class="experience-slot" data-placeholder="내 경험">내 경험</p>';
    expect(countOpenSlots(`${'<b>'.repeat(20_000)}${slot}`)).toBe(1);
    expect(countOpenSlots(`<div>${'<span>'.repeat(20_000)}</div>`)).toBe(0);
  });
});
