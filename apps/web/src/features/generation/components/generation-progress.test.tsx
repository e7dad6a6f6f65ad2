import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PreviewBlock } from '../lib/preview-blocks.ts';
import { GenerationProgress } from './generation-progress.tsx';

describe('the progress line', () => {
  it('while the writer works, a progress line shows the stage and the elapsed time', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      const { rerender } = render(<GenerationProgress preview={[]} />);
      const line = screen.getByTestId('generation-progress');
      expect(within(line).getByText('기사 읽는 중')).toHaveAttribute('aria-current', 'step');
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      expect(line).toHaveTextContent('3초 지남');
      const draft: PreviewBlock[] = [{ block: 0, kind: 'title', text: '기준금리' }];
      rerender(<GenerationProgress preview={draft} />);
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(within(screen.getByTestId('generation-progress')).getByText('글 쓰는 중')).toHaveAttribute(
        'aria-current',
        'step',
      );
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(within(screen.getByTestId('generation-progress')).getByText('이미지·상품 고르는 중')).toHaveAttribute(
        'aria-current',
        'step',
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
