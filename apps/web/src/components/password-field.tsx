import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

export type PasswordFieldProps = PasswordInputProps & { ref?: Ref<HTMLInputElement> };

/** A password input whose show/hide button is labelled in the page's language. */
export function PasswordField({ ref, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      ref={ref}
      visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
      {...props}
    />
  );
}
