import { describe, expect, it } from 'vitest';
import { htmlToBlocks } from '../post-blocks.ts';
import { blocksToMarkdown } from './post-markdown.ts';

const markdown = (html: string) => blocksToMarkdown(htmlToBlocks(html));

describe('blocksToMarkdown', () => {
  it('escapes text that would otherwise read as Markdown or HTML', () => {
    expect(markdown('<p># 해시 *별* [괄호] &lt;b&gt; 1~3권</p>')).toBe('\\# 해시 \\*별\\* \\[괄호\\] \\<b> 1\\~3권');
    expect(markdown('<p>1. 번호처럼<br>- 대시처럼<br>---</p>')).toBe('1\\. 번호처럼\\\n\\- 대시처럼\\\n\\---');
    expect(markdown('<p>12.4km예요.</p>')).toBe('12.4km예요.');
  });

  it('keeps emphasis, links and images, with brackets and spaces in URLs encoded', () => {
    expect(
      markdown('<p><strong>굵게 </strong>보통 <em>기울임</em> <a href="https://a.example/x_(y)">링크</a></p>'),
    ).toBe('**굵게** 보통 *기울임* [링크](https://a.example/x_%28y%29)');
    expect(
      markdown('<figure><img src="https://i.example/a b.png" alt="그림"><figcaption>설명</figcaption></figure>'),
    ).toBe('![그림](https://i.example/a%20b.png)\n\n설명');
  });

  it('nests lists, starts a new list after a different kind, and quotes with >', () => {
    expect(markdown('<ul><li>하나<ul><li>안쪽</li></ul></li><li>둘</li></ul><ol start="3"><li>셋</li></ol>')).toBe(
      '- 하나\n    - 안쪽\n- 둘\n\n3. 셋',
    );
    expect(markdown('<blockquote><p>첫째</p><p>둘째</p></blockquote><p>밖</p>')).toBe('> 첫째\n>\n> 둘째\n\n밖');
  });
});
