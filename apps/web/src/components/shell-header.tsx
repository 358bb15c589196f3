import type { ReactNode } from 'react';
import { StoredLanguagePicker } from './stored-language-picker';
import classes from './shell-header.module.css';

export type ShellHeaderProps = {
  brand: string;
  productName: string;
  skipLabel: string;
  /** Shown between the title and the language picker (the back-office menu). */
  children?: ReactNode;
  /** Shown after the language picker (the profile menu). */
  end?: ReactNode;
};

/** The header of the back-office and tablet shells: brand, product name and language picker. */
export function ShellHeader({ brand, productName, skipLabel, children, end }: ShellHeaderProps) {
  return (
    <header className={classes.header}>
      <a href="#main-content" className="skip-link">
        {skipLabel}
      </a>
      <div className={classes.inner}>
        <p className={classes.title}>
          <span className={classes.brand}>{brand}</span>
          <span>{productName}</span>
        </p>
        {children}
        <div className={classes.end}>
          <StoredLanguagePicker />
          {end}
        </div>
      </div>
    </header>
  );
}
