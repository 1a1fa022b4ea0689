import type { ReactNode } from 'react';
import { Box, Table } from '@mantine/core';

/**
 * A table that keeps its columns readable on a phone: it scrolls sideways inside a named region
 * that takes keyboard focus, so arrow keys can scroll it as a finger can.
 */
export function ScrollTable({ children, label, min, testId }: { children: ReactNode; label: string; min: number; testId?: string }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table striped miw={min} aria-label={label} data-testid={testId}>
        {children}
      </Table>
    </Box>
  );
}
