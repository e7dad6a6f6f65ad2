import { describe, expect, it } from 'vitest';
import { exportPost } from './post-export.ts';
import { htmlToPlainText } from './post-text.ts';

const html = [
  '<p class="disclosure">이 포스팅은 제휴 마케팅 활동의 일환으로, 이에 따른 일정액의 수수료를 제공받습니다.</p>',
  '<p>여름 휴가철을 앞두고 <strong>제주 물빛 둘레길</strong>이 문을 열었어요.</p>',
  '<figure class="post-figure"><img src="https://img.example.com/proxy?url=a.jpg" alt="바다를 따라 이어진 산책로"><figcaption>바다를 따라 이어진 산책로 · 사진: 나들이매거진</figcaption></figure>',
  '<h2>뉴스 요약</h2>',
  '<ul class="post-summary"><li>길이는 12.4km예요.</li><li>입장료는 없어요.</li></ul>',
  '<h2>가는 방법</h2>',
  '<ol><li>공항에서 버스</li><li>둘레길 입구 하차</li></ol>',
  '<p>자세한 안내는 <a href="https://travel.example.com/jeju">관광공사 안내 페이지</a>에 있어요.</p>',
  '<h3>출처</h3>',
  '<ul class="sources"><li class="source"><a href="https://news.example.com/1">둘레길 개통 소식</a> · 나들이매거진</li></ul>',
  '<script>alert(1)</script>',
].join('');
const post = { id: 7, title: '제주 물빛 둘레길 개통, 걸어 볼까요', html, createdAt: new Date('2026-11-20T03:00:00Z') };

describe('exportPost', () => {
  it('writes Markdown with the title, headings, list items, links and images with alt and credit', () => {
    const file = exportPost(post, 'md');
    expect(file.contentType).toBe('text/markdown; charset=utf-8');
    expect(file.body.startsWith('# 제주 물빛 둘레길 개통, 걸어 볼까요\n')).toBe(true);
    expect(file.body).toMatch(/^## 뉴스 요약$/m);
    expect(file.body).toMatch(/^## 가는 방법$/m);
    expect(file.body).toMatch(/^- 길이는 12\.4km예요\.$/m);
    expect(file.body).toMatch(/^1\. 공항에서 버스$/m);
    expect(file.body).toContain('[관광공사 안내 페이지](https://travel.example.com/jeju)');
    expect(file.body).toContain('![바다를 따라 이어진 산책로](https://img.example.com/proxy?url=a.jpg)');
    expect(file.body).toContain('사진: 나들이매거진');
    expect(file.body).toContain('[둘레길 개통 소식](https://news.example.com/1)');
    expect(file.body).not.toContain('alert');
  });

  it('writes a standalone HTML file with its own styles and absolute image URLs', () => {
    const file = exportPost(post, 'html');
    expect(file.body).toMatch(/^<!doctype html>\n<html lang="ko">/);
    expect(file.body).toContain('<meta charset="utf-8">');
    expect(file.body).toContain('<style>');
    expect(file.body).toContain('<h1>제주 물빛 둘레길 개통, 걸어 볼까요</h1>');
    expect(file.body).toContain('src="https://img.example.com/proxy?url=a.jpg"');
    expect(file.body).toContain('<figcaption>바다를 따라 이어진 산책로 · 사진: 나들이매거진</figcaption>');
    expect(file.body).not.toContain('<script');
  });

  it('writes plain text that keeps link URLs, bullets and captions', () => {
    const file = exportPost(post, 'txt');
    const lines = file.body.split('\n');
    expect(lines[0]).toBe('제주 물빛 둘레길 개통, 걸어 볼까요');
    expect(lines).toContain('뉴스 요약');
    expect(lines).toContain('• 길이는 12.4km예요.');
    expect(lines).toContain('1. 공항에서 버스');
    expect(file.body).toContain('관광공사 안내 페이지 (https://travel.example.com/jeju)에 있어요.');
    expect(file.body).toContain('(바다를 따라 이어진 산책로 · 사진: 나들이매거진)');
    expect(file.body).toContain('• 둘레길 개통 소식 (https://news.example.com/1) · 나들이매거진');
    expect(file.body).not.toMatch(/<|alert/);
  });
});

describe('htmlToPlainText', () => {
  it('keeps a link whose text is its URL once', () => {
    expect(htmlToPlainText('<p><a href="https://a.example/">https://a.example/</a></p>')).toBe('https://a.example/');
  });
});
