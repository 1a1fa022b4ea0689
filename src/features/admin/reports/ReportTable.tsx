import type { ReactNode } from 'react';
import { formatCount, formatNaira } from '@/lib/format';
import type { ReportRow } from '@/features/admin/reports/reports-api';
import { useT } from '@/lib/i18n/use-t';
import { reports as messages } from '@/features/admin/reports/reports.messages';
import classes from '@/features/admin/reports/Reports.module.css';

type Props = {
  /** The table's caption, also the name of its scrollable region. */
  caption: string;
  /** The first column's heading: "Day" or "State". */
  label: string;
  rows: { key: string; label: ReactNode; figures: ReportRow }[];
};

/**
 * A plain table (what a screen reader reads); the bar behind each order count only shows its size
 * against the busiest row. On a phone the table scrolls sideways inside its own focusable box.
 */
export function ReportTable({ caption, label, rows }: Props) {
  const t = useT();
  const most = Math.max(1, ...rows.map((r) => r.figures.orders));
  return (
    <div className={classes.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={classes.table}>
        <caption className={classes.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{label}</th>
            <th scope="col">{t(messages.orders)}</th>
            <th scope="col">{t(messages.revenue)}</th>
            <th scope="col">{t(messages.consultations)}</th>
            <th scope="col">{t(messages.fees)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, label: rowLabel, figures }) => (
            <tr key={key}>
              <th scope="row">{rowLabel}</th>
              <td>
                {formatCount(figures.orders)}
                <span className={classes.bar} aria-hidden="true" style={{ width: `${(figures.orders / most) * 100}%` }} />
              </td>
              <td>{formatNaira(figures.revenue)}</td>
              <td>{formatCount(figures.consultations)}</td>
              <td>{formatNaira(figures.fees)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
