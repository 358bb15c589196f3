import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MatchEvidenceRecord, MatchSuggestion } from '@toll/contract/bank';

/** One piece of evidence in the reader's words ("reference A00000001", "IBAN known …"). */
export function useEvidenceText() {
  const { t } = useTranslation('office');
  return (e: MatchEvidenceRecord) =>
    `${t(`bank.evidence.${e.kind}`, { detail: e.detail })} (+${e.points})`;
}

/**
 * A line's match as a clerk reads it: the score, the evidence it was booked by, or, while it
 * waits, its best candidates each with its score and evidence.
 */
export function MatchEvidence(props: {
  score: number | null;
  evidence: MatchEvidenceRecord[];
  suggestions: MatchSuggestion[];
}) {
  const { t } = useTranslation('office');
  const text = useEvidenceText();
  if (props.score === null && props.suggestions.length === 0) return null;
  return (
    <Stack gap={2}>
      {props.score !== null && (
        <Text size="sm" fw={600}>
          {props.score}
        </Text>
      )}
      {props.evidence.map((e) => (
        <Text key={e.kind} size="xs" c="dimmed">
          {text(e)}
        </Text>
      ))}
      {props.suggestions.length > 0 && (
        <Text size="xs" fw={600}>
          {t('bank.suggestions')}
        </Text>
      )}
      {props.suggestions.map((s) => (
        <Text
          key={`${s.kind}${s.accountId ?? ''}${s.invoiceNumber ?? ''}${s.partnerId ?? ''}`}
          size="xs"
        >
          {[s.invoiceNumber, s.accountNumber, s.partnerId ? `SP-${s.partnerId}` : null, s.name]
            .filter(Boolean)
            .join(' · ')}
          {` — ${s.score}: `}
          {s.evidence.map(text).join(', ')}
        </Text>
      ))}
    </Stack>
  );
}
