// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { TextInput } from '@mantine/core';
import { z } from 'zod';
import { ApiRequestError } from '../api/client';
import { useSchemaForm } from '../forms/use-schema-form';
import { renderOffice } from '../test/render-office';
import { QueryDialog } from './query-dialog';
import { SchemaForm } from './schema-form';

afterEach(cleanup);

const ok = () => screen.getByRole('button', { name: 'Добре' });
const answer = () => screen.getByRole('textbox', { name: /^Причина/ });

describe('the query dialog, a schema form of one field', () => {
  it('says nothing before the field is touched, then refuses an empty answer in the catalogue words', async () => {
    const onConfirm = vi.fn();
    renderOffice(
      <QueryDialog
        opened
        title="Спиране"
        label="Причина"
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.queryByText('Полето е задължително')).toBeNull();
    fireEvent.click(ok());
    await waitFor(() => expect(screen.getByText('Полето е задължително')).toBeTruthy());
    expect(ok().getAttribute('title')).toBe('Невалидни данни');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("checks the answer with the contract's schema and hands on the trimmed answer", async () => {
    const onConfirm = vi.fn();
    const reason = z.string().trim().min(3).max(500);
    renderOffice(
      <QueryDialog
        opened
        title="Връщане"
        label="Причина"
        schema={reason}
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    fireEvent.change(answer(), { target: { value: 'ab' } });
    fireEvent.blur(answer());
    await waitFor(() => expect(screen.getByText('Въведете поне 3 символа')).toBeTruthy());
    fireEvent.click(ok());
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(answer(), { target: { value: '  грешно плащане ' } });
    await waitFor(() => expect(screen.queryByText('Въведете поне 3 символа')).toBeNull());
    expect(ok().getAttribute('title')).toBe('Запазване на промените');
    fireEvent.click(ok());
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('грешно плащане'));
  });
});

const schema = z.object({ name: z.string().trim().min(1).max(20) });

/** A form as a screen writes it: the contract's schema, a save that the server refuses. */
function NameForm({ save }: { save: (name: string) => Promise<void> }) {
  const { form, formError, fail, submitWith } = useSchemaForm(schema, {
    defaultValues: { name: '' },
    fields: ['name'],
  });
  return (
    <SchemaForm
      errors={form.formState.errors}
      error={formError}
      onSubmit={submitWith((values) => save(values.name).catch(fail))}
      aria-label="Име"
    >
      <TextInput
        label="Име"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </SchemaForm>
  );
}

describe('a schema form and the server', () => {
  it("puts the server's field errors on the same fields and the rest above the form", async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiRequestError('Невалидни данни', 400, [{ field: 'name', message: 'Името е заето' }]),
      )
      .mockRejectedValueOnce(new ApiRequestError('Сървърът не отговаря', 503));
    renderOffice(<NameForm save={save} />);
    const name = screen.getByRole('textbox', { name: 'Име' });
    fireEvent.change(name, { target: { value: 'Иван' } });
    fireEvent.click(screen.getByRole('button', { name: 'Запазване на промените' }));
    await waitFor(() => expect(screen.getByText('Името е заето')).toBeTruthy());
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Невалидни данни')).toBeNull();
    fireEvent.change(name, { target: { value: 'Иван Петров' } });
    fireEvent.click(screen.getByRole('button', { name: 'Запазване на промените' }));
    await waitFor(() => expect(screen.getByText('Сървърът не отговаря')).toBeTruthy());
    expect(save).toHaveBeenCalledTimes(2);
  });
});
