import { Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Order } from '@/lib/orders/schema';
import { formatDayTime } from '@/lib/format';
import { trackSteps } from '@/features/orders/track-steps';
import classes from '@/features/orders/OrderTimeline.module.css';

/** The six delivery steps with the time each happened: done in green, the next one highlighted. */
export function OrderTimeline({ order }: { order: Order }) {
  return (
    <ol className={classes.list} aria-label="Delivery progress">
      {trackSteps(order).map((step, index) => {
        const state = step.completed ? 'completed' : step.active ? 'active' : 'pending';
        return (
          <li key={step.status} className={classes.step} data-state={state} aria-current={step.active ? 'step' : undefined}>
            <span className={classes.marker} aria-hidden="true">
              {step.completed ? <IconCheck size={16} aria-hidden /> : index + 1}
            </span>
            <div className={classes.body}>
              <Text fw={700} fz="sm" className={classes.title}>
                {step.title}
                <span className={classes.visuallyHidden}>
                  {state === 'completed' ? ' (done)' : state === 'active' ? ' (next)' : ' (to come)'}
                </span>
              </Text>
              <Text fz="sm" c="dimmed">
                {step.description}
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
