import { Paper, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import classes from '@/features/prescriptions/InfoCards.module.css';
import { rx } from '@/features/prescriptions/prescriptions.messages';
import { useT } from '@/lib/i18n/use-t';

const guidelines = [rx.guidePhoto, rx.guideReadable, rx.guideOwn, rx.guideFiles];

export function GuidelinesCard() {
  const t = useT();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="guidelines-heading">
      <Title order={2} fz="lg" mb="sm" id="guidelines-heading">
        {t(rx.guidelinesTitle)}
      </Title>
      <ul className={classes.checks}>
        {guidelines.map((g, i) => (
          <li key={i}>
            <IconCheck size={16} className={classes.tick} aria-hidden />
            <Text fz="sm">{t(g)}</Text>
          </li>
        ))}
      </ul>
    </Paper>
  );
}

const steps = [
  { title: rx.stepReview, text: rx.stepReviewText },
  { title: rx.stepQuote, text: rx.stepQuoteText },
  { title: rx.stepOrder, text: rx.stepOrderText },
];

/** Where a prescription stands on each step; undefined before the server has it. */
export type StepMark = 'done' | 'now' | 'stopped' | undefined;
const markText = { done: rx.markDone, now: rx.markNow, stopped: rx.markStopped };

export function NextStepsCard({ marks = [] }: { marks?: StepMark[] }) {
  const t = useT();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="next-heading">
      <Title order={2} fz="lg" mb="sm" id="next-heading">
        {t(rx.nextTitle)}
      </Title>
      <ol className={classes.steps}>
        {steps.map((s, i) => (
          <li key={i}>
            <span className={classes.number} aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <Text fz="sm" fw={700}>
                {t(s.title)}
                {marks[i] && (
                  <Text span fz="xs" fw={600} c={marks[i] === 'stopped' ? 'red.8' : 'magani.8'} ml={8} data-testid="step-mark">
                    {t(markText[marks[i]])}
                  </Text>
                )}
              </Text>
              <Text fz="sm" c="dimmed">
                {t(s.text)}
              </Text>
            </div>
          </li>
        ))}
      </ol>
    </Paper>
  );
}
