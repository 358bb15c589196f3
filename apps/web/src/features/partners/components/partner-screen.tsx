import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PartnerSaveKind } from '../api/save-partner';
import { PartnerFormPage } from './partner-form-page';
import { PartnerListPage } from './partner-list-page';

const PARAM = 'partner';

/**
 * One partner screen: the list, or with `?partner=<id>|new` in the address the partner's form
 * (the list's own view stays in the address beside it, so "back" returns to the same page).
 */
function PartnerScreen({ kind }: { kind: PartnerSaveKind }) {
  const [params, setParams] = useSearchParams();
  const [created, setCreated] = useState<{ id: number; message: string } | null>(null);
  const raw = params.get(PARAM);
  const id = raw === 'new' ? 'new' : raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const show = (target: number | 'new' | null, replace = false) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (target === null) next.delete(PARAM);
        else next.set(PARAM, String(target));
        return next;
      },
      { replace },
    );
  if (id === null) return <PartnerListPage kind={kind} onOpen={(target) => show(target)} />;
  return (
    <PartnerFormPage
      key={id}
      kind={kind}
      id={id}
      onClose={() => show(null)}
      notice={created?.id === id ? created.message : null}
      onCreated={(newId, message) => {
        setCreated({ id: newId, message });
        show(newId, true);
      }}
    />
  );
}

/** partner-management: every partner (spec §2). */
export function PartnerManagementPage() {
  return <PartnerScreen kind="partner" />;
}

/** sales-partner-management (admin): sale partners and commissioners, saved by their own calls. */
export function SalesPartnerManagementPage() {
  return <PartnerScreen kind="sales-partner" />;
}
