import { fetchRiderBoard } from '@/lib/orders/api';
import { usePolled } from '@/lib/orders/use-polled';

/** The rider's board, refreshed every 5 s while visible: a new pickup shows without reload. */
export const useRiderBoard = () => usePolled(fetchRiderBoard, 5_000);
