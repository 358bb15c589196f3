import { useEffect, useRef } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ValidateResponse } from '@toll/contract/public-check';
import { LangLink } from '../../../components/lang-link';
import { buyVignettePath } from '../model/check-links';
import { vehicleLabel } from '../model/lookup-schemas';
import { needsVignette } from '../model/vignette-status';
import { VignetteCard } from './vignette-card';

/**
 * What a look-up found: each vignette as a card, or plainly that there is none, with the way to
 * buy one for that vehicle. The heading takes the focus when the answer arrives, so keyboard and
 * screen-reader users land on it.
 */
export function CheckResults({ answer }: { answer: ValidateResponse }) {
  const { t } = useTranslation('vignette-checks');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [answer]);
  const vehicle =
    answer.countryCode && answer.lpn ? vehicleLabel(answer.countryCode, answer.lpn) : null;
  const none = answer.vignettes.length === 0;

  return (
    <Stack gap="md" component="section" aria-labelledby="check-results">
      <Title order={2} size="h3" id="check-results" ref={heading} tabIndex={-1}>
        {t('check.resultsTitle', { vehicle: vehicle ?? '' })}
      </Title>
      {answer.vignettes.map((vignette, index) => (
        <VignetteCard
          key={`${vignette.number ?? 'exempt'}-${index}`}
          vignette={vignette}
          index={index}
        />
      ))}
      {vehicle && needsVignette(answer.vignettes) && (
        <Stack gap="xs" data-testid="no-vignette">
          <Text fw={600}>
            {t(none ? 'check.noVignette' : 'check.noValidVignette', { vehicle })}
          </Text>
          <Anchor
            component={LangLink}
            to={buyVignettePath(answer.countryCode!, answer.lpn!)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('check.buy', { vehicle })}
          </Anchor>
        </Stack>
      )}
    </Stack>
  );
}
