import { Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Order } from '@/lib/orders/schema';
import { formatDayTime } from '@/lib/format';
import { trackSteps } from '@/features/orders/track-steps';
import classes from '@/features/orders/OrderTimeline.module.css';
import { useT } from '@/lib/i18n/use-t';
import { track as m } from '@/features/orders/track.messages';

/** The six delivery steps with the time each happened: done in green, the next one highlighted. */
export function OrderTimeline({ order }: { order: Order }) {
  const t = useT();
  return (
    <ol className={classes.list} aria-label={t(m.progress)}>
      {trackSteps(order).map((step, index) => {
        const state = step.completed ? 'completed' : step.active ? 'active' : 'pending';
        return (
          <li key={step.status} className={classes.step} data-state={state} aria-current={step.active ? 'step' : undefined}>
            <span className={classes.marker} aria-hidden="true">
              {step.completed ? <IconCheck size={16} aria-hidden /> : index + 1}
            </span>
            <div className={classes.body}>
              <Text fw={700} fz="sm" className={classes.title}>
                {t(step.title)}
                <span className={classes.visuallyHidden}>
                  {' '}
                  {t(state === 'completed' ? m.done : state === 'active' ? m.next : m.toCome)}
                </span>
              </Text>
              <Text fz="sm" c="dimmed">
                {t(step.description)}
              </Text>
              {step.at && (
                <Text fz="xs" c="dimmed" data-testid={`step-time-${step.status}`}>
                  {formatDayTime(step.at)}
                </Text>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
