import '@mantine/core/styles/Text.css';
import { Text } from '@mantine/core';
import { IconCheck } from '@/components/screen-icons';
import type { Order } from '@/features/orders/order-schema';
import { formatOrderTime } from '@/features/orders/format-time';
import classes from '@/features/orders/OrderTimeline.module.css';

/** The six delivery steps: completed in green, the active one highlighted, pending in grey. */
export function OrderTimeline({ order }: { order: Order }) {
  return (
    <ol className={classes.list} aria-label="Delivery progress">
      {order.timeline.map((step, index) => {
        const state = step.completed ? 'completed' : step.active ? 'active' : 'pending';
        return (
          <li
            key={step.status}
            className={classes.step}
            data-state={state}
            aria-current={step.active ? 'step' : undefined}
          >
            <span className={classes.marker} aria-hidden="true">
              {step.completed ? <IconCheck size={16} /> : index + 1}
            </span>
            <div className={classes.body}>
              <Text fw={700} fz="sm" className={classes.title}>
                {step.title}
                <span className={classes.visuallyHidden}>
                  {state === 'completed' ? ' (done)' : state === 'active' ? ' (in progress)' : ' (to come)'}
                </span>
              </Text>
              <Text fz="sm" c="dimmed">
                {step.description}
              </Text>
              {step.timestamp && (
                <Text fz="xs" c="dimmed">
                  {formatOrderTime(step.timestamp)}
                </Text>
              )}
              {step.active && (
                <Text fz="sm" fw={700} className={classes.eta}>
                  Estimated arrival {formatOrderTime(order.estimatedDelivery)}
                </Text>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
