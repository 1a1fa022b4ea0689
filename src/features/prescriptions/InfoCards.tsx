import { Paper, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import classes from '@/features/prescriptions/InfoCards.module.css';

const guidelines = [
  'Photograph the whole prescription in good light, flat and in focus.',
  "The doctor's name, signature, date and the medicines must be readable.",
  'Use a prescription issued to you or someone in your care.',
  'JPG, PNG, WebP or PDF, up to 10 MB each, at most 5 files.',
];

export function GuidelinesCard() {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="guidelines-heading">
      <Title order={2} fz="lg" mb="sm" id="guidelines-heading">
        Prescription Guidelines
      </Title>
      <ul className={classes.checks}>
        {guidelines.map((g) => (
          <li key={g}>
            <IconCheck size={16} className={classes.tick} aria-hidden />
            <Text fz="sm">{g}</Text>
          </li>
        ))}
      </ul>
    </Paper>
  );
}

const steps = [
  { title: 'Prescription review', text: 'A licensed pharmacist checks your prescription within 5-10 min.' },
  { title: 'Price quote', text: 'You receive the price of your medicines to approve before you pay.' },
  { title: 'Order fulfilment', text: 'The pharmacy prepares your order and a verified rider delivers it.' },
];

/** Where a prescription stands on each step; undefined before the server has it. */
export type StepMark = 'done' | 'now' | 'stopped' | undefined;
const markText: Record<Exclude<StepMark, undefined>, string> = { done: 'Done', now: 'In progress', stopped: 'Stopped' };

export function NextStepsCard({ marks = [] }: { marks?: StepMark[] }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="next-heading">
      <Title order={2} fz="lg" mb="sm" id="next-heading">
        What Happens Next
      </Title>
      <ol className={classes.steps}>
        {steps.map((s, i) => (
          <li key={s.title}>
            <span className={classes.number} aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <Text fz="sm" fw={700}>
                {s.title}
                {marks[i] && (
                  <Text span fz="xs" fw={600} c={marks[i] === 'stopped' ? 'red.8' : 'magani.8'} ml={8} data-testid="step-mark">
                    {markText[marks[i]]}
                  </Text>
                )}
              </Text>
              <Text fz="sm" c="dimmed">
                {s.text}
              </Text>
            </div>
          </li>
        ))}
      </ol>
    </Paper>
  );
}
