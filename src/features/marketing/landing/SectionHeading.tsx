import classes from '@/features/marketing/landing/SectionHeading.module.css';

type Props = { id: string; eyebrow: string; title: string; lead?: string };

export function SectionHeading({ id, eyebrow, title, lead }: Props) {
  return (
    <header className={classes.heading}>
      <p className={classes.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={classes.title}>
        {title}
      </h2>
      {lead && <p className={classes.lead}>{lead}</p>}
    </header>
  );
}
