import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ATTACHABLE_TYPES, DELIVERY_METHODS } from '@toll/domain/devices';
import { AppModal } from '../../../components/app-modal';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { requestDelivery } from '../api/devices-api';

/** A clerk's request of devices for a contract's vehicles (no more than its vehicles, §5). */
export function DeliveryRequestModal(props: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [form, setForm] = useState({
    accountId: '',
    inventoryType: 'OBU',
    quantity: 1,
    deliveryMethod: '2',
    recipient: '',
    city: '',
    postalCode: '',
    street: '',
    phone: '',
  });
  const set = (name: keyof typeof form) => (value: string | number) =>
    setForm((f) => ({ ...f, [name]: value }));
  const save = useMutation({
    mutationFn: () =>
      requestDelivery(lang, {
        ...form,
        accountId: Number(form.accountId),
        deliveryMethod: Number(form.deliveryMethod),
        phone: form.phone || null,
      }),
    onSuccess: props.onDone,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <AppModal opened onClose={props.onClose} title={t('deliveries.request')}>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <FormAlert message={save.error?.message} />
          <TextInput
            label={t('deliveries.contractId')}
            required
            inputMode="numeric"
            value={form.accountId}
            onChange={(e) => set('accountId')(e.currentTarget.value)}
          />{' '}
          {/* prettier-ignore */}
          <NativeSelect
            label={t('devices.type')}
            value={form.inventoryType}
            onChange={(e) => set('inventoryType')(e.currentTarget.value)}
            data={ATTACHABLE_TYPES.map((v) => ({ value: v, label: t(`devices.types.${v}`) }))}
          />
          <NumberInput
            label={t('deliveries.quantity')}
            min={1}
            max={1000}
            required
            value={form.quantity}
            onChange={(v) => set('quantity')(Number(v) || 1)}
          />{' '}
          {/* prettier-ignore */}
          <NativeSelect
            label={t('deliveries.method')}
            value={form.deliveryMethod}
            onChange={(e) => set('deliveryMethod')(e.currentTarget.value)}
            data={Object.entries(DELIVERY_METHODS).map(([k, v]) => ({ value: String(v), label: t(`deliveries.methods.${k as keyof typeof DELIVERY_METHODS}`) }))} // prettier-ignore
          />
          <TextInput
            label={t('deliveries.recipient')}
            required
            maxLength={200}
            value={form.recipient}
            onChange={(e) => set('recipient')(e.currentTarget.value)}
          />{' '}
          {/* prettier-ignore */}
          <TextInput label={t('deliveries.city')} required maxLength={100} value={form.city} onChange={(e) => set('city')(e.currentTarget.value)} />{' '}
          {/* prettier-ignore */}
          <TextInput label={t('deliveries.postalCode')} required maxLength={12} value={form.postalCode} onChange={(e) => set('postalCode')(e.currentTarget.value)} />{' '}
          {/* prettier-ignore */}
          <TextInput label={t('deliveries.street')} required maxLength={200} value={form.street} onChange={(e) => set('street')(e.currentTarget.value)} />{' '}
          {/* prettier-ignore */}
          <TextInput label={t('deliveries.phone')} maxLength={30} value={form.phone} onChange={(e) => set('phone')(e.currentTarget.value)} />{' '}
          {/* prettier-ignore */}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('deliveries.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
