import { useState } from 'react';
import { Alert, Anchor, Button, Container, Group, Loader, Stack, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { Partner } from '@toll/contract/partners';
import { ApiRequestError } from '../../../api/client';
import { FormAlert } from '../../../components/form-alert';
import { applyServerError } from '../../../forms/apply-server-error';
import { contractResolver } from '../../../forms/contract-resolver';
import { errorText } from '../../../forms/error-text';
import { usePartnersT } from '../../../i18n/partners-bundle';
import { useLang } from '../../../i18n/use-lang';
import { isEikDuplicated } from '../api/eik-duplicate';
import { usePartner } from '../api/get-partner';
import { usePartnerChoices } from '../api/partner-choices';
import { PARTNERS_KEY, partnerKey } from '../api/partner-keys';
import { savePartner, type PartnerSaveKind } from '../api/save-partner';
import {
  formFieldOf,
  partnerBody,
  partnerFormDefaults,
  partnerFormSchema,
  PARTNER_FORM_FIELDS,
  type PartnerFormInput,
  type PartnerFormValues,
} from '../partner-form-schema';
import { usePartnerRights } from '../use-partner-rights';
import { StatusBadge } from './partner-list-columns';
import { PartnerHistoryDialog } from './partner-history-dialog';
import { PartnerStatusFlow, type StatusAction } from './partner-status-flow';
import { PartnerTabs } from './partner-tabs';

export type PartnerFormPageProps = {
  kind: PartnerSaveKind;
  /** The partner to edit, or 'new'. */
  id: number | 'new';
  onClose: () => void;
  /** A new partner was saved: the page moves to its address, showing `message`. */
  onCreated: (id: number, message: string) => void;
  /** A message to show on opening (the one of the save that created the partner). */
  notice?: string | null;
};

/** The server's field errors under the form's names (commissionBp → commission, …). */
function onFormFields(error: unknown): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  const fieldErrors = error.fieldErrors.map((item) => ({
    ...item,
    field: formFieldOf(item.field) ?? item.field,
  }));
  return new ApiRequestError(error.message, error.status, fieldErrors);
}

/**
 * The partner screen (spec §2, §3 Partner): loads the partner (or starts a new one) and shows its
 * editor.
 */
export function PartnerFormPage(props: PartnerFormPageProps) {
  const t = usePartnersT();
  const { id, onClose } = props;
  const loaded = usePartner(id === 'new' ? null : id);
  if (id === 'new') return <PartnerEditor {...props} initial={null} />;
  if (loaded.isPending) return <Loader m="xl" aria-label={t('loading')} />;
  if (!loaded.data)
    return (
      <Container size="xl" py="lg">
        <FormAlert message={loaded.error?.message ?? errorText({ code: 'partner.notFound' })} />
        <Anchor component="button" onClick={onClose}>
          {t('form.backToList')}
        </Anchor>
      </Container>
    );
  return <PartnerEditor {...props} initial={loaded.data} />;
}

/**
 * The tabbed form for creating and editing a partner, its status changes, commissioners, API keys
 * and change history. Saving names the version read; another user's save in between is refused
 * (409) with a reload action.
 */
function PartnerEditor({
  kind,
  initial,
  onClose,
  onCreated,
  notice: openingNotice = null,
}: PartnerFormPageProps & { initial: Partner | null }) {
  const t = usePartnersT();
  const lang = useLang();
  const rights = usePartnerRights();
  const queryClient = useQueryClient();
  const creating = initial === null;
  const loaded = usePartner(initial?.id ?? null);
  const partner = creating ? null : (loaded.data ?? initial);
  const vendors = usePartnerChoices('getVendors', rights.write);
  const readOnly = !rights.write;
  const form = useForm<PartnerFormInput, unknown, PartnerFormValues>({
    resolver: contractResolver(partnerFormSchema(kind)),
    mode: 'onTouched',
    defaultValues: partnerFormDefaults(initial, lang),
  });
  const [notice, setNotice] = useState<string | null>(openingNotice);
  const [failure, setFailure] = useState<{ message: string; stale: boolean } | null>(null);
  const [statusAction, setStatusAction] = useState<StatusAction | null>(null);
  const [history, setHistory] = useState(false);

  // The version the form's values came from: a refetch in the background (the window regaining
  // focus) must not turn a save over another user's change into a silent overwrite.
  const [baseVersion, setBaseVersion] = useState(initial?.version ?? 0);
  const keep = (saved: Partner) => {
    setBaseVersion(saved.version);
    queryClient.setQueryData(partnerKey(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: PARTNERS_KEY, exact: false });
  };
  const save = useMutation({
    mutationFn: (values: PartnerFormValues) =>
      savePartner(
        lang,
        kind,
        partner ? { ...partnerBody(values), version: baseVersion } : partnerBody(values),
        partner?.id ?? null,
      ),
    onSuccess: (saved) => {
      keep(saved);
      if (creating) {
        onCreated(saved.id, t('form.created', { name: saved.name }));
        return;
      }
      form.reset(partnerFormDefaults(saved, lang));
      setNotice(t('form.saved'));
    },
    onError: (error) => {
      const rest = applyServerError(onFormFields(error), form.setError, PARTNER_FORM_FIELDS);
      const stale = error instanceof ApiRequestError && error.status === 409;
      setFailure(rest === null ? null : { message: rest, stale });
    },
  });
  const submit = form.handleSubmit((values) => {
    setNotice(null);
    setFailure(null);
    save.mutate(values);
  });
  const reload = async () => {
    setFailure(null);
    setNotice(null);
    const fresh = await loaded.refetch();
    if (fresh.data) {
      form.reset(partnerFormDefaults(fresh.data, lang));
      setBaseVersion(fresh.data.version);
    }
  };
  const checkEik = async (eik: string) => {
    if (eik === '' || form.getFieldState('eik').invalid) return;
    try {
      if (await isEikDuplicated(lang, eik, partner?.id ?? null))
        form.setError('eik', { type: 'server', message: errorText({ code: 'contract.uicTaken' }) });
    } catch {
      // The check is a courtesy: the server refuses a duplicate on saving anyway.
    }
  };

  const status = partner ? (partner.status === 'INACTIVE' ? 'SUSPENDED' : partner.status) : null;
  const title = partner
    ? t('form.editTitle', { name: partner.name })
    : t(kind === 'sales-partner' ? 'form.createSalesTitle' : 'form.createTitle');

  return (
    <Container size="xl" py="lg">
      <title>{title}</title>
      <Stack gap="md">
        <Anchor component="button" type="button" onClick={onClose} w="fit-content">
          ← {t('form.backToList')}
        </Anchor>
        <Group justify="space-between" align="center">
          <Group gap="sm">
            <Title order={1}>{title}</Title>
            {partner && (
              <StatusBadge
                size="lg"
                status={partner.status}
                label={t(`statuses.${partner.status}`)}
              />
            )}
          </Group>
          {partner && (
            <Group gap="xs">
              {rights.write && status === 'ACTIVE' && (
                <Button variant="outline" color="red.9" onClick={() => setStatusAction('suspend')}>
                  {t('menu.suspend')}
                </Button>
              )}
              {rights.write && status === 'SUSPENDED' && (
                <Button variant="default" onClick={() => setStatusAction('reactivate')}>
                  {t('menu.reactivate')}
                </Button>
              )}
              <Button variant="default" onClick={() => setHistory(true)}>
                {t('menu.history')}
              </Button>
            </Group>
          )}
        </Group>
        {partner?.statusReason && status !== 'ACTIVE' && (
          <Alert color="orange">{t('form.statusReason', { reason: partner.statusReason })}</Alert>
        )}
        <FormAlert message={notice} kind="success" />
        {failure && (
          <Alert color="red" role="alert">
            <Stack gap="xs">
              {failure.message}
              {failure.stale && (
                <Button size="xs" w="fit-content" onClick={() => void reload()}>
                  {t('form.reload')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <PartnerTabs
          kind={kind}
          form={form}
          partner={partner}
          readOnly={readOnly}
          vendors={vendors.data ?? []}
          saving={save.isPending}
          onSubmit={(event) => void submit(event)}
          onEikBlur={(eik) => void checkEik(eik)}
          onPartnerChanged={(saved, message) => {
            if (saved) keep(saved);
            else void loaded.refetch();
            setNotice(message);
          }}
        />
      </Stack>
      {partner && (
        <PartnerStatusFlow
          request={
            statusAction
              ? {
                  action: statusAction,
                  partner: { id: partner.id, name: partner.name, version: partner.version },
                }
              : null
          }
          onClose={() => setStatusAction(null)}
          onDone={(message, saved) => {
            setStatusAction(null);
            keep(saved);
            setNotice(message);
          }}
        />
      )}
      {partner && history && (
        <PartnerHistoryDialog partner={partner} onClose={() => setHistory(false)} />
      )}
    </Container>
  );
}
