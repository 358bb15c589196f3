import { Button, Code, CopyButton, Stack, Text } from '@mantine/core';
import { MessageDialog } from './message-dialog';

export type SecretShownOnceDialogProps = {
  /** The secret just issued; null keeps the dialog closed. */
  secret: string | null;
  title: string;
  /** Says the secret is shown only now. */
  text: string;
  copyLabel: string;
  copiedLabel: string;
  /** The test id of the secret's code block. */
  testId: string;
  onClose: () => void;
};

/**
 * A key or secret shown the one time it is issued: a message dialog with the value in a code block
 * and a copy button (partners' reseller API keys, the outside toll service's keys).
 */
export function SecretShownOnceDialog({
  secret,
  title,
  text,
  copyLabel,
  copiedLabel,
  testId,
  onClose,
}: SecretShownOnceDialogProps) {
  return (
    <MessageDialog
      opened={secret !== null}
      title={title}
      onClose={onClose}
      message={
        <Stack gap="sm">
          <Text>{text}</Text>
          <Code block data-testid={testId}>
            {secret}
          </Code>
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? copiedLabel : copyLabel}
              </Button>
            )}
          </CopyButton>
        </Stack>
      }
    />
  );
}
