import { useEffect, useRef } from 'react';
import { Alert } from '@mantine/core';

export type FormAlertProps = {
  message: string | null | undefined;
  /** 'error' is announced at once and takes the focus; the others are announced politely. */
  kind?: 'error' | 'success' | 'info';
  title?: string;
};

const COLORS = { error: 'red', success: 'green', info: 'blue' } as const;

/** A form's overall message: the server's error (spec §8) or a confirmation of success. */
export function FormAlert({ message, kind = 'error', title }: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message && kind === 'error') ref.current?.focus();
  }, [message, kind]);
  if (!message) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role={kind === 'error' ? 'alert' : 'status'}
      color={COLORS[kind]}
      title={title}
      mb="md"
    >
      {message}
    </Alert>
  );
}
