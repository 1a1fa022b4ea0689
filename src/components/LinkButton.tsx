import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import classes from '@/components/LinkButton.module.css';

type Look = {
  variant?: 'filled' | 'default' | 'light' | 'subtle' | 'white' | 'outline-white';
  size?: 'sm' | 'md' | 'lg';
  rightSection?: ReactNode;
  className?: string;
  children: ReactNode;
};

const classNames = (className?: string) => (className ? `${classes.button} ${className}` : classes.button);

/** A router link that looks like the theme's buttons (see LinkButton.module.css for why). */
export function LinkButton({
  to,
  variant = 'filled',
  size = 'sm',
  rightSection,
  className,
  children,
  ...rest
}: Look & { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'children'>) {
  return (
    <Link to={to} className={classNames(className)} data-variant={variant} data-size={size} {...rest}>
      {children}
      {rightSection}
    </Link>
  );
}

/** The same look for an action on the page. */
export function PlainButton({
  variant = 'filled',
  size = 'sm',
  rightSection,
  className,
  children,
  ...rest
}: Look & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'>) {
  return (
    <button type="button" className={classNames(className)} data-variant={variant} data-size={size} {...rest}>
      {children}
      {rightSection}
    </button>
  );
}
