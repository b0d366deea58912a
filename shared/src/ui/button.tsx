import type { ComponentPropsWithRef } from 'react';
import { Link, type LinkProps } from '@site/shared/router';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary';
const classes = (variant: Variant, extra?: string) =>
  [styles.button, variant === 'secondary' ? styles.secondary : '', extra ?? ''].filter(Boolean).join(' ');

/** The site's button (at least 44 px high, a visible focus ring from the reset); takes a button's props and ref. */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ComponentPropsWithRef<'button'> & { variant?: Variant }) {
  return <button type={type} className={classes(variant, className)} {...props} />;
}

/** A router link styled as a button, for calls to action such as 'Go Back Home'. */
export function ButtonLink({ variant = 'primary', className, ...props }: LinkProps & { variant?: Variant }) {
  return <Link className={classes(variant, className)} {...props} />;
}
