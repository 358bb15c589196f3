import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../components/lang-link';
import type { SiteNavLink } from './site-nav-items';
import classes from './site-header.module.css';

export type NavMenuProps = { label: string; items: readonly SiteNavLink[] };

/**
 * A header drop-down in the WAI-ARIA "disclosure navigation" pattern: a button with aria-expanded
 * shows a list of ordinary links. Enter or Space toggles it, the arrow keys move between the button
 * and the links, Escape closes it and returns to the button; a click outside or leaving it with Tab
 * closes it too. (Hand-written rather than Mantine Menu: site navigation is links, not an
 * application menu, and this keeps floating-ui out of the home page bundle.)
 */
export function NavMenu({ label, items }: NavMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const focusables = () => [
    ...(buttonRef.current ? [buttonRef.current] : []),
    ...(rootRef.current?.querySelectorAll<HTMLElement>('ul a') ?? []),
  ];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) flushSync(() => setOpen(true));
    const list = focusables();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    list[(index + step + list.length) % list.length]?.focus();
  };

  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div ref={rootRef} className={classes.menu} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={classes.navItem}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <svg className={classes.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={listId} className={classes.dropdown} hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <LangLink to={item.to} className={classes.dropdownLink} onClick={() => setOpen(false)}>
              {t(`nav.${item.label}`)}
            </LangLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
