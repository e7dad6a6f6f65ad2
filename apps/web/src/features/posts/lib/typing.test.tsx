import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTyping } from '../components/use-typing.ts';
import { typingDelay, typingSteps } from './typing.ts';

describe('typingDelay', () => {
  it('is 2 ms for angle brackets, 10 ms for spaces and 7–22 ms for anything else', () => {
    expect(typingDelay('<')).toBe(2);
    expect(typingDelay('>')).toBe(2);
    expect(typingDelay(' ')).toBe(10);
    expect(typingDelay('가', () => 0)).toBe(7);
    expect(typingDelay('가', () => 0.999_999)).toBe(22);
    for (let i = 0; i < 200; i += 1) {
      const delay = typingDelay('a');
      expect(delay).toBeGreaterThanOrEqual(7);
      expect(delay).toBeLessThanOrEqual(22);
    }
  });

  it('turns sanitized HTML into steps whose delays add up per character', () => {
    const steps = typingSteps('<p>가&amp;</p>', () => 0);
    expect(steps.map((step) => [step.kind, step.delay])).toEqual([
      ['open', 2 + 7 + 2],
      ['text', 7],
      ['text', 7 * 5],
      ['close', 2 + 7 + 7 + 2],
    ]);
    expect(steps[2]).toMatchObject({ text: '&' });
  });

  it('types a tag’s attributes at the brackets’ speed (they are never seen)', () => {
    const tag = '<p class="experience-slot" data-placeholder="나의 경험을 적어 주세요.">';
    const [open] = typingSteps(`${tag}</p>`, () => 0);
    expect(open!.delay).toBe(2 + 7 + (tag.length - 2) * 2);
  });
});

function Harness({ html, animate }: { html: string | null; animate?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const typing = useTyping(html, ref, {
    decorate: (element) => element,
    cursorClassName: 'typing-cursor',
    ...(animate === undefined ? {} : { animate }),
  });
  return (
    <>
      <div data-testid="out" ref={ref} />
      <p>{typing.done ? '완료' : '입력 중'}</p>
      <button type="button" onClick={typing.showAll}>
        한 번에 보기
      </button>
    </>
  );
}

describe('the typing effect', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const out = () => screen.getByTestId('out');
  const at = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('waits 300 ms, then types each character with its own delay and shows a cursor until done', () => {
    render(<Harness html="<p>가 나</p>" />);
    // <p> = 2 + 7 + 2 ms, 가 = 7, space = 10, 나 = 7, </p> = 2 + 7 + 7 + 2.
    at(299);
    expect(out()).toHaveTextContent('');
    at(1 + 11); // 311: the paragraph opened
    expect(out().querySelector('p')).not.toBeNull();
    expect(out()).toHaveTextContent('');
    at(6); // 317
    expect(out().querySelector('p')?.textContent).toBe('');
    at(1); // 318
    expect(out().querySelector('p')?.textContent).toBe('가');
    at(9); // 327
    expect(out().querySelector('p')?.textContent).toBe('가');
    at(1); // 328
    expect(out().querySelector('p')?.textContent).toBe('가 ');
    at(7); // 335
    expect(out().querySelector('p')?.textContent).toBe('가 나');
    expect(out().querySelector('.typing-cursor')).not.toBeNull();
    expect(screen.getByText('입력 중')).toBeInTheDocument();
    at(18); // 353: the closing tag
    expect(screen.getByText('완료')).toBeInTheDocument();
    expect(out().querySelector('.typing-cursor')).toBeNull();
    expect(out().innerHTML).toBe('<p>가 나</p>');
  });

  it('creates an image once, and "show all" completes the text at once', async () => {
    const html = '<p>첫 문단</p><img src="https://img.example/a.jpg" alt="사진"><p>긴 마지막 문단입니다</p>';
    render(<Harness html={html} />);
    at(300 + 1_000);
    const image = out().querySelector('img');
    expect(image).not.toBeNull();
    at(40);
    expect(out().querySelector('img')).toBe(image);

    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: '한 번에 보기' }));
    expect(screen.getByText('완료')).toBeInTheDocument();
    expect(out().textContent).toBe('첫 문단긴 마지막 문단입니다');
    expect(out().querySelector('img')).toBe(image);
  });

  it('shows the post complete at once without animation, and is done right after', () => {
    render(<Harness html="<p>가 나</p>" animate={false} />);
    expect(out().innerHTML).toBe('<p>가 나</p>');
    expect(screen.getByText('입력 중')).toBeInTheDocument();
    at(0);
    expect(screen.getByText('완료')).toBeInTheDocument();
    expect(out().querySelector('.typing-cursor')).toBeNull();
  });

  it('is not done any more when the html changes (a regenerated post), and types the new one', () => {
    const { rerender } = render(<Harness html="<p>첫 글</p>" />);
    at(2_000);
    expect(screen.getByText('완료')).toBeInTheDocument();

    rerender(<Harness html={null} />);
    expect(screen.getByText('입력 중')).toBeInTheDocument();
    rerender(<Harness html="<p>새 글</p>" />);
    expect(screen.getByText('입력 중')).toBeInTheDocument();
    expect(out().textContent).toBe('');
    at(2_000);
    expect(screen.getByText('완료')).toBeInTheDocument();
    expect(out().innerHTML).toBe('<p>새 글</p>');

    rerender(<Harness html="<p>또 다른 글</p>" />);
    expect(screen.getByText('입력 중')).toBeInTheDocument();
  });
});
