import { useCallback, useEffect, useState } from 'react';
import { feedbackMs } from '#common/constants.ts';
import './feedback.css';

type FeedbackTone = 'success' | 'error';
export type FeedbackMessage = { text: string; tone: FeedbackTone; serial: number };

/** A short message after an action, gone `ms` after it was given (docs/reference/states.md#browser: 3 s, login 6 s). */
export function useFeedback(ms: number = feedbackMs) {
  const [message, setMessage] = useState<FeedbackMessage | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  // The serial restarts the timer, and lets the same text be announced again for a repeated action.
  const show = useCallback((text: string, tone: FeedbackTone) => {
    setMessage((current) => ({ text, tone, serial: (current?.serial ?? 0) + 1 }));
  }, []);
  const clear = useCallback(() => setMessage(null), []);
  return { message, show, clear };
}

/**
 * The feedback area (docs/reference/screens.md#layout): a live region that is always there, so that screen readers read
 * out each message as it appears.
 */
export function Feedback({ message }: { message: FeedbackMessage | null }) {
  return (
    <div className="feedback" role="status" aria-atomic="true">
      {message && (
        <p key={message.serial} className={`feedback__message feedback__message--${message.tone}`}>
          {message.text}
        </p>
      )}
    </div>
  );
}
