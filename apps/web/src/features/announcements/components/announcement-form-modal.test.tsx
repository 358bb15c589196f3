// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderOffice } from '../../../test/render-office';
import { AnnouncementFormModal } from './announcement-form-modal';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const selected = (name: RegExp) => tab(name).getAttribute('aria-selected') === 'true';
const invalid = (name: RegExp) => tab(name).hasAttribute('data-invalid');

describe('the announcement form after a failed save', () => {
  it('opens the first tab with an error, and typing there does not jump to another tab', async () => {
    renderOffice(<AnnouncementFormModal record={null} onClose={vi.fn()} onSaved={vi.fn()} />);
    await screen.findByRole('tab', { name: /Текст/ });
    fireEvent.submit(screen.getByRole('button', { name: 'Ново съобщение' }).closest('form')!);
    // both tabs hold an empty required field: the save keeps the open one, which holds one
    await waitFor(() => expect(invalid(/Текст/)).toBe(true));
    expect(selected(/Данни/)).toBe(true);
    const name = screen.getByRole('textbox', { name: /Име/ });
    fireEvent.change(name, { target: { value: 'Р' } });
    fireEvent.blur(name);
    await waitFor(() => expect(invalid(/Данни/)).toBe(false));
    expect(selected(/Данни/)).toBe(true);
    fireEvent.change(name, { target: { value: 'Ре' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(selected(/Данни/)).toBe(true);
    // saving again with the text still empty opens its tab
    fireEvent.submit(screen.getByRole('button', { name: 'Ново съобщение' }).closest('form')!);
    await waitFor(() => expect(selected(/Текст/)).toBe(true));
  });
});
