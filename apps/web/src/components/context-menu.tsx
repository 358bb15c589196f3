import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { Paper, UnstyledButton } from '@mantine/core';
import { placeContextMenu, type Point } from './context-menu-position';
import classes from './context-menu.module.css';

export type ContextMenuItem = {
  label: string;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
};

export type ContextMenuState = {
  at: Point;
  items: readonly ContextMenuItem[];
  label: string;
} | null;

/**
 * The right-click menu of spec §2. `open` takes the contextmenu event (a mouse right-click, or
 * the keyboard's menu key / Shift+F10 on a focused row, which opens it by the row) and the items.
 */
export function useContextMenu() {
  const [menu, setMenu] = useState<ContextMenuState>(null);
  const open = useCallback(
    (event: MouseEvent, label: string, items: readonly ContextMenuItem[]) => {
      event.preventDefault();
      let at = { x: event.clientX, y: event.clientY };
      if (at.x === 0 && at.y === 0 && event.currentTarget instanceof Element) {
        const box = event.currentTarget.getBoundingClientRect();
        at = { x: box.left + 16, y: box.bottom };
      }
      setMenu({ at, items, label });
    },
    [],
  );
  const close = useCallback(() => setMenu(null), []);
  return { menu, open, close };
}

/**
 * Shows the menu near the pointer, moved inside the window near its edges (`placeContextMenu`).
 * Keyboard: the first item takes the focus, arrows move, Enter chooses, Escape or Tab closes and
 * the focus goes back to where it was.
 */
export function ContextMenu({ menu, onClose }: { menu: ContextMenuState; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const returnTo = useRef<Element | null>(null);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!menu || !element) return;
    returnTo.current = document.activeElement;
    const box = element.getBoundingClientRect();
    setPosition(
      placeContextMenu(
        menu.at,
        { width: box.width, height: box.height },
        { width: window.innerWidth, height: window.innerHeight },
      ),
    );
    const away = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) onClose();
    };
    const gone = () => onClose();
    document.addEventListener('pointerdown', away, true);
    window.addEventListener('resize', gone);
    window.addEventListener('scroll', gone, true);
    return () => {
      document.removeEventListener('pointerdown', away, true);
      window.removeEventListener('resize', gone);
      window.removeEventListener('scroll', gone, true);
      setPosition(null);
      if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
    };
  }, [menu, onClose]);

  // Once placed (and visible), the first item takes the focus.
  useLayoutEffect(() => {
    if (position)
      ref.current?.querySelector<HTMLElement>('[role="menuitem"]:not([disabled])')?.focus();
  }, [position]);

  if (!menu) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [
      ...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])') ?? []),
    ];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? items[0] : items[items.length - 1])?.focus();
    }
  };
  return createPortal(
    <Paper
      ref={ref}
      role="menu"
      aria-label={menu.label}
      shadow="md"
      withBorder
      className={classes.menu}
      style={{
        left: position?.left ?? menu.at.x,
        top: position?.top ?? menu.at.y,
        visibility: position ? 'visible' : 'hidden',
      }}
      onKeyDown={onKeyDown}
    >
      {menu.items.map((item) => (
        <UnstyledButton
          key={item.label}
          role="menuitem"
          tabIndex={-1}
          disabled={item.disabled}
          className={classes.item}
          data-danger={item.danger || undefined}
          onClick={() => {
            onClose();
            item.onClick();
          }}
        >
          {item.label}
        </UnstyledButton>
      ))}
    </Paper>,
    document.body,
  );
}
