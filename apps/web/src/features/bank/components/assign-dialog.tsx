import { useState } from 'react';
import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BankLineRecord, ContractLookupItem, PartnerLookupItem } from '@toll/contract/bank';
import { AppModal } from '../../../components/app-modal';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import {
  BANK_KEY,
  assignPayment,
  assignToPartner,
  formatMinor,
  lookupContracts,
  lookupPartners,
} from '../api/bank-api';

type Share = {
  key: number;
  contract: ContractLookupItem | null;
  target: 'CONTRACT' | 'INITIAL_PAYMENT';
  amount: number | string;
};

/** One share: a contract searched by number, customer id or name, what it pays, and how much. */
function ShareRow(props: { share: Share; index: number; onChange: (s: Share) => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const { share, index, onChange } = props;
  const [search, setSearch] = useState('');
  const found = useQuery({
    queryKey: [...BANK_KEY, 'lookup', lang, search],
    queryFn: ({ signal }) => lookupContracts(lang, search, signal),
    enabled: search.trim().length >= 2,
  });
  const options = [...(found.data ?? []), ...(share.contract ? [share.contract] : [])];
  const unique = [...new Map(options.map((c) => [String(c.accountId), c])).values()];
  return (
    <Group align="end" wrap="wrap" gap="sm">
      <Select
        label={t('bank.assign.contract', { n: index + 1 })}
        placeholder={t('bank.assign.searchContract')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: o }) => o}
        nothingFoundMessage={search.trim().length >= 2 ? t('bank.assign.noContract') : undefined}
        data={unique.map((c) => ({
          value: String(c.accountId),
          label: `${c.accountNumber} · ${c.customerId ?? ''} · ${c.clientName}`,
        }))}
        value={share.contract ? String(share.contract.accountId) : null}
        onChange={(v) =>
          onChange({ ...share, contract: unique.find((c) => String(c.accountId) === v) ?? null })
        }
        w={360}
      />
      <NativeSelect
        label={t('bank.assign.target')}
        value={share.target}
        onChange={(e) => onChange({ ...share, target: e.currentTarget.value as Share['target'] })}
        data={[
          { value: 'CONTRACT', label: t('bank.targets.CONTRACT') },
          { value: 'INITIAL_PAYMENT', label: t('bank.targets.INITIAL_PAYMENT') },
        ]}
      />
      <NumberInput
        label={t('bank.assign.amount', { n: index + 1 })}
        value={share.amount}
        onChange={(v) => onChange({ ...share, amount: v })}
        decimalScale={2}
        min={0.01}
        w={140}
      />
    </Group>
  );
}

/**
 * A sale partner's payment of its obligations (issue #19): the partner searched by name, EIK or
 * number SP-<id>, and the amount (all that is undistributed by default).
 */
function PartnerForm(props: { line: BankLineRecord; undistributed: number; onDone: () => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const client = useQueryClient();
  const { line, undistributed, onDone } = props;
  const [search, setSearch] = useState('');
  const [partner, setPartner] = useState<PartnerLookupItem | null>(null);
  const [amount, setAmount] = useState<number | string>(undistributed / 100);
  const found = useQuery({
    queryKey: [...BANK_KEY, 'partner-lookup', lang, search],
    queryFn: ({ signal }) => lookupPartners(lang, search, signal),
    enabled: search.trim().length >= 2,
  });
  const options = [...(found.data ?? []), ...(partner ? [partner] : [])];
  const unique = [...new Map(options.map((p) => [String(p.partnerId), p])).values()];
  const minor = Math.round(Number(amount || 0) * 100);
  const save = useMutation({
    mutationFn: () =>
      assignToPartner(lang, line.id, { partnerId: partner!.partnerId, amountMinor: minor }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: BANK_KEY });
      onDone();
    },
  });
  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap" gap="sm">
        <Select
          label={t('bank.assignPartner.partner')}
          placeholder={t('bank.assignPartner.searchPartner')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: o }) => o}
          nothingFoundMessage={
            search.trim().length >= 2 ? t('bank.assignPartner.noPartner') : undefined
          }
          data={unique.map((p) => ({
            value: String(p.partnerId),
            label: `${p.partnerNumber} · ${p.name}${p.eik ? ` · ${p.eik}` : ''}`,
          }))}
          value={partner ? String(partner.partnerId) : null}
          onChange={(v) => setPartner(unique.find((p) => String(p.partnerId) === v) ?? null)}
          w={360}
        />
        <NumberInput
          label={t('bank.assignPartner.amount')}
          value={amount}
          onChange={setAmount}
          decimalScale={2}
          min={0.01}
          w={140}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {t('bank.assignPartner.hint')}
      </Text>
      <FormAlert message={save.error?.message} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={() => save.mutate()}
          loading={save.isPending}
          disabled={!partner || minor <= 0 || minor > undistributed}
        >
          {t('bank.assignPartner.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Manual assignment of a payment's undistributed amount, split across one or more contracts. */
export function AssignDialog(props: { line: BankLineRecord | null; onClose: () => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const client = useQueryClient();
  const { line, onClose } = props;
  const undistributed = line?.payment?.undistributedMinor ?? 0;
  const [mode, setMode] = useState<'contracts' | 'partner'>('contracts');
  const [shares, setShares] = useState<Share[]>([
    { key: 0, contract: null, target: 'CONTRACT', amount: undistributed / 100 },
  ]);
  const assign = useMutation({
    mutationFn: () =>
      assignPayment(lang, line!.id, {
        shares: shares.map((s) => ({
          accountId: s.contract!.accountId,
          target: s.target,
          amountMinor: Math.round(Number(s.amount) * 100),
        })),
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: BANK_KEY });
      onClose();
    },
  });
  const total = shares.reduce((a, s) => a + Math.round(Number(s.amount || 0) * 100), 0);
  const ready = shares.every((s) => s.contract && Number(s.amount) > 0) && total <= undistributed;
  return (
    <AppModal opened={line !== null} onClose={onClose} title={t('bank.assign.title')} size="xl">
      {line && (
        <Stack gap="md">
          <Text>
            {t('bank.assign.undistributed', {
              amount: formatMinor(undistributed, line.currency, lang),
            })}{' '}
            · {line.counterpartyName ?? ''} · {line.remittance}
          </Text>
          <SegmentedControl
            value={mode}
            onChange={(v) => setMode(v as 'contracts' | 'partner')}
            data={[
              { value: 'contracts', label: t('bank.assignPartner.toContracts') },
              { value: 'partner', label: t('bank.assignPartner.toPartner') },
            ]}
          />
          {mode === 'partner' && (
            <PartnerForm line={line} undistributed={undistributed} onDone={onClose} />
          )}
          {mode === 'contracts' &&
            shares.map((s, i) => (
              <ShareRow
                key={s.key}
                share={s}
                index={i}
                onChange={(next) => setShares(shares.map((x) => (x.key === s.key ? next : x)))}
              />
            ))}
          {mode === 'contracts' && (
            <>
              <Group>
                <Button
                  variant="default"
                  onClick={() =>
                    setShares([
                      ...shares,
                      { key: Date.now(), contract: null, target: 'CONTRACT', amount: '' },
                    ])
                  }
                  disabled={shares.length >= 20}
                >
                  {t('bank.assign.addShare')}
                </Button>
                <Text c={total > undistributed ? 'red' : undefined}>
                  {t('bank.assign.total', { amount: formatMinor(total, line.currency, lang) })}
                </Text>
              </Group>
              <FormAlert message={assign.error?.message} />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <Button
                  onClick={() => assign.mutate()}
                  loading={assign.isPending}
                  disabled={!ready}
                >
                  {t('bank.assign.save')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </AppModal>
  );
}
