import { useState } from 'react';
import { Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { startShiftBodySchema, type CashierShift } from '@toll/contract/pos';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form-alert';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useLang } from '../../i18n/use-lang';
import { downloadReport } from '../cashier-shift';
import { useTabletShift } from './use-tablet-shift';

const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

/**
 * The shift strip on every tablet page (spec §4): the open shift and "Close shift" (after the
 * confirmation, then the two reports), or the station's POS and "Open shift".
 */
export function TabletShiftPanel() {
  const { t } = useTranslation('tablet');
  const state = useTabletShift();
  const { shift, shiftPos, start, end } = state;
  const [confirming, setConfirming] = useState(false);
  const [closed, setClosed] = useState<CashierShift | null>(null);
  if (state.loading) return null;
  if (!shift && shiftPos.length === 0 && state.salePos !== null) return null; // no shifts here

  return (
    <Card
      withBorder
      padding="md"
      data-testid="tablet-shift"
      aria-label={t('shift.label')}
      component="section"
    >
      <Stack gap="sm">
        {closed && <ClosedShift shift={closed} />}
        {shift ? (
          <Group justify="space-between" wrap="wrap">
            <Text fw={600} size="lg" data-testid="tablet-shift-open">
              {t('shift.openAt', {
                pos: `${shift.posCode} ${shift.posName}`,
                start: formatSofiaDisplay(new Date(shift.start)),
              })}
            </Text>
            <Button size="lg" color="red" variant="light" onClick={() => setConfirming(true)}>
              {t('shift.close')}
            </Button>
          </Group>
        ) : shiftPos.length === 0 ? (
          <FormAlert message={t('shift.noShiftPos')} />
        ) : (
          <OpenShift
            shiftPos={shiftPos}
            opening={start.isPending}
            onOpen={(id) => start.mutate(id, { onSuccess: () => setClosed(null) })}
          />
        )}
        <FormAlert message={errorText(start.error)} />
      </Stack>
      {shift && (
        <ConfirmDialog
          opened={confirming}
          title={t('shift.close')}
          message={t('shift.confirmClose')}
          busy={end.isPending}
          error={errorText(end.error)}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            end.mutate(shift.id, {
              onSuccess: (done) => {
                setClosed(done);
                setConfirming(false);
              },
            })
          }
        />
      )}
    </Card>
  );
}

/** "Open shift" at the station's POS that works in shifts, or at the one chosen of several. */
function OpenShift(props: {
  shiftPos: readonly { id: number; code: string; name: string }[];
  opening: boolean;
  onOpen: (posId: number) => void;
}) {
  const { shiftPos, opening, onOpen } = props;
  const { t } = useTranslation('tablet');
  const only = shiftPos.length === 1 ? String(shiftPos[0]!.id) : '';
  const { form, submitWith } = useSchemaForm(startShiftBodySchema, {
    defaultValues: { posId: only },
    fields: ['posId'],
  });
  const chosen = (form.watch('posId') as string) || only;
  return (
    <form noValidate onSubmit={submitWith(({ posId }) => onOpen(Number(posId)))}>
      <Group align="flex-end" wrap="wrap">
        <Text fw={600} size="lg">
          {t('shift.none')}
        </Text>
        {shiftPos.length > 1 && (
          <Controller
            control={form.control}
            name="posId"
            render={({ field, fieldState }) => (
              <Select
                size="lg"
                label={t('shift.pos')}
                data={shiftPos.map((p) => ({ value: String(p.id), label: `${p.code} ${p.name}` }))}
                value={(field.value as string) || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                required
              />
            )}
          />
        )}
        <Button size="lg" type="submit" loading={opening} disabled={!chosen}>
          {t('shift.open')}
        </Button>
      </Group>
    </form>
  );
}

function ClosedShift({ shift }: { shift: CashierShift }) {
  const { t } = useTranslation('tablet');
  const lang = useLang();
  const [error, setError] = useState<string | null>(null);
  const get = (kind: 'detailed' | 'summary') =>
    downloadReport(lang, shift.id, kind).catch((e: unknown) => setError(errorText(e)));
  return (
    <Stack gap="xs">
      <Text role="status">
        {t('shift.closedText', { id: shift.id, pos: `${shift.posCode} ${shift.posName}` })}
      </Text>
      <FormAlert message={error} />
      <Group>
        <Button size="lg" variant="default" onClick={() => void get('detailed')}>
          {t('shift.detailed')}
        </Button>
        <Button size="lg" variant="default" onClick={() => void get('summary')}>
          {t('shift.summary')}
        </Button>
      </Group>
    </Stack>
  );
}
