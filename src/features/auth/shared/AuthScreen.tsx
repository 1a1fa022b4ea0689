import type { ReactNode } from 'react';
import classes from '@/features/auth/shared/AuthScreen.module.css';

type Props = {
  title: string;
  subtitle?: ReactNode;
  /** Card width in px: forms with two columns need more room. */
  width?: number;
  children: ReactNode;
  footer?: ReactNode;
};

/** The frame every account screen shares: one centred card with the page's h1. */
export function AuthScreen({ title, subtitle, width = 460, children, footer }: Props) {
  return (
    <div className={classes.screen}>
      <div className={classes.card} style={{ maxWidth: width }}>
        <h1 className={classes.title}>{title}</h1>
        {subtitle ? <p className={classes.subtitle}>{subtitle}</p> : <div style={{ height: 20 }} />}
        {children}
        {footer && <div className={classes.footer}>{footer}</div>}
      </div>
    </div>
  );
}
