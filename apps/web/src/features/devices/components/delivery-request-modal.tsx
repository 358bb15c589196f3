import { useState } from 'react';
import { Button, Group, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { deliveryCreateBodySchema } from '@toll/contract/devices';
import { ATTACHABLE_TYPES, DELIVERY_METHODS } from '@toll/domain/devices';
import { AppModal } from '../../../components/app-modal';
import { FormAlert } from '../../../components/form-alert';
import { applyServerError } from '../../../forms/apply-server-error';
import { bodyResolver } from '../../../forms/body-resolver';
import { useLang } from '../../../i18n/use-lang';
import { requestDelivery } from '../api/devices-api';

type RequestValues = {
  accountNumber: string;
  inventoryType: string;
  quantity: number | string;
  deliveryMethod: string;
  recipient: string;
  city: string;
  postalCode: string;
  street: string;
  phone: string;
};
const START: RequestValues = {
  accountNumber: '',
  inventoryType: 'OBU',
  quantity: 1,
  deliveryMethod: '2',
  recipient: '',
  city: '',
  postalCode: '',
  street: '',
  phone: '',
};
const FIELDS = Object.keys(START) as (keyof RequestValues)[];

/** The body of POST /obu/deliveries: the contract by the number the clerk knows (issue #32). */
const bodyOf = (v: RequestValues) => ({
  ...v,
  quantity: Number(v.quantity),
  deliveryMethod: Number(v.deliveryMethod),
  phone: v.phone.trim() || null,
});

/**
 * A clerk's request of devices for a contract's vehicles (no more than its vehicles, §5), the
 * contract named by its number. The schema form over POST /obu/deliveries's schema.
 */
export function DeliveryRequestModal(props: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<RequestValues>({
    defaultValues: START,
    resolver: bodyResolver<RequestValues>(deliveryCreateBodySchema, bodyOf, (path) => path),
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const save = useMutation({
    mutationFn: (values: RequestValues) => requestDelivery(lang, bodyOf(values)),
    onSuccess: props.onDone,
    onError: (error) => setFormError(applyServerError(error, setError, FIELDS)),
  });
  const text = (name: keyof RequestValues, label: string, maxLength: number, required = true) => (
    <TextInput
      label={label}
      required={required}
      maxLength={maxLength}
      {...register(name)}
      error={errors[name]?.message}
    />
  );
  return (
    <AppModal opened onClose={props.onClose} title={t('deliveries.request')}>
      <form
        noValidate
        onSubmit={(event) => {
          setFormError(null);
          void handleSubmit((values) => save.mutate(values))(event);
        }}
      >
        <Stack gap="sm">
          <FormAlert message={formError} />
          {text('accountNumber', t('deliveries.contractNumber'), 20)}
          <NativeSelect
            label={t('devices.type')}
            {...register('inventoryType')}
            data={ATTACHABLE_TYPES.map((v) => ({ value: v, label: t(`devices.types.${v}`) }))}
          />
          <Controller
            control={control}
            name="quantity"
            render={({ field }) => (
              <NumberInput
                label={t('deliveries.quantity')}
                min={1}
                max={1000}
                required
                allowDecimal={false}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.quantity?.message}
              />
            )}
          />
          <NativeSelect
            label={t('deliveries.method')}
            {...register('deliveryMethod')}
            data={Object.entries(DELIVERY_METHODS).map(([k, v]) => ({ value: String(v), label: t(`deliveries.methods.${k as keyof typeof DELIVERY_METHODS}`) }))} // prettier-ignore
          />
          {text('recipient', t('deliveries.recipient'), 200)}
          {text('city', t('deliveries.city'), 100)}
          {text('postalCode', t('deliveries.postalCode'), 12)}
          {text('street', t('deliveries.street'), 200)}
          {text('phone', t('deliveries.phone'), 30, false)}
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
