import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

function Harness({ busy = false, onClose }: { busy?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      {open ? (
        <Modal title="상세" onClose={close} busy={busy} footer={<button type="button">확인</button>}>
          <input aria-label="이름" />
          <button type="button" onClick={() => setConfirm(true)}>
            확인 창 열기
          </button>
        </Modal>
      ) : null}
      {confirm ? (
        <Modal title="확인" layer="confirm" onClose={() => setConfirm(false)}>
          <p>정말요?</p>
        </Modal>
      ) : null}
    </>
  );
}

describe('Modal', () => {
  it('opens native modal dialogs in the order of the layers, closes the top one first, and has no header/footer landmarks', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '열기' }));
    const detail = screen.getByRole('dialog', { name: '상세' });
    expect(detail.localName).toBe('dialog');
    expect(detail).toHaveAttribute('open');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();

    await user.click(screen.getByRole('button', { name: '확인 창 열기' }));
    const confirm = screen.getByRole('dialog', { name: '확인' });
    expect(confirm).toHaveAttribute('open');
    expect(confirm).toHaveAttribute('data-modal-layer', 'confirm');
    await user.keyboard('{Escape}');
    expect(confirm).not.toBeInTheDocument();
    expect(detail).toHaveAttribute('open');

    await user.keyboard('{Escape}');
    expect(detail).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '열기' })).toHaveFocus();
  });

  it('is a labelled modal dialog that takes focus, traps Tab and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '열기' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: '상세' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.tab();
    expect(screen.getByRole('button', { name: '창 닫기' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: '확인' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '창 닫기' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '확인' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on an overlay click but not on a click inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '열기' }));
    await user.click(screen.getByRole('textbox', { name: '이름' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Escape, the overlay and its close button while busy', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness busy onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: '열기' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('modal-overlay'));
    expect(screen.getByRole('button', { name: '창 닫기' })).toBeDisabled();
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-busy', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('with two open, Escape closes only the top one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '열기' }));
    await user.click(screen.getByRole('button', { name: '확인 창 열기' }));
    expect(screen.getByRole('dialog', { name: '확인' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '확인' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '상세' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '확인 창 열기' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps a higher layer on top when a lower one opens after it', async () => {
    function Layers() {
      const [detail, setDetail] = useState(false);
      const [picture, setPicture] = useState(true);
      return (
        <>
          {picture ? (
            <Modal title="사진" layer="lightbox" onClose={() => setPicture(false)}>
              <button type="button" onClick={() => setDetail(true)}>
                상세 열기
              </button>
            </Modal>
          ) : null}
          {detail ? (
            <Modal title="상세" onClose={() => setDetail(false)}>
              <p>본문</p>
            </Modal>
          ) : null}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Layers />);
    await user.click(screen.getByRole('button', { name: '상세 열기' }));
    expect(screen.getByRole('dialog', { name: '상세' })).toHaveAttribute('open');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '사진' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '상세' })).toHaveAttribute('open');
  });

  it('a dialog rendered inside another closes alone on Escape', async () => {
    const onOuterClose = vi.fn();
    function Nested() {
      const [inner, setInner] = useState(true);
      return (
        <Modal title="바깥" onClose={onOuterClose}>
          {inner ? (
            <Modal title="안쪽" layer="confirm" onClose={() => setInner(false)}>
              <p>확인할까요?</p>
            </Modal>
          ) : null}
        </Modal>
      );
    }
    const user = userEvent.setup();
    render(<Nested />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '안쪽' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '바깥' })).toHaveAttribute('open');
    expect(onOuterClose).not.toHaveBeenCalled();
  });
});
