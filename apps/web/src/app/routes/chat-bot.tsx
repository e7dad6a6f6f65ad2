import { Bot, SendHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import styles from './chat-bot.module.css';

export const BOT_REPLY = '답변 기능을 준비하고 있어요. 조금만 기다려 주세요!';

interface Message {
  id: number;
  from: 'user' | 'bot';
  text: string;
}

/** A placeholder chat (SPEC §2): every message gets the same canned reply; nothing is sent anywhere. */
export function ChatBotRoute() {
  const [messages, setMessages] = useState<Message[]>([
    { id: 0, from: 'bot', text: '안녕하세요! 글감 챗봇이에요. 궁금한 점을 남겨 주세요.' },
  ]);
  const [draft, setDraft] = useState('');
  const endRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setMessages((current) => [
      ...current,
      { id: current.length, from: 'user', text },
      { id: current.length + 1, from: 'bot', text: BOT_REPLY },
    ]);
    setDraft('');
  };

  return (
    <PageContainer width="narrow">
      <PageHeader title="글감 챗봇" description="궁금한 점을 남기면 글감이 답변을 도와드려요." />
      <div className={styles.chat}>
        <ol className={styles.messages} aria-label="대화" aria-live="polite">
          {messages.map((message) => (
            <li key={message.id} className={message.from === 'user' ? styles.user : styles.bot}>
              {message.from === 'bot' ? <Bot className={styles.botIcon} aria-label="챗봇" /> : null}
              <p className={styles.bubble}>{message.text}</p>
            </li>
          ))}
          <li ref={endRef} aria-hidden="true" />
        </ol>
        <form className={styles.composer} onSubmit={send}>
          <label htmlFor="chat-input" className="visually-hidden">
            메시지
          </label>
          <input
            id="chat-input"
            className={styles.input}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="메시지를 입력하고 Enter를 눌러 주세요"
            autoComplete="off"
          />
          <Button type="submit" aria-label="보내기">
            <SendHorizontal aria-hidden="true" />
          </Button>
        </form>
      </div>
    </PageContainer>
  );
}
